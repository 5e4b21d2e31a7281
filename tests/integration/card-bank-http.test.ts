/**
 * The issuer's HTTP adapter against a local fake of its API: credentials and an idempotency key on every call, a
 * timeout per attempt, retries on timeouts, 429 and 5xx under the same key (so the bank decides once), no retry on
 * a refusal, and errors that never quote the applicant. Through the application store, a bank that cannot be
 * reached leaves the application a draft to send again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CardBankError, httpCardBankProvider } from "~/.server/providers/card-bank-http";
import type { ApplicantForBank } from "~/.server/domain/credit-card/bank-provider";
import { saveApplicationData, submitApplication } from "~/.server/domain/credit-card/applications";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { parseEnv } from "~/.server/env";
import { startFakeCardBank } from "../fakes/card-bank-api";
import { servicesOfTarget, targets } from "./harness";

const CREDENTIALS = { clientId: "apollo247", clientSecret: "s3cret-for-tests" };
const PAN = "ABCPS4321K";
const applicant: ApplicantForBank = {
  applicationRefNo: "APSBI2026000042", firstName: "Ananya", lastName: "Sharma", dateOfBirth: "14/08/1990", pan: PAN,
  annualIncome: 1_260_000, employmentType: "salaried", companyCategory: "CAT A", pincode: "500081",
};

let bank: Awaited<ReturnType<typeof startFakeCardBank>>;
beforeAll(async () => {
  bank = await startFakeCardBank(CREDENTIALS);
});
afterAll(() => bank.close());

const adapter = (over: Partial<Parameters<typeof httpCardBankProvider>[0]> = {}) =>
  httpCardBankProvider({ apiUrl: bank.url, ...CREDENTIALS, timeoutMs: 300, retries: 2, minRetryDelayMs: 10, ...over });

async function failure(p: Promise<unknown>): Promise<CardBankError> {
  try {
    await p;
  } catch (e) {
    return e as CardBankError;
  }
  throw new Error("expected the call to fail");
}

describe("the card bank's HTTP adapter", () => {
  it("asks for a decision with its credentials and the application's idempotency key", async () => {
    bank.requests.length = 0;
    expect(await adapter().decide(applicant, new Date())).toEqual({ decision: "APPROVED", reasons: ["Approved."], creditLimit: 315000 });
    expect(bank.requests).toHaveLength(1);
    expect(bank.requests[0]).toMatchObject({ path: "/v1/applications/decision", idempotencyKey: "decision-APSBI2026000042", body: { pan: PAN, annualIncome: 1_260_000 } });
    expect(await adapter().decide({ ...applicant, applicationRefNo: "APSBI2026000043", employmentType: "self_employed" }, new Date())).toMatchObject({ decision: "REFERRED" });
  });

  it("retries a 503 and a 429 under the same key, and the bank decides once", async () => {
    bank.requests.length = 0;
    bank.failNext(503, 429);
    const decision = await adapter().decide({ ...applicant, applicationRefNo: "APSBI2026000044" }, new Date());
    expect(decision.decision).toBe("APPROVED");
    expect(bank.requests.map((r) => r.idempotencyKey)).toEqual(["decision-APSBI2026000044", "decision-APSBI2026000044", "decision-APSBI2026000044"]);
  });

  it("an attempt that hangs past the timeout is retried", async () => {
    bank.requests.length = 0;
    bank.hangNext(1);
    expect((await adapter().handshake("APSBI2026000042")).activated).toBe(true);
    expect(bank.requests.map((r) => r.path)).toEqual(["/v1/applications/APSBI2026000042/kyc", "/v1/applications/APSBI2026000042/kyc"]);
  });

  it("gives up after the retries, and a refusal (4xx) is not retried; errors name the call, never the applicant", async () => {
    bank.requests.length = 0;
    bank.failNext(502, 502, 502);
    const down = await failure(adapter().decide({ ...applicant, applicationRefNo: "APSBI2026000045" }, new Date()));
    expect(down).toBeInstanceOf(CardBankError);
    expect(down.message).toBe("decision: HTTP 502");
    expect(bank.requests).toHaveLength(3);

    bank.requests.length = 0;
    const refused = await failure(adapter({ clientSecret: "wrong" }).decide(applicant, new Date()));
    expect(refused).toMatchObject({ name: "CardBankError", status: 401 });
    expect(bank.requests).toHaveLength(1);
    expect(`${refused.message} ${refused.stack}`).not.toContain(PAN);
  });

  it("sends a referred application's document", async () => {
    const sent = await adapter().sendDocument("APSBI2026000043", { id: 7, kind: "INCOME_PROOF", fileName: "salary-slip.pdf", contentType: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") });
    expect(sent).toEqual({ received: true });
    expect(bank.requests.at(-1)).toMatchObject({ path: "/v1/applications/APSBI2026000043/documents", idempotencyKey: "document-APSBI2026000043-7", body: { kind: "INCOME_PROOF", content: Buffer.from("%PDF-1.4").toString("base64") } });
  });

  it("CARD_BANK_PROVIDER=http needs its URL and credentials; the sandbox stays the default", () => {
    expect(parseEnv({}).CARD_BANK_PROVIDER).toBe("sandbox");
    expect(() => parseEnv({ CARD_BANK_PROVIDER: "http" })).toThrow(/CARD_BANK_PROVIDER=http needs CARD_BANK_API_URL/);
    expect(() => parseEnv({ CARD_BANK_PROVIDER: "http", CARD_BANK_API_URL: "ftp://bank", CARD_BANK_CLIENT_ID: "a", CARD_BANK_CLIENT_SECRET: "b" })).toThrow(/CARD_BANK_API_URL must be an http/);
    expect(parseEnv({ CARD_BANK_PROVIDER: "http", CARD_BANK_API_URL: "http://127.0.0.1:9/", CARD_BANK_CLIENT_ID: "a", CARD_BANK_CLIENT_SECRET: "b" })).toMatchObject({ CARD_BANK_API_URL: "http://127.0.0.1:9", CARD_BANK_TIMEOUT_MS: 8000 });
  });
});

describe.each(targets)("an application sent through the HTTP adapter on $name", (target) => {
  const services = servicesOfTarget(target);

  it("stays a draft while the bank cannot be reached, and is decided when it answers", async () => {
    const db = services().db;
    const a = await findOrCreateAccount(db, "+91", "7012300042");
    const owner = { accountId: a.id, countryCode: "+91", mobileNumber: "7012300042" };
    const saved = await saveApplicationData(db, owner, {
      firstName: "Ananya", lastName: "Sharma", dateOfBirth: "14/08/1990", email: "ananya.sharma@gmail.com", employmentType: "salaried",
      companyName: "Infosys", designation: "Software Engineer", pincode: "500081", addressLine1: "Flat 402, Cyber Towers Road, Madhapur",
      panNumber: PAN, annualIncome: "1260000", consent: "on",
    });
    expect(saved.ok).toBe(true);
    bank.failNext(503, 503, 503);
    await expect(submitApplication(db, owner, adapter())).rejects.toBeInstanceOf(CardBankError);
    expect((await db.selectFrom("card_applications").select("status").where("account_id", "=", a.id).executeTakeFirstOrThrow()).status).toBe("DRAFT");
    const decided = await submitApplication(db, owner, adapter());
    expect(decided.ok && decided.application).toMatchObject({ status: "APPROVED", creditLimit: 315000 });
  });
});
