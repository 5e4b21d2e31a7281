/**
 * Doctor listings are paged in SQL (LIMIT/OFFSET), on SQLite and PostgreSQL. Walking every page of a sort gives
 * exactly the doctors, in exactly the order, that the listing's rules (`sortDoctors` of ~/lib/doctor-listing:
 * "distance, availability, price_ascending, price_descending, experience, relevance, recommendation_rating. Default
 * sort: relevance"; ties to relevance, then name and id) give over every doctor the filters leave; the filters
 * in SQL keep what they kept in memory; "radius 20" holds for doctors near me.
 */
import { describe, expect, it } from "vitest";
import { listDoctors, type DoctorListingQuery, type ListedDoctor } from "~/.server/domain/doctors";
import { DOCTOR_SORTS, DOCTORS_PAGE_SIZE, sortDoctors } from "~/lib/doctor-listing";
import { haversineKm } from "~/lib/geo";
import { targets, servicesOfTarget } from "./harness";

const NOW = new Date("2030-01-14T03:00:00.000Z"); // Monday 08:30 in India
const KUKATPALLY = { latitude: 17.492737, longitude: 78.39656 };

describe.each(targets)("doctor listing pages on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;

  async function allPages(q: Omit<DoctorListingQuery, "page">): Promise<{ doctors: ListedDoctor[]; total: number }> {
    const first = await listDoctors(db(), { ...q, page: 1 }, NOW);
    const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => listDoctors(db(), { ...q, page: i + 2 }, NOW)));
    for (const p of [first, ...rest]) expect(p.doctors.length).toBeLessThanOrEqual(DOCTORS_PAGE_SIZE);
    return { doctors: [first, ...rest].flatMap((p) => p.doctors), total: first.total };
  }

  it("every sort, page by page, is the rules' order over every doctor (all 80, with a location for distance)", async () => {
    // Availability is worked out for every doctor, so its order is the rules' by construction: the reference.
    const everyone = (await allPages({ sort: "availability", origin: KUKATPALLY })).doctors;
    expect(everyone).toHaveLength(80);
    for (const sort of DOCTOR_SORTS) {
      const { doctors, total } = await allPages({ sort, origin: KUKATPALLY });
      expect(total, sort).toBe(80);
      expect(doctors.map((d) => d.id), sort).toEqual(sortDoctors(everyone, sort).map((d) => d.id));
    }
  });

  it("filters in SQL keep what the rules keep: mode, fee range, language, gender, locality, and past the last page", async () => {
    const everyone = (await allPages({ sort: "relevance", origin: KUKATPALLY })).doctors;
    const cases: [Omit<DoctorListingQuery, "page" | "sort">, (d: ListedDoctor) => boolean][] = [
      [{ mode: "clinic" }, (d) => d.clinics.length > 0],
      [{ mode: "online" }, (d) => d.onlineHours.length > 0],
      [{ feeMin: 500, feeMax: 800 }, (d) => Math.min(d.feeOnline, d.feeClinic) >= 50_000 && Math.min(d.feeOnline, d.feeClinic) <= 80_000],
      [{ mode: "clinic", feeMax: 700 }, (d) => d.clinics.length > 0 && d.feeClinic <= 70_000],
      [{ language: "Telugu" }, (d) => d.languages.includes("Telugu")],
      [{ gender: "FEMALE", cityId: 9 }, (d) => d.gender === "FEMALE" && d.cityId === 9],
    ];
    const locality = everyone.flatMap((d) => d.clinics)[0].locality;
    cases.push([{ locality }, (d) => d.clinics.some((c) => c.locality === locality)]);
    for (const [filter, keep] of cases) {
      const { doctors, total } = await allPages({ ...filter, sort: "price_ascending", origin: KUKATPALLY });
      const expected = sortDoctors(everyone.filter(keep).map((d) => ({ ...d, fee: filter.mode === "clinic" ? d.feeClinic : filter.mode === "online" ? d.feeOnline : d.fee })), "price_ascending");
      expect(total, JSON.stringify(filter)).toBe(expected.length);
      expect(doctors.map((d) => d.id), JSON.stringify(filter)).toEqual(expected.map((d) => d.id));
    }
    // A page past the last shows the last page, never an empty one.
    const past = await listDoctors(db(), { sort: "experience", page: 99 }, NOW);
    expect(past.page).toBe(past.pageCount);
    expect(past.doctors.length).toBeGreaterThan(0);
  });

  it('"radius 20": doctors near me have a clinic within 20 km, and every doctor with one is listed', async () => {
    const everyone = (await allPages({ sort: "relevance" })).doctors;
    const near = await allPages({ sort: "distance", origin: KUKATPALLY, nearMe: true });
    const within = everyone.filter((d) => d.clinics.some((c) => haversineKm(KUKATPALLY, c) <= 20));
    expect(near.total).toBeGreaterThan(0);
    expect(near.doctors.map((d) => d.id).sort((a, b) => a - b)).toEqual(within.map((d) => d.id).sort((a, b) => a - b));
    const distances = near.doctors.map((d) => d.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Without a location, nobody is near.
    expect((await listDoctors(db(), { sort: "distance", nearMe: true, page: 1 }, NOW)).total).toBe(0);
  });
});
