/**
 * The Circle purchase form, one schema for the browser and the server: "Circle requires a full name and a valid
 * Indian mobile number" (platform document §5). The number follows the product's one mobile rule (lib/mobile-number).
 */
import { z } from "zod";
import { addFieldIssues, formCode, formText } from "./form-text";
import { indianMobileError, nationalNumber, INDIA_DIAL_CODE } from "./mobile-number";

export const FULL_NAME_MESSAGE = "Please enter your full name";
export const CHOOSE_PLAN_MESSAGE = "Please choose a plan";

/** Letters (any script), spaces, dots, apostrophes and hyphens; at least two letters. */
const NAME = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

export function fullNameError(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, " ");
  return name.replace(/[^\p{L}]/gu, "").length >= 2 && NAME.test(name) ? null : FULL_NAME_MESSAGE;
}

export interface CirclePurchaseInput {
  subPlanId: string;
  fullName: string;
  /** The 10-digit national number. */
  mobileNumber: string;
}

/** The rules of a purchase, by field: the same checks the domain makes again. */
export function circlePurchaseErrors(v: CirclePurchaseInput): Partial<Record<keyof CirclePurchaseInput, string>> {
  return {
    subPlanId: v.subPlanId ? undefined : CHOOSE_PLAN_MESSAGE,
    fullName: fullNameError(v.fullName) ?? undefined,
    mobileNumber: indianMobileError(v.mobileNumber) ?? undefined,
  };
}

export const circlePurchaseSchema = z
  .object({ subPlanId: formCode(40), fullName: formText(100), mobileNumber: formCode(20) })
  .superRefine((v, ctx) => addFieldIssues(ctx, circlePurchaseErrors(v)))
  .transform((v): CirclePurchaseInput => ({
    subPlanId: v.subPlanId,
    fullName: v.fullName.trim().replace(/\s+/g, " "),
    mobileNumber: nationalNumber(INDIA_DIAL_CODE, v.mobileNumber),
  }));
