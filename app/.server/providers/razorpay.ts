/**
 * Razorpay as the payment gateway, through its official SDK. Razorpay's Payment Links are a hosted checkout like the
 * sandbox's /pay/{id}: the link's short_url is where the patient pays, `reference_id` (unique per link) is our
 * paymentOrderId, and the outcome reaches the app only from Razorpay itself — its signed webhook or a status query —
 * never from the browser coming back to `callback_url`. Why Payment Links rather than Orders + Checkout.js:
 * docs/decisions/2026-11-25-razorpay-and-msg91.md.
 */
import crypto from "node:crypto";
import Razorpay from "razorpay";
import { env, type Env } from "../env";
import { LAZYPAY, LAZYPAY_BENEFITS, type PaymentMethodName } from "~/lib/payment-status";
import type { NetbankingHealth } from "~/lib/netbanking-outage";
import {
  PaymentGatewayError,
  type CallbackStatus,
  type GatewayPaymentRecord,
  type GatewayRefund,
  type GatewayStatus,
  type ParsedCallback,
  type PaymentGateway,
} from "./payment-gateway";

export const RAZORPAY_SIGNATURE_HEADER = "x-razorpay-signature";
/** Unique per event and the same on every retry of it: the replay guard's key. */
export const RAZORPAY_EVENT_ID_HEADER = "x-razorpay-event-id";

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com unless a test points it at a local fake. */
  apiUrl?: string;
  /** The app's public origin: where Razorpay sends the patient back after paying. */
  appOrigin: string;
  /** A call taking longer fails, so a booking never waits on Razorpay for ever. */
  timeoutMs?: number;
}

/** The parts of a Razorpay payment the app reads (webhook payloads and the payments API). */
interface RazorpayPayment {
  id: string;
  amount: number;
  status: string;
  method: string;
  wallet?: string | null;
  provider?: string | null;
  card?: { type?: string | null } | null;
  notes?: Record<string, unknown> | unknown[] | null;
}

/** A payment as a payment link lists it: no wallet, provider or card. */
interface LinkPayment {
  payment_id: string;
  amount: number;
  method: string;
  status: string;
  created_at?: number;
}

interface RazorpayLink {
  id: string;
  amount: number;
  amount_paid: number;
  status: string;
  reference_id?: string;
  short_url: string;
  expire_by?: number;
  payments?: LinkPayment[] | null;
}

interface SdkError {
  statusCode?: number | string;
  error?: { code?: string; description?: string };
}

const PAYMENT_ORDER_ID_NOTE = "paymentOrderId";

/**
 * Razorpay's method (and card type, wallet or Pay Later provider) as one of the app's method names; null for one
 * the app has no name for, so the payment keeps what it had.
 */
export function razorpayMethodName(p: Pick<RazorpayPayment, "method" | "wallet" | "provider" | "card">): PaymentMethodName | null {
  switch (p.method) {
    case "card":
      return p.card?.type === "credit" ? "Credit Card" : p.card?.type === "debit" || p.card?.type === "prepaid" ? "Debit Card" : null;
    case "emi":
      return "Credit Card EMI";
    case "cardless_emi":
      return "EMI";
    case "netbanking":
      return "Net Banking";
    case "upi":
      return "UPI";
    case "wallet":
      return p.wallet === "paytm" ? "Paytm Wallet" : null;
    case "paylater":
      return (p.provider ?? p.wallet) === "lazypay" ? LAZYPAY : null;
    default:
      return null;
  }
}

/** Constant-time check of X-Razorpay-Signature: hex HMAC-SHA256 of the exact body with the webhook's secret. */
export function verifyRazorpaySignature(rawBody: string, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = crypto.createHmac("sha256", secret).update(rawBody, "utf8").digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const isPaise = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
const shortText = (x: unknown): x is string => typeof x === "string" && x.length > 0 && x.length <= 100;
const noteOf = (notes: RazorpayPayment["notes"]) => (notes && !Array.isArray(notes) ? notes[PAYMENT_ORDER_ID_NOTE] : undefined);

/** What a link says about its payment. An open link whose latest attempt failed is a failed attempt, as in the sandbox. */
function statusOfLink(link: RazorpayLink, now: number): GatewayStatus {
  const payments = link.payments ?? [];
  if (link.status === "paid" || payments.some((p) => p.status === "captured")) return "SUCCESS";
  if (link.status === "cancelled") return "ABORTED";
  if (payments.some((p) => p.status === "authorized")) return "PENDING";
  const latest = [...payments].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
  if (latest?.status === "failed") return "FAILED";
  if (link.status === "expired" || (link.expire_by && link.expire_by * 1000 <= now)) return "EXPIRED";
  return "CREATED";
}

export function razorpayGateway(config: RazorpayConfig): PaymentGateway & Required<Pick<PaymentGateway, "parseCallback" | "refund" | "netbankingHealth">> {
  const rzp = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes its host and sets no timeout; its axios instance takes both.
  const http = (rzp.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  http.defaults.baseURL = config.apiUrl ?? "https://api.razorpay.com";
  http.defaults.timeout = config.timeoutMs ?? 10_000;

  /** Runs one SDK call; a refusal or an unreachable API becomes a PaymentGatewayError saying what was asked. */
  async function call<T>(what: string, run: () => Promise<unknown>): Promise<T> {
    try {
      return (await run()) as T;
    } catch (e) {
      const sdk = e as SdkError;
      if (sdk && typeof sdk === "object" && "statusCode" in sdk) {
        const status = Number(sdk.statusCode) || null;
        throw new PaymentGatewayError(`Razorpay refused to ${what}: ${sdk.error?.description ?? "no reason given"} (HTTP ${status ?? "?"})`, status, sdk.error?.code ?? null);
      }
      throw new PaymentGatewayError(`Razorpay could not be reached to ${what}: ${(e as Error)?.message ?? String(e)}`);
    }
  }

  async function linkOf(paymentOrderId: string): Promise<RazorpayLink | null> {
    const found = await call<{ payment_links?: RazorpayLink[] }>("look up the payment link", () =>
      rzp.paymentLink.all({ reference_id: paymentOrderId } as Parameters<typeof rzp.paymentLink.all>[0]),
    );
    return found.payment_links?.find((l) => l.reference_id === paymentOrderId) ?? null;
  }

  /** A link lists only the method; the payment says which wallet or Pay Later provider, its card which card type. */
  async function methodOf(payment: LinkPayment): Promise<PaymentMethodName | null> {
    const full = await call<RazorpayPayment>("read a payment", () => rzp.payments.fetch(payment.payment_id));
    if (full.method !== "card" || full.card?.type) return razorpayMethodName(full);
    const card = await call<{ type?: string }>("read the card of a payment", () => rzp.payments.fetchCardDetails(payment.payment_id));
    return razorpayMethodName({ ...full, card });
  }

  return {
    name: "razorpay",

    async createCheckout(_db, input) {
      const link = await call<RazorpayLink>("create a payment link", () =>
        rzp.paymentLink.create({
          amount: input.amount,
          currency: "INR",
          accept_partial: false,
          expire_by: Math.floor(input.expiresAt.getTime() / 1000),
          reference_id: input.paymentOrderId,
          description: `Apollo 247 payment ${input.paymentOrderId}`,
          notes: { [PAYMENT_ORDER_ID_NOTE]: input.paymentOrderId },
          // The app sends no Razorpay SMS or e-mail: the patient is already on the way to the link.
          notify: { sms: false, email: false },
          reminder_enable: false,
          callback_url: new URL(input.returnPath, config.appOrigin).toString(),
          callback_method: "get",
          options: {
            checkout: {
              config: {
                display: {
                  // LazyPay first, with its benefits; every other method the account has stays below.
                  blocks: { paylater: { name: `${LAZYPAY}: ${LAZYPAY_BENEFITS.join(", ")}`, instruments: [{ method: "paylater", providers: ["lazypay"] }] } },
                  sequence: ["block.paylater"],
                  preferences: { show_default_blocks: true },
                },
              },
            },
          },
        } as unknown as Parameters<typeof rzp.paymentLink.create>[0]),
      );
      if (!link?.short_url || link.amount !== input.amount) throw new PaymentGatewayError("Razorpay answered a payment link without its URL or for another amount");
      return { checkoutUrl: link.short_url };
    },

    async queryStatus(_db, paymentOrderId) {
      const link = await linkOf(paymentOrderId);
      if (!link) return null;
      const status = statusOfLink(link, Date.now());
      const payments = link.payments ?? [];
      const relevant =
        status === "SUCCESS" ? payments.find((p) => p.status === "captured")
        : status === "PENDING" ? payments.find((p) => p.status === "authorized")
        : status === "FAILED" ? [...payments].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0]
        : undefined;
      const record: GatewayPaymentRecord = {
        status,
        amount: status === "SUCCESS" ? link.amount_paid : link.amount,
        paymentMethod: relevant ? await methodOf(relevant) : null,
        bankReference: relevant?.payment_id ?? null,
      };
      return record;
    },

    parseCallback(rawBody, headers): ParsedCallback {
      if (!verifyRazorpaySignature(rawBody, headers.get(RAZORPAY_SIGNATURE_HEADER), config.webhookSecret)) return { ok: false, outcome: "invalid-signature" };
      let body: { event?: unknown; created_at?: unknown; payload?: { payment_link?: { entity?: RazorpayLink }; payment?: { entity?: RazorpayPayment } } };
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, outcome: "malformed" };
      }
      if (!body || typeof body !== "object" || typeof body.event !== "string") return { ok: false, outcome: "malformed" };
      const link = body.payload?.payment_link?.entity;
      const payment = body.payload?.payment?.entity;
      const occurredAt = typeof body.created_at === "number" ? new Date(body.created_at * 1000).toISOString() : new Date().toISOString();

      let paymentOrderId: unknown;
      let status: CallbackStatus;
      let amount: unknown;
      switch (body.event) {
        case "payment_link.paid":
          paymentOrderId = link?.reference_id;
          status = "SUCCESS";
          amount = link?.amount_paid;
          break;
        case "payment_link.cancelled":
          paymentOrderId = link?.reference_id;
          status = "ABORTED";
          amount = link?.amount;
          break;
        case "payment.failed":
          // Only the link's payments carry our id (a link copies its notes onto its payments).
          paymentOrderId = noteOf(payment?.notes);
          if (paymentOrderId === undefined) return { ok: false, outcome: "ignored" };
          status = "FAILED";
          amount = payment?.amount;
          break;
        default:
          // payment_link.expired too: the status query (the result page, the minute's sweep) reports EXPIRED,
          // and only that path gives back the slot and health credits an unpaid booking holds.
          return { ok: false, outcome: "ignored" };
      }
      if (!shortText(paymentOrderId) || !isPaise(amount)) return { ok: false, outcome: "malformed" };
      const entityId = payment?.id ?? link?.id ?? "";
      const eventId = headers.get(RAZORPAY_EVENT_ID_HEADER) ?? `${body.event}:${entityId}`;
      return {
        ok: true,
        event: {
          eventId: eventId.slice(0, 100),
          paymentOrderId,
          status,
          amount,
          paymentMethod: payment ? razorpayMethodName(payment) : null,
          bankReference: shortText(payment?.id) ? payment.id : null,
          occurredAt,
        },
      };
    },

    /**
     * Razorpay's payment downtimes: a netbanking downtime under way of high severity is a bank switched off for now,
     * of medium or low severity a bank failing often. Bank codes become names where we know them.
     */
    async netbankingHealth(): Promise<NetbankingHealth> {
      const list = await call<{ items?: RazorpayDowntime[] }>("read payment downtimes", () => rzp.payments.fetchPaymentDowntime());
      const out: NetbankingHealth = { disabled: [], degraded: [] };
      for (const d of list.items ?? []) {
        if (d.method !== "netbanking" || d.status !== "started") continue;
        const code = String(d.instrument?.bank ?? "").slice(0, 12);
        if (!code) continue;
        out[d.severity === "high" ? "disabled" : "degraded"].push(RAZORPAY_BANK_NAMES[code] ?? code);
      }
      return out;
    },

    async refund(input): Promise<GatewayRefund> {
      let paymentId = input.gatewayPaymentId;
      if (!paymentId) {
        const link = await linkOf(input.paymentOrderId);
        paymentId = link?.payments?.find((p) => p.status === "captured")?.payment_id ?? null;
        if (!paymentId) throw new PaymentGatewayError(`Razorpay has no captured payment for ${input.paymentOrderId} to refund`);
      }
      const pid = paymentId;
      // Asked before (an answer lost on the way): the refund with our reference is the one, never a second.
      const earlier = await call<{ items?: { id: string; amount: number; status: string; receipt?: string | null }[] }>("list the refunds of a payment", () =>
        rzp.payments.fetchMultipleRefund(pid, { count: 100 }),
      );
      const before = earlier.items?.find((r) => r.receipt === input.reference);
      if (before && before.amount !== input.amount) throw new PaymentGatewayError(`Razorpay already has refund ${input.reference} for another amount`);
      const made =
        before ??
        (await call<{ id: string; amount: number; status: string }>("refund a payment", () =>
          rzp.payments.refund(pid, { amount: input.amount, speed: "normal", receipt: input.reference, notes: { [PAYMENT_ORDER_ID_NOTE]: input.paymentOrderId } }),
        ));
      return { refundId: made.id, amount: made.amount, status: made.status === "processed" ? "PROCESSED" : made.status === "failed" ? "FAILED" : "PENDING" };
    },
  };
}

/** A payment downtime as Razorpay lists it (GET /v1/payments/downtimes). */
interface RazorpayDowntime {
  method: string;
  status: string;
  severity: string;
  instrument?: { bank?: string | null } | null;
}

/** Razorpay's bank codes (IFSC prefixes) of the banks patients pay from most. */
export const RAZORPAY_BANK_NAMES: Record<string, string> = {
  HDFC: "HDFC Bank", ICIC: "ICICI Bank", SBIN: "State Bank of India", UTIB: "Axis Bank", KKBK: "Kotak Mahindra Bank",
  PUNB_R: "Punjab National Bank", BARB_R: "Bank of Baroda", YESB: "Yes Bank", IDFB: "IDFC FIRST Bank", INDB: "IndusInd Bank",
  CNRB: "Canara Bank", UBIN: "Union Bank of India", FDRL: "Federal Bank",
};

/** The gateway the RAZORPAY_* variables describe, or null while they are unset. Which gateway runs is chosen at start-up. */
export function razorpayGatewayFromEnv(e: Env = env()) {
  if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET) return null;
  return razorpayGateway({
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: e.RAZORPAY_API_URL,
    appOrigin: e.APP_ORIGIN,
  });
}
