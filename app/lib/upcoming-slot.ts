/**
 * The earliest upcoming home-collection slot, from the spec's constants: "Advance booking 3 days; slot
 * cutoff 12:00; weekend days SAT and SUN; slot minute unit 60". How they combine is recorded in
 * docs/decisions/2026-11-23-upcoming-slot-rule.md. All times are India Standard Time.
 */
export const ADVANCE_BOOKING_DAYS = 3;
export const SLOT_CUTOFF = "12:00";
export const WEEKEND_DAYS = ["SAT", "SUN"] as const;
export const SLOT_MINUTE_UNIT = 60;
export const COLLECTION_DAY_START = "07:00";
export const COLLECTION_DAY_END = "19:00";
export const NO_SLOTS_MESSAGE = "No Slots Available";

const IST_OFFSET_MIN = 330;
const DAY_CODES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface UpcomingSlot {
  /** Start of the slot in UTC (ISO). */
  slotDateTimeInUTC: string;
  slotDurationInMinutes: number;
  /** e.g. "Tomorrow, 7:00 AM - 8:00 AM". */
  slotInfo: string;
}

function clock(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export function earliestUpcomingSlot(now: Date): UpcomingSlot | null {
  // Work on the IST wall clock: shift, then read the UTC fields.
  const ist = new Date(now.getTime() + IST_OFFSET_MIN * 60_000);
  const nowMin = ist.getUTCHours() * 60 + ist.getUTCMinutes() + (ist.getUTCSeconds() > 0 ? 1 : 0);
  const start = minutes(COLLECTION_DAY_START);
  const end = minutes(COLLECTION_DAY_END);
  for (let day = 0; day <= ADVANCE_BOOKING_DAYS; day++) {
    const date = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + day));
    if ((WEEKEND_DAYS as readonly string[]).includes(DAY_CODES[date.getUTCDay()])) continue;
    let first = start;
    if (day === 0) {
      // Same-day collection closes at the cutoff, and needs one slot unit of notice.
      if (nowMin >= minutes(SLOT_CUTOFF)) continue;
      const earliest = nowMin + SLOT_MINUTE_UNIT;
      first = Math.max(start, start + Math.ceil((earliest - start) / SLOT_MINUTE_UNIT) * SLOT_MINUTE_UNIT);
    }
    if (first + SLOT_MINUTE_UNIT > end) continue;
    const utc = new Date(date.getTime() + (first - IST_OFFSET_MIN) * 60_000);
    const label = day === 0 ? "Today" : day === 1 ? "Tomorrow" : `${DAY_NAMES[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
    return {
      slotDateTimeInUTC: utc.toISOString(),
      slotDurationInMinutes: SLOT_MINUTE_UNIT,
      slotInfo: `${label}, ${clock(first)} - ${clock(first + SLOT_MINUTE_UNIT)}`,
    };
  }
  return null;
}
