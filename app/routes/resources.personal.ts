/**
 * Everything personal on a page, in one request after load: who is signed in (the header's name) and the data
 * of the screen's per-user sections. Configured screens come from a cache a whole segment shares, so this is
 * the only place the person's own data reaches them. Checked against the session on every call; never cached.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { personalUser } from "~/.server/personal";
import { getSessionUser } from "~/.server/session";
import { loadPersonalSections } from "~/sdui/screen-loader.server";
import type { SectionData } from "~/sdui/types";

const NAME = /^[a-z0-9_]{1,64}$/;
const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };

export async function loader({ request }: LoaderFunctionArgs) {
  const screen = new URL(request.url).searchParams.get("screen");
  if (screen != null && !NAME.test(screen)) return Response.json({ message: "Bad request" }, { status: 400, headers });
  const user = await getSessionUser(request);
  if (!user) return Response.json({ user: null, sections: {} }, { headers });
  const { db } = await getServices();
  const [facts, sections] = await Promise.all([
    personalUser(db, user),
    screen ? loadPersonalSections(request, screen).catch((): Record<string, SectionData> => ({})) : {},
  ]);
  return Response.json({ user: facts, sections }, { headers });
}
