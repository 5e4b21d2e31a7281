/**
 * Who may be booked into a health check. The spec gives categories `minimumAgeInYears` and `genderRecomended`
 * and packages a `gender`, but "enforcement is not shown". Decided (docs/decisions/2026-11-27-health-checks.md):
 * - "a patient under a category's minimum age cannot be booked into it" — a refusal;
 * - "a gender mismatch warns" — the booking goes ahead, with the warning shown before paying.
 */
import { ageFromDateOfBirth } from "./patient";

export type ProhealthGender = "ALL" | "MALE" | "FEMALE";

export const AGE_UNKNOWN_MESSAGE = "Please add the patient's date of birth to book a health check.";
export const underAgeMessage = (category: string, minimumAgeInYears: number) =>
  `${category} health checks are for patients aged ${minimumAgeInYears} years and above.`;
export const genderMismatchWarning = (packageName: string, gender: ProhealthGender) =>
  `${packageName} is designed for ${gender === "FEMALE" ? "women" : "men"}. Some tests may not apply to this patient.`;

/** The patient's gender as the spec spells a package's ("M"/"F" on a profile). */
const genderOfPatient = (g: string | null | undefined): "MALE" | "FEMALE" | null => (g === "M" || g === "MALE" ? "MALE" : g === "F" || g === "FEMALE" ? "FEMALE" : null);

export interface EligibilityInput {
  category: { name: string; minimumAgeInYears: number; genderRecomended: ProhealthGender };
  pkg: { packageName: string; gender: ProhealthGender };
  patient: { dateOfBirth: string | null; gender: string | null };
}

export interface Eligibility {
  /** A reason the booking is refused, or null. */
  refusal: string | null;
  /** Shown, never blocking. */
  warnings: string[];
}

export function prohealthEligibility({ category, pkg, patient }: EligibilityInput, today: Date): Eligibility {
  const age = ageFromDateOfBirth(patient.dateOfBirth, today);
  const warnings: string[] = [];
  const wanted = pkg.gender !== "ALL" ? pkg.gender : category.genderRecomended;
  const actual = genderOfPatient(patient.gender);
  if (wanted !== "ALL" && actual && actual !== wanted) warnings.push(genderMismatchWarning(pkg.packageName, wanted));
  if (age == null) return { refusal: AGE_UNKNOWN_MESSAGE, warnings };
  if (age < category.minimumAgeInYears) return { refusal: underAgeMessage(category.name, category.minimumAgeInYears), warnings };
  return { refusal: null, warnings };
}

/**
 * "Packages with fasting hours can only be booked in morning slots" (docs/decisions/2026-11-27-health-checks.md):
 * a fasting package's appointment starts before 11:00 India time, so the patient is not left without food past the
 * late morning. Packages without fasting take any slot.
 */
export const FASTING_MORNING_CUTOFF = "11:00";
export const FASTING_MORNING_NOTE = "This package needs fasting, so only morning slots (starting before 11:00 AM) are offered.";
export const FASTING_SLOT_REFUSED_MESSAGE = "This package needs fasting: please choose a morning slot, starting before 11:00 AM.";

/** Whether a slot starting at `startTime` ("HH:mm", India) may be booked for a package with these fasting hours. */
export const fastingSlotAllowed = (startTime: string, fastingHours: number): boolean => fastingHours <= 0 || startTime < FASTING_MORNING_CUTOFF;
