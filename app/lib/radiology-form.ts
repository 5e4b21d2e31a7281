/**
 * The radiology pages' forms, one schema for the browser and the server: booking at a clinic from the scan's
 * page, the cart's steps (slot, patient, remove, clear), booking with a prescription, and cancelling.
 */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";

export const RADIOLOGY_PAYMENT_TYPES = ["ONLINE", "COD"] as const;
export const SLOT_REQUIRED_MESSAGE = "Please choose a slot.";
export const PATIENT_REQUIRED_MESSAGE = "*Please select the patient before proceeding to pay!";

export const chooseClinicSchema = z.object({ intent: z.literal("choose-clinic"), itemId: formId, clinicId: formId, cityId: formId });

const cartSchemas = {
  add: z.object({ intent: z.literal("add"), itemId: formId }),
  city: z.object({ intent: z.literal("city"), cityId: formId }),
  clinic: z.object({ intent: z.literal("clinic"), clinicId: formId }),
  slot: z.object({ intent: z.literal("slot"), slot: z.string({ error: SLOT_REQUIRED_MESSAGE }).max(40) }),
  patient: z.object({ intent: z.literal("patient"), patientId: formId.refine((n) => n > 0, PATIENT_REQUIRED_MESSAGE) }),
  remove: z.object({ intent: z.literal("remove"), itemId: formId }),
  clear: z.object({ intent: z.literal("clear") }),
  book: z.object({
    intent: z.literal("book"),
    paymentType: z.enum(RADIOLOGY_PAYMENT_TYPES, { error: "Please choose how to pay." }),
    idempotencyKey: formCode(100),
    prescription: z.instanceof(File).optional(),
    /** "I will upload it after booking": the order's page then asks for it, until check-in. */
    prescriptionLater: z.string().optional().transform((v) => v === "on"),
  }),
};
export type RadiologyCartIntent = keyof typeof cartSchemas;

/** The schema of the cart form that was sent (its intent); an unknown intent reads as "clear"'s — nothing to do. */
export function radiologyCartSchema(intent: string | null | undefined) {
  return cartSchemas[(intent ?? "") as RadiologyCartIntent] ?? z.object({ intent: z.literal("none") });
}

export const cancelRadiologySchema = z.object({ intent: z.literal("cancel"), reason: formText(200) });

export const opsRadiologySchema = z.object({
  intent: z.enum(["check-in", "scan-done", "report"]),
  orderId: formId,
  report: z.instanceof(File).optional(),
});
