/** Render failures of configured sections, reported by their error boundary in the browser (see the studio's kill switch). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { getServices } from "~/.server/app-context";
import { recordSectionFailure } from "~/.server/content/kill-switch";
import { isCrossSiteWrite } from "~/lib/same-origin";

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (isCrossSiteWrite(request.method, request.headers, new URL(request.url).host)) return new Response("Cross-site request refused", { status: 403 });
  if (isbot(request.headers.get("user-agent") ?? "")) return new Response(null, { status: 204 });
  try {
    const text = await request.text();
    if (text.length > 1024) return new Response("Payload Too Large", { status: 413 });
    const body = JSON.parse(text) as { screen?: unknown; section?: unknown };
    const { db } = await getServices();
    await recordSectionFailure(db, String(body.screen ?? ""), String(body.section ?? ""));
  } catch {
    /* a malformed report is dropped */
  }
  return new Response(null, { status: 204 });
}
