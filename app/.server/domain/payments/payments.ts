/**
 * Payments for any bookable kind (lab tests now; radiology, health checks and consults later). A payment is one
 * attempt to pay for one order (`order_kind` + `order_ref`); a retry is a new attempt for the same order.
 *
 * A payment's status changes only here, and only from what the gateway says: its signed callback
 * (`receivePaymentCallback`) or its status query (`getPaymentStatus` reconciles a pending payment) — never because
 * the browser says so. Each change runs in one transaction with `paymentOutcomeFor(kind)`, so a payment and its
 * order never disagree, and a replayed callback (same event id) finds its id already recorded and changes nothing.
 */
import crypto from "node:crypto";
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from "kysely";
import type { Database, PaymentTable } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { categoryOfKind, orderSucceededLabel, orderSucceededPath, payableKind, type SettledPayment, type StartPaymentInput } from "./payable-kinds";
import { restoreHealthCredits } from "../health-credits/health-credits";
import {
  allowedPaymentGateway,
  isPaymentSandboxEnabled,
  PAYMENT_SIGNATURE_HEADER,
  paymentGateway,
  verifyCallbackSignature,
  type CallbackStatus,
  type PaymentCallbackEvent,
} from "../../providers/payment-gateway";
import { PAYMENT_STATUS } from "~/lib/order-status";
import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { formatPrice } from "~/lib/price";
import {
  ORDER_ID_EXPIRED,
  PAYMENT_LINK_EXPIRED_MESSAGE,
  PAYMENT_LINK_TTL_MINUTES,
  PAYMENT_POLL_INTERVAL_MS,
  canRetryPayment,
  isPaymentMethodName,
  REFUND_STATUS,
  paymentFailureType,
  paymentMethodName,
  paymentResultMessage,
  paymentResultOf,
  type PaymentFailureType,
  type PaymentResult,
} from "~/lib/payment-status";
import { log } from "~/.server/log";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

export { PAYMENT_LINK_TTL_MINUTES };

type Db = Kysely<Database> | Transaction<Database>;
type PaymentRow = Selectable<PaymentTable>;

export type { StartPaymentInput, SettledPayment };

export interface StartedPayment {
  paymentOrderId: string;
  paymentLinkURL: string;
  paymentLinkExpiry: string;
}

const isPaise = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;

/** Unguessable, and short enough for a URL and a bank statement. */
export const newPaymentOrderId = () => `PAY${crypto.randomBytes(10).toString("hex").toUpperCase()}`;

/**
 * Opens a payment for an order the caller has just written (booking calls it in its transaction): a PENDING
 * payment with a hosted-checkout link valid for PAYMENT_LINK_TTL_MINUTES.
 */
export async function startPayment(trx: Transaction<Database>, input: StartPaymentInput, now = new Date()): Promise<StartedPayment> {
  if (!isPaise(input.amount) || input.amount <= 0) throw badRequest("Nothing to pay online");
  if (!isPaise(input.healthCreditsUsed)) throw badRequest("Invalid health credits");
  const category = categoryOfKind(input.orderKind);
  if (!category) throw badRequest(`Payments for ${input.orderKind} are not available`);
  await payableKind(input.orderKind).checkStart(trx, input);
  const paymentOrderId = newPaymentOrderId();
  const expiresAt = new Date(now.getTime() + PAYMENT_LINK_TTL_MINUTES * 60_000);
  const { checkoutUrl } = await paymentGateway().createCheckout(trx, {
    paymentOrderId,
    amount: input.amount,
    expiresAt,
    returnPath: `/payments/${category}/${input.orderRef}`,
  });
  await trx
    .insertInto("payments")
    .values({
      payment_order_id: paymentOrderId,
      order_kind: input.orderKind,
      order_ref: input.orderRef,
      account_id: input.accountId,
      amount: input.amount,
      health_credits_used: input.healthCreditsUsed,
      payment_method: null,
      payment_status: PAYMENT_STATUS.PENDING,
      payment_link_url: checkoutUrl,
      payment_link_expiry: expiresAt.toISOString(),
      provider_reference: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return { paymentOrderId, paymentLinkURL: checkoutUrl, paymentLinkExpiry: expiresAt.toISOString() };
}

/**
 * Records that an order will be paid in cash when the service is given (cash on delivery): a COD payment row, so
 * the account's payments list it like any other. Once per order: recording it again changes nothing.
 */
export async function recordCashOnDelivery(trx: Db, input: { orderKind: string; orderRef: number; accountId: number; amount: number; healthCreditsUsed: number; at?: string }) {
  if (!isPaise(input.amount) || !isPaise(input.healthCreditsUsed)) throw badRequest("Invalid amount");
  const at = input.at ?? new Date().toISOString();
  await trx
    .insertInto("payments")
    .values({
      payment_order_id: input.orderKind === "DIAGNOSTIC" ? `COD${input.orderRef}` : `COD-${input.orderKind}-${input.orderRef}`,
      order_kind: input.orderKind,
      order_ref: input.orderRef,
      account_id: input.accountId,
      amount: input.amount,
      health_credits_used: input.healthCreditsUsed,
      payment_method: "COD",
      payment_status: PAYMENT_STATUS.COD,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("payment_order_id").doNothing())
    .execute();
}

/** A payment of this account, or NOT_FOUND — the same answer for someone else's id as for no id at all. */
export async function paymentOfAccount(db: Db, accountId: number, paymentOrderId: string): Promise<PaymentRow> {
  const row = await db
    .selectFrom("payments")
    .selectAll()
    .where("payment_order_id", "=", String(paymentOrderId).slice(0, 64))
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) throw notFound("Payment not found");
  return row;
}

const settledOf = (p: PaymentRow, method: string | null): SettledPayment => ({
  paymentOrderId: p.payment_order_id,
  orderKind: p.order_kind,
  orderRef: p.order_ref,
  accountId: p.account_id,
  amount: p.amount,
  paymentMethod: method,
});

/** Which stored status may follow which. A settled success never goes back; a bank's late success still counts. */
function mayMove(from: string, to: CallbackStatus): boolean {
  if (from === PAYMENT_STATUS.PENDING) return to !== PAYMENT_STATUS.PENDING;
  if (from === PAYMENT_STATUS.FAILED || from === PAYMENT_STATUS.ABORTED) return to === PAYMENT_STATUS.SUCCESS;
  return false;
}

/**
 * Applies what the gateway reported to one payment and its order, inside the caller's transaction. Returns
 * whether anything changed. The order is locked first and the payment read again under that lock, so reports
 * racing on one order (two attempts, a callback and the expiry sweep) apply one after another, each to what the
 * one before left.
 */
async function applyGatewayStatus(
  trx: Transaction<Database>,
  reported: PaymentRow,
  status: CallbackStatus,
  detail: { paymentMethod: string | null; bankReference: string | null },
  now: Date,
): Promise<boolean> {
  const kind = payableKind(reported.order_kind);
  await kind.lockOrder(trx, reported.order_ref);
  const payment = await trx.selectFrom("payments").selectAll().where("id", "=", reported.id).executeTakeFirstOrThrow();
  const method = isPaymentMethodName(detail.paymentMethod) ? detail.paymentMethod : payment.payment_method;
  if (!mayMove(payment.payment_status, status)) {
    // A pending report may still tell us the method the patient chose.
    if (status === PAYMENT_STATUS.PENDING && payment.payment_status === PAYMENT_STATUS.PENDING && method !== payment.payment_method) {
      await trx.updateTable("payments").set({ payment_method: method, updated_at: now.toISOString() }).where("id", "=", payment.id).where("payment_status", "=", PAYMENT_STATUS.PENDING).execute();
    }
    return false;
  }
  const updated = await trx
    .updateTable("payments")
    .set({ payment_status: status, payment_method: method, provider_reference: detail.bankReference ?? payment.provider_reference, updated_at: now.toISOString() })
    .where("id", "=", payment.id)
    .where("payment_status", "=", payment.payment_status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;

  const settled = settledOf(payment, method);
  if (status === PAYMENT_STATUS.SUCCESS) {
    // Two attempts that both went through (a late success after a retry): the order is paid once, the other is given back.
    const paidBefore = await trx
      .selectFrom("payments")
      .select("id")
      .where("order_kind", "=", payment.order_kind)
      .where("order_ref", "=", payment.order_ref)
      .where("payment_status", "=", PAYMENT_STATUS.SUCCESS)
      .where("id", "!=", payment.id)
      .executeTakeFirst();
    if (paidBefore) await refundPayment(trx, payment.payment_order_id, payment.amount, { refundType: "DUPLICATE_PAYMENT", now });
    // The order stopped waiting (its link expired and released the slot and credits, or it was cancelled): the
    // money goes back rather than paying for a booking that no longer holds anything.
    else if (!(await kind.awaitsPayment(trx, payment.order_ref))) await refundPayment(trx, payment.payment_order_id, payment.amount, { refundType: "LATE_PAYMENT", now });
    else await kind.onSuccess(trx, settled);
  } else if (status === PAYMENT_STATUS.FAILED || status === PAYMENT_STATUS.ABORTED) {
    // Only the latest attempt speaks for the order: an old attempt failing must not fail an order a newer one pays.
    const newer = await trx.selectFrom("payments").select("id").where("order_kind", "=", payment.order_kind).where("order_ref", "=", payment.order_ref).where("id", ">", payment.id).executeTakeFirst();
    if (!newer) await kind.onFailure(trx, settled, status);
  }
  return true;
}

export type CallbackOutcome =
  | "applied"
  | "unchanged"
  | "duplicate"
  | "invalid-signature"
  | "malformed"
  | "ignored"
  | "unknown-payment"
  | "amount-mismatch"
  | "not-found";

export interface CallbackResult {
  /** What the callback route answers the gateway with. */
  httpStatus: number;
  outcome: CallbackOutcome;
}

const CALLBACK_STATUSES: readonly string[] = ["PENDING", "SUCCESS", "FAILED", "ABORTED"];

function parseCallback(rawBody: string): PaymentCallbackEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const e = v as Record<string, unknown>;
  const shortText = (x: unknown) => typeof x === "string" && x.length > 0 && x.length <= 100;
  if (!shortText(e.eventId) || !shortText(e.paymentOrderId) || !CALLBACK_STATUSES.includes(String(e.status)) || !isPaise(e.amount)) return null;
  if (e.paymentMethod != null && typeof e.paymentMethod !== "string") return null;
  if (e.bankReference != null && !shortText(e.bankReference)) return null;
  return {
    eventId: e.eventId as string,
    paymentOrderId: e.paymentOrderId as string,
    status: e.status as CallbackStatus,
    amount: e.amount as number,
    paymentMethod: (e.paymentMethod as string | null) ?? null,
    bankReference: (e.bankReference as string | null) ?? null,
    occurredAt: typeof e.occurredAt === "string" ? e.occurredAt : "",
  };
}

class CallbackRefused extends Error {
  constructor(readonly result: CallbackResult) {
    super(result.outcome);
  }
}

/**
 * The sandbox's server-to-server callback (POST /resources/payment-callback). Where the sandbox is not allowed it
 * does not exist (404). The signature is checked over the exact bytes received before anything is read from them.
 */
export async function receivePaymentCallback(db: Kysely<Database>, rawBody: string, signature: string | null, now = new Date()): Promise<CallbackResult> {
  if (!isPaymentSandboxEnabled()) return { httpStatus: 404, outcome: "not-found" };
  if (!verifyCallbackSignature(rawBody, signature)) return { httpStatus: 401, outcome: "invalid-signature" };
  const event = parseCallback(rawBody);
  if (!event) return { httpStatus: 400, outcome: "malformed" };
  return applyPaymentEvent(db, event, now);
}

/**
 * A callback as the current gateway sends it: a gateway with its own format (Razorpay's webhooks) verifies and reads
 * it itself; otherwise it is the app's own signed JSON. Either way the event goes through the same replay guard,
 * amount check and status rules.
 */
export async function receiveGatewayCallback(db: Kysely<Database>, rawBody: string, headers: Headers, now = new Date()): Promise<CallbackResult> {
  const gateway = allowedPaymentGateway();
  // No gateway here (the sandbox where it is not allowed): receivePaymentCallback answers 404 for it.
  if (!gateway?.parseCallback) return receivePaymentCallback(db, rawBody, headers.get(PAYMENT_SIGNATURE_HEADER), now);
  const parsed = gateway.parseCallback(rawBody, headers);
  if (parsed.ok) return applyPaymentEvent(db, parsed.event, now);
  // A genuine event the app does not act on is acknowledged, or the gateway would keep retrying it.
  return { httpStatus: { "invalid-signature": 401, malformed: 400, ignored: 200 }[parsed.outcome], outcome: parsed.outcome };
}

/**
 * A gateway event whose signature its receiver has verified (a real gateway's webhook route maps its own body to a
 * PaymentCallbackEvent and hands it here). In one transaction the event id is recorded (a replay finds it and
 * stops), the payment is matched by id and amount, and the payment and its order move together. A refused event
 * rolls back whole: nothing changes.
 */
export async function applyPaymentEvent(db: Kysely<Database>, event: PaymentCallbackEvent, now = new Date()): Promise<CallbackResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto("payment_callbacks")
        .values({ event_id: event.eventId, payment_order_id: event.paymentOrderId, payment_status: event.status, received_at: now.toISOString() })
        .onConflict((oc) => oc.column("event_id").doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!recorded) return { httpStatus: 200, outcome: "duplicate" as const };
      const payment = await trx.selectFrom("payments").selectAll().where("payment_order_id", "=", event.paymentOrderId).executeTakeFirst();
      if (!payment) throw new CallbackRefused({ httpStatus: 404, outcome: "unknown-payment" });
      if (payment.amount !== event.amount) throw new CallbackRefused({ httpStatus: 409, outcome: "amount-mismatch" });
      const applied = await applyGatewayStatus(trx, payment, event.status, event, now);
      return { httpStatus: 200, outcome: applied ? ("applied" as const) : ("unchanged" as const) };
    });
  } catch (e) {
    if (e instanceof CallbackRefused) {
      log.warn({ event: "PAYMENT_CALLBACK_REFUSED", outcome: e.result.outcome, paymentOrderId: event.paymentOrderId });
      return e.result;
    }
    throw e;
  }
}

/**
 * Asks the gateway about a payment still pending here and applies a final answer (a callback lost on the way,
 * or a link that expired unpaid, which counts as aborted). Returns the payment as stored afterwards.
 */
async function reconcilePending(db: Kysely<Database>, payment: PaymentRow, now = new Date()): Promise<PaymentRow> {
  if (payment.payment_status !== PAYMENT_STATUS.PENDING) return payment;
  return db.transaction().execute(async (trx) => {
    const record = await paymentGateway().queryStatus(trx, payment.payment_order_id);
    if (!record || record.status === "CREATED" || record.status === "PENDING") return payment;
    if (record.status !== "EXPIRED" && record.amount !== payment.amount) {
      log.warn({ event: "PAYMENT_STATUS_AMOUNT_MISMATCH", paymentOrderId: payment.payment_order_id });
      return payment;
    }
    const status: CallbackStatus = record.status === "EXPIRED" ? "ABORTED" : record.status;
    const applied = await applyGatewayStatus(trx, payment, status, record, now);
    if (applied && record.status === "EXPIRED") {
      const newer = await trx.selectFrom("payments").select("id").where("order_kind", "=", payment.order_kind).where("order_ref", "=", payment.order_ref).where("id", ">", payment.id).executeTakeFirst();
      if (!newer) await payableKind(payment.order_kind).onLinkExpired(trx, payment.order_ref);
    }
    return trx.selectFrom("payments").selectAll().where("id", "=", payment.id).executeTakeFirstOrThrow();
  });
}

/** How often every instance looks for payment links that ran out unpaid. */
export const PAYMENT_LINK_SWEEP_MS = 60_000;

/**
 * Releases what unpaid, expired payment links still hold (the slot's place, the health credits) without waiting
 * for the patient to come back and ask: each pending payment whose link has run out is reconciled with the
 * gateway exactly as a status query would, through the same conditional update, so two instances sweeping at once
 * release it once. A payment the bank is still working on stays pending. Returns how many were settled.
 */
export async function releaseExpiredPaymentLinks(db: Kysely<Database>, now = new Date(), limit = 100): Promise<number> {
  const expired = await db
    .selectFrom("payments")
    .selectAll()
    .where("payment_status", "=", PAYMENT_STATUS.PENDING)
    .where("payment_link_expiry", "<=", now.toISOString())
    .orderBy("id")
    .limit(limit)
    .execute();
  let settled = 0;
  for (const payment of expired) {
    if ((await reconcilePending(db, payment, now)).payment_status !== PAYMENT_STATUS.PENDING) settled++;
  }
  if (settled) log.info({ event: "PAYMENT_LINKS_EXPIRED", settled });
  return settled;
}

let sweepTimer: ReturnType<typeof setInterval> | null = null;

/** Sweeps now (links may have run out while no instance was up) and then every PAYMENT_LINK_SWEEP_MS. */
export function startPaymentLinkSweep(db: Kysely<Database>, everyMs = PAYMENT_LINK_SWEEP_MS) {
  if (sweepTimer) return;
  const tick = () => void releaseExpiredPaymentLinks(db).catch((e) => log.error({ event: "PAYMENT_LINK_SWEEP_FAILED", reason: (e as Error).message }));
  tick();
  sweepTimer = setInterval(tick, everyMs);
  sweepTimer.unref?.();
}

export interface PaymentStatusView {
  orderId: number;
  category: string;
  paymentOrderId: string | null;
  paymentStatus: PaymentResult;
  failureType: PaymentFailureType | null;
  message: string | null;
  /** Paise. */
  amount: number;
  healthCreditsUsed: number;
  paymentMethod: string;
  canRetry: boolean;
  /** The hosted checkout, while it can still be paid. */
  paymentLinkURL: string | null;
  paymentLinkExpiry: string | null;
  /** The spec's paymentLinkMessage while the link can be paid. */
  paymentLinkMessage: string | null;
  /** ORDER_ID_EXPIRED when the attempt ended because its link ran out unpaid. */
  errorCode: string | null;
  orderSucceededPath: string | null;
  orderSucceededLabel: string;
  pollIntervalMs: number;
}

const latestPayment = (db: Db, accountId: number, orderKind: string, orderRef: number) =>
  db
    .selectFrom("payments")
    .selectAll()
    .where("account_id", "=", accountId)
    .where("order_kind", "=", orderKind)
    .where("order_ref", "=", orderRef)
    .orderBy("id", "desc")
    .executeTakeFirst();

/**
 * The payment status of an order, for its owner only (NOT_FOUND otherwise): the latest attempt, reconciled with the
 * gateway while pending. An order paid by cash on delivery answers `cod`.
 */
export async function getPaymentStatus(db: Kysely<Database>, accountId: number, orderKind: string, orderRef: number, now = new Date()): Promise<PaymentStatusView> {
  const kind = payableKind(orderKind);
  const category = kind.category;
  const paymentType = await kind.paymentTypeOf(db, accountId, orderRef);
  const base = { orderId: orderRef, category, pollIntervalMs: PAYMENT_POLL_INTERVAL_MS, orderSucceededPath: orderSucceededPath(orderKind, orderRef), orderSucceededLabel: orderSucceededLabel(orderKind) };
  let payment = await latestPayment(db, accountId, orderKind, orderRef);
  if (!payment) {
    const result: PaymentResult = paymentType === "COD" ? "cod" : "unknown";
    return {
      ...base, paymentOrderId: null, paymentStatus: result, failureType: null, message: null, amount: 0, healthCreditsUsed: 0,
      paymentMethod: paymentMethodName(result === "cod" ? "COD" : null), canRetry: false, paymentLinkURL: null, paymentLinkExpiry: null,
      paymentLinkMessage: null, errorCode: null,
    };
  }
  payment = await reconcilePending(db, payment, now);
  const result = paymentResultOf(payment.payment_status);
  // Not yet tried (a pending report from the bank records the method): the patient can still pay at the link.
  const linkOpen = result === "pending" && !payment.payment_method && !!payment.payment_link_expiry && Date.parse(payment.payment_link_expiry) > now.getTime();
  // Aborted with no method chosen and the link run out: the gateway reported it expired, nothing was taken.
  const linkExpired = result === "aborted" && !payment.payment_method && !!payment.payment_link_expiry && Date.parse(payment.payment_link_expiry) <= now.getTime();
  return {
    ...base,
    paymentOrderId: payment.payment_order_id,
    paymentStatus: result,
    failureType: paymentFailureType(result),
    message: linkExpired ? PAYMENT_LINK_EXPIRED_MESSAGE : paymentResultMessage(result),
    amount: payment.amount,
    healthCreditsUsed: payment.health_credits_used,
    paymentMethod: paymentMethodName(payment.payment_method),
    canRetry: canRetryPayment(result, paymentType) && (await kind.awaitsPayment(db, orderRef)),
    paymentLinkURL: linkOpen ? payment.payment_link_url : null,
    paymentLinkExpiry: payment.payment_link_expiry,
    paymentLinkMessage: linkOpen
      ? `Pay ${formatPrice(payment.amount / 100)} before ${format(new TZDate(payment.payment_link_expiry!, INDIA_TIME_ZONE), "h:mm a, dd MMM")} using this link.`
      : null,
    errorCode: linkExpired ? ORDER_ID_EXPIRED : null,
  };
}

/**
 * "Retry payment": a new attempt for the same order, for the same amount, allowed only after a failed or aborted
 * attempt of an online order that still awaits its money ("Retry of cash on delivery is always disabled"). An
 * order has at most one open attempt: retries of one order wait for each other on the order's lock and check again
 * under it (migration 0014's index refuses a second open attempt at the database too).
 */
export async function retryPayment(db: Kysely<Database>, accountId: number, orderKind: string, orderRef: number, now = new Date()): Promise<StartedPayment> {
  const status = await getPaymentStatus(db, accountId, orderKind, orderRef, now);
  if (!status.canRetry) {
    throw badRequest(status.paymentStatus === "cod" ? "Retry is not available for cash on delivery" : "This payment cannot be retried now");
  }
  const kind = payableKind(orderKind);
  return db.transaction().execute(async (trx) => {
    await kind.lockOrder(trx, orderRef);
    const last = await latestPayment(trx, accountId, orderKind, orderRef);
    // Someone (another tab) retried meanwhile, or the failed attempt went through late: nothing to retry.
    const stillRetryable =
      !!last &&
      last.payment_order_id === status.paymentOrderId &&
      canRetryPayment(paymentResultOf(last.payment_status), null) &&
      (await kind.awaitsPayment(trx, orderRef));
    if (!stillRetryable) throw badRequest("This payment cannot be retried now");
    return startPayment(trx, { orderKind, orderRef, accountId, amount: last.amount, healthCreditsUsed: last.health_credits_used }, now);
  });
}

export interface RefundOptions {
  /** The order the refund belongs to (for lab tests, one patient's order; defaults to the kind's choice). */
  orderId?: number;
  itemIds?: number[];
  refundType?: string;
  now?: Date;
}

/**
 * Gives money back to the source of a successful payment: the gateway is asked to refund (the sandbox only
 * records it), a refunds row (mode SOURCE) is written, and the payment is marked REFUND once all of it is back.
 * Never more than was paid. Every refund of money goes through here.
 *
 * The gateway is asked inside the caller's transaction, with a reference made from the payment and how many
 * refunds it had before: if the transaction then rolls back and the patient tries again, the same reference
 * gets the gateway's first refund back, never a second one. A gateway that refuses throws, and nothing is written.
 */
export async function refundPayment(trx: Transaction<Database>, paymentOrderId: string, amountPaise: number, opts: RefundOptions = {}) {
  const payment = await trx.selectFrom("payments").selectAll().where("payment_order_id", "=", paymentOrderId).executeTakeFirst();
  if (!payment) throw notFound("Payment not found");
  if (payment.payment_status !== PAYMENT_STATUS.SUCCESS && payment.payment_status !== PAYMENT_STATUS.REFUND) throw badRequest("Only a successful payment can be refunded");
  if (!isPaise(amountPaise) || amountPaise <= 0) throw badRequest("Invalid refund amount");
  const before = await trx
    .selectFrom("refunds")
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>("amount_refunded"), eb.lit(0)).as("total"), eb.fn.countAll<number>().as("n")])
    .where("payment_order_id", "=", paymentOrderId)
    .executeTakeFirstOrThrow();
  const refundedTotal = Number(before.total) + amountPaise;
  if (refundedTotal > payment.amount) throw badRequest("A refund cannot exceed the amount paid");
  const at = (opts.now ?? new Date()).toISOString();
  const orderId = opts.orderId ?? (await payableKind(payment.order_kind).refundOrderId(trx, payment.order_ref)) ?? payment.order_ref;
  const gateway = paymentGateway();
  const made = gateway.refund
    ? await gateway.refund({ paymentOrderId, gatewayPaymentId: payment.provider_reference, amount: amountPaise, reference: `${paymentOrderId}-R${Number(before.n) + 1}` })
    : null;
  if (made?.status === "FAILED") throw badRequest("The refund could not be made. Please try again or contact customer care.");
  await trx
    .insertInto("refunds")
    .values({
      order_kind: payment.order_kind,
      order_id: orderId,
      payment_order_id: paymentOrderId,
      amount_refunded: amountPaise,
      item_ids: JSON.stringify(opts.itemIds ?? []),
      refund_type: opts.refundType ?? "CANCELLATION",
      refund_mode: "SOURCE",
      destination: null,
      status: made?.status === "PROCESSED" ? REFUND_STATUS.COMPLETED : REFUND_STATUS.INITIATED,
      gateway_refund_id: made?.refundId ?? null,
      created_at: at,
    })
    .execute();
  const fullyRefunded = refundedTotal === payment.amount;
  if (fullyRefunded) await trx.updateTable("payments").set({ payment_status: PAYMENT_STATUS.REFUND, updated_at: at }).where("id", "=", payment.id).execute();
  return { refundedTotal, fullyRefunded };
}

/** The payment that paid for an order (the latest successful one, or one since refunded), if any. */
export function paidPayment(db: Db, orderKind: string, orderRef: number) {
  return db
    .selectFrom("payments")
    .select(["payment_order_id", "amount"])
    .where("order_kind", "=", orderKind)
    .where("order_ref", "=", orderRef)
    .where("payment_status", "in", [PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.REFUND])
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export interface OrderRefund {
  orderKind: string;
  orderId: number;
  /** Paise. */
  amount: number;
  itemIds?: number[];
  refundType: string;
  now?: Date;
}

/** Health credits an order used, given back (a cancellation): a completed refunds row and the balance restored. */
export async function refundToHealthCredits(trx: Transaction<Database>, accountId: number, r: OrderRefund): Promise<void> {
  if (!isPaise(r.amount) || r.amount <= 0) return;
  await trx
    .insertInto("refunds")
    .values({
      order_kind: r.orderKind, order_id: r.orderId, payment_order_id: null, amount_refunded: r.amount, item_ids: JSON.stringify(r.itemIds ?? []),
      refund_type: r.refundType, refund_mode: "HEALTH_CREDITS", destination: null, status: REFUND_STATUS.COMPLETED, created_at: (r.now ?? new Date()).toISOString(),
    })
    .execute();
  await restoreHealthCredits(trx, accountId, r.amount);
}

/** A refund the patient asked for to a bank account or UPI id (a rejected sample): recorded as requested. */
export async function requestRefund(trx: Transaction<Database>, r: OrderRefund & { mode: "UPI" | "BANK"; destination: string | null }): Promise<void> {
  if (!isPaise(r.amount) || r.amount <= 0) throw badRequest("Invalid refund amount");
  await trx
    .insertInto("refunds")
    .values({
      order_kind: r.orderKind, order_id: r.orderId, payment_order_id: null, amount_refunded: r.amount, item_ids: JSON.stringify(r.itemIds ?? []),
      refund_type: r.refundType, refund_mode: r.mode, destination: r.destination, status: REFUND_STATUS.REQUESTED, created_at: (r.now ?? new Date()).toISOString(),
    })
    .execute();
}

/** Paise already refunded for an order, of one refund type, by mode. */
export async function refundedForOrder(db: Db, orderKind: string, orderId: number, refundType: string): Promise<{ mode: string; amount: number }[]> {
  const rows = await db.selectFrom("refunds").select(["refund_mode", "amount_refunded"]).where("order_kind", "=", orderKind).where("order_id", "=", orderId).where("refund_type", "=", refundType).execute();
  return rows.map((r) => ({ mode: r.refund_mode, amount: r.amount_refunded }));
}

/** An order's refunds, oldest first (lab orders' pages show them). */
export function refundsOfOrders(db: Db, orderKind: string, orderIds: number[]) {
  return db.selectFrom("refunds").selectAll().where("order_kind", "=", orderKind).where("order_id", "in", orderIds.length ? orderIds : [-1]).orderBy("id").execute();
}

export interface PaymentListEntry {
  /** Null for cash on delivery: nothing went through a gateway. */
  paymentOrderId: string | null;
  orderKind: string;
  orderId: number;
  /** What the patient reads as the order number, when the kind has one. */
  orderDisplayId: string | null;
  /** The result page of this order's payment. */
  paymentPath: string | null;
  amount: number; // paise
  healthCreditsUsed: number;
  paymentMethod: string;
  paymentStatus: PaymentResult;
  createdAt: string;
}

export const PAYMENTS_PAGE_LIMIT = 10;

/** A cash-on-delivery order that booking did not record as a COD payment row (older orders, seeded ones). */
const noPaymentRow = (eb: ExpressionBuilder<Database, "diagnostic_parent_orders">) =>
  eb.not(
    eb.exists(
      eb.selectFrom("payments").select("payments.id").whereRef("payments.order_ref", "=", "diagnostic_parent_orders.id").where("payments.order_kind", "=", "DIAGNOSTIC"),
    ),
  );

/** Newest first; within one millisecond, the later order, then the later attempt. */
const newestFirst = (a: { createdAt: string; orderId: number; tie: number }, b: { createdAt: string; orderId: number; tie: number }) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.orderId !== b.orderId ? b.orderId - a.orderId : b.tie - a.tie;

/**
 * The account's payments, newest first, a page at a time: every gateway attempt, and the lab-test orders paid by
 * cash on delivery (method COD), which never reach a gateway.
 */
export async function listPayments(db: Kysely<Database>, accountId: number, page: { limit?: number; offset?: number } = {}) {
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? PAYMENTS_PAGE_LIMIT), 1), 50);
  const offset = Math.min(Math.max(Math.trunc(page.offset ?? 0), 0), 100_000);
  // Two sources merged by date: the newest offset + limit of each hold the page.
  const upTo = offset + limit;
  const [rows, cod, paymentCount, codCount] = await Promise.all([
    db.selectFrom("payments").selectAll().where("account_id", "=", accountId).orderBy("created_at", "desc").orderBy("id", "desc").limit(upTo).execute(),
    db
      .selectFrom("diagnostic_parent_orders")
      .select(["id", "display_id", "to_pay", "health_credits_used", "created_at"])
      .where("account_id", "=", accountId)
      .where("payment_type", "=", "COD")
      .where(noPaymentRow)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(upTo)
      .execute(),
    db.selectFrom("payments").select((eb) => eb.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow(),
    db.selectFrom("diagnostic_parent_orders").select((eb) => eb.fn.countAll<number>().as("n")).where("account_id", "=", accountId).where("payment_type", "=", "COD").where(noPaymentRow).executeTakeFirstOrThrow(),
  ]);
  // What the patient reads as the order number: a lab booking's (its parent order's), or the header order's.
  const parentIds = rows.filter((r) => r.order_kind === "DIAGNOSTIC").map((r) => r.order_ref);
  const headerIds = rows.filter((r) => r.order_kind !== "DIAGNOSTIC").map((r) => r.order_ref);
  const [parents, headers] = await Promise.all([
    parentIds.length ? db.selectFrom("diagnostic_parent_orders").select(["id", "display_id"]).where("id", "in", parentIds).where("account_id", "=", accountId).execute() : [],
    headerIds.length ? db.selectFrom("orders").select(["id", "kind", "display_id"]).where("id", "in", headerIds).where("account_id", "=", accountId).execute() : [],
  ]);
  const displayIds = new Map(parents.map((p) => [p.id, p.display_id]));
  const headerDisplayIds = new Map(headers.map((h) => [`${h.kind}:${h.id}`, h.display_id]));
  const online = rows.map((r) => {
    const category = categoryOfKind(r.order_kind);
    return {
      tie: r.id,
      paymentOrderId: r.payment_order_id,
      orderKind: r.order_kind,
      orderId: r.order_ref,
      orderDisplayId: (r.order_kind === "DIAGNOSTIC" ? displayIds.get(r.order_ref) : headerDisplayIds.get(`${r.order_kind}:${r.order_ref}`)) ?? null,
      paymentPath: category ? `/payments/${category}/${r.order_ref}` : null,
      amount: r.amount,
      healthCreditsUsed: r.health_credits_used,
      paymentMethod: paymentMethodName(r.payment_method),
      paymentStatus: paymentResultOf(r.payment_status),
      createdAt: r.created_at,
    };
  });
  const cash = cod.map((o) => ({
    tie: 0,
    paymentOrderId: null,
    orderKind: "DIAGNOSTIC",
    orderId: o.id,
    orderDisplayId: o.display_id,
    paymentPath: `/payments/diagnostics/${o.id}`,
    amount: o.to_pay,
    healthCreditsUsed: o.health_credits_used,
    paymentMethod: paymentMethodName("COD"),
    paymentStatus: "cod" as const,
    createdAt: o.created_at,
  }));
  const payments: PaymentListEntry[] = [...online, ...cash]
    .sort(newestFirst)
    .slice(offset, upTo)
    .map(({ tie: _tie, ...entry }) => entry);
  return { total: Number(paymentCount.n) + Number(codCount.n), limit, offset, payments };
}
