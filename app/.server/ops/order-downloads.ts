/**
 * Who may download an order's report or invoice: the account that owns the order, or lab staff (role ops).
 * Anyone else gets the same 404 as for an id that does not exist, so order ids cannot be probed. A download by
 * staff is audited (who read which order's report or invoice, when); the owner's own downloads are not.
 */
import { getServices } from "../app-context";
import { getSessionUser } from "../session";
import { isOpsAccount } from "./access";
import { orderDocumentOf, renderInvoicePdf, renderReportPdf } from "../domain/lab-tests/order-documents";
import { REPORT_READY_STATUSES } from "../domain/lab-tests/order-results";
import { fileStorage } from "../providers/file-storage";
import { recordStaffRead } from "../domain/lab-tests/ops-console";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

const notFound = () => new Response("Order not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/** Orders with nothing to invoice yet: a lead, or a booking whose payment never went through. */
const NO_INVOICE: readonly string[] = [S.NEW_LEAD, S.LEAD_DROPPED, S.ORDER_INITIATED, S.PAYMENT_PENDING, S.PAYMENT_FAILED, S.ORDER_FAILED];

async function downloadableOrder(request: Request, rawId: string | undefined) {
  const user = await getSessionUser(request);
  if (!user) throw new Response("Please sign in", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  if (!rawId || !/^\d{1,9}$/.test(rawId)) throw notFound();
  const { db } = await getServices();
  const order = await db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("orders as h", "h.id", "o.id")
    .select(["h.id", "h.account_id", "h.display_id", "h.status as order_status", "o.report_file_key"])
    .where("h.id", "=", Number(rawId))
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.account_id === user.accountId) return { db, order, staff: null };
  if (!(await isOpsAccount(db, user.accountId))) throw notFound();
  return { db, order, staff: { accountId: user.accountId } };
}

/** `inline` opens the PDF in the browser's viewer ("View report"); otherwise it is saved ("Download report"). */
const pdf = (bytes: Buffer, fileName: string, disposition: "inline" | "attachment" = "attachment") =>
  new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as BodyInit, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });

/** Refusals are answered, not thrown: a resource route has no error boundary to show. */
const answered = (work: () => Promise<Response>) => work().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));

/**
 * The stored lab report (made when the order moved to REPORT_GENERATED). An order whose report is ready but has
 * no file (orders from before reports were stored) gets it made from its stored results on first request.
 */
export const reportDownload = (request: Request, rawId: string | undefined) => answered(() => report(request, rawId));
/** The invoice, made from the stored order each time (prices and charges are fixed at booking). */
export const invoiceDownload = (request: Request, rawId: string | undefined) => answered(() => invoice(request, rawId));

const notReady = () => new Response("The report is not ready yet", { status: 404, headers: { "Cache-Control": "private, no-store" } });

async function report(request: Request, rawId: string | undefined): Promise<Response> {
  const { db, order, staff } = await downloadableOrder(request, rawId);
  if (staff) await recordStaffRead(db, staff, "VIEW_REPORT", order.id);
  const disposition = new URL(request.url).searchParams.get("view") === "inline" ? "inline" : "attachment";
  const key = order.report_file_key ?? (REPORT_READY_STATUSES.includes(order.order_status) ? await makeMissingReport(order.id) : null);
  if (!key) return notReady();
  const file = await fileStorage().get(key);
  if (!file) return notReady();
  return pdf(file.bytes, `report-${order.display_id}.pdf`, disposition);
}

/** Makes and stores the report of a report-ready order without one; the first of two racing requests wins. */
async function makeMissingReport(orderId: number): Promise<string | null> {
  const { db } = await getServices();
  const document = await orderDocumentOf(db, orderId);
  if (!document.results.length) return null;
  const key = await fileStorage().put("reports", await renderReportPdf(document), "application/pdf");
  const stored = await db.updateTable("diagnostic_orders").set({ report_file_key: key }).where("id", "=", orderId).where("report_file_key", "is", null).executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 1) return key;
  await fileStorage().delete(key);
  const winner = await db.selectFrom("diagnostic_orders").select("report_file_key").where("id", "=", orderId).executeTakeFirst();
  return winner?.report_file_key ?? null;
}

async function invoice(request: Request, rawId: string | undefined): Promise<Response> {
  const { db, order, staff } = await downloadableOrder(request, rawId);
  if (staff) await recordStaffRead(db, staff, "VIEW_INVOICE", order.id);
  if (NO_INVOICE.includes(order.order_status)) return new Response("There is no invoice for this order yet", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const bytes = await renderInvoicePdf(await orderDocumentOf(db, order.id));
  return pdf(bytes, `invoice-${order.display_id}.pdf`);
}
