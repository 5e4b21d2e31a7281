/**
 * The card-issuing bank over HTTP: the same two calls as the sandbox (decide, handshake) plus the documents of a
 * referred application, sent to the issuer's application API at CARD_BANK_API_URL with HTTP Basic credentials
 * (CARD_BANK_CLIENT_ID / CARD_BANK_CLIENT_SECRET). The contract we hold the issuer to is in
 * docs/decisions/2026-11-27-card-bank-adapter.md.
 *
 * Each attempt has its own timeout; a timeout, a network error, 429 or a 5xx is retried (p-retry, exponential
 * backoff) under the same Idempotency-Key, so a decision the bank made but whose answer was lost is not made twice.
 * A 4xx or an answer of the wrong shape is not retried. Errors say what failed, never what was sent: the PAN and the
 * income travel in the body only.
 */
import pRetry, { AbortError } from "p-retry";
import type { ApplicantForBank, BankDecision, CardBankProvider, CardDocumentForBank } from "../domain/credit-card/bank-provider";

export interface CardBankHttpConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** One attempt's limit. */
  timeoutMs?: number;
  /** Attempts after the first. */
  retries?: number;
  /** The first wait between attempts (doubles each time). */
  minRetryDelayMs?: number;
}

/** Why a bank call failed, in our words: the endpoint and the HTTP status, nothing of the applicant. */
export class CardBankError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = "CardBankError";
  }
}

const DECISIONS = ["APPROVED", "DECLINED", "REFERRED"] as const;

function parseDecision(v: unknown): BankDecision | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (!(DECISIONS as readonly unknown[]).includes(o.decision)) return null;
  const reasons = Array.isArray(o.reasons) ? o.reasons.filter((r): r is string => typeof r === "string").map((r) => r.slice(0, 300)).slice(0, 10) : [];
  if (o.decision === "APPROVED") {
    const limit = Number(o.creditLimit);
    if (!Number.isInteger(limit) || limit <= 0) return null;
    return { decision: "APPROVED", reasons, creditLimit: limit };
  }
  return { decision: o.decision as "DECLINED" | "REFERRED", reasons, creditLimit: null };
}

export function httpCardBankProvider(config: CardBankHttpConfig): CardBankProvider {
  const base = config.apiUrl.replace(/\/$/, "");
  const auth = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;

  async function call(what: string, path: string, body: unknown, idempotencyKey: string): Promise<unknown> {
    return pRetry(
      async () => {
        let res: Response;
        try {
          res = await fetch(`${base}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", authorization: auth, "idempotency-key": idempotencyKey },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
          });
        } catch (e) {
          // A timeout or a refused connection: worth another try.
          throw new CardBankError(`${what}: ${(e as Error)?.name === "TimeoutError" ? "timed out" : "unreachable"}`, null);
        }
        if (res.status === 429 || res.status >= 500) {
          await res.body?.cancel();
          throw new CardBankError(`${what}: HTTP ${res.status}`, res.status);
        }
        if (!res.ok) {
          await res.body?.cancel();
          throw new AbortError(new CardBankError(`${what}: HTTP ${res.status}`, res.status));
        }
        try {
          return await res.json();
        } catch {
          throw new AbortError(new CardBankError(`${what}: answer is not JSON`, res.status));
        }
      },
      { retries: config.retries ?? 2, minTimeout: config.minRetryDelayMs ?? 300, factor: 2, randomize: true },
    );
  }

  return {
    async decide(applicant: ApplicantForBank) {
      const answer = await call("decision", "/v1/applications/decision", applicant, `decision-${applicant.applicationRefNo}`);
      const decision = parseDecision(answer);
      if (!decision) throw new CardBankError("decision: answer of the wrong shape", 200);
      return decision;
    },
    async handshake(applicationRefNo: string) {
      const answer = await call("handshake", `/v1/applications/${encodeURIComponent(applicationRefNo)}/kyc`, { applicationRefNo }, `kyc-${applicationRefNo}`);
      const activated = (answer as { activated?: unknown } | null)?.activated;
      if (typeof activated !== "boolean") throw new CardBankError("handshake: answer of the wrong shape", 200);
      return { activated };
    },
    async sendDocument(applicationRefNo: string, document: CardDocumentForBank) {
      const answer = await call(
        "document",
        `/v1/applications/${encodeURIComponent(applicationRefNo)}/documents`,
        { kind: document.kind, fileName: document.fileName, contentType: document.contentType, content: Buffer.from(document.bytes).toString("base64") },
        `document-${applicationRefNo}-${document.id}`,
      );
      const received = (answer as { received?: unknown } | null)?.received;
      if (received !== true) throw new CardBankError("document: not received", 200);
      return { received: true };
    },
  };
}
