/**
 * The Circle membership's rules, as the spec gives them (platform document §3, §4, §6, §9), for the server and
 * the pages alike. The plans themselves (lengths and prices) are rows of the plan table, not constants here:
 * see docs/decisions/2026-11-27-circle-plans.md.
 */
import { formatPrice } from "./price";
import { ACTIVE_SUBSCRIPTION_STATUSES, CIRCLE_PLAN_NAME, isCircleMember, type SubscriptionLike } from "./roles";

/** "Plan ids: circle is CIRCLEPlan, care-first is ApolloCareFirstPackage, family-doctor-plan is FHP1." */
export const CIRCLE_PLAN_ID = "CIRCLEPlan";
export const CARE_FIRST_PLAN_ID = "ApolloCareFirstPackage";
export const FAMILY_DOCTOR_PLAN_ID = "FHP1";

/** "Subscription is stored under an APOLLO list, with name 'CIRCLE PLAN'". */
export const SUBSCRIPTION_GROUP = "APOLLO";
export { CIRCLE_PLAN_NAME };

/**
 * "Circle plan by remaining days: 50-70 days maps to the 60-day plan; 170-190 to the 180-day plan; 350-366 to
 * the 360-day plan."
 */
export const REMAINING_DAY_BANDS = [
  { from: 50, to: 70, planDays: 60 },
  { from: 170, to: 190, planDays: 180 },
  { from: 350, to: 366, planDays: 360 },
] as const;

/** The plan length (60, 180 or 360 days) a number of remaining days maps to, or null outside every band. */
export function planDaysForRemainingDays(days: number): 60 | 180 | 360 | null {
  if (!Number.isFinite(days)) return null;
  const whole = Math.floor(days);
  return REMAINING_DAY_BANDS.find((b) => whole >= b.from && whole <= b.to)?.planDays ?? null;
}

/** The plan of the table whose length the remaining days map to, or null. */
export function planForRemainingDays<P extends { durationDays: number }>(days: number, plans: readonly P[]): P | null {
  const planDays = planDaysForRemainingDays(days);
  return planDays == null ? null : (plans.find((p) => p.durationDays === planDays) ?? null);
}

export type PurchaseType = "first_time" | "renewal";

/** "A first_time purchase type gives New, anything else gives Repeat." */
export function purchaseTypeLabel(purchaseType: string | null | undefined): "New" | "Repeat" {
  return purchaseType === "first_time" ? "New" : "Repeat";
}

/** The purchase type of a new purchase: first_time for an account that never held the plan (Circle by default), else a renewal. */
export function nextPurchaseType(subscriptions: readonly { name: string }[], planName: string = CIRCLE_PLAN_NAME): PurchaseType {
  return subscriptions.some((s) => s.name === planName) ? "renewal" : "first_time";
}

/** A calendar date (yyyy-MM-dd) `days` later: calendar arithmetic, no time of day and no zone involved. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

export interface MembershipWindow {
  status: "active" | "deferred_active";
  startDate: string;
  endDate: string;
}

/**
 * When a plan bought today runs: from today, or — "a renewal bought before expiry starts when the current plan
 * ends" — from the day after the last held plan ends, as `deferred_active`. A plan of N days covers N calendar
 * days, its first and last included.
 */
export function membershipWindow(input: { today: string; heldUntil: string | null; durationDays: number }): MembershipWindow {
  const deferred = input.heldUntil != null && input.heldUntil >= input.today;
  const startDate = deferred ? addCalendarDays(input.heldUntil!, 1) : input.today;
  return { status: deferred ? "deferred_active" : "active", startDate, endDate: addCalendarDays(startDate, input.durationDays - 1) };
}

export interface DatedSubscription extends SubscriptionLike {
  startDate: string;
  endDate: string;
}

const isHeld = (s: SubscriptionLike) => (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(s.status);

/** The last day covered by held plans (active, ACTIVE or deferred_active) among these, or null. */
export function heldUntil(subscriptions: readonly DatedSubscription[]): string | null {
  return subscriptions.filter(isHeld).reduce<string | null>((last, s) => (last == null || s.endDate > last ? s.endDate : last), null);
}

/** The last day covered by the account's held Circle plans, or null. */
export const circleHeldUntil = (subscriptions: readonly DatedSubscription[]) => heldUntil(subscriptions.filter((s) => s.name === CIRCLE_PLAN_NAME));

export type CircleEventLabel = "Yes" | "No" | "Never";
export const VISITOR_CIRCLE_LABEL: CircleEventLabel = "Never";

/**
 * "Event tracking labels Circle status as Yes, No or Never": a member (a held Circle plan that has not ended), a
 * former member (Circle held once: ended, expired or refunded), never a member. A signed-out visitor is Never: the
 * product knows of no plan of theirs.
 */
export function circleEventLabel(subscriptions: readonly SubscriptionLike[], today: string): CircleEventLabel {
  if (isCircleMember(subscriptions, today)) return "Yes";
  return subscriptions.some((s) => s.name === CIRCLE_PLAN_NAME) ? "No" : "Never";
}

/**
 * "Circle terms: the member cannot cancel; no refund except at management discretion; benefits begin within 24
 * hours; not valid in physical stores or for hospital visits booked through the product."
 */
export const CIRCLE_TERMS = [
  "Membership cannot be cancelled once bought.",
  "No refund, except at the management's discretion.",
  "Benefits begin within 24 hours of purchase.",
  "Not valid in physical stores or for hospital visits booked through Apollo 247.",
] as const;

/** The benefits the product gives members: member prices with cashback, and the discount at hospital. */
export const CIRCLE_BENEFITS = [
  { title: "Member prices on lab tests", text: "Pay the Circle price wherever it is lower than the normal price, with extra cashback on eligible tests." },
  { title: "No booking fee", text: "Circle members pay no booking fee on lab-test orders." },
  { title: "40% discount at hospital", text: "Show your membership at an Apollo hospital for the member discount." },
] as const;

/** A patient may refund only at the management's discretion: the reason ops must give is recorded with the refund. */
export const CIRCLE_REFUND_NEEDS_REASON = "A refund is at the management's discretion: say who approved it and why.";

/** The ledger line of /my-membership. Amounts in rupees. */
export function savingsLine(savedRupees: number, feeRupees: number): string {
  return `You saved ${formatPrice(savedRupees)} against a fee of ${formatPrice(feeRupees)}`;
}

/** What a plan costs a month, in whole rupees, for "about ₹25 a month". */
export const pricePerMonth = (priceRupees: number, durationDays: number) => Math.round(priceRupees / Math.max(1, Math.round(durationDays / 30)));
