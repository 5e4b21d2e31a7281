/**
 * Doctors matching a typed keyword: by name, by specialty, or by a condition their specialty treats ("acne"
 * finds dermatologists). Doctors of the patient's city come first, then by the listing's honest relevance.
 */
import type { Db } from "../orders/order-kinds";
import { relevanceScore } from "~/lib/doctor-listing";
import { doctorsQuery, toDoctor } from "./doctors";

export interface DoctorSearchHit {
  slug: string;
  name: string;
  specialtyName: string;
  photoUrl: string;
  cityName: string;
  feeOnline: number;
  url: string;
}

export async function searchDoctors(db: Db, keyword: string, cityId: number, size: number): Promise<{ doctors: DoctorSearchHit[]; total: number }> {
  const words = keyword.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter((w) => w.length >= 2 && w !== "dr").slice(0, 5);
  if (!words.length) return { doctors: [], total: 0 };
  const conditions = await db.selectFrom("conditions").select(["specialty_slug", "name"]).execute();
  const rows = (await doctorsQuery(db).execute()).map(toDoctor);
  const treats = (slug: string) => conditions.filter((c) => c.specialty_slug === slug).map((c) => c.name.toLowerCase()).join(" ");
  const hits = rows.filter((d) => {
    const text = `${d.name.toLowerCase()} ${d.specialtyName.toLowerCase()} ${d.specialtySlug} ${treats(d.specialtySlug)}`;
    return words.every((w) => text.includes(w));
  });
  hits.sort((a, b) => Number(b.cityId === cityId) - Number(a.cityId === cityId) || relevanceScore(b) - relevanceScore(a) || a.name.localeCompare(b.name));
  const limit = Math.min(Math.max(Math.trunc(size) || 10, 1), 24);
  return {
    total: hits.length,
    doctors: hits.slice(0, limit).map((d) => ({ slug: d.slug, name: d.name, specialtyName: d.specialtyName, photoUrl: d.photoUrl, cityName: d.cityName, feeOnline: d.feeOnline, url: `/doctors/${d.slug}` })),
  };
}
