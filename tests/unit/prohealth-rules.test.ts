/**
 * The health-check rules, each quoted: who may be booked ("a patient under a category's minimum age cannot be booked
 * into it; a gender mismatch warns"), the appointment lifecycle and its cancel rule, the fasting note "as lab slots
 * do", the risk assessment's recommendation with its reasons per test, the seeded catalogue's spec fields, and the
 * public pages served from the HTML cache.
 */
import { describe, expect, it } from "vitest";
import {
  AGE_UNKNOWN_MESSAGE,
  FASTING_MORNING_CUTOFF,
  FASTING_MORNING_NOTE,
  FASTING_SLOT_REFUSED_MESSAGE,
  fastingSlotAllowed,
  genderMismatchWarning,
  prohealthEligibility,
  underAgeMessage,
} from "~/lib/prohealth-rules";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { PROHEALTH_RESCHEDULE_CLOSED_MESSAGE, PROHEALTH_STATUS_LABELS, PROHEALTH_TRANSITIONS, canCancelProhealthAppointment } from "~/lib/prohealth-status";
import { TEST, hraAnswersSchema, recommendPackage, type HraAnswers, type HraPackage } from "~/lib/prohealth-hra";
import { canMove } from "~/.server/domain/orders/order-kinds";
import { fastingMessage } from "~/lib/slots";
import { circlePackagePrice, prohealthCategories, prohealthOfferings, prohealthPackages } from "~/.server/db/seed-data/prohealth";
import { facilities } from "~/.server/db/seed-data/facilities";
import { publicPageOf } from "~/.server/public-pages";

const TODAY = new Date("2030-01-14T03:00:00.000Z");
const fullBody = { name: "Full Body Checkup", minimumAgeInYears: 18, genderRecomended: "ALL" as const };
const essential = { packageName: "Apollo ProHealth Essential", gender: "ALL" as const };
const woman = { packageName: "Apollo ProHealth Woman", gender: "FEMALE" as const };

describe("who may be booked into a health check", () => {
  it("a patient under a category's minimum age cannot be booked into it", () => {
    const child = prohealthEligibility({ category: fullBody, pkg: essential, patient: { dateOfBirth: "21/11/2015", gender: "M" } }, TODAY);
    expect(child.refusal).toBe(underAgeMessage("Full Body Checkup", 18));
    expect(child.refusal).toBe("Full Body Checkup health checks are for patients aged 18 years and above.");
    // Eighteen on the day is old enough; the day before is not.
    expect(prohealthEligibility({ category: fullBody, pkg: essential, patient: { dateOfBirth: "14/01/2012", gender: "F" } }, TODAY).refusal).toBeNull();
    expect(prohealthEligibility({ category: fullBody, pkg: essential, patient: { dateOfBirth: "15/01/2012", gender: "F" } }, TODAY).refusal).not.toBeNull();
  });

  it("a patient whose age is unknown cannot be checked against the minimum age, so is refused", () => {
    expect(prohealthEligibility({ category: fullBody, pkg: essential, patient: { dateOfBirth: null, gender: "M" } }, TODAY).refusal).toBe(AGE_UNKNOWN_MESSAGE);
  });

  it("a gender mismatch warns, and the booking is not refused for it", () => {
    const man = prohealthEligibility({ category: { ...fullBody, name: "Women's Health", minimumAgeInYears: 21, genderRecomended: "FEMALE" }, pkg: woman, patient: { dateOfBirth: "14/08/1986", gender: "M" } }, TODAY);
    expect(man.refusal).toBeNull();
    expect(man.warnings).toEqual([genderMismatchWarning("Apollo ProHealth Woman", "FEMALE")]);
    expect(man.warnings[0]).toBe("Apollo ProHealth Woman is designed for women. Some tests may not apply to this patient.");
    expect(prohealthEligibility({ category: fullBody, pkg: woman, patient: { dateOfBirth: "02/03/1989", gender: "F" } }, TODAY).warnings).toEqual([]);
    // A package for everyone in a category recommended for one gender: the category's recommendation warns.
    const senior = prohealthEligibility({ category: { ...fullBody, genderRecomended: "MALE" }, pkg: essential, patient: { dateOfBirth: "05/01/1956", gender: "F" } }, TODAY);
    expect(senior.warnings).toHaveLength(1);
  });
});

describe("the appointment's lifecycle", () => {
  it("every status has a label, and the centre's steps go in order: checked in, health check done, report ready", () => {
    for (const s of Object.keys(PROHEALTH_TRANSITIONS)) expect(PROHEALTH_STATUS_LABELS).toHaveProperty(s);
    expect(canMove(PROHEALTH_TRANSITIONS, "CONFIRMED", "CHECKED_IN")).toBe(true);
    expect(canMove(PROHEALTH_TRANSITIONS, "CHECKED_IN", "COMPLETED")).toBe(true);
    expect(canMove(PROHEALTH_TRANSITIONS, "COMPLETED", "REPORT_READY")).toBe(true);
    expect(canMove(PROHEALTH_TRANSITIONS, "CONFIRMED", "REPORT_READY")).toBe(false);
    expect(canMove(PROHEALTH_TRANSITIONS, "CHECKED_IN", "CANCELLED")).toBe(false);
  });

  it("cancelling: before check-in and at least 2 hours before the appointment", () => {
    const start = "2030-01-15T03:00:00.000Z";
    expect(canCancelProhealthAppointment("CONFIRMED", start, new Date("2030-01-15T01:00:00.000Z"))).toBe(true);
    expect(canCancelProhealthAppointment("CONFIRMED", start, new Date("2030-01-15T01:00:01.000Z"))).toBe(false);
    expect(canCancelProhealthAppointment("CHECKED_IN", start, TODAY)).toBe(false);
    expect(canCancelProhealthAppointment("BOOKED", start, TODAY)).toBe(true);
  });

  it("fasting packages give the \"no food after …\" note, as lab slots do", () => {
    // An 8:00 AM India slot and 10 hours of fasting.
    expect(fastingMessage("2030-01-15T02:30:00.000Z", 10)).toBe("10 hours fasting needed: no food after 10 pm (water is fine).");
  });
});

const packages: HraPackage[] = prohealthPackages.map((p) => ({
  id: p.id, slug: p.slug, packageName: p.packageName, price: p.price * 100, gender: p.gender, inclusions: p.inclusions, isBookable: p.isBookable,
  minimumAgeInYears: prohealthCategories.find((c) => c.id === p.categoryId)!.minimumAgeInYears,
}));
const answers = (a: Partial<HraAnswers>): HraAnswers => ({ age: 40, gender: "MALE", familyHistory: [], lifestyle: [], symptoms: [], ...a });

describe("the risk assessment recommends a package and says why, per test", () => {
  it("chest symptoms and a family history of heart disease recommend the cardiac check, with reasons for each test", () => {
    const r = recommendPackage(answers({ familyHistory: ["heart"], symptoms: ["chest"] }), packages)!;
    expect(r.packageName).toBe("Apollo ProHealth Cardiac Check");
    const tmt = r.reasons.find((x) => x.test === TEST.TMT)!;
    expect(tmt.why).toHaveLength(2);
    expect(tmt.why[0]).toMatch(/^Heart disease runs in your family/);
    expect(r.reasons.map((x) => x.test)).toEqual(expect.arrayContaining([TEST.ECG, TEST.ECHO, TEST.LIPIDS]));
  });

  it("only packages the person may book: not under the category's age, not for the other gender", () => {
    const young = recommendPackage(answers({ age: 19, gender: "FEMALE", familyHistory: ["heart"], symptoms: ["chest"] }), packages)!;
    expect(young.packageName).not.toBe("Apollo ProHealth Cardiac Check"); // Heart Health is 30+
    const man = recommendPackage(answers({ familyHistory: ["cancer"] }), packages)!;
    expect(packages.find((p) => p.id === man.packageId)!.gender).not.toBe("FEMALE");
    expect(recommendPackage(answers({ age: 65, gender: "FEMALE", familyHistory: ["cancer"] }), packages.filter((p) => p.id === 501))).toBeNull();
  });

  it("with no risk at all, the cheapest package the person may book", () => {
    const r = recommendPackage(answers({}), packages)!;
    expect(r.packageName).toBe("ProHealth Clinic Diabetes Screen");
    expect(r.reasons).toEqual([]);
  });

  it("reads the form's answers: one box ticked is a list of one; an age is required", () => {
    expect(hraAnswersSchema.parse({ age: "42", gender: "FEMALE", familyHistory: "diabetes" })).toMatchObject({ age: 42, familyHistory: ["diabetes"], lifestyle: [], symptoms: [] });
    expect(hraAnswersSchema.safeParse({ gender: "FEMALE" }).success).toBe(false);
    expect(hraAnswersSchema.safeParse({ age: 40, gender: "FEMALE", symptoms: ["not-a-symptom"] }).success).toBe(false);
  });
});

describe("the seeded catalogue", () => {
  it("has the spec's category fields and a full-body-checkup category", () => {
    expect(prohealthCategories.find((c) => c.slug === "full-body-checkup")).toBeTruthy();
    for (const c of prohealthCategories) {
      expect(c.minimumAgeInYears).toBeGreaterThan(0);
      expect(["ALL", "MALE", "FEMALE"]).toContain(c.genderRecomended);
      expect(c.benefits.length).toBeGreaterThan(0);
      expect(c.disclaimer).not.toBe("");
    }
  });

  it("offers hospital packages at hospitals and clinic packages at clinics, in every one of the six cities", () => {
    const offerings = prohealthOfferings();
    const kindOf = new Map(facilities.map((f) => [f.id, f.kind]));
    for (const o of offerings) expect(kindOf.get(o.facilityId)).toBe(prohealthPackages.find((p) => p.id === o.packageId)!.isClinicPackage ? "clinic" : "hospital");
    const cities = new Set(offerings.map((o) => facilities.find((f) => f.id === o.facilityId)!.cityId));
    expect(cities.size).toBe(6);
  });
});

describe("health-check pages in the HTML cache", () => {
  it("serves the landing, category and package pages, never the patient's own", () => {
    expect(publicPageOf("/apollo-prohealth")?.params).toEqual(["city"]);
    expect(publicPageOf("/apollo-prohealth/full-body-checkup")).not.toBeNull();
    expect(publicPageOf("/apollo-prohealth/apollo-prohealth-essential")).not.toBeNull();
    for (const path of ["/apollo-prohealth/appointments", "/apollo-prohealth/appointments/12", "/apollo-prohealth/hra", "/apollo-prohealth/hra/abcdefabcdefabcdef", "/apollo-prohealth/full-body-checkup.data"]) {
      expect(publicPageOf(path), path).toBeNull();
    }
  });
});

describe("fasting packages get a morning window", () => {
  it("\"a fasting package's appointment starts before 11:00 India time\"; packages without fasting take any slot", () => {
    expect(FASTING_MORNING_CUTOFF).toBe("11:00");
    expect(fastingSlotAllowed("07:30", 10)).toBe(true);
    expect(fastingSlotAllowed("10:30", 12)).toBe(true);
    expect(fastingSlotAllowed("11:00", 10)).toBe(false);
    expect(fastingSlotAllowed("16:00", 10)).toBe(false);
    expect(fastingSlotAllowed("16:00", 0)).toBe(true);
    expect(FASTING_MORNING_NOTE).toBe("This package needs fasting, so only morning slots (starting before 11:00 AM) are offered.");
    expect(FASTING_SLOT_REFUSED_MESSAGE).toBe("This package needs fasting: please choose a morning slot, starting before 11:00 AM.");
  });
});

describe("Circle member prices for health checks", () => {
  it("\"members see member prices where the circle price is lower than the normal price\": 15% off each package, down to a whole ₹10", () => {
    expect(circlePackagePrice(399900)).toBe(339000); // ₹3,999 → ₹3,390
    expect(circlePackagePrice(1299900)).toBe(1104000); // ₹12,999 → ₹11,040
    for (const p of prohealthPackages) {
      const circle = circlePackagePrice(p.price * 100);
      expect(memberPrice(p.price * 100, circle, true).price).toBeLessThan(p.price * 100);
      expect(memberPrice(p.price * 100, circle, false).price).toBe(p.price * 100);
      expect(advertisedMemberPrice(p.price * 100, circle)).toBe(circle);
    }
  });
});

describe("rescheduling a health check", () => {
  it("\"reschedule and cancel follow written rules\": only before check-in and at least 2 hours before, in the spec's words", () => {
    const start = "2030-01-15T04:30:00.000Z";
    expect(canCancelProhealthAppointment("CONFIRMED", start, new Date(Date.parse(start) - 120 * 60_000))).toBe(true);
    expect(canCancelProhealthAppointment("CONFIRMED", start, new Date(Date.parse(start) - 119 * 60_000))).toBe(false);
    expect(canCancelProhealthAppointment("CHECKED_IN", start, TODAY)).toBe(false);
    expect(PROHEALTH_RESCHEDULE_CLOSED_MESSAGE).toBe("This appointment can no longer be rescheduled: reschedule at least 2 hours before it starts, before check-in.");
  });
});
