/**
 * Render failures of configured sections, reported by their error boundary in the browser (see the studio's kill
 * switch). Only reports about live sections count, within limits per client IP and per section.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { getServices } from "~/.server/app-context";
import { parseSectionFailureReport, reportSectionFailure } from "~/.server/content/kill-switch";
import { clientIpOf } from "~/.server/request-state";
import { isCrossSiteWrite } from "~/lib/same-origin";

const MAX_REPORT_BYTES = 1024;

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host)) return new Response("Cross-site request refused", { status: 403 });
  if (isbot(request.headers.get("user-agent") ?? "")) return new Response(null, { status: 204 });
  const text = await request.text();
  if (text.length > MAX_REPORT_BYTES) return new Response("Payload Too Large", { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const report = parseSectionFailureReport(body);
  if (!report) return new Response("Not a section failure report", { status: 400 });
  const outcome = await reportSectionFailure(await getServices(), report, clientIpOf(context));
  switch (outcome.status) {
    case "recorded":
      return new Response(null, { status: 204 });
    case "rate_limited":
      return new Response("Too Many Requests", { status: 429, headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) } });
    default:
      return new Response("No such live section", { status: 404 });
  }
}
