/**
 * The health-check pages' forms, one schema for the browser and the server: booking a package at a hospital or
 * clinic, cancelling, starting the risk assessment, and the centre's steps in the ops console.
 */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";

export const PROHEALTH_SLOT_REQUIRED_MESSAGE = "Please choose a slot.";
export const PROHEALTH_PATIENT_REQUIRED_MESSAGE = "Please choose the patient.";
export const PROHEALTH_PACKAGE_REQUIRED_MESSAGE = "Please choose a package.";

export const bookProhealthSchema = z.object({
  intent: z.literal("book"),
  packageId: formId.refine((n) => n > 0, PROHEALTH_PACKAGE_REQUIRED_MESSAGE),
  slot: z.string({ error: PROHEALTH_SLOT_REQUIRED_MESSAGE }).max(40),
  patientId: formId.refine((n) => n > 0, PROHEALTH_PATIENT_REQUIRED_MESSAGE),
  paymentType: z.enum(["ONLINE", "COD"], { error: "Please choose how to pay." }),
  idempotencyKey: formCode(100),
  hra: formCode(64),
});

export const cancelProhealthSchema = z.object({ intent: z.literal("cancel"), reason: formText(200) });

export const hraStartSchema = z.object({ mobileNumber: z.string({ error: "Please enter a valid 10-digit mobile number." }).trim().regex(/^[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number.") });

export const opsProhealthSchema = z.object({
  intent: z.enum(["check-in", "complete", "report"]),
  orderId: formId,
  report: z.instanceof(File).optional(),
});
