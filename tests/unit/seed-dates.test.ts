/**
 * Seeded coupons and voucher cards are dated from the day the database is seeded, as the demo Circle plan is, so
 * the demo does not go stale: the running offers and the valid cards stay valid, the expired ones stay expired, and
 * the catalogue's prices are listed as running.
 */
import { describe, expect, it } from "vitest";
import { seedCouponRows, seedPricingDates } from "~/.server/db/seed-data/cart-pricing";
import { DEMO_VOUCHERS } from "~/.server/db/seed-data/corporate";
import { addCalendarDays } from "~/lib/circle-membership";

describe("seeded dates follow the seed day", () => {
  it.each(["2026-11-27", "2028-03-01", "2031-12-31"])("coupons seeded on %s: every offer runs today except the monsoon offer, which has ended", (seedDay) => {
    const rows = seedCouponRows(seedDay);
    for (const c of rows.filter((r) => r.code !== "MONSOON20")) {
      expect(c.valid_from <= seedDay && c.valid_to >= addCalendarDays(seedDay, 365), c.code).toBe(true);
    }
    const monsoon = rows.find((r) => r.code === "MONSOON20")!;
    expect(monsoon.valid_to < seedDay).toBe(true);
    expect(monsoon.valid_from < monsoon.valid_to).toBe(true);
  });

  it.each(["2026-11-27", "2028-03-01", "2031-12-31"])("catalogue prices seeded on %s are listed as running for two years", (seedDay) => {
    const { start_date, end_date } = seedPricingDates(seedDay);
    expect(start_date < seedDay).toBe(true);
    expect(end_date).toBe(addCalendarDays(seedDay, 730));
  });

  it("voucher cards: three valid for months after the seed day, one long expired", () => {
    expect(DEMO_VOUCHERS.filter((v) => v.expiresDaysAfterSeed > 180)).toHaveLength(3);
    expect(DEMO_VOUCHERS.filter((v) => v.expiresDaysAfterSeed < 0).map((v) => v.cardNumber)).toEqual(["4000987698769876"]);
  });
});
