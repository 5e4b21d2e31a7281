/**
 * Rules of corporate benefits, voucher cards and the Apollo SBI Card application, each quoting its source.
 */
import { describe, expect, it } from "vitest";
import { maskPan, panError, PAN_FORMAT_MESSAGE, PAN_NOT_PERSONAL_MESSAGE, PAN_REQUIRED_MESSAGE, PAN_SURNAME_MESSAGE } from "~/lib/pan";
import {
  APPROVAL, CARD_ALREADY_REDEEMED, CARD_EXPIRED, CARD_NOT_FOUND_OR_BAD_PIN, INVALID_CARD_NUMBER, INVALID_ISSUANCE_NUMBER, isVoucherSuccess, voucherFormatErrors, voucherOutcome,
} from "~/lib/voucher-card";
import { CORPORATE_TERMS_MESSAGE, partnerLoginCode, registerIdSchema, sendCodeSchema, termsError } from "~/lib/corporate-forms";
import { cardFieldErrors, MESSAGES } from "~/lib/card-application";
import { ageOn, AGE_REASON, EMPLOYER_REASON, INCOME_REASON, sandboxDecision, SELF_EMPLOYED_REASON, type ApplicantForBank } from "~/.server/domain/credit-card/bank-provider";
import { seal, unseal } from "~/.server/domain/credit-card/sealed";
import { isCircleMember, PARTNER_LOGIN_CODES } from "~/lib/roles";
import { parseEnv } from "~/.server/env";

describe("PAN, checked before the bank call", () => {
  it("'format ^[A-Z]{5}[0-9]{4}[A-Z]$'", () => {
    expect(panError("", "Sharma")).toBe(PAN_REQUIRED_MESSAGE);
    expect(panError("ABCPS1234", "Sharma")).toBe(PAN_FORMAT_MESSAGE);
    expect(panError("ABCPS12345", "Sharma")).toBe(PAN_FORMAT_MESSAGE);
    expect(panError("AB1PS1234F", "Sharma")).toBe(PAN_FORMAT_MESSAGE);
    expect(panError("abcps1234f", "Sharma")).toBeNull(); // typed in lower case, kept in capitals
    expect(panError("ABC PS 1234 F", "Sharma")).toBeNull();
  });
  it("'the fourth letter P for a person'", () => {
    expect(panError("ABCCS1234F", "Sharma")).toBe(PAN_NOT_PERSONAL_MESSAGE); // C: a company
    expect(panError("ABCHS1234F", "Sharma")).toBe(PAN_NOT_PERSONAL_MESSAGE); // H: a Hindu undivided family
  });
  it("'the fifth letter the initial of the surname'", () => {
    expect(panError("ABCPS1234F", "Sharma")).toBeNull();
    expect(panError("ABCPK1234F", "Sharma")).toBe(PAN_SURNAME_MESSAGE);
    expect(panError("ABCPS1234F", "  sharma ")).toBeNull();
    expect(panError("ABCPS1234F", "")).toBe(PAN_SURNAME_MESSAGE);
  });
  it("is shown masked everywhere: ABCDE••••F", () => {
    expect(maskPan("ABCPS1234F")).toBe("ABCPS••••F");
    expect(maskPan("not a pan")).toBe("••••••••••");
  });
});

describe("voucher cards", () => {
  const card = { issuanceNumber: "202611", expiresOn: "2027-12-31", redeemed: false };
  it("'Voucher card messages: Invalid card number; Invalid Issuance Number; The card number does not exist or PIN is invalid; Card is Expired.'", () => {
    expect(voucherFormatErrors({ cardNumber: "1234", issuanceNumber: "202611", pin: "123456" }).cardNumber).toBe("Invalid card number");
    expect(voucherFormatErrors({ cardNumber: "4000 1234 1234 1234", issuanceNumber: "20261", pin: "123456" })).toEqual({ issuanceNumber: "Invalid Issuance Number" });
    expect(voucherOutcome(null, { issuanceNumber: "202611", pinMatches: false }, "2026-11-27")).toEqual({ result: "DECLINED", message: "The card number does not exist or PIN is invalid" });
    expect(voucherOutcome(card, { issuanceNumber: "202611", pinMatches: false }, "2026-11-27")).toEqual({ result: "DECLINED", message: CARD_NOT_FOUND_OR_BAD_PIN });
    expect(voucherOutcome(card, { issuanceNumber: "202609", pinMatches: true }, "2026-11-27")).toEqual({ result: "DECLINED", message: INVALID_ISSUANCE_NUMBER });
    expect(voucherOutcome({ ...card, expiresOn: "2025-03-31" }, { issuanceNumber: "202611", pinMatches: true }, "2026-11-27")).toEqual({ result: "DECLINED", message: "Card is Expired" });
    expect(CARD_EXPIRED).toBe("Card is Expired");
    expect(INVALID_CARD_NUMBER).toBe("Invalid card number");
  });
  it("'An APPROVAL result is success.' — valid on its last day, and only once", () => {
    const ok = voucherOutcome(card, { issuanceNumber: "202611", pinMatches: true }, "2027-12-31");
    expect(ok).toEqual({ result: APPROVAL });
    expect(isVoucherSuccess(ok)).toBe(true);
    expect(voucherOutcome({ ...card, redeemed: true }, { issuanceNumber: "202611", pinMatches: true }, "2026-11-27")).toEqual({ result: "DECLINED", message: CARD_ALREADY_REDEEMED });
  });
});

describe("corporate registration", () => {
  const form = (o: Record<string, string>) => Object.entries(o).reduce((f, [k, v]) => (f.append(k, v), f), new FormData());
  it("'Without agreeing to the Terms and Conditions, you'll not be able to register for corporate benefits.'", () => {
    expect(CORPORATE_TERMS_MESSAGE).toBe("Without agreeing to the Terms and Conditions, you'll not be able to register for corporate benefits.");
    expect(termsError("")).toBe(CORPORATE_TERMS_MESSAGE);
    expect(termsError("on")).toBeNull();
    const byEmail = sendCodeSchema.safeParse(Object.fromEntries(form({ intent: "send-code", email: "rohan.iyer@infosys.com" })));
    expect(byEmail.success).toBe(false);
    expect(byEmail.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["terms", CORPORATE_TERMS_MESSAGE]]);
    const byId = registerIdSchema.safeParse({ intent: "register-id", partnerId: "INFOSYS", memberKind: "employee", memberId: "inf100234" });
    expect(byId.error?.issues.map((i) => i.message)).toEqual([CORPORATE_TERMS_MESSAGE]);
  });
  it("'Corporate membership is identified by company email or employee or retiree id'", () => {
    expect(sendCodeSchema.parse({ intent: "send-code", email: " Rohan.Iyer@Infosys.com ", terms: "on" })).toEqual({ intent: "send-code", email: "rohan.iyer@infosys.com" });
    expect(registerIdSchema.parse({ intent: "register-id", partnerId: "INFOSYS", memberKind: "retiree", memberId: " infr2019001 ", terms: "on" }))
      .toEqual({ intent: "register-id", partnerId: "INFOSYS", memberKind: "retiree", memberId: "INFR2019001" });
  });
  it("'Partner login flag: partner codes SBIYONO and HDFCBANK.'", () => {
    expect(PARTNER_LOGIN_CODES).toEqual(["SBIYONO", "HDFCBANK"]);
    expect(partnerLoginCode("HDFCBANK")).toBe("HDFCBANK");
    expect(partnerLoginCode("sbiyono")).toBe("SBIYONO");
    expect(partnerLoginCode("INFOSYS")).toBeNull();
    expect(partnerLoginCode(null)).toBeNull();
  });
});

describe("the card application's fields", () => {
  const complete = {
    firstName: "Ananya", lastName: "Sharma", dateOfBirth: "14/08/1990", email: "ananya.sharma@gmail.com", employmentType: "salaried",
    companyName: "Infosys", designation: "Software Engineer", pincode: "500034", addressLine1: "Plot 12, Road No. 3, Banjara Hills",
    panNumber: "ABCPS1234F", annualIncome: "1200000", consent: "on",
  };
  it("progress can be saved with any fields; submitting needs them all and explicit consent", () => {
    expect(cardFieldErrors({ firstName: "Ananya" }, { complete: false })).toEqual({});
    expect(cardFieldErrors(complete, { complete: true })).toEqual({});
    expect(cardFieldErrors({ ...complete, consent: "" }, { complete: true })).toEqual({ consent: MESSAGES.consent });
    const { companyName: _c, designation: _d, ...selfEmployed } = complete;
    expect(cardFieldErrors({ ...selfEmployed, employmentType: "self_employed" }, { complete: true })).toEqual({});
    expect(cardFieldErrors({ ...selfEmployed }, { complete: true })).toEqual({ companyName: MESSAGES.companyName, designation: MESSAGES.designation });
  });
  it("checks the PAN against the surname on the form, or the one already saved", () => {
    expect(cardFieldErrors({ panNumber: "ABCPK1234F" }, { complete: false, surname: "Sharma" })).toEqual({ panNumber: PAN_SURNAME_MESSAGE });
    expect(cardFieldErrors({ panNumber: "ABCPK1234F", lastName: "Kapoor" }, { complete: false, surname: "Sharma" })).toEqual({});
    expect(cardFieldErrors({ dateOfBirth: "31/02/1990", pincode: "012345", annualIncome: "12,00,000" }, { complete: false }))
      .toEqual({ dateOfBirth: MESSAGES.dateOfBirth, pincode: MESSAGES.pincode, annualIncome: MESSAGES.annualIncome });
  });
});

describe("the bank sandbox's rule (docs/decisions/2026-11-27-corporate-and-card.md)", () => {
  const now = new Date("2026-11-27T06:00:00Z");
  const a: ApplicantForBank = {
    applicationRefNo: "APSBI2026000001", firstName: "Ananya", lastName: "Sharma", dateOfBirth: "14/08/1990", pan: "ABCPS1234F",
    annualIncome: 1_200_000, employmentType: "salaried", companyCategory: "CAT A", pincode: "500034",
  };
  it("approves a salaried applicant of a listed employer with ₹3,00,000 a year or more, at three months' income (₹5,000 steps, ₹5,00,000 at most)", () => {
    expect(sandboxDecision(a, now)).toMatchObject({ decision: "APPROVED", creditLimit: 300_000 });
    expect(sandboxDecision({ ...a, annualIncome: 318_000 }, now)).toMatchObject({ decision: "APPROVED", creditLimit: 75_000 });
    expect(sandboxDecision({ ...a, annualIncome: 9_000_000 }, now)).toMatchObject({ decision: "APPROVED", creditLimit: 500_000 });
  });
  it("declines under ₹3,00,000 a year, or outside 21–60 years of age, giving every reason", () => {
    expect(sandboxDecision({ ...a, annualIncome: 299_999 }, now)).toEqual({ decision: "DECLINED", reasons: [INCOME_REASON], creditLimit: null });
    expect(sandboxDecision({ ...a, dateOfBirth: "28/11/2005", annualIncome: 100_000 }, now)).toEqual({ decision: "DECLINED", reasons: [AGE_REASON, INCOME_REASON], creditLimit: null });
    expect(sandboxDecision({ ...a, dateOfBirth: "27/11/2005" }, now).decision).toBe("APPROVED"); // 21 today
    expect(sandboxDecision({ ...a, dateOfBirth: "26/11/1965" }, now).decision).toBe("DECLINED"); // 61 yesterday
  });
  it("refers the self-employed and employers not on the bank's list", () => {
    expect(sandboxDecision({ ...a, employmentType: "self_employed", companyCategory: null }, now)).toEqual({ decision: "REFERRED", reasons: [SELF_EMPLOYED_REASON], creditLimit: null });
    expect(sandboxDecision({ ...a, companyCategory: null }, now)).toEqual({ decision: "REFERRED", reasons: [EMPLOYER_REASON], creditLimit: null });
  });
  it("counts age in whole years", () => {
    expect(ageOn("27/11/1996", now)).toBe(30);
    expect(ageOn("28/11/1996", now)).toBe(29);
    expect(ageOn("30/02/1996", now)).toBeNaN();
  });
});

describe("PAN and income are sealed at rest (AES-256-GCM, key from CARD_DATA_KEY)", () => {
  const key = Buffer.alloc(32, 7);
  it("round-trips, and the stored text does not contain the value", () => {
    const sealed = seal("ABCPS1234F", 41, key);
    expect(sealed).not.toContain("ABCPS1234F");
    expect(sealed).toMatch(/^v1\./);
    expect(unseal(sealed, 41, key)).toBe("ABCPS1234F");
    expect(seal("ABCPS1234F", 41, key)).not.toBe(sealed); // a fresh IV each time
  });
  it("does not open under another key, for another account, or once altered", () => {
    const sealed = seal("1200000", 41, key);
    expect(() => unseal(sealed, 41, Buffer.alloc(32, 8))).toThrow();
    expect(() => unseal(sealed, 42, key)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("9999999", "utf8").toString("base64url");
    expect(() => unseal(parts.join("."), 41, key)).toThrow();
  });
  it("production has no development key: CARD_DATA_KEY must be given, 32 bytes", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: "s3cret-long-value", PAYMENT_WEBHOOK_SECRET: "a-real-webhook-secret", PAYMENT_SANDBOX: "1", CARD_BANK_SANDBOX: "1" };
    expect(parseEnv(prod).CARD_DATA_KEY).toBeNull();
    expect(parseEnv({ ...prod, CARD_DATA_KEY: Buffer.alloc(32, 1).toString("base64") }).CARD_DATA_KEY?.length).toBe(32);
    expect(() => parseEnv({ ...prod, CARD_DATA_KEY: "too-short" })).toThrow(/CARD_DATA_KEY must be 32 bytes/);
    expect(parseEnv({}).CARD_DATA_KEY?.length).toBe(32); // development
  });
});

describe("Circle membership by date", () => {
  it("an `active` plan does not count as current after its end date", () => {
    const plan = { name: "CIRCLE PLAN", status: "active", endDate: "2026-11-26" };
    expect(isCircleMember([plan], "2026-11-26")).toBe(true);
    expect(isCircleMember([plan], "2026-11-27")).toBe(false);
    expect(isCircleMember([{ ...plan, status: "deferred_active", endDate: "2027-05-25" }], "2026-11-27")).toBe(true);
  });
});
