/**
 * Every doctor-listing page (a specialty in a city, a city, a locality, near me, a specialty, a condition, a
 * procedure) reads the same query string — sort, page, mode, fee range, language, gender, available today,
 * city — and answers the same page data. Pages are real links: every filter and page is a URL.
 */
import { pagedCanonical } from "~/lib/canonical";
import { getServices } from "~/.server/app-context";
import { listDoctors, type DoctorListingQuery, type ListedDoctor } from "~/.server/domain/doctors";
import { LANGUAGES, readFilters, type ListingFilters } from "./listing-filters";
import { isValidLatLng } from "~/lib/geo";

export const SIX_CITY_IDS = [9, 5, 3, 4, 2, 1] as const;

export interface DoctorCardData {
  slug: string;
  name: string;
  photoUrl: string;
  specialtyName: string;
  qualifications: string;
  experienceYears: number;
  languages: string[];
  feeOnline: number | null;
  feeClinic: number | null;
  rating: number;
  reviewCount: number;
  cityName: string;
  nextSlotLabel: string | null;
  distanceKm: number | null;
  clinicNames: string[];
}

export interface ListingPageData {
  heading: string;
  intro: string | null;
  path: string;
  canonical: string;
  filters: ListingFilters;
  doctors: DoctorCardData[];
  total: number;
  page: number;
  pageCount: number;
  cities: { id: number; name: string }[];
  languages: string[];
  lockedCity: boolean;
  nearMe: boolean;
  /** Near me: the patient's location, kept in every filter and page link. */
  origin: { lat: string; lng: string } | null;
}

export function toCard(d: ListedDoctor): DoctorCardData {
  return {
    slug: d.slug,
    name: d.name,
    photoUrl: d.photoUrl,
    specialtyName: d.specialtyName,
    qualifications: d.qualifications,
    experienceYears: d.experienceYears,
    languages: d.languages,
    feeOnline: d.onlineHours.length ? d.feeOnline : null,
    feeClinic: d.clinics.length ? d.feeClinic : null,
    rating: d.rating,
    reviewCount: d.reviewCount,
    cityName: d.cityName,
    nextSlotLabel: d.nextSlot ? `${d.nextSlot.dayLabel}, ${d.nextSlot.slotDisplayTime.split(" - ")[0]}` : null,
    distanceKm: d.distanceKm,
    clinicNames: d.clinics.map((c) => c.name),
  };
}

export interface ListingScope {
  heading: string;
  intro?: string | null;
  path: string;
  specialtySlug?: string | null;
  cityId?: number | null;
  locality?: string | null;
  nearMe?: boolean;
  mode?: "online" | "clinic";
}

/** The page data of a listing scope under the request's filters. */
export async function doctorListingPage(request: Request, scope: ListingScope): Promise<ListingPageData> {
  const url = new URL(request.url);
  const filters = readFilters(url);
  if (scope.mode) filters.mode = scope.mode;
  const { db } = await getServices();
  const lat = Number(url.searchParams.get("lat"));
  const lng = Number(url.searchParams.get("lng"));
  const origin = url.searchParams.has("lat") && isValidLatLng({ latitude: lat, longitude: lng }) ? { latitude: lat, longitude: lng } : null;
  const lockedCity = scope.cityId != null;
  const query: DoctorListingQuery = {
    specialtySlug: scope.specialtySlug ?? null,
    cityId: scope.cityId ?? (filters.city ? Number(filters.city) : null),
    locality: scope.locality ?? null,
    mode: filters.mode || null,
    feeMin: filters.feeMin ? Number(filters.feeMin) : null,
    feeMax: filters.feeMax ? Number(filters.feeMax) : null,
    language: filters.language || null,
    gender: filters.gender || null,
    availableToday: filters.today,
    sort: filters.sort,
    page: filters.page,
    origin,
    nearMe: scope.nearMe ?? false,
  };
  const [page, cities] = await Promise.all([
    scope.nearMe && !origin ? Promise.resolve({ doctors: [], total: 0, page: 1, pageCount: 1 }) : listDoctors(db, query),
    db.selectFrom("cities").select(["id", "name"]).where("id", "in", [...SIX_CITY_IDS]).execute(),
  ]);
  return {
    heading: scope.heading,
    intro: scope.intro ?? null,
    path: scope.path,
    canonical: pagedCanonical(url.origin, scope.path, page.page),
    filters: { ...filters, page: page.page },
    doctors: page.doctors.map(toCard),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    cities: SIX_CITY_IDS.map((id) => cities.find((c) => c.id === id)!).filter(Boolean),
    languages: [...LANGUAGES],
    lockedCity,
    nearMe: scope.nearMe ?? false,
    origin: origin ? { lat: String(origin.latitude), lng: String(origin.longitude) } : null,
  };
}

