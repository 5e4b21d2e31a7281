/**
 * Everything personal on a page, in one request after load: who is signed in (the header's name), the data of the
 * screen's per-user sections, and a public page's own personal part (`page=`). Configured screens and public pages
 * come from a cache a whole segment shares, so this is the only place the person's own data reaches them. Checked
 * against the session on every call; never cached.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import type { DB } from "~/.server/db/client";
import { personalUser } from "~/.server/personal";
import { getSessionUser, type SessionUser } from "~/.server/session";
import { CIRCLE_LANDING_PERSONAL, circleLandingPersonal } from "~/features/membership/membership.server";
import { loadPersonalSections } from "~/sdui/screen-loader.server";
import type { SectionData } from "~/sdui/types";

const NAME = /^[a-z0-9_]{1,64}$/;
const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The public pages with a personal part, by the name their loader gives as `personalAfterLoad`. */
const PAGE_PARTS: Record<string, (db: DB, user: SessionUser) => Promise<unknown>> = {
  [CIRCLE_LANDING_PERSONAL]: circleLandingPersonal,
};

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const screen = query.get("screen");
  const page = query.get("page");
  if ((screen != null && !NAME.test(screen)) || (page != null && !Object.hasOwn(PAGE_PARTS, page))) {
    return Response.json({ message: "Bad request" }, { status: 400, headers });
  }
  const user = await getSessionUser(request);
  if (!user) return Response.json({ user: null, sections: {}, ...(page ? { page: null } : {}) }, { headers });
  const { db } = await getServices();
  const [facts, sections, part] = await Promise.all([
    personalUser(db, user),
    screen ? loadPersonalSections(request, screen).catch((): Record<string, SectionData> => ({})) : {},
    page ? PAGE_PARTS[page](db, user) : undefined,
  ]);
  return Response.json({ user: facts, sections, ...(page ? { page: part } : {}) }, { headers });
}
