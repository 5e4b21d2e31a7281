/**
 * Registering an account for corporate benefits (platform document §5): by company email, proven with a one-time
 * code sent through the email provider, or by an employee or retiree id on the company's roster. The terms must
 * have been agreed (the forms refuse otherwise). Registration ties the benefits to the account's mobile number,
 * which "cannot be changed later", and gives the account's own profile the company's partnerId: corporate prices
 * and the corporate reschedule and cancel reasons follow from that.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import { badRequest } from "../errors";
import type { EmailSender } from "../../providers/email";
import { emailDomain, type MemberKind } from "~/lib/corporate-forms";
import { companyForDomain, findCompany, type Company } from "./companies";
import { log } from "../../log";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 30_000;
export const CODE_ATTEMPTS = 3;
export const NOT_A_COMPANY_EMAIL = "This email is not from a company with Apollo 247 corporate benefits. Try your employee ID instead.";
export const CODE_INCORRECT = "Incorrect code. Please check the email and try again.";
export const CODE_EXPIRED = "This code has expired or was used up. Please request a new one.";
export const CODE_WAIT = "A code was sent less than 30 seconds ago. Please wait before asking again.";
export const ALREADY_REGISTERED = "Your account is already registered for corporate benefits.";
export const MEMBER_NOT_FOUND = "We could not find this ID on your company's list. Please check it, or register with your company email.";
export const MEMBER_TAKEN = "This ID is already registered with another mobile number.";

export interface Registration {
  partnerId: string;
  companyName: string;
  method: "email" | "employee_id" | "retiree_id";
  companyEmail: string | null;
  memberId: string | null;
  countryCode: string;
  mobileNumber: string;
  registeredAt: string;
}

export async function registrationOf(db: DB, accountId: number): Promise<Registration | null> {
  const r = await db
    .selectFrom("corporate_registrations as r")
    .innerJoin("corporate_companies as c", "c.partner_id", "r.partner_id")
    .select(["r.partner_id", "c.name", "r.method", "r.company_email", "r.member_id", "r.country_code", "r.mobile_number", "r.registered_at"])
    .where("r.account_id", "=", accountId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    partnerId: r.partner_id,
    companyName: r.name,
    method: r.method as Registration["method"],
    companyEmail: r.company_email,
    memberId: r.member_id,
    countryCode: r.country_code,
    mobileNumber: r.mobile_number,
    registeredAt: r.registered_at,
  };
}

const hashCode = (codeId: number, code: string) => crypto.createHash("sha256").update(`${codeId}:${code}`).digest("hex");

/** Sends a code to a company email; the company is the one the email's domain belongs to. */
export async function sendCompanyEmailCode(db: DB, sender: EmailSender, accountId: number, email: string, now = new Date()): Promise<{ company: Company; email: string }> {
  if (await registrationOf(db, accountId)) throw badRequest(ALREADY_REGISTERED);
  const company = await companyForDomain(db, emailDomain(email));
  if (!company) throw badRequest(NOT_A_COMPANY_EMAIL, { fieldErrors: { email: NOT_A_COMPANY_EMAIL } });
  const last = await db.selectFrom("corporate_email_codes").select("created_at").where("account_id", "=", accountId).orderBy("id", "desc").executeTakeFirst();
  if (last && now.getTime() - Date.parse(last.created_at) < CODE_RESEND_MS) throw badRequest(CODE_WAIT);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const row = await db
    .insertInto("corporate_email_codes")
    .values({ account_id: accountId, partner_id: company.partnerId, email, code_hash: "", expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(), created_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("corporate_email_codes").set({ code_hash: hashCode(row.id, code) }).where("id", "=", row.id).execute();
  try {
    await sender.send({
      to: email,
      subject: `${code} is your Apollo 247 code for ${company.name} benefits`,
      text: `Your code to register for ${company.name} corporate benefits on Apollo 247 is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.`,
    });
  } catch (e) {
    // A code nobody received must not count against the resend wait.
    await db.deleteFrom("corporate_email_codes").where("id", "=", row.id).execute();
    throw e;
  }
  return { company, email };
}

/** The email a code is waiting for, to show on the form (null when none is). */
export async function pendingEmailCode(db: DB, accountId: number, now = new Date()): Promise<{ email: string; companyName: string } | null> {
  const r = await db
    .selectFrom("corporate_email_codes as e")
    .innerJoin("corporate_companies as c", "c.partner_id", "e.partner_id")
    .select(["e.email", "c.name"])
    .where("e.account_id", "=", accountId)
    .where("e.used_at", "is", null)
    .where("e.expires_at", ">", now.toISOString())
    .where("e.attempts", "<", CODE_ATTEMPTS)
    .orderBy("e.id", "desc")
    .executeTakeFirst();
  return r ? { email: r.email, companyName: r.name } : null;
}

async function register(db: DB, accountId: number, values: { partnerId: string; method: Registration["method"]; companyEmail: string | null; memberId: string | null }, now: Date) {
  const account = await db.selectFrom("accounts").select(["country_code", "mobile_number"]).where("id", "=", accountId).executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("corporate_registrations")
      .values({
        account_id: accountId,
        partner_id: values.partnerId,
        method: values.method,
        company_email: values.companyEmail,
        member_id: values.memberId,
        country_code: account.country_code,
        mobile_number: account.mobile_number,
        terms_accepted_at: now.toISOString(),
        registered_at: now.toISOString(),
      })
      .execute();
    // The account's own profile carries the partnerId: it is what marks a corporate user.
    await trx.updateTable("patients").set({ partner_id: values.partnerId }).where("account_id", "=", accountId).where("relation", "=", "me").execute();
  });
  log.info({ event: "CORPORATE_REGISTERED", accountId, partnerId: values.partnerId, method: values.method });
}

/** Checks the code (3 tries, 10 minutes, once) and registers the account with the email's company. */
export async function verifyCompanyEmailCode(db: DB, accountId: number, code: string, now = new Date()): Promise<Registration> {
  if (await registrationOf(db, accountId)) throw badRequest(ALREADY_REGISTERED);
  const row = await db
    .selectFrom("corporate_email_codes")
    .selectAll()
    .where("account_id", "=", accountId)
    .where("used_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.attempts >= CODE_ATTEMPTS) throw badRequest(CODE_EXPIRED, { fieldErrors: { code: CODE_EXPIRED } });
  const given = Buffer.from(hashCode(row.id, code), "hex");
  if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash, "hex"))) {
    // Counted with a conditional update, so parallel guesses cannot get more than CODE_ATTEMPTS checked.
    await db.updateTable("corporate_email_codes").set((eb) => ({ attempts: eb("attempts", "+", 1) })).where("id", "=", row.id).where("attempts", "<", CODE_ATTEMPTS).execute();
    throw badRequest(CODE_INCORRECT, { fieldErrors: { code: CODE_INCORRECT } });
  }
  const used = await db.updateTable("corporate_email_codes").set({ used_at: now.toISOString() }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw badRequest(CODE_EXPIRED, { fieldErrors: { code: CODE_EXPIRED } });
  await register(db, accountId, { partnerId: row.partner_id, method: "email", companyEmail: row.email, memberId: null }, now);
  return (await registrationOf(db, accountId))!;
}

/** Registers by an employee or retiree id on the company's roster. */
export async function registerByMemberId(db: DB, accountId: number, input: { partnerId: string; memberKind: MemberKind; memberId: string }, now = new Date()): Promise<Registration> {
  if (await registrationOf(db, accountId)) throw badRequest(ALREADY_REGISTERED);
  const company = await findCompany(db, input.partnerId);
  if (!company) throw badRequest(MEMBER_NOT_FOUND, { fieldErrors: { partnerId: "Please choose your company" } });
  const member = await db
    .selectFrom("corporate_members")
    .select("member_id")
    .where("partner_id", "=", company.partnerId)
    .where("member_id", "=", input.memberId)
    .where("member_kind", "=", input.memberKind)
    .executeTakeFirst();
  if (!member) throw badRequest(MEMBER_NOT_FOUND, { fieldErrors: { memberId: MEMBER_NOT_FOUND } });
  const taken = await db.selectFrom("corporate_registrations").select("account_id").where("partner_id", "=", company.partnerId).where("member_id", "=", input.memberId).executeTakeFirst();
  if (taken) throw badRequest(MEMBER_TAKEN, { fieldErrors: { memberId: MEMBER_TAKEN } });
  try {
    await register(db, accountId, { partnerId: company.partnerId, method: input.memberKind === "retiree" ? "retiree_id" : "employee_id", companyEmail: null, memberId: input.memberId }, now);
  } catch (e) {
    // Two accounts racing for one id: the unique index lets one through.
    if (await db.selectFrom("corporate_registrations").select("account_id").where("partner_id", "=", company.partnerId).where("member_id", "=", input.memberId).executeTakeFirst()) {
      throw badRequest(MEMBER_TAKEN, { fieldErrors: { memberId: MEMBER_TAKEN } });
    }
    throw e;
  }
  return (await registrationOf(db, accountId))!;
}
