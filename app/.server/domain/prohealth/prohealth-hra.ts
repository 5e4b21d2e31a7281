/**
 * The pre-health-risk assessment. getPreHraLinkByMobileNumber gives a link to a short questionnaire for a mobile
 * number of the caller's own (the account's or one of its patients'); the answers are stored with the assessment,
 * recommend a package (app/lib/prohealth-hra.ts), and the link goes on the appointment booked from it
 * (shortHraLink). Assessments are the account's own: someone else's link is NOT_FOUND, as none.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { hraAnswersSchema, recommendPackage, type HraAnswers, type HraPackage, type HraRecommendation } from "~/lib/prohealth-hra";
import { listProhealthCategories, listProhealthPackages } from "./prohealth-catalogue";

export const HRA_PATH = "/apollo-prohealth/hra";
export const hraLinkOf = (token: string) => `${HRA_PATH}/${token}`;
export const MOBILE_NOT_YOURS_MESSAGE = "No profile of yours has this mobile number.";

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** getPreHraLinkByMobileNumber: the open assessment for the number, or a new one. */
export async function getPreHraLinkByMobileNumber(db: DB, accountId: number, mobileNumber: string, now = new Date()): Promise<{ link: string; token: string }> {
  const mobile = mobileNumber.replace(/\D/g, "").slice(-10);
  if (!/^[6-9]\d{9}$/.test(mobile)) throw badRequest("Please enter a valid 10-digit mobile number.");
  const account = await db.selectFrom("accounts").select("mobile_number").where("id", "=", accountId).executeTakeFirst();
  const patient = await db.selectFrom("patients").select("id").where("account_id", "=", accountId).where("mobile_number", "=", mobile).executeTakeFirst();
  if (account?.mobile_number !== mobile && !patient) throw notFound(MOBILE_NOT_YOURS_MESSAGE);
  const open = await db.selectFrom("prohealth_hra").select("token").where("account_id", "=", accountId).where("mobile_number", "=", mobile).where("completed_at", "is", null).executeTakeFirst();
  if (open) return { link: hraLinkOf(open.token), token: open.token };
  const token = crypto.randomBytes(18).toString("base64url");
  await db.insertInto("prohealth_hra").values({ token, account_id: accountId, mobile_number: mobile, answers: null, recommended_package_id: null, created_at: now.toISOString(), completed_at: null }).execute();
  return { link: hraLinkOf(token), token };
}

export async function hraOfAccount(db: DB, accountId: number, token: string) {
  if (!TOKEN.test(token)) throw notFound("Assessment not found");
  const row = await db.selectFrom("prohealth_hra").selectAll().where("token", "=", token).where("account_id", "=", accountId).executeTakeFirst();
  if (!row) throw notFound("Assessment not found");
  return row;
}

async function hraPackages(db: DB): Promise<HraPackage[]> {
  const [categories, packages] = await Promise.all([listProhealthCategories(db), listProhealthPackages(db)]);
  const minAge = new Map(categories.map((c) => [c.id, c.minimumAgeInYears]));
  return packages.map((p) => ({ id: p.id, slug: p.slug, packageName: p.packageName, price: p.price, gender: p.gender, minimumAgeInYears: minAge.get(p.categoryId) ?? 18, inclusions: p.inclusions, isBookable: p.isBookable }));
}

export interface HraResult {
  token: string;
  link: string;
  answers: HraAnswers | null;
  recommendation: HraRecommendation | null;
}

/** The assessment and, once answered, its recommendation (worked out again from the stored answers). */
export async function hraResultOf(db: DB, accountId: number, token: string): Promise<HraResult> {
  const row = await hraOfAccount(db, accountId, token);
  const parsed = row.answers ? hraAnswersSchema.safeParse(JSON.parse(row.answers)) : null;
  const answers = parsed?.success ? parsed.data : null;
  return { token: row.token, link: hraLinkOf(row.token), answers, recommendation: answers ? recommendPackage(answers, await hraPackages(db)) : null };
}

/** Stores the answers (a retake replaces them) and the package they recommend. */
export async function submitHraAnswers(db: DB, accountId: number, token: string, answers: HraAnswers, now = new Date()): Promise<HraResult> {
  await hraOfAccount(db, accountId, token);
  const recommendation = recommendPackage(answers, await hraPackages(db));
  await db
    .updateTable("prohealth_hra")
    .set({ answers: JSON.stringify(answers), recommended_package_id: recommendation?.packageId ?? null, completed_at: now.toISOString() })
    .where("token", "=", token)
    .where("account_id", "=", accountId)
    .execute();
  return { token, link: hraLinkOf(token), answers, recommendation };
}
