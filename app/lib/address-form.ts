/**
 * The address book's forms (save, delete, make default): one schema for the browser and the server. The
 * address rules (name, street, 6-digit pincode, the pincode's place, a pinned location near it) need the pincode
 * directory, so the server's address book applies them on save; this only reads the form.
 */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";

/** A map coordinate from a hidden field; blank is "not pinned", anything else is checked as a coordinate. */
const formCoordinate = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s.trim() === "" ? null : Number(s.trim())));

export const addressFormSchema = z.object({
  intent: formCode(20),
  addressId: formId,
  name: formText(60),
  addressLine1: formText(200),
  addressLine2: formText(200),
  landmark: formText(120),
  pincode: formCode(10),
  latitude: formCoordinate,
  longitude: formCoordinate,
});
export type AddressFormValue = z.infer<typeof addressFormSchema>;
