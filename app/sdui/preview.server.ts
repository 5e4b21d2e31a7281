/**
 * The studio preview: a draft rendered by the production pipeline (the same validation that drops bad
 * sections, the same data resolution and props mapping, the same renderer and widgets), for a chosen
 * view, segment and city. Every section's data is resolved on the server before rendering, so the
 * preview shows the settled page; `force` puts one section into its loading, empty, errored or dropped state,
 * which is what patients see when its source fails.
 *
 * The preview runs without the previewer's account: a signed-in segment is previewed as a signed-in viewer in
 * general (visibility), never as the studio user, so no source reads or changes the publisher's own data.
 */
import { getServices } from "~/.server/app-context";
import { env } from "~/.server/env";
import { getRequestState } from "~/.server/request-state";
import { LOCATION_COOKIE, readCookie } from "~/lib/location";
import { mapProps } from "./props";
import { prepareScreen } from "./validate.server";
import { dataContext, renderSectionOf, sectionData } from "./screen-loader.server";
import type { RenderScreen, RenderSection, SectionData } from "./types";
import { isVisible, viewerSegments, type Viewer } from "./visibility";

export type PreviewSegment = "signed_out" | "signed_in" | "circle" | "corporate";
export type ForcedState = "empty" | "errored" | "dropped" | "loading";

export interface PreviewOptions {
  view: "web" | "mweb";
  segment: PreviewSegment;
  cityId?: number;
  /** The section whose state is forced, and the state. */
  force?: { section: string; state: ForcedState } | null;
  /** The moment to preview (date-window rules); now when absent. */
  now?: Date;
}

export interface PreviewResult {
  screen: RenderScreen;
  dropped: { section: string; reason: string }[];
  /** Sections this viewer does not get (visibility rules). */
  hidden: string[];
}

/**
 * The studio user's request as a visitor's: only the chosen location is kept, never their session cookie or
 * authorization, so neither the preview's state nor any data source can find their account.
 */
export function asVisitor(request: Request): Request {
  const headers = new Headers(request.headers);
  const location = readCookie(headers.get("cookie"), LOCATION_COOKIE);
  headers.delete("cookie");
  headers.delete("authorization");
  if (location) headers.set("cookie", `${LOCATION_COOKIE}=${location}`);
  return new Request(request.url, { method: "GET", headers });
}

const EMPTY_PROPS_KEYS = ["items", "banners", "tiles", "cards", "data"];

export async function renderPreview(request: Request, raw: unknown, opts: PreviewOptions): Promise<PreviewResult | null> {
  const services = await getServices();
  const visitor = asVisitor(request);
  const base = await getRequestState(visitor);
  const prepared = prepareScreen(raw, env().ALLOWED_URL_SUFFIXES);
  if (!prepared) return null;
  const signedIn = opts.segment !== "signed_out";
  const state = {
    ...base,
    view: opts.view,
    segment: signedIn ? ("signed_in" as const) : ("signed_out" as const),
    location: opts.cityId ? { ...base.location, cityId: opts.cityId } : base.location,
  };
  const ctx = dataContext(services, state, visitor);
  const all = prepared.config.containers.flatMap((c) => c.sections);
  const viewer: Viewer = {
    segments: viewerSegments(signedIn, opts.segment === "circle", opts.segment === "corporate"),
    cityId: state.location.cityId,
    view: opts.view,
  };
  const now = opts.now ?? new Date();
  const hidden = all.filter((s) => !isVisible(s.visibility, viewer, now)).map((s) => s.name);
  const force = opts.force ?? null;
  const containers = await Promise.all(
    prepared.config.containers.map(async (c) => ({
      type: c.type,
      position: c.position,
      title: c.title,
      sections: (
        await Promise.all(
          c.sections.map(async (s): Promise<RenderSection | null> => {
            const forced = force?.section === s.name ? force.state : null;
            if (forced === "dropped" || hidden.includes(s.name)) return null;
            if (forced === "loading") return renderSectionOf(s, { eager_load: false, mode: "placeholder" });
            let data: SectionData =
              s.data_source.type === "JSON" ? { status: "ok", props: mapProps(s, s.data_source.data) } : await sectionData(s, ctx);
            if (forced === "errored") data = { status: "error", message: "This section could not be loaded." };
            if (forced === "empty" && data?.status === "ok") {
              const props = { ...data.props };
              for (const k of EMPTY_PROPS_KEYS) if (Array.isArray(props[k])) props[k] = [];
              data = { status: "ok", props };
            }
            return renderSectionOf(s, { eager_load: false, data });
          }),
        )
      ).filter((s): s is RenderSection => s !== null),
    })),
  );
  return {
    screen: {
      screen_name: prepared.config.screen_name,
      screen_identifier: prepared.config.screen_identifier,
      version: prepared.config.version,
      view: opts.view,
      segment: signedIn ? "signed_in" : "signed_out",
      source: "preview",
      containers,
    },
    // Editors read the reasons in words, at the field; the JSON paths stay in the logs.
    dropped: prepared.dropped.map((d) => ({ section: d.section, reason: d.inWords })),
    hidden,
  };
}
