/**
 * The one Circle price rule: "Members see member prices where the circle price is lower than the normal price";
 * "the discount applies only if the user is a member and the gate, if any, is satisfied; otherwise standard prices
 * apply" (platform spec §1, §5).
 */
import { describe, expect, it } from "vitest";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { circleConsultFee } from "~/.server/db/seed-data/doctors";
import { circleScanPrice } from "~/.server/db/seed-data/radiology";
import { itemPriceDisplay } from "~/lib/price";
import { labPageViewer } from "~/features/lab-tests/page-viewer.server";
import type { ViewerSegment } from "~/sdui/visibility";

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

/**
 * "Circle member: gets member prices and cashback where the member price is lower than the normal price" (lab
 * spec, price display), on every page that shows an item: the item card and item page prices come from the same
 * rule, and a lab page drawn for a segment's shared cache takes Circle from the segment, never from anyone's session.
 */
describe("lab pages: member prices from the one rule", () => {
  const pricing = [{ mrp: 1_200, price: 1_000, circlePrice: 800, showSlashedPrice: true, showDiscountPercent: true, cashbackText: "5% cashback" }];

  it("a member pays the member price on an item card or page; a visitor is shown it as an offer", () => {
    expect(itemPriceDisplay(pricing, { isCircleMember: true })).toMatchObject({ price: 800, circlePrice: 800, cashbackText: "5% cashback" });
    expect(itemPriceDisplay(pricing, { isCircleMember: false })).toMatchObject({ price: 1_000, circlePrice: 800 });
  });
  it("a member price that is not lower is neither charged nor advertised", () => {
    const higher = [{ ...pricing[0], circlePrice: 1_100 }];
    expect(itemPriceDisplay(higher, { isCircleMember: true })).toMatchObject({ price: 1_000, circlePrice: null, cashbackText: null });
    expect(itemPriceDisplay([{ ...pricing[0], circlePrice: 0 }], { isCircleMember: true }).price).toBe(1_000);
  });

  const location = { cityId: 9, cityName: "Hyderabad", pincode: "500085", latitude: 17.49, longitude: 78.39, stateCode: "TS" };
  const member = { accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true };

  it("a page rendered for a segment's cache is a member's only for the Circle segment", () => {
    const shared = (segments: ViewerSegment[]) => ({ shared: { segments, location }, user: null, segment: "signed_in" as const, view: "mweb" as const });
    expect(labPageViewer(shared(["signed_in", "circle"]), 9)).toEqual({ isCircleMember: true, signedIn: true, cityId: 9, view: "mweb" });
    expect(labPageViewer(shared(["signed_in", "corporate"]), 9).isCircleMember).toBe(false);
    expect(labPageViewer({ shared: { segments: ["signed_out"], location }, user: null, segment: "signed_out", view: "web" }, 2).isCircleMember).toBe(false);
  });
  it("a page rendered for the account follows the session's membership (checked against the database each request)", () => {
    expect(labPageViewer({ shared: null, user: member, segment: "signed_in", view: "web" }, 9).isCircleMember).toBe(true);
    expect(labPageViewer({ shared: null, user: { ...member, isCircleMember: false }, segment: "signed_in", view: "web" }, 9).isCircleMember).toBe(false);
    expect(labPageViewer({ shared: null, user: null, segment: "signed_out", view: "web" }, 9)).toMatchObject({ isCircleMember: false, signedIn: false });
  });
});
