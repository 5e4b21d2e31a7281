/**
 * The one Circle price rule: "Members see member prices where the circle price is lower than the normal price";
 * "the discount applies only if the user is a member and the gate, if any, is satisfied; otherwise standard prices
 * apply" (platform spec §1, §5).
 */
import { describe, expect, it } from "vitest";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { circleConsultFee } from "~/.server/db/seed-data/doctors";
import { circleScanPrice } from "~/.server/db/seed-data/radiology";

describe("memberPrice", () => {
  it("charges a member the member price where it is lower, and says what it saved", () => {
    expect(memberPrice(65_000, 55_000, true)).toEqual({ price: 55_000, normalPrice: 65_000, circleApplies: true, circleDiscount: 10_000 });
  });
  it("charges a non-member the normal price", () => {
    expect(memberPrice(65_000, 55_000, false)).toMatchObject({ price: 65_000, circleApplies: false, circleDiscount: 0 });
  });
  it("never charges a member more, nor a member price of zero or none", () => {
    expect(memberPrice(65_000, 70_000, true).price).toBe(65_000);
    expect(memberPrice(65_000, 65_000, true).circleApplies).toBe(false);
    expect(memberPrice(65_000, 0, true).price).toBe(65_000);
    expect(memberPrice(65_000, null, true).price).toBe(65_000);
  });
  it("advertises only a member price that is lower", () => {
    expect(advertisedMemberPrice(65_000, 55_000)).toBe(55_000);
    expect(advertisedMemberPrice(65_000, 65_000)).toBeNull();
    expect(advertisedMemberPrice(65_000, null)).toBeNull();
  });
});

describe("the demo doctors' member fee", () => {
  it("is 15% off, down to a whole ₹10", () => {
    expect(circleConsultFee(49_900)).toBe(42_000); // ₹499 → ₹424.15 → ₹420
    expect(circleConsultFee(65_000)).toBe(55_000); // ₹650 → ₹552.50 → ₹550
    expect(circleConsultFee(85_000)).toBe(72_000); // ₹850 → ₹722.50 → ₹720
  });
});

describe("the demo scans' member price", () => {
  it("is 10% off the scan, down to a whole ₹10", () => {
    expect(circleScanPrice(550_000)).toBe(495_000); // MRI Brain ₹5,500 → ₹4,950
    expect(circleScanPrice(40_000)).toBe(36_000); // X-Ray Chest PA ₹400 → ₹360
    expect(circleScanPrice(123_400)).toBe(111_000); // ₹1,234 → ₹1,110.60 → ₹1,110
  });
});
