/**
 * A health-check appointment after booking: the owner's view and list of them, cancelling by the written rule
 * (before check-in and at least 2 hours before; an online payment is refunded through the payments module), and the
 * centre's side — check-in, health check done, the report (a PDF) — and the owner's download of that report.
 * Every read by a patient is scoped to the account: someone else's id is NOT_FOUND, as none.
 */
import type { Selectable } from "kysely";
import type { DB } from "../../db/client";
import type { OrderTable } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { headerOrderHistory, headerOrderOfAccount, moveOrder } from "../orders/order-header";
import { centreAppointmentSteps, type CentreKind } from "../orders/centre-appointments";
import { paidPayment, refundPayment } from "../payments/payments";
import { releaseSlotPlace } from "../scheduling";
import { fastingMessage } from "~/lib/slots";
import {
  PROHEALTH_CANCEL_CLOSED_MESSAGE,
  PROHEALTH_RESCHEDULE_CLOSED_MESSAGE,
  PROHEALTH_STATUS as S,
  PROHEALTH_STATUS_LABELS,
  canCancelProhealthAppointment,
  type ProhealthStatus,
} from "~/lib/prohealth-status";
import { HEALTH_CHECK_KIND } from "./prohealth-kind";
import { unitTypeOf } from "./prohealth-catalogue";
import { prohealthResource } from "./prohealth-slots";
import { FASTING_SLOT_REFUSED_MESSAGE, fastingSlotAllowed } from "~/lib/prohealth-rules";

export const PROHEALTH_REPORT_NOT_PDF_MESSAGE = "The report must be a PDF file.";
export const PROHEALTH_REPORT_NOT_READY_MESSAGE = "The report is not ready yet.";

const label = (s: string) => PROHEALTH_STATUS_LABELS[s as ProhealthStatus] ?? s;

/** Spec §3 Appointment: displayId, status, price, start and end (UTC), package, hospital, shortHraLink, bookingSource. */
export interface ProhealthAppointmentView {
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  /** Paise. */
  price: number;
  paymentType: string;
  appointmentStartUtc: string;
  appointmentEndUtc: string;
  package: { id: number; packageName: string; slug: string | null };
  hospital: { id: number; unitName: string; unitType: "HOSPITAL" | "CLINIC"; city: string; address: string };
  patientName: string | null;
  shortHraLink: string | null;
  bookingSource: string;
  /** "10 hours fasting needed: no food after 10 pm (water is fine)." — as lab slots say it; null without fasting. */
  fastingNote: string | null;
  hasReport: boolean;
  canCancel: boolean;
  /** Paise membership saved (0 when it did not apply). */
  circleDiscount: number;
  history: { status: string; label: string; at: string; message: string | null }[];
  createdAt: string;
}

const detailQuery = (db: DB) =>
  db
    .selectFrom("prohealth_appointment_details as d")
    .innerJoin("facilities as f", "f.id", "d.facility_id")
    .innerJoin("cities as c", "c.id", "f.city_id")
    .leftJoin("prohealth_packages as p", "p.id", "d.package_id")
    .select([
      "d.order_id", "d.package_id", "d.package_name", "d.facility_id", "d.slot_id", "d.appointment_start_utc", "d.appointment_end_utc",
      "d.fasting_hours", "d.short_hra_link", "d.booking_source", "d.report_file_key", "f.name as facility_name", "f.kind as facility_kind",
      "f.address as facility_address", "c.name as city", "p.slug as package_slug", "d.circle_discount",
    ]);

async function detailOf(db: DB, orderId: number) {
  const d = await detailQuery(db).where("d.order_id", "=", orderId).executeTakeFirst();
  if (!d) throw notFound("Appointment not found");
  return d;
}

async function viewOf(db: DB, order: Selectable<OrderTable>, now: Date, history: { status: string; status_date: string; status_message?: string | null }[]): Promise<ProhealthAppointmentView> {
  const d = await detailOf(db, order.id);
  const patient = order.patient_id == null ? null : await db.selectFrom("patients").select(["first_name", "last_name"]).where("id", "=", order.patient_id).executeTakeFirst();
  return {
    id: order.id,
    displayId: order.display_id,
    status: order.status,
    statusLabel: label(order.status),
    price: order.total_amount,
    paymentType: order.payment_type,
    appointmentStartUtc: d.appointment_start_utc,
    appointmentEndUtc: d.appointment_end_utc,
    package: { id: d.package_id, packageName: d.package_name, slug: d.package_slug ?? null },
    hospital: { id: d.facility_id, unitName: d.facility_name, unitType: unitTypeOf({ kind: d.facility_kind as "hospital" }), city: d.city, address: d.facility_address },
    patientName: patient ? `${patient.first_name} ${patient.last_name}`.trim() : null,
    shortHraLink: d.short_hra_link,
    bookingSource: d.booking_source,
    fastingNote: d.fasting_hours > 0 ? fastingMessage(d.appointment_start_utc, d.fasting_hours) : null,
    hasReport: d.report_file_key != null && order.status === S.REPORT_READY,
    canCancel: canCancelProhealthAppointment(order.status, d.appointment_start_utc, now),
    circleDiscount: d.circle_discount,
    history: history.map((h) => ({ status: h.status, label: label(h.status), at: h.status_date, message: h.status_message ?? null })),
    createdAt: order.created_at,
  };
}

/** The owner's appointment (NOT_FOUND for another account's id, as for none). */
export async function prohealthAppointmentOfAccount(db: DB, accountId: number, orderId: number, now = new Date()): Promise<ProhealthAppointmentView> {
  const order = await headerOrderOfAccount(db, accountId, orderId, HEALTH_CHECK_KIND);
  return viewOf(db, order, now, await headerOrderHistory(db, accountId, orderId));
}

/** getAllProhealthAppointments: the account's appointments, soonest upcoming first, then the past, newest first. */
export async function listProhealthAppointments(db: DB, accountId: number, now = new Date()): Promise<ProhealthAppointmentView[]> {
  const orders = await db.selectFrom("orders").selectAll().where("account_id", "=", accountId).where("kind", "=", HEALTH_CHECK_KIND).orderBy("created_at", "desc").orderBy("id", "desc").limit(100).execute();
  const views = await Promise.all(orders.map((o) => viewOf(db, o, now, [])));
  return views.sort((a, b) => b.appointmentStartUtc.localeCompare(a.appointmentStartUtc));
}

/** getAllProhealthOrdersByOrderIdOrDisplayId: the owner's appointment by its id or its display id. */
export async function prohealthAppointmentByOrderIdOrDisplayId(db: DB, accountId: number, input: { orderId?: number | null; displayId?: string | null }, now = new Date()) {
  let q = db.selectFrom("orders").select("id").where("account_id", "=", accountId).where("kind", "=", HEALTH_CHECK_KIND);
  if (input.orderId != null) q = q.where("id", "=", input.orderId);
  else if (input.displayId) q = q.where("display_id", "=", input.displayId.slice(0, 40));
  else throw badRequest("Please give an order id or display id.");
  const row = await q.executeTakeFirst();
  if (!row) throw notFound("Appointment not found");
  return prohealthAppointmentOfAccount(db, accountId, row.id, now);
}

/** The patient cancels: by the written rule only; the place goes back and an online payment is refunded. */
export async function cancelProhealthAppointment(db: DB, accountId: number, orderId: number, reason: string | null, now = new Date()) {
  const order = await headerOrderOfAccount(db, accountId, orderId, HEALTH_CHECK_KIND);
  const d = await detailOf(db, orderId);
  if (!canCancelProhealthAppointment(order.status, d.appointment_start_utc, now)) throw badRequest(PROHEALTH_CANCEL_CLOSED_MESSAGE);
  await db.transaction().execute(async (trx) => {
    await moveOrder(trx, { kind: HEALTH_CHECK_KIND, orderId, to: S.CANCELLED, actor: `patient:${accountId}`, statusMessage: reason?.slice(0, 200) || null, now });
    await releaseSlotPlace(trx, d.slot_id);
    const paid = await paidPayment(trx, HEALTH_CHECK_KIND, orderId);
    if (paid) {
      await refundPayment(trx, paid.payment_order_id, paid.amount, { now });
      await moveOrder(trx, { kind: HEALTH_CHECK_KIND, orderId, to: S.REFUNDED, actor: "payment", now });
    }
  });
  return prohealthAppointmentOfAccount(db, accountId, orderId, now);
}

/** Health checks as a centre kind of the spine: detail table and columns, slots, change rule, morning rule, words. */
export const HEALTH_CHECK_CENTRE: CentreKind = {
  kind: HEALTH_CHECK_KIND,
  detailTable: "prohealth_appointment_details",
  storageFolder: "health-check-reports",
  fileName: "health-check-report",
  reportReadyStatus: S.REPORT_READY,
  notFoundMessage: "Appointment not found",
  notPdfMessage: PROHEALTH_REPORT_NOT_PDF_MESSAGE,
  notReadyMessage: PROHEALTH_REPORT_NOT_READY_MESSAGE,
  centreColumn: "facility_id",
  startColumn: "appointment_start_utc",
  endColumn: "appointment_end_utc",
  resourceOf: prohealthResource,
  canChange: canCancelProhealthAppointment,
  changeClosedMessage: PROHEALTH_RESCHEDULE_CLOSED_MESSAGE,
  // A fasting package keeps to morning slots when it moves, as when it was booked.
  async slotRule(db, orderId) {
    const d = await db.selectFrom("prohealth_appointment_details").select("fasting_hours").where("order_id", "=", orderId).executeTakeFirst();
    const hours = d?.fasting_hours ?? 0;
    return (slot) => (fastingSlotAllowed(slot.startTime, hours) ? null : FASTING_SLOT_REFUSED_MESSAGE);
  },
  deskStatuses: [S.BOOKED, S.CONFIRMED, S.CHECKED_IN, S.COMPLETED],
  statusLabel: label,
  deskWhatColumn: "package_name",
  deskWhat: (name) => name,
};

const steps = centreAppointmentSteps(HEALTH_CHECK_CENTRE);

// ---- The centre's side (ops console; the caller has checked the ops role) ----

/** Appointments that still need the centre: booked, confirmed, checked in or done; soonest first. */
export const listProhealthOpsAppointments = steps.listDesk;
/** Check-in and health check done: moves by the kind's table (a skipped step is refused). */
export const moveProhealthAppointment = (db: DB, opsAccountId: number, orderId: number, to: typeof S.CHECKED_IN | typeof S.COMPLETED, now = new Date()) =>
  steps.move(db, opsAccountId, orderId, to, now);
export const uploadProhealthReport = steps.uploadReport;
export const prohealthReportOfAccount = steps.reportOfAccount;

// ---- The patient's reschedule: another free slot at the same hospital or clinic, under the written rule ----

export const prohealthRescheduleSlots = steps.rescheduleSlots;
export const rescheduleProhealthAppointment = steps.reschedule;
