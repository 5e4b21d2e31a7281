/**
 * The appointment page of a centre kind (radiology, health checks): its owner cancels, or moves it to another slot
 * of the same centre. Each kind keeps its own cancel form; rescheduling is one form for every kind.
 */
import { z } from "zod";
import { formCode } from "./form-text";

export const RESCHEDULE_SLOT_REQUIRED_MESSAGE = "Please choose a new slot.";

export const rescheduleCentreSchema = z.object({
  intent: z.literal("reschedule"),
  slot: formCode(40).refine((s) => s.length > 0, RESCHEDULE_SLOT_REQUIRED_MESSAGE),
});

/** A kind's cancel form and the reschedule form, told apart by `intent`. */
export const centreAppointmentSchema = <C extends z.ZodObject<{ intent: z.ZodLiteral<"cancel">; reason: z.ZodType<string> }>>(cancel: C) =>
  z.discriminatedUnion("intent", [cancel, rescheduleCentreSchema]);
