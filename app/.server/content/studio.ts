/**
 * Studio operations over drafts and versions: checks, publish, rollback (whole screen or one section),
 * review and scheduled publishes. Every change is written to the audit log. Callers check the role first.
 *
 * The draft model (docs/decisions/2026-11-27-studio-draft-model.md): a draft is based on a version. Every way a
 * version is made (publishing the draft, a rollback of the screen or of one section, a scheduled publish, the
 * content API) goes through `publishVersion`, which runs the same checks, the review rule and the audit, and then
 * moves the draft onto the new version: its unpublished changes are merged on per section, or the publish is
 * refused (or needs confirming) when they collide.
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
import { getVersion, liveVersion, openDraft, resetDraft, saveDraft, setDraftStatus, type Draft, type ScreenKey } from "./drafts";
import { changesAsText, describeChanges, withSectionFrom } from "./diff";
import { API_ACTOR, studioNames, type Actor } from "./access";
import { changedSections, mergeSections, sameOrder } from "./merge";
import { reviewRefusal } from "./review-rule";
import { failingDataSources } from "./source-probe";

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

export type PublishKind = "publish" | "rollback" | "rollback_section" | "scheduled_publish" | "api_publish";

export type PublishRefusal = "checks" | "review" | "confirm" | "conflict" | "sources";

export type PublishOutcome =
  | { ok: true; version: number; report: CheckReport; draftKept: string[]; draftReplaced: string[]; failingSources?: CheckIssue[] }
  | { ok: false; refusal: PublishRefusal; message: string; report: CheckReport; sections?: string[]; failingSources?: CheckIssue[] };

interface PublishRequest {
  kind: PublishKind;
  config: ScreenConfiguration;
  actor: Actor;
  /** Earlier versions whose links count as known (a rollback restores what was live before). */
  known?: ScreenConfiguration[];
  /** The publisher confirmed that unpublished draft changes colliding with this version give way to it. */
  confirmed?: boolean;
  /** What the audit entry says besides the version and the changes ("to version 3"). */
  note?: string;
}

/** Who made a draft's unpublished changes, by name ("Priya Sharma and Content API"). */
async function authorsOf(services: AppServices, draft: Draft): Promise<string> {
  const names = await studioNames(services.db);
  const list = draft.authors.map((a) => names[a] ?? a);
  return list.length ? list.join(" and ") : draft.updatedBy;
}

/** The configuration the draft started from (its base version), or null for a screen never published. */
async function draftBase(services: AppServices, k: ScreenKey, draft: Draft): Promise<ScreenConfiguration | null> {
  return draft.baseVersion ? getVersion(services.db, k, draft.baseVersion) : null;
}

async function audit(services: AppServices, k: ScreenKey, actor: Actor, action: string, detail: string) {
  await recordAudit(services.db, { accountId: actor.accountId, actor: actor.name, action, screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail });
}

/** The one publish path: checks, review rule, draft rebase (or refusal), immutable version, caches, audit. */
export async function publishVersion(services: AppServices, k: ScreenKey, req: PublishRequest): Promise<PublishOutcome> {
  const live = await liveVersion(services.db, k);
  const toPublish = { ...req.config, screen_name: k.screenName, segment_type: k.segment } as ScreenConfiguration;
  const report = checksFor(toPublish, [...(live ? [live.config] : []), ...(req.known ?? [])]);
  const refuse = async (refusal: PublishRefusal, message: string, sections?: string[]): Promise<PublishOutcome> => {
    await audit(services, k, req.actor, `${req.kind}_refused`, `${message}${sections?.length ? ` (${sections.join(", ")})` : ""}`);
    return { ok: false, refusal, message, report, sections };
  };
  if (report.errors.length) return refuse("checks", `${report.errors.length} errors`);

  const draft = await openDraft(services.db, k, req.actor.name);
  if (req.kind === "publish") {
    const why = reviewRefusal(draft, req.actor.key);
    if (why) return refuse("review", why);
  }

  // Where the draft goes: the published draft is the new version itself; otherwise its unpublished changes are
  // merged onto the new version, section by section.
  let next: { config: ScreenConfiguration; kept: string[]; replaced: string[] } = { config: toPublish, kept: [], replaced: [] };
  if (req.kind !== "publish") {
    const base = await draftBase(services, k, draft);
    const unpublished = changedSections(base, draft.config);
    if (!unpublished.length && !sameOrder(base, draft.config)) unpublished.push("the order of sections");
    const merged = mergeSections(base, draft.config, toPublish, null);
    if (unpublished.length) {
      const who = await authorsOf(services, draft);
      if (req.kind === "api_publish" && merged.conflicts.length) {
        return refuse("conflict", `The studio draft has unpublished changes by ${who} to the same sections. Publish or discard them in the studio first.`, merged.conflicts);
      }
      if (req.kind === "rollback" && !req.confirmed) {
        return refuse("confirm", `The draft has unpublished changes by ${who}. Roll back anyway? They are kept on top of the rolled-back version, except in sections the rollback changes.`, unpublished);
      }
      if (req.kind === "rollback_section" && merged.conflicts.length && !req.confirmed) {
        return refuse("confirm", `The draft has unpublished changes by ${who} to this section. Roll it back anyway? The draft's change to it is replaced.`, merged.conflicts);
      }
    }
    next = { config: merged.config, kept: merged.kept, replaced: merged.conflicts };
  }

  const result = await publishScreenConfiguration(services, { screenName: k.screenName, screenView: k.screenView, config: toPublish, publishedBy: req.actor.name });
  if (!result.success || result.version === null) {
    const errors = result.errors.map((e) => ({ ...e, section: null }));
    await audit(services, k, req.actor, `${req.kind}_refused`, `${errors.length} errors`);
    return { ok: false, refusal: "checks", message: "Publish refused: fix the errors below.", report: { errors, warnings: report.warnings } };
  }
  const version = result.version;
  await invalidateScreenConfiguration(services, k.screenName, k.screenView, k.segment);

  await rebaseDraft(services, k, draft, { ...next.config, version }, { ...toPublish, version }, version, req.actor.name);
  const draftNote = [
    next.kept.length ? `draft keeps its unpublished changes to ${next.kept.join(", ")}` : "",
    next.replaced.length ? `draft changes replaced by this version: ${next.replaced.join(", ")}` : "",
  ].filter(Boolean);
  await audit(
    services,
    k,
    req.actor,
    req.kind,
    [`version ${version}${req.note ? ` (${req.note})` : ""}`, ...draftNote, changesAsText(describeChanges(live?.config ?? null, toPublish))].join("\n"),
  );
  return { ok: true, version, report, draftKept: next.kept, draftReplaced: next.replaced };
}

/**
 * Moves the draft onto a version just written, with a revision check: if a colleague saved the draft after it was
 * read (`read`), their save is not overwritten; their changes since `read` are merged onto the rebased draft
 * (section by section, theirs winning where both changed) and the check is made again.
 */
export async function rebaseDraft(
  services: AppServices,
  k: ScreenKey,
  read: Draft,
  draftConfig: ScreenConfiguration,
  published: ScreenConfiguration,
  version: number,
  actorName: string,
): Promise<void> {
  let seen = read;
  let config = draftConfig;
  for (let attempt = 0; attempt < 5; attempt++) {
    const stillUnpublished = changedSections(published, config).length > 0 || !sameOrder(published, config);
    const keep = stillUnpublished ? { authors: seen.authors, status: seen.status, approvedBy: seen.approvedBy, reviewNote: seen.reviewNote } : undefined;
    if (await resetDraft(services.db, k, config, version, actorName, new Date(), keep, seen.revision)) return;
    const now = await openDraft(services.db, k, actorName);
    // Their save since `seen`, on top of what the draft was about to become.
    config = { ...mergeSections(seen.config, now.config, config, "mine").config, version };
    seen = now;
  }
  throw new Error(`The draft of ${k.screenName} kept changing while version ${version} was written; reload the studio.`);
}

export const publishDraft = async (services: AppServices, k: ScreenKey, actor: Actor): Promise<PublishOutcome> => {
  const draft = await openDraft(services.db, k, actor.name);
  return publishVersion(services, k, { kind: "publish", config: draft.config, actor });
};

/** Rolls the screen back to an earlier version in one action: that configuration becomes a new version. */
export async function rollbackTo(services: AppServices, k: ScreenKey, version: number, actor: Actor, confirmed = false): Promise<PublishOutcome | null> {
  const old = await getVersion(services.db, k, version);
  if (!old) return null;
  return publishVersion(services, k, { kind: "rollback", config: old, actor, known: [old], confirmed, note: `to version ${version}` });
}

/** Rolls back one section alone: the live screen with that section as it was in `version`. */
export async function rollbackSection(services: AppServices, k: ScreenKey, version: number, section: string, actor: Actor, confirmed = false): Promise<PublishOutcome | null> {
  const old = await getVersion(services.db, k, version);
  const live = await liveVersion(services.db, k);
  if (!old || !live) return null;
  return publishVersion(services, k, { kind: "rollback_section", config: withSectionFrom(live.config, old, section), actor, known: [old], confirmed, note: `${section} to version ${version}` });
}

export const REVIEW_REQUIRED_MESSAGE =
  "Review required: the configuration is now the studio draft, sent for review. A publisher who did not make it approves and publishes it in the studio.";

/** What the content API asks for besides the configuration. */
export interface ApiPublishOptions {
  /** The caller's answer to "Publish anyway?": publish although a data source failed when tried. */
  publishWithFailingSources?: boolean;
}

/** The message for an API publish refused because a data source failed, naming the sections. */
export const failingSourcesMessage = (sections: string[]) =>
  `The data source of ${sections.join(", ")} failed when tried just now: patients would see an error there. ` +
  "Nothing was stored. Send publishWithFailingSources: true to publish anyway.";

/**
 * A publish through the content API (the editor token). The token is an author like any editor, so under the
 * review rule its configuration becomes the studio draft, in review, merged per section onto unpublished studio
 * changes (refused when they collide); with the rule off it is published like any other version.
 *
 * Its data sources are tried first, as a studio publish tries them (source-probe.ts). The API cannot be asked
 * "Publish anyway?", so a failing source refuses the request, naming the sections, unless the caller already
 * answered yes (`publishWithFailingSources`); then the failures are audited and returned as warnings, and the
 * publisher who later publishes the draft in review is asked again (docs/decisions/2026-11-27-content-api-failing-sources.md).
 */
export async function publishFromApi(
  services: AppServices,
  request: Request,
  k: ScreenKey,
  config: ScreenConfiguration,
  options: ApiPublishOptions = {},
): Promise<PublishOutcome> {
  const live = await liveVersion(services.db, k);
  const toPublish = { ...config, screen_name: k.screenName, segment_type: k.segment } as ScreenConfiguration;
  const report = checksFor(toPublish, live?.config ?? null);
  if (report.errors.length) {
    await audit(services, k, API_ACTOR, "api_publish_refused", `${report.errors.length} errors`);
    return { ok: false, refusal: "checks", message: `${report.errors.length} errors`, report };
  }
  const failing = await failingDataSources(services, request, toPublish);
  const sourcesNote = failing.map((f) => `${f.section}: ${f.message}`).join("\n");
  if (failing.length && !options.publishWithFailingSources) {
    const sections = failing.map((f) => f.section ?? "");
    const message = failingSourcesMessage(sections);
    await audit(services, k, API_ACTOR, "api_publish_refused", `${message}\n${sourcesNote}`);
    return { ok: false, refusal: "sources", message, report, sections, failingSources: failing };
  }
  if (env().STUDIO_REVIEW_RULE === "none") {
    const outcome = await publishVersion(services, k, { kind: "api_publish", config, actor: API_ACTOR });
    if (outcome.ok && failing.length) await audit(services, k, API_ACTOR, "publish_warnings", sourcesNote);
    return { ...outcome, failingSources: failing };
  }
  const draft = await openDraft(services.db, k, API_ACTOR.name);
  const base = live?.config ?? null;
  // The API's configuration is a change made from the live version; the draft is what the studio has meanwhile.
  const merged = mergeSections(base, toPublish, draft.config, null);
  if (merged.conflicts.length) {
    const message = `The studio draft has unpublished changes by ${await authorsOf(services, draft)} to the same sections. Publish or discard them in the studio first.`;
    await audit(services, k, API_ACTOR, "api_publish_refused", `${message} (${merged.conflicts.join(", ")})`);
    return { ok: false, refusal: "conflict", message, report, sections: merged.conflicts };
  }
  const saved = await saveDraft(services.db, k, merged.config, draft.revision, API_ACTOR.name, new Date(), API_ACTOR.key);
  if (!saved.ok) return { ok: false, refusal: "conflict", message: "The studio draft changed at the same moment; send it again.", report };
  await setDraftStatus(services.db, k, "in_review", null, API_ACTOR.name);
  const changes = changesAsText(describeChanges(base, merged.config));
  await audit(services, k, API_ACTOR, "submit_review", failing.length ? `${changes}\nSent although data sources failed when tried:\n${sourcesNote}` : changes);
  return { ok: false, refusal: "review", message: REVIEW_REQUIRED_MESSAGE, report, failingSources: failing };
}
