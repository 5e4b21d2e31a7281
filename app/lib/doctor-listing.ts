/**
 * The doctor listing's rules, shared by the server and the filter form: the spec's sorts ("distance,
 * availability, price_ascending, price_descending, experience, relevance, recommendation_rating. Default sort:
 * relevance"), the consult radius ("radius 20" km for doctors near me) and the page size.
 *
 * Ranking is honest: no doctor or clinic can pay to rank higher, and every sort is computed from what the page
 * shows (docs/decisions/2026-11-27-doctor-ranking.md).
 */
export const DOCTOR_SORTS = ["distance", "availability", "price_ascending", "price_descending", "experience", "relevance", "recommendation_rating"] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export const DEFAULT_DOCTOR_SORT: DoctorSort = "relevance";

export const DOCTOR_SORT_LABELS: Record<DoctorSort, string> = {
  relevance: "Relevance",
  availability: "Availability",
  distance: "Distance",
  price_ascending: "Fees: low to high",
  price_descending: "Fees: high to low",
  experience: "Experience",
  recommendation_rating: "Rating",
};

/** "radius 20": doctors near me practise within 20 km of the patient. */
export const NEAR_ME_RADIUS_KM = 20;
export const DOCTORS_PAGE_SIZE = 10;

export const parseDoctorSort = (v: string | null | undefined): DoctorSort => (DOCTOR_SORTS as readonly string[]).includes(v ?? "") ? (v as DoctorSort) : DEFAULT_DOCTOR_SORT;

/** What a doctor is ranked by. */
export interface RankedDoctor {
  id: number;
  name: string;
  experienceYears: number;
  rating: number;
  reviewCount: number;
  /** Paise: the fee of the consult asked for (online or clinic), the lower of the two when either will do. */
  fee: number;
  /** Epoch ms of the next free slot; null: none in the days offered. */
  nextSlotAt: number | null;
  /** Km from the patient; null when unknown (no location, or online only). */
  distanceKm: number | null;
}

/**
 * Relevance: the rating a doctor's reviews support — the average pulled towards 4.0 by 50 imaginary reviews, so
 * 4.9 from 8 reviews does not beat 4.7 from 400 — then experience. No paid boost of any kind.
 */
export const RELEVANCE_PRIOR = { rating: 4.0, reviews: 50 } as const;
export const relevanceScore = (d: Pick<RankedDoctor, "rating" | "reviewCount">) =>
  (d.rating * d.reviewCount + RELEVANCE_PRIOR.rating * RELEVANCE_PRIOR.reviews) / (d.reviewCount + RELEVANCE_PRIOR.reviews);

/** Unknown values (no slot, no distance) go last, whatever the direction. */
const nullsLast = (a: number | null, b: number | null) => (a == null ? (b == null ? 0 : 1) : b == null ? -1 : a - b);

const COMPARE: Record<DoctorSort, (a: RankedDoctor, b: RankedDoctor) => number> = {
  relevance: (a, b) => relevanceScore(b) - relevanceScore(a) || b.experienceYears - a.experienceYears,
  availability: (a, b) => nullsLast(a.nextSlotAt, b.nextSlotAt),
  distance: (a, b) => nullsLast(a.distanceKm, b.distanceKm),
  price_ascending: (a, b) => a.fee - b.fee,
  price_descending: (a, b) => b.fee - a.fee,
  experience: (a, b) => b.experienceYears - a.experienceYears,
  recommendation_rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
};

/** Sorted by `sort`; ties go to relevance, then name and id, so pages never shuffle. */
export function sortDoctors<T extends RankedDoctor>(doctors: readonly T[], sort: DoctorSort): T[] {
  return [...doctors].sort((a, b) => COMPARE[sort](a, b) || COMPARE.relevance(a, b) || a.name.localeCompare(b.name) || a.id - b.id);
}

/** Within the radius (inclusive); unknown distances are not near. */
export const withinRadius = (distanceKm: number | null, radiusKm = NEAR_ME_RADIUS_KM) => distanceKm != null && distanceKm <= radiusKm;
