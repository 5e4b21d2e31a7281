/** Instants shown to people in India time, whatever the server's or browser's zone ("dd/MM/yyyy, hh:mm a IST"). */
import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";

export const INDIA_TIME_ZONE = "Asia/Kolkata";

export function indiaDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return `${format(new TZDate(d, INDIA_TIME_ZONE), "dd/MM/yyyy, hh:mm a")} IST`;
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
