/**
 * /order-succeed-test?orderId={parentOrderId}: the booking's result, per patient. Only the owner sees it (another
 * account's id is a 404, like an unknown one).
 */
import { billInRupees, storedBill } from "~/.server/domain/orders/order-bill";
import { TZDate } from "@date-fns/tz";
import { addMinutes, format } from "date-fns";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import { parentOrderOfAccount } from "~/.server/domain/lab-tests/lab-orders-store";
import { DomainError } from "~/.server/domain/errors";
import { displayName } from "~/lib/patient";
import { cartFastingHours, fastingMessage, INDIA_TIME_ZONE } from "~/lib/slots";

/** The few statuses a fresh booking can be in; the orders pages own the full list of labels. */
const BOOKING_STATUS_TEXT: Record<string, string> = {
  ORDER_PLACED: "Order placed",
  ORDER_INITIATED: "Order initiated",
  PAYMENT_PENDING: "Payment pending",
  PAYMENT_SUCCESSFUL: "Payment successful",
  PAYMENT_FAILED: "Payment failed",
  ORDER_FAILED: "Order failed",
};

export const PAYMENT_PENDING_MESSAGE = "We are checking with your bank. It can take upto 10 minutes...";

function slotText(iso: string | null, minutes: number | null): string | null {
  if (!iso) return null;
  const start = new TZDate(new Date(iso), INDIA_TIME_ZONE);
  return `${format(start, "EEE, d MMM")}, ${format(start, "h:mm a")} - ${format(addMinutes(start, minutes ?? 60), "h:mm a")}`;
}

export async function orderSucceedLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const id = Number(new URL(request.url).searchParams.get("orderId"));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  let parent;
  try {
    parent = await parentOrderOfAccount(db, user.accountId, id);
  } catch (e) {
    if (e instanceof DomainError) throw new Response("Not found", { status: 404 });
    throw e;
  }
  const orders = await db
    .selectFrom("diagnostic_orders")
    .innerJoin("orders", "orders.id", "diagnostic_orders.id")
    .innerJoin("patients", "patients.id", "orders.patient_id")
    .select(["orders.id", "orders.display_id", "orders.status as order_status", "diagnostic_orders.pre_booking_id", "orders.bill", "patients.first_name", "patients.last_name", "patients.relation"])
    .where("diagnostic_orders.parent_order_id", "=", parent.id)
    .orderBy("diagnostic_orders.id")
    .execute();
  const lines = orders.length
    ? await db.selectFrom("diagnostic_order_line_items").select(["order_id", "item_id", "item_name"]).where("order_id", "in", orders.map((o) => o.id)).execute()
    : [];
  const items = lines.length ? await db.selectFrom("diagnostic_items").select("test_preparation_data").where("item_id", "in", [...new Set(lines.map((l) => l.item_id))]).execute() : [];
  const fasting = parent.slot_date_time_in_utc ? fastingMessage(parent.slot_date_time_in_utc, cartFastingHours(items.map((i) => i.test_preparation_data))) : null;
  return {
    parentOrderId: parent.id,
    displayId: parent.display_id,
    paymentType: parent.payment_type,
    status: parent.order_status,
    statusText: BOOKING_STATUS_TEXT[parent.order_status] ?? "",
    pendingMessage: parent.order_status === "PAYMENT_PENDING" ? PAYMENT_PENDING_MESSAGE : null,
    couponCode: parent.coupon_code,
    bill: billInRupees(storedBill(parent)),
    slot: slotText(parent.slot_date_time_in_utc, parent.slot_duration_minutes),
    fasting,
    orders: orders.map((o) => ({
      id: o.id,
      displayId: o.display_id,
      patient: displayName({ firstName: o.first_name, lastName: o.last_name, relation: o.relation }),
      statusText: BOOKING_STATUS_TEXT[o.order_status] ?? "",
      preBookingId: o.pre_booking_id,
      bill: billInRupees(storedBill(o)),
      items: lines.filter((l) => l.order_id === o.id).map((l) => l.item_name),
    })),
  };
}
export type OrderSucceedData = Awaited<ReturnType<typeof orderSucceedLoader>>;
