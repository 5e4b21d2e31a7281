/**
 * One order in the console: its patient, items, phlebotomist, status history and audit, the moves the lifecycle
 * allows from here, and results entry. Forms tell their intent apart with `intent`; a refused action answers 400
 * with the reason and changes nothing.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireOpsUser } from "~/.server/ops/access";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form";
import { opsOrderFormSchema, resultInputsOf } from "~/lib/ops-forms";
import { DomainError } from "~/.server/domain/errors";
import { assignPhlebotomist, moveOrder, opsOrderView, recordStaffRead, saveResults, type ResultInput } from "~/.server/domain/lab-tests/ops-console";
import { OpsOrder, type OpsActionResult } from "~/features/ops/OpsOrder";
import { OpsErrorBoundary } from "~/features/ops/OpsErrorBoundary";
import { opsStatusName } from "~/features/ops/status-name";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Order ${d.order.displayId} | Operations console` : "Order | Operations console" },
  { name: "robots", content: "noindex" },
];

function orderIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new Response("Order not found", { status: 404 });
  return Number(raw);
}

async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response("Order not found", { status: 404 });
    throw e;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ops = await requireOpsUser(request);
  const orderId = orderIdOf(params.orderId);
  const { db } = await getServices();
  const order = await orNotFound(opsOrderView(db, orderId));
  // The page shows the patient's details and results: a staff read, audited.
  await recordStaffRead(db, ops, "VIEW_ORDER", orderId);
  return data({ order }, { headers: { "Cache-Control": "private, no-store" } });
}

const refused = (message: string, fieldErrors?: Record<string, string>) =>
  data<OpsActionResult>({ ok: false, message, fieldErrors }, { status: 400 });

export async function action({ request, params }: ActionFunctionArgs) {
  const ops = await requireOpsUser(request);
  const orderId = orderIdOf(params.orderId);
  const raw = await readForm(request);
  const submission = parseWithZod(raw, { schema: opsOrderFormSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([k, v]) => k && v?.length).map(([k, v]) => [k, v![0]]));
    return refused(errors[""]?.[0] ?? Object.values(fieldErrors)[0] ?? "Unknown action.", Object.keys(fieldErrors).length ? fieldErrors : undefined);
  }
  const form = submission.value;
  const { db } = await getServices();
  try {
    if (form.intent === "move") {
      const { to } = await orNotFound(moveOrder(db, ops, { orderId, to: form.to, statusMessage: form.statusMessage }));
      return data<OpsActionResult>({ ok: true, message: `Moved to ${opsStatusName(to)}.` });
    }
    if (form.intent === "assign") {
      const { otp } = await orNotFound(assignPhlebotomist(db, ops, { orderId, phlebotomistId: form.phlebotomistId }));
      return data<OpsActionResult>({ ok: true, message: `Phlebotomist assigned. Visit OTP ${otp}.` });
    }
    if (form.intent === "results") {
      const inputs: ResultInput[] = resultInputsOf(raw);
      const outcome = await orNotFound(saveResults(db, ops, orderId, inputs));
      if (!outcome.ok) return refused("Some results need fixing. Nothing was saved.", outcome.errors);
      return data<OpsActionResult>({ ok: true, message: `Results saved (${outcome.saved}, ${outcome.flagged} outside the reference range).` });
    }
    return refused("Unknown action.");
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return refused(e.message);
    throw e;
  }
}

export default function OpsOrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <OpsOrder order={order} result={result ?? null} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <OpsErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
