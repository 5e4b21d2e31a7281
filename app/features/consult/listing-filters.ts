/** The listing's filters as a URL: read from the query string, and written back with one thing changed. */
import { parseDoctorSort, type DoctorSort } from "~/lib/doctor-listing";

export interface ListingFilters {
  sort: DoctorSort;
  page: number;
  mode: "online" | "clinic" | "";
  feeMin: string;
  feeMax: string;
  language: string;
  gender: "" | "MALE" | "FEMALE";
  today: boolean;
  city: string;
}

export const LANGUAGES = ["English", "Hindi", "Telugu", "Tamil", "Kannada", "Marathi", "Bengali", "Punjabi"];
const num = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : null);

export function readFilters(url: URL): ListingFilters {
  const p = url.searchParams;
  const mode = p.get("mode");
  const gender = p.get("gender");
  const language = p.get("language") ?? "";
  return {
    sort: parseDoctorSort(p.get("sort")),
    page: Math.max(1, num(p.get("page")) ?? 1),
    mode: mode === "online" || mode === "clinic" ? mode : "",
    feeMin: num(p.get("feeMin")) == null ? "" : String(num(p.get("feeMin"))),
    feeMax: num(p.get("feeMax")) == null ? "" : String(num(p.get("feeMax"))),
    language: LANGUAGES.includes(language) ? language : "",
    gender: gender === "MALE" || gender === "FEMALE" ? gender : "",
    today: p.get("today") === "1",
    city: num(p.get("city")) == null ? "" : String(num(p.get("city"))),
  };
}

/** The query string of these filters with some changed; defaults are left out so URLs stay short and canonical. */
export function filterSearch(f: ListingFilters, change: Partial<ListingFilters> & { lat?: string; lng?: string } = {}): string {
  const v = { ...f, ...change };
  const p = new URLSearchParams();
  if (change.lat) p.set("lat", change.lat);
  if (change.lng) p.set("lng", change.lng);
  if (v.city) p.set("city", v.city);
  if (v.mode) p.set("mode", v.mode);
  if (v.feeMin) p.set("feeMin", v.feeMin);
  if (v.feeMax) p.set("feeMax", v.feeMax);
  if (v.language) p.set("language", v.language);
  if (v.gender) p.set("gender", v.gender);
  if (v.today) p.set("today", "1");
  if (v.sort !== "relevance") p.set("sort", v.sort);
  if (v.page > 1) p.set("page", String(v.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

