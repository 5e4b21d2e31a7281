/**
 * Per-parameter lab results: checking an entered value and flagging it against its reference range. The issue's
 * rule: "Results are stored per parameter, so the order page also shows them as a readable table, out-of-range
 * values marked." Flags are words (Low, High, Abnormal) so they never depend on colour alone.
 */

export type ResultFlag = "LOW" | "HIGH" | "ABNORMAL";

export interface ReferenceRangeSpec {
  unit: string | null;
  /** Inclusive bounds; null = open on that side ("< 200", "> 40"). */
  low: number | null;
  high: number | null;
  male?: { low: number | null; high: number | null };
  female?: { low: number | null; high: number | null };
  /** A qualitative result's normal answer ("Negative", "Non Reactive"). */
  normal?: string;
}

/** The range that applies to one patient: sex-specific bounds where the lab has them. */
export interface AppliedRange {
  unit: string | null;
  low: number | null;
  high: number | null;
  normal: string | null;
}

export const RESULT_FLAG_LABEL: Record<ResultFlag, string> = { LOW: "Low", HIGH: "High", ABNORMAL: "Abnormal" };

export const MAX_RESULT_LENGTH = 60;

export function rangeForPatient(spec: ReferenceRangeSpec | undefined, gender: string | null): AppliedRange | null {
  if (!spec) return null;
  const sexed = gender === "M" ? spec.male : gender === "F" ? spec.female : undefined;
  return { unit: spec.unit, low: sexed?.low ?? spec.low, high: sexed?.high ?? spec.high, normal: spec.normal ?? null };
}

export const isNumericRange = (range: AppliedRange | null): boolean => range != null && (range.low != null || range.high != null);

// Plain decimals only: "7", "7.25", "-1.5", ".5". No units, no thousands separators, no exponents — a value
// typed as "7,5" or "12 mg" is a typo the lab must fix, not something to guess at.
const DECIMAL = /^-?(\d+(\.\d+)?|\.\d+)$/;

export function parseNumericResult(raw: string): number | null {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : null;
}

/** Why a value cannot be saved, or null when it can. An empty value means "not entered" and is not checked here. */
export function resultValueError(parameterName: string, raw: string, range: AppliedRange | null): string | null {
  const text = raw.trim();
  if (!text) return null;
  if (text.length > MAX_RESULT_LENGTH) return `${parameterName}: keep the result under ${MAX_RESULT_LENGTH} characters.`;
  // Control characters would corrupt the printed report.
  if (/\p{Cc}/u.test(text)) return `${parameterName}: remove the special characters.`;
  if (isNumericRange(range) && parseNumericResult(text) === null) return `${parameterName}: enter a number (for example 5.4).`;
  return null;
}

/** LOW below the range, HIGH above it (bounds are inside the range), ABNORMAL for a qualitative mismatch. */
export function flagFor(raw: string, range: AppliedRange | null): ResultFlag | null {
  if (!range) return null;
  if (isNumericRange(range)) {
    const value = parseNumericResult(raw);
    if (value === null) return null;
    if (range.low != null && value < range.low) return "LOW";
    if (range.high != null && value > range.high) return "HIGH";
    return null;
  }
  if (range.normal) return raw.trim().toLowerCase() === range.normal.toLowerCase() ? null : "ABNORMAL";
  return null;
}

const number = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

/** "13 - 17", "< 200", "> 90", "Negative", or "" when the lab gives no interval. Units are shown in their own column. */
export function formatReferenceRange(range: Pick<AppliedRange, "low" | "high" | "normal"> | null): string {
  if (!range) return "";
  if (range.low != null && range.high != null) return `${number.format(range.low)} - ${number.format(range.high)}`;
  if (range.high != null) return `< ${number.format(range.high)}`;
  if (range.low != null) return `> ${number.format(range.low)}`;
  return range.normal ?? "";
}
