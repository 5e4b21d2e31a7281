/**
 * Availability rules: when a bookable resource offers slots, as data, and the pure functions that turn a rule and
 * an instant into the offered slots. Every date and clock here is India time (through @date-fns/tz, whatever the
 * machine's zone); an offered slot also carries its UTC instant.
 *
 * Two rules:
 * - the opening-hours rule — the spec's Opening hours (weekDay, startTime, endTime), with breaks, holidays, a slot
 *   length, how many days ahead are offered and an optional same-day cutoff (a clinic, a hospital, a doctor);
 * - the home-collection rule — the lab's phlebotomist visits, exactly as `homeCollectionSlots` in `~/lib/slots`
 *   plans them (3 days ahead, cutoff 12:00, no SAT or SUN, the paid 07:00 slot). That generator stays in `~/lib`
 *   because the browser shows the upcoming slot from it too.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, format, getDay, startOfDay } from "date-fns";
import {
  clockOf,
  DAY_CODES,
  dayLabel,
  hhmm,
  homeCollectionSlots,
  INDIA_TIME_ZONE,
  MORNING_SLOT_END,
  minutesOf,
  roundToMinute,
  type HomeCollectionSlot,
  type WeekDay,
} from "~/lib/slots";

export type { WeekDay };

/** One slot a resource offers: India date and time, its UTC instant, duration and charge (paise). */
export type OfferedSlot = HomeCollectionSlot;

/** The spec's Opening hours entity: open on `weekDay` from `startTime` to `endTime` ("HH:mm", India). */
export interface OpeningHours {
  weekDay: WeekDay;
  startTime: string;
  endTime: string;
}

/** A pause inside opening hours ("HH:mm", India): no slot that overlaps it is offered. No weekDay: every day. */
export interface OpeningBreak {
  weekDay?: WeekDay;
  startTime: string;
  endTime: string;
}

export interface OpeningHoursRule {
  type: "openingHours";
  /** Several entries for one weekDay are several sessions (a morning and an evening clinic). */
  openingHours: OpeningHours[];
  breaks?: OpeningBreak[];
  /** India dates (yyyy-MM-dd) with no slots. */
  holidays?: string[];
  /** Each slot lasts this long; slots follow each other from the session's start. */
  slotMinutes: number;
  /** Today and this many days after it are offered. */
  daysAhead: number;
  /** Count only days with opening hours in `daysAhead` (home collection's "Advance booking 3 days" skips weekends). */
  countOpenDaysOnly?: boolean;
  /** "HH:mm": at or after it, today offers nothing. */
  sameDayCutoff?: string | null;
  /** A slot today starts at least this many minutes after now (0: any slot not yet started). */
  leadMinutes?: number;
  /** Paise by start time ("HH:mm"), for slots that cost extra. */
  slotCharges?: Readonly<Record<string, number>>;
}

/** The lab's home-collection plan for slots of `kind` (the kind sets the slot's duration). */
export interface HomeCollectionRule {
  type: "homeCollection";
  kind: string;
}

export type AvailabilityRule = OpeningHoursRule | HomeCollectionRule;

export const homeCollectionRule = (kind: string): HomeCollectionRule => ({ type: "homeCollection", kind });

const overlaps = (start: number, end: number, b: OpeningBreak) => start < minutesOf(b.endTime) && minutesOf(b.startTime) < end;

/** Every slot the opening hours offer at `now`, earliest first. */
export function openingHoursSlots(rule: OpeningHoursRule, now: Date): OfferedSlot[] {
  return [...eachOpeningHoursSlot(rule, now)];
}

/**
 * The slots one at a time, earliest first: a caller that wants only the first free one (a listing's "next
 * available") stops early instead of building a week of slots for every doctor.
 */
export function* eachOpeningHoursSlot(rule: OpeningHoursRule, now: Date): Generator<OfferedSlot> {
  const length = rule.slotMinutes;
  if (!(length > 0)) return;
  const clock = new TZDate(roundToMinute(now), INDIA_TIME_ZONE);
  const today = startOfDay(clock);
  const nowMin = clock.getHours() * 60 + clock.getMinutes();
  const holidays = new Set(rule.holidays ?? []);
  const openDays = new Set(rule.openingHours.map((h) => h.weekDay));
  const lastOffset = rule.countOpenDaysOnly && openDays.size ? rule.daysAhead * 7 + 7 : rule.daysAhead;
  let daysAhead = 0;
  for (let offset = 0; offset <= lastOffset; offset++) {
    const day = addDays(today, offset);
    const weekDay = DAY_CODES[getDay(day)];
    if (rule.countOpenDaysOnly) {
      if (!openDays.has(weekDay)) continue;
      if (offset > 0) daysAhead += 1;
      if (daysAhead > rule.daysAhead) break;
    }
    if (offset === 0 && rule.sameDayCutoff && nowMin >= minutesOf(rule.sameDayCutoff)) continue;
    const slotDate = format(day, "yyyy-MM-dd");
    if (holidays.has(slotDate)) continue;
    const breaks = (rule.breaks ?? []).filter((b) => !b.weekDay || b.weekDay === weekDay);
    const earliest = offset === 0 ? nowMin + (rule.leadMinutes ?? 0) : 0;
    const label = dayLabel(day, offset);
    const dayStartMs = day.getTime();
    const starts = rule.openingHours
      .filter((h) => h.weekDay === weekDay)
      .flatMap((h) => {
        const out: number[] = [];
        for (let m = minutesOf(h.startTime); m + length <= minutesOf(h.endTime); m += length) out.push(m);
        return out;
      });
    for (const m of [...new Set(starts)].sort((a, b) => a - b)) {
      if (m < earliest || breaks.some((b) => overlaps(m, m + length, b))) continue;
      const startTime = hhmm(m);
      const charge = rule.slotCharges?.[startTime] ?? 0;
      yield {
        slotDate,
        startTime,
        // Minutes after the India day's start: India keeps one offset all year (no daylight saving), so the instant
        // is the day's plus m minutes, without a time-zone lookup per slot (the cost of a week of slots).
        slotDateTimeInUTC: new Date(dayStartMs + m * 60_000).toISOString(),
        slotDurationInMinutes: length,
        slotDisplayTime: `${clockOf(m)} - ${clockOf(m + length)}`,
        dayLabel: label,
        isMorning: m < minutesOf(MORNING_SLOT_END),
        isPaidSlot: charge > 0,
        slotCharges: charge,
      };
    }
  }
}

/** Every slot the rule offers at `now`, earliest first. Pure. */
export function slotsOfRule(rule: AvailabilityRule, now: Date): OfferedSlot[] {
  return rule.type === "homeCollection" ? homeCollectionSlots(now, rule.kind) : openingHoursSlots(rule, now);
}

/** The earliest slot the opening hours offer at `now` that `accept` takes, or null; stops at the first. */
export function firstOpeningHoursSlot(rule: OpeningHoursRule, now: Date, accept: (s: OfferedSlot) => boolean): OfferedSlot | null {
  for (const s of eachOpeningHoursSlot(rule, now)) if (accept(s)) return s;
  return null;
}

/** The slot of `slots` that starts at this instant, or null. */
export function offeredSlotFrom(slots: OfferedSlot[], slotDateTimeInUTC: string): OfferedSlot | null {
  const t = Date.parse(slotDateTimeInUTC);
  if (!Number.isFinite(t)) return null;
  return slots.find((s) => Date.parse(s.slotDateTimeInUTC) === t) ?? null;
}
