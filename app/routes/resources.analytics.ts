/**
 * The analytics beacon: batches of browser events (impression, click, add_to_cart) for the log sink.
 * Crawlers and browsers without ACCEPTED consent are answered like everyone else but nothing is recorded,
 * and a bad body never becomes an error page: tracking must not be noticed.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { parseConsent } from "~/lib/consent";
import { isCrossSiteWrite } from "~/lib/same-origin";
import { detectView } from "~/lib/view";
import { parseClientEvents, recordClientEvents } from "~/.server/providers/analytics";
import { requestRoles } from "~/.server/domain/accounts/roles";
import { getServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/session";
import { VISITOR_CIRCLE_LABEL } from "~/lib/circle-membership";
import { circleEventLabelOfAccount } from "~/.server/domain/membership/event-label";

const MAX_BODY_CHARS = 64 * 1024;
const accepted = () => new Response(null, { status: 204 });

/** The sender's Circle label; a visitor (no session) asks nothing of the database. */
async function circleMemberOf(request: Request) {
  const user = await getSessionUser(request);
  if (!user) return VISITOR_CIRCLE_LABEL;
  const { db } = await getServices();
  return circleEventLabelOfAccount(db, user.accountId);
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host)) {
    return new Response("Cross-site request refused", { status: 403 });
  }
  if (isbot(request.headers.get("user-agent") ?? "")) return accepted();
  if (parseConsent(request.headers.get("cookie")) !== "ACCEPTED") return accepted();
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) return new Response("Payload Too Large", { status: 413 });
    const events = parseClientEvents(JSON.parse(text));
    if (events.length)
      recordClientEvents(events, { view: detectView(request.headers), circleMember: await circleMemberOf(request), nativeApp: requestRoles(request).nativeApp });
  } catch {
    /* a malformed beacon is dropped */
  }
  return accepted();
}
