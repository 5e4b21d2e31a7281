/**
 * The Apollo SBI Card application's fields and their rules, shared by the form page, the REST calls (submitData,
 * submitApplication) and the application store. PAN follows ~/lib/pan. Saving progress checks only the fields
 * given; submitting needs them all, and explicit consent.
 */
import { z } from "zod";
import { formCode, formText } from "./form-text";
import { normalisePan, panError } from "./pan";

export const EMPLOYMENT_TYPES = ["salaried", "self_employed"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The fields kept as they are; PAN and annual income are sealed separately. */
export const PLAIN_FIELDS = ["firstName", "lastName", "dateOfBirth", "email", "employmentType", "companyName", "designation", "pincode", "addressLine1"] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export type CardField = PlainField | "panNumber" | "annualIncome" | "consent";
export type CardInput = Partial<Record<CardField, string>>;

export const MESSAGES = {
  firstName: "Please enter your first name as on your PAN",
  lastName: "Please enter your surname as on your PAN",
  dateOfBirth: "Please enter your date of birth as dd/mm/yyyy",
  email: "Please enter a valid email address",
  employmentType: "Please choose how you are employed",
  companyName: "Please enter the company you work for",
  designation: "Please enter your designation",
  pincode: "Please enter a valid 6-digit pincode",
  addressLine1: "Please enter your address (at least 5 characters)",
  annualIncome: "Please enter your annual income in rupees, digits only",
  consent: "Please agree to share your details with SBI Card to apply",
} as const;

const NAME = /^[A-Za-z][A-Za-z .'-]{0,49}$/;
const isDate = (s: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && Number(m[3]) >= 1900;
};

const RULES: Record<Exclude<CardField, "panNumber">, (v: string, all: CardInput) => boolean> = {
  firstName: (v) => NAME.test(v),
  lastName: (v) => NAME.test(v),
  dateOfBirth: isDate,
  email: (v) => /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(v),
  employmentType: (v) => (EMPLOYMENT_TYPES as readonly string[]).includes(v),
  companyName: (v) => v.length >= 2 && v.length <= 100,
  designation: (v) => v.length >= 2 && v.length <= 60,
  pincode: (v) => /^[1-9]\d{5}$/.test(v),
  addressLine1: (v) => v.length >= 5 && v.length <= 120,
  annualIncome: (v) => /^\d{1,9}$/.test(v) && Number(v) > 0,
  consent: (v) => v === "on" || v === "true",
};

/** Fields the application needs before it can be submitted (the employer's only for the salaried). */
export function requiredFields(employmentType: string | undefined): CardField[] {
  const base: CardField[] = ["firstName", "lastName", "dateOfBirth", "email", "employmentType", "pincode", "addressLine1", "panNumber", "annualIncome", "consent"];
  return employmentType === "self_employed" ? base : [...base, "companyName", "designation"];
}

/**
 * Problems by field. `complete`: every required field must be there (submitting); otherwise only fields given are
 * checked (saving progress). `surname` checks the PAN's fifth letter when the input has no surname of its own.
 */
export function cardFieldErrors(input: CardInput, opts: { complete: boolean; surname?: string }): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const given = (f: CardField) => (input[f] ?? "").trim() !== "";
  for (const f of Object.keys(RULES) as Exclude<CardField, "panNumber">[]) {
    if (given(f) && !RULES[f]((input[f] ?? "").trim(), input)) errors[f] = MESSAGES[f];
  }
  if (given("panNumber")) {
    const problem = panError(input.panNumber ?? "", input.lastName?.trim() || opts.surname || "");
    if (problem) errors.panNumber = problem;
  }
  if (opts.complete) {
    for (const f of requiredFields(input.employmentType)) {
      if (!given(f) && !errors[f]) errors[f] = f === "panNumber" ? panError("", "")! : MESSAGES[f as keyof typeof MESSAGES];
    }
  }
  return errors;
}

/** Tidies what was typed: trimmed, PAN in capitals, income without commas or spaces. */
export function normaliseCardInput(input: CardInput): CardInput {
  const out: CardInput = {};
  for (const [k, v] of Object.entries(input) as [CardField, string | undefined][]) {
    if (typeof v !== "string") continue;
    out[k] = k === "panNumber" ? normalisePan(v) : k === "annualIncome" ? v.replace(/[\s,₹]/g, "") : v.trim().replace(/\s+/g, " ");
  }
  return out;
}

/** The form page's post: every field optional (progress can be saved at any point), and what to do. */
export const cardFormSchema = z.object({
  intent: z.enum(["save", "submit"]).catch("save"),
  firstName: formText(50),
  lastName: formText(50),
  dateOfBirth: formCode(10),
  email: formCode(120),
  employmentType: formCode(20),
  companyName: formText(100),
  designation: formText(60),
  pincode: formCode(6),
  addressLine1: formText(120),
  panNumber: formCode(12),
  annualIncome: formCode(15),
  consent: formCode(4),
});
