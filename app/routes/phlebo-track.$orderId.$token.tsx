/**
 * /phlebo-track/{orderId}/{token}: the phlebotomist's page for one assignment, opened on their phone from the link
 * ops gives them. While they are on the way it shares their location (browser geolocation, watchPosition) with
 * the patient's order page; nothing is shared until they start it, and it stops when they say so or leave.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { getServices } from "~/.server/app-context";
import { readForm } from "~/.server/form";
import { agentTrackingPage, recordAgentPosition } from "~/.server/domain/lab-tests/agent-tracking";
import { DomainError } from "~/.server/domain/errors";
import { agentPositionFormSchema } from "~/lib/agent-tracking-form";
import { AgentSharing } from "~/features/orders/AgentSharing";
import orderStyles from "~/features/orders/orders.css?url";
import { GeneralErrorBoundary } from "~/features/shell/GeneralErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orderStyles }];
export const meta: MetaFunction = () => [{ title: "Share your location | Apollo 247" }, { name: "robots", content: "noindex" }];

const orderIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  return id;
};

export async function loader({ params }: LoaderFunctionArgs) {
  const { db } = await getServices();
  try {
    return Response.json(await agentTrackingPage(db, orderIdOf(params.orderId), String(params.token ?? "")), { headers: { "Cache-Control": "private, no-store" } });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new Response(e.message, { status: 404 });
    throw e;
  }
}

export interface AgentPositionAnswer {
  ok: boolean;
  text?: string;
  error?: string;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: agentPositionFormSchema });
  if (submission.status !== "success") {
    return Response.json({ ok: false, error: "Your phone sent a location we cannot read. Please try again." } satisfies AgentPositionAnswer, { status: 400 });
  }
  const { db } = await getServices();
  try {
    const eta = await recordAgentPosition(db, {
      orderId: orderIdOf(params.orderId),
      token: String(params.token ?? ""),
      latitude: submission.value.latitude,
      longitude: submission.value.longitude,
      accuracyM: submission.value.accuracy ?? null,
    });
    return Response.json({ ok: true, text: eta.text } satisfies AgentPositionAnswer);
  } catch (e) {
    if (e instanceof DomainError && (e.code === "BAD_REQUEST" || e.code === "NOT_FOUND")) {
      return Response.json({ ok: false, error: e.message } satisfies AgentPositionAnswer, { status: e.code === "NOT_FOUND" ? 404 : 400 });
    }
    throw e;
  }
}

export default function PhleboTrack() {
  return <AgentSharing page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <GeneralErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
