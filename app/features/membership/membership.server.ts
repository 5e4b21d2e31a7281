/**
 * Loaders and actions of the Circle pages: /circle-landing (plans, benefits, FAQ, terms and the purchase form),
 * /my-membership and /subscriptions (the signed-in account's own, never anyone else's).
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireUser, type SessionUser } from "~/.server/session";
import { getRequestState } from "~/.server/request-state";
import type { DB } from "~/.server/db/client";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { listPatients } from "~/.server/domain/accounts/patients";
import { buyCirclePlan, circleMembershipOf, listPlans, subscriptionsOfAccount, type HeldSubscription } from "~/.server/domain/membership";
import { toRupees } from "~/.server/domain/pricing/pricing";
import { CIRCLE_PLAN_ID, pricePerMonth } from "~/lib/circle-membership";
import { circlePurchaseSchema } from "~/lib/circle-form";
import { safeRedirect } from "~/lib/safe-redirect";
import type { SubmissionResult } from "@conform-to/react";

const NO_STORE = { "Cache-Control": "private, no-store" };

export interface PlanView {
  subPlanId: string;
  title: string;
  durationDays: number;
  /** Rupees. */
  price: number;
  perMonth: number;
}

/**
 * The person's own part of /circle-landing: their plan's end, the purchase form's name and number, and the
 * purchase's idempotency key. Never in a page a segment shares: it comes with /resources/personal after load.
 */
export interface CircleLandingPersonal {
  /** The session's own membership, from the database (a plan bought a moment ago counts). */
  isCircleMember: boolean;
  membershipEndDate: string | null;
  defaults: { fullName: string; mobileNumber: string };
  /** A fresh key per page load: one submit is one order, however often it is sent. */
  idempotencyKey: string;
}

export interface CircleLandingData {
  plans: PlanView[];
  chosen: string;
  signedIn: boolean;
  /** The segment's: what the page says before the person's own part is there. */
  isCircleMember: boolean;
  /** Rendered for the account: its own part. null on a page a segment shares (then `personalAfterLoad`). */
  personal: CircleLandingPersonal | null;
  /** Ask /resources/personal for this page's part after load (a page a signed-in segment shares). */
  personalAfterLoad: typeof CIRCLE_LANDING_PERSONAL | null;
}

/** The name of /circle-landing's personal part (`page=` of /resources/personal). */
export const CIRCLE_LANDING_PERSONAL = "circle_landing";

export async function circleLandingPersonal(db: DB, user: SessionUser): Promise<CircleLandingPersonal> {
  const [patients, membership] = await Promise.all([listPatients(db, user.accountId), circleMembershipOf(db, user.accountId)]);
  const me = patients.find((p) => p.relation === "me");
  return {
    isCircleMember: membership.isCircleMember,
    membershipEndDate: membership.endDate,
    defaults: { fullName: me ? `${me.firstName} ${me.lastName}`.trim() : "", mobileNumber: user.countryCode === "+91" ? user.mobileNumber : "" },
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * `context` is the route's: the page cache's render for a segment (signed out, or signed in with or without
 * Circle) knows only the segment, and the person's own part follows after load; a render for the account (a
 * client-side navigation, a form posted without JavaScript) has it at once.
 */
export async function circleLandingLoader(request: Request, context?: unknown): Promise<CircleLandingData> {
  const { db } = await getServices();
  const [state, plans] = await Promise.all([getRequestState(request, context), listPlans(db, CIRCLE_PLAN_ID)]);
  const asked = new URL(request.url).searchParams.get("sub_plan_id");
  const chosen = plans.find((p) => p.subPlanId === asked)?.subPlanId ?? plans[plans.length - 1]?.subPlanId ?? "";
  const signedIn = state.segment === "signed_in";
  const personal = state.user ? await circleLandingPersonal(db, state.user) : null;
  return {
    plans: plans.map((p) => ({ subPlanId: p.subPlanId, title: p.title, durationDays: p.durationDays, price: toRupees(p.price), perMonth: pricePerMonth(toRupees(p.price), p.durationDays) })),
    chosen,
    signedIn,
    isCircleMember: state.shared ? state.shared.segments.includes("circle") : personal?.isCircleMember ?? false,
    personal,
    personalAfterLoad: signedIn && !personal ? CIRCLE_LANDING_PERSONAL : null,
  };
}

export interface CirclePurchaseActionData {
  result: SubmissionResult<string[]>;
}

/** Buys the chosen plan: on valid input, straight to the gateway's checkout; otherwise the form with its errors. */
export async function circleLandingAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, circlePurchaseSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies CirclePurchaseActionData, { status: 400 });
  const { db } = await getServices();
  const key = submission.payload.idempotencyKey;
  try {
    const bought = await buyCirclePlan(db, user.accountId, submission.value, { idempotencyKey: typeof key === "string" ? key : null });
    // The gateway's checkout: the sandbox's own path, or Razorpay's https payment link (from its API, not the request).
    return redirect(/^https:\/\//.test(bought.paymentLinkURL) ? bought.paymentLinkURL : safeRedirect(bought.paymentLinkURL));
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }) } satisfies CirclePurchaseActionData, { status: 400 });
    }
    throw e;
  }
}

export interface SubscriptionView extends Omit<HeldSubscription, "fee"> {
  /** Rupees. */
  fee: number;
}
const view = (s: HeldSubscription): SubscriptionView => ({ ...s, fee: toRupees(s.fee) });

export async function myMembershipLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const m = await circleMembershipOf(db, user.accountId);
  return Response.json(
    {
      isCircleMember: m.isCircleMember,
      circleLabel: m.circleLabel,
      current: m.current ? view(m.current) : null,
      upcoming: m.upcoming.map(view),
      startDate: m.startDate,
      endDate: m.endDate,
      durationDays: m.durationDays,
      daysLeft: m.daysLeft,
      saved: toRupees(m.saved),
      fee: toRupees(m.fee),
      history: m.history.map(view),
    } satisfies MyMembershipData,
    { headers: NO_STORE },
  );
}
export interface MyMembershipData {
  isCircleMember: boolean;
  circleLabel: "Yes" | "No" | "Never";
  current: SubscriptionView | null;
  upcoming: SubscriptionView[];
  startDate: string | null;
  endDate: string | null;
  durationDays: number | null;
  daysLeft: number | null;
  saved: number;
  fee: number;
  history: SubscriptionView[];
}

export async function subscriptionsLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  return Response.json({ subscriptions: (await subscriptionsOfAccount(db, user.accountId)).map(view) }, { headers: NO_STORE });
}
export interface SubscriptionsData {
  subscriptions: SubscriptionView[];
}
