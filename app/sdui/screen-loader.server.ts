/**
 * A configured screen for one request: config (step 2), validation (3), section data (4), and the
 * SSR / streamed / client split (5). Returns plain data plus promises for the streamed sections,
 * which never reject (a failure becomes an errored section).
 */
import type { Section } from "#schemas/generated/section";
import { getServices, type AppServices } from "~/.server/app-context";
import { env } from "~/.server/env";
import { getRequestState, type RequestState } from "~/.server/request-state";
import { findUnsafeUrls } from "~/lib/safe-url";
import { loadScreenConfiguration } from "./config-source.server";
import { resolveSectionData, type DataContext } from "./data-source.server";
import { mapProps } from "./props";
import { propsIssues } from "./validate.server";
import type { RenderScreen, RenderSection, SectionData } from "./types";
import { hasDateWindow, isVisible } from "./visibility";
import { viewerFor } from "./viewer.server";
import { countServerFailure, killedSections } from "~/.server/content/kill-switch";
import { limitItems } from "./limits";
import { hasAccountDataSource, isPerUser } from "./per-user";
import { log } from "~/.server/log";
import { sectionErrors } from "~/.server/operability/metrics";
import { screenTags, type ScreenSectionSource } from "~/.server/cache/screen-tags";
import { getWidgetItems } from "~/.server/domain/catalogue/catalogue";
import { checkReadOnly } from "./read-only-operations";
import { fillUri, fillValues } from "./placeholders";

/**
 * A section's source as the page tags read it: a GraphQL document with its variables filled in for this request,
 * or a REST GET's path on this site (the content routes; another host's answer cannot be read for items).
 */
function tagSourceOf(s: Section, ctx: DataContext): ScreenSectionSource["source"] {
  const ds = s.data_source;
  if (ds.type === "JSON") return { type: "JSON" };
  if (ds.api_type === "REST") {
    const filled = fillUri(ds.uri, ctx.state);
    const url = URL.canParse(filled, ctx.origin) ? new URL(filled, ctx.origin) : null;
    const own = ds.method === "GET" && url?.origin === new URL(ctx.origin).origin;
    return { type: "REST", path: own ? url.pathname + url.search : null };
  }
  return { type: "GRAPHQL", document: checkReadOnly(ds.query, ds.operation).document, variables: fillValues(ds.variables ?? {}, ctx.state) };
}

/** How long the loader waits for an SSR section before streaming it instead. */
export const SSR_SECTION_BUDGET_MS = 150;

export interface LoadedConfiguredScreen {
  screen: RenderScreen;
  /** Streamed sections, by name. */
  deferred: Record<string, Promise<SectionData>>;
  state: RequestState;
  /** Some section has a date window: what this page shows depends on when it is asked for. */
  timeBound: boolean;
  /** What the page shows of the catalogue (cache/screen-tags.ts), for the page cache. */
  tags: () => Promise<string[]>;
}

export function dataContext(services: AppServices, state: RequestState, request: Request): DataContext {
  return {
    services,
    request,
    origin: state.origin,
    accountId: state.user?.accountId ?? null,
    state: {
      latitude: state.location.latitude,
      longitude: state.location.longitude,
      pincode: state.location.pincode,
      cityId: state.location.cityId,
      patientId: null,
    },
  };
}

/**
 * Resolves a section's data into widget props; never throws. `onFailure` is told when the section ends in an
 * error (patients' pages pass the kill switch's count; the studio preview does not count).
 */
export async function sectionData(section: Section, ctx: DataContext, onFailure?: () => void): Promise<SectionData> {
  try {
    const data = await resolveSectionData(section, ctx);
    const props = limitItems(section, mapProps(section, data));
    const issues = propsIssues(section.type, props, "");
    const unsafe = findUnsafeUrls(props, env().ALLOWED_URL_SUFFIXES);
    if (issues.length || unsafe.length) {
      const reason = [...issues.map((i) => `${i.path} ${i.message}`), ...unsafe.map((p) => `${p} unsafe URL`)].join("; ");
      log.warn({ event: "SDUI_SECTION_ERRORED", section: section.name, reason });
      sectionErrors.inc();
      onFailure?.();
      return { status: "error", message: "This section could not be shown." };
    }
    return { status: "ok", props };
  } catch (e) {
    log.warn({ event: "SDUI_SECTION_ERRORED", section: section.name, reason: (e as Error).message });
    sectionErrors.inc();
    onFailure?.();
    return { status: "error", message: "This section could not be loaded." };
  }
}

function withinBudget<T>(p: Promise<T>, ms: number): Promise<{ done: true; value: T } | { done: false }> {
  return Promise.race([
    p.then((value) => ({ done: true as const, value })),
    new Promise<{ done: false }>((r) => setTimeout(() => r({ done: false }), ms).unref?.()),
  ]);
}

/** The configuration of a screen for this request, and its sections this viewer may see, in display order. */
async function visibleScreen(services: AppServices, state: RequestState, screenName: string) {
  const loaded = await loadScreenConfiguration(
    services,
    { screenName, view: state.view, segment: state.segment, signedIn: state.segment === "signed_in" },
    { origin: state.origin, faults: state.faults },
  );
  const all = loaded.config.containers.flatMap((c) => c.sections);
  const viewer = await viewerFor(services, state, all);
  const now = new Date();
  // Sections a publisher hid with the kill switch are gone everywhere, whatever the configuration says.
  const killed = new Set(await killedSections(services.db, screenName));
  // Hidden sections go before any data is fetched: they cost nothing and never reach the browser.
  const shown = (s: Section) => !killed.has(s.name) && isVisible(s.visibility, viewer, now);
  return { loaded, all, shown };
}

export async function loadConfiguredScreen(request: Request, screenName: string, context?: unknown): Promise<LoadedConfiguredScreen> {
  const services = await getServices();
  const state = await getRequestState(request, context);
  const { loaded, all, shown } = await visibleScreen(services, state, screenName);
  const ctx = dataContext(services, state, request);
  const deferred: Record<string, Promise<SectionData>> = {};
  const pending: Promise<void>[] = [];
  const signedIn = state.segment === "signed_in";
  // A personal section has a place on the page only where it can show the person's own data: never for a visitor,
  // and never from inline data (there is nothing to draw; no skeleton then collapses).
  const hasOwnData = (s: Section) => signedIn && hasAccountDataSource(s);
  const failed = (s: Section) => () => countServerFailure(services, screenName, s.name);
  const sources: { section: Section; rendered: RenderSection }[] = [];

  const containers = loaded.config.containers.map((c) => ({
    type: c.type,
    position: c.position,
    title: c.title,
    sections: c.sections.filter((s) => shown(s) && (!isPerUser(s) || hasOwnData(s))).map((s) => {
      const rs = renderSectionOf(s);
      sources.push({ section: s, rendered: rs });
      if (isPerUser(s)) {
        // The person's own data is never in the page (which a whole segment may share): it comes after load,
        // with the header's, from /resources/personal.
        rs.mode = "personal";
      } else if (s.data_source.type === "JSON") {
        rs.data = { status: "ok", props: limitItems(s, mapProps(s, s.data_source.data)) };
      } else if (s.SSR) {
        const p = sectionData(s, ctx, failed(s));
        pending.push(
          withinBudget(p, SSR_SECTION_BUDGET_MS).then((r) => {
            if (r.done) rs.data = r.value;
            else {
              rs.mode = "stream";
              deferred[s.name] = p;
            }
          }),
        );
      } else {
        rs.mode = "client";
      }
      return rs;
    }),
  }));
  await Promise.all(pending);

  return {
    screen: {
      screen_name: loaded.config.screen_name,
      screen_identifier: loaded.config.screen_identifier,
      version: loaded.config.version,
      view: state.view,
      segment: state.segment,
      source: loaded.source,
      containers,
    },
    deferred,
    state,
    timeBound: hasDateWindow(all),
    tags: () =>
      screenTags(
        sources.map(({ section, rendered }) => ({ mode: rendered.mode, source: tagSourceOf(section, ctx), data: rendered.data })),
        async (name, cityId = state.location.cityId) => (await getWidgetItems(services.db, name, cityId))?.itemIds ?? null,
      ),
  };
}

/** The data of one section for the client loader (resource route). Per-user sections come only with the rest of the person's data. */
export async function loadSectionForClient(request: Request, screenName: string, sectionName: string): Promise<SectionData | null> {
  const services = await getServices();
  const state = await getRequestState(request);
  const { all, shown } = await visibleScreen(services, state, screenName);
  const section = all.find((s) => s.name === sectionName);
  if (!section || !shown(section) || isPerUser(section)) return null;
  return sectionData(section, dataContext(services, state, request), () => countServerFailure(services, screenName, section.name));
}

/**
 * Everything personal on a screen for the signed-in person, in one answer: the data of each per-user section
 * they may see, resolved in parallel (each bounded by the data-source timeout and circuit breaker). A section
 * with no data source asked for the account is left out, so the page shows nothing there.
 */
export async function loadPersonalSections(request: Request, screenName: string): Promise<Record<string, SectionData>> {
  const services = await getServices();
  const state = await getRequestState(request);
  if (!state.user) return {};
  const { all, shown } = await visibleScreen(services, state, screenName);
  const ctx = dataContext(services, state, request);
  const personal = all.filter((s) => shown(s) && isPerUser(s) && hasAccountDataSource(s));
  const data = await Promise.all(personal.map((s) => sectionData(s, ctx, () => countServerFailure(services, screenName, s.name))));
  return Object.fromEntries(personal.map((s, i) => [s.name, data[i]]));
}

/** The part of a configured section the renderer needs, before its data is attached (screens and the studio preview). */
export function renderSectionOf(s: Section, overrides: Partial<RenderSection> = {}): RenderSection {
  return {
    name: s.name,
    type: s.type,
    order: s.order,
    title: s.title,
    heading: s.heading,
    meta: s.meta ?? {},
    margin_between_sections: s.margin_between_sections,
    view_all: s.view_all,
    behaviours: s.behaviours ?? [],
    eager_load: s.eager_load,
    mode: "inline",
    ...overrides,
  };
}
