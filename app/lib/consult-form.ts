/** The consult pages' forms, one schema for the browser and the server. */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";
import { SELECT_PATIENT_MESSAGE } from "./cart-rules";

export const CONSULT_TYPES = ["VIDEO", "AUDIO"] as const;

/** Pay for a consult: the patient (the spec's "*Please select the patient before proceeding to pay!"), how, an offer code. */
export const consultCheckoutSchema = z.object({
  patientId: formId.refine((n) => n > 0, SELECT_PATIENT_MESSAGE),
  consultType: z.enum(CONSULT_TYPES).optional(),
  couponCode: formCode(30),
  idempotencyKey: formCode(80),
});

export const RESCHEDULE_SLOT_REQUIRED = "Please choose a new time for the appointment.";

/** Cancel (a reason is optional) or reschedule (a new slot is needed) an appointment. */
export const appointmentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), reason: formText(200) }),
  z.object({ intent: z.literal("reschedule"), slot: formCode(40).refine((s) => s.length > 0, RESCHEDULE_SLOT_REQUIRED) }),
]);
