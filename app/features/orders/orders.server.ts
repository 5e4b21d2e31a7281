/**
 * What the order pages load and do. Loaders read through domain/orders (scoped to the signed-in account); the
 * one action of each page tells its forms apart by `intent` and calls the same domain functions the GraphQL
 * mutations call, so the page and the API follow one set of rules. A refused action answers 400 with the
 * spec's message and changes nothing.
 */
import { billInRupees, storedBill } from "~/.server/domain/orders/order-bill";
import { data, redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser } from "~/.server/session";
import type { SubmissionResult } from "@conform-to/react";
import { parseForm, replyWithErrors } from "~/.server/form";
import { orderFormSchema } from "~/lib/order-forms";
import { DomainError } from "~/.server/domain/errors";
import { diagnosticOrderViews, getDiagnosticOrderDetails, getDiagnosticOrdersList, type OrderView, getDiagnosticOrdersListByParentOrderID, getHCOrderFormattedTrackingHistory, getOrderPhleboDetailsBulk } from "~/.server/domain/lab-tests/lab-orders";
import { cancelDiagnosticOrders, createRefundForSampleRejected, reasonsFor, rejectedItems, requestResample, rescheduleDiagnosticsOrder, saveDiagnosticCSATRating, savePhleboFeedback } from "~/.server/domain/lab-tests/order-actions";
import { reorderDiagnosticOrder } from "~/.server/domain/lab-tests/order-reorder";
import { rescheduleSlotOptions } from "~/.server/domain/scheduling/reschedule-slots";
import { parentOrderOfAccount } from "~/.server/domain/lab-tests/lab-orders-store";
import { listOrdersOfAccount } from "~/.server/domain/orders/order-header";
import { DIAGNOSTIC_ORDER_KIND } from "~/.server/domain/lab-tests/lab-order-lifecycle";
import type { OrderListEntry } from "~/.server/domain/orders/order-kinds";
import { orderResultsFor } from "~/.server/domain/lab-tests/order-results";
import { toRupees } from "~/.server/domain/pricing/pricing";
import { ORDERS_PAGE_LIMIT, RATING_REQUIRED_MESSAGE } from "~/lib/order-labels";
import { sampleRejectedMessage } from "~/lib/order-refunds";
import { REASON_REQUIRED_MESSAGE } from "~/lib/order-reasons";

const idParam = (v: string | undefined) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Response("Not found", { status: 404 });
  return n;
};

/** Domain NOT_FOUND (someone else's order, or none) is a 404 page, the same either way. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    throw e;
  }
}

/** A row of an orders page: a lab order with everything its card shows, or another kind's order as the spine lists it. */
export type OrdersPageRow = { kind: "DIAGNOSTIC"; order: OrderView } | { kind: string; entry: OrderListEntry };

/**
 * An orders page. `allKinds` (My orders, /orders): every kind booked on the spine, newest first; the lab-test
 * lists (/test-orders, /previous-orders) show lab orders only.
 */
export async function ordersListLoader(request: Request, opts: { allKinds?: boolean } = {}) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(new URL(request.url).searchParams.get("page")) || 1)));
  if (opts.allKinds) {
    const listed = await listOrdersOfAccount(db, user.accountId, { limit: ORDERS_PAGE_LIMIT, offset: (page - 1) * ORDERS_PAGE_LIMIT });
    const labIds = listed.entries.filter((e) => e.kind === DIAGNOSTIC_ORDER_KIND).map((e) => e.id);
    const views = new Map((await diagnosticOrderViews(db, user.accountId, labIds)).map((v) => [v.id, v]));
    const rows: OrdersPageRow[] = listed.entries.flatMap((e): OrdersPageRow[] => {
      if (e.kind !== DIAGNOSTIC_ORDER_KIND) return [{ kind: e.kind, entry: e }];
      const order = views.get(e.id);
      return order ? [{ kind: DIAGNOSTIC_ORDER_KIND, order }] : [];
    });
    const ordersList = rows.flatMap((r) => ("order" in r ? [r.order] : []));
    return { ordersList, rows, ordersCount: listed.total, page, limit: listed.limit, pages: Math.max(1, Math.ceil(listed.total / listed.limit)) };
  }
  // The spec's orders page asks for offset 1 and limit 10: offset is the page number.
  const list = await getDiagnosticOrdersList(db, { accountId: user.accountId, paginated: true, limit: ORDERS_PAGE_LIMIT, offset: page });
  return { ...list, rows: null, pages: Math.max(1, Math.ceil(list.ordersCount / list.limit)) };
}
export type OrdersListData = Awaited<ReturnType<typeof ordersListLoader>>;

export async function orderDetailsLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const orderId = idParam(id);
  return orNotFound(async () => {
    const order = await getDiagnosticOrderDetails(db, user.accountId, orderId);
    const [tracking, phlebo, reasons, slots, results] = await Promise.all([
      getHCOrderFormattedTrackingHistory(db, user.accountId, orderId),
      getOrderPhleboDetailsBulk(db, user.accountId, [orderId]),
      order.canCancelOrReschedule ? reasonsFor(db, user.accountId, { appointmentDateTimeInUTC: order.slotDateTimeInUTC, isModifyDisable: true }) : null,
      order.canCancelOrReschedule ? parentOrderOfAccount(db, user.accountId, order.parentOrderId).then((p) => rescheduleSlotOptions(db, p.city_id)) : [],
      // The lab's per-parameter results (the operations part's table), once the report is ready.
      order.labReportURL ? orderResultsFor(db, user.accountId, orderId) : null,
    ]);
    return { order, tracking, phlebo: phlebo[0]?.orderPhleboDetails ?? null, reasons, slots, results, trackAgent: new URL(request.url).searchParams.get("track") === "agent" };
  });
}
export type OrderDetailsData = Awaited<ReturnType<typeof orderDetailsLoader>>;

/** /orders/order-summary/{id}: {id} is the parent order (one booking, every patient's order in it). */
export async function orderSummaryLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const parentId = idParam(id);
  return orNotFound(async () => {
    const parent = await parentOrderOfAccount(db, user.accountId, parentId);
    const orders = await getDiagnosticOrdersListByParentOrderID(db, user.accountId, parentId);
    return {
      displayId: parent.display_id,
      paymentType: parent.payment_type,
      couponCode: parent.coupon_code,
      bill: billInRupees(storedBill(parent)),
      createdAt: parent.created_at,
      orders,
    };
  });
}
export type OrderSummaryData = Awaited<ReturnType<typeof orderSummaryLoader>>;

export async function resampleLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const orderId = idParam(id);
  return orNotFound(async () => {
    const order = await getDiagnosticOrderDetails(db, user.accountId, orderId);
    const { all, rejected, amount } = await rejectedItems(db, orderId);
    const parent = await parentOrderOfAccount(db, user.accountId, order.parentOrderId);
    const open = order.orderStatus === "SAMPLE_REJECTED_IN_LAB";
    return {
      order,
      message: sampleRejectedMessage(rejected.map((r) => r.item_name), all),
      refundable: toRupees(amount),
      open,
      slots: open ? await rescheduleSlotOptions(db, parent.city_id) : [],
    };
  });
}
export type ResampleData = Awaited<ReturnType<typeof resampleLoader>>;

export interface OrderActionData {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The submitted form's result, for the fields it names. */
  result?: SubmissionResult<string[]>;
}

/** A refusal that is about one field of the form, so the form shows it by that field (the page shows it too). */
function fieldErrorsOf(message: string): Record<string, string> | undefined {
  if (message === REASON_REQUIRED_MESSAGE) return { reason: message };
  if (message === RATING_REQUIRED_MESSAGE) return { rating: message };
  return undefined;
}

/** Every form of the order pages; `orderId` is the page's order, re-checked against the account in the domain. */
export async function orderAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const orderId = idParam(id);
  const submission = await parseForm(request, orderFormSchema);
  const intent = typeof submission.payload.intent === "string" ? submission.payload.intent.slice(0, 40) : "";
  if (submission.status !== "success") {
    return data<OrderActionData>({ ok: false, intent, message: "Something went wrong! Please try again.", result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const done = (message: string) => data<OrderActionData>({ ok: true, intent, message });
  try {
    switch (intent) {
      case "reschedule": {
        const order = await getDiagnosticOrderDetails(db, user.accountId, orderId);
        const r = await rescheduleDiagnosticsOrder(db, user.accountId, {
          parentOrderId: order.parentOrderId, slotId: form.slotId, selectedDate: form.selectedDate,
          reason: form.reason, comment: form.comment, source: "web",
        });
        return done(r.message);
      }
      case "cancel":
        return done((await cancelDiagnosticOrders(db, user.accountId, { orderIds: [orderId], reason: form.reason, comment: form.comment })).message);
      case "rate-agent":
        return done((await savePhleboFeedback(db, user.accountId, { diagnosticOrdersId: orderId, phleboRating: form.rating, phleboFeedback: form.feedback })).message);
      case "csat":
        return done((await saveDiagnosticCSATRating(db, user.accountId, { orderId, rating: form.rating, feedback: form.feedback })).message);
      case "reorder":
        await reorderDiagnosticOrder(db, user.accountId, orderId);
        return redirect("/tests-cart");
      case "refund":
        return done((await createRefundForSampleRejected(db, user.accountId, {
          diagnosticOrderId: orderId, type: form.type, upi: form.upi, account: form.account,
          bank: form.bank, ifsc: form.ifsc, amount: form.amount,
        })).message);
      case "resample":
        return done((await requestResample(db, user.accountId, { diagnosticOrderId: orderId, slotId: form.slotId })).message);
      default:
        return data<OrderActionData>({ ok: false, intent, message: "Something went wrong! Please try again." }, { status: 400 });
    }
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Not found", { status: 404 });
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const fieldErrors = (e.details as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? fieldErrorsOf(e.message);
      const result = replyWithErrors(submission, { fieldErrors, formError: e.message });
      return data<OrderActionData>({ ok: false, intent, message: e.message, fieldErrors, result }, { status: 400 });
    }
    throw e;
  }
}
