/** The one resource route client-loaded sections fetch their data from. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSectionForClient } from "~/sdui/screen-loader.server";
import { getSessionUser } from "~/.server/session";

const NAME = /^[a-z0-9_]{1,64}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const screen = url.searchParams.get("screen") ?? "";
  const section = url.searchParams.get("section") ?? "";
  if (!NAME.test(screen) || !NAME.test(section)) return Response.json({ status: "error", message: "Bad request" }, { status: 400 });
  const data = await loadSectionForClient(request, screen, section);
  if (!data) return Response.json({ status: "error", message: "Section not found" }, { status: 404 });
  const signedIn = !!(await getSessionUser(request));
  return Response.json(data, {
    // Per-user data is never cached by shared caches; visitor data may be, briefly.
    headers: { "Cache-Control": signedIn ? "private, no-store" : "public, max-age=60, stale-while-revalidate=300", Vary: "Cookie" },
  });
}
