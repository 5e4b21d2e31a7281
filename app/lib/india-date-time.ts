/**
 * Instants shown to people in India time, whatever the server's or browser's zone: "dd/MM/yyyy, hh:mm a IST" in
 * English; in Hindi the part of the day comes before the time, as Hindi says it ("सुबह 08:00 बजे"), and the zone is
 * named in words ("भारतीय समय").
 */
import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { FALLBACK_LANGUAGE, type Language } from "~/i18n/resources";

export const INDIA_TIME_ZONE = "Asia/Kolkata";

/**
 * The part of the day Hindi names before a 12-hour time. date-fns' Hindi day periods call 10 PM "शाम" (evening
 * runs to midnight there); Hindi speakers say "रात 10 बजे", so the hours are ours.
 */
export function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह";
  if (hour >= 12 && hour < 16) return "दोपहर";
  if (hour >= 16 && hour < 20) return "शाम";
  return "रात";
}

export function indiaDateTime(iso: string | null | undefined, lang: Language = FALLBACK_LANGUAGE): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  const at = new TZDate(d, INDIA_TIME_ZONE);
  if (lang === "hi") return `${format(at, "dd/MM/yyyy")}, ${hindiDayPart(at.getHours())} ${format(at, "hh:mm")} बजे (भारतीय समय)`;
  return `${format(at, "dd/MM/yyyy, hh:mm a")} IST`;
}

/** An instant in India time as lists show it, day first in words: "2 Oct 2026, 9:05 AM". */
export function indiaDayTime(iso: string): string {
  return format(new TZDate(new Date(iso), INDIA_TIME_ZONE), "d MMM yyyy, h:mm a");
}

/** A day in India time as articles show it: "2 Oct 2026". */
export function indiaDisplayDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return format(new TZDate(d, INDIA_TIME_ZONE), "d MMM yyyy");
}
/** India's calendar date (yyyy-MM-dd) at an instant. */
export const indiaDate = (at: Date): string => format(new TZDate(at, INDIA_TIME_ZONE), "yyyy-MM-dd");
