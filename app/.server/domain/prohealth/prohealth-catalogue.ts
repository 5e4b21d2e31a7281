/**
 * The health-check catalogue: categories (spec §3 Category), packages (spec §3 Package) and the hospitals and
 * clinics offering them (spec §3 Hospital: unitName, unitType, city). A facility offers a package when
 * `prohealth_package_facilities` says so; hospital packages are booked at hospitals, clinic packages at clinics.
 */
import type { Selectable } from "kysely";
import type { DB } from "../../db/client";
import type { ProhealthCategoryTable, ProhealthPackageTable } from "../../db/schema";
import { facilityById, type Facility } from "../facilities";
import type { ProhealthGender } from "~/lib/prohealth-rules";
import { haversineKm, type LatLng } from "~/lib/geo";

export interface ProhealthCategory {
  id: number;
  slug: string;
  name: string;
  minimumAgeInYears: number;
  genderRecomended: ProhealthGender;
  benefits: string[];
  displayOrder: number;
  image: string;
  disclaimer: string;
  /** The most tests, scans and consultations a package of the category includes. */
  inclusionsCount: number;
  tags: string[];
}

export interface ProhealthPackage {
  id: number;
  slug: string;
  categoryId: number;
  packageName: string;
  /** Paise, all-in. */
  price: number;
  /** Circle member price, paise; null: none. Charged through app/lib/member-price.ts. */
  circlePrice: number | null;
  gender: ProhealthGender;
  description: string;
  faqs: { question: string; answer: string }[];
  fasting: boolean;
  fastingHours: number;
  serviceId: string;
  isClinicPackage: boolean;
  isBookable: boolean;
  durationMinutes: number;
  inclusions: string[];
}

export interface ProhealthHospital {
  id: number;
  slug: string;
  unitName: string;
  /** HOSPITAL or CLINIC: which booking operation books it. */
  unitType: "HOSPITAL" | "CLINIC";
  city: string;
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
  distance: number | null;
}

const json = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

export const packageOf = (r: Selectable<ProhealthPackageTable>): ProhealthPackage => ({
  id: r.id,
  slug: r.slug,
  categoryId: r.category_id,
  packageName: r.package_name,
  price: r.price,
  circlePrice: r.circle_price ?? null,
  gender: r.gender as ProhealthGender,
  description: r.description,
  faqs: json(r.faqs, []),
  fasting: r.fasting_hours > 0,
  fastingHours: r.fasting_hours,
  serviceId: r.service_id,
  isClinicPackage: r.is_clinic_package === 1,
  isBookable: r.is_bookable === 1,
  durationMinutes: r.duration_minutes,
  inclusions: json(r.inclusions, []),
});

const categoryOf = (r: Selectable<ProhealthCategoryTable>, packages: ProhealthPackage[]): ProhealthCategory => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  minimumAgeInYears: r.minimum_age_in_years,
  genderRecomended: r.gender_recomended as ProhealthGender,
  benefits: json(r.benefits, []),
  displayOrder: r.display_order,
  image: r.image,
  disclaimer: r.disclaimer,
  inclusionsCount: Math.max(0, ...packages.filter((p) => p.categoryId === r.id).map((p) => p.inclusions.length)),
  tags: json(r.tags, []),
});

export async function listProhealthPackages(db: DB): Promise<ProhealthPackage[]> {
  return (await db.selectFrom("prohealth_packages").selectAll().orderBy("category_id").orderBy("price").orderBy("id").execute()).map(packageOf);
}

export async function listProhealthCategories(db: DB): Promise<ProhealthCategory[]> {
  const [rows, packages] = await Promise.all([db.selectFrom("prohealth_categories").selectAll().orderBy("display_order").execute(), listProhealthPackages(db)]);
  return rows.map((r) => categoryOf(r, packages));
}

export async function prohealthCategoryBySlug(db: DB, slug: string): Promise<ProhealthCategory | null> {
  return (await listProhealthCategories(db)).find((c) => c.slug === slug) ?? null;
}

export async function prohealthCategoryById(db: DB, id: number): Promise<ProhealthCategory | null> {
  return (await listProhealthCategories(db)).find((c) => c.id === id) ?? null;
}

/** getProHealthPackageBySlug. */
export async function getProHealthPackageBySlug(db: DB, slug: string): Promise<ProhealthPackage | null> {
  const r = await db.selectFrom("prohealth_packages").selectAll().where("slug", "=", slug).executeTakeFirst();
  return r ? packageOf(r) : null;
}

export async function prohealthPackageById(db: DB, id: number): Promise<ProhealthPackage | null> {
  const r = await db.selectFrom("prohealth_packages").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? packageOf(r) : null;
}

export const unitTypeOf = (f: Pick<Facility, "kind">): "HOSPITAL" | "CLINIC" => (f.kind === "hospital" ? "HOSPITAL" : "CLINIC");

/** The facilities offering a health check: each with its city, and its distance when the patient's place is known. */
async function offeringFacilities(db: DB, filter: { cityId?: number | null; packageIds?: number[] | null }) {
  let q = db
    .selectFrom("prohealth_package_facilities as o")
    .innerJoin("facilities as f", "f.id", "o.facility_id")
    .innerJoin("cities as c", "c.id", "f.city_id")
    .select(["o.package_id", "f.id", "f.slug", "f.name", "f.kind", "f.city_id", "f.address", "f.latitude", "f.longitude", "c.name as city"]);
  if (filter.cityId != null) q = q.where("f.city_id", "=", filter.cityId);
  if (filter.packageIds) {
    if (!filter.packageIds.length) return [];
    q = q.where("o.package_id", "in", filter.packageIds);
  }
  return q.orderBy("f.name").orderBy("f.id").execute();
}

export interface ProhealthCity {
  id: number;
  name: string;
  slug: string;
  hospitalCount: number;
}

const slugOf = (name: string) => name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** getProHealthCities: cities with at least one facility offering a health check, with how many. */
export async function getProHealthCities(db: DB): Promise<ProhealthCity[]> {
  const rows = await offeringFacilities(db, {});
  const byCity = new Map<number, { name: string; ids: Set<number> }>();
  for (const r of rows) {
    const c = byCity.get(r.city_id) ?? { name: r.city, ids: new Set<number>() };
    c.ids.add(r.id);
    byCity.set(r.city_id, c);
  }
  return [...byCity].map(([id, c]) => ({ id, name: c.name, slug: slugOf(c.name), hospitalCount: c.ids.size })).sort((a, b) => a.name.localeCompare(b.name));
}

export async function prohealthCityBySlug(db: DB, slug: string): Promise<ProhealthCity | null> {
  return (await getProHealthCities(db)).find((c) => c.slug === slug) ?? null;
}

/** getProHealthPackageCategoriesByCity: the categories with a package offered in the city, each with those packages. */
export async function getProHealthPackageCategoriesByCity(db: DB, cityId: number) {
  const [categories, packages, offered] = await Promise.all([listProhealthCategories(db), listProhealthPackages(db), offeringFacilities(db, { cityId })]);
  const inCity = new Set(offered.map((o) => o.package_id));
  return categories
    .map((c) => ({ ...c, packages: packages.filter((p) => p.categoryId === c.id && inCity.has(p.id)) }))
    .filter((c) => c.packages.length > 0);
}

const haversine = (a: LatLng, b: LatLng) => Math.round(haversineKm(a, b) * 10) / 10;

/** getProHealthHospitalByCategoryAndCity: the city's hospitals and clinics offering a package of the category. */
export async function getProHealthHospitalByCategoryAndCity(
  db: DB,
  input: { categoryId: number; cityId: number; latitude?: number | null; longitude?: number | null },
): Promise<ProhealthHospital[]> {
  const packages = (await listProhealthPackages(db)).filter((p) => p.categoryId === input.categoryId);
  const rows = await offeringFacilities(db, { cityId: input.cityId, packageIds: packages.map((p) => p.id) });
  const here = input.latitude != null && input.longitude != null ? { latitude: input.latitude, longitude: input.longitude } : null;
  const seen = new Map<number, ProhealthHospital>();
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.set(r.id, {
      id: r.id, slug: r.slug, unitName: r.name, unitType: unitTypeOf({ kind: r.kind as Facility["kind"] }), city: r.city, cityId: r.city_id,
      address: r.address, latitude: r.latitude, longitude: r.longitude, distance: here ? haversine(here, r) : null,
    });
  }
  const list = [...seen.values()];
  return here ? list.sort((a, b) => a.distance! - b.distance! || a.id - b.id) : list;
}

/** The hospitals and clinics offering one package, in every city (the package page's "where to book"). */
export async function prohealthFacilitiesOfPackage(db: DB, packageId: number): Promise<ProhealthHospital[]> {
  const rows = await offeringFacilities(db, { packageIds: [packageId] });
  return rows.map((r) => ({
    id: r.id, slug: r.slug, unitName: r.name, unitType: unitTypeOf({ kind: r.kind as Facility["kind"] }), city: r.city, cityId: r.city_id,
    address: r.address, latitude: r.latitude, longitude: r.longitude, distance: null,
  }));
}

/** getProHealthHospitalPackageDetails: the packages a hospital or clinic offers (of one category, if given). */
export async function getProHealthHospitalPackageDetails(db: DB, facilityId: number, categoryId?: number | null) {
  const facility = await facilityById(db, facilityId);
  if (!facility) return null;
  const ids = (await db.selectFrom("prohealth_package_facilities").select("package_id").where("facility_id", "=", facilityId).execute()).map((r) => r.package_id);
  const packages = (await listProhealthPackages(db)).filter((p) => ids.includes(p.id) && (categoryId == null || p.categoryId === categoryId));
  const city = await db.selectFrom("cities").select("name").where("id", "=", facility.cityId).executeTakeFirst();
  return {
    hospital: { id: facility.id, slug: facility.slug, unitName: facility.name, unitType: unitTypeOf(facility), city: city?.name ?? "", cityId: facility.cityId, address: facility.address, latitude: facility.latitude, longitude: facility.longitude, distance: null } satisfies ProhealthHospital,
    packages,
  };
}

/** Whether the facility offers the package (the booking's check). */
export async function facilityOffersPackage(db: DB, facilityId: number, packageId: number): Promise<boolean> {
  const r = await db.selectFrom("prohealth_package_facilities").select("package_id").where("facility_id", "=", facilityId).where("package_id", "=", packageId).executeTakeFirst();
  return r != null;
}
