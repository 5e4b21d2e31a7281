/**
 * The patient's orders, read: the paginated list (getDiagnosticOrdersListByMobile), a parent's orders
 * (getDiagnosticOrdersListByParentOrderID), one order (GetDiagnosticOrderDetails), its tracking history
 * (getHCOrderFormattedTrackingHistory) and its phlebotomist (getOrderPhleboDetailsBulk). Every read is scoped to
 * the caller's account in the query itself. Money leaves here in rupees, as the API gives it.
 */
import { billInRupees, storedBill } from "../orders/order-bill";
import type { BillFigures } from "~/lib/bill-lines";
import type { Selectable } from "kysely";
import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import type { DB } from "../../db/client";
import type { DiagnosticOrderTable } from "../../db/schema";
import { labOrderRows, orderOfAccount, parentOrderOfAccount } from "./lab-orders-store";
import { DIAGNOSTIC_ORDER_KIND } from "./lab-order-lifecycle";
import { refundsOfOrders } from "../payments/payments";
import { getConfigurableReportTAT } from "./report-tat";
import { toRupees } from "../pricing/pricing";
import { badRequest } from "../errors";
import { expectedReportAt, reportTatText, tatHoursToMs } from "~/lib/report-tat";
import { canCancelOrReschedule, isReportReady, orderJourney, orderStatusLabel, ORDERS_PAGE_LIMIT, showsPhleboOtp, type JourneyStep } from "~/lib/order-labels";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

export const INDIA = INDIA_TIME_ZONE;
/** "Sat, 21 Nov 2026, 8:00 am" in India time, whatever the server's zone. */
export const indiaDateTime = (iso: string | null) => (iso ? format(new TZDate(iso, INDIA), "EEE, d MMM yyyy, h:mm a") : null);

export interface OrderLineItemView {
  itemId: number;
  itemName: string;
  itemType: string;
  quantity: number;
  price: number;
  mrp: number;
  isRemoved: boolean;
  reportTATHours: number;
  inclusions: { itemId: number; name: string }[];
}

export interface OrderView {
  id: number;
  displayId: string;
  preBookingId: string | null;
  parentOrderId: number;
  orderStatus: string;
  orderStatusLabel: string;
  journey: JourneyStep[] | null;
  orderType: string;
  paymentType: string;
  totalPrice: number;
  collectionCharges: number;
  couponDiscAmount: number;
  /** This patient's share of the stored bill, rupees; the order page prints it. */
  bill: BillFigures;
  couponCode: string | null;
  slotDateTimeInUTC: string | null;
  slotDurationInMinutes: number | null;
  diagnosticDate: string | null;
  isRescheduled: boolean;
  rescheduleCount: number;
  sampleSubmitted: boolean;
  patientObj: { id: number; uhid: string; firstName: string; lastName: string; gender: string | null; relation: string };
  diagnosticOrderLineItems: OrderLineItemView[];
  attributesObj: { expectedReportGenerationTime: string | null; reportTATMessage: string };
  phleboRating: number | null;
  csatRating: number | null;
  hasPhlebotomist: boolean;
  canCancelOrReschedule: boolean;
  refunds: RefundView[];
  createdDate: string;
  invoiceURL: string | null;
  labReportURL: string | null;
}

export interface RefundView {
  amountRefunded: number;
  itemIDs: number[];
  refundType: string;
  refundMode: string;
  destination: string | null;
  status: string;
  createdAt: string;
}

type OrderRow = Selectable<DiagnosticOrderTable>;

async function viewsOf(db: DB, rows: OrderRow[]): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [items, patients, refunds, parents] = await Promise.all([
    db.selectFrom("diagnostic_order_line_items").selectAll().where("order_id", "in", ids).orderBy("id").execute(),
    db.selectFrom("patients").select(["id", "uhid", "first_name", "last_name", "gender", "relation"]).where("id", "in", [...new Set(rows.map((r) => r.patient_id))]).execute(),
    refundsOfOrders(db, DIAGNOSTIC_ORDER_KIND, ids),
    db.selectFrom("diagnostic_parent_orders").select(["id", "payment_type", "coupon_code"]).where("id", "in", [...new Set(rows.map((r) => r.parent_order_id))]).execute(),
  ]);
  const patientOf = new Map(patients.map((p) => [p.id, p]));
  const paymentTypeOf = new Map(parents.map((p) => [p.id, p.payment_type]));
  const couponOf = new Map(parents.map((p) => [p.id, p.coupon_code]));
  return rows.map((r) => {
    const mine = items.filter((i) => i.order_id === r.id);
    const p = patientOf.get(r.patient_id);
    const maxTatHours = mine.filter((i) => !i.is_removed).reduce((m, i) => Math.max(m, i.report_tat_hours), 0);
    const expected = r.expected_report_at ?? expectedReportAt(r.slot_date_time_in_utc, tatHoursToMs(maxTatHours));
    const reportReady = isReportReady(r.order_status);
    return {
      id: r.id,
      displayId: r.display_id,
      preBookingId: r.pre_booking_id,
      parentOrderId: r.parent_order_id,
      orderStatus: r.order_status,
      orderStatusLabel: orderStatusLabel(r.order_status, r.sample_submitted === 1),
      journey: orderJourney(r.order_status),
      orderType: r.order_type,
      paymentType: paymentTypeOf.get(r.parent_order_id) ?? "",
      totalPrice: toRupees(r.total_price),
      collectionCharges: toRupees(r.collection_charges),
      couponDiscAmount: toRupees(r.coupon_disc_amount),
      bill: billInRupees(storedBill(r)),
      couponCode: couponOf.get(r.parent_order_id) ?? null,
      slotDateTimeInUTC: r.slot_date_time_in_utc,
      slotDurationInMinutes: r.slot_duration_minutes,
      diagnosticDate: indiaDateTime(r.slot_date_time_in_utc),
      isRescheduled: r.is_rescheduled === 1,
      rescheduleCount: r.reschedule_count,
      sampleSubmitted: r.sample_submitted === 1,
      patientObj: p
        ? { id: p.id, uhid: p.uhid, firstName: p.first_name, lastName: p.last_name, gender: p.gender, relation: p.relation }
        : { id: r.patient_id, uhid: "", firstName: "", lastName: "", gender: null, relation: "" },
      diagnosticOrderLineItems: mine.map((i) => ({
        itemId: i.item_id,
        itemName: i.item_name,
        itemType: i.item_type,
        quantity: i.quantity,
        price: toRupees(i.price),
        mrp: toRupees(i.mrp),
        isRemoved: i.is_removed === 1,
        reportTATHours: i.report_tat_hours,
        inclusions: JSON.parse(i.inclusions) as { itemId: number; name: string }[],
      })),
      attributesObj: { expectedReportGenerationTime: expected, reportTATMessage: reportTatText(tatHoursToMs(maxTatHours)) },
      phleboRating: r.phlebo_rating,
      csatRating: r.csat_rating,
      hasPhlebotomist: r.phlebotomist_id != null,
      canCancelOrReschedule: canCancelOrReschedule({ preBookingId: r.pre_booking_id, orderStatus: r.order_status }),
      refunds: refunds.filter((f) => f.order_id === r.id).map((f) => ({
        amountRefunded: toRupees(f.amount_refunded),
        itemIDs: JSON.parse(f.item_ids) as number[],
        refundType: f.refund_type,
        refundMode: f.refund_mode,
        destination: f.destination,
        status: f.status,
        createdAt: f.created_at,
      })),
      createdDate: r.created_at,
      // The ops part serves these files (owner-only); they exist once the report is.
      invoiceURL: reportReady ? `/resources/orders/${r.id}/invoice` : null,
      labReportURL: reportReady ? `/resources/orders/${r.id}/report` : null,
    };
  });
}

export interface OrdersListInput {
  accountId: number;
  patientId?: number | null;
  paginated?: boolean | null;
  limit?: number | null;
  /** The page number, from 1 — what the spec's orders page means by "offset 1 and limit 10". */
  offset?: number | null;
}

/**
 * getDiagnosticOrdersListByMobile: the account's orders, newest first. `offset` is a 1-based page number (the
 * orders page asks for offset 1, limit 10 — its first page); unpaginated calls get at most 100 orders.
 */
export async function getDiagnosticOrdersList(db: DB, input: OrdersListInput): Promise<{ ordersList: OrderView[]; ordersCount: number; page: number; limit: number }> {
  const paginated = input.paginated ?? true;
  const limit = paginated ? Math.min(Math.max(1, input.limit ?? ORDERS_PAGE_LIMIT), 50) : 100;
  const page = paginated ? Math.max(1, Math.floor(input.offset ?? 1)) : 1;
  if (!Number.isSafeInteger(page) || page > 100_000) throw badRequest("offset must be a page number from 1");
  let rowsQ = labOrderRows(db).where("h.account_id", "=", input.accountId);
  let countQ = db.selectFrom("orders").where("kind", "=", DIAGNOSTIC_ORDER_KIND).where("account_id", "=", input.accountId);
  if (input.patientId) {
    rowsQ = rowsQ.where("h.patient_id", "=", input.patientId);
    countQ = countQ.where("patient_id", "=", input.patientId);
  }
  const [rows, count] = await Promise.all([
    rowsQ.orderBy("h.created_at", "desc").orderBy("h.id", "desc").limit(limit).offset((page - 1) * limit).execute(),
    countQ.select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { ordersList: await viewsOf(db, rows), ordersCount: Number(count.n), page, limit };
}

/** The caller's lab orders of these ids, in the order given (ids that are not theirs are left out). */
export async function diagnosticOrderViews(db: DB, accountId: number, ids: number[]): Promise<OrderView[]> {
  if (!ids.length) return [];
  const rows = await labOrderRows(db).where("h.account_id", "=", accountId).where("h.id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return viewsOf(db, ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
}

export async function getDiagnosticOrdersListByParentOrderID(db: DB, accountId: number, parentOrderId: number): Promise<OrderView[]> {
  await parentOrderOfAccount(db, accountId, parentOrderId);
  const rows = await labOrderRows(db).where("d.parent_order_id", "=", parentOrderId).where("h.account_id", "=", accountId).orderBy("h.id").execute();
  return viewsOf(db, rows);
}

/** GetDiagnosticOrderDetails: one order with its report turnaround from the catalogue (getConfigurableReportTAT). */
export async function getDiagnosticOrderDetails(db: DB, accountId: number, orderId: number): Promise<OrderView & { address: string; parentDisplayId: string; slotCharges: number }> {
  const row = await orderOfAccount(db, accountId, orderId);
  const [view] = await viewsOf(db, [row]);
  const parent = await parentOrderOfAccount(db, accountId, row.parent_order_id);
  const itemIds = view.diagnosticOrderLineItems.filter((i) => !i.isRemoved).map((i) => i.itemId);
  const tat = await getConfigurableReportTAT(db, { itemIds: itemIds.slice(0, 100) });
  if (tat.maxReportTATInMs > 0) view.attributesObj.reportTATMessage = tat.reportTATMessage;
  return { ...view, address: addressText(parent.address), parentDisplayId: parent.display_id, slotCharges: toRupees(parent.slot_charges) };
}

function addressText(json: string): string {
  try {
    const a = JSON.parse(json) as Record<string, unknown>;
    return ["addressLine1", "addressLine2", "landmark", "city", "pincode"].map((k) => a[k]).filter((v) => typeof v === "string" && v).join(", ");
  } catch {
    return "";
  }
}

export interface TrackingEntry {
  orderStatus: string;
  statusLabel: string;
  statusDate: string;
  statusDateText: string;
  statusMessage: string | null;
  itemId: number | null;
  packageId: number | null;
}

/** getHCOrderFormattedTrackingHistory: the visible history, oldest first, labelled. */
export async function getHCOrderFormattedTrackingHistory(db: DB, accountId: number, orderId: number): Promise<TrackingEntry[]> {
  const order = await orderOfAccount(db, accountId, orderId);
  const rows = await db.selectFrom("diagnostic_order_status_history").selectAll().where("order_id", "=", order.id).where("hide_status", "=", 0).orderBy("id").execute();
  return rows.map((h) => ({
    orderStatus: h.order_status,
    statusLabel: orderStatusLabel(h.order_status, order.sample_submitted === 1),
    statusDate: h.status_date,
    statusDateText: indiaDateTime(h.status_date)!,
    statusMessage: h.status_message,
    itemId: h.item_id,
    packageId: h.package_id,
  }));
}

export interface PhleboDetails {
  diagnosticOrdersId: number;
  orderPhleboDetails: { name: string; mobile: string; phleboOTP: string | null; phleboTrackLink: string | null; phleboRating: number | null } | null;
}

/** getOrderPhleboDetailsBulk: the agent of each of the caller's orders (OTP only until collection). */
export async function getOrderPhleboDetailsBulk(db: DB, accountId: number, orderIds: number[]): Promise<PhleboDetails[]> {
  if (orderIds.length > 50) throw badRequest("At most 50 orders at once");
  const out: PhleboDetails[] = [];
  for (const id of orderIds) {
    const order = await orderOfAccount(db, accountId, id);
    if (order.phlebotomist_id == null) {
      out.push({ diagnosticOrdersId: id, orderPhleboDetails: null });
      continue;
    }
    const phlebo = await db.selectFrom("phlebotomists").selectAll().where("id", "=", order.phlebotomist_id).executeTakeFirst();
    out.push({
      diagnosticOrdersId: id,
      orderPhleboDetails: phlebo
        ? {
            name: phlebo.name,
            mobile: phlebo.mobile,
            phleboOTP: showsPhleboOtp(order.order_status) ? order.phlebo_otp : null,
            // The agent's live position is shown on the order page while they are on the way.
            phleboTrackLink: order.order_status === "PHLEBO_CHECK_IN" ? `/order-details/${id}?track=agent` : null,
            phleboRating: order.phlebo_rating,
          }
        : null,
    });
  }
  return out;
}
