/**
 * Corporate benefits in the operations console: the companies (their plan's lab discount, email domains, whether
 * they take registrations), each company's roster of employee and retiree ids (uploaded as CSV, replacing the
 * last one whole), and batches of voucher cards. Every change is written to the console's audit with who and what.
 */
import crypto from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { recordOpsAudit } from "../lab-tests/ops-console";
import { voucherPinHash } from "./vouchers";
import { indiaDate } from "~/lib/india-date-time";
import type { CorporateBenefit } from "./companies";

type Ops = { accountId: number };

// ---------------------------------------------------------------------------------------------------------
// Companies

export interface CompanyInput {
  partnerId: string;
  name: string;
  kind: string;
  emailDomains: string;
  discountPercent: string;
  isActive: boolean;
}

export type CompanyField = "partnerId" | "name" | "kind" | "emailDomains" | "discountPercent";

const PARTNER_ID = /^[A-Z0-9]{3,20}$/;
const DOMAIN = /^(?=.{4,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

/** The domains of a comma- or space-separated list, lower case, without repeats. */
export const domainsOf = (raw: string) => [...new Set(raw.split(/[\s,]+/).map((d) => d.trim().toLowerCase().replace(/^@/, "")).filter(Boolean))];

/** What is wrong with a company as typed, field by field (empty when nothing). */
export function companyInputErrors(input: CompanyInput): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {};
  if (!PARTNER_ID.test(input.partnerId.trim())) errors.partnerId = "Partner id: 3 to 20 capital letters or digits, such as INFOSYS.";
  const name = input.name.trim();
  if (name.length < 2 || name.length > 80) errors.name = "Enter the company's name (2 to 80 characters).";
  if (!["employer", "partner_bank"].includes(input.kind)) errors.kind = "Choose employer or partner bank.";
  const domains = domainsOf(input.emailDomains);
  if (domains.length > 10 || domains.some((d) => !DOMAIN.test(d))) errors.emailDomains = "Email domains: up to 10, such as infosys.com, separated by commas.";
  const pct = Number(input.discountPercent);
  if (!/^\d{1,3}$/.test(input.discountPercent.trim()) || pct > 90) errors.discountPercent = "Lab discount: a whole percent from 0 to 90.";
  return errors;
}

export interface OpsCompanyRow {
  partnerId: string;
  name: string;
  kind: string;
  emailDomains: string;
  discountPercent: number;
  isActive: boolean;
  rosterSize: number;
  registered: number;
}

export async function listCompaniesForOps(db: DB): Promise<OpsCompanyRow[]> {
  const [companies, roster, registered] = await Promise.all([
    db.selectFrom("corporate_companies").selectAll().orderBy("name").execute(),
    db.selectFrom("corporate_members").select(["partner_id", db.fn.countAll<number>().as("n")]).groupBy("partner_id").execute(),
    db.selectFrom("corporate_registrations").select(["partner_id", db.fn.countAll<number>().as("n")]).groupBy("partner_id").execute(),
  ]);
  const countOf = (rows: { partner_id: string; n: number | string | bigint }[], id: string) => Number(rows.find((r) => r.partner_id === id)?.n ?? 0);
  return companies.map((c) => ({
    partnerId: c.partner_id,
    name: c.name,
    kind: c.kind,
    emailDomains: c.email_domains,
    discountPercent: c.discount_percent,
    isActive: Number(c.is_active) === 1,
    rosterSize: countOf(roster, c.partner_id),
    registered: countOf(registered, c.partner_id),
  }));
}

/** A new company's cards until its own are written: the plan's lab discount, which the product really gives. */
const defaultBenefits = (partnerId: string, discount: number): CorporateBenefit[] =>
  discount > 0
    ? [{ id: `${partnerId.toLowerCase()}-labs`, title: `${discount}% off lab tests`, description: "On every lab test and package you book, with home sample collection.", iconUrl: "/images/services/lab-tests.svg", redirectUrl: "/lab-tests", ctaText: "Book a test" }]
    : [];

/** Adds a company or changes one (by partner id); a changed discount reaches prices on the next cart. */
export async function saveCompany(db: DB, ops: Ops, input: CompanyInput, now = new Date()): Promise<{ created: boolean }> {
  const errors = companyInputErrors(input);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, { fieldErrors: errors });
  const partnerId = input.partnerId.trim();
  const values = {
    name: input.name.trim(),
    kind: input.kind,
    email_domains: domainsOf(input.emailDomains).join(","),
    discount_percent: Number(input.discountPercent),
    is_active: input.isActive ? 1 : 0,
  };
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("corporate_companies").select("partner_id").where("partner_id", "=", partnerId).executeTakeFirst();
    if (existing) await trx.updateTable("corporate_companies").set(values).where("partner_id", "=", partnerId).execute();
    else await trx.insertInto("corporate_companies").values({ partner_id: partnerId, ...values, benefits: JSON.stringify(defaultBenefits(partnerId, values.discount_percent)) }).execute();
    await recordOpsAudit(trx, ops, existing ? "CORPORATE_COMPANY_CHANGED" : "CORPORATE_COMPANY_ADDED", null, { partnerId, ...values }, now.toISOString());
    return { created: !existing };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Rosters

export interface RosterMember {
  memberId: string;
  memberKind: "employee" | "retiree";
  fullName: string;
}

export const ROSTER_MAX_ROWS = 20_000;
const MEMBER_ID = /^[A-Z0-9-]{3,20}$/;
const FULL_NAME = /^[\p{L}][\p{L} .,'-]{0,79}$/u;

/**
 * A roster file: CSV with the header `member_id,member_kind,full_name` (kind employee or retiree). Every line is
 * checked and every problem reported with its line number; a file with any problem replaces nothing.
 */
export function parseRoster(text: string): { ok: true; members: RosterMember[] } | { ok: false; problems: string[] } {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ""), { columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), skip_empty_lines: true, trim: true, relax_column_count: false }) as Record<string, string>[];
  } catch (e) {
    return { ok: false, problems: [`The file is not CSV the console can read (${(e as { code?: string }).code ?? "parse error"}).`] };
  }
  if (records.length === 0) return { ok: false, problems: ["The roster has no rows. Its first line must be: member_id,member_kind,full_name"] };
  const first = records[0];
  if (!("member_id" in first && "member_kind" in first && "full_name" in first)) return { ok: false, problems: ["The first line must be: member_id,member_kind,full_name"] };
  if (records.length > ROSTER_MAX_ROWS) return { ok: false, problems: [`A roster has at most ${ROSTER_MAX_ROWS.toLocaleString("en-IN")} rows.`] };
  const problems: string[] = [];
  const seen = new Set<string>();
  const members: RosterMember[] = [];
  records.forEach((r, i) => {
    const line = i + 2;
    const memberId = (r.member_id ?? "").toUpperCase();
    const kind = (r.member_kind ?? "").toLowerCase();
    const fullName = r.full_name ?? "";
    if (!MEMBER_ID.test(memberId)) problems.push(`Line ${line}: the id must be 3 to 20 letters, digits or hyphens.`);
    else if (seen.has(memberId)) problems.push(`Line ${line}: ${memberId} is listed twice.`);
    if (kind !== "employee" && kind !== "retiree") problems.push(`Line ${line}: the kind must be employee or retiree.`);
    if (!FULL_NAME.test(fullName)) problems.push(`Line ${line}: enter the person's full name.`);
    seen.add(memberId);
    members.push({ memberId, memberKind: kind as RosterMember["memberKind"], fullName });
  });
  return problems.length ? { ok: false, problems: problems.slice(0, 20) } : { ok: true, members };
}

/**
 * Replaces a company's roster with the file's, whole, in one transaction. Accounts already registered by an id keep
 * their registration (they proved it when they registered); a removed id cannot register anyone new.
 */
export async function replaceRoster(db: DB, ops: Ops, partnerId: string, text: string, now = new Date()) {
  const company = await db.selectFrom("corporate_companies").select("partner_id").where("partner_id", "=", partnerId).executeTakeFirst();
  if (!company) throw notFound("Company not found");
  const parsed = parseRoster(text);
  if (!parsed.ok) throw badRequest(parsed.problems[0]!, { problems: parsed.problems });
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("corporate_members").select(trx.fn.countAll<number>().as("n")).where("partner_id", "=", partnerId).executeTakeFirst();
    await trx.deleteFrom("corporate_members").where("partner_id", "=", partnerId).execute();
    for (let i = 0; i < parsed.members.length; i += 500) {
      await trx
        .insertInto("corporate_members")
        .values(parsed.members.slice(i, i + 500).map((m) => ({ partner_id: partnerId, member_id: m.memberId, member_kind: m.memberKind, full_name: m.fullName })))
        .execute();
    }
    await recordOpsAudit(trx, ops, "CORPORATE_ROSTER_REPLACED", null, { partnerId, before: Number(before?.n ?? 0), after: parsed.members.length }, now.toISOString());
  });
  return { count: parsed.members.length };
}

// ---------------------------------------------------------------------------------------------------------
// Voucher batches

export interface VoucherBatchInput {
  issuer: string;
  issuanceNumber: string;
  count: string;
  valueRupees: string;
  expiresOn: string;
}

export type VoucherBatchField = keyof VoucherBatchInput;
export const VOUCHER_BATCH_MAX = 500;

export function voucherBatchErrors(input: VoucherBatchInput, today: string): Partial<Record<VoucherBatchField, string>> {
  const errors: Partial<Record<VoucherBatchField, string>> = {};
  const issuer = input.issuer.trim();
  if (issuer.length < 2 || issuer.length > 60) errors.issuer = "Enter who issues the cards (2 to 60 characters).";
  if (!/^\d{6}$/.test(input.issuanceNumber.trim())) errors.issuanceNumber = "The issuance number is 6 digits, as printed on the cards.";
  const count = Number(input.count);
  if (!/^\d+$/.test(input.count.trim()) || count < 1 || count > VOUCHER_BATCH_MAX) errors.count = `Make 1 to ${VOUCHER_BATCH_MAX} cards at a time.`;
  const value = Number(input.valueRupees);
  if (!/^\d+$/.test(input.valueRupees.trim()) || value < 50 || value > 10_000) errors.valueRupees = "A card's value: whole rupees from ₹50 to ₹10,000.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.expiresOn) || Number.isNaN(Date.parse(`${input.expiresOn}T00:00:00Z`))) errors.expiresOn = "Choose the last day the cards can be used.";
  else if (input.expiresOn <= today) errors.expiresOn = "The last day must be after today.";
  return errors;
}

export interface IssuedVoucher {
  cardNumber: string;
  pin: string;
}

const digits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join("");

/**
 * Makes a batch of voucher cards: random 16-digit numbers and 6-digit PINs. Only the PINs' hashes are kept, so the
 * cards are answered once, to be printed; nobody can read a PIN back later.
 */
export async function createVoucherBatch(db: DB, ops: Ops, input: VoucherBatchInput, now = new Date()): Promise<IssuedVoucher[]> {
  const errors = voucherBatchErrors(input, indiaDate(now));
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, { fieldErrors: errors });
  const count = Number(input.count);
  return db.transaction().execute(async (trx) => {
    const issued: IssuedVoucher[] = [];
    const numbers = new Set<string>();
    while (issued.length < count) {
      const cardNumber = `4${digits(15)}`;
      if (numbers.has(cardNumber)) continue;
      const taken = await trx.selectFrom("voucher_cards").select("card_number").where("card_number", "=", cardNumber).executeTakeFirst();
      if (taken) continue;
      numbers.add(cardNumber);
      issued.push({ cardNumber, pin: digits(6) });
    }
    for (let i = 0; i < issued.length; i += 200) {
      await trx
        .insertInto("voucher_cards")
        .values(issued.slice(i, i + 200).map((v) => ({
          card_number: v.cardNumber, issuance_number: input.issuanceNumber.trim(), pin_hash: voucherPinHash(v.cardNumber, v.pin), expires_on: input.expiresOn,
          value: Number(input.valueRupees) * 100, issuer: input.issuer.trim(), redeemed_by: null, redeemed_at: null,
        })))
        .execute();
    }
    await recordOpsAudit(trx, ops, "VOUCHER_BATCH_CREATED", null, { issuer: input.issuer.trim(), issuanceNumber: input.issuanceNumber.trim(), count, valueRupees: Number(input.valueRupees), expiresOn: input.expiresOn }, now.toISOString());
    return issued;
  });
}

export interface VoucherBatchRow {
  issuer: string;
  issuanceNumber: string;
  expiresOn: string;
  /** Paise. */
  value: number;
  cards: number;
  redeemed: number;
}

/** The batches issued (cards grouped by issuer, issuance number, expiry and value), newest expiry first. */
export async function listVoucherBatches(db: DB): Promise<VoucherBatchRow[]> {
  const rows = await db
    .selectFrom("voucher_cards")
    .select((eb) => ["issuer", "issuance_number", "expires_on", "value", eb.fn.countAll<number>().as("cards"), eb.fn.count<number>("redeemed_by").as("redeemed")])
    .groupBy(["issuer", "issuance_number", "expires_on", "value"])
    .orderBy("expires_on", "desc")
    .orderBy("issuer")
    .execute();
  return rows.map((r) => ({ issuer: r.issuer, issuanceNumber: r.issuance_number, expiresOn: r.expires_on, value: Number(r.value), cards: Number(r.cards), redeemed: Number(r.redeemed) }));
}
