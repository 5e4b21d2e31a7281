/**
 * Patient profile rules of the spec: date of birth dd/mm/yyyy, "Age range 0-99" with the placeholder
 * 'Enter age between 0-99', "Maximum profiles per account 100", profile icon age bands, and "a profile
 * missing gender or date of birth blocks the order: contact customer care".
 */
import { CUSTOMER_CARE_NUMBER } from "./contact-numbers";

export type Gender = "M" | "F";
export const GENDER_LABEL: Record<Gender, string> = { M: "Male", F: "Female" };
export const RELATIONS = ["me", "mother", "father", "spouse", "son", "daughter", "brother", "sister", "grandmother", "grandfather", "other"] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * The gender a relation names (a mother is female, a son male), filled in when the relation is chosen so the
 * patient taps once less; spouse, "me" and other name none, and the patient can still change what was filled in.
 */
export function genderOfRelation(relation: string): "M" | "F" | null {
  if (["mother", "daughter", "sister", "grandmother"].includes(relation)) return "F";
  if (["father", "son", "brother", "grandfather"].includes(relation)) return "M";
  return null;
}

export const MAX_PROFILES_PER_ACCOUNT = 100;
export const MIN_AGE = 0;
export const MAX_AGE = 99;
export const AGE_PLACEHOLDER = "Enter age between 0-99";
export const PROFILE_INCOMPLETE_MESSAGE = `Gender or date of birth is missing on this profile, so it cannot be used to book. Please contact customer care at ${CUSTOMER_CARE_NUMBER}.`;
export const MAX_PROFILES_MESSAGE = `You can add up to ${MAX_PROFILES_PER_ACCOUNT} profiles to an account.`;
export const AGE_RANGE_MESSAGE = "Age must be between 0-99 years";

export interface PatientInput {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  relation: string;
  emailAddress: string;
}
export type PatientField = keyof PatientInput;
export type PatientErrors = Partial<Record<PatientField, string>>;

/** Parses dd/mm/yyyy into a calendar date; a non-string or an impossible date gives null. */
export function parseDateOfBirth(value: unknown): { day: number; month: number; year: number } | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { day, month, year };
}

/** Age in whole years on `today`; "a non-string gives an empty result" (null). */
export function ageFromDateOfBirth(value: unknown, today: Date = new Date()): number | null {
  const dob = parseDateOfBirth(value);
  if (!dob) return null;
  const y = today.getFullYear();
  const beforeBirthday = today.getMonth() + 1 < dob.month || (today.getMonth() + 1 === dob.month && today.getDate() < dob.day);
  return y - dob.year - (beforeBirthday ? 1 : 0);
}

/** Profile icon age bands of the spec: "up to 18, up to 40, up to 60, above". */
export type AgeBand = "child" | "young-adult" | "adult" | "senior";
export function profileIconBand(age: number | null): AgeBand {
  if (age === null) return "adult";
  if (age <= 18) return "child";
  if (age <= 40) return "young-adult";
  if (age <= 60) return "adult";
  return "senior";
}

/** A profile without gender or date of birth "blocks the order". */
export function isProfileIncomplete(p: { gender?: string | null; dateOfBirth?: string | null }): boolean {
  return !(p.gender === "M" || p.gender === "F") || !parseDateOfBirth(p.dateOfBirth);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/**
 * A name: any Unicode letter, then letters, combining marks (the vowel signs and viramas of Devanagari, Tamil,
 * Telugu, Bengali, …), zero-width joiners, spaces and . ' - ; up to 50 characters. No digits, markup or control
 * characters.
 */
export const NAME = /^\p{L}(?:[\p{L}\p{M} .'-]|\u200C|\u200D){0,49}$/u;

/** Every problem of a submitted profile at once, keyed by field. */
export function validatePatientInput(input: PatientInput, today: Date = new Date()): PatientErrors {
  const errors: PatientErrors = {};
  if (!NAME.test(input.firstName.trim())) errors.firstName = "Please enter a valid first name";
  if (input.lastName.trim() && !NAME.test(input.lastName.trim())) errors.lastName = "Please enter a valid last name";
  if (input.gender !== "M" && input.gender !== "F") errors.gender = "Please select a gender";
  if (!parseDateOfBirth(input.dateOfBirth)) {
    errors.dateOfBirth = "Please enter the date of birth as dd/mm/yyyy";
  } else {
    const age = ageFromDateOfBirth(input.dateOfBirth, today)!;
    if (age < MIN_AGE || age > MAX_AGE) errors.dateOfBirth = AGE_RANGE_MESSAGE;
  }
  if (!(RELATIONS as readonly string[]).includes(input.relation)) errors.relation = "Please select a relation";
  if (input.emailAddress.trim() && !EMAIL.test(input.emailAddress.trim())) errors.emailAddress = "Please enter a valid email address";
  return errors;
}

/** The date of birth for an age typed instead (the day is today's, "Enter age between 0-99"). */
export function dateOfBirthForAge(age: number, today: Date = new Date()): string | null {
  if (!Number.isInteger(age) || age < MIN_AGE || age > MAX_AGE) return null;
  const dd = String(today.getDate()).padStart(2, "0");
  const mm = String(today.getMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${today.getFullYear() - age}`;
}

export function displayName(p: { firstName: string; lastName: string; relation: string }): string {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name || (p.relation === "me" ? "My profile" : "Unnamed profile");
}
