/** Health insurance plans (migration 0032): read whole; matching and pricing are the rules of lib/insurance-plans. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ROOM_RENT_RULES, type InsurancePlan, type RoomRentRule } from "~/lib/insurance-plans";

const jsonArray = <T>(text: string): T[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

export async function listInsurancePlans(db: Kysely<Database>): Promise<InsurancePlan[]> {
  const rows = await db.selectFrom("insurance_plans").selectAll().orderBy("sort_order").orderBy("slug").execute();
  return rows
    .filter((r) => Object.hasOwn(ROOM_RENT_RULES, r.room_rent))
    .map((r) => ({
      slug: r.slug,
      insurer: r.insurer,
      planName: r.plan_name,
      minEntryAge: r.min_entry_age,
      maxEntryAge: r.max_entry_age,
      maxAdults: r.max_adults,
      maxChildren: r.max_children,
      coversLakh: jsonArray<number>(r.covers_lakh).filter((n) => typeof n === "number"),
      ratingTenths: r.rating_tenths,
      pedWaitingYears: r.ped_waiting_years,
      roomRent: r.room_rent as RoomRentRule,
      basePremiumPaise: r.base_premium_paise,
      networkHospitals: r.network_hospitals,
      features: jsonArray<string>(r.features).filter((s) => typeof s === "string"),
    }));
}
