/**
 * Report turnaround, the spec's rule: "Report turnaround time converts milliseconds to days using the divisor
 * 86,400,000." A part day counts as a whole one: a report due in 8 hours arrives within 1 day.
 */
export const MS_PER_DAY = 86_400_000;
export const MS_PER_HOUR = 3_600_000;

/** Whole days a report takes, at least 1; null when the turnaround is unknown. */
export function reportTatDays(ms: number | null | undefined): number | null {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms <= 0) return null;
  return Math.max(1, Math.ceil(ms / MS_PER_DAY));
}

/** "Reports within 1 day", "Reports within 3 days"; "" when unknown. */
export function reportTatText(ms: number | null | undefined): string {
  const days = reportTatDays(ms);
  if (days == null) return "";
  return `Reports within ${days} ${days === 1 ? "day" : "days"}`;
}
