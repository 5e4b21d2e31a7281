/**
 * A radiology order after booking: the owner's view of it, cancelling by the written rule (before check-in and at
 * least 2 hours before the slot; an online payment is refunded to its source through the payments module), a
 * prescription added later, and the centre's side — check-in, scan done, the report (a PDF) — and the owner's
 * download of that report. Every read by a patient is scoped to the account: someone else's id is NOT_FOUND.
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { headerOrderHistory, headerOrderOfAccount, moveOrder } from "../orders/order-header";
import { centreAppointmentSteps, type CentreKind } from "../orders/centre-appointments";
import { paidPayment, refundPayment } from "../payments/payments";
import { releaseSlotPlace } from "../scheduling";
import { checkPrescriptionFile, storagePrefixOf, takeUploadPlace } from "../lab-tests/prescriptions";
import { fileStorage } from "../../providers/file-storage";
import { RADIOLOGY_KIND } from "./radiology-orders";
import { radiologyClinicById } from "./radiology";
import { radiologyClinicResource } from "./radiology-clinic-slots";
import {
  RADIOLOGY_CHANGE_CLOSED_MESSAGE,
  RADIOLOGY_ORDER_STATUS as S,
  RADIOLOGY_PRESCRIPTION_CLOSED_MESSAGE,
  canAddRadiologyPrescription,
  RADIOLOGY_STATUS_LABELS,
  canChangeRadiologyAppointment,
  type RadiologyOrderStatus,
} from "~/lib/radiology-order-status";

export const REPORT_NOT_PDF_MESSAGE = "The report must be a PDF file.";
export const REPORT_NOT_READY_MESSAGE = "The report is not ready yet.";

const label = (s: string) => RADIOLOGY_STATUS_LABELS[s as RadiologyOrderStatus] ?? s;

export interface RadiologyOrderView {
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  patientName: string | null;
  clinic: { id: number; name: string; address: string } | null;
  items: { itemId: number; name: string; price: number }[];
  registrationFee: number;
  totalAmount: number;
  paymentType: string;
  slotDate: string;
  slotTime: string;
  slotDateTimeInUTC: string;
  hasPrescription: boolean;
  hasReport: boolean;
  canCancel: boolean;
  history: { status: string; label: string; at: string; message: string | null }[];
  createdAt: string;
}

async function detailOf(db: DB, orderId: number) {
  const d = await db.selectFrom("radiology_order_details").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  if (!d) throw notFound("Order not found");
  return d;
}

/** The owner's radiology order (NOT_FOUND for another account's id, as for none). */
export async function radiologyOrderOfAccount(db: DB, accountId: number, orderId: number, now = new Date()): Promise<RadiologyOrderView> {
  const order = await headerOrderOfAccount(db, accountId, orderId, RADIOLOGY_KIND);
  return viewOf(db, order, now, await headerOrderHistory(db, accountId, orderId));
}

async function viewOf(
  db: DB,
  order: Awaited<ReturnType<typeof headerOrderOfAccount>>,
  now: Date,
  history: { status: string; status_date: string; status_message?: string | null }[],
): Promise<RadiologyOrderView> {
  const d = await detailOf(db, order.id);
  const [clinic, patient] = await Promise.all([
    radiologyClinicById(db, d.clinic_id),
    order.patient_id == null ? null : db.selectFrom("patients").select(["first_name", "last_name"]).where("id", "=", order.patient_id).executeTakeFirst(),
  ]);
  return {
    id: order.id,
    displayId: order.display_id,
    status: order.status,
    statusLabel: label(order.status),
    patientName: patient ? `${patient.first_name} ${patient.last_name}`.trim() : null,
    clinic: clinic && { id: clinic.id, name: clinic.name, address: clinic.address },
    items: JSON.parse(d.items) as RadiologyOrderView["items"],
    registrationFee: d.registration_fee,
    totalAmount: order.total_amount,
    paymentType: order.payment_type,
    slotDate: d.slot_date,
    slotTime: d.slot_time,
    slotDateTimeInUTC: d.slot_date_time_utc,
    hasPrescription: d.prescription_file_key != null,
    hasReport: d.report_file_key != null && order.status === S.REPORT_READY,
    canCancel: canChangeRadiologyAppointment(order.status, d.slot_date_time_utc, now),
    history: history.map((h) => ({ status: h.status, label: label(h.status), at: h.status_date, message: h.status_message ?? null })),
    createdAt: order.created_at,
  };
}

/** The patient cancels: allowed by the written rule only; the place goes back and an online payment is refunded. */
export async function cancelRadiologyOrder(db: DB, accountId: number, orderId: number, reason: string | null, now = new Date()): Promise<RadiologyOrderView> {
  const order = await headerOrderOfAccount(db, accountId, orderId, RADIOLOGY_KIND);
  const d = await detailOf(db, orderId);
  if (!canChangeRadiologyAppointment(order.status, d.slot_date_time_utc, now)) throw badRequest(RADIOLOGY_CHANGE_CLOSED_MESSAGE);
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, { kind: RADIOLOGY_KIND, orderId, to: S.CANCELLED, actor: `patient:${accountId}`, statusMessage: reason?.slice(0, 200) || null, now });
    await releaseSlotPlace(trx, d.slot_id);
    const paid = await paidPayment(trx, RADIOLOGY_KIND, orderId);
    if (paid) {
      await refundPayment(trx, paid.payment_order_id, paid.amount, { now });
      await moveOrder(trx, { kind: RADIOLOGY_KIND, orderId, to: S.REFUNDED, actor: "payment", now });
    }
  });
  return radiologyOrderOfAccount(db, accountId, orderId, now);
}

/** uploadRadiologyPrescription: the owner adds (or replaces) the prescription of a booked order; lab upload rules. */
export async function uploadRadiologyPrescription(db: DB, accountId: number, orderId: number, file: { fileName: string; bytes: Uint8Array }, now = new Date()) {
  const order = await headerOrderOfAccount(db, accountId, orderId, RADIOLOGY_KIND);
  if (!canAddRadiologyPrescription(order.status)) throw badRequest(RADIOLOGY_PRESCRIPTION_CLOSED_MESSAGE);
  const { contentType } = await checkPrescriptionFile(file.fileName, file.bytes);
  await takeUploadPlace(db, accountId, now);
  const key = await fileStorage().put(storagePrefixOf(accountId), Buffer.from(file.bytes), contentType);
  await db.updateTable("radiology_order_details").set({ prescription_file_key: key }).where("order_id", "=", orderId).execute();
  return { status: true, orderId };
}

/** Radiology as a centre kind of the spine: its detail table and columns, slots, change rule and words. */
export const RADIOLOGY_CENTRE: CentreKind = {
  kind: RADIOLOGY_KIND,
  detailTable: "radiology_order_details",
  storageFolder: "radiology-reports",
  fileName: "radiology-report",
  reportReadyStatus: S.REPORT_READY,
  notFoundMessage: "Order not found",
  notPdfMessage: REPORT_NOT_PDF_MESSAGE,
  notReadyMessage: REPORT_NOT_READY_MESSAGE,
  centreColumn: "clinic_id",
  startColumn: "slot_date_time_utc",
  resourceOf: radiologyClinicResource,
  canChange: canChangeRadiologyAppointment,
  changeClosedMessage: RADIOLOGY_CHANGE_CLOSED_MESSAGE,
  deskStatuses: [S.BOOKED, S.CONFIRMED, S.CHECKED_IN, S.SCAN_DONE],
  statusLabel: label,
  deskWhatColumn: "items",
  deskWhat: (items) => (JSON.parse(items) as { name: string }[]).map((i) => i.name).join(", "),
  deskPrescription: { column: "prescription_file_key", url: (orderId) => `/resources/ops/radiology-prescription/${orderId}` },
};

const steps = centreAppointmentSteps(RADIOLOGY_CENTRE);

// ---- The centre's side (ops console; the caller has checked the ops role) ----

/** Appointments that still need the centre: booked, confirmed, checked in or scanned; soonest first. */
export const listRadiologyAppointments = steps.listDesk;
/** Check-in and scan done: moves by the kind's table (a skipped step is refused). */
export const moveRadiologyAppointment = (db: DB, opsAccountId: number, orderId: number, to: typeof S.CHECKED_IN | typeof S.SCAN_DONE, now = new Date()) =>
  steps.move(db, opsAccountId, orderId, to, now);
export const uploadRadiologyReport = steps.uploadReport;
export const radiologyReportOfAccount = steps.reportOfAccount;

// ---- The patient's reschedule: another free slot at the same clinic, under the written change rule ----

export const radiologyRescheduleSlots = steps.rescheduleSlots;
export const rescheduleRadiologyOrder = steps.reschedule;

/** The order's prescription, for its owner (accountId) or the centre (null). */
export async function radiologyPrescriptionFile(db: DB, accountId: number | null, orderId: number) {
  let q = db.selectFrom("orders as o").innerJoin("radiology_order_details as d", "d.order_id", "o.id").select(["d.prescription_file_key"]).where("o.id", "=", orderId).where("o.kind", "=", RADIOLOGY_KIND);
  if (accountId !== null) q = q.where("o.account_id", "=", accountId);
  const row = await q.executeTakeFirst();
  if (!row?.prescription_file_key) throw notFound("Prescription not found");
  const stored = await fileStorage().get(row.prescription_file_key);
  if (!stored) throw notFound("Prescription not found");
  return { bytes: stored.bytes, contentType: stored.contentType };
}
