/**
 * Corporate registration (company email through a local SMTP server, employee and retiree ids), corporate prices
 * and reasons, voucher cards, and the Apollo SBI Card calls: each answers only for the signed-in account's own
 * number, cross-site posts are refused, failures answer {} and are logged with a request id, and PAN and income
 * are sealed at rest and never logged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "~/.server/session";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { smtpEmailSender, useEmailSenderForTesting } from "~/.server/providers/email";
import {
  ALREADY_REGISTERED, CODE_EXPIRED, CODE_INCORRECT, MEMBER_NOT_FOUND, MEMBER_TAKEN, NOT_A_COMPANY_EMAIL, registerByMemberId, registrationOf, sendCompanyEmailCode,
  verifyCompanyEmailCode, redeemVoucher,
} from "~/.server/domain/corporate";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { reasonsFor } from "~/.server/domain/lab-tests/order-actions";
import { captureLogsForTesting } from "~/.server/log";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { action as corporateAction } from "~/routes/corporate-benefits";
import { action as cardFormAction } from "~/routes/apollo-sbi-credit-card_.form";
import { loader as userStatus } from "~/routes/api.card.v1.sbi-card.userStatus";
import { loader as validatePan } from "~/routes/api.card.v1.sbi-card.validatePan";
import { loader as searchPincode } from "~/routes/api.card.v1.sbi-card.searchPincode";
import { loader as searchCompany } from "~/routes/api.card.v1.sbi-card.searchCompany";
import { loader as searchDesignation } from "~/routes/api.card.v1.sbi-card.searchDesignation";
import { loader as cardUser } from "~/routes/api.card.v1.sbi-card.user";
import { action as submitData } from "~/routes/api.card.v1.sbi-card.submitData";
import { action as submitApplication } from "~/routes/api.card.v1.sbi-card.submitApplication";
import { action as handshake } from "~/routes/api.card.v1.sbi-card.handshake";
import { CARD_EXPIRED, CARD_NOT_FOUND_OR_BAD_PIN, CARD_ALREADY_REDEEMED, INVALID_ISSUANCE_NUMBER } from "~/lib/voucher-card";
import { CORPORATE_TERMS_MESSAGE } from "~/lib/corporate-forms";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { execute, parse } from "graphql";
import { getSchema } from "~/.server/graphql/schema";
import { loadPersonalSections } from "~/sdui/screen-loader.server";
import { servicesOfTarget, targets } from "./harness";

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh").itemId;
const BASE = "http://localhost:3000";
let n = 0;
const freshNumber = () => `7${String(Date.now() % 1e6).padStart(6, "0")}${String(++n).padStart(3, "0")}`;

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<Response> | Response;
async function call(handler: Handler, path: string, init: { cookie?: string | null; method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers ?? {}) };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`${BASE}${path}`, { method: init.method ?? (init.json !== undefined ? "POST" : "GET"), headers, body: init.json !== undefined ? JSON.stringify(init.json) : undefined });
  const res = await handler({ request, params: {}, context: {} });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, requestId: res.headers.get("x-request-id") };
}

describe.each(targets)("corporate benefits and the card on $name", (target) => {
  const services = servicesOfTarget(target);
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    useEmailSenderForTesting(smtpEmailSender({ url: smtp.url, from: "Apollo 247 <no-reply@apollo247.com>" }));
  });
  afterAll(async () => {
    useEmailSenderForTesting(null);
    await smtp.close();
  });

  async function account(countryCode = "+91", mobileNumber = freshNumber()) {
    const a = await findOrCreateAccount(services().db, countryCode, mobileNumber);
    const cookie = (await startSession({ accountId: a.id, countryCode, mobileNumber, isCircleMember: false })).split(";")[0];
    return { id: a.id, countryCode, mobileNumber, cookie };
  }

  const codeIn = (raw: string) => /(\d{6}) is your Apollo 247 code/.exec(raw)?.[1] ?? "";

  it("an employee registers by company email: the code goes out by SMTP, and the account gets corporate prices and reasons", async () => {
    const { db } = services();
    const me = await account();
    const before = await getDiagnosticCartDetailsV1(db, { accountId: me.id, patients: [{ patientID: 0, itemIds: [THYROID] }], cityId: 9 });
    expect(before.isCorporateFlow).toBe(false);

    await expect(sendCompanyEmailCode(db, (await import("~/.server/providers/email")).emailSender(), me.id, "rohan@gmail.com")).rejects.toThrow(NOT_A_COMPANY_EMAIL);
    const sent = await sendCompanyEmailCode(db, (await import("~/.server/providers/email")).emailSender(), me.id, "rohan.iyer@infosys.com");
    expect(sent.company.name).toBe("Infosys");
    const mail = smtp.messages.find((m) => m.to.includes("rohan.iyer@infosys.com"))!;
    expect(mail.from).toBe("no-reply@apollo247.com");
    const code = codeIn(mail.raw);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === "000000" ? "111111" : "000000";
    await expect(verifyCompanyEmailCode(db, me.id, wrong)).rejects.toThrow(CODE_INCORRECT);
    const r = await verifyCompanyEmailCode(db, me.id, code);
    expect(r).toMatchObject({ partnerId: "INFOSYS", method: "email", companyEmail: "rohan.iyer@infosys.com", mobileNumber: me.mobileNumber });
    await expect(verifyCompanyEmailCode(db, me.id, code)).rejects.toThrow(ALREADY_REGISTERED);

    const after = await getDiagnosticCartDetailsV1(db, { accountId: me.id, patients: [{ patientID: 0, itemIds: [THYROID] }], cityId: 9 });
    expect(after.isCorporateFlow).toBe(true);
    const line = after.diagPatientLineItems[0].lineItems[0];
    expect(line.groupPlan).toBe("INFOSYS");
    // Infosys's plan: 40% off the MRP, in whole rupees (a thyroid profile: ₹600 → ₹360, where the normal price is ₹419).
    expect([line.mrp, line.price, before.diagPatientLineItems[0].lineItems[0].price]).toEqual([60000, 36000, 41900]);
    expect((await reasonsFor(db, me.id, {})).cancellationReasons).toContain("My employer changed the health check plan");
  });

  it("three wrong codes use a code up", async () => {
    const { db } = services();
    const me = await account();
    await sendCompanyEmailCode(db, (await import("~/.server/providers/email")).emailSender(), me.id, "sneha.k@tcs.com");
    const code = codeIn(smtp.messages.find((m) => m.to.includes("sneha.k@tcs.com"))!.raw);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) await expect(verifyCompanyEmailCode(db, me.id, wrong)).rejects.toThrow(CODE_INCORRECT);
    await expect(verifyCompanyEmailCode(db, me.id, code)).rejects.toThrow(CODE_EXPIRED);
    expect(await registrationOf(db, me.id)).toBeNull();
  });

  it("registration by employee or retiree id: on the roster, once per id", async () => {
    const { db } = services();
    const a = await account();
    const b = await account();
    await expect(registerByMemberId(db, a.id, { partnerId: "TCS", memberKind: "employee", memberId: "TCS999999" })).rejects.toThrow(MEMBER_NOT_FOUND);
    await expect(registerByMemberId(db, a.id, { partnerId: "TCS", memberKind: "employee", memberId: "TCSR2016044" })).rejects.toThrow(MEMBER_NOT_FOUND); // a retiree's id
    expect(await registerByMemberId(db, a.id, { partnerId: "TCS", memberKind: "retiree", memberId: "TCSR2016044" })).toMatchObject({ partnerId: "TCS", method: "retiree_id" });
    await expect(registerByMemberId(db, b.id, { partnerId: "TCS", memberKind: "retiree", memberId: "TCSR2016044" })).rejects.toThrow(MEMBER_TAKEN);
  });

  it("the registration form refuses without the terms, and refuses cross-site posts", async () => {
    const me = await account();
    const form = new URLSearchParams({ intent: "register-id", partnerId: "WIPRO", memberKind: "employee", memberId: "WIP558812" });
    const post = (headers: Record<string, string>) =>
      corporateAction({ request: new Request(`${BASE}/corporate-benefits`, { method: "POST", headers: { cookie: me.cookie, "content-type": "application/x-www-form-urlencoded", ...headers }, body: form }), params: {}, context: {} });
    const res = await post({});
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(CORPORATE_TERMS_MESSAGE);
    form.set("terms", "on");
    expect((await post({ origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await registrationOf(services().db, me.id)).toBeNull();
    expect((await post({ origin: BASE, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await registrationOf(services().db, me.id))?.partnerId).toBe("WIPRO");
  });

  it("the benefits cards read the viewer's company's benefits; others see the invitation and the partner banks' offers", async () => {
    const benefitsOf = async (accountId: number | null) => {
      const r = await execute({
        schema: getSchema(),
        document: parse("{ getCorporateBenefits { isRegistered companyName benefits { title redirectUrl } } }"),
        contextValue: { ...services(), request: new Request(BASE), accountId, bearerToken: null },
      });
      expect(r.errors).toBeUndefined();
      return (r.data as { getCorporateBenefits: { isRegistered: boolean; companyName: string | null; benefits: { title: string; redirectUrl: string }[] } }).getCorporateBenefits;
    };
    const me = await account();
    const homeCards = async () => {
      const personal = await loadPersonalSections(new Request(`${BASE}/`, { headers: { cookie: me.cookie } }), "a247_home");
      expect(personal.corporate_benefits).toMatchObject({ status: "ok" });
      return (personal.corporate_benefits as unknown as { props: { benefits: { title: string }[] } }).props.benefits.map((b) => b.title);
    };
    expect(await homeCards()).toContain("Benefits from your employer"); // the invitation, now cached for this account
    const visitor = await benefitsOf(null);
    expect(visitor.isRegistered).toBe(false);
    expect(visitor.benefits.map((b) => b.redirectUrl)).toEqual(["/corporate-benefits", "/corporate-benefits?partner=HDFCBANK", "/corporate-benefits?partner=SBIYONO"]);
    expect(await benefitsOf(me.id)).toEqual(visitor);
    // Registering through the page moves the account's cached sections on.
    const form = new URLSearchParams({ intent: "register-id", partnerId: "INFOSYS", memberKind: "employee", memberId: "INF100235", terms: "on" });
    const res = await corporateAction({ request: new Request(`${BASE}/corporate-benefits`, { method: "POST", headers: { cookie: me.cookie, "content-type": "application/x-www-form-urlencoded" }, body: form }), params: {}, context: {} });
    expect(res.status).toBe(200);
    const mine = await benefitsOf(me.id);
    expect(mine).toMatchObject({ isRegistered: true, companyName: "Infosys" });
    expect(mine.benefits.map((b) => b.title)).toEqual(["Free doctor consultations", "Annual health checkup", "40% off lab tests"]);

    // The signed-in home's benefits cards: a personal section, valid for its widget, with this account's company at once.
    expect(await homeCards()).toEqual(["Free doctor consultations", "Annual health checkup", "40% off lab tests"]);
  });

  it("voucher cards: the spec's messages, APPROVAL adds health credits once", async () => {
    const me = await account();
    const other = await account();
    const s = services();
    const v = { cardNumber: "4000555566667777", issuanceNumber: "202609", pin: "730245" };
    expect(await redeemVoucher(s, me.id, { ...v, pin: "000000" })).toEqual({ result: "DECLINED", message: CARD_NOT_FOUND_OR_BAD_PIN });
    expect(await redeemVoucher(s, me.id, { ...v, issuanceNumber: "202611" })).toEqual({ result: "DECLINED", message: INVALID_ISSUANCE_NUMBER });
    expect(await redeemVoucher(s, me.id, { cardNumber: "4000987698769876", issuanceNumber: "202401", pin: "650021" })).toEqual({ result: "DECLINED", message: CARD_EXPIRED });
    expect(await redeemVoucher(s, me.id, v)).toEqual({ result: "APPROVAL", value: 25000 });
    const row = await s.db.selectFrom("diagnostic_accounts").select("health_credits").where("account_id", "=", me.id).executeTakeFirst();
    expect(row?.health_credits).toBe(25000);
    expect(await redeemVoucher(s, other.id, v)).toEqual({ result: "DECLINED", message: CARD_ALREADY_REDEEMED });
  });

  describe("the card calls", () => {
    const PAN = "ABCPS4321K";
    const INCOME = "1260000";
    const application = {
      firstName: "Ananya", lastName: "Sharma", dateOfBirth: "14/08/1990", email: "ananya.sharma@gmail.com", employmentType: "salaried",
      companyName: "Infosys", designation: "Software Engineer", pincode: "500081", addressLine1: "Flat 402, Cyber Towers Road, Madhapur",
    };

    it("form to approved to active, for one's own number only; PAN and income sealed at rest and kept out of the logs", async () => {
      const logs = captureLogsForTesting();
      try {
        const me = await account();
        const other = await account();
        // Saving progress, then resuming.
        const saved = await call(submitData, "/api/card/v1/sbi-card/submitData", { cookie: me.cookie, json: { ...application, panNumber: PAN } });
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({ status: "DRAFT", panNumber: "ABCPS••••K", city: "Hyderabad", annualIncomeProvided: false });
        const resumed = await call(cardUser, `/api/card/v1/sbi-card/user?mobileNumber=${me.mobileNumber}`, { cookie: me.cookie });
        expect(resumed.body.application).toMatchObject({ firstName: "Ananya", panNumber: "ABCPS••••K" });
        expect((await call(userStatus, `/api/card/v1/sbi-card/userStatus?mobileNumber=${me.mobileNumber}`, { cookie: me.cookie })).body).toMatchObject({ userStatus: "APPLICATION_IN_PROGRESS" });

        // Another account reads and changes nothing of it.
        expect((await call(cardUser, `/api/card/v1/sbi-card/user?mobileNumber=${me.mobileNumber}`, { cookie: other.cookie }))).toMatchObject({ status: 403, body: {} });
        expect((await call(userStatus, `/api/card/v1/sbi-card/userStatus?mobileNumber=${me.mobileNumber}`, { cookie: other.cookie }))).toMatchObject({ status: 403, body: {} });
        expect((await call(validatePan, `/api/card/v1/sbi-card/validatePan?panNumber=${PAN}&mobileNumber=${me.mobileNumber}`, { cookie: other.cookie })).status).toBe(403);
        expect((await call(handshake, `/api/card/v1/sbi-card/handshake?mobileNumber=${me.mobileNumber}`, { cookie: other.cookie, json: { mobileNumber: me.mobileNumber } })).status).toBe(403);
        expect((await call(submitData, "/api/card/v1/sbi-card/submitData", { cookie: other.cookie, json: { mobileNumber: me.mobileNumber, firstName: "Mallory" } })).status).toBe(403);
        expect((await call(cardUser, `/api/card/v1/sbi-card/user?mobileNumber=${other.mobileNumber}`, { cookie: other.cookie })).body).toEqual({ mobileNumber: `+91${other.mobileNumber}`, application: null });
        expect((await call(cardUser, `/api/card/v1/sbi-card/user?mobileNumber=${me.mobileNumber}`, { cookie: null })).status).toBe(401);

        // A cross-site post changes nothing; a form post is not the call's JSON.
        const evil = await call(submitApplication, "/api/card/v1/sbi-card/submitApplication", { cookie: me.cookie, json: { annualIncome: INCOME, consent: true }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
        expect(evil).toMatchObject({ status: 403, body: {} });
        const formPost = await submitApplication({ request: new Request(`${BASE}/api/card/v1/sbi-card/submitApplication`, { method: "POST", headers: { cookie: me.cookie, "content-type": "application/x-www-form-urlencoded" }, body: "consent=true" }), params: {}, context: {} });
        expect(formPost.status).toBe(415);

        // Incomplete: {} and a logged failure with the request id.
        const incomplete = await call(submitApplication, "/api/card/v1/sbi-card/submitApplication", { cookie: me.cookie, json: {} });
        expect(incomplete).toMatchObject({ status: 400, body: {} });
        expect(logs.events("CARD_API_FAILED").some((r) => r.requestId === incomplete.requestId && r.endpoint === "submitApplication" && String(r.reason).includes("annualIncome"))).toBe(true);

        const decided = await call(submitApplication, "/api/card/v1/sbi-card/submitApplication", { cookie: me.cookie, json: { annualIncome: INCOME, consent: true } });
        expect(decided.body).toMatchObject({ status: "APPROVED", creditLimit: 315000, panNumber: "ABCPS••••K" });
        expect((await call(userStatus, `/api/card/v1/sbi-card/userStatus?mobileNumber=${me.mobileNumber}`, { cookie: me.cookie })).body).toMatchObject({ userStatus: "APPLICATION_APPROVED", screen: "credit_card_home" });
        expect((await call(submitData, "/api/card/v1/sbi-card/submitData", { cookie: me.cookie, json: { firstName: "Anu" } })).status).toBe(400);

        const active = await call(handshake, `/api/card/v1/sbi-card/handshake?mobileNumber=${me.mobileNumber}`, { cookie: me.cookie, json: { mobileNumber: me.mobileNumber } });
        expect(active.body).toMatchObject({ status: "CARD_ACTIVE", cardActivated: true });
        expect((await call(userStatus, `/api/card/v1/sbi-card/userStatus?mobileNumber=%2B91${me.mobileNumber}`, { cookie: me.cookie })).body).toMatchObject({ userStatus: "CARD_ACTIVE", screen: "credit_card_active" });

        // At rest: sealed, never in the clear.
        const row = await services().db.selectFrom("card_applications").selectAll().where("account_id", "=", me.id).executeTakeFirstOrThrow();
        expect(JSON.stringify(row)).not.toContain(PAN);
        expect(JSON.stringify(row)).not.toContain(INCOME);
        expect(row.pan_sealed).toMatch(/^v1\./);
        expect(row.pan_masked).toBe("ABCPS••••K");
      } finally {
        logs.restore();
      }
      const all = JSON.stringify(logs.records);
      expect(logs.records.length).toBeGreaterThan(0);
      expect(all).not.toContain(PAN);
      expect(all).not.toContain(INCOME);
    });

    it("an income under ₹3,00,000 is declined, with the reason", async () => {
      const me = await account();
      const res = await call(submitApplication, "/api/card/v1/sbi-card/submitApplication", {
        cookie: me.cookie, json: { ...application, panNumber: "ABCPS1111Z", annualIncome: "240000", consent: "true" },
      });
      expect(res.body).toMatchObject({ status: "DECLINED", reasons: ["Annual income is below ₹3,00,000, the card's minimum."] });
      expect((await call(handshake, `/api/card/v1/sbi-card/handshake?mobileNumber=${me.mobileNumber}`, { cookie: me.cookie, json: { mobileNumber: me.mobileNumber } })).status).toBe(409);
    });

    it("validatePan, searchPincode, searchCompany and searchDesignation", async () => {
      const me = await account();
      const pan = await call(validatePan, `/api/card/v1/sbi-card/validatePan?panNumber=abcpk1234f&mobileNumber=${me.mobileNumber}&lastName=Sharma`, { cookie: me.cookie });
      expect(pan.body).toEqual({ panNumber: "ABCPK••••F", isValid: false, surnameChecked: true, message: "The 5th letter of your PAN must be the first letter of your surname" });
      expect((await call(validatePan, `/api/card/v1/sbi-card/validatePan?panNumber=ABCPK1234F&mobileNumber=${me.mobileNumber}&lastName=Kapoor`, { cookie: me.cookie })).body).toMatchObject({ isValid: true });
      expect((await call(searchPincode, "/api/card/v1/sbi-card/searchPincode?pincode=500081", { cookie: me.cookie })).body).toMatchObject({ pincode: "500081", city: "Hyderabad", state: "Telangana" });
      expect((await call(searchPincode, "/api/card/v1/sbi-card/searchPincode?pincode=12", { cookie: me.cookie }))).toMatchObject({ status: 400, body: {} });
      expect((await call(searchCompany, "/api/card/v1/sbi-card/searchCompany?company=info", { cookie: me.cookie })).body).toEqual({ companies: [{ name: "Infosys", category: "CAT A" }] });
      expect((await call(searchDesignation, "/api/card/v1/sbi-card/searchDesignation?designation=software", { cookie: me.cookie })).body).toEqual({ designations: ["Senior Software Engineer", "Software Engineer"] });
      expect((await call(searchCompany, "/api/card/v1/sbi-card/searchCompany?company=info", { cookie: null })).status).toBe(401);
    });

    it("the form page saves for the signed-in account only and refuses cross-site posts", async () => {
      const me = await account();
      const body = new URLSearchParams({ intent: "save", firstName: "Kabir", lastName: "Malhotra" });
      const post = (headers: Record<string, string>) =>
        cardFormAction({ request: new Request(`${BASE}/apollo-sbi-credit-card/form`, { method: "POST", headers: { cookie: me.cookie, "content-type": "application/x-www-form-urlencoded", ...headers }, body }), params: {}, context: {} });
      expect((await post({ origin: "https://evil.example" })).status).toBe(403);
      expect(await services().db.selectFrom("card_applications").select("id").where("account_id", "=", me.id).executeTakeFirst()).toBeUndefined();
      expect((await post({})).status).toBe(200);
      const r = await services().db.selectFrom("card_applications").select(["data", "mobile_number"]).where("account_id", "=", me.id).executeTakeFirstOrThrow();
      expect(JSON.parse(r.data)).toMatchObject({ firstName: "Kabir", lastName: "Malhotra" });
      expect(r.mobile_number).toBe(me.mobileNumber);
    });
  });
});
