/**
 * Appointments at a centre (radiology scans, health checks) after booking, on the spine: the centre's desk list,
 * and rescheduling to another free slot of the same centre. Each kind registers one `CentreKind` — its detail
 * table and columns, its slots, its written change rule and its words — and gets every step from here (the report
 * steps are centre-reports.ts).
 *
 * Rescheduling is one transaction, like the consult's and the lab visit's: the order row is claimed while its status
 * still allows a change (so a check-in at the desk and a reschedule cannot both win), the detail moves only from
 * the slot it held when read (so of two reschedules racing, one wins and the other changes nothing), the old place
 * is given back, and the new place is taken last by the spine's one conditional update (so two patients cannot take
 * the last place). A refusal anywhere rolls everything back.
 */
import { sql } from "kysely";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { headerOrderOfAccount, TRANSITION_REFUSED_MESSAGE } from "./order-header";
import { centreReportOfAccount, moveCentreAppointment, uploadCentreReport, type CentreReportKind } from "./centre-reports";
import { offeredSlotOf, releaseSlotPlace, slotRowId, slotsWithPlaces, takeSlotPlace, type BookableResource, type OfferedSlot } from "../scheduling";
import { SLOT_TAKEN_MESSAGE } from "../scheduling/reschedule-slots";
import { INDIA_TIME_ZONE } from "~/lib/slots";

export const SAME_SLOT_MESSAGE = "Please choose a different slot.";

export interface CentreKind extends CentreReportKind {
  /** The detail table's column naming the centre (a facility). */
  centreColumn: "clinic_id" | "facility_id";
  /** The detail table's column with the appointment's start (UTC ISO); the end column moves with it, if any. */
  startColumn: "slot_date_time_utc" | "appointment_start_utc";
  endColumn?: "appointment_end_utc";
  /** The centre's slots for this kind. */
  resourceOf(db: DB, facilityId: number): Promise<BookableResource | null>;
  /** The written rule for cancel and reschedule, and the words when it says no. */
  canChange(status: string, startUtc: string, now: Date): boolean;
  changeClosedMessage: string;
  /** The kind's own rule on which slots this appointment may take (a refusal, or null); none: every slot. */
  slotRule?(db: DB, orderId: number): Promise<((slot: OfferedSlot) => string | null) | null>;
  /** What the desk lists: statuses still needing the centre, and how a row names what is done. */
  deskStatuses: readonly string[];
  statusLabel(status: string): string;
  deskWhatColumn: "items" | "package_name";
  deskWhat(raw: string): string;
  /** For kinds that keep a prescription: its column, and the centre's link to it. */
  deskPrescription?: { column: "prescription_file_key"; url(orderId: number): string };
}

/** The slot an appointment holds, and where. */
async function heldSlot(db: DB, k: CentreKind, orderId: number) {
  const d = await db
    .selectFrom(k.detailTable as "prohealth_appointment_details")
    .select([
      "slot_id",
      sql<number>`${sql.ref(k.centreColumn)}`.as("centre_id"),
      sql<string>`${sql.ref(k.startColumn)}`.as("start_utc"),
      sql<string | null>`${k.endColumn ? sql.ref(k.endColumn) : sql.lit(null)}`.as("end_utc"),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!d) throw notFound(k.notFoundMessage);
  return d;
}

/** A slot as the patient reads it: "Sat, 28 Nov" and "9:00 AM - 9:30 AM". */
export interface CentreSlotChoice {
  slotDateTimeInUTC: string;
  slotDate: string;
  dateText: string;
  timeText: string;
}

const choiceOf = (s: OfferedSlot): CentreSlotChoice => ({
  slotDateTimeInUTC: s.slotDateTimeInUTC,
  slotDate: s.slotDate,
  dateText: format(new TZDate(s.slotDateTimeInUTC, INDIA_TIME_ZONE), "EEE, d MMM"),
  timeText: s.slotDisplayTime,
});

/**
 * The slots the owner may move the appointment to: free slots of the same centre, other than the one it holds,
 * that the kind's rule allows; none once the written rule closes changes. Someone else's id is NOT_FOUND.
 */
export async function centreRescheduleSlots(db: DB, k: CentreKind, accountId: number, orderId: number, now = new Date()): Promise<CentreSlotChoice[]> {
  const order = await headerOrderOfAccount(db, accountId, orderId, k.kind);
  const held = await heldSlot(db, k, orderId);
  if (!k.canChange(order.status, held.start_utc, now)) return [];
  const resource = await k.resourceOf(db, held.centre_id);
  if (!resource) return [];
  const rule = (await k.slotRule?.(db, orderId)) ?? null;
  const slots = await slotsWithPlaces(db, resource, now);
  return slots.filter((s) => s.available && s.slotId !== held.slot_id && !rule?.(s)).map(choiceOf);
}

/** Moves the owner's appointment to another free slot of the same centre, under the kind's written rule. */
export async function rescheduleCentreAppointment(db: DB, k: CentreKind, accountId: number, orderId: number, slotDateTimeInUTC: string, now = new Date()): Promise<CentreSlotChoice> {
  const order = await headerOrderOfAccount(db, accountId, orderId, k.kind);
  const held = await heldSlot(db, k, orderId);
  if (!k.canChange(order.status, held.start_utc, now)) throw badRequest(k.changeClosedMessage);
  const resource = await k.resourceOf(db, held.centre_id);
  const slot = resource && offeredSlotOf(resource, now, slotDateTimeInUTC);
  if (!resource || !slot) throw badRequest(SLOT_TAKEN_MESSAGE);
  if (Date.parse(slot.slotDateTimeInUTC) === Date.parse(held.start_utc)) throw badRequest(SAME_SLOT_MESSAGE);
  const refusal = (await k.slotRule?.(db, orderId))?.(slot);
  if (refusal) throw badRequest(refusal);
  const choice = choiceOf(slot);
  const at = now.toISOString();

  await db.transaction().execute(async (trx) => {
    // Claim the order while it may still change: a desk check-in racing this waits for it, or wins and refuses it.
    const claimed = await trx.updateTable("orders").set({ updated_at: at }).where("id", "=", orderId).where("status", "=", order.status).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(TRANSITION_REFUSED_MESSAGE);
    const slotId = await slotRowId(trx, resource, slot);
    const end = held.end_utc && new Date(Date.parse(slot.slotDateTimeInUTC) + Date.parse(held.end_utc) - Date.parse(held.start_utc)).toISOString();
    const set = { slot_id: slotId, slot_date: slot.slotDate, slot_time: slot.startTime, [k.startColumn]: slot.slotDateTimeInUTC, ...(k.endColumn ? { [k.endColumn]: end } : {}) };
    // Only from the slot read above: of two reschedules racing, the second finds it moved and changes nothing.
    const moved = await trx
      .updateTable(k.detailTable as "prohealth_appointment_details")
      .set(set as { slot_id: number })
      .where("order_id", "=", orderId)
      .where("slot_id", "=", held.slot_id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw badRequest(TRANSITION_REFUSED_MESSAGE);
    await trx
      .insertInto("order_status_history")
      .values({ order_id: orderId, status: order.status, status_date: at, status_message: `Rescheduled to ${choice.dateText}, ${choice.timeText}`, actor: `patient:${accountId}` })
      .execute();
    await releaseSlotPlace(trx, held.slot_id);
    // The new place last: its row stays locked only until this commits.
    if (!(await takeSlotPlace(trx, slotId))) throw badRequest(SLOT_TAKEN_MESSAGE);
  });
  return choice;
}

/** One row of the centre's desk, whatever the kind. */
export interface CentreDeskRow {
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  patientName: string | null;
  centreName: string;
  /** The scans, or the package. */
  what: string;
  prescriptionUrl: string | null;
  slotDate: string;
  slotTime: string;
}

/** Appointments that still need the centre (booked, confirmed, checked in, done), soonest first. */
export async function listCentreDesk(db: DB, k: CentreKind, limit = 100): Promise<CentreDeskRow[]> {
  const rows = await db
    .selectFrom("orders as o")
    .innerJoin(`${k.detailTable as "prohealth_appointment_details"} as d`, "d.order_id", "o.id")
    .innerJoin("facilities as f", "f.id", `d.${k.centreColumn}` as "d.facility_id")
    .leftJoin("patients as p", "p.id", "o.patient_id")
    .select(["o.id", "o.display_id", "o.status", "p.first_name", "p.last_name", "f.name as centre_name", "d.slot_date", "d.slot_time"])
    .select([
      sql<string>`${sql.ref(`d.${k.deskWhatColumn}`)}`.as("what"),
      sql<string>`${sql.ref(`d.${k.startColumn}`)}`.as("start_utc"),
      sql<string | null>`${k.deskPrescription ? sql.ref(`d.${k.deskPrescription.column}`) : sql.lit(null)}`.as("prescription"),
    ])
    .where("o.kind", "=", k.kind)
    .where("o.status", "in", [...k.deskStatuses])
    .orderBy("start_utc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    displayId: r.display_id,
    status: r.status,
    statusLabel: k.statusLabel(r.status),
    patientName: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
    centreName: r.centre_name,
    what: k.deskWhat(r.what),
    prescriptionUrl: r.prescription != null && k.deskPrescription ? k.deskPrescription.url(r.id) : null,
    slotDate: r.slot_date,
    slotTime: r.slot_time,
  }));
}

/** Every step of a centre kind, bound to it: the desk's, the report's and the patient's reschedule. */
export function centreAppointmentSteps(k: CentreKind) {
  return {
    listDesk: (db: DB, limit = 100) => listCentreDesk(db, k, limit),
    /** Check-in and done: moves by the kind's table (a skipped step is refused). */
    move: (db: DB, opsAccountId: number, orderId: number, to: string, now = new Date()) => moveCentreAppointment(db, k, opsAccountId, orderId, to, now),
    /** The report: a real PDF, stored; the order moves to report ready in one transaction. */
    uploadReport: (db: DB, opsAccountId: number, orderId: number, bytes: Uint8Array, now = new Date()) => uploadCentreReport(db, k, opsAccountId, orderId, bytes, now),
    /** The report for its owner only (NOT_FOUND for anyone else, and until it is ready). */
    reportOfAccount: (db: DB, accountId: number, orderId: number) => centreReportOfAccount(db, k, accountId, orderId),
    rescheduleSlots: (db: DB, accountId: number, orderId: number, now = new Date()) => centreRescheduleSlots(db, k, accountId, orderId, now),
    reschedule: (db: DB, accountId: number, orderId: number, slotDateTimeInUTC: string, now = new Date()) => rescheduleCentreAppointment(db, k, accountId, orderId, slotDateTimeInUTC, now),
  };
}
