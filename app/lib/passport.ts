/**
 * updatePassportDetails (platform §7, lab tests §7): the passport of an international patient ("International
 * user: by country code other than +91", platform §6), for hospital visits and reports abroad. The spec gives the
 * operation's name only; the checks are ours: the document number as ICAO Doc 9303 writes it (up to 9 letters
 * and digits; we ask for at least 6), the issuing country from the sign-in screen's country list, and an expiry
 * date that has not passed.
 */
import { z } from "zod";
import { countryByCode } from "./countries";

export const PASSPORT_NUMBER_MESSAGE = "Please enter the passport number as printed: 6 to 9 letters and digits";
export const PASSPORT_COUNTRY_MESSAGE = "Please choose the country that issued the passport";
export const PASSPORT_EXPIRY_MESSAGE = "Please enter the passport's expiry date";
export const PASSPORT_EXPIRED_MESSAGE = "This passport has expired";
export const PASSPORT_FOR_INTERNATIONAL_MESSAGE = "Passport details are for patients signed in with a number outside India";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** `today` is India's date (yyyy-MM-dd): a passport expiring today is still valid today. */
export const passportSchema = (today: string) =>
  z.object({
    passportNumber: z
      .string({ error: PASSPORT_NUMBER_MESSAGE })
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{6,9}$/, PASSPORT_NUMBER_MESSAGE)),
    nationality: z.string({ error: PASSPORT_COUNTRY_MESSAGE }).refine((c) => !!countryByCode(c), PASSPORT_COUNTRY_MESSAGE),
    expiryDate: z.string({ error: PASSPORT_EXPIRY_MESSAGE }).refine(validDate, PASSPORT_EXPIRY_MESSAGE).refine((v) => v >= today, PASSPORT_EXPIRED_MESSAGE),
  });

export type PassportDetails = z.infer<ReturnType<typeof passportSchema>>;

export const PASSPORT_PATIENT_MESSAGE = "Please choose whose passport this is";

/** The settings page's passport form: whose passport, and its details. */
export const passportFormSchema = (today: string) =>
  passportSchema(today).extend({ patientId: z.coerce.number({ error: PASSPORT_PATIENT_MESSAGE }).int().positive(PASSPORT_PATIENT_MESSAGE) });
