import { describe, expect, it } from "vitest";
import {
  INSURANCE_FILTERS, INSURANCE_FILTER_TYPES, indicativePremiumPaise, insuranceHref, parseInsuranceFilters, planMatches, quotePlans, type InsurancePlan,
} from "~/lib/insurance-plans";

const plan = (over: Partial<InsurancePlan>): InsurancePlan => ({
  slug: "p", insurer: "Insurer", planName: "Plan", minEntryAge: 18, maxEntryAge: 65, maxAdults: 2, maxChildren: 2, coversLakh: [5, 10, 25],
  ratingTenths: 42, pedWaitingYears: 3, roomRent: "SINGLE_PRIVATE", basePremiumPaise: 800_000, networkHospitals: 9000, features: [], ...over,
});
const f = (q: string) => parseInsuranceFilters(new URLSearchParams(q));

describe("insurance filters (platform §9 'Insurance filters: Age, Members, Cover, Rating, PED, RoomRent')", () => {
  it("offers exactly the spec's six filters, in its order", () => {
    expect(INSURANCE_FILTERS.map((x) => x.type)).toEqual([...INSURANCE_FILTER_TYPES]);
    expect(INSURANCE_FILTER_TYPES).toEqual(["Age", "Members", "Cover", "Rating", "PED", "RoomRent"]);
  });

  it("Age: 'the eldest member's age band lies within the plan's entry ages'", () => {
    const senior = plan({ minEntryAge: 60, maxEntryAge: 75 });
    expect(planMatches(senior, f("age=66-75"))).toBe(true);
    expect(planMatches(senior, f("age=18-35"))).toBe(false);
    expect(planMatches(plan({}), f("age=66-75"))).toBe(false); // entry up to 65 only
    expect(planMatches(plan({}), f("age=61-65"))).toBe(true);
    expect(planMatches(senior, f("age=56-60"))).toBe(false); // 56 is below the plan's entry age
  });

  it("Members: 'the plan covers at least that many adults and that many children on one policy'", () => {
    const solo = plan({ maxAdults: 1, maxChildren: 0 });
    expect(planMatches(solo, f("members=1A"))).toBe(true);
    expect(planMatches(solo, f("members=1A1C"))).toBe(false);
    expect(planMatches(plan({ maxChildren: 1 }), f("members=2A2C"))).toBe(false);
    expect(planMatches(plan({}), f("members=2A2C"))).toBe(true);
  });

  it("Cover: 'the plan is sold with that sum insured'", () => {
    expect(planMatches(plan({}), f("cover=25"))).toBe(true);
    expect(planMatches(plan({}), f("cover=100"))).toBe(false);
  });

  it("Rating: 'the plan is rated at least that many stars'", () => {
    expect(planMatches(plan({ ratingTenths: 45 }), f("rating=4.5"))).toBe(true);
    expect(planMatches(plan({ ratingTenths: 44 }), f("rating=4.5"))).toBe(false);
    expect(planMatches(plan({ ratingTenths: 40 }), f("rating=4"))).toBe(true);
  });

  it("PED: 'pre-existing diseases are covered after at most that many years'", () => {
    expect(planMatches(plan({ pedWaitingYears: 2 }), f("ped=2"))).toBe(true);
    expect(planMatches(plan({ pedWaitingYears: 3 }), f("ped=2"))).toBe(false);
  });

  it("RoomRent: 'no limit' keeps plans with no room-rent limit; 'single private room' also keeps plans that pay for one", () => {
    expect(planMatches(plan({ roomRent: "NO_LIMIT" }), f("roomRent=no-limit"))).toBe(true);
    expect(planMatches(plan({ roomRent: "SINGLE_PRIVATE" }), f("roomRent=no-limit"))).toBe(false);
    expect(planMatches(plan({ roomRent: "SINGLE_PRIVATE" }), f("roomRent=single-private"))).toBe(true);
    expect(planMatches(plan({ roomRent: "NO_LIMIT" }), f("roomRent=single-private"))).toBe(true);
    expect(planMatches(plan({ roomRent: "SHARED" }), f("roomRent=single-private"))).toBe(false);
    expect(planMatches(plan({ roomRent: "PERCENT_OF_COVER" }), f("roomRent=single-private"))).toBe(false);
  });

  it("an unknown value is no filter, never an error: an old shared link still lists plans", () => {
    expect(f("age=12-17&members=9A&cover=7&rating=5&ped=0&roomRent=suite")).toEqual({ age: null, members: null, cover: null, rating: null, ped: null, roomRent: null });
  });

  it("'the indicative premium is the base premium times the age band's, the members' and the cover's factors, rounded to the rupee'", () => {
    const p = plan({ basePremiumPaise: 1_090_000 }); // ₹10,900
    expect(indicativePremiumPaise(p, f(""))).toBe(1_090_000); // 18–35, 1 adult, the smallest cover (₹5 lakh)
    expect(indicativePremiumPaise(p, f("age=36-45&members=2A&cover=10"))).toBe(Math.round(10900 * 1.4 * 1.7 * 1.4) * 100);
    // With no cover chosen, a plan is priced at the smallest cover it is sold with.
    expect(indicativePremiumPaise(plan({ coversLakh: [10, 25], basePremiumPaise: 1_000_000 }), f(""))).toBe(1_400_000);
  });

  it("lists the plans that pass every filter, cheapest first for that family", () => {
    const plans = [plan({ slug: "a", basePremiumPaise: 900_000 }), plan({ slug: "b", basePremiumPaise: 700_000 }), plan({ slug: "c", pedWaitingYears: 4, basePremiumPaise: 500_000 })];
    expect(quotePlans(plans, f("")).map((p) => p.slug)).toEqual(["c", "b", "a"]);
    expect(quotePlans(plans, f("ped=3")).map((p) => p.slug)).toEqual(["b", "a"]);
    expect(quotePlans(plans, f("ped=3"))[0]).toMatchObject({ premiumPaise: 700_000, quotedCover: "₹5 lakh" });
  });

  it("each filtered page has one address: the filters in the spec's order, the unset ones left out", () => {
    const filters = f("roomRent=no-limit&age=36-45&utm_source=x");
    expect(insuranceHref(filters)).toBe("/health-insurance?age=36-45&roomRent=no-limit");
    expect(insuranceHref(filters, { age: null })).toBe("/health-insurance?roomRent=no-limit");
    expect(insuranceHref(f(""))).toBe("/health-insurance");
  });
});
