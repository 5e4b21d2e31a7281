/**
 * /health-insurance: the spec's filters ("Insurance filters: Age, Members, Cover, Rating, PED, RoomRent", platform §9)
 * and how a plan is matched and priced for the family described by them. The spec names the filters only; their
 * values and rules here are our reading, recorded in docs/decisions/2026-11-27-health-insurance.md:
 *
 * - Age: "the eldest member's age band lies within the plan's entry ages".
 * - Members: "the plan covers at least that many adults and that many children on one policy".
 * - Cover: "the plan is sold with that sum insured".
 * - Rating: "the plan is rated at least that many stars".
 * - PED: "pre-existing diseases are covered after at most that many years".
 * - RoomRent: "no limit" keeps plans with no room-rent limit; "single private room" also keeps plans that pay for
 *   a single private room.
 * - The indicative premium is the plan's base premium (one adult aged 18–35, ₹5 lakh cover) times the age band's,
 *   the members' and the cover's factors, rounded to the rupee. It is an illustration, not a quote.
 *
 * Filters are read from the URL (`?age=&members=&cover=&rating=&ped=&roomRent=`), so every filtered page is a real
 * link; an unknown value is no filter, never an error page.
 */

export const INSURANCE_FILTER_TYPES = ["Age", "Members", "Cover", "Rating", "PED", "RoomRent"] as const;
export type InsuranceFilterType = (typeof INSURANCE_FILTER_TYPES)[number];

/** The query parameter of each filter. */
export const INSURANCE_FILTER_PARAMS: Record<InsuranceFilterType, string> = {
  Age: "age",
  Members: "members",
  Cover: "cover",
  Rating: "rating",
  PED: "ped",
  RoomRent: "roomRent",
};

export const AGE_BANDS = [
  { value: "18-35", label: "18–35 years", min: 18, max: 35, factor: 1 },
  { value: "36-45", label: "36–45 years", min: 36, max: 45, factor: 1.4 },
  { value: "46-55", label: "46–55 years", min: 46, max: 55, factor: 2 },
  { value: "56-60", label: "56–60 years", min: 56, max: 60, factor: 2.6 },
  { value: "61-65", label: "61–65 years", min: 61, max: 65, factor: 3.3 },
  { value: "66-75", label: "66–75 years", min: 66, max: 75, factor: 4.2 },
] as const;

export const MEMBER_OPTIONS = [
  { value: "1A", label: "1 adult", adults: 1, children: 0, factor: 1 },
  { value: "2A", label: "2 adults", adults: 2, children: 0, factor: 1.7 },
  { value: "1A1C", label: "1 adult, 1 child", adults: 1, children: 1, factor: 1.35 },
  { value: "2A1C", label: "2 adults, 1 child", adults: 2, children: 1, factor: 1.95 },
  { value: "2A2C", label: "2 adults, 2 children", adults: 2, children: 2, factor: 2.2 },
] as const;

export const COVER_OPTIONS = [
  { value: "5", label: "₹5 lakh", lakh: 5, factor: 1 },
  { value: "10", label: "₹10 lakh", lakh: 10, factor: 1.4 },
  { value: "25", label: "₹25 lakh", lakh: 25, factor: 1.9 },
  { value: "50", label: "₹50 lakh", lakh: 50, factor: 2.3 },
  { value: "100", label: "₹1 crore", lakh: 100, factor: 2.8 },
] as const;

export const RATING_OPTIONS = [
  { value: "4", label: "4★ and above", tenths: 40 },
  { value: "4.5", label: "4.5★ and above", tenths: 45 },
] as const;

export const PED_OPTIONS = [
  { value: "1", label: "Covered after 1 year", years: 1 },
  { value: "2", label: "Within 2 years", years: 2 },
  { value: "3", label: "Within 3 years", years: 3 },
  { value: "4", label: "Within 4 years", years: 4 },
] as const;

/** How a plan pays for the hospital room. */
export const ROOM_RENT_RULES = {
  NO_LIMIT: "No limit on room rent",
  SINGLE_PRIVATE: "Single private room",
  SHARED: "Twin-sharing room",
  PERCENT_OF_COVER: "Up to 1% of cover a day",
} as const;
export type RoomRentRule = keyof typeof ROOM_RENT_RULES;

export const ROOM_RENT_OPTIONS = [
  { value: "no-limit", label: "No limit", accepts: ["NO_LIMIT"] },
  { value: "single-private", label: "Single private room or better", accepts: ["NO_LIMIT", "SINGLE_PRIVATE"] },
] as const satisfies readonly { value: string; label: string; accepts: readonly RoomRentRule[] }[];

type Opt<T extends readonly { value: string }[]> = T[number];

export interface InsuranceFilters {
  age: Opt<typeof AGE_BANDS> | null;
  members: Opt<typeof MEMBER_OPTIONS> | null;
  cover: Opt<typeof COVER_OPTIONS> | null;
  rating: Opt<typeof RATING_OPTIONS> | null;
  ped: Opt<typeof PED_OPTIONS> | null;
  roomRent: Opt<typeof ROOM_RENT_OPTIONS> | null;
}

export type InsuranceFilterKey = keyof InsuranceFilters;

/** Each filter key with its spec name, options and parameter, in the spec's order. */
export const INSURANCE_FILTERS: readonly { key: InsuranceFilterKey; type: InsuranceFilterType; label: string; options: readonly { value: string; label: string }[] }[] = [
  { key: "age", type: "Age", label: "Age of the eldest member", options: AGE_BANDS },
  { key: "members", type: "Members", label: "Members", options: MEMBER_OPTIONS },
  { key: "cover", type: "Cover", label: "Cover", options: COVER_OPTIONS },
  { key: "rating", type: "Rating", label: "Rating", options: RATING_OPTIONS },
  { key: "ped", type: "PED", label: "Pre-existing diseases (PED)", options: PED_OPTIONS },
  { key: "roomRent", type: "RoomRent", label: "Room rent", options: ROOM_RENT_OPTIONS },
];

const pick = <T extends readonly { value: string }[]>(options: T, v: string | null): T[number] | null => options.find((o) => o.value === v) ?? null;

export function parseInsuranceFilters(params: URLSearchParams): InsuranceFilters {
  return {
    age: pick(AGE_BANDS, params.get("age")),
    members: pick(MEMBER_OPTIONS, params.get("members")),
    cover: pick(COVER_OPTIONS, params.get("cover")),
    rating: pick(RATING_OPTIONS, params.get("rating")),
    ped: pick(PED_OPTIONS, params.get("ped")),
    roomRent: pick(ROOM_RENT_OPTIONS, params.get("roomRent")),
  };
}

export const hasInsuranceFilters = (f: InsuranceFilters) => Object.values(f).some(Boolean);

/** The listing's URL with these filters, in the spec's order, the unset ones left out. */
export function insuranceHref(f: InsuranceFilters, change: Partial<Record<InsuranceFilterKey, string | null>> = {}): string {
  const q = new URLSearchParams();
  for (const { key, type } of INSURANCE_FILTERS) {
    const v = key in change ? change[key] : f[key]?.value;
    if (v) q.set(INSURANCE_FILTER_PARAMS[type], v);
  }
  const s = q.toString();
  return `/health-insurance${s ? `?${s}` : ""}`;
}

export interface InsurancePlan {
  slug: string;
  insurer: string;
  planName: string;
  minEntryAge: number;
  maxEntryAge: number;
  maxAdults: number;
  maxChildren: number;
  coversLakh: number[];
  ratingTenths: number;
  pedWaitingYears: number;
  roomRent: RoomRentRule;
  basePremiumPaise: number;
  networkHospitals: number;
  features: string[];
}

/** Whether a plan passes every filter that is set. */
export function planMatches(plan: InsurancePlan, f: InsuranceFilters): boolean {
  if (f.age && (f.age.min < plan.minEntryAge || f.age.max > plan.maxEntryAge)) return false;
  if (f.members && (f.members.adults > plan.maxAdults || f.members.children > plan.maxChildren)) return false;
  if (f.cover && !plan.coversLakh.includes(f.cover.lakh)) return false;
  if (f.rating && plan.ratingTenths < f.rating.tenths) return false;
  if (f.ped && plan.pedWaitingYears > f.ped.years) return false;
  if (f.roomRent && !(f.roomRent.accepts as readonly string[]).includes(plan.roomRent)) return false;
  return true;
}

/** The cover a plan is priced at: the one chosen, else the smallest the plan is sold with. */
export function quotedCoverOf(plan: InsurancePlan, f: InsuranceFilters): Opt<typeof COVER_OPTIONS> {
  if (f.cover) return f.cover;
  const smallest = Math.min(...plan.coversLakh);
  return COVER_OPTIONS.find((c) => c.lakh === smallest) ?? COVER_OPTIONS[0];
}

/** The indicative yearly premium in paise (whole rupees) for the family the filters describe. */
export function indicativePremiumPaise(plan: InsurancePlan, f: InsuranceFilters): number {
  const age = f.age ?? AGE_BANDS[0];
  const members = f.members ?? MEMBER_OPTIONS[0];
  const rupees = (plan.basePremiumPaise / 100) * age.factor * members.factor * quotedCoverOf(plan, f).factor;
  return Math.round(rupees) * 100;
}

export interface QuotedPlan extends InsurancePlan {
  premiumPaise: number;
  quotedCover: string;
}

/** The plans that pass the filters, cheapest first for that family (then in the listing's own order). */
export function quotePlans(plans: readonly InsurancePlan[], f: InsuranceFilters): QuotedPlan[] {
  return plans
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => planMatches(p, f))
    .map(({ p, i }) => ({ plan: { ...p, premiumPaise: indicativePremiumPaise(p, f), quotedCover: quotedCoverOf(p, f).label }, i }))
    .sort((a, b) => a.plan.premiumPaise - b.plan.premiumPaise || a.i - b.i)
    .map(({ plan }) => plan);
}
