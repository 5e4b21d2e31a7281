/**
 * Seeded health insurance plans for /health-insurance. The insurers are Indian health insurers; the plans'
 * terms and premiums are illustrative examples of the kinds of plans sold in India (entry ages, floater sizes, covers
 * from ₹5 lakh to ₹1 crore, waiting periods for pre-existing diseases of 1–4 years, room-rent rules), not any
 * insurer's offer or quote: the page says so. Fixed values, so the seed is deterministic.
 */
import type { DB } from "../client";
import type { RoomRentRule } from "~/lib/insurance-plans";

interface SeedPlan {
  slug: string;
  insurer: string;
  planName: string;
  entryAge: [min: number, max: number];
  members: [adults: number, children: number];
  coversLakh: number[];
  rating: number;
  pedYears: number;
  roomRent: RoomRentRule;
  /** ₹ a year for one adult aged 18–35 at ₹5 lakh cover. */
  baseRupees: number;
  networkHospitals: number;
  features: string[];
}

export const SEED_INSURANCE_PLANS: SeedPlan[] = [
  { slug: "star-family-health-plus", insurer: "Star Health and Allied Insurance", planName: "Family Health Plus", entryAge: [18, 65], members: [2, 3], coversLakh: [5, 10, 25], rating: 4.2, pedYears: 3, roomRent: "SINGLE_PRIVATE", baseRupees: 8400, networkHospitals: 14000, features: ["Day-care procedures covered", "Restores cover once a year", "Ambulance up to ₹2,500"] },
  { slug: "hdfc-ergo-secure-plus", insurer: "HDFC ERGO General Insurance", planName: "Secure Plus", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10, 25, 50, 100], rating: 4.6, pedYears: 3, roomRent: "NO_LIMIT", baseRupees: 10900, networkHospitals: 13000, features: ["No room-rent limit", "Cover doubles from day one", "Home treatment covered"] },
  { slug: "niva-bupa-assure", insurer: "Niva Bupa Health Insurance", planName: "Assure Family", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10, 25, 50, 100], rating: 4.5, pedYears: 2, roomRent: "NO_LIMIT", baseRupees: 11800, networkHospitals: 10000, features: ["Unused cover carried forward", "Pre-existing diseases after 2 years", "Annual health check"] },
  { slug: "care-essential", insurer: "Care Health Insurance", planName: "Care Essential", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10, 25], rating: 4.3, pedYears: 3, roomRent: "SINGLE_PRIVATE", baseRupees: 7900, networkHospitals: 11400, features: ["No claim bonus up to 50%", "Organ donor cover", "Annual health check"] },
  { slug: "icici-lombard-health-shield", insurer: "ICICI Lombard General Insurance", planName: "Health Shield", entryAge: [18, 65], members: [2, 3], coversLakh: [5, 10, 25, 50], rating: 4.4, pedYears: 2, roomRent: "NO_LIMIT", baseRupees: 12300, networkHospitals: 10700, features: ["Pre-existing diseases after 2 years", "Worldwide emergency cover", "OPD consultations"] },
  { slug: "aditya-birla-active-care", insurer: "Aditya Birla Health Insurance", planName: "Active Care", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10, 25, 50], rating: 4.4, pedYears: 1, roomRent: "SINGLE_PRIVATE", baseRupees: 13400, networkHospitals: 11000, features: ["Diabetes and hypertension covered after 1 year", "Rewards for staying active", "Chronic care programme"] },
  { slug: "tata-aig-medi-essential", insurer: "Tata AIG General Insurance", planName: "Medi Essential", entryAge: [18, 65], members: [2, 3], coversLakh: [5, 10, 25], rating: 4.1, pedYears: 3, roomRent: "PERCENT_OF_COVER", baseRupees: 6900, networkHospitals: 10000, features: ["Lower premium with a room-rent limit", "Ayurveda and homeopathy covered", "Day-care procedures covered"] },
  { slug: "bajaj-allianz-health-protect", insurer: "Bajaj Allianz General Insurance", planName: "Health Protect", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10, 25, 50], rating: 4.2, pedYears: 3, roomRent: "SINGLE_PRIVATE", baseRupees: 8800, networkHospitals: 8000, features: ["Maternity after 4 years", "Convalescence benefit", "Cumulative bonus 10% a year"] },
  { slug: "manipalcigna-lifetime-care", insurer: "ManipalCigna Health Insurance", planName: "Lifetime Care", entryAge: [18, 65], members: [2, 4], coversLakh: [10, 25, 50, 100], rating: 4.3, pedYears: 2, roomRent: "NO_LIMIT", baseRupees: 12800, networkHospitals: 8500, features: ["Cover from ₹10 lakh", "Global cover for planned treatment", "No co-payment"] },
  { slug: "sbi-general-arogya-basic", insurer: "SBI General Insurance", planName: "Arogya Basic", entryAge: [18, 65], members: [2, 4], coversLakh: [5, 10], rating: 3.9, pedYears: 4, roomRent: "SHARED", baseRupees: 5200, networkHospitals: 6000, features: ["Lowest premium", "Twin-sharing room", "Pre-existing diseases after 4 years"] },
  { slug: "star-senior-care", insurer: "Star Health and Allied Insurance", planName: "Senior Care", entryAge: [60, 75], members: [2, 0], coversLakh: [5, 10, 25], rating: 4.0, pedYears: 1, roomRent: "SINGLE_PRIVATE", baseRupees: 7600, networkHospitals: 14000, features: ["For parents aged 60 to 75", "No medical tests before buying", "Pre-existing diseases after 1 year"] },
  { slug: "care-senior-shield", insurer: "Care Health Insurance", planName: "Senior Shield", entryAge: [61, 75], members: [2, 0], coversLakh: [5, 10, 25], rating: 4.1, pedYears: 2, roomRent: "SINGLE_PRIVATE", baseRupees: 8100, networkHospitals: 11400, features: ["For parents aged 61 to 75", "Domiciliary treatment", "20% co-payment"] },
  { slug: "niva-bupa-solo-saver", insurer: "Niva Bupa Health Insurance", planName: "Solo Saver", entryAge: [18, 55], members: [1, 0], coversLakh: [5, 10, 25], rating: 4.3, pedYears: 3, roomRent: "SINGLE_PRIVATE", baseRupees: 6200, networkHospitals: 10000, features: ["For one adult", "Lower premium for under 55s", "Online consultations"] },
  { slug: "hdfc-ergo-super-top-up", insurer: "HDFC ERGO General Insurance", planName: "Super Top-up", entryAge: [18, 65], members: [2, 4], coversLakh: [25, 50, 100], rating: 4.5, pedYears: 3, roomRent: "NO_LIMIT", baseRupees: 3100, networkHospitals: 13000, features: ["Adds to an existing policy", "Pays after ₹5 lakh of claims in a year", "No room-rent limit"] },
];

export async function seedInsurancePlans(db: DB): Promise<void> {
  await db
    .insertInto("insurance_plans")
    .values(
      SEED_INSURANCE_PLANS.map((p, i) => ({
        slug: p.slug,
        insurer: p.insurer,
        plan_name: p.planName,
        min_entry_age: p.entryAge[0],
        max_entry_age: p.entryAge[1],
        max_adults: p.members[0],
        max_children: p.members[1],
        covers_lakh: JSON.stringify(p.coversLakh),
        rating_tenths: Math.round(p.rating * 10),
        ped_waiting_years: p.pedYears,
        room_rent: p.roomRent,
        base_premium_paise: p.baseRupees * 100,
        network_hospitals: p.networkHospitals,
        features: JSON.stringify(p.features),
        sort_order: i + 1,
      })),
    )
    .execute();
}
