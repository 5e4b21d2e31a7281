/**
 * Studio operations over drafts and versions: checks, publish, rollback (whole screen or one section),
 * review and scheduled publishes. Every change is written to the audit log. Callers check the role first.
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { AppServices } from "../app-context";
import { env } from "../env";
import { invalidateScreenConfiguration } from "~/sdui/config-source.server";
import { publishScreenConfiguration } from "./store";
import { recordAudit } from "./audit";
import { checkConfiguration, type CheckIssue, type CheckReport } from "./checks";
import { dataSourceProblems } from "~/sdui/validate.server";
import type { Section } from "#schemas/generated/section";
import { getVersion, liveVersion, openDraft, resetDraft, type ScreenKey } from "./drafts";
import { withSectionFrom } from "./diff";
import type { StudioUser } from "./access";

export function checksFor(config: unknown, live: ScreenConfiguration | ScreenConfiguration[] | null): CheckReport {
  const e = env();
  return checkConfiguration(config, { allowedUrlSuffixes: e.ALLOWED_URL_SUFFIXES, allowedDataHosts: e.ALLOWED_DATA_HOSTS, live });
}

/**
 * Data sources of a draft that may not run (a GraphQL document that writes, a REST URI off the allow-list),
 * each at its JSON path. A draft is work in progress and may be incomplete, but these are refused on save:
 * the preview runs the saved draft's sources.
 */
export function draftDataSourceErrors(config: unknown): CheckIssue[] {
  const containers = (config as { containers?: unknown } | null)?.containers;
  if (!Array.isArray(containers)) return [];
  return containers.flatMap((c, ci) => {
    const sections = (c as { sections?: unknown } | null)?.sections;
    if (!Array.isArray(sections)) return [];
    return sections.flatMap((s: Partial<Section> | null, si) => {
      const ds = s?.data_source as Record<string, unknown> | undefined;
      // Only sources complete enough to run; the rest are schema errors, reported by the checks.
      const runnable = ds?.type === "API" && (ds.api_type === "GRAPHQL" ? typeof ds.query === "string" : ds.api_type === "REST" && typeof ds.uri === "string");
      if (!runnable) return [];
      return dataSourceProblems(s as Section).map((i) => ({
        path: `/containers/${ci}/sections/${si}${i.path}`,
        message: i.message,
        section: typeof s?.name === "string" ? s.name : null,
      }));
    });
  });
}

export type PublishOutcome =
  | { ok: true; version: number; report: CheckReport }
  | { ok: false; report: CheckReport };

/** Publishes a configuration for a screen key: checks, immutable version, CDN copy, caches dropped everywhere. */
export async function publishChecked(
  services: AppServices,
  k: ScreenKey,
  config: ScreenConfiguration,
  actor: string,
  /** Earlier versions whose links count as known (a rollback restores what was live before). */
  known: ScreenConfiguration[] = [],
): Promise<PublishOutcome> {
  const live = await liveVersion(services.db, k);
  const toPublish = { ...config, screen_name: k.screenName, segment_type: k.segment };
  const report = checksFor(toPublish, [...(live ? [live.config] : []), ...known]);
  if (report.errors.length) return { ok: false, report };
  const result = await publishScreenConfiguration(services, { screenName: k.screenName, screenView: k.screenView, config: toPublish, publishedBy: actor });
  if (!result.success || result.version === null) {
    return { ok: false, report: { errors: result.errors.map((e) => ({ ...e, section: null })), warnings: report.warnings } };
  }
  await invalidateScreenConfiguration(services, k.screenName, k.screenView, k.segment);
  return { ok: true, version: result.version, report };
}

export async function publishDraft(services: AppServices, k: ScreenKey, user: StudioUser): Promise<PublishOutcome> {
  const draft = await openDraft(services.db, k, user.mobileNumber);
  const outcome = await publishChecked(services, k, draft.config, user.mobileNumber);
  if (outcome.ok) {
    await resetDraft(services.db, k, { ...draft.config, version: outcome.version }, outcome.version, user.mobileNumber);
    await recordAudit(services.db, { accountId: user.accountId, actor: user.mobileNumber, action: "publish", screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail: `version ${outcome.version}` });
  } else {
    await recordAudit(services.db, { accountId: user.accountId, actor: user.mobileNumber, action: "publish_refused", screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail: `${outcome.report.errors.length} errors` });
  }
  return outcome;
}

/** Rolls the screen back to an earlier version in one action: that configuration becomes a new version. */
export async function rollbackTo(services: AppServices, k: ScreenKey, version: number, user: StudioUser): Promise<PublishOutcome | null> {
  const old = await getVersion(services.db, k, version);
  if (!old) return null;
  const outcome = await publishChecked(services, k, old, user.mobileNumber, [old]);
  if (outcome.ok) {
    await resetDraft(services.db, k, { ...old, version: outcome.version }, outcome.version, user.mobileNumber);
    await recordAudit(services.db, { accountId: user.accountId, actor: user.mobileNumber, action: "rollback", screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail: `to version ${version}, now version ${outcome.version}` });
  }
  return outcome;
}

/** Rolls back one section alone: the live screen with that section as it was in `version`. */
export async function rollbackSection(services: AppServices, k: ScreenKey, version: number, section: string, user: StudioUser): Promise<PublishOutcome | null> {
  const old = await getVersion(services.db, k, version);
  const live = await liveVersion(services.db, k);
  if (!old || !live) return null;
  const outcome = await publishChecked(services, k, withSectionFrom(live.config, old, section), user.mobileNumber, [old]);
  if (outcome.ok) {
    await recordAudit(services.db, { accountId: user.accountId, actor: user.mobileNumber, action: "rollback_section", screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail: `${section} to version ${version}, now version ${outcome.version}` });
  }
  return outcome;
}
