/**
 * Reports a centre uploads (radiology scans, health checks) in the health records, read through from the orders
 * on the spine as lab reports are read from lab orders: an appointment is a record once it is report ready and its
 * PDF is stored, and the file is that PDF. Nothing is copied. Every centre kind is one entry of CENTRE_REPORT_KINDS,
 * so a new kind of the centre spine appears here by being listed, not by a copy of this reader.
 *
 * They are TEST_REPORT records, not LAB REPORT: a LAB REPORT here is a lab order's structured results (parameters,
 * trends, one FHIR Observation each), while a scan or a health check comes back as a document — the centre's PDF —
 * with no stored results to plot or code.
 */
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { CentreKind } from "../orders/centre-appointments";
import { RADIOLOGY_CENTRE } from "../radiology/radiology-order-actions";
import { HEALTH_CHECK_CENTRE } from "../prohealth/prohealth-appointments";
import { fileStorage } from "../../providers/file-storage";
import type { MedicalRecord } from "./records";

type Db = Kysely<Database> | Transaction<Database>;

/** The centre kinds whose reports are health records, with the FHIR diagnostic service section each is filed under. */
export const CENTRE_REPORT_KINDS: readonly { centre: CentreKind; diagnosticService: "RAD" | "OTH" }[] = [
  { centre: RADIOLOGY_CENTRE, diagnosticService: "RAD" },
  { centre: HEALTH_CHECK_CENTRE, diagnosticService: "OTH" },
];

async function recordsOfKind(db: Db, entry: (typeof CENTRE_REPORT_KINDS)[number], accountId: number, where: { patientId?: number; orderId?: number }): Promise<MedicalRecord[]> {
  const k = entry.centre;
  let q = db
    .selectFrom("orders as o")
    // Both detail tables keep order_id, report_file_key and report_uploaded_at; the kind names its other columns.
    .innerJoin(`${k.detailTable} as d` as "prohealth_appointment_details as d", "d.order_id", "o.id")
    .innerJoin("patients as p", "p.id", "o.patient_id")
    .leftJoin("facilities as f", (j) => j.on(sql<boolean>`f.id = ${sql.ref(`d.${k.centreColumn}`)}`))
    .select([
      "o.id", "o.display_id", "o.patient_id", "p.first_name", "p.last_name", "f.name as centre_name", "d.report_uploaded_at",
      sql<string>`${sql.ref(`d.${k.deskWhatColumn}`)}`.as("what"),
    ])
    .where("o.account_id", "=", accountId)
    .where("o.kind", "=", k.kind)
    .where("o.status", "=", k.reportReadyStatus)
    .where("d.report_file_key", "is not", null);
  if (where.patientId) q = q.where("o.patient_id", "=", where.patientId);
  if (where.orderId) q = q.where("o.id", "=", where.orderId);
  const rows = await q.execute();
  return rows.map((o) => {
    const what = k.deskWhat(o.what);
    return {
      id: `centre-${o.id}`,
      recordType: "TEST_REPORT",
      patientId: o.patient_id!,
      patientName: `${o.first_name} ${o.last_name}`.trim(),
      title: what || `Report ${o.display_id}`,
      date: o.report_uploaded_at!,
      source: "ORDER",
      doctorName: null,
      hospitalName: o.centre_name ?? null,
      fields: { testName: what },
      files: [{ index: 0, fileName: `${k.fileName}-${o.display_id}.pdf`, contentType: "application/pdf", bytes: null }],
      parameters: [],
      orderDisplayId: o.display_id,
      diagnosticService: entry.diagnosticService,
    } satisfies MedicalRecord;
  });
}

/** The account's ready centre reports (of one patient, or one order), every kind. */
export async function centreReportRecords(db: Db, accountId: number, where: { patientId?: number; orderId?: number }): Promise<MedicalRecord[]> {
  return (await Promise.all(CENTRE_REPORT_KINDS.map((e) => recordsOfKind(db, e, accountId, where)))).flat();
}

/** A ready order's stored report PDF, whatever its centre kind. No owner check: callers pass an order they have checked. */
export async function centreReportPdf(db: Db, orderId: number): Promise<Buffer | null> {
  const order = await db.selectFrom("orders").select("kind").where("id", "=", orderId).executeTakeFirst();
  const k = CENTRE_REPORT_KINDS.find((e) => e.centre.kind === order?.kind)?.centre;
  if (!k) return null;
  const d = await db
    .selectFrom(k.detailTable as "prohealth_appointment_details")
    .select("report_file_key")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  const stored = d?.report_file_key ? await fileStorage().get(d.report_file_key) : null;
  return stored?.bytes ?? null;
}
