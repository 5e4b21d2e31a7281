/**
 * The doctor's own availability on the scheduling spine: the weekly online hours (the spec's Opening hours:
 * weekDay, startTime, endTime; India time) and leave days. Both feed `consultRule`, so what the doctor saves here is
 * exactly what booking offers: a leave day is a holiday of the rule and offers no slot.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { badRequest } from "../errors";
import type { OpeningHours } from "../scheduling/availability";
import { CONSULT_KIND } from "../consult/consult-kind";
import { LEAVE_DATE_INVALID } from "~/lib/case-sheet";
import { indiaDate } from "~/lib/india-date-time";
import { bumpSlotsVersion } from "../scheduling/slots-version";

export const LEAVE_HAS_CONSULTS = "You have consults booked on this day. Please ask for them to be moved before taking leave.";
const DAY_ORDER = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];

export interface DoctorAvailability {
  onlineHours: OpeningHours[];
  leaveDates: string[];
}

export async function doctorAvailability(db: Kysely<Database>, doctorId: number, now = new Date()): Promise<DoctorAvailability> {
  const row = await db.selectFrom("doctors").select(["online_hours", "leave_dates"]).where("id", "=", doctorId).executeTakeFirstOrThrow();
  const today = indiaDate(now);
  return {
    onlineHours: (JSON.parse(row.online_hours) as OpeningHours[]).sort((a, b) => DAY_ORDER.indexOf(a.weekDay) - DAY_ORDER.indexOf(b.weekDay) || a.startTime.localeCompare(b.startTime)),
    leaveDates: (JSON.parse(row.leave_dates) as string[]).filter((d) => d >= today).sort(),
  };
}

export async function saveOnlineHours(db: Kysely<Database>, doctorId: number, hours: OpeningHours[]): Promise<void> {
  await db.updateTable("doctors").set({ online_hours: JSON.stringify(hours) }).where("id", "=", doctorId).execute();
  // Cached doctor pages show the next free slot: they drop on every instance.
  await bumpSlotsVersion(db);
}

/** Takes a day of leave (today or later, within a year); refused while consults are booked that day. */
export async function addLeave(db: Kysely<Database>, doctorId: number, date: string, now = new Date()): Promise<void> {
  const today = indiaDate(now);
  const yearOn = indiaDate(new Date(now.getTime() + 366 * 86_400_000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || date < today || date > yearOn) throw badRequest(LEAVE_DATE_INVALID);
  await db.transaction().execute(async (trx) => {
    const booked = await trx
      .selectFrom("orders")
      .innerJoin("consult_details", "consult_details.order_id", "orders.id")
      .select(["consult_details.appointment_date_time_utc"])
      .where("orders.kind", "=", CONSULT_KIND)
      .where("consult_details.doctor_id", "=", doctorId)
      .where("orders.status", "in", ["PAYMENT_PENDING", "CONFIRMED", "RESCHEDULED"])
      .where("consult_details.appointment_date_time_utc", ">=", new Date(Date.parse(`${date}T00:00:00+05:30`)).toISOString())
      .where("consult_details.appointment_date_time_utc", "<", new Date(Date.parse(`${date}T00:00:00+05:30`) + 86_400_000).toISOString())
      .executeTakeFirst();
    if (booked) throw badRequest(LEAVE_HAS_CONSULTS);
    const row = await trx.selectFrom("doctors").select("leave_dates").where("id", "=", doctorId).executeTakeFirstOrThrow();
    const dates = new Set(JSON.parse(row.leave_dates) as string[]);
    dates.add(date);
    await trx.updateTable("doctors").set({ leave_dates: JSON.stringify([...dates].filter((d) => d >= today).sort()) }).where("id", "=", doctorId).execute();
  });
  await bumpSlotsVersion(db);
}

export async function removeLeave(db: Kysely<Database>, doctorId: number, date: string): Promise<void> {
  const row = await db.selectFrom("doctors").select("leave_dates").where("id", "=", doctorId).executeTakeFirstOrThrow();
  const dates = (JSON.parse(row.leave_dates) as string[]).filter((d) => d !== date);
  await db.updateTable("doctors").set({ leave_dates: JSON.stringify(dates) }).where("id", "=", doctorId).execute();
  await bumpSlotsVersion(db);
}
