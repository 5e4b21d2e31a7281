/**
 * Home-collection slots: the spec's constants (§9 "Advance booking 3 days; slot cutoff 12:00; weekend days SAT
 * and SUN; slot minute unit 60"; "Seconds over 30 round up to the next minute"; slot status 'No Slots
 * Available') and the one generator every slot answer comes from — getCustomizedSlotsv2's list and
 * getUpcomingSlotInfo's earliest slot alike. How the constants combine is recorded in
 * docs/decisions/2026-11-23-upcoming-slot-rule.md. Pure and isomorphic: capacity lives in the database
 * (`.server/domain/scheduling/slots.ts`); everything here is India time through @date-fns/tz, whatever the machine's zone.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, addMinutes, format, getDay, startOfDay, subMinutes } from "date-fns";
import { INDIA_TIME_ZONE } from "./india-date-time";

export { INDIA_TIME_ZONE };
export const ADVANCE_BOOKING_DAYS = 3;
export const SLOT_CUTOFF = "12:00";
export const WEEKEND_DAYS = ["SAT", "SUN"] as const;
export const SLOT_MINUTE_UNIT = 60;
/** Seconds past this many round the clock up to the next minute. */
export const ROUND_UP_SECONDS_OVER = 30;
export const COLLECTION_DAY_START = "07:00";
export const COLLECTION_DAY_END = "19:00";
export const NO_SLOTS_MESSAGE = "No Slots Available";
/** A slot that starts before this is a morning slot (offered first to a fasting cart). */
export const MORNING_SLOT_END = "12:00";

/** How long one slot lasts, per bookable kind (lab home collection now; radiology and health checks later). */
export const SLOT_DURATIONS_IN_MINUTES: Readonly<Record<string, number>> = {
  DIAGNOSTIC_HC: SLOT_MINUTE_UNIT,
};

/**
 * Paid slots (`paidSlotCharges`): the first slot of the day is the one most asked for, and costs extra. The
 * charge of the chosen slot reaches the bill as `additionalSlotCharges` (the bill's additionalCharges). Paise.
 */
export const PAID_SLOT_CHARGES: Readonly<Record<string, number>> = {
  "07:00": 9900,
};

/** Week-day codes by date-fns `getDay` (0 = Sunday), as WEEKEND_DAYS and the Opening hours' weekDay spell them. */
export const DAY_CODES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;
export type WeekDay = (typeof DAY_CODES)[number];

/** Minutes after midnight of an "HH:mm" clock. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** "HH:mm" of minutes after midnight. */
export const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, "0")}:${String(min % 60).padStart(2, "0")}`;

export interface HomeCollectionSlot {
  /** India date, yyyy-MM-dd. */
  slotDate: string;
  /** India time, HH:mm. */
  startTime: string;
  /** Start of the slot in UTC (ISO). */
  slotDateTimeInUTC: string;
  slotDurationInMinutes: number;
  /** e.g. "7:00 AM - 8:00 AM". */
  slotDisplayTime: string;
  /** e.g. "Today", "Tomorrow", "Wed, 25 Nov". */
  dayLabel: string;
  isMorning: boolean;
  isPaidSlot: boolean;
  /** Paise. */
  slotCharges: number;
}

/** "Seconds over 30 round up to the next minute"; 30 or fewer are dropped. */
export function roundToMinute(now: Date): Date {
  const down = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return now.getUTCSeconds() > ROUND_UP_SECONDS_OVER || (now.getUTCSeconds() === ROUND_UP_SECONDS_OVER && now.getUTCMilliseconds() > 0)
    ? addMinutes(down, 1)
    : down;
}

/** "7:00 AM" for a minute of the India day (the wall clock the loop walks; formatting a TZDate per slot is slow). */
export function clockOf(min: number): string {
  const h = Math.floor(min / 60) % 24;
  return `${((h + 11) % 12) + 1}:${String(min % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "Today", "Tomorrow", else "Wed, 25 Nov": how a patient reads a slot's day `offset` days from today. */
export function dayLabel(day: Date, offset: number): string {
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  return format(day, "EEE, d MMM");
}

/**
 * Every home-collection slot offered at `now`, earliest first: today and the next ADVANCE_BOOKING_DAYS collection
 * days (SAT and SUN have no collection and do not count), slots of the kind's duration from COLLECTION_DAY_START to COLLECTION_DAY_END. Today's slots
 * close at the cutoff and start at least one slot unit after the (rounded) clock, on a unit boundary.
 */
export function homeCollectionSlots(now: Date, kind = "DIAGNOSTIC_HC"): HomeCollectionSlot[] {
  // The answer changes once a minute at most: every booking and slot list within it shares one computation.
  const key = `${roundToMinute(now).getTime()}|${kind}`;
  if (memo?.key !== key) memo = { key, slots: generate(now, kind) };
  return memo.slots.map((s) => ({ ...s }));
}
let memo: { key: string; slots: HomeCollectionSlot[] } | null = null;

function generate(now: Date, kind: string): HomeCollectionSlot[] {
  const duration = SLOT_DURATIONS_IN_MINUTES[kind] ?? SLOT_MINUTE_UNIT;
  const clock = new TZDate(roundToMinute(now), INDIA_TIME_ZONE);
  const today = startOfDay(clock);
  const nowMin = clock.getHours() * 60 + clock.getMinutes();
  const start = minutesOf(COLLECTION_DAY_START);
  const end = minutesOf(COLLECTION_DAY_END);
  const slots: HomeCollectionSlot[] = [];
  // "Advance booking 3 days" counts collection days: a weekend (no collection) does not use up the window, so a
  // Thursday offers Thursday, Friday, Monday and Tuesday rather than Thursday and Friday alone.
  let daysAhead = 0;
  for (let offset = 0; daysAhead <= ADVANCE_BOOKING_DAYS && offset <= ADVANCE_BOOKING_DAYS + 7; offset++) {
    const day = addDays(today, offset);
    if ((WEEKEND_DAYS as readonly string[]).includes(DAY_CODES[getDay(day)])) continue;
    if (offset > 0) daysAhead += 1;
    if (daysAhead > ADVANCE_BOOKING_DAYS) break;
    let first = start;
    if (offset === 0) {
      if (nowMin >= minutesOf(SLOT_CUTOFF)) continue;
      const earliest = nowMin + SLOT_MINUTE_UNIT;
      first = Math.max(start, start + Math.ceil((earliest - start) / SLOT_MINUTE_UNIT) * SLOT_MINUTE_UNIT);
    }
    const slotDate = format(day, "yyyy-MM-dd");
    const label = dayLabel(day, offset);
    for (let m = first; m + duration <= end; m += SLOT_MINUTE_UNIT) {
      // Minutes after the India day's start (a TZDate): the instant is exact, the wall clock is m.
      const at = addMinutes(day, m);
      const startTime = hhmm(m);
      const charge = PAID_SLOT_CHARGES[startTime] ?? 0;
      slots.push({
        slotDate,
        startTime,
        slotDateTimeInUTC: new Date(at.getTime()).toISOString(),
        slotDurationInMinutes: duration,
        slotDisplayTime: `${clockOf(m)} - ${clockOf(m + duration)}`,
        dayLabel: label,
        isMorning: m < minutesOf(MORNING_SLOT_END),
        isPaidSlot: charge > 0,
        slotCharges: charge,
      });
    }
  }
  return slots;
}

/** The offered slot that starts at this instant, or null (past, after the cutoff, a weekend, out of hours…). */
export function offeredSlotAt(now: Date, slotDateTimeInUTC: string, kind = "DIAGNOSTIC_HC"): HomeCollectionSlot | null {
  const t = Date.parse(slotDateTimeInUTC);
  if (!Number.isFinite(t)) return null;
  return homeCollectionSlots(now, kind).find((s) => Date.parse(s.slotDateTimeInUTC) === t) ?? null;
}

/** "Tomorrow, 7:00 AM - 8:00 AM". */
export const slotInfoText = (s: Pick<HomeCollectionSlot, "dayLabel" | "slotDisplayTime">) => `${s.dayLabel}, ${s.slotDisplayTime}`;

/**
 * A fasting cart is offered morning slots first: every morning slot of the window (earliest first), then the
 * rest. Others keep time order.
 */
export function slotsForCart<T extends Pick<HomeCollectionSlot, "isMorning">>(slots: T[], fasting: boolean): T[] {
  if (!fasting) return slots;
  return [...slots.filter((s) => s.isMorning), ...slots.filter((s) => !s.isMorning)];
}

// ---- Fasting ----

/**
 * Hours of fasting an item's preparation asks for: "10-12 hours fasting required" → 10 (the minimum, counted
 * back from the slot's start, so the fast has begun long enough whenever in the slot the sample is taken).
 * "No fasting required" or no mention → null. A mention of fasting without hours counts as overnight (10).
 */
export const DEFAULT_FASTING_HOURS = 10;
export function fastingHoursOf(testPreparationData: string | null | undefined): number | null {
  const text = (testPreparationData ?? "").toLowerCase();
  if (!text.includes("fasting") || /\bno fasting\b/.test(text)) return null;
  const m = /(\d{1,2})\s*(?:-\s*\d{1,2}\s*)?(?:hours?|hrs?)\b[^.]*fasting|fasting[^.]*?(\d{1,2})\s*(?:hours?|hrs?)\b/.exec(text);
  const hours = m ? Number(m[1] ?? m[2]) : DEFAULT_FASTING_HOURS;
  return hours > 0 && hours <= 24 ? hours : DEFAULT_FASTING_HOURS;
}

/** A cart's fasting hours: the longest any item asks for; null when no item needs fasting. */
export function cartFastingHours(preparations: (string | null | undefined)[]): number | null {
  const hours = preparations.map(fastingHoursOf).filter((h): h is number => h != null);
  return hours.length ? Math.max(...hours) : null;
}

/**
 * When to stop eating before a slot: "no food after 10 pm" for an 8:00 AM slot and 10 hours of fasting.
 * Null when the cart needs no fasting.
 */
export function fastingInstruction(slotDateTimeInUTC: string, fastingHours: number | null): string | null {
  if (fastingHours == null) return null;
  const stop = new TZDate(subMinutes(new Date(slotDateTimeInUTC), fastingHours * 60), INDIA_TIME_ZONE);
  const time = stop.getMinutes() === 0 ? format(stop, "h a") : format(stop, "h:mm a");
  return `no food after ${time.toLowerCase()}`;
}

/** The sentence the slot picker and the confirmation show. */
export function fastingMessage(slotDateTimeInUTC: string, fastingHours: number | null): string | null {
  const instruction = fastingInstruction(slotDateTimeInUTC, fastingHours);
  return instruction ? `${fastingHours} hours fasting needed: ${instruction} (water is fine).` : null;
}
