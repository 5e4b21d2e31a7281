/**
 * Payable kinds: each kind of order that takes money registers here once — the category its payment pages use
 * (/payments/{category}/{orderRef}), where a paid order is shown, the checks before a payment opens, and what a
 * success, a failure and an unpaid, expired link do to its orders. The payments module calls these inside the
 * same transaction that records what the gateway said, so a payment and its order never disagree.
 *
 * `orderRef` is what one payment pays for: a lab booking (its parent order) for lab tests, a header order
 * (`orders.id`) for kinds on the header. Kinds on the header get how payments reads their orders for free.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest, notFound } from "../errors";

type Db = Kysely<Database> | Transaction<Database>;

export interface StartPaymentInput {
  orderKind: string;
  orderRef: number;
  accountId: number;
  /** Paise to pay online: the order's amount after health credits. */
  amount: number;
  /** Paise of health credits the booking already redeemed (shown with the payment, never charged). */
  healthCreditsUsed: number;
}

export interface SettledPayment {
  paymentOrderId: string;
  orderKind: string;
  orderRef: number;
  accountId: number;
  amount: number; // paise
  paymentMethod: string | null;
}

/** How payments reads the order a payment is for. */
export interface PayableOrderAccess {
  /** How the owner chose to pay (COD, ONLINE, …); NOT_FOUND for an order that is not theirs. */
  paymentTypeOf(db: Db, accountId: number, orderRef: number): Promise<string>;
  /** Whether the order still waits for its money (a cancelled order takes no new attempt). */
  awaitsPayment(db: Db, orderRef: number): Promise<boolean>;
  /**
   * Holds the order's row lock until the transaction ends, so changes to one order's payments (a retry, a callback,
   * the expiry sweep) run one after another and each sees what the one before it wrote.
   */
  lockOrder(trx: Transaction<Database>, orderRef: number): Promise<void>;
  /** The order a refund of the whole payment is recorded against. */
  refundOrderId(db: Db, orderRef: number): Promise<number | null>;
}

export interface PayableKind extends Partial<PayableOrderAccess> {
  kind: string;
  /** The URL word of its payment pages: /payments/{category}/{orderRef}. */
  category: string;
  /** Where the result page sends the patient once paid. */
  succeededPath(orderRef: number): string | null;
  /** The words of that link ("View membership"); "View booking" when not given. */
  succeededLabel?: string;
  /** Refuses a payment that does not match the order it pays for (wrong owner, amount or credits). */
  checkStart(trx: Db, input: StartPaymentInput): Promise<void>;
  onSuccess(trx: Transaction<Database>, payment: SettledPayment): Promise<void>;
  /** FAILED or ABORTED: the order stays, waiting for a retry. */
  onFailure(trx: Transaction<Database>, payment: SettledPayment, status: "FAILED" | "ABORTED"): Promise<void>;
  /** The latest attempt's link ran out unpaid: the booking will not go ahead, and what it held goes back. */
  onLinkExpired(trx: Transaction<Database>, orderRef: number): Promise<void>;
  /** Header kinds: the statuses in which an order waits for its money (PAYMENT_PENDING, PAYMENT_FAILED by default). */
  awaitingStatuses?: readonly string[];
}

export type RegisteredPayableKind = PayableKind & PayableOrderAccess;

/** How payments reads an order on the header (`orders`), for kinds that bring no access of their own. */
function headerAccess(awaiting: readonly string[]): PayableOrderAccess {
  return {
    async paymentTypeOf(db, accountId, orderRef) {
      const row = await db.selectFrom("orders").select("payment_type").where("id", "=", orderRef).where("account_id", "=", accountId).executeTakeFirst();
      if (!row) throw notFound("Order not found");
      return row.payment_type;
    },
    async awaitsPayment(db, orderRef) {
      const row = await db.selectFrom("orders").select("status").where("id", "=", orderRef).executeTakeFirst();
      return !!row && awaiting.includes(row.status);
    },
    async lockOrder(trx, orderRef) {
      // An update locks the row on PostgreSQL; SQLite runs one write transaction at a time anyway.
      await trx.updateTable("orders").set((eb) => ({ updated_at: eb.ref("updated_at") })).where("id", "=", orderRef).execute();
    },
    async refundOrderId(_db, orderRef) {
      return orderRef;
    },
  };
}

const KINDS = new Map<string, RegisteredPayableKind>();

/** Registers a kind that takes payments. Registering a kind or a category twice is a mistake, not an update. */
export function registerPayableKind(kind: PayableKind): RegisteredPayableKind {
  const existing = KINDS.get(kind.kind);
  if (existing) return existing;
  if ([...KINDS.values()].some((k) => k.category === kind.category)) throw new Error(`Payment category ${kind.category} is taken`);
  const access = headerAccess(kind.awaitingStatuses ?? ["PAYMENT_PENDING", "PAYMENT_FAILED"]);
  const registered: RegisteredPayableKind = {
    ...kind,
    paymentTypeOf: kind.paymentTypeOf ?? access.paymentTypeOf,
    awaitsPayment: kind.awaitsPayment ?? access.awaitsPayment,
    lockOrder: kind.lockOrder ?? access.lockOrder,
    refundOrderId: kind.refundOrderId ?? access.refundOrderId,
  };
  KINDS.set(kind.kind, registered);
  return registered;
}

export function payableKind(orderKind: string): RegisteredPayableKind {
  const kind = KINDS.get(orderKind);
  if (!kind) throw badRequest(`Payments for ${orderKind} are not available`);
  return kind;
}

export const categoryOfKind = (orderKind: string): string | null => KINDS.get(orderKind)?.category ?? null;
export const kindOfCategory = (category: string): string | null => [...KINDS.values()].find((k) => k.category === category)?.kind ?? null;
export const orderSucceededPath = (orderKind: string, orderRef: number): string | null => KINDS.get(orderKind)?.succeededPath(orderRef) ?? null;
export const orderSucceededLabel = (orderKind: string): string => KINDS.get(orderKind)?.succeededLabel ?? "View booking";
