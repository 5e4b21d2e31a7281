import { format } from "date-fns";
import { TZDate } from "@date-fns/tz";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

/** A record's date as patients read it: "2 Nov 2026" (an upload's own date, or the day a report was made, in India). */
export function recordDateLabel(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return format(new Date(`${date}T00:00:00`), "d MMM yyyy");
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? date : format(new TZDate(d, INDIA_TIME_ZONE), "d MMM yyyy");
}
