/**
 * The ops console's forms: an order's actions (move it, assign a phlebotomist, enter results) and a prescription
 * lead's (convert it to an order, drop it). The schemas read the posts; the rules themselves (which moves are
 * allowed, which results are valid, which slots are open) stay in the domain, which checks them for every caller.
 */
import { z } from "zod";
import { formCode, formId, formText } from "./form-text";

export const CHOOSE_PHLEBOTOMIST_MESSAGE = "Choose a phlebotomist.";

const moveSchema = z.object({ intent: z.literal("move"), to: formCode(40), statusMessage: formText(500) });
const assignSchema = z.object({
  intent: z.literal("assign"),
  phlebotomistId: formId.refine((id) => id > 0, CHOOSE_PHLEBOTOMIST_MESSAGE),
});
/**
 * Results arrive as `result:{itemId}:{parameter name}` fields, one per parameter on the page. They are read from the
 * raw post (resultInputsOf), not through the schema: a parameter's name may hold "." or "[", which form parsing
 * would take for a nested path.
 */
const resultsSchema = z.object({ intent: z.literal("results") });

export const opsOrderFormSchema = z.discriminatedUnion("intent", [moveSchema, assignSchema, resultsSchema], {
  error: () => "Unknown action.",
});

/** Each `result:{itemId}:{parameter}` field of a results post, in the order the page sent them. */
export function resultInputsOf(form: FormData) {
  const inputs: { itemId: number; parameterName: string; value: string }[] = [];
  for (const [key, value] of form.entries()) {
    const m = /^result:(\d+):(.+)$/.exec(key);
    if (m && typeof value === "string") inputs.push({ itemId: Number(m[1]), parameterName: m[2], value });
  }
  return inputs;
}

export const leadFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("convert"),
      orderId: formId,
      // One checked test arrives as a string, several as a list.
      itemId: z
        .union([z.array(z.string()), z.string()])
        .optional()
        .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)),
      slotDateTimeInUTC: formCode(40),
    }),
    z.object({ intent: z.literal("drop"), orderId: formId, reason: formText(500) }),
  ],
  { error: () => "Something went wrong! Please try again." },
);
