/**
 * Demo consults for the demo doctors, so the doctor's day view has patients: booked (paid) online consults on the
 * seed day and the day after, at fixed India times, with demo patients of the demo accounts. Each takes its place
 * in the doctor's online slot on the spine, as a booking would.
 *
 * Also: HLA-B27 by PCR is a molecular test run only at the reference labs of Hyderabad, Mumbai and New Delhi, so it
 * is not sold elsewhere — a doctor's advice can name a test the patient's city does not offer (the post-consult
 * popover's "unavailable" list).
 */
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import type { DB } from "../client";
import { writeOrderHeader } from "../../domain/orders/order-header";
import { CONSULT_KIND } from "../../domain/consult/consult-kind";
import { getDoctorBySlug, onlineResourceOf } from "../../domain/doctors/doctors";
import { holdSlotPlace, slotsOf } from "../../domain/scheduling";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

export const DEMO_CONSULTS = [
  { doctorSlug: "dr-ramesh-kumar-reddy", uhid: "APJ1.0000000101", day: 0, time: "09:00", type: "VIDEO" },
  { doctorSlug: "dr-ramesh-kumar-reddy", uhid: "APJ1.0000000301", day: 0, time: "12:00", type: "VIDEO" },
  { doctorSlug: "dr-ramesh-kumar-reddy", uhid: "APJ1.0000000201", day: 0, time: "18:00", type: "AUDIO" },
  { doctorSlug: "dr-ramesh-kumar-reddy", uhid: "APJ1.0000000102", day: 1, time: "10:30", type: "VIDEO" },
  { doctorSlug: "dr-farah-khan", uhid: "APJ1.0000000103", day: 0, time: "10:00", type: "VIDEO" },
  { doctorSlug: "dr-farah-khan", uhid: "APJ1.0000000302", day: 1, time: "11:00", type: "VIDEO" },
] as const;

const REFERENCE_LAB_ONLY = { canonicalTag: "hla-b27-pcr", cityIds: [1, 3, 9] };

/** Seeds the demo consults once (none of the demo doctors has a consult yet), relative to the seed day in India. */
export async function seedDoctorConsults(db: DB, now = new Date()): Promise<void> {
  const doctors = await db.selectFrom("doctors").select(["id", "slug"]).where("slug", "in", DEMO_CONSULTS.map((c) => c.doctorSlug)).execute();
  if (!doctors.length) return;
  const existing = await db
    .selectFrom("consult_details")
    .select("order_id")
    .where("doctor_id", "in", doctors.map((d) => d.id))
    .executeTakeFirst();
  if (existing) return;
  const dayStart = startOfDay(new TZDate(now, INDIA_TIME_ZONE));
  const from = new Date(dayStart.getTime());
  await db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "=", REFERENCE_LAB_ONLY.canonicalTag).executeTakeFirst();
    if (item) await trx.deleteFrom("diagnostic_pricing").where("item_id", "=", item.item_id).where("city_id", "not in", REFERENCE_LAB_ONLY.cityIds).execute();
    for (const [i, c] of DEMO_CONSULTS.entries()) {
      const doctor = await getDoctorBySlug(trx, c.doctorSlug);
      const patient = await trx.selectFrom("patients").select(["id", "account_id"]).where("uhid", "=", c.uhid).executeTakeFirst();
      if (!patient) continue;
      const resource = onlineResourceOf(doctor);
      const date = addDays(dayStart, c.day);
      const slotDate = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      const slot = slotsOf(resource, from).find((s) => s.slotDate === slotDate && s.startTime === c.time);
      if (!slot) continue;
      const order = await writeOrderHeader(trx, {
        kind: CONSULT_KIND,
        accountId: patient.account_id,
        patientId: patient.id,
        status: "CONFIRMED",
        totalAmount: doctor.feeOnline,
        toPay: doctor.feeOnline,
        paymentType: "ONLINE",
        idempotencyKey: `seed-consult-${i + 1}`,
        actor: "seed",
        now: from,
      });
      const slotId = await holdSlotPlace(trx, resource, slot);
      if (slotId == null) throw new Error(`Demo consult slot ${slotDate} ${c.time} is full`);
      await trx
        .insertInto("consult_details")
        .values({
          order_id: order.id,
          doctor_id: doctor.id,
          consult_mode: "ONLINE",
          consult_type: c.type,
          facility_id: null,
          slot_id: slotId,
          appointment_date_time_utc: slot.slotDateTimeInUTC,
          duration_minutes: slot.slotDurationInMinutes,
          fee: doctor.feeOnline,
          discount: 0,
          coupon_code: null,
        })
        .execute();
    }
  });
}
