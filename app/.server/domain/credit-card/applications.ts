/**
 * The card application store: one application per account, saved as the applicant goes (submitData) and sent to
 * the bank once complete (submitApplication). PAN and annual income are sealed (./sealed) and only their masked
 * forms ever leave this module; nothing here logs them.
 */
import type { DB } from "../../db/client";
import { findPincodePlace } from "../location/location";
import { maskPan } from "~/lib/pan";
import { PLAIN_FIELDS, cardFieldErrors, normaliseCardInput, type CardField, type CardInput, type PlainField } from "~/lib/card-application";
import { seal, unseal } from "./sealed";
import type { CardBankProvider } from "./bank-provider";
import { log } from "../../log";

export type ApplicationStatus = "DRAFT" | "APPROVED" | "DECLINED" | "REFERRED" | "CARD_ACTIVE";

export interface CardOwner {
  accountId: number;
  countryCode: string;
  mobileNumber: string;
}

export interface CardApplicationView {
  status: ApplicationStatus;
  applicationRefNo: string | null;
  fields: Partial<Record<PlainField, string>> & { city?: string; state?: string };
  /** "ABCPK••••F", or null before a PAN is given. */
  panMasked: string | null;
  incomeProvided: boolean;
  consentGiven: boolean;
  reasons: string[];
  /** Rupees. */
  creditLimit: number | null;
  updatedAt: string;
  submittedAt: string | null;
}

export type SaveResult = { ok: true; application: CardApplicationView } | { ok: false; fieldErrors: Partial<Record<CardField, string>>; message: string };

export const NOT_EDITABLE = "This application has been sent to the bank and can no longer be changed.";
export const UNKNOWN_PINCODE = "We could not find this pincode. Please check it.";
export const NOTHING_TO_SUBMIT = "Please fill in the application first.";

type Row = NonNullable<Awaited<ReturnType<typeof findRow>>>;
const findRow = (db: DB, accountId: number) => db.selectFrom("card_applications").selectAll().where("account_id", "=", accountId).executeTakeFirst();

const refNoOf = (id: number, now: Date) => `APSBI${now.getUTCFullYear()}${String(id).padStart(6, "0")}`;

function parseData(json: string): CardApplicationView["fields"] {
  try {
    return JSON.parse(json) as CardApplicationView["fields"];
  } catch {
    return {};
  }
}

function view(r: Row): CardApplicationView {
  let reasons: string[] = [];
  try {
    reasons = JSON.parse(r.decision_reasons) as string[];
  } catch {
    /* none */
  }
  return {
    status: r.status as ApplicationStatus,
    applicationRefNo: r.application_ref_no,
    fields: parseData(r.data),
    panMasked: r.pan_masked,
    incomeProvided: r.income_sealed != null,
    consentGiven: r.consent_at != null,
    reasons,
    creditLimit: r.credit_limit == null ? null : r.credit_limit / 100,
    updatedAt: r.updated_at,
    submittedAt: r.submitted_at,
  };
}

export async function getApplication(db: DB, accountId: number): Promise<CardApplicationView | null> {
  const r = await findRow(db, accountId);
  return r ? view(r) : null;
}

/** Saves what was given (checked field by field) on the account's draft, opening one if there is none. */
export async function saveApplicationData(db: DB, owner: CardOwner, raw: CardInput, now = new Date()): Promise<SaveResult> {
  const input = normaliseCardInput(raw);
  const existing = await findRow(db, owner.accountId);
  if (existing && existing.status !== "DRAFT") return { ok: false, fieldErrors: {}, message: NOT_EDITABLE };
  const stored = existing ? parseData(existing.data) : {};
  const fieldErrors = cardFieldErrors(input, { complete: false, surname: stored.lastName });
  // A PAN already on file must still fit a changed surname.
  if (!input.panNumber && input.lastName && existing?.pan_sealed) {
    const again = cardFieldErrors({ panNumber: unseal(existing.pan_sealed, owner.accountId), lastName: input.lastName }, { complete: false });
    if (again.panNumber) fieldErrors.panNumber = again.panNumber;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors, message: "Please correct the highlighted fields." };

  const data: CardApplicationView["fields"] = { ...stored };
  for (const f of PLAIN_FIELDS) if (input[f]) data[f] = input[f];
  if (input.pincode) {
    const place = await findPincodePlace(db, input.pincode);
    if (!place) return { ok: false, fieldErrors: { pincode: UNKNOWN_PINCODE }, message: UNKNOWN_PINCODE };
    data.city = place.cityName || place.district || "";
    data.state = place.stateName;
  }
  const sealed: { pan_sealed?: string; pan_masked?: string; income_sealed?: string; consent_at?: string | null } = {};
  if (input.panNumber) Object.assign(sealed, { pan_sealed: seal(input.panNumber, owner.accountId), pan_masked: maskPan(input.panNumber) });
  if (input.annualIncome) sealed.income_sealed = seal(String(Number(input.annualIncome)), owner.accountId);
  if (input.consent !== undefined) sealed.consent_at = input.consent === "on" || input.consent === "true" ? now.toISOString() : null;

  if (existing) {
    await db.updateTable("card_applications").set({ data: JSON.stringify(data), updated_at: now.toISOString(), ...sealed }).where("id", "=", existing.id).where("status", "=", "DRAFT").execute();
  } else {
    const created = await db
      .insertInto("card_applications")
      .values({
        account_id: owner.accountId, country_code: owner.countryCode, mobile_number: owner.mobileNumber, status: "DRAFT", data: JSON.stringify(data),
        created_at: now.toISOString(), updated_at: now.toISOString(), ...sealed,
      })
      .onConflict((oc) => oc.column("account_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!created) return saveApplicationData(db, owner, raw, now); // a parallel save opened it first
    await db.updateTable("card_applications").set({ application_ref_no: refNoOf(created.id, now) }).where("id", "=", created.id).execute();
  }
  return { ok: true, application: view((await findRow(db, owner.accountId))!) };
}

/** Saves the last changes, checks the whole application and the PAN, and asks the bank to decide. */
export async function submitApplication(db: DB, owner: CardOwner, bank: CardBankProvider, raw: CardInput = {}, now = new Date()): Promise<SaveResult> {
  const hasInput = Object.values(raw).some((v) => typeof v === "string" && v.trim() !== "");
  if (hasInput) {
    const saved = await saveApplicationData(db, owner, raw, now);
    if (!saved.ok) return saved;
  }
  const row = await findRow(db, owner.accountId);
  if (!row) return { ok: false, fieldErrors: {}, message: NOTHING_TO_SUBMIT };
  if (row.status !== "DRAFT") return { ok: false, fieldErrors: {}, message: NOT_EDITABLE };
  const data = parseData(row.data);
  const pan = row.pan_sealed ? unseal(row.pan_sealed, owner.accountId) : "";
  const income = row.income_sealed ? unseal(row.income_sealed, owner.accountId) : "";
  const whole: CardInput = { ...data, panNumber: pan, annualIncome: income, consent: row.consent_at ? "on" : "" };
  const fieldErrors = cardFieldErrors(whole, { complete: true });
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors, message: "Please complete the highlighted fields." };

  const company = data.employmentType === "salaried" && data.companyName
    ? await db.selectFrom("card_companies").select("category").where("name", "=", data.companyName).executeTakeFirst()
    : undefined;
  const decision = await bank.decide(
    {
      applicationRefNo: row.application_ref_no ?? refNoOf(row.id, now),
      firstName: data.firstName!, lastName: data.lastName!, dateOfBirth: data.dateOfBirth!, pan, annualIncome: Number(income),
      employmentType: data.employmentType === "self_employed" ? "self_employed" : "salaried", companyCategory: company?.category ?? null, pincode: data.pincode!,
    },
    now,
  );
  const moved = await db
    .updateTable("card_applications")
    .set({
      status: decision.decision, decision_reasons: JSON.stringify(decision.reasons), credit_limit: decision.creditLimit == null ? null : decision.creditLimit * 100,
      submitted_at: now.toISOString(), decided_at: now.toISOString(), updated_at: now.toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "=", "DRAFT")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, fieldErrors: {}, message: NOT_EDITABLE };
  log.info({ event: "CARD_APPLICATION_DECIDED", applicationRefNo: row.application_ref_no, decision: decision.decision });
  return { ok: true, application: view((await findRow(db, owner.accountId))!) };
}

export const HANDSHAKE_NOT_READY = "Your card is not approved yet, so there is nothing to activate.";

/** The bank's KYC handshake: an approved card becomes active when the bank says so. */
export async function cardHandshake(db: DB, owner: CardOwner, bank: CardBankProvider, now = new Date()): Promise<{ ok: true; application: CardApplicationView } | { ok: false; message: string }> {
  const row = await findRow(db, owner.accountId);
  if (!row || (row.status !== "APPROVED" && row.status !== "CARD_ACTIVE")) return { ok: false, message: HANDSHAKE_NOT_READY };
  if (row.status === "APPROVED") {
    const { activated } = await bank.handshake(row.application_ref_no ?? "");
    if (activated) {
      await db.updateTable("card_applications").set({ status: "CARD_ACTIVE", activated_at: now.toISOString(), updated_at: now.toISOString() }).where("id", "=", row.id).where("status", "=", "APPROVED").execute();
      log.info({ event: "CARD_ACTIVATED", applicationRefNo: row.application_ref_no });
    }
  }
  return { ok: true, application: view((await findRow(db, owner.accountId))!) };
}

/** searchCompany: employers on the bank's list whose name contains the text (2+ characters), up to 10. */
export async function searchCompanies(db: DB, text: string): Promise<{ name: string; category: string }[]> {
  const q = text.trim();
  if (q.length < 2) return [];
  const rows = await db.selectFrom("card_companies").select(["name", "category"]).orderBy("name").execute();
  const needle = q.toLowerCase();
  return rows.filter((r) => r.name.toLowerCase().includes(needle)).slice(0, 10);
}

/** searchDesignation: designations containing the text (2+ characters), up to 10. */
export async function searchDesignations(db: DB, text: string): Promise<string[]> {
  const q = text.trim().toLowerCase();
  if (q.length < 2) return [];
  const rows = await db.selectFrom("card_designations").select("name").orderBy("name").execute();
  return rows.map((r) => r.name).filter((n) => n.toLowerCase().includes(q)).slice(0, 10);
}
