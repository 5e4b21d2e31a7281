/**
 * Lab reports in the health records, read through from the account's lab orders: an order is a record once its
 * report is ready (the report-ready group: report generated, order completed, partial order completed), with its
 * stored results as parameters and the lab's PDF as its file (the one stored when the report was generated, or,
 * for a report older than stored PDFs, one made from the same stored results). Nothing is copied, so a corrected report shows
 * corrected everywhere.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { REPORT_READY_STATUSES } from "../lab-tests/order-results";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import type { MedicalRecord } from "./records";
import { orderDocumentOf, renderReportPdf } from "../lab-tests/order-documents";
import { fileStorage } from "../../providers/file-storage";

type Db = Kysely<Database> | Transaction<Database>;

export async function labReportRecords(db: Db, accountId: number, where: { patientId?: number; orderId?: number }): Promise<MedicalRecord[]> {
  let q = db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("patients as p", "p.id", "o.patient_id")
    .select(["o.id", "o.display_id", "o.patient_id", "o.report_file_key", "o.slot_date_time_in_utc", "o.created_at", "p.first_name", "p.last_name"])
    .where("o.account_id", "=", accountId)
    .where("o.order_status", "in", REPORT_READY_STATUSES);
  if (where.patientId) q = q.where("o.patient_id", "=", where.patientId);
  if (where.orderId) q = q.where("o.id", "=", where.orderId);
  const orders = await q.execute();
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [items, generated, results] = await Promise.all([
    db.selectFrom("diagnostic_order_line_items").select(["order_id", "item_name"]).where("order_id", "in", ids).where("is_removed", "=", 0).orderBy("id").execute(),
    db.selectFrom("diagnostic_order_status_history").select(["order_id", "status_date"]).where("order_id", "in", ids).where("order_status", "=", S.REPORT_GENERATED).execute(),
    db
      .selectFrom("diagnostic_order_results as r")
      .leftJoin("diagnostic_items as i", "i.item_id", "r.item_id")
      .select(["r.order_id", "i.item_name", "r.parameter_name", "r.value", "r.unit", "r.range_low", "r.range_high", "r.reference_text", "r.flag"])
      .where("r.order_id", "in", ids)
      .orderBy("r.print_order")
      .execute(),
  ]);
  return orders.map((o) => {
    const names = items.filter((i) => i.order_id === o.id).map((i) => i.item_name);
    const reportAt = generated.filter((g) => g.order_id === o.id).map((g) => g.status_date).sort().at(-1);
    return {
      id: `order-${o.id}`,
      recordType: "LAB REPORT",
      patientId: o.patient_id,
      patientName: `${o.first_name} ${o.last_name}`.trim(),
      title: names.join(", ") || `Lab order ${o.display_id}`,
      date: reportAt ?? o.slot_date_time_in_utc ?? o.created_at,
      source: "ORDER",
      doctorName: null,
      hospitalName: null,
      fields: { labName: "Apollo Diagnostics" },
      files: [{ index: 0, fileName: `report-${o.display_id}.pdf`, contentType: "application/pdf", bytes: null }],
      parameters: results
        .filter((r) => r.order_id === o.id)
        .map((r) => ({
          testName: r.item_name ?? "",
          parameterName: r.parameter_name,
          value: r.value,
          unit: r.unit,
          rangeLow: r.range_low,
          rangeHigh: r.range_high,
          referenceRange: r.reference_text ?? "",
          flag: r.flag,
        })),
      orderDisplayId: o.display_id,
    } satisfies MedicalRecord;
  });
}

/** A ready order's report PDF: the stored one, else made now from the stored order and results. */
export async function labReportPdf(db: Db, orderId: number, reportAt: string): Promise<Buffer | null> {
  const order = await db.selectFrom("diagnostic_orders").select("report_file_key").where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const stored = order.report_file_key ? await fileStorage().get(order.report_file_key) : null;
  if (stored) return stored.bytes;
  return renderReportPdf({ ...(await orderDocumentOf(db, orderId)), reportAt }, new Date(reportAt));
}
