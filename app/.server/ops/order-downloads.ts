/**
 * Who may download an order's report or invoice: the account that owns the order, or lab staff (role ops).
 * Anyone else gets the same 404 as for an id that does not exist, so order ids cannot be probed. A download by
 * staff is audited (who read which order's report or invoice, when); the owner's own downloads are not.
 */
import { getServices } from "../app-context";
import { getSessionUser } from "../session";
import { isOpsAccount } from "./access";
import { orderDocumentOf, renderInvoicePdf } from "../domain/lab-tests/order-documents";
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

const pdf = (bytes: Buffer, fileName: string) =>
  new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as BodyInit, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });

/** Refusals are answered, not thrown: a resource route has no error boundary to show. */
const answered = (work: () => Promise<Response>) => work().catch((e: unknown) => (e instanceof Response ? e : Promise.reject(e)));

/** The stored lab report (made when the order moved to REPORT_GENERATED). */
export const reportDownload = (request: Request, rawId: string | undefined) => answered(() => report(request, rawId));
/** The invoice, made from the stored order each time (prices and charges are fixed at booking). */
export const invoiceDownload = (request: Request, rawId: string | undefined) => answered(() => invoice(request, rawId));

async function report(request: Request, rawId: string | undefined): Promise<Response> {
  const { db, order, staff } = await downloadableOrder(request, rawId);
  if (staff) await recordStaffRead(db, staff, "VIEW_REPORT", order.id);
  if (!order.report_file_key) return new Response("The report is not ready yet", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const file = await fileStorage().get(order.report_file_key);
  if (!file) return new Response("The report is not ready yet", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return pdf(file.bytes, `report-${order.display_id}.pdf`);
}

async function invoice(request: Request, rawId: string | undefined): Promise<Response> {
  const { db, order, staff } = await downloadableOrder(request, rawId);
  if (staff) await recordStaffRead(db, staff, "VIEW_INVOICE", order.id);
  if (NO_INVOICE.includes(order.order_status)) return new Response("There is no invoice for this order yet", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const bytes = await renderInvoicePdf(await orderDocumentOf(db, order.id));
  return pdf(bytes, `invoice-${order.display_id}.pdf`);
}
