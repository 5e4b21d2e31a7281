/**
 * What a centre does with an appointment booked on the spine — check the patient in, mark the procedure done,
 * upload the report PDF — and how the patient gets that report. Radiology scans and health checks are two kinds
 * of it; each names its detail table, its folder and its words, and the steps are this one module.
 */
import { fileTypeFromBuffer } from "file-type";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { headerOrderOfAccount, moveOrder } from "./order-header";
import { fileStorage } from "../../providers/file-storage";

/** A report PDF is at most this large. */
export const CENTRE_REPORT_MAX_BYTES = 20 * 1024 * 1024;

export interface CentreReportKind {
  /** The order kind on the spine. */
  kind: string;
  /** The kind's detail table: it holds `report_file_key` and `report_uploaded_at` by `order_id`. */
  detailTable: "radiology_order_details" | "prohealth_appointment_details";
  /** The file-storage folder, per account. */
  storageFolder: string;
  /** The download's file name, before "-{displayId}.pdf". */
  fileName: string;
  reportReadyStatus: string;
  notFoundMessage: string;
  notPdfMessage: string;
  notReadyMessage: string;
}

async function orderOfKind(db: DB, k: CentreReportKind, orderId: number) {
  const order = await db.selectFrom("orders").select(["id", "account_id"]).where("id", "=", orderId).where("kind", "=", k.kind).executeTakeFirst();
  if (!order) throw notFound(k.notFoundMessage);
  return order;
}

/** A centre's step (check-in, done): moves by the kind's table, so a skipped step is refused. */
export async function moveCentreAppointment(db: DB, k: CentreReportKind, opsAccountId: number, orderId: number, to: string, now = new Date()) {
  await orderOfKind(db, k, orderId);
  return moveOrder(db, { kind: k.kind, orderId, to, actor: `ops:${opsAccountId}`, now });
}

/** The report: a real PDF (checked by its content), stored; the order moves to report ready in the same transaction. */
export async function uploadCentreReport(db: DB, k: CentreReportKind, opsAccountId: number, orderId: number, bytes: Uint8Array, now = new Date()) {
  if (!bytes.byteLength || bytes.byteLength > CENTRE_REPORT_MAX_BYTES) throw badRequest(k.notPdfMessage);
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "application/pdf") throw badRequest(k.notPdfMessage);
  const order = await orderOfKind(db, k, orderId);
  const key = await fileStorage().put(`${k.storageFolder}/${order.account_id}`, Buffer.from(bytes), "application/pdf");
  try {
    await db.transaction().execute(async (trx) => {
      await moveOrder(trx, { kind: k.kind, orderId, to: k.reportReadyStatus, actor: `ops:${opsAccountId}`, now });
      await trx.updateTable(k.detailTable).set({ report_file_key: key, report_uploaded_at: now.toISOString() }).where("order_id", "=", orderId).execute();
    });
  } catch (e) {
    // Nothing half-written: a refused move leaves no orphan file behind.
    await fileStorage().delete(key);
    throw e;
  }
}

/** The report for the order's owner only (NOT_FOUND for anyone else, and until it is ready). */
export async function centreReportOfAccount(db: DB, k: CentreReportKind, accountId: number, orderId: number) {
  const order = await headerOrderOfAccount(db, accountId, orderId, k.kind);
  const d = await db.selectFrom(k.detailTable).select("report_file_key").where("order_id", "=", orderId).executeTakeFirst();
  if (order.status !== k.reportReadyStatus || !d?.report_file_key) throw notFound(k.notReadyMessage);
  const stored = await fileStorage().get(d.report_file_key);
  if (!stored) throw notFound(k.notReadyMessage);
  return { bytes: stored.bytes, contentType: "application/pdf", fileName: `${k.fileName}-${order.display_id}.pdf` };
}
