/** The Circle rules of the platform spec, each test quoting the rule it checks. */
import { describe, expect, it } from "vitest";
import {
  circleEventLabel,
  VISITOR_CIRCLE_LABEL,
  circleHeldUntil,
  membershipWindow,
  nextPurchaseType,
  planDaysForRemainingDays,
  planForRemainingDays,
  purchaseTypeLabel,
  savingsLine,
} from "~/lib/circle-membership";
import { circlePurchaseErrors, circlePurchaseSchema, FULL_NAME_MESSAGE } from "~/lib/circle-form";
import { CIRCLE_ORDER_KIND_DEFINITION } from "~/.server/domain/membership/circle-orders";
import { canMove } from "~/.server/domain/orders/order-kinds";
import { INVALID_MOBILE_MESSAGE, MOBILE_PREFIX_MESSAGE } from "~/lib/mobile-number";

describe("Circle plan by remaining days", () => {
  it("'50-70 days maps to the 60-day plan; 170-190 to the 180-day plan; 350-366 to the 360-day plan'", () => {
    expect([49, 50, 60, 70, 71].map(planDaysForRemainingDays)).toEqual([null, 60, 60, 60, null]);
    expect([169, 170, 180, 190, 191].map(planDaysForRemainingDays)).toEqual([null, 180, 180, 180, null]);
    expect([349, 350, 360, 366, 367].map(planDaysForRemainingDays)).toEqual([null, 360, 360, 360, null]);
    expect(planDaysForRemainingDays(120)).toBeNull();
    expect(planDaysForRemainingDays(Number.NaN)).toBeNull();
    // Part of a day left counts as the whole days before it.
    expect(planDaysForRemainingDays(70.9)).toBe(60);
  });

  it("picks the plan of the table whose length the remaining days map to", () => {
    const plans = [{ subPlanId: "CIRCLE_2M", durationDays: 60 }, { subPlanId: "CIRCLE_6M", durationDays: 180 }, { subPlanId: "CIRCLE_12M", durationDays: 360 }];
    expect(planForRemainingDays(365, plans)?.subPlanId).toBe("CIRCLE_12M");
    expect(planForRemainingDays(181, plans)?.subPlanId).toBe("CIRCLE_6M");
    expect(planForRemainingDays(55, plans)?.subPlanId).toBe("CIRCLE_2M");
    expect(planForRemainingDays(100, plans)).toBeNull();
    expect(planForRemainingDays(60, [])).toBeNull();
  });
});

describe("purchase type", () => {
  it("'A first_time purchase type gives New, anything else gives Repeat'", () => {
    expect(purchaseTypeLabel("first_time")).toBe("New");
    expect(purchaseTypeLabel("renewal")).toBe("Repeat");
    expect(purchaseTypeLabel("FIRST_TIME")).toBe("Repeat");
    expect(purchaseTypeLabel(null)).toBe("Repeat");
  });

  it("an account that never held Circle buys first_time; one that did renews", () => {
    expect(nextPurchaseType([])).toBe("first_time");
    expect(nextPurchaseType([{ name: "FAMILY DOCTOR PLAN" }])).toBe("first_time");
    expect(nextPurchaseType([{ name: "CIRCLE PLAN" }])).toBe("renewal");
  });
});

describe("when a bought plan runs", () => {
  it("a plan of N days bought with none held is 'active' from today for N calendar days", () => {
    expect(membershipWindow({ today: "2026-11-27", heldUntil: null, durationDays: 60 })).toEqual({ status: "active", startDate: "2026-11-27", endDate: "2027-01-25" });
    expect(membershipWindow({ today: "2026-11-27", heldUntil: "2026-11-26", durationDays: 360 })).toEqual({ status: "active", startDate: "2026-11-27", endDate: "2027-11-21" });
  });

  it("'deferred_active': a renewal bought before expiry starts when the current plan ends", () => {
    expect(membershipWindow({ today: "2026-11-27", heldUntil: "2026-12-31", durationDays: 180 })).toEqual({ status: "deferred_active", startDate: "2027-01-01", endDate: "2027-06-29" });
    // Bought on the plan's last day: still a renewal before expiry.
    expect(membershipWindow({ today: "2026-12-31", heldUntil: "2026-12-31", durationDays: 60 }).status).toBe("deferred_active");
  });

  it("a membership is held until the last day of its active, ACTIVE or deferred_active plans", () => {
    expect(circleHeldUntil([
      { name: "CIRCLE PLAN", status: "active", startDate: "2026-01-01", endDate: "2026-12-31" },
      { name: "CIRCLE PLAN", status: "deferred_active", startDate: "2027-01-01", endDate: "2027-06-29" },
      { name: "CIRCLE PLAN", status: "refunded", startDate: "2027-06-30", endDate: "2028-06-23" },
    ])).toBe("2027-06-29");
    expect(circleHeldUntil([{ name: "CIRCLE PLAN", status: "expired", startDate: "2025-01-01", endDate: "2025-06-30" }])).toBeNull();
  });
});

describe("event label", () => {
  it("'Event tracking labels Circle status as Yes, No or Never'", () => {
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "ACTIVE" }], "2026-11-28")).toBe("Yes");
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "expired" }], "2026-11-28")).toBe("No");
    expect(circleEventLabel([], "2026-11-28")).toBe("Never");
  });

  it("'Circle member: an active subscription named CIRCLE PLAN': a plan past its last day, or refunded, labels a former member No", () => {
    const today = "2026-11-27";
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "active", endDate: "2026-11-27" }], today)).toBe("Yes");
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "deferred_active", endDate: "2027-05-25" }], today)).toBe("Yes");
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "active", endDate: "2026-11-26" }], today)).toBe("No");
    expect(circleEventLabel([{ name: "CIRCLE PLAN", status: "refunded", endDate: "2027-11-26" }], today)).toBe("No");
    // Other plans (care plans) say nothing about Circle.
    expect(circleEventLabel([{ name: "CARE FIRST PLAN", status: "active", endDate: "2027-11-26" }], today)).toBe("Never");
    expect(VISITOR_CIRCLE_LABEL).toBe("Never");
  });
});

describe("Circle purchase form", () => {
  it("'Circle requires a full name and a valid Indian mobile number'", () => {
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "Priya Nair", mobileNumber: "9876543210" })).toEqual({ subPlanId: undefined, fullName: undefined, mobileNumber: undefined });
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "", mobileNumber: "9876543210" }).fullName).toBe(FULL_NAME_MESSAGE);
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "P", mobileNumber: "9876543210" }).fullName).toBe(FULL_NAME_MESSAGE);
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "R2-D2", mobileNumber: "9876543210" }).fullName).toBe(FULL_NAME_MESSAGE);
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "Priya", mobileNumber: "5876543210" }).mobileNumber).toBe(INVALID_MOBILE_MESSAGE);
    expect(circlePurchaseErrors({ subPlanId: "CIRCLE_12M", fullName: "Priya", mobileNumber: "+9198765" }).mobileNumber).toBe(MOBILE_PREFIX_MESSAGE);
  });

  it("reads the form into the national number and a tidy name", () => {
    const form = new FormData();
    form.set("subPlanId", "CIRCLE_6M");
    form.set("fullName", "  Meera   Sharma ");
    form.set("mobileNumber", "+919876543210");
    expect(circlePurchaseSchema.parse(Object.fromEntries(form))).toEqual({ subPlanId: "CIRCLE_6M", fullName: "Meera Sharma", mobileNumber: "9876543210" });
  });
});

describe("terms and the ledger", () => {
  it("'the member cannot cancel; no refund except at management discretion': a bought membership moves only to REFUNDED", () => {
    const { transitions } = CIRCLE_ORDER_KIND_DEFINITION;
    expect(transitions.CONFIRMED).toEqual(["REFUNDED"]);
    for (const status of Object.keys(transitions)) expect(canMove(transitions, status, "CANCELLED")).toBe(false);
    // Refunded is final.
    expect(transitions.REFUNDED).toBeUndefined();
  });

  it("the ledger says 'you saved ₹X against a fee of ₹Y' in the spec's price format", () => {
    expect(savingsLine(1250, 299)).toBe("You saved ₹1,250 against a fee of ₹299");
    expect(savingsLine(0, 99)).toBe("You saved ₹0 against a fee of ₹99");
    expect(savingsLine(310.5, 199)).toBe("You saved ₹310.50 against a fee of ₹199");
  });
});
