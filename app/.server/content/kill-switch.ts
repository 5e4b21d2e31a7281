/**
 * The kill switch: failures of sections are counted per screen and section, both render failures in patients'
 * browsers and data that failed on the server while a patient's page was made (a source down, an answer the widget
 * cannot show);
 * a publisher can hide a failing section everywhere in one action (every view and segment of the screen),
 * and every instance drops its rendered pages.
 *
 * Anyone can post a failure report, so a report counts only for a live section (one in the currently published
 * configuration of that screen and view) and within limits per client IP and per section: the counts a
 * publisher acts on cannot be run up from one machine, nor without bound from many.
 */
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { AppServices } from "../app-context";
import type { Cache } from "../cache/cache";
import type { DB } from "../db/client";
import { createLimiter, take, type Limit } from "../rate-limit";
import { SCREEN_PUBLISHED_CHANNEL } from "./store";
import { STUDIO_SCREENS, STUDIO_VIEWS } from "./drafts";
import { log } from "../log";

const NAME = /^[a-z0-9_]{1,64}$/;

export async function recordSectionFailure(db: DB, screen: string, section: string, now = new Date()): Promise<boolean> {
  if (!(STUDIO_SCREENS as readonly string[]).includes(screen) || !NAME.test(section)) return false;
  const at = now.toISOString();
  await db
    .insertInto("section_failures")
    .values({ screen_name: screen, section_name: section, failures: 1, last_failed_at: at })
    .onConflict((oc) => oc.columns(["screen_name", "section_name"]).doUpdateSet((eb) => ({ failures: eb("section_failures.failures", "+", 1), last_failed_at: at })))
    .execute();
  return true;
}

/** Is `section` in the latest published configuration of any segment of this screen and view? */
export async function isLiveSection(db: DB, screen: string, view: string, section: string): Promise<boolean> {
  const rows = await db
    .selectFrom("screen_configurations as c")
    .select("c.config")
    .where("c.screen_name", "=", screen)
    .where("c.screen_view", "=", view)
    .where("c.version", "=", (eb) =>
      eb
        .selectFrom("screen_configurations as l")
        .select((l) => l.fn.max("l.version").as("v"))
        .whereRef("l.screen_name", "=", "c.screen_name")
        .whereRef("l.screen_view", "=", "c.screen_view")
        .whereRef("l.segment_type", "=", "c.segment_type"),
    )
    .execute();
  return rows.some((r) => {
    const config = JSON.parse(r.config) as { containers?: { sections?: { name?: unknown }[] }[] };
    return (config.containers ?? []).some((c) => (c.sections ?? []).some((s) => s.name === section));
  });
}

/** How many failure reports count. */
export const SECTION_FAILURE_LIMITS: Record<"perIp" | "perSection", Limit> = {
  /** One client: a patient's page has few sections, and a reload reports them again. */
  perIp: { points: 10, duration: 10 * 60 },
  /** One section, from everyone together: enough to see it failing, not enough to flood its count. */
  perSection: { points: 60, duration: 10 * 60 },
};

export type SectionFailureLimiters = Record<keyof typeof SECTION_FAILURE_LIMITS, RateLimiterAbstract>;

export function createSectionFailureLimiters(cache: Cache, limits = SECTION_FAILURE_LIMITS, name = "section-failure"): SectionFailureLimiters {
  return { perIp: createLimiter(cache, `${name}-ip`, limits.perIp), perSection: createLimiter(cache, `${name}-section`, limits.perSection) };
}

const appLimiters = new WeakMap<Cache, SectionFailureLimiters>();
/** The app's limiters, stored where its cache is (memory, or Redis shared by every instance). */
export function sectionFailureLimitersFor(cache: Cache): SectionFailureLimiters {
  let limiters = appLimiters.get(cache);
  if (!limiters) appLimiters.set(cache, (limiters = createSectionFailureLimiters(cache)));
  return limiters;
}

export interface SectionFailureReport {
  screen: string;
  view: string;
  section: string;
}

export type ReportOutcome = { status: "recorded" } | { status: "not_live" } | { status: "rate_limited"; retryAfterMs: number };

/** Parses a report body; null when it is not one. */
export function parseSectionFailureReport(body: unknown): SectionFailureReport | null {
  const b = body as Partial<Record<keyof SectionFailureReport, unknown>> | null;
  if (!b || typeof b !== "object") return null;
  const { screen, view, section } = b;
  if (typeof screen !== "string" || !(STUDIO_SCREENS as readonly string[]).includes(screen)) return null;
  if (typeof view !== "string" || !(STUDIO_VIEWS as readonly string[]).includes(view)) return null;
  if (typeof section !== "string" || !NAME.test(section)) return null;
  return { screen, view, section };
}

/**
 * Counts a failure report from a patient's browser at `clientIp`, if it is about a live section and within
 * the limits. The per-IP limit is taken first, so probing for section names costs as much as reporting.
 */
export async function reportSectionFailure(
  services: Pick<AppServices, "db" | "cache">,
  report: SectionFailureReport,
  clientIp: string,
  limiters = sectionFailureLimitersFor(services.cache),
  now = new Date(),
): Promise<ReportOutcome> {
  const ipWait = await take(limiters.perIp, clientIp);
  if (ipWait != null) return { status: "rate_limited", retryAfterMs: ipWait };
  if (!(await isLiveSection(services.db, report.screen, report.view, report.section))) return { status: "not_live" };
  const sectionWait = await take(limiters.perSection, `${report.screen}:${report.section}`);
  if (sectionWait != null) return { status: "rate_limited", retryAfterMs: sectionWait };
  await recordSectionFailure(services.db, report.screen, report.section, now);
  return { status: "recorded" };
}

const serverLimiters = new WeakMap<Cache, RateLimiterAbstract>();

/**
 * A section's data failed on the server for a patient's page: counted like a crash in a browser. A source that is
 * down fails for every visit, so the count is taken at most SECTION_FAILURE_LIMITS.perSection times per window per
 * section (in the shared cache, for every instance together); the page never waits for it, nor fails with it.
 */
export function countServerFailure(services: Pick<AppServices, "db" | "cache">, screen: string, section: string): void {
  let limiter = serverLimiters.get(services.cache);
  if (!limiter) serverLimiters.set(services.cache, (limiter = createLimiter(services.cache, "section-failure-server", SECTION_FAILURE_LIMITS.perSection)));
  void take(limiter, `${screen}:${section}`)
    .then((wait) => (wait == null ? recordSectionFailure(services.db, screen, section) : false))
    .catch((e: unknown) => log.warn({ event: "SECTION_FAILURE_NOT_COUNTED", screen, section, reason: String((e as Error)?.message ?? e) }));
}

export async function sectionFailures(db: DB, screen: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom("section_failures").select(["section_name", "failures"]).where("screen_name", "=", screen).execute();
  return Object.fromEntries(rows.map((r) => [r.section_name, Number(r.failures)]));
}

export async function killedSections(db: DB, screen: string): Promise<string[]> {
  const rows = await db.selectFrom("killed_sections").select("section_name").where("screen_name", "=", screen).execute();
  return rows.map((r) => r.section_name);
}

export async function setSectionKilled(services: AppServices, screen: string, section: string, killed: boolean, actor: string, now = new Date()) {
  if (killed) {
    await services.db
      .insertInto("killed_sections")
      .values({ screen_name: screen, section_name: section, killed_by: actor, killed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["screen_name", "section_name"]).doNothing())
      .execute();
  } else {
    await services.db.deleteFrom("killed_sections").where("screen_name", "=", screen).where("section_name", "=", section).execute();
    await services.db.deleteFrom("section_failures").where("screen_name", "=", screen).where("section_name", "=", section).execute();
  }
  // Rendered pages of every instance are dropped, as after a publish.
  await services.cache.publish(SCREEN_PUBLISHED_CHANNEL, JSON.stringify({ screenName: screen, killSwitch: section }));
}
