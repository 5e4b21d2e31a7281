/**
 * Rescheduling a scan or a health check on the spine (domain/orders/centre-appointments.ts), on SQLite and, with
 * TEST_POSTGRES_URL, PostgreSQL: the owner moves the appointment to another free slot of the same centre, the old
 * place is given back and the new one taken; the written rule ("before check-in and at least 2 hours before")
 * closes it; a fasting package keeps to morning slots; someone else's appointment is not found (IDOR), through the
 * domain and the page's action; and races — two appointments rescheduled at once into the last place, and one
 * appointment rescheduled from two tabs at once — never overfill a slot or hold two places.
 */
import { describe, expect, it } from "vitest";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";
import {
  bookRadiologyTest,
  moveRadiologyAppointment,
  radiologyClinicSlots,
  radiologyOrderOfAccount,
  radiologyRescheduleSlots,
  rescheduleRadiologyOrder,
} from "~/.server/domain/radiology";
import {
  bookProhealthAppointment,
  prohealthAppointmentOfAccount,
  prohealthRescheduleSlots,
  prohealthSlots,
  rescheduleProhealthAppointment,
} from "~/.server/domain/prohealth";
import { orderAction } from "~/features/radiology/radiology.server";
import { appointmentAction } from "~/features/prohealth/prohealth.server";
import { SLOT_TAKEN_MESSAGE } from "~/.server/domain/scheduling/reschedule-slots";
import { SAME_SLOT_MESSAGE } from "~/.server/domain/orders/centre-appointments";
import { TRANSITION_REFUSED_MESSAGE } from "~/.server/domain/orders/order-header";
import { RADIOLOGY_CHANGE_CLOSED_MESSAGE } from "~/lib/radiology-order-status";
import { FASTING_SLOT_REFUSED_MESSAGE, fastingSlotAllowed } from "~/lib/prohealth-rules";

const NOW = new Date("2030-01-21T03:00:00.000Z"); // Monday 08:30 in India (a week after the other centre tests)
const XRAY_CHEST = 5021; // no prescription needed
const JUBILEE_HILLS = 1; // Hyderabad radiology clinic
const SECUNDERABAD = 13; // Hyderabad hospital running health checks
const ESSENTIAL = 101; // 10 hours fasting
const CANCER_SCREENING = 601; // no fasting

let keys = 0;
const key = () => `centre-reschedule-${++keys}-${Date.now()}`;

describe.each(targets)("centre reschedule on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;
  const placesOf = async (slotDateTimeInUTC: string) => (await radiologyClinicSlots(db(), JUBILEE_HILLS, NOW)).find((s) => s.slotDateTimeInUTC === slotDateTimeInUTC)!;
  const bookXray = (accountId: number, patientId: number, slotDateTimeInUTC: string) =>
    bookRadiologyTest(db(), accountId, { itemIds: [XRAY_CHEST], clinicId: JUBILEE_HILLS, patientId, slotDateTimeInUTC, paymentType: "COD", idempotencyKey: key() }, NOW);
  const freeSlots = async () => (await radiologyClinicSlots(db(), JUBILEE_HILLS, NOW)).filter((s) => s.available && s.booked === 0);

  it("the owner moves a scan to another free slot of the clinic: the old place is given back, the new one taken, the history says so", async () => {
    const a = await account("9000000001");
    // Slots more than 2 hours ahead, so the change rule allows the move.
    const [from, to] = (await freeSlots()).slice(8, 10);
    const booked = await bookXray(a.accountId, a.patientId, from.slotDateTimeInUTC);
    expect((await placesOf(from.slotDateTimeInUTC)).booked).toBe(1);

    const options = await radiologyRescheduleSlots(db(), a.accountId, booked.id, NOW);
    expect(options.map((o) => o.slotDateTimeInUTC)).toContain(to.slotDateTimeInUTC);
    expect(options.map((o) => o.slotDateTimeInUTC)).not.toContain(from.slotDateTimeInUTC);
    await expect(rescheduleRadiologyOrder(db(), a.accountId, booked.id, from.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ message: SAME_SLOT_MESSAGE });
    await expect(rescheduleRadiologyOrder(db(), a.accountId, booked.id, "2030-01-21T20:00:00.000Z", NOW)).rejects.toMatchObject({ message: SLOT_TAKEN_MESSAGE });

    const moved = await rescheduleRadiologyOrder(db(), a.accountId, booked.id, to.slotDateTimeInUTC, NOW);
    expect(moved.slotDateTimeInUTC).toBe(to.slotDateTimeInUTC);
    expect((await placesOf(from.slotDateTimeInUTC)).booked).toBe(0);
    expect((await placesOf(to.slotDateTimeInUTC)).booked).toBe(1);
    const view = await radiologyOrderOfAccount(db(), a.accountId, booked.id, NOW);
    expect(view).toMatchObject({ status: "BOOKED", slotDateTimeInUTC: to.slotDateTimeInUTC, slotDate: to.slotDate, slotTime: to.startTime });
    expect(view.history.at(-1)).toMatchObject({ status: "BOOKED", message: `Rescheduled to ${moved.dateText}, ${moved.timeText}` });
  });

  it("IDOR: another account cannot see the choices of, or reschedule, someone's scan or health check (NOT_FOUND, as for none)", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const [from, to] = (await freeSlots()).slice(0, 2);
    const scan = await bookXray(a.accountId, a.patientId, from.slotDateTimeInUTC);
    await expect(radiologyRescheduleSlots(db(), b.accountId, scan.id, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleRadiologyOrder(db(), b.accountId, scan.id, to.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleRadiologyOrder(db(), a.accountId, 987_654_321, to.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // A health check's id is not a scan's: the kinds do not reach each other's orders.
    const morning = (await prohealthSlots(db(), SECUNDERABAD, NOW)).filter((s) => s.available && fastingSlotAllowed(s.startTime, 10));
    const check = await bookProhealthAppointment(db(), a.accountId, { packageId: ESSENTIAL, facilityId: SECUNDERABAD, patientId: a.patientId, slotDateTimeInUTC: morning[0].slotDateTimeInUTC, paymentType: "COD", idempotencyKey: key(), bookingSource: "WEB" }, NOW);
    await expect(rescheduleRadiologyOrder(db(), a.accountId, check.id, to.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(prohealthRescheduleSlots(db(), b.accountId, check.id, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleProhealthAppointment(db(), b.accountId, check.id, morning[1].slotDateTimeInUTC, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });

    // The pages' action: 404 for another account, and nothing moved.
    const post = (path: string, cookie: string, slot: string) =>
      new Request(`http://localhost${path}`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "reschedule", slot }).toString() });
    await expect(orderAction(post(`/radiology-order-details/${scan.id}`, b.cookie, to.slotDateTimeInUTC), String(scan.id))).rejects.toMatchObject({ status: 404 });
    await expect(appointmentAction(post(`/apollo-prohealth/appointments/${check.id}`, b.cookie, morning[1].slotDateTimeInUTC), String(check.id))).rejects.toMatchObject({ status: 404 });
    expect((await radiologyOrderOfAccount(db(), a.accountId, scan.id, NOW)).slotDateTimeInUTC).toBe(from.slotDateTimeInUTC);
    expect((await prohealthAppointmentOfAccount(db(), a.accountId, check.id, NOW)).appointmentStartUtc).toBe(morning[0].slotDateTimeInUTC);
  });

  it("the written rule: no reschedule after check-in, nor within 2 hours of the slot", async () => {
    const a = await account("9000000001");
    const [first, second, later] = await freeSlots();
    const checkedIn = await bookXray(a.accountId, a.patientId, first.slotDateTimeInUTC);
    await moveRadiologyAppointment(db(), 99, checkedIn.id, "CHECKED_IN", NOW);
    await expect(rescheduleRadiologyOrder(db(), a.accountId, checkedIn.id, later.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ message: RADIOLOGY_CHANGE_CLOSED_MESSAGE });
    expect(await radiologyRescheduleSlots(db(), a.accountId, checkedIn.id, NOW)).toEqual([]);
    const soon = await bookXray(a.accountId, a.patientId, second.slotDateTimeInUTC);
    const late = new Date(Date.parse(second.slotDateTimeInUTC) - 119 * 60_000);
    await expect(rescheduleRadiologyOrder(db(), a.accountId, soon.id, later.slotDateTimeInUTC, late)).rejects.toMatchObject({ message: RADIOLOGY_CHANGE_CLOSED_MESSAGE });
  });

  it("a fasting package moves only to a morning slot (before 11:00 India time); a package without fasting takes any", async () => {
    const a = await account("9000000001");
    const slots = (await prohealthSlots(db(), SECUNDERABAD, NOW)).filter((s) => s.available);
    const mornings = slots.filter((s) => s.startTime < "11:00");
    const afternoon = slots.find((s) => s.startTime >= "14:00")!;
    await expect(
      bookProhealthAppointment(db(), a.accountId, { packageId: ESSENTIAL, facilityId: SECUNDERABAD, patientId: a.patientId, slotDateTimeInUTC: afternoon.slotDateTimeInUTC, paymentType: "COD", idempotencyKey: key(), bookingSource: "WEB" }, NOW),
    ).rejects.toMatchObject({ message: FASTING_SLOT_REFUSED_MESSAGE });
    const fasting = await bookProhealthAppointment(db(), a.accountId, { packageId: ESSENTIAL, facilityId: SECUNDERABAD, patientId: a.patientId, slotDateTimeInUTC: mornings[2].slotDateTimeInUTC, paymentType: "COD", idempotencyKey: key(), bookingSource: "WEB" }, NOW);
    const options = await prohealthRescheduleSlots(db(), a.accountId, fasting.id, NOW);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.timeText.endsWith("AM") && !/^1[12]:/.test(o.timeText))).toBe(true);
    await expect(rescheduleProhealthAppointment(db(), a.accountId, fasting.id, afternoon.slotDateTimeInUTC, NOW)).rejects.toMatchObject({ message: FASTING_SLOT_REFUSED_MESSAGE });
    await rescheduleProhealthAppointment(db(), a.accountId, fasting.id, mornings[3].slotDateTimeInUTC, NOW);
    const moved = await prohealthAppointmentOfAccount(db(), a.accountId, fasting.id, NOW);
    expect(moved.appointmentStartUtc).toBe(mornings[3].slotDateTimeInUTC);
    // The end moves with the start: the package still takes its 3 hours.
    expect(Date.parse(moved.appointmentEndUtc) - Date.parse(moved.appointmentStartUtc)).toBe(180 * 60_000);

    const any = await bookProhealthAppointment(db(), a.accountId, { packageId: CANCER_SCREENING, facilityId: SECUNDERABAD, patientId: a.patientId, slotDateTimeInUTC: afternoon.slotDateTimeInUTC, paymentType: "COD", idempotencyKey: key(), bookingSource: "WEB" }, NOW);
    expect((await prohealthRescheduleSlots(db(), a.accountId, any.id, NOW)).some((o) => o.timeText.endsWith("PM"))).toBe(true);
  });

  it("race: two appointments rescheduled at once into a slot's last place — one wins, the other is refused and keeps its slot", async () => {
    const a = await account("9000000001");
    const free = await freeSlots();
    const [target, one, two] = [free[5], free[6], free[7]];
    // The target slot (2 places) is left with one place.
    await bookXray(a.accountId, a.patientId, target.slotDateTimeInUTC);
    const first = await bookXray(a.accountId, a.patientId, one.slotDateTimeInUTC);
    const second = await bookXray(a.accountId, a.patientId, two.slotDateTimeInUTC);
    expect((await placesOf(target.slotDateTimeInUTC))).toMatchObject({ booked: 1, capacity: 2 });

    const results = await Promise.allSettled([first, second].map((o) => rescheduleRadiologyOrder(db(), a.accountId, o.id, target.slotDateTimeInUTC, NOW)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(refused.reason).toMatchObject({ message: SLOT_TAKEN_MESSAGE });
    expect(await placesOf(target.slotDateTimeInUTC)).toMatchObject({ booked: 2, capacity: 2 });
    const after = await Promise.all([first, second].map((o) => radiologyOrderOfAccount(db(), a.accountId, o.id, NOW)));
    const loser = after.find((o) => o.slotDateTimeInUTC !== target.slotDateTimeInUTC)!;
    // The loser keeps its own place; the winner's old place is back.
    expect((await placesOf(loser.slotDateTimeInUTC)).booked).toBe(1);
    expect((await placesOf(loser.id === first.id ? two.slotDateTimeInUTC : one.slotDateTimeInUTC)).booked).toBe(0);
    const over = await db().selectFrom("booking_slots").select("id").whereRef("booked", ">", "capacity").execute();
    expect(over).toEqual([]);
  });

  it("race: one appointment rescheduled from two tabs at once — it ends in one slot holding one place", async () => {
    const a = await account("9000000001");
    const free = await freeSlots();
    const [from, x, y] = [free[10], free[11], free[12]];
    const booked = await bookXray(a.accountId, a.patientId, from.slotDateTimeInUTC);
    const results = await Promise.allSettled([x, y].map((s) => rescheduleRadiologyOrder(db(), a.accountId, booked.id, s.slotDateTimeInUTC, NOW)));
    const wins = results.filter((r) => r.status === "fulfilled").length;
    expect(wins).toBeGreaterThanOrEqual(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as Error).message).toBe(TRANSITION_REFUSED_MESSAGE);
    const now = await radiologyOrderOfAccount(db(), a.accountId, booked.id, NOW);
    expect([x.slotDateTimeInUTC, y.slotDateTimeInUTC]).toContain(now.slotDateTimeInUTC);
    const held = (await Promise.all([from, x, y].map((s) => placesOf(s.slotDateTimeInUTC)))).map((s) => s.booked);
    // Exactly one place in all three slots: the one the appointment holds now.
    expect(held.reduce((s, n) => s + n, 0)).toBe(1);
    expect((await placesOf(now.slotDateTimeInUTC)).booked).toBe(1);
  });
});
