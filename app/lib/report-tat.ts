/**
 * Report turnaround: the one home of its rule and its words, used by the item page, the item cards, the cart and
 * the order page, in English and Hindi.
 *
 * The spec's rule: "Report turnaround time converts milliseconds to days using the divisor 86,400,000." A part day
 * counts as a whole one: a report due in 8 hours arrives within 1 day. The catalogue keeps an item's turnaround in
 * hours (`report_tat_hours`); the API and pages carry milliseconds. The words are the message catalogue's
 * ("reportTat", "reportExpected"), so every page says the same thing in the same language. The expected date's
 * words are report-expected.ts: they format a date (date-fns), which the item cards on every public page do not.
 */
import { fixedT } from "~/i18n/words";
import { FALLBACK_LANGUAGE, type Language } from "~/i18n/resources";

export const MS_PER_DAY = 86_400_000;
export const MS_PER_HOUR = 3_600_000;

/** Whole days a report takes, at least 1; null when the turnaround is unknown. */
export function reportTatDays(ms: number | null | undefined): number | null {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms <= 0) return null;
  return Math.max(1, Math.ceil(ms / MS_PER_DAY));
}

/** The catalogue's hours as the API's milliseconds; null when unknown. */
export function tatHoursToMs(hours: number | null | undefined): number | null {
  return typeof hours === "number" && Number.isFinite(hours) && hours > 0 ? hours * MS_PER_HOUR : null;
}

/** "Reports within 1 day" / "रिपोर्ट 1 दिन में"; "" when unknown. */
export function reportTatText(ms: number | null | undefined, lang: Language = FALLBACK_LANGUAGE): string {
  const days = reportTatDays(ms);
  if (days == null) return "";
  return fixedT(lang, "chrome")("reportTat", { count: days });
}

/** When a booked order's report is due: the slot plus the slowest item's turnaround (null when either is unknown). */
export function expectedReportAt(slotIso: string | null | undefined, maxTatMs: number | null | undefined): string | null {
  if (!slotIso || !maxTatMs || maxTatMs <= 0) return null;
  const at = Date.parse(slotIso);
  return Number.isNaN(at) ? null : new Date(at + maxTatMs).toISOString();
}
