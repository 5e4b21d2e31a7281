/** Loaders of the hospitals-and-clinics listing and a hospital's page, over the facilities of the booking spine. */
import { getServices } from "~/.server/app-context";
import { facilityById, listFacilities, openingHoursOf, type Facility } from "~/.server/domain/facilities";
import { ALL_CITIES, HOSPITALS_PAGE_SIZE, KINDS_OF_CATEGORY, NEAR_ME_RADIUS_KM, parseHospitalFilters, type HospitalFilters } from "~/lib/hospital-filters";
import { DAY_CODES, type WeekDay } from "~/lib/slots";

export interface HospitalCard {
  id: number;
  name: string;
  kind: Facility["kind"];
  locality: string;
  cityName: string;
  address: string;
  distance: number | null;
  departments: string[];
}

export interface HospitalsListing {
  filters: HospitalFilters;
  hospitals: HospitalCard[];
  totalCount: number;
  pageCount: number;
}

async function cityNames(): Promise<Map<number, string>> {
  const { db } = await getServices();
  const rows = await db.selectFrom("cities").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function loadHospitals(request: Request): Promise<HospitalsListing> {
  const filters = parseHospitalFilters(new URL(request.url).searchParams);
  const { db } = await getServices();
  const names = await cityNames();
  const cityId = filters.city === ALL_CITIES ? null : ([...names].find(([, n]) => n === filters.city)?.[0] ?? -1);
  const all = await listFacilities(db, {
    cityId,
    kinds: filters.category ? KINDS_OF_CATEGORY[filters.category] : null,
    near: filters.near,
    withinKm: filters.near ? NEAR_ME_RADIUS_KM : null,
  });
  const pageCount = Math.max(1, Math.ceil(all.length / HOSPITALS_PAGE_SIZE));
  const page = all.slice((filters.page - 1) * HOSPITALS_PAGE_SIZE, filters.page * HOSPITALS_PAGE_SIZE);
  return {
    filters,
    totalCount: all.length,
    pageCount,
    hospitals: page.map((f) => ({
      id: f.id, name: f.name, kind: f.kind, locality: f.locality, cityName: names.get(f.cityId) ?? "", address: f.address,
      distance: f.distance, departments: f.departments,
    })),
  };
}

const DAY_NAMES: Record<WeekDay, string> = { SUN: "Sunday", MON: "Monday", TUE: "Tuesday", WED: "Wednesday", THU: "Thursday", FRI: "Friday", SAT: "Saturday" };

export interface HospitalDetails {
  hospital: Facility & { cityName: string };
  /** Monday first, as a week is read in India; a day without sessions is "Closed". */
  week: { weekDay: WeekDay; dayName: string; sessions: { startTime: string; endTime: string }[] }[];
}

export async function loadHospital(id: number): Promise<HospitalDetails | null> {
  const { db } = await getServices();
  const hospital = await facilityById(db, id);
  if (!hospital) return null;
  const [names, hours] = await Promise.all([cityNames(), openingHoursOf(db, id)]);
  const mondayFirst = [...DAY_CODES.slice(1), DAY_CODES[0]];
  return {
    hospital: { ...hospital, cityName: names.get(hospital.cityId) ?? "" },
    week: mondayFirst.map((weekDay) => ({
      weekDay,
      dayName: DAY_NAMES[weekDay],
      sessions: hours.filter((h) => h.weekDay === weekDay).map(({ startTime, endTime }) => ({ startTime, endTime })),
    })),
  };
}
