/**
 * The care plans: /membership/care-first (ApolloCareFirstPackage), /membership/family-doctor-plan?plan_id=&sub_plan_id=
 * (FHP1), and paying for either at /pay-care?plan_id=&sub_plan_id= — the plan table and the spine's CARE_PLAN kind.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import { listPatients } from "~/.server/domain/accounts/patients";
import { buyMembershipPlan, listPlans, CARE_PLAN_ORDER_KIND, type MembershipPlan } from "~/.server/domain/membership";
import { toRupees } from "~/.server/domain/pricing/pricing";
import { CARE_FIRST_PLAN_ID, FAMILY_DOCTOR_PLAN_ID, pricePerMonth } from "~/lib/circle-membership";
import { circlePurchaseSchema } from "~/lib/circle-form";
import { safeRedirect } from "~/lib/safe-redirect";
import type { CirclePurchaseActionData, PlanView } from "./membership.server";

const NO_STORE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Not found", { status: 404 });

export const CARE_PLAN_TITLES: Record<string, string> = {
  [CARE_FIRST_PLAN_ID]: "Apollo Care First",
  [FAMILY_DOCTOR_PLAN_ID]: "Family doctor plan",
};

const planView = (p: MembershipPlan): PlanView => ({ subPlanId: p.subPlanId, title: p.title, durationDays: p.durationDays, price: toRupees(p.price), perMonth: pricePerMonth(toRupees(p.price), p.durationDays) });

export interface CarePlanPageData {
  planId: string;
  planTitle: string;
  plans: PlanView[];
  chosen: string;
}

/** A care plan's page: its plans from the table, the one asked for (sub_plan_id) chosen. */
export async function carePlanPageLoader(request: Request, planId: string) {
  const url = new URL(request.url);
  const askedPlan = url.searchParams.get("plan_id");
  // The family doctor plan's link names its plan id; any other id is not this page's.
  if (askedPlan && askedPlan !== planId) throw notFound();
  const { db } = await getServices();
  const plans = await listPlans(db, planId);
  const asked = url.searchParams.get("sub_plan_id");
  const chosen = plans.find((p) => p.subPlanId === asked)?.subPlanId ?? plans[0]?.subPlanId ?? "";
  return Response.json({ planId, planTitle: CARE_PLAN_TITLES[planId], plans: plans.map(planView), chosen } satisfies CarePlanPageData);
}

export interface PayCareData extends CarePlanPageData {
  signedIn: boolean;
  defaults: { fullName: string; mobileNumber: string };
  idempotencyKey: string;
}

function carePlanIdOf(request: Request): string {
  const planId = new URL(request.url).searchParams.get("plan_id") ?? "";
  if (!CARE_PLAN_TITLES[planId]) throw notFound();
  return planId;
}

/** /pay-care: the signed-in patient confirms the plan, their full name and mobile number, then pays. */
export async function payCareLoader(request: Request) {
  const user = await requireUser(request);
  const planId = carePlanIdOf(request);
  const { db } = await getServices();
  const [plans, patients] = await Promise.all([listPlans(db, planId), listPatients(db, user.accountId)]);
  const asked = new URL(request.url).searchParams.get("sub_plan_id");
  const me = patients.find((p) => p.relation === "me");
  return Response.json(
    {
      planId,
      planTitle: CARE_PLAN_TITLES[planId],
      plans: plans.map(planView),
      chosen: plans.find((p) => p.subPlanId === asked)?.subPlanId ?? plans[0]?.subPlanId ?? "",
      signedIn: true,
      defaults: { fullName: me ? `${me.firstName} ${me.lastName}`.trim() : "", mobileNumber: user.countryCode === "+91" ? user.mobileNumber : "" },
      idempotencyKey: crypto.randomUUID(),
    } satisfies PayCareData,
    { headers: NO_STORE },
  );
}

export async function payCareAction(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(`/login?continue=${encodeURIComponent(new URL(request.url).pathname + new URL(request.url).search)}`);
  carePlanIdOf(request);
  const submission = await parseForm(request, circlePurchaseSchema);
  if (submission.status !== "success") return Response.json({ result: submission.reply() } satisfies CirclePurchaseActionData, { status: 400 });
  const { db } = await getServices();
  const key = submission.payload.idempotencyKey;
  try {
    const bought = await buyMembershipPlan(db, user.accountId, CARE_PLAN_ORDER_KIND, submission.value, { idempotencyKey: typeof key === "string" ? key : null });
    return redirect(/^https:\/\//.test(bought.paymentLinkURL) ? bought.paymentLinkURL : safeRedirect(bought.paymentLinkURL));
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = e.details as { fieldErrors?: Record<string, string> } | undefined;
      return Response.json({ result: replyWithErrors(submission, { fieldErrors: details?.fieldErrors, formError: e.message }) } satisfies CirclePurchaseActionData, { status: 400 });
    }
    throw e;
  }
}
