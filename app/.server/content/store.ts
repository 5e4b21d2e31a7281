/**
 * The screen-configuration store (the content service): versions, publish, and the CDN copy writer.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { AppServices } from "../app-context";
import { env, isProduction } from "../env";
import { validateForPublish, type SchemaIssue } from "~/sdui/validate.server";
import { DEFAULT_SEGMENT } from "./bundled";
import { parseCappedConfiguration } from "~/sdui/limits";
import { log } from "../log";

/**
 * Where CDN copies are written and served from: CDN_DIR (default var/cdn/screen-configs, relative to the working
 * directory). Instances on one machine may share it: every write is whole, whoever writes last wins.
 */
export const cdnDir = () => path.resolve(process.env.CDN_DIR || "var/cdn/screen-configs");
/** Channel on which a publish tells every instance to drop cached configs and rendered HTML. */
export const SCREEN_PUBLISHED_CHANNEL = "screen-configuration-published";

/** The segments a configured screen is served in; one without its own configuration gets the default one. */
const SCREEN_SEGMENTS = [DEFAULT_SEGMENT, "signed_in"];

/** Key of the 15-minute cached copy of a screen's configuration (shared by every instance through Redis). */
export const screenConfigCacheKey = (screenName: string, view: string, segment: string) => `sdui:config:${screenName}:${view}:${segment}`;

export interface ContentResponse {
  code: number;
  success: boolean;
  response: ScreenConfiguration | null;
}

/** File name of a CDN copy: named by page and view, with a QA suffix outside production. */
export function cdnFileName(screenName: string, view: string, segment: string): string {
  const seg = segment === DEFAULT_SEGMENT ? "" : `.${segment}`;
  return `${screenName}.${view}${seg}${isProduction() ? "" : "_qa"}.json`;
}

export async function getPublishedConfiguration(
  { db }: Pick<AppServices, "db">,
  screenName: string,
  view: string,
  segment: string,
): Promise<ScreenConfiguration | null> {
  for (const seg of segment === DEFAULT_SEGMENT ? [segment] : [segment, DEFAULT_SEGMENT]) {
    const row = await db
      .selectFrom("screen_configurations")
      .select(["config"])
      .where("screen_name", "=", screenName)
      .where("screen_view", "=", view)
      .where("segment_type", "=", seg)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    // Too large to be a screen the studio could have saved: refused unparsed (the renderer falls back).
    if (row) return parseCappedConfiguration(row.config, "content", screenName) as ScreenConfiguration | null;
  }
  return null;
}

/** getContentfulScreenConfiguration: { code, success, response }; an unknown screen is an empty response. */
export async function getContentfulScreenConfiguration(
  services: Pick<AppServices, "db">,
  screenName: string,
  screenView: string,
  segment = DEFAULT_SEGMENT,
): Promise<ContentResponse> {
  const config = await getPublishedConfiguration(services, screenName, screenView, segment);
  return config ? { code: 200, success: true, response: config } : { code: 404, success: false, response: null };
}

/**
 * Writes the CDN copy of a configuration; false (logged) when it could not. The copy is only a fallback for
 * renderers, so a full disk or a missing directory never fails a publish or stops an instance from starting.
 */
export async function writeCdnCopy(screenName: string, view: string, segment: string, config: ScreenConfiguration): Promise<boolean> {
  const dir = cdnDir();
  const file = path.join(dir, cdnFileName(screenName, view, segment));
  // Write-then-rename so a reader never sees half a file; the temporary name is this write's own, because other
  // instances (and other publishes in this one) may be writing the same copy at the same moment.
  const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(tmp, JSON.stringify(config));
    await fs.rename(tmp, file);
    return true;
  } catch (e) {
    log.warn({ event: "CDN_COPY_WRITE_FAILED", file, message: (e as Error).message });
    await fs.rm(tmp, { force: true }).catch(() => {});
    return false;
  }
}

/** Writes CDN copies of every latest configuration (at start-up, so the CDN source exists from the first request). */
export async function writeAllCdnCopies({ db }: Pick<AppServices, "db">) {
  const rows = await db
    .selectFrom("screen_configurations")
    .select(["screen_name", "screen_view", "segment_type", "config", "version"])
    .orderBy("version", "asc")
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) latest.set(`${r.screen_name}|${r.screen_view}|${r.segment_type}`, r);
  for (const r of latest.values()) await writeCdnCopy(r.screen_name, r.screen_view, r.segment_type, JSON.parse(r.config));
}

export interface PublishResult {
  success: boolean;
  version: number | null;
  errors: SchemaIssue[];
}

/**
 * Validates, versions and publishes. A bad configuration is refused with every error and its JSON path,
 * and nothing is stored. The version is the next one for (screen, view, segment), whatever the body says.
 */
export async function publishScreenConfiguration(
  services: AppServices,
  input: { screenName: string; screenView: string; config: unknown; publishedBy: string },
  now = new Date(),
): Promise<PublishResult> {
  if (!["web", "mweb"].includes(input.screenView)) {
    return { success: false, version: null, errors: [{ path: "/screenView", message: "must be web or mweb" }] };
  }
  const errors = validateForPublish(input.config, env().ALLOWED_URL_SUFFIXES);
  const config = input.config as ScreenConfiguration;
  if (!errors.length && config.screen_name !== input.screenName) {
    errors.push({ path: "/screen_name", message: `must equal screenName '${input.screenName}'` });
  }
  if (errors.length) return { success: false, version: null, errors };
  const segment = config.segment_type;
  const version = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("screen_configurations")
      .select((eb) => eb.fn.max("version").as("v"))
      .where("screen_name", "=", input.screenName)
      .where("screen_view", "=", input.screenView)
      .where("segment_type", "=", segment)
      .executeTakeFirst();
    const next = Number(row?.v ?? 0) + 1;
    const stored = { ...config, version: next };
    await trx
      .insertInto("screen_configurations")
      .values({
        screen_name: input.screenName,
        screen_view: input.screenView,
        segment_type: segment,
        version: next,
        config: JSON.stringify(stored),
        published_at: now.toISOString(),
        published_by: input.publishedBy,
      })
      .execute();
    return next;
  });
  await writeCdnCopy(input.screenName, input.screenView, segment, { ...config, version });
  // The cached copies go before the message does: an instance that drops its pages on the message must not
  // re-render them from the old version still in the cache. Publishing the default segment drops every segment's
  // copy, since a segment without a configuration of its own was given the default one.
  for (const seg of segment === DEFAULT_SEGMENT ? SCREEN_SEGMENTS : [segment]) {
    await services.cache.delete(screenConfigCacheKey(input.screenName, input.screenView, seg));
  }
  await services.cache.publish(
    SCREEN_PUBLISHED_CHANNEL,
    JSON.stringify({ screenName: input.screenName, screenView: input.screenView, segment, version }),
  );
  return { success: true, version, errors: [] };
}
