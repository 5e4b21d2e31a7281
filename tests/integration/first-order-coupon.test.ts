/**
 * "FIRSTLAB" is for a patient's first lab test order only. Ten bookings placed at once by a new account (Promise.all
 * through saveDiagnosticBookHCOrderv2, on SQLite and PostgreSQL): one order gets the coupon; the others are refused
 * with the new bill, whose coupon says why, and leave nothing behind.
 */
import { describe, expect, it } from "vitest";
import { saveDiagnosticBookHCOrderv2, BOOKING_MESSAGE } from "~/.server/domain/lab-tests/booking";
import { getDiagnosticCartDetailsV1 } from "~/.server/domain/pricing/pricing-service";
import { areaKeyOfCity, slotsWithPlaces } from "~/.server/domain/scheduling/slots";
import { COUPON_MESSAGES } from "~/.server/domain/pricing/coupons";
import { targets, servicesOfTarget } from "./harness";

describe.each(targets)("first-order coupon races on $name", (target) => {
  const services = servicesOfTarget(target);

  it("10 parallel bookings of a new account with FIRSTLAB: one gets the discount, the others are refused with the coupon's message and write nothing", async () => {
    const db = services().db;
    const NOW = new Date("2026-11-30T08:00:00+05:30");
    const a = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9876543210").executeTakeFirstOrThrow();
    const patient = await db.selectFrom("patients").select("id").where("account_id", "=", a.id).where("date_of_birth", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    const address = await db.selectFrom("addresses").select(["id", "city_id"]).where("account_id", "=", a.id).where("city_id", "is not", null).where("pincode", "!=", "562110").orderBy("id").executeTakeFirstOrThrow();
    const cityId = address.city_id!;
    await db.updateTable("diagnostic_accounts").set({ orders_placed: 0 }).where("account_id", "=", a.id).execute();
    const cbc = (await db.selectFrom("diagnostic_items").select("item_id").where("canonical_tag", "=", "complete-blood-count-cbc").executeTakeFirstOrThrow()).item_id;
    const patients = [{ patientID: patient.id, itemIds: [cbc] }];
    const bill = await getDiagnosticCartDetailsV1(db, { accountId: a.id, patients, cityId, couponCode: "FIRSTLAB", healthCreditsRequested: 0, additionalCharges: 0, now: NOW });
    expect(bill.coupon?.isCouponValid).toBe(true);
    expect(bill.couponDiscount).toBeGreaterThan(0);
    const slots = (await slotsWithPlaces(db, { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(cityId) }, NOW)).filter((s) => s.available && !s.slotDateTimeInUTC.endsWith("T01:30:00.000Z"));
    const parentsBefore = await db.selectFrom("diagnostic_parent_orders").select("id").where("account_id", "=", a.id).execute();
    const rowCount = async (table: "diagnostic_orders" | "payments" | "diagnostic_order_line_items") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const countsBefore = { orders: await rowCount("diagnostic_orders"), payments: await rowCount("payments"), lines: await rowCount("diagnostic_order_line_items") };
    const bookedBefore = slots.slice(0, 10).reduce((n, s) => n + s.booked, 0);

    const bookings = await Promise.all(Array.from({ length: 10 }, async (_, i) => {
      const slot = slots[i % slots.length];
      const shown = await getDiagnosticCartDetailsV1(db, { accountId: a.id, patients, cityId, couponCode: "FIRSTLAB", healthCreditsRequested: 0, additionalCharges: slot.slotCharges, now: NOW });
      return {
        accountId: a.id, idempotencyKey: `firstlab-race-${i}`, patients, addressId: address.id, slotDateTimeInUTC: slot.slotDateTimeInUTC,
        paymentMode: i % 2 ? ("ONLINE" as const) : ("COD" as const), couponCode: "FIRSTLAB", toPay: shown.toPay, now: NOW,
      };
    }));
    const results = await Promise.all(bookings.map((b) => saveDiagnosticBookHCOrderv2(db, b)));
    const won = results.filter((r) => r.status);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => !x.status)) {
      expect(r).toMatchObject({ status: false, message: BOOKING_MESSAGE.PRICE_CHANGED });
      // The new bill shows why: the coupon is for a first order only.
      expect(r.status === false && r.billing?.coupon).toMatchObject({ isCouponValid: false, errorMsg: COUPON_MESSAGES.firstOrderOnly });
    }
    const parents = await db.selectFrom("diagnostic_parent_orders").select(["id", "coupon_code"]).where("account_id", "=", a.id).where("id", "not in", parentsBefore.length ? parentsBefore.map((p) => p.id) : [-1]).execute();
    expect(parents).toHaveLength(1);
    expect(parents[0].coupon_code).toBe("FIRSTLAB");
    const account = await db.selectFrom("diagnostic_accounts").select("orders_placed").where("account_id", "=", a.id).executeTakeFirstOrThrow();
    expect(account.orders_placed).toBe(1);
    // Only the winner's rows exist: one patient order with its line, at most one payment, one slot place.
    expect(await rowCount("diagnostic_orders")).toBe(countsBefore.orders + 1);
    expect(await rowCount("diagnostic_order_line_items")).toBe(countsBefore.lines + 1);
    expect(await rowCount("payments")).toBe(countsBefore.payments + 1);
    const after = await slotsWithPlaces(db, { kind: "DIAGNOSTIC_HC", areaKey: areaKeyOfCity(cityId) }, NOW);
    expect(after.filter((s) => slots.slice(0, 10).some((t) => t.slotId === s.slotId)).reduce((n, s) => n + s.booked, 0)).toBe(bookedBefore + 1);
  });
});
