/**
 * The sandbox gateway's hosted checkout (/pay/{paymentOrderId}): what a tester sees and chooses there. Choosing an
 * outcome updates the sandbox's own ledger first, then the sandbox sends the app its signed callback — built and
 * signed exactly as it would travel over the wire, and received by the same function the callback route calls
 * (signature check, replay guard, amount check). The browser is only sent back to the result page; it never
 * tells the app how the payment went.
 */
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { badRequest, notFound } from "../domain/errors";
import { paymentOfAccount, receivePaymentCallback, type CallbackResult } from "../domain/payments/payments";
import { isPaymentSandboxEnabled, signCallbackBody, type CallbackStatus, type PaymentCallbackEvent } from "./payment-gateway";
import { ONLINE_PAYMENT_METHODS, ORDER_ID_EXPIRED, PAYMENT_LINK_EXPIRED_MESSAGE, UPI_ID_NOT_VALID, isValidUpiId, type PaymentMethodName } from "~/lib/payment-status";
import { log } from "~/.server/log";

export const SANDBOX_OUTCOMES = ["success", "failure", "pending", "abort"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const STATUS_OF: Record<SandboxOutcome, CallbackStatus> = { success: "SUCCESS", failure: "FAILED", pending: "PENDING", abort: "ABORTED" };

export interface SandboxCheckout {
  paymentOrderId: string;
  amount: number; // paise
  healthCreditsUsed: number;
  /** CREATED (waiting for the patient), PENDING (the bank has not answered), or a final status. */
  status: string;
  expired: boolean;
  expiresAt: string;
  paymentMethod: string | null;
  returnPath: string;
}

/** The checkout of one of this account's payments; NOT_FOUND for anyone else's, and wherever the sandbox is not allowed. */
export async function sandboxCheckoutOfAccount(db: Kysely<Database>, accountId: number, paymentOrderId: string, now = new Date()): Promise<SandboxCheckout> {
  if (!isPaymentSandboxEnabled()) throw notFound("Payment not found");
  const payment = await paymentOfAccount(db, accountId, paymentOrderId);
  const row = await db.selectFrom("payment_sandbox_transactions").selectAll().where("payment_order_id", "=", payment.payment_order_id).executeTakeFirst();
  if (!row) throw notFound("Payment not found");
  return {
    paymentOrderId: row.payment_order_id,
    amount: row.amount,
    healthCreditsUsed: payment.health_credits_used,
    status: row.status,
    expired: row.status === "CREATED" && Date.parse(row.expires_at) <= now.getTime(),
    expiresAt: row.expires_at,
    paymentMethod: row.payment_method,
    returnPath: row.return_path,
  };
}

export interface SandboxChoice {
  outcome: string;
  method: string;
  upiId?: string | null;
}

/** How the sandbox reaches the app. In-process by default; tests may drop or capture callbacks. */
export type CallbackDelivery = (rawBody: string, signature: string) => Promise<CallbackResult | null>;

/**
 * The tester's choice on the hosted checkout. A fresh checkout takes any outcome; a pending one only the bank's
 * final answer (success or failure). An expired link takes nothing: ORDER_ID_EXPIRED.
 */
export async function completeSandboxCheckout(
  db: Kysely<Database>,
  accountId: number,
  paymentOrderId: string,
  choice: SandboxChoice,
  opts: { now?: Date; deliver?: CallbackDelivery } = {},
): Promise<{ returnPath: string; callback: CallbackResult | null }> {
  const now = opts.now ?? new Date();
  const checkout = await sandboxCheckoutOfAccount(db, accountId, paymentOrderId, now);
  if (checkout.expired) throw badRequest(PAYMENT_LINK_EXPIRED_MESSAGE, { code: ORDER_ID_EXPIRED });
  if (!(SANDBOX_OUTCOMES as readonly string[]).includes(choice.outcome)) throw badRequest("Choose how the payment should end", { fieldErrors: { outcome: "Choose how the payment should end" } });
  const outcome = choice.outcome as SandboxOutcome;
  const pendingAtBank = checkout.status === "PENDING";
  if (checkout.status !== "CREATED" && !pendingAtBank) throw badRequest("This payment is already complete");
  if (pendingAtBank && outcome !== "success" && outcome !== "failure") throw badRequest("The bank can only confirm or decline a pending payment");
  const method = pendingAtBank ? (checkout.paymentMethod as PaymentMethodName) : choice.method;
  if (!(ONLINE_PAYMENT_METHODS as readonly string[]).includes(method)) throw badRequest("Choose a payment method", { fieldErrors: { method: "Choose a payment method" } });
  if (!pendingAtBank && method === "UPI" && !isValidUpiId(choice.upiId ?? "")) throw badRequest(UPI_ID_NOT_VALID, { fieldErrors: { upiId: UPI_ID_NOT_VALID } });

  const status = STATUS_OF[outcome];
  const bankReference = status === "SUCCESS" || status === "PENDING" ? `SBX${crypto.randomBytes(6).toString("hex").toUpperCase()}` : null;
  // Conditional on what was read, so a double submit moves the ledger once.
  let update = db
    .updateTable("payment_sandbox_transactions")
    .set({ status, payment_method: method, bank_reference: bankReference, updated_at: now.toISOString(), events_sent: (eb) => eb("events_sent", "+", 1) })
    .where("payment_order_id", "=", checkout.paymentOrderId)
    .where("status", "=", checkout.status);
  if (!pendingAtBank) update = update.where("expires_at", ">", now.toISOString());
  const moved = await update.executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw badRequest("This payment is already complete");

  const event: PaymentCallbackEvent = {
    eventId: `evt_${crypto.randomBytes(12).toString("hex")}`,
    paymentOrderId: checkout.paymentOrderId,
    status,
    amount: checkout.amount,
    paymentMethod: method,
    bankReference,
    occurredAt: now.toISOString(),
  };
  const rawBody = JSON.stringify(event);
  const deliver = opts.deliver ?? ((body, signature) => receivePaymentCallback(db, body, signature));
  let callback: CallbackResult | null = null;
  try {
    callback = await deliver(rawBody, signCallbackBody(rawBody));
  } catch (e) {
    // A lost callback is what status queries are for: the result page asks the sandbox and settles from its answer.
    log.warn({ event: "PAYMENT_SANDBOX_CALLBACK_FAILED", paymentOrderId: checkout.paymentOrderId, message: String((e as Error)?.message ?? e) });
  }
  return { returnPath: checkout.returnPath, callback };
}
