/**
 * On every database target: a guest record claimed after sign-in becomes a record of the account's family member
 * under the upload rules, and another account's family member, a signed-out claim or a disguised file get nothing
 * stored; the insurance listing filters the seeded plans by the URL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserSession } from "~/.server/session";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import { recordOfAccount } from "~/.server/domain/health-records";
import { action as claim } from "~/routes/resources.health-records.claim";
import { loader as insurancePage } from "~/routes/health-insurance";
import { loader as weightLossPage } from "~/routes/weight-loss";
import { claimFormOf, type GuestRecord } from "~/lib/guest-records";
import { INVALID_FILE_TYPE_MESSAGE, UPLOAD_FAILED_MESSAGE } from "~/lib/prescription-upload";
import { getYoga } from "~/.server/graphql/yoga";
import { PASSPORT_FOR_INTERNATIONAL_MESSAGE, PASSPORT_NUMBER_MESSAGE } from "~/lib/passport";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "guest-files-"));
beforeAll(() => useFileStorageForTesting(localFileStorage(storageDir)));
afterAll(() => {
  useFileStorageForTesting(null);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const guest = (over: Partial<GuestRecord> = {}): GuestRecord => ({
  id: "g1", recordType: "VACCINATION", title: "Hepatitis B dose 2", recordDate: "2026-10-12", doctorName: "Dr Kavitha Rao", hospitalName: null,
  fileName: "Vaccination card.pdf", file: new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), savedAt: "2026-11-27T08:00:00.000Z", ...over,
});

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

const post = async (form: FormData, cookie?: string) =>
  (await claim({ request: new Request("http://localhost/resources/health-records/claim", { method: "POST", body: form, headers: cookie ? { cookie } : {} }), params: {}, context: {} })) as Response;

describe.each(targets)("guest records and insurance on $name", (target) => {
  const services = servicesOfTarget(target);
  let a: { accountId: number; cookie: string; patientId: number };
  let b: { accountId: number; cookie: string; patientId: number };
  const count = async () => Number((await services().db.selectFrom("health_records").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    const db = services().db;
    const who = async (mobile: string) => {
      const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
      const patient = await db.selectFrom("patients").select("id").where("account_id", "=", account.id).orderBy("id").executeTakeFirstOrThrow();
      return { accountId: account.id, patientId: patient.id, cookie: await cookieFor(account.id, mobile) };
    };
    a = await who("9000000001");
    b = await who("9000000002");
  });

  it("a claimed guest record is a record of the family member chosen, with its file, as an upload", async () => {
    const res = await post(claimFormOf(guest(), a.patientId), a.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { status: true; recordId: string; tab: string };
    expect(body).toMatchObject({ status: true, tab: "vaccination" });
    const record = await recordOfAccount(services().db, a.accountId, body.recordId);
    expect(record).toMatchObject({ recordType: "VACCINATION", patientId: a.patientId, title: "Hepatitis B dose 2", date: "2026-10-12", source: "UPLOADED", doctorName: "Dr Kavitha Rao" });
    expect(record.files).toEqual([{ index: 0, fileName: "Vaccination card.pdf", contentType: "application/pdf", bytes: pdf.length }]);
  });

  it("another account's family member is refused as one that does not exist, and nothing is kept (IDOR)", async () => {
    const before = await count();
    const res = await post(claimFormOf(guest(), a.patientId), b.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: false, message: UPLOAD_FAILED_MESSAGE });
    expect(await count()).toBe(before);
  });

  it("a signed-out claim is refused with UNAUTHENTICATED; a file that is not what its name says is refused by content", async () => {
    const before = await count();
    const out = await post(claimFormOf(guest(), a.patientId));
    expect(out.status).toBe(401);
    expect(await out.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    const disguised = await post(claimFormOf(guest({ file: new Blob(["just text"], { type: "application/pdf" }) }), a.patientId), a.cookie);
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as { message: string }).message).toBe(INVALID_FILE_TYPE_MESSAGE);
    const future = await post(claimFormOf(guest({ recordDate: "2099-01-01" }), a.patientId), a.cookie);
    expect(future.status).toBe(400);
    const unknownType = claimFormOf(guest(), a.patientId);
    unknownType.set("recordType", "X-RAY");
    expect((await post(unknownType, a.cookie)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("the insurance listing filters the seeded plans by the URL, cheapest first", async () => {
    const load = async (q: string) => (await insurancePage({ request: new Request(`http://localhost/health-insurance${q}`), params: {}, context: {} })) as Awaited<ReturnType<typeof insurancePage>>;
    const all = await load("");
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.plans).toHaveLength(all.total);
    const seniors = await load("?age=66-75");
    expect(seniors.plans.map((p) => p.slug).sort()).toEqual(["care-senior-shield", "star-senior-care"]);
    const family = await load("?members=2A2C&cover=50&roomRent=no-limit&ped=2");
    // Two adults and two children, ₹50 lakh, no room-rent limit, pre-existing diseases within 2 years.
    expect(family.plans.map((p) => p.slug).sort()).toEqual(["icici-lombard-health-shield", "manipalcigna-lifetime-care", "niva-bupa-assure"]);
    expect(family.plans.every((p) => p.quotedCover === "₹50 lakh")).toBe(true);
    const premiums = family.plans.map((p) => p.premiumPaise);
    expect(premiums).toEqual([...premiums].sort((x, y) => x - y));
    expect((await load("?age=66-75&members=2A2C")).plans).toEqual([]);
  });

  it("the weight-loss page offers the catalogue's tests with prices and the consults", async () => {
    const data = (await weightLossPage({ request: new Request("http://localhost/weight-loss"), params: {}, context: {} })) as Awaited<ReturnType<typeof weightLossPage>>;
    expect(data.tests.map((t) => t.path)).toContain("/lab-tests/lipid-profile");
    expect(data.tests.every((t) => t.price > 0)).toBe(true);
    expect(data.consults.map((c) => c.path)).toEqual(["/specialties/diabetology", "/specialties/general-physician", "/specialties/gastroenterology"]);
  });

  it("updatePassportDetails keeps an international patient's passport; another account's patient is NOT_FOUND (IDOR); an Indian account is told why not", async () => {
    const db = services().db;
    const uae = await db.selectFrom("accounts").select("id").where("country_code", "=", "+971").where("mobile_number", "=", "501234567").executeTakeFirstOrThrow();
    const fatima = await db.selectFrom("patients").select("id").where("account_id", "=", uae.id).orderBy("id").executeTakeFirstOrThrow();
    const uaeCookie = (await createUserSession({ accountId: uae.id, mobileNumber: "501234567", countryCode: "+971", isCircleMember: false }, "/")).headers.get("Set-Cookie")!.split(";")[0];
    const gql = async (query: string, variables: Record<string, unknown>, cookie: string) =>
      (await (await getYoga().fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ query, variables }) })).json()) as GqlBody;
    const UPDATE = `mutation($p: ID!, $i: PassportDetailsInput!) { updatePassportDetails(patientId: $p, passportInput: $i) { status message passportDetails { passportNumber nationality expiryDate } } }`;
    const READ = `query($p: ID!) { getPassportDetails(patientId: $p) { passportNumber nationality expiryDate } }`;
    const input = { passportNumber: "z 1234567", nationality: "AE", expiryDate: "2031-05-20" };

    const ok = await gql(UPDATE, { p: String(fatima.id), i: input }, uaeCookie);
    expect(ok.data.updatePassportDetails).toEqual({ status: true, message: null, passportDetails: { passportNumber: "Z1234567", nationality: "AE", expiryDate: "2031-05-20" } });
    expect((await gql(READ, { p: String(fatima.id) }, uaeCookie)).data.getPassportDetails).toMatchObject({ passportNumber: "Z1234567" });
    const bad = await gql(UPDATE, { p: String(fatima.id), i: { ...input, passportNumber: "12" } }, uaeCookie);
    expect(bad.data.updatePassportDetails).toEqual({ status: false, message: PASSPORT_NUMBER_MESSAGE, passportDetails: null });

    // Another account: the patient does not exist for it, and nothing of it can be read or written.
    const foreign = await gql(UPDATE, { p: String(fatima.id), i: { ...input, passportNumber: "X7654321" } }, a.cookie);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await gql(READ, { p: String(fatima.id) }, a.cookie)).data.getPassportDetails).toBeNull();
    expect((await db.selectFrom("patient_passports").select("passport_number").where("patient_id", "=", fatima.id).executeTakeFirstOrThrow()).passport_number).toBe("Z1234567");
    // An Indian account's own patient: refused with the reason.
    const indian = await gql(UPDATE, { p: String(a.patientId), i: input }, a.cookie);
    expect(indian.data.updatePassportDetails).toEqual({ status: false, message: PASSPORT_FOR_INTERNATIONAL_MESSAGE, passportDetails: null });
  });
});
