/**
 * Issue 24: "Every public page is served from the shared HTML cache … as they land, scans, packages, doctors,
 * specialties". Doctor and scan pages show free slots, so a cached one is dropped, on every instance, when slots
 * change: each instance watches the slots version. Here, on SQLite and PostgreSQL, every change of free slots moves
 * it — a booking, a reschedule, a cancellation, a doctor's leave — and showing slots (which creates their rows)
 * does not; a moved version drops the cached doctor page.
 */
import { describe, expect, it } from "vitest";
import { bookConsult, cancelAppointment, rescheduleAppointment } from "~/.server/domain/consult";
import { addLeave, clinicResourceOf, getDoctorBySlug, removeLeave } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { getSlotsVersion } from "~/.server/domain/scheduling/slots-version";
import { HtmlCache } from "~/.server/html-cache";
import { indiaDate } from "~/lib/india-date-time";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";

const NOW = new Date("2030-02-04T03:00:00.000Z"); // Monday 08:30 in India

describe.each(targets)("pages showing free slots on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;

  it("a booking, a reschedule and a cancellation each move the slots version and drop the cached doctor page", async () => {
    const cache = new HtmlCache();
    const route = (await cache.route({ method: "GET", url: "/doctors/dr-farah-khan", headers: new Headers() }))!;
    const cachePage = () => cache.set(route.key, "public|/doctors/dr-farah-khan", "<p>Next slot</p>", "", []);
    let seen = await getSlotsVersion(db());
    // What each instance's watch does on a tick: a moved version drops the pages that show slots.
    const tick = async () => {
      const now = await getSlotsVersion(db());
      const moved = now !== seen;
      if (moved) cache.dropSlotPages();
      seen = now;
      return moved;
    };

    const a = await account("9000000001");
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const [facilityId] = (await db().selectFrom("doctor_facilities").select("facility_id").where("doctor_id", "=", farah.id).execute()).map((r) => r.facility_id);
    const { resource } = await clinicResourceOf(db(), farah.id, facilityId);
    // Showing the slots creates their rows: that is no change of free slots, and keeps the page.
    const slots = (await slotsWithPlaces(db(), resource, NOW)).filter((s) => s.available);
    await cachePage();
    expect(await tick()).toBe(false);
    expect(cache.get(route.key)).toBeDefined();

    const booked = await bookConsult(db(), { accountId: a.accountId, patientId: a.patientId, doctorId: farah.id, mode: "PHYSICAL", facilityId, slotDateTimeInUTC: slots[2].slotDateTimeInUTC, idempotencyKey: `slot-pages-${target.name}` }, NOW);
    expect(await tick()).toBe(true);
    expect(cache.get(route.key)).toBeUndefined();

    // Paid: the appointment may be moved and cancelled.
    const payment = await db().selectFrom("payments").select("payment_order_id").where("order_kind", "=", "CONSULT").where("order_ref", "=", booked.orderId).executeTakeFirstOrThrow();
    await completeSandboxCheckout(db(), a.accountId, payment.payment_order_id, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    await tick();
    await cachePage();
    // A reschedule gives one place back and takes another: as many places are taken, at another slot.
    await rescheduleAppointment(db(), a.accountId, booked.orderId, slots[5].slotDateTimeInUTC, NOW);
    expect(await tick()).toBe(true);
    expect(cache.get(route.key)).toBeUndefined();

    await cachePage();
    await cancelAppointment(db(), a.accountId, booked.orderId, null, NOW);
    expect(await tick()).toBe(true);
    expect(cache.get(route.key)).toBeUndefined();
    // The page rendered now shows the freed slot again.
    expect((await slotsWithPlaces(db(), resource, NOW)).find((s) => s.slotDateTimeInUTC === slots[5].slotDateTimeInUTC)?.available).toBe(true);
  });

  it("a doctor's leave, taken or removed, moves the slots version", async () => {
    const now = new Date();
    const ramesh = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    const day = indiaDate(new Date(now.getTime() + 20 * 86_400_000));
    const before = await getSlotsVersion(db());
    await addLeave(db(), ramesh.id, day, now);
    const onLeave = await getSlotsVersion(db());
    expect(onLeave).not.toBe(before);
    await removeLeave(db(), ramesh.id, day);
    expect(await getSlotsVersion(db())).not.toBe(onLeave);
  });
});
