/**
 * The order lifecycle: which status may follow which, and the one way an order's status changes. The spec leaves
 * the allowed transitions out ("Allowed transitions between statuses: not shown"); this table is the lab's
 * real sequence — pay or confirm, request and confirm the pickup, the phlebotomist checks in and collects, the lab
 * receives and tests, the report is generated — with cancel, reschedule, rejection and refund branches. It is the
 * rule that keeps a report from appearing before a sample was collected.
 *
 * Every change is a conditional update on the status read (`WHERE order_status = from`), so two actors moving one
 * order at once cannot both win, and every change writes a status-history row in the same transaction.
 */
import type { Kysely, Transaction, Updateable } from "kysely";
import type { Database, DiagnosticOrderTable } from "../../db/schema";
import { badRequest } from "../errors";
import { DIAGNOSTIC_ORDER_STATUS as S, type DiagnosticOrderStatus } from "~/lib/order-status";

const CANCEL_OR_RESCHEDULE = [S.ORDER_CANCELLED, S.CANCELLATION_REQUESTED, S.ORDER_RESCHEDULED] as const;

export const ORDER_TRANSITIONS: Readonly<Record<DiagnosticOrderStatus, readonly DiagnosticOrderStatus[]>> = {
  [S.NEW_LEAD]: [S.ORDER_PLACED, S.LEAD_DROPPED],
  // Cancel and Reschedule are offered for an initiated order that has a pre-booking id (spec §4).
  [S.ORDER_INITIATED]: [S.ORDER_PLACED, S.PAYMENT_PENDING, S.ORDER_FAILED, S.ORDER_CANCELLED, S.ORDER_RESCHEDULED, S.LEAD_DROPPED],
  [S.PAYMENT_PENDING]: [S.PAYMENT_SUCCESSFUL, S.PAYMENT_FAILED, S.ORDER_FAILED],
  // A failed payment may be retried, and a bank's late success still counts.
  [S.PAYMENT_FAILED]: [S.PAYMENT_PENDING, S.PAYMENT_SUCCESSFUL, S.ORDER_FAILED],
  [S.PAYMENT_SUCCESSFUL]: [S.PICKUP_REQUESTED, ...CANCEL_OR_RESCHEDULE],
  [S.ORDER_PLACED]: [S.PICKUP_REQUESTED, ...CANCEL_OR_RESCHEDULE],
  [S.PICKUP_REQUESTED]: [S.PICKUP_CONFIRMED, ...CANCEL_OR_RESCHEDULE],
  [S.ORDER_RESCHEDULED_REQUEST]: [S.ORDER_RESCHEDULED, S.PICKUP_REQUESTED, S.ORDER_CANCELLED],
  // After a reschedule the pickup is requested again for the new slot.
  [S.ORDER_RESCHEDULED]: [S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.ORDER_CANCELLED],
  [S.PICKUP_CONFIRMED]: [S.PHLEBO_CHECK_IN, S.ORDER_RESCHEDULED, S.ORDER_CANCELLED],
  // The patient may be away when the phlebotomist arrives: the visit is rescheduled.
  [S.PHLEBO_CHECK_IN]: [S.PHLEBO_COMPLETED, S.ORDER_RESCHEDULED],
  [S.PHLEBO_COMPLETED]: [S.SAMPLE_SUBMITTED, S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB],
  [S.SAMPLE_SUBMITTED]: [S.SAMPLE_COLLECTED_IN_LAB, S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_NOT_COLLECTED_IN_LAB],
  [S.SAMPLE_COLLECTED_IN_LAB]: [S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_NOT_COLLECTED_IN_LAB],
  [S.SAMPLE_NOT_COLLECTED_IN_LAB]: [S.SAMPLE_RECEIVED_IN_LAB, S.RESAMPLE_INITIATED],
  [S.SAMPLE_RECEIVED_IN_LAB]: [S.SAMPLE_TESTED, S.SAMPLE_REJECTED_IN_LAB],
  [S.SAMPLE_TESTED]: [S.REPORT_GENERATED, S.PARTIAL_ORDER_COMPLETED, S.SAMPLE_REJECTED_IN_LAB],
  [S.SAMPLE_REJECTED_IN_LAB]: [S.RESAMPLE_INITIATED, S.REFUND_REQUEST_INITIATED, S.PARTIAL_ORDER_COMPLETED],
  // A second sample: the pickup starts over.
  [S.RESAMPLE_INITIATED]: [S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED],
  [S.PARTIAL_ORDER_COMPLETED]: [S.REPORT_GENERATED, S.ORDER_COMPLETED, S.REFUND_REQUEST_INITIATED],
  [S.REPORT_GENERATED]: [S.ORDER_COMPLETED],
  [S.CANCELLATION_REQUESTED]: [S.ORDER_CANCELLED],
  [S.ORDER_CANCELLED_REQUEST]: [S.ORDER_CANCELLED],
  [S.ORDER_CANCELLED]: [S.REFUND_INITIATED, S.PARTIAL_REFUND_INITIATED],
  [S.REFUND_REQUEST_INITIATED]: [S.REFUND_INITIATED, S.PARTIAL_REFUND_INITIATED],
  [S.REFUND_INITIATED]: [],
  [S.PARTIAL_REFUND_INITIATED]: [],
  [S.ORDER_COMPLETED]: [],
  [S.ORDER_FAILED]: [],
  [S.LEAD_DROPPED]: [],
};

export const canTransition = (from: string, to: DiagnosticOrderStatus): boolean =>
  (ORDER_TRANSITIONS as Record<string, readonly string[]>)[from]?.includes(to) ?? false;

export const TRANSITION_REFUSED_MESSAGE = "This order has moved on. Please refresh to see its latest status.";

export interface TransitionInput {
  orderId: number;
  to: DiagnosticOrderStatus;
  /** Who moved it: patient:<accountId>, ops:<accountId>, payment or system. */
  actor: string;
  statusMessage?: string | null;
  itemId?: number | null;
  packageId?: number | null;
  hideStatus?: boolean;
  /** Other columns of the order to change with the status (slot of a reschedule, report key, …). */
  set?: Partial<
    Pick<
      Updateable<DiagnosticOrderTable>,
      "slot_id" | "slot_date_time_in_utc" | "slot_duration_minutes" | "report_file_key" | "expected_report_at" | "phlebotomist_id" | "phlebo_otp" | "pre_booking_id" | "is_rescheduled" | "reschedule_count" | "sample_submitted"
    >
  >;
  now?: Date;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Moves one order to `to` if its current status allows it. Throws the spec-style refusal otherwise; never writes
 * half a change. Run it inside the caller's transaction when other rows change with it.
 */
export async function transitionOrder(db: Db, input: TransitionInput): Promise<{ from: string; to: DiagnosticOrderStatus }> {
  const order = await db.selectFrom("diagnostic_orders").select(["order_status"]).where("id", "=", input.orderId).executeTakeFirst();
  if (!order) throw badRequest("Order not found");
  if (!canTransition(order.order_status, input.to)) throw badRequest(TRANSITION_REFUSED_MESSAGE, { from: order.order_status, to: input.to });
  const at = (input.now ?? new Date()).toISOString();
  const updated = await db
    .updateTable("diagnostic_orders")
    .set({ ...(input.set ?? {}), order_status: input.to, updated_at: at })
    .where("id", "=", input.orderId)
    .where("order_status", "=", order.order_status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw badRequest(TRANSITION_REFUSED_MESSAGE, { from: order.order_status, to: input.to });
  await db
    .insertInto("diagnostic_order_status_history")
    .values({
      order_id: input.orderId,
      order_status: input.to,
      status_date: at,
      item_id: input.itemId ?? null,
      package_id: input.packageId ?? null,
      hide_status: input.hideStatus ? 1 : 0,
      status_message: input.statusMessage ?? null,
      actor: input.actor,
    })
    .execute();
  return { from: order.order_status, to: input.to };
}
