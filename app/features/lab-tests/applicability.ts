/**
 * Who an item is for: gender ("Gender codes: M Male, F Female, B All") and the age range, from fromAgeInDays and
 * toAgeInDays. An upper bound of 100 years or more means no upper bound.
 */
const DAYS_PER_YEAR = 365;
const NO_UPPER_BOUND_DAYS = 100 * DAYS_PER_YEAR;

export type AgeRange = { kind: "all" } | { kind: "from"; from: number } | { kind: "to"; to: number } | { kind: "range"; from: number; to: number };

export function ageRange(fromAgeInDays: number | null | undefined, toAgeInDays: number | null | undefined): AgeRange {
  const from = Math.floor(Math.max(0, fromAgeInDays ?? 0) / DAYS_PER_YEAR);
  const bounded = typeof toAgeInDays === "number" && toAgeInDays > 0 && toAgeInDays < NO_UPPER_BOUND_DAYS;
  const to = bounded ? Math.floor(toAgeInDays / DAYS_PER_YEAR) : null;
  if (from === 0 && to == null) return { kind: "all" };
  if (to == null) return { kind: "from", from };
  if (from === 0) return { kind: "to", to };
  return { kind: "range", from, to };
}

/** "B" (or anything unknown) is for everyone. */
export function genderCode(gender: string | null | undefined): "M" | "F" | "B" {
  const g = (gender ?? "").trim().toUpperCase();
  return g === "M" || g === "MALE" ? "M" : g === "F" || g === "FEMALE" ? "F" : "B";
}
