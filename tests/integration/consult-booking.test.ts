/**
 * Consults on the booking spine, on SQLite and PostgreSQL: listing doctors by the spec's routes' filters, booking
 * online and at a clinic (15-minute slots, the patient rules), two patients racing for one slot, paying through
 * the sandbox, "My orders", cancelling inside the window with a refund, rescheduling — and another account gets
 * nothing (reads, cancel, reschedule).
 */
import { describe, expect, it } from "vitest";
import { bookConsult, cancelAppointment, getAppointment, listAppointments, rescheduleAppointment } from "~/.server/domain/consult";
import { clinicResourceOf, getDoctorBySlug, listDoctors, onlineResourceOf } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { getPaymentStatus } from "~/.server/domain/payments/payments";
import { circleMembershipOf } from "~/.server/domain/membership/membership";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { ordersListLoader } from "~/features/orders/orders.server";
import { CANCEL_WINDOW_CLOSED_MESSAGE, CONSULT_SLOT_UNAVAILABLE_MESSAGE, OFFER_INTERNAL_ERROR_MESSAGE } from "~/lib/consult-rules";
import { SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";

const NOW = new Date("2030-01-14T03:00:00.000Z"); // Monday 08:30 in India
let key = 0;
const idem = () => `consult-test-${process.pid}-${key++}`;

describe.each(targets)("consults on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;

  it("lists a specialty in a city, the 80 seeded doctors, and doctors near a point within 20 km", async () => {
    const all = await listDoctors(db(), { sort: "relevance", page: 1 }, NOW);
    expect(all.total).toBe(80);
    const derm = await listDoctors(db(), { specialtySlug: "dermatology", cityId: 9, sort: "price_ascending", page: 1 }, NOW);
    expect(derm.doctors.length).toBeGreaterThan(0);
    expect(derm.doctors.every((d) => d.specialtySlug === "dermatology" && d.cityId === 9)).toBe(true);
    const fees = derm.doctors.map((d) => d.fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const near = await listDoctors(db(), { origin: { latitude: 17.492737, longitude: 78.39656 }, nearMe: true, sort: "distance", page: 1 }, NOW);
    expect(near.total).toBeGreaterThan(0);
    expect(near.doctors.every((d) => d.distanceKm != null && d.distanceKm <= 20)).toBe(true);
  });

  it("books an online consult; a second patient racing for the same slot gets the spec's message", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const slot = (await slotsWithPlaces(db(), onlineResourceOf(farah), NOW)).find((s) => s.available)!;
    expect(Date.parse(slot.slotDateTimeInUTC) % (15 * 60_000)).toBe(0);
    const book = (who: typeof a) =>
      bookConsult(db(), { accountId: who.accountId, patientId: who.patientId, doctorId: farah.id, mode: "ONLINE", consultType: "VIDEO", slotDateTimeInUTC: slot.slotDateTimeInUTC, idempotencyKey: idem() }, NOW);
    const results = await Promise.allSettled([book(a), book(b)]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ message: CONSULT_SLOT_UNAVAILABLE_MESSAGE });
    // The loser's attempt left no order behind.
    const loser = results[0].status === "fulfilled" ? b : a;
    expect((await db().selectFrom("orders").select("id").where("account_id", "=", loser.accountId).where("kind", "=", "CONSULT").where("idempotency_key", "like", "consult-test-%").execute()).length).toBe(0);
  });

  it("refuses a missing patient, an out-of-hours slot and an erroring offer code, writing nothing", async () => {
    const a = await account("9000000001");
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const slot = (await slotsWithPlaces(db(), onlineResourceOf(farah), NOW)).find((s) => s.available)!;
    const base = { accountId: a.accountId, patientId: a.patientId, doctorId: farah.id, mode: "ONLINE" as const, slotDateTimeInUTC: slot.slotDateTimeInUTC, idempotencyKey: idem() };
    await expect(bookConsult(db(), { ...base, patientId: null }, NOW)).rejects.toMatchObject({ message: SELECT_PATIENT_MESSAGE });
    // 03:00 in India: Dr Farah Khan consults online from 08:00.
    await expect(bookConsult(db(), { ...base, slotDateTimeInUTC: "2030-01-15T21:30:00.000Z" }, NOW)).rejects.toMatchObject({ message: CONSULT_SLOT_UNAVAILABLE_MESSAGE });
    // Seven minutes past a slot's start is not a slot: slots are 15 minutes apart.
    await expect(bookConsult(db(), { ...base, slotDateTimeInUTC: new Date(Date.parse(slot.slotDateTimeInUTC) + 7 * 60_000).toISOString() }, NOW)).rejects.toMatchObject({ message: CONSULT_SLOT_UNAVAILABLE_MESSAGE });
    await expect(bookConsult(db(), { ...base, couponCode: "JP704" }, NOW)).rejects.toMatchObject({ message: OFFER_INTERNAL_ERROR_MESSAGE });
  });

  it("a clinic visit: pays, shows in appointments and My orders, reschedules, cancels with a refund; another account gets nothing", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const [facilityId] = (await db().selectFrom("doctor_facilities").select("facility_id").where("doctor_id", "=", farah.id).execute()).map((r) => r.facility_id);
    const { resource } = await clinicResourceOf(db(), farah.id, facilityId);
    const slots = (await slotsWithPlaces(db(), resource, NOW)).filter((s) => s.available);
    const booked = await bookConsult(db(), { accountId: a.accountId, patientId: a.patientId, doctorId: farah.id, mode: "PHYSICAL", facilityId, slotDateTimeInUTC: slots[4].slotDateTimeInUTC, idempotencyKey: idem() }, NOW);
    // 9000000001 is a Circle member: the member fee is charged.
    expect(farah.feeClinicCircle).toBeLessThan(farah.feeClinic);
    expect(booked.toPay).toBe(farah.feeClinicCircle);
    const payment = await db().selectFrom("payments").select("payment_order_id").where("order_kind", "=", "CONSULT").where("order_ref", "=", booked.orderId).executeTakeFirstOrThrow();
    await completeSandboxCheckout(db(), a.accountId, payment.payment_order_id, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    expect(await getPaymentStatus(db(), a.accountId, "CONSULT", booked.orderId, NOW)).toMatchObject({ paymentStatus: "success", orderSucceededPath: `/appointments-confirmation?appointmentId=${booked.orderId}`, orderSucceededLabel: "View appointment" });

    const list = await listAppointments(db(), a.accountId, NOW);
    expect(list.upcoming.find((x) => x.id === booked.orderId)).toMatchObject({ doctorName: "Dr. Farah Khan", consultMode: "PHYSICAL", statusLabel: "Upcoming", canCancel: true });
    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: a.cookie } }), { allKinds: true });
    expect(page.rows!.find((r) => r.kind === "CONSULT" && "entry" in r && r.entry.id === booked.orderId)).toMatchObject({ entry: { kindLabel: "Doctor consultation", statusLabel: "Upcoming" } });

    // IDOR: another account can neither read, cancel nor move it.
    await expect(getAppointment(db(), b.accountId, booked.orderId, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(cancelAppointment(db(), b.accountId, booked.orderId, null, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(rescheduleAppointment(db(), b.accountId, booked.orderId, slots[6].slotDateTimeInUTC, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listAppointments(db(), b.accountId, NOW)).upcoming.some((x) => x.id === booked.orderId)).toBe(false);

    const moved = await rescheduleAppointment(db(), a.accountId, booked.orderId, slots[6].slotDateTimeInUTC, NOW);
    expect(moved).toMatchObject({ status: "RESCHEDULED", appointmentDateTimeInUTC: slots[6].slotDateTimeInUTC });
    const placeOf = async (i: number) => (await slotsWithPlaces(db(), resource, NOW)).find((s) => s.slotDateTimeInUTC === slots[i].slotDateTimeInUTC)!;
    expect((await placeOf(4)).available).toBe(true);
    expect((await placeOf(6)).available).toBe(false);

    // 20 minutes before the consult, the cancel window (-30) has closed.
    const late = new Date(Date.parse(slots[6].slotDateTimeInUTC) - 20 * 60_000);
    await expect(cancelAppointment(db(), a.accountId, booked.orderId, null, late)).rejects.toMatchObject({ message: CANCEL_WINDOW_CLOSED_MESSAGE });
    const cancelled = await cancelAppointment(db(), a.accountId, booked.orderId, "Feeling better", NOW);
    expect(cancelled).toMatchObject({ status: "CANCELLED", statusLabel: "Cancelled", refunded: farah.feeClinicCircle });
    expect((await placeOf(6)).available).toBe(true);
    expect((await getPaymentStatus(db(), a.accountId, "CONSULT", booked.orderId, NOW)).paymentStatus).toBe("refund");
  });

  it("Circle member fees: 'the discount applies only if the user is a member', and the member's ledger counts what a consult saved", async () => {
    // Today is inside the demo member's plan (seeded to be current on the seed day): the ledger counts from its start.
    const IN_MEMBERSHIP = new Date();
    const member = await account("9000000001");
    const other = await account("9000000002");
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const free = (await slotsWithPlaces(db(), onlineResourceOf(farah), IN_MEMBERSHIP)).filter((s) => s.available);
    const before = (await circleMembershipOf(db(), member.accountId, IN_MEMBERSHIP)).saved;
    const forOther = await bookConsult(db(), { accountId: other.accountId, patientId: other.patientId, doctorId: farah.id, mode: "ONLINE", slotDateTimeInUTC: free[10].slotDateTimeInUTC, idempotencyKey: idem() }, IN_MEMBERSHIP);
    expect(forOther.toPay).toBe(farah.feeOnline);
    const forMember = await bookConsult(db(), { accountId: member.accountId, patientId: member.patientId, doctorId: farah.id, mode: "ONLINE", slotDateTimeInUTC: free[11].slotDateTimeInUTC, idempotencyKey: idem() }, IN_MEMBERSHIP);
    expect(forMember.toPay).toBe(farah.feeOnlineCircle);
    const saving = farah.feeOnline - farah.feeOnlineCircle!;
    expect(Number((await db().selectFrom("consult_details").select("circle_discount").where("order_id", "=", forMember.orderId).executeTakeFirstOrThrow()).circle_discount)).toBe(saving);
    // An unpaid consult saved nothing yet; once paid it counts in "you saved ₹X".
    expect((await circleMembershipOf(db(), member.accountId, IN_MEMBERSHIP)).saved).toBe(before);
    const payment = await db().selectFrom("payments").select("payment_order_id").where("order_kind", "=", "CONSULT").where("order_ref", "=", forMember.orderId).executeTakeFirstOrThrow();
    await completeSandboxCheckout(db(), member.accountId, payment.payment_order_id, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: IN_MEMBERSHIP });
    expect((await circleMembershipOf(db(), member.accountId, IN_MEMBERSHIP)).saved).toBe(before + saving);
  });
});
