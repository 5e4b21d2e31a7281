/**
 * The lab-test order lifecycle, registered on the spine as the DIAGNOSTIC order kind. The spec leaves
 * the allowed transitions out ("Allowed transitions between statuses: not shown"); this table is the lab's
 * real sequence — pay or confirm, request and confirm the pickup, the phlebotomist checks in and collects, the lab
 * receives and tests, the report is generated — with cancel, reschedule, rejection and refund branches. It is the
 * rule that keeps a report from appearing before a sample was collected.
 *
 * Lab orders live in the order header (`orders`, `order_status_history`) with their details in `diagnostic_orders`
 * under the same id; the store below is how the spine's `moveOrder` moves both. Every change is a conditional
 * update on the header's status read (`WHERE status = from`), so two actors moving one order at once cannot both
 * win, and every change writes its status-history rows in the same transaction.
 */
import type { Kysely, Transaction, Updateable } from "kysely";
import type { Database, DiagnosticOrderTable } from "../../db/schema";
import { DIAGNOSTIC_ORDER_STATUS as S, type DiagnosticOrderStatus } from "~/lib/order-status";
import { orderStatusLabel } from "~/lib/order-labels";
import { canMove, registerOrderKind, type OrderKindDefinition, type OrderStore } from "../orders/order-kinds";
import { moveOrder, TRANSITION_REFUSED_MESSAGE } from "../orders/order-header";

export { TRANSITION_REFUSED_MESSAGE };
export const DIAGNOSTIC_ORDER_KIND = "DIAGNOSTIC";

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

export const canTransition = (from: string, to: DiagnosticOrderStatus): boolean => canMove(ORDER_TRANSITIONS, from, to);

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
  set?: LabColumns;
  now?: Date;
}

type LabColumns = Partial<
  Pick<
    Updateable<DiagnosticOrderTable>,
    "slot_id" | "slot_date_time_in_utc" | "slot_duration_minutes" | "report_file_key" | "expected_report_at" | "phlebotomist_id" | "phlebo_otp" | "pre_booking_id" | "is_rescheduled" | "reschedule_count" | "sample_submitted"
  >
>;
interface LabChangeDetail {
  set?: LabColumns;
  itemId?: number | null;
  packageId?: number | null;
  hideStatus?: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How the spine moves a lab order: the header row is compared and moved like every kind's, and the lab's detail
 * row takes the columns that change with the status (slot of a reschedule, report, phlebotomist, …) in the same
 * transaction. The lab's own history row keeps what only the lab records (which test, hidden from the patient).
 */
const labOrderStore: OrderStore = {
  async statusOf(db, orderId) {
    const row = await db.selectFrom("orders").select("status").where("id", "=", orderId).where("kind", "=", DIAGNOSTIC_ORDER_KIND).executeTakeFirst();
    return row?.status ?? null;
  },
  async compareAndMove(db, c) {
    const detail = (c.detail ?? {}) as LabChangeDetail;
    const moved = await db
      .updateTable("orders")
      .set({ status: c.to, updated_at: c.at })
      .where("id", "=", c.orderId)
      .where("kind", "=", DIAGNOSTIC_ORDER_KIND)
      .where("status", "=", c.from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    // The lab's detail row carries the status too, for the lab's console and documents that read it with the
    // visit; it is written here only, with the header, so the two never differ.
    await db
      .updateTable("diagnostic_orders")
      .set({ ...(detail.set ?? {}), order_status: c.to, updated_at: c.at })
      .where("id", "=", c.orderId)
      .execute();
    return true;
  },
  async appendHistory(db, c) {
    const detail = (c.detail ?? {}) as LabChangeDetail;
    await db.insertInto("order_status_history").values({ order_id: c.orderId, status: c.to, status_date: c.at, status_message: c.statusMessage, actor: c.actor }).execute();
    await db
      .insertInto("diagnostic_order_status_history")
      .values({
        order_id: c.orderId,
        order_status: c.to,
        status_date: c.at,
        item_id: detail.itemId ?? null,
        package_id: detail.packageId ?? null,
        hide_status: detail.hideStatus ? 1 : 0,
        status_message: c.statusMessage,
        actor: c.actor,
      })
      .execute();
  },
  async listLabels(db, orderIds) {
    // In the lab the label says whether the patient submitted the sample themselves.
    const rows = orderIds.length ? await db.selectFrom("diagnostic_orders").select(["id", "sample_submitted"]).where("id", "in", orderIds).execute() : [];
    const submitted = new Set(rows.filter((r) => r.sample_submitted === 1).map((r) => r.id));
    return (id, status) => orderStatusLabel(status, submitted.has(id));
  },
};

const ALL_STATUSES = Object.values(S);

export const DIAGNOSTIC_ORDER_KIND_DEFINITION: OrderKindDefinition = {
  kind: DIAGNOSTIC_ORDER_KIND,
  label: "Lab tests",
  initialStatuses: [S.ORDER_INITIATED, S.PAYMENT_PENDING, S.NEW_LEAD],
  transitions: ORDER_TRANSITIONS,
  labels: Object.fromEntries(ALL_STATUSES.map((s) => [s, orderStatusLabel(s)])),
  detailPath: (orderId) => `/order-details/${orderId}`,
  store: labOrderStore,
};
// Lab orders move wherever this module is used, services started or not (a test, a script).
registerOrderKind(DIAGNOSTIC_ORDER_KIND_DEFINITION);

/**
 * Moves one lab order to `to` if its current status allows it (the spine's `moveOrder`, with the lab's columns
 * and history details). Throws the spec-style refusal otherwise; never writes half a change.
 */
export async function transitionOrder(db: Db, input: TransitionInput): Promise<{ from: string; to: DiagnosticOrderStatus }> {
  const detail: LabChangeDetail = { set: input.set, itemId: input.itemId, packageId: input.packageId, hideStatus: input.hideStatus };
  const moved = await moveOrder(db, { kind: DIAGNOSTIC_ORDER_KIND, orderId: input.orderId, to: input.to, actor: input.actor, statusMessage: input.statusMessage, detail, now: input.now });
  return { from: moved.from, to: input.to };
}
