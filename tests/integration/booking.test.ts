/**
 * Booking on every database target: one parent order and one order per patient written whole, the spec's checks
 * refusing with its messages and writing nothing, one order per idempotency key however often it is sent, and
 * slot capacity holding under 50 simultaneous bookings.
 */
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGE, failBookedOrder, saveDiagnosticBookHCOrderv2, type BookingInput } from "~/.server/domain/lab-tests/booking";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { areaKeyOfCity, slotsWithPlaces } from "~/.server/domain/scheduling/slots";
import { getCustomizedSlotsv2 } from "~/.server/domain/scheduling/diagnostic-slots";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { SELECT_PATIENT_MESSAGE } from "~/lib/cart-rules";
import { targets, servicesOfTarget } from "./harness";

/** Monday 30 Nov 2026, 08:00 in India: today's slots start at 09:00. */
const NOW = new Date("2026-11-30T08:00:00+05:30");
const AREA = { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(9) };

describe.each(targets)("booking on $name", (target) => {
  const services = servicesOfTarget(target);
  let keyN = 0;
  const key = () => `it-key-${Date.now()}-${++keyN}`;

  async function account(mobile: string) {
    const db = services().db;
    const a = await db.selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow();
    const patients = await db.selectFrom("patients").select(["id", "first_name", "date_of_birth"]).where("account_id", "=", a.id).orderBy("id").execute();
    const addresses = await db.selectFrom("addresses").select(["id", "pincode"]).where("account_id", "=", a.id).orderBy("id").execute();
    return { accountId: a.id, patients, addresses };
  }
  async function itemId(tag: string) {
    const row = await services().db.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "=", tag).executeTakeFirstOrThrow();
    return row.item_id;
  }
  /** A booking input with the toPay the page would have shown. */
  async function input(over: Partial<BookingInput> & { accountId: number; addressId: number; patients: BookingInput["patients"]; slotDateTimeInUTC: string }): Promise<BookingInput> {
    const billing = await getDiagnosticCartDetailsV1(services().db, {
      accountId: over.accountId, patients: over.patients, cityId: 9, healthCreditsRequested: over.useHealthCredits ? Number.MAX_SAFE_INTEGER : 0,
      additionalCharges: over.slotDateTimeInUTC.endsWith("T01:30:00.000Z") ? 9900 : 0, now: NOW,
    });
    return { idempotencyKey: key(), paymentMode: "COD", toPay: billing.toPay, now: NOW, ...over };
  }
  const parentCount = async () => Number((await services().db.selectFrom("diagnostic_parent_orders").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const slotAt = async (i: number) => (await slotsWithPlaces(services().db, AREA, NOW))[i];

  it("books two patients with cash on delivery: ORDER_PLACED with a pre-booking id, one order each, one slot place", async () => {
    const db = services().db;
    const me = await account("9000000001");
    const slot = await slotAt(2);
    const [cbc, fbs] = [await itemId("complete-blood-count-cbc"), await itemId("glucose-fasting")];
    const result = await saveDiagnosticBookHCOrderv2(db, await input({
      accountId: me.accountId, addressId: me.addresses[0].id, slotDateTimeInUTC: slot.slotDateTimeInUTC,
      patients: [{ patientID: me.patients[0].id, itemIds: [cbc, fbs] }, { patientID: me.patients[1].id, itemIds: [cbc] }],
    }));
    expect(result.status).toBe(true);
    if (!result.status) return;
    expect(result.answer.orderStatus).toBe(S.ORDER_PLACED);
    expect(result.answer.patients).toHaveLength(2);
    expect(result.answer.patients.every((p) => p.status === S.ORDER_PLACED && /^PB\d{8}$/.test(p.preBookingId ?? ""))).toBe(true);
    const lines = await db.selectFrom("diagnostic_order_line_items").select(["order_id", "item_id", "price"]).where("order_id", "in", result.answer.patients.map((p) => p.orderID)).execute();
    expect(lines).toHaveLength(3);
    const row = await db.selectFrom("booking_slots").select("booked").where("id", "=", (await slotAt(2)).slotId).executeTakeFirstOrThrow();
    expect(row.booked).toBe(1);
    const payment = await db.selectFrom("payments").select(["payment_status", "payment_method"]).where("order_ref", "=", result.answer.parentOrderId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ payment_status: "COD", payment_method: "COD" });
  });

  it("a double-submitted booking gives one order and the same answer", async () => {
    const db = services().db;
    const me = await account("9000000001");
    const slot = await slotAt(3);
    const booking = await input({ accountId: me.accountId, addressId: me.addresses[0].id, slotDateTimeInUTC: slot.slotDateTimeInUTC, patients: [{ patientID: me.patients[0].id, itemIds: [await itemId("lipid-profile")] }] });
    const before = await parentCount();
    const [a, b] = await Promise.all([saveDiagnosticBookHCOrderv2(db, booking), saveDiagnosticBookHCOrderv2(db, booking)]);
    const c = await saveDiagnosticBookHCOrderv2(db, booking);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    expect(await parentCount()).toBe(before + 1);
    expect((await slotAt(3)).booked).toBe(1);
  });

  it("refuses with the spec's messages and writes nothing", async () => {
    const db = services().db;
    const me = await account("9000000001");
    const rahul = await account("9876543210");
    const slot = await slotAt(4);
    const cbc = await itemId("complete-blood-count-cbc");
    const before = await parentCount();
    const base = { accountId: me.accountId, addressId: me.addresses[0].id, slotDateTimeInUTC: slot.slotDateTimeInUTC };

    const none = await saveDiagnosticBookHCOrderv2(db, await input({ ...base, patients: [{ patientID: me.patients[0].id, itemIds: [] }] }));
    expect(none).toMatchObject({ status: false, message: SELECT_PATIENT_MESSAGE });
    expect(SELECT_PATIENT_MESSAGE).toBe("*Please select the patient before proceeding to pay!");

    const kamala = rahul.patients.find((p) => p.date_of_birth == null)!;
    const incomplete = await saveDiagnosticBookHCOrderv2(db, await input({ ...base, accountId: rahul.accountId, addressId: rahul.addresses[0].id, patients: [{ patientID: kamala.id, itemIds: [cbc] }] }));
    expect(incomplete).toMatchObject({ status: false, message: BOOKING_MESSAGE.PROFILE_INCOMPLETE });

    const far = rahul.addresses.find((a) => a.pincode === "562110")!;
    const unserviceable = await saveDiagnosticBookHCOrderv2(db, await input({ ...base, accountId: rahul.accountId, addressId: far.id, patients: [{ patientID: rahul.patients[0].id, itemIds: [cbc] }] }));
    expect(unserviceable).toMatchObject({ status: false, message: "Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address" });

    const past = await saveDiagnosticBookHCOrderv2(db, await input({ ...base, slotDateTimeInUTC: "2026-11-30T01:30:00.000Z", patients: [{ patientID: me.patients[0].id, itemIds: [cbc] }] }));
    expect(past).toMatchObject({ status: false, message: "No Slots Available. Please choose another slot." });

    const stale = await input({ ...base, patients: [{ patientID: me.patients[0].id, itemIds: [cbc] }] });
    const changed = await saveDiagnosticBookHCOrderv2(db, { ...stale, toPay: stale.toPay - 100 });
    expect(changed).toMatchObject({ status: false, message: BOOKING_MESSAGE.PRICE_CHANGED });
    expect(changed.status === false && changed.billing?.toPay).toBe(stale.toPay);

    const someoneElses = await input({ ...base, patients: [{ patientID: rahul.patients[0].id, itemIds: [cbc] }] });
    await expect(saveDiagnosticBookHCOrderv2(db, someoneElses)).rejects.toThrow("Patient not found");

    expect(await parentCount()).toBe(before);
    expect((await slotAt(4)).booked).toBe(0);
  });

  it("online: PAYMENT_PENDING with a payment link; health credits at most 50%, spent in the booking and given back when it fails", async () => {
    const db = services().db;
    const me = await account("9000000001");
    const credits = async () => (await db.selectFrom("diagnostic_accounts").select("health_credits").where("account_id", "=", me.accountId).executeTakeFirstOrThrow()).health_credits;
    const before = await credits();
    const slot = await slotAt(5);
    const booking = await input({ accountId: me.accountId, addressId: me.addresses[0].id, slotDateTimeInUTC: slot.slotDateTimeInUTC, paymentMode: "ONLINE", useHealthCredits: true, patients: [{ patientID: me.patients[0].id, itemIds: [await itemId("lipid-profile")] }] });
    const result = await saveDiagnosticBookHCOrderv2(db, booking);
    expect(result.status).toBe(true);
    if (!result.status) return;
    expect(result.answer.orderStatus).toBe(S.PAYMENT_PENDING);
    expect(result.answer.paymentLink).toBe(`/pay/${result.answer.paymentOrderId}`);
    const parent = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", result.answer.parentOrderId).executeTakeFirstOrThrow();
    expect(parent.health_credits_used).toBeGreaterThan(0);
    expect(parent.health_credits_used).toBeLessThanOrEqual(Math.floor((parent.to_pay + parent.health_credits_used) / 2));
    expect(await credits()).toBe(before - parent.health_credits_used);

    await db.transaction().execute((trx) => failBookedOrder(trx, { parentOrderId: parent.id, actor: "payment" }));
    expect(await credits()).toBe(before);
    expect((await slotAt(5)).booked).toBe(0);
    const orders = await db.selectFrom("diagnostic_orders").select("order_status").where("parent_order_id", "=", parent.id).execute();
    expect(orders.map((o) => o.order_status)).toEqual([S.ORDER_FAILED]);
  });

  it("a fasting cart is offered morning slots first, with when to stop eating", async () => {
    const db = services().db;
    const r = await getCustomizedSlotsv2(db, {
      address: { latitude: 17.4948, longitude: 78.3996, zipcode: "500085" },
      patients: [{ patientID: 0, itemIds: [await itemId("lipid-profile")] }],
      billAmount: 70000,
      // Friday afternoon: nothing today, next morning slots are Monday's.
    }, new Date("2026-12-04T15:00:00+05:30"));
    expect(r.isFasting).toBe(true);
    expect(r.suggestedSlot?.startTime).toBe("07:00");
    expect(r.fastingMessage).toBe("10 hours fasting needed: no food after 9 pm (water is fine).");
  });

  it("50 simultaneous bookings for a slot of capacity 5 give exactly 5 orders", async () => {
    const db = services().db;
    const me = await account("9000000001");
    const slot = await slotAt(6);
    await db.updateTable("booking_slots").set({ capacity: 5 }).where("id", "=", slot.slotId).execute();
    const booking = await input({ accountId: me.accountId, addressId: me.addresses[0].id, slotDateTimeInUTC: slot.slotDateTimeInUTC, patients: [{ patientID: me.patients[2].id, itemIds: [await itemId("complete-blood-count-cbc")] }] });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => saveDiagnosticBookHCOrderv2(db, { ...booking, idempotencyKey: `cap-${i}-${Date.now()}` })));
    expect(results.filter((r) => r.status)).toHaveLength(5);
    expect(results.filter((r) => !r.status).every((r) => !r.status && r.message === "No Slots Available. Please choose another slot.")).toBe(true);
    const orders = await db.selectFrom("diagnostic_parent_orders").select("id").where("slot_id", "=", slot.slotId).execute();
    expect(orders).toHaveLength(5);
    expect((await slotAt(6)).booked).toBe(5);
  });
});
