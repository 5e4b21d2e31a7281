/**
 * The card-issuing bank, behind one interface. Today the local sandbox decides; a real issuer's adapter implements
 * the same two calls. The sandbox's rules are deterministic and documented
 * (docs/decisions/2026-11-27-corporate-and-card.md), so a tester can choose the outcome:
 *
 * 1. age under 21 or over 60 on the day of the decision → DECLINED;
 * 2. annual income under ₹3,00,000 → DECLINED;
 * 3. self-employed, or an employer not on the bank's list (card_companies) → REFERRED (the bank checks documents);
 * 4. otherwise → APPROVED, with a limit of three months' income, rounded down to ₹5,000, at most ₹5,00,000.
 *
 * The handshake (the bank's KYC step) activates an APPROVED card in the sandbox.
 *
 * The issuer's own API is the HTTP adapter (providers/card-bank-http.ts), chosen with CARD_BANK_PROVIDER=http.
 */
import { cardBankSandboxEnabled, env } from "../../env";
import { httpCardBankProvider } from "../../providers/card-bank-http";

export interface ApplicantForBank {
  applicationRefNo: string;
  firstName: string;
  lastName: string;
  /** dd/mm/yyyy */
  dateOfBirth: string;
  pan: string;
  /** Rupees a year. */
  annualIncome: number;
  employmentType: "salaried" | "self_employed";
  /** The employer's grade on the bank's list, or null when it is not listed. */
  companyCategory: string | null;
  pincode: string;
}

export type BankDecision =
  | { decision: "APPROVED"; reasons: string[]; creditLimit: number }
  | { decision: "DECLINED" | "REFERRED"; reasons: string[]; creditLimit: null };

/** A document the applicant uploaded for a referred application (income, identity or address proof). */
export interface CardDocumentForBank {
  id: number;
  kind: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface CardBankProvider {
  decide(applicant: ApplicantForBank, now: Date): Promise<BankDecision>;
  /** The KYC handshake for an approved application: true when the card is now active. */
  handshake(applicationRefNo: string): Promise<{ activated: boolean }>;
  /** Hands the bank a document of a REFERRED application; the bank answers whether it has it. */
  sendDocument(applicationRefNo: string, document: CardDocumentForBank): Promise<{ received: boolean }>;
}

export const MIN_AGE = 21;
export const MAX_AGE = 60;
export const MIN_ANNUAL_INCOME = 300_000;
export const MAX_LIMIT = 500_000;

export const AGE_REASON = "Applicants must be 21 to 60 years old.";
export const INCOME_REASON = "Annual income is below ₹3,00,000, the card's minimum.";
export const SELF_EMPLOYED_REASON = "Self-employed income needs the bank to check your documents.";
export const EMPLOYER_REASON = "Your employer is not on the bank's list: the bank will check your documents.";
export const APPROVED_REASON = "Approved on your income and employer.";

/** Whole years between a dd/mm/yyyy birth date and `now` (UTC calendar). NaN for an impossible date. */
export function ageOn(dateOfBirth: string, now: Date): number {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateOfBirth);
  if (!m) return Number.NaN;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCDate() !== d || born.getUTCMonth() !== mo - 1) return Number.NaN;
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() < mo - 1 || (now.getUTCMonth() === mo - 1 && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** The sandbox's rule, pure. */
export function sandboxDecision(a: ApplicantForBank, now: Date): BankDecision {
  const declined: string[] = [];
  const age = ageOn(a.dateOfBirth, now);
  if (!(age >= MIN_AGE && age <= MAX_AGE)) declined.push(AGE_REASON);
  if (a.annualIncome < MIN_ANNUAL_INCOME) declined.push(INCOME_REASON);
  if (declined.length) return { decision: "DECLINED", reasons: declined, creditLimit: null };
  if (a.employmentType === "self_employed") return { decision: "REFERRED", reasons: [SELF_EMPLOYED_REASON], creditLimit: null };
  if (!a.companyCategory) return { decision: "REFERRED", reasons: [EMPLOYER_REASON], creditLimit: null };
  const limit = Math.min(MAX_LIMIT, Math.floor((a.annualIncome * 3) / 12 / 5000) * 5000);
  return { decision: "APPROVED", reasons: [APPROVED_REASON], creditLimit: limit };
}

export const sandboxBankProvider: CardBankProvider = {
  async decide(applicant, now) {
    return sandboxDecision(applicant, now);
  },
  async handshake() {
    return { activated: true };
  },
  async sendDocument() {
    return { received: true };
  },
};

let forTesting: CardBankProvider | null = null;
let configured: CardBankProvider | null = null;

/** The bank the product talks to: the sandbox unless CARD_BANK_PROVIDER=http names the issuer's API (see env.ts). */
export const cardBankProvider = (): CardBankProvider => {
  if (forTesting) return forTesting;
  if (!configured) {
    const e = env();
    // Start-up refuses this too; a changed environment (tests, a reload) must not reach the sandbox in production.
    if (e.CARD_BANK_PROVIDER === "sandbox" && !cardBankSandboxEnabled(e)) throw new Error("The sandbox bank is not allowed here (CARD_BANK_SANDBOX)");
    configured = e.CARD_BANK_PROVIDER === "http"
      ? httpCardBankProvider({ apiUrl: e.CARD_BANK_API_URL!, clientId: e.CARD_BANK_CLIENT_ID!, clientSecret: e.CARD_BANK_CLIENT_SECRET!, timeoutMs: e.CARD_BANK_TIMEOUT_MS })
      : sandboxBankProvider;
  }
  return configured;
};
export function useCardBankProviderForTesting(p: CardBankProvider | null) {
  forTesting = p;
}
