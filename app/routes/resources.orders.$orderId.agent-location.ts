/**
 * GET /resources/orders/{orderId}/agent-location: where the phlebotomist is and when they arrive, for the patient's
 * own order while the agent is on the way (the order page polls it). Anyone else's order is simply not found.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { agentLocationForPatient } from "~/.server/domain/lab-tests/agent-tracking";
import { DomainError } from "~/.server/domain/errors";

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const id = Number(params.orderId);
  if (!user || !Number.isSafeInteger(id) || id <= 0) return Response.json({ error: "Not found" }, { status: 404, headers });
  const { db } = await getServices();
  try {
    return Response.json(await agentLocationForPatient(db, user.accountId, id), { headers });
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") return Response.json({ error: "Not found" }, { status: 404, headers });
    throw e;
  }
}
