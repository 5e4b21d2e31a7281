/**
 * Payment gateway provider. The app asks a gateway for a hosted checkout, and learns the outcome only from the
 * gateway's signed server-to-server callback or its status query — never from the browser. The local default is
 * a sandbox that really works on one machine (and on several instances sharing one database): its hosted checkout
 * is /pay/{paymentOrderId}, where a tester picks a method and an outcome; its ledger is its own table, apart from
 * the app's payments. PAYMENT_GATEWAY chooses the gateway; in production the sandbox runs only where
 * PAYMENT_SANDBOX=1 allows it (a staging site), and everywhere else its checkout and callback answer 404.
 *
 * Callbacks are JSON, signed with HMAC-SHA256 over the raw body with PAYMENT_WEBHOOK_SECRET, sent in the
 * `x-payment-signature` header as `sha256=<hex>`.
 */
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { env, paymentSandboxEnabled, type PaymentGatewayName } from "../env";
// Razorpay's adapter imports this module's types and error class; it is made only when first asked for, so the cycle is safe.
import { razorpayGatewayFromEnv } from "./razorpay";
import { parseSandboxNetbankingOutage, type NetbankingHealth } from "~/lib/netbanking-outage";

type Db = Kysely<Database> | Transaction<Database>;

export const PAYMENT_SIGNATURE_HEADER = "x-payment-signature";

/** What a gateway reports for a checkout. EXPIRED: the link ran out before anything was paid. */
export type GatewayStatus = "CREATED" | "PENDING" | "SUCCESS" | "FAILED" | "ABORTED" | "EXPIRED";
/** The statuses a callback may carry. */
export type CallbackStatus = "PENDING" | "SUCCESS" | "FAILED" | "ABORTED";

export interface PaymentCallbackEvent {
  eventId: string;
  paymentOrderId: string;
  status: CallbackStatus;
  /** Paise, as the gateway charged it. */
  amount: number;
  paymentMethod: string | null;
  bankReference: string | null;
  occurredAt: string;
}

export interface GatewayPaymentRecord {
  status: GatewayStatus;
  amount: number;
  paymentMethod: string | null;
  bankReference: string | null;
}

export interface CheckoutInput {
  paymentOrderId: string;
  amount: number; // paise
  expiresAt: Date;
  /** Where the hosted checkout sends the browser back once the outcome is known. */
  returnPath: string;
}

/** A callback read in the gateway's own format: the event, or why there is none. */
export type ParsedCallback =
  | { ok: true; event: PaymentCallbackEvent }
  /** ignored: genuine, but about nothing the app acts on (another product's payment, an event it leaves to the status query). */
  | { ok: false; outcome: "invalid-signature" | "malformed" | "ignored" };

export interface RefundInput {
  paymentOrderId: string;
  /** The gateway's id of the captured payment, when the app has it (payments.provider_reference). */
  gatewayPaymentId: string | null;
  /** Paise. */
  amount: number;
  /** Ours, unique per refund: asking twice with the same reference gives back the first refund, never a second. */
  reference: string;
}

export interface GatewayRefund {
  refundId: string;
  amount: number;
  status: "PENDING" | "PROCESSED" | "FAILED";
}

export interface PaymentGateway {
  readonly name: string;
  /** Opens a hosted checkout. `db` is the caller's transaction (the sandbox keeps its ledger there; others ignore it). */
  createCheckout(db: Db, input: CheckoutInput): Promise<{ checkoutUrl: string }>;
  /** The gateway's own record of a payment, or null if it never heard of it. */
  queryStatus(db: Db, paymentOrderId: string): Promise<GatewayPaymentRecord | null>;
  /**
   * Verifies and reads a callback in the gateway's own format. Without it, callbacks are the app's own signed JSON
   * (PAYMENT_SIGNATURE_HEADER), which is what the sandbox sends.
   */
  parseCallback?(rawBody: string, headers: Headers): ParsedCallback;
  /** Gives money back to the payment's source. Without it (the sandbox), a refund is only recorded. */
  refund?(input: RefundInput): Promise<GatewayRefund>;
  /** Banks whose netbanking the gateway reports failing now (the spec's netbanking outage). */
  netbankingHealth?(): Promise<NetbankingHealth>;
}

/** A gateway that refused or could not be reached; the message says which gateway, what was asked and why. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    readonly gatewayCode: string | null = null,
  ) {
    super(message);
    this.name = "PaymentGatewayError";
  }
}

/** The key callbacks are signed with (production refuses to start with the development default). */
export const paymentWebhookSecret = (): string => env().PAYMENT_WEBHOOK_SECRET;

export function signCallbackBody(rawBody: string, secret = paymentWebhookSecret()): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** Constant-time check of a callback's signature over its exact bytes. */
export function verifyCallbackSignature(rawBody: string, header: string | null | undefined, secret = paymentWebhookSecret()): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signCallbackBody(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The sandbox's side: what it records for a checkout, in its own table. */
export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  async createCheckout(db, input) {
    const at = new Date().toISOString();
    await db
      .insertInto("payment_sandbox_transactions")
      .values({
        payment_order_id: input.paymentOrderId,
        amount: input.amount,
        status: "CREATED",
        payment_method: null,
        bank_reference: null,
        expires_at: input.expiresAt.toISOString(),
        return_path: input.returnPath,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { checkoutUrl: `/pay/${encodeURIComponent(input.paymentOrderId)}` };
  },
  async queryStatus(db, paymentOrderId) {
    const row = await db.selectFrom("payment_sandbox_transactions").selectAll().where("payment_order_id", "=", paymentOrderId).executeTakeFirst();
    if (!row) return null;
    const expired = row.status === "CREATED" && Date.parse(row.expires_at) <= Date.now();
    return { status: expired ? "EXPIRED" : (row.status as GatewayStatus), amount: row.amount, paymentMethod: row.payment_method, bankReference: row.bank_reference };
  },
  // The sandbox has no banks: a tester says which are failing (PAYMENT_SANDBOX_NETBANKING_OUTAGE).
  netbankingHealth: async () => parseSandboxNetbankingOutage(env().PAYMENT_SANDBOX_NETBANKING_OUTAGE),
};

/** Each name PAYMENT_GATEWAY accepts, and how its adapter is made (once, from the environment start-up checked). */
const GATEWAYS: Record<PaymentGatewayName, () => PaymentGateway> = {
  sandbox: () => sandboxGateway,
  razorpay: () => {
    const gateway = razorpayGatewayFromEnv();
    if (!gateway) throw new Error("PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET");
    return gateway;
  },
};
const made = new Map<PaymentGatewayName, PaymentGateway>();

/** Whether the sandbox's hosted checkout (/pay/*) and callback are served here; 404 everywhere else. */
export const isPaymentSandboxEnabled = () => paymentSandboxEnabled(env());

let forTesting: PaymentGateway | null = null;

/** The gateway this deployment takes payments through, or null where it is the sandbox and the sandbox is not allowed. */
export function allowedPaymentGateway(): PaymentGateway | null {
  if (forTesting) return forTesting;
  if (env().PAYMENT_GATEWAY === "sandbox" && !isPaymentSandboxEnabled()) return null;
  return paymentGateway();
}

/** The gateway this deployment takes payments through. */
export function paymentGateway(): PaymentGateway {
  if (forTesting) return forTesting;
  const name = env().PAYMENT_GATEWAY;
  // Start-up already refuses this; no payment may reach a sandbox that is not allowed here.
  if (name === "sandbox" && !isPaymentSandboxEnabled()) throw new Error("The payment sandbox is not allowed here (PAYMENT_SANDBOX)");
  let gateway = made.get(name);
  if (!gateway) made.set(name, (gateway = GATEWAYS[name]()));
  return gateway;
}

/** Tests plug in a gateway that answers as they need. */
export function usePaymentGatewayForTesting(gateway: PaymentGateway | null) {
  forTesting = gateway;
}
