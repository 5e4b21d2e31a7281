/**
 * Studio drafts: one working draft per (screen, view, segment), saved on the server. Every save names the
 * revision it was based on; a save based on an older revision is a conflict and changes nothing, so two
 * editors saving the same draft never overwrite each other silently.
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { DB } from "../db/client";
import { bundledScreenConfiguration, DEFAULT_SEGMENT } from "./bundled";
import { getPublishedConfiguration } from "./store";

export const STUDIO_SCREENS = ["diag_home", "a247_home", "consult_home", "credit_card_home", "credit_card_active"] as const;
export const STUDIO_VIEWS = ["web", "mweb"] as const;
/** The segments a screen can have a configuration for. */
export const STUDIO_SEGMENTS = ["signed_out", "signed_in", "circle", "corporate"] as const;

export type DraftStatus = "draft" | "in_review" | "returned" | "approved";

export interface ScreenKey {
  screenName: string;
  screenView: string;
  segment: string;
}

export interface Draft extends ScreenKey {
  id: number;
  config: ScreenConfiguration;
  revision: number;
  baseVersion: number;
  status: DraftStatus;
  reviewNote: string | null;
  updatedBy: string;
  updatedAt: string;
  /** Actor keys of everyone who changed the draft since its base version. */
  authors: string[];
  /** Actor key of the publisher who approved it as it stands. */
  approvedBy: string | null;
}

export function isStudioKey(k: ScreenKey): boolean {
  return (
    (STUDIO_SCREENS as readonly string[]).includes(k.screenName) &&
    (STUDIO_VIEWS as readonly string[]).includes(k.screenView) &&
    (STUDIO_SEGMENTS as readonly string[]).includes(k.segment)
  );
}

type DraftRow = {
  id: number; screen_name: string; screen_view: string; segment_type: string; config: string; revision: number;
  base_version: number; status: string; review_note: string | null; updated_by: string; updated_at: string;
  authors: string; approved_by: string | null;
};

function parseAuthors(raw: string): string[] {
  try {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

function toDraft(r: DraftRow): Draft {
  return {
    id: r.id,
    screenName: r.screen_name,
    screenView: r.screen_view,
    segment: r.segment_type,
    config: JSON.parse(r.config),
    revision: Number(r.revision),
    baseVersion: Number(r.base_version),
    status: r.status as DraftStatus,
    reviewNote: r.review_note,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at,
    authors: parseAuthors(r.authors),
    approvedBy: r.approved_by,
  };
}

/** The live version of a screen: exactly this segment's, not the signed-out fallback. */
export async function liveVersion(db: DB, k: ScreenKey): Promise<{ version: number; config: ScreenConfiguration } | null> {
  const row = await db
    .selectFrom("screen_configurations")
    .select(["version", "config"])
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { version: Number(row.version), config: JSON.parse(row.config) } : null;
}

export async function findDraft(db: DB, k: ScreenKey): Promise<Draft | null> {
  const row = await db
    .selectFrom("studio_drafts")
    .selectAll()
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .executeTakeFirst();
  return row ? toDraft(row as DraftRow) : null;
}

/** The draft of a screen, started from its live configuration (or the signed-out one, for a new segment). */
export async function openDraft(db: DB, k: ScreenKey, actor: string, now = new Date()): Promise<Draft> {
  const existing = await findDraft(db, k);
  if (existing) return existing;
  const live = await liveVersion(db, k);
  const start: ScreenConfiguration =
    live?.config ??
    ((await getPublishedConfiguration({ db }, k.screenName, k.screenView, DEFAULT_SEGMENT)) ||
      bundledScreenConfiguration(k.screenName, k.screenView, DEFAULT_SEGMENT) || {
        screen_name: k.screenName,
        segment_type: k.segment,
        screen_identifier: k.screenName,
        version: 1,
        containers: [{ type: "vertical", position: 0, sections: [] }],
      });
  await db
    .insertInto("studio_drafts")
    .values({
      screen_name: k.screenName,
      screen_view: k.screenView,
      segment_type: k.segment,
      config: JSON.stringify({ ...start, segment_type: k.segment }),
      revision: 1,
      base_version: live?.version ?? 0,
      status: "draft",
      review_note: null,
      updated_by: actor,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["screen_name", "screen_view", "segment_type"]).doNothing())
    .execute();
  return (await findDraft(db, k))!;
}

export type SaveResult =
  | { ok: true; draft: Draft }
  | { ok: false; conflict: true; current: Draft };

/**
 * Saves a draft if nobody saved since `baseRevision` (a conditional UPDATE, so two saves racing on two
 * instances cannot both win). A saved draft goes back to "draft" status: a change after review needs review again.
 */
export async function saveDraft(
  db: DB,
  k: ScreenKey,
  config: unknown,
  baseRevision: number,
  actor: string,
  now = new Date(),
  /** Actor key recorded as an author of the draft (defaults to `actor`). */
  authorKey = actor,
): Promise<SaveResult> {
  const before = await findDraft(db, k);
  const authors = [...new Set([...(before?.authors ?? []), authorKey])];
  const result = await db
    .updateTable("studio_drafts")
    .set({ config: JSON.stringify(config), revision: baseRevision + 1, status: "draft", approved_by: null, authors: JSON.stringify(authors), updated_by: actor, updated_at: now.toISOString() })
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .where("revision", "=", baseRevision)
    .executeTakeFirst();
  const current = (await findDraft(db, k))!;
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, conflict: true, current };
  return { ok: true, draft: current };
}

/** Review states: send for review, approve, return with a note. */
export async function setDraftStatus(db: DB, k: ScreenKey, status: DraftStatus, note: string | null, actor: string, now = new Date(), approverKey: string | null = null) {
  await db
    .updateTable("studio_drafts")
    .set({ status, review_note: note, approved_by: status === "approved" ? approverKey : null, updated_by: actor, updated_at: now.toISOString() })
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .execute();
}

/**
 * Moves the draft onto a new base version. With no `keep` the draft starts again from what is now live (after a
 * publish of the draft, a discard); with `keep` it keeps the authors, status and approval of the unpublished
 * changes merged onto the new version (after a rollback or an API publish).
 */
export async function resetDraft(
  db: DB,
  k: ScreenKey,
  config: ScreenConfiguration,
  version: number,
  actor: string,
  now = new Date(),
  keep?: { authors: string[]; status: DraftStatus; approvedBy: string | null; reviewNote: string | null },
  /** Only if the draft is still at this revision (a colleague's save since then is not overwritten). */
  expectedRevision?: number,
): Promise<boolean> {
  const current = await findDraft(db, k);
  if (expectedRevision !== undefined && current && current.revision !== expectedRevision) return false;
  let update = db
    .updateTable("studio_drafts")
    .set({
      config: JSON.stringify(config),
      revision: (current?.revision ?? 0) + 1,
      base_version: version,
      status: keep?.status ?? "draft",
      review_note: keep?.reviewNote ?? null,
      authors: JSON.stringify(keep?.authors ?? []),
      approved_by: keep?.approvedBy ?? null,
      updated_by: actor,
      updated_at: now.toISOString(),
    })
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment);
  if (current) update = update.where("revision", "=", current.revision);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 || !current;
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
}

export async function listVersions(db: DB, k: ScreenKey): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom("screen_configurations")
    .select(["version", "published_at", "published_by"])
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({ version: Number(r.version), publishedAt: r.published_at, publishedBy: r.published_by }));
}

export async function getVersion(db: DB, k: ScreenKey, version: number): Promise<ScreenConfiguration | null> {
  const row = await db
    .selectFrom("screen_configurations")
    .select("config")
    .where("screen_name", "=", k.screenName)
    .where("screen_view", "=", k.screenView)
    .where("segment_type", "=", k.segment)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? JSON.parse(row.config) : null;
}

export interface ScreenOverview extends ScreenKey {
  liveVersion: number | null;
  draftStatus: DraftStatus | null;
  draftRevision: number | null;
  scheduled: number;
}

/** Every screen × view × segment with its live version, draft and scheduled publishes. */
export async function screensOverview(db: DB): Promise<ScreenOverview[]> {
  const live = await db
    .selectFrom("screen_configurations")
    .select(["screen_name", "screen_view", "segment_type", (eb) => eb.fn.max("version").as("v")])
    .groupBy(["screen_name", "screen_view", "segment_type"])
    .execute();
  const drafts = await db.selectFrom("studio_drafts").select(["screen_name", "screen_view", "segment_type", "status", "revision"]).execute();
  const scheduled = await db
    .selectFrom("studio_schedules")
    .select(["screen_name", "screen_view", "segment_type"])
    .where("status", "=", "scheduled")
    .execute();
  const key = (a: string, b: string, c: string) => `${a}|${b}|${c}`;
  const liveBy = new Map(live.map((r) => [key(r.screen_name, r.screen_view, r.segment_type), Number(r.v)]));
  const draftBy = new Map(drafts.map((r) => [key(r.screen_name, r.screen_view, r.segment_type), r]));
  const out: ScreenOverview[] = [];
  for (const screenName of STUDIO_SCREENS)
    for (const screenView of STUDIO_VIEWS)
      for (const segment of STUDIO_SEGMENTS) {
        const k = key(screenName, screenView, segment);
        const d = draftBy.get(k);
        out.push({
          screenName,
          screenView,
          segment,
          liveVersion: liveBy.get(k) ?? null,
          draftStatus: (d?.status as DraftStatus) ?? null,
          draftRevision: d ? Number(d.revision) : null,
          scheduled: scheduled.filter((s) => key(s.screen_name, s.screen_view, s.segment_type) === k).length,
        });
      }
  return out;
}
