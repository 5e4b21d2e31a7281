/**
 * Loader and action of the studio editor (/studio/:screen/:view/:segment). Every intent checks the role it
 * needs: editors save and send for review; publishers also approve, return, publish, schedule and roll back.
 */
import { readForm } from "~/.server/form";
import { data } from "@remix-run/node";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { widgets } from "#widgets/registry";
import { getServices } from "~/.server/app-context";
import { actorOf, requireStudioUser, studioNames, type StudioUser } from "~/.server/content/access";
import { listAudit, recordAudit } from "~/.server/content/audit";
import { describeChanges, diffScreens } from "~/.server/content/diff";
import { mergeSections, type Prefer } from "~/.server/content/merge";
import { approvalRefusal, reviewRefusal } from "~/.server/content/review-rule";
import { draftProblems } from "~/sdui/validate.server";
import {
  findDraft,
  getVersion,
  isStudioKey,
  STUDIO_SCREENS,
  STUDIO_SEGMENTS,
  listVersions,
  liveVersion,
  openDraft,
  resetDraft,
  saveDraft,
  setDraftStatus,
  type ScreenKey,
} from "~/.server/content/drafts";
import { checksFor, draftDataSourceErrors, publishDraft, rollbackSection, rollbackTo, type PublishOutcome } from "~/.server/content/studio";
import { cancelSchedule, listSchedules, schedulePublish } from "~/.server/content/schedules";
import { killedSections, sectionFailures, setSectionKilled } from "~/.server/content/kill-switch";
import { failingDataSources } from "~/.server/content/source-probe";
import { findSection, viewDrift, withSectionCopied } from "~/.server/content/drift";

export function screenKeyOf(params: Record<string, string | undefined>): ScreenKey {
  const k = { screenName: params.screen ?? "", screenView: params.view ?? "", segment: params.segment ?? "" };
  if (!isStudioKey(k)) throw new Response("Not found", { status: 404 });
  return k;
}

/** What the catalogue offers: every widget type with its samples and props schema. */
export function widgetCatalogue() {
  return widgets.map((w) => ({
    type: w.type,
    propsSchema: w.propsSchema,
    samples: w.samples.map((s) => ({ name: s.name, props: s.props as unknown, meta: s.meta ?? null })),
  }));
}

export async function editorLoader(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStudioUser(request);
  const k = screenKeyOf(params);
  const { db } = await getServices();
  let draft = await openDraft(db, k, user.name);
  const live = await liveVersion(db, k);
  // A draft saved before drafts were checked on save may not be a screen at all ({}): it starts again from live,
  // said in the audit log, rather than breaking the editor for everyone.
  if (draftProblems(draft.config).length && live) {
    await resetDraft(db, k, live.config, live.version, user.name);
    await audit(user, k, "draft_unreadable", "the saved draft was not a screen configuration; started again from the live version");
    draft = (await openDraft(db, k, user.name))!;
  }
  const names = await studioNames(db);
  const versions = await listVersions(db, k);
  const url = new URL(request.url);
  const from = Number(url.searchParams.get("from"));
  const to = Number(url.searchParams.get("to"));
  let diff = null;
  if (from && to) {
    const [a, b] = await Promise.all([getVersion(db, k, from), getVersion(db, k, to)]);
    if (a && b) diff = { from, to, ...diffScreens(a, b) };
  }
  // The other view of this screen and segment: a change made here only is one half the patients do not get.
  const otherKey = { ...k, screenView: k.screenView === "web" ? "mweb" : "web" };
  const [otherDraft, otherLive] = await Promise.all([findDraft(db, otherKey), liveVersion(db, otherKey)]);
  const otherConfig = otherDraft?.config ?? otherLive?.config;
  const drift = otherConfig ? viewDrift({ draft: draft.config, live: live?.config ?? null }, { draft: otherConfig, live: otherLive?.config ?? null }) : [];
  return data(
    {
      user: { mobileNumber: user.mobileNumber, role: user.role, name: user.name },
      drift: { otherView: otherKey.screenView, sections: drift, screens: [...STUDIO_SCREENS], segments: [...STUDIO_SEGMENTS] },
      key: k,
      draft: { ...draft, authorNames: draft.authors.map((a) => names[a] ?? a), approvedByName: draft.approvedBy ? names[draft.approvedBy] ?? draft.approvedBy : null },
      liveVersion: live?.version ?? null,
      /** The draft against live, per section, in words: what a reviewer approves and a publisher puts live. */
      changes: describeChanges(live?.config ?? null, draft.config),
      /** Why this user may not publish the draft as it stands (the review rule), or null. */
      publishBlocked: user.role === "publisher" ? reviewRefusal(draft, actorOf(user).key) : null,
      report: checksFor(draft.config, live?.config ?? null),
      versions,
      diff,
      schedules: await listSchedules(db, k),
      audit: await listAudit(db, { screenName: k.screenName, screenView: k.screenView, segment: k.segment }, 20),
      catalogue: widgetCatalogue(),
      failures: await sectionFailures(db, k.screenName),
      killed: await killedSections(db, k.screenName),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

async function audit(user: StudioUser, k: ScreenKey, action: string, detail?: string) {
  const { db } = await getServices();
  await recordAudit(db, { accountId: user.accountId, actor: user.name, action, screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail });
}

type Issue = { path: string; message: string; section: string | null };

export type EditorActionResult =
  | { intent: string; ok: true; message: string; revision?: number; version?: number; warnings?: Issue[] }
  | {
      intent: string;
      ok: false;
      message: string;
      /** Someone saved since this editor's revision; `sections` are those both changed (a merge needs a choice). */
      conflict?: { revision: number; updatedBy: string; config: ScreenConfiguration; sections?: string[] };
      /** The action needs confirming (a rollback over unpublished draft changes): send it again with confirm=on. */
      confirm?: { sections: string[]; version: number; section: string | null };
      errors?: Issue[];
    };

const sectionNameAt = (config: unknown, path: string): string | null => {
  const m = /^\/containers\/(\d+)\/sections\/(\d+)/.exec(path);
  const s = m ? (config as ScreenConfiguration)?.containers?.[Number(m[1])]?.sections?.[Number(m[2])] : undefined;
  return typeof s?.name === "string" ? s.name : null;
};

function parseConfig(raw: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(String(raw ?? ""));
  } catch {
    return undefined;
  }
}

export async function editorAction(request: Request, params: Record<string, string | undefined>) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const publisherIntents = ["approve", "return", "publish", "rollback", "rollback_section", "schedule", "cancel_schedule", "kill_section", "restore_section"];
  const user = await requireStudioUser(request, publisherIntents.includes(intent) ? "publisher" : "editor");
  const k = screenKeyOf(params);
  const services = await getServices();
  const { db } = services;
  const reply = (r: EditorActionResult, status = 200) => data(r, { status });
  const draftNote = (o: PublishOutcome & { ok: true }) =>
    [o.draftKept.length ? `; the draft keeps its unpublished changes to ${o.draftKept.join(", ")}` : "", o.draftReplaced.length ? `; the draft's changes to ${o.draftReplaced.join(", ")} were replaced` : ""].join("");
  const refusal = (intent: string, o: PublishOutcome & { ok: false }, checksMessage: string) => {
    if (o.refusal === "checks") return reply({ intent, ok: false, message: checksMessage, errors: o.report.errors }, 422);
    if (o.refusal === "confirm") {
      const confirm = { sections: o.sections ?? [], version: Number(form.get("version")), section: form.get("section") ? String(form.get("section")) : null };
      return reply({ intent, ok: false, message: o.message, confirm }, 409);
    }
    return reply({ intent, ok: false, message: o.message }, o.refusal === "review" ? 403 : 409);
  };

  switch (intent) {
    case "save": {
      const config = parseConfig(form.get("config"));
      if (config === undefined) return reply({ intent, ok: false, message: "The draft is not valid JSON." }, 400);
      const shape = draftProblems(config).map((i) => ({ ...i, section: sectionNameAt(config, i.path) }));
      if (shape.length) {
        await audit(user, k, "save_refused", `${shape.length} problems`);
        return reply({ intent, ok: false, message: `Not saved: ${shape.map((e) => e.message).join("; ")}`, errors: shape }, 422);
      }
      const refused = draftDataSourceErrors(config);
      if (refused.length) {
        await audit(user, k, "save_refused", `${refused.length} data sources`);
        return reply({ intent, ok: false, message: `Not saved: ${refused.map((e) => (e.section ? `${e.section}: ${e.message}` : e.message)).join("; ")}`, errors: refused }, 422);
      }
      const actor = actorOf(user);
      const before = await openDraft(db, k, user.name);
      let toSave = config as ScreenConfiguration;
      let revision = Number(form.get("revision"));
      let merged: string[] = [];
      // "Merge": a colleague saved since this editor's revision. Their sections stay; this editor's changes go on
      // top, section by section. Sections both changed need a choice (prefer mine or theirs), never a silent loss.
      if (form.get("merge") === "on" && revision !== before.revision) {
        const base = parseConfig(form.get("base"));
        if (base === undefined || draftProblems(base).length) return reply({ intent, ok: false, message: "The merge needs the revision you started from." }, 400);
        const preferRaw = String(form.get("prefer") ?? "");
        const prefer: Prefer = preferRaw === "mine" || preferRaw === "theirs" ? preferRaw : null;
        const m = mergeSections(base as ScreenConfiguration, toSave, before.config, prefer);
        if (m.conflicts.length && !prefer) {
          return reply(
            {
              intent,
              ok: false,
              message: `You and ${before.updatedBy} both changed ${m.conflicts.join(", ")}. Choose whose version of ${m.conflicts.length === 1 ? "it" : "them"} to keep; everything else is merged.`,
              conflict: { revision: before.revision, updatedBy: before.updatedBy, config: before.config, sections: m.conflicts },
            },
            409,
          );
        }
        toSave = m.config;
        revision = before.revision;
        merged = m.kept;
      }
      const result = await saveDraft(db, k, toSave, revision, user.name, new Date(), actor.key);
      if (!result.ok) {
        return reply(
          {
            intent,
            ok: false,
            message: `${result.current.updatedBy} saved this draft after you opened it. Your changes are kept here: merge them with theirs, or load their version.`,
            conflict: { revision: result.current.revision, updatedBy: result.current.updatedBy, config: result.current.config },
          },
          409,
        );
      }
      const changes = describeChanges(before.config, toSave);
      await audit(user, k, form.get("merge") === "on" ? "merge_draft" : "save_draft", `revision ${result.draft.revision}\n${changes.map((c) => `${c.section}: ${c.changes.map((x) => `${x.field} ${x.from} → ${x.to}`).join("; ")}`).join("\n") || "no changes"}`);
      const message = form.get("merge") === "on" ? `Draft saved: your changes merged with ${before.updatedBy}'s${merged.length ? ` (${merged.join(", ")})` : ""}` : "Draft saved";
      return reply({ intent, ok: true, message, revision: result.draft.revision });
    }
    case "copy_section": {
      // One action: a section of this saved draft into another draft (the other view, another segment or screen),
      // as a saved change there that goes through that draft's review like any other.
      const section = String(form.get("section") ?? "");
      const to = { screenName: String(form.get("toScreen") || k.screenName), screenView: String(form.get("toView") || k.screenView), segment: String(form.get("toSegment") || k.segment) };
      if (!isStudioKey(to)) return reply({ intent, ok: false, message: "Choose a screen, view and segment to copy to." }, 400);
      if (to.screenName === k.screenName && to.screenView === k.screenView && to.segment === k.segment) {
        return reply({ intent, ok: false, message: "That is this draft: choose another view, segment or screen." }, 400);
      }
      const from = await openDraft(db, k, user.name);
      const found = findSection(from.config, section);
      if (!found) return reply({ intent, ok: false, message: "There is no such section in the saved draft. Save your changes first." }, 404);
      const target = await openDraft(db, to, user.name);
      const next = withSectionCopied(target.config, found.section, from.config.containers[found.container].position);
      const problems = [...draftProblems(next), ...draftDataSourceErrors(next)];
      if (problems.length) return reply({ intent, ok: false, message: `Not copied: ${problems.map((p) => p.message).join("; ")}` }, 422);
      const saved = await saveDraft(db, to, next, target.revision, user.name, new Date(), actorOf(user).key);
      if (!saved.ok) return reply({ intent, ok: false, message: `${saved.current.updatedBy} saved that draft at the same moment. Nothing was overwritten; copy again.` }, 409);
      const where = `${to.screenName} · ${to.screenView} · ${to.segment}`;
      const changes = describeChanges(target.config, next);
      await audit(user, to, "copy_section_in", `${section} from ${k.screenName} · ${k.screenView} · ${k.segment}\n${changes.map((c) => `${c.section}: ${c.changes.map((x) => `${x.field} ${x.from} → ${x.to}`).join("; ")}`).join("\n")}`);
      await audit(user, k, "copy_section_out", `${section} to ${where}`);
      return reply({ intent, ok: true, message: `Copied ${section} to the ${where} draft (revision ${saved.draft.revision}); it is published from there.` });
    }
    case "discard": {
      const live = await liveVersion(db, k);
      const draft = await openDraft(db, k, user.name);
      const from = live?.config ?? draft.config;
      await resetDraft(db, k, from, live?.version ?? 0, user.name);
      await audit(user, k, "discard_draft");
      return reply({ intent, ok: true, message: "Draft discarded: it is the live version again" });
    }
    case "submit_review": {
      await setDraftStatus(db, k, "in_review", null, user.name);
      await audit(user, k, "submit_review");
      return reply({ intent, ok: true, message: "Sent for review" });
    }
    case "approve": {
      const why = approvalRefusal(await openDraft(db, k, user.name), actorOf(user).key);
      if (why) {
        await audit(user, k, "approve_refused", why);
        return reply({ intent, ok: false, message: why }, 403);
      }
      await setDraftStatus(db, k, "approved", null, user.name, new Date(), actorOf(user).key);
      await audit(user, k, "approve");
      return reply({ intent, ok: true, message: "Approved" });
    }
    case "return": {
      const note = String(form.get("note") ?? "").trim().slice(0, 500);
      if (!note) return reply({ intent, ok: false, message: "Say what needs to change." }, 400);
      await setDraftStatus(db, k, "returned", note, user.name);
      await audit(user, k, "return", note);
      return reply({ intent, ok: true, message: "Returned to the editor" });
    }
    case "publish": {
      // Warnings do not block, unless the publisher asks for a strict publish (the preview's own warnings, which
      // the browser measures, come with the form as a count).
      // Every API data source is tried first, as a visitor: one that fails is a warning with its section named.
      const toPublish = await openDraft(db, k, user.name);
      // Only a draft that passes the checks is tried: one they refuse (a source that writes, say) is refused below.
      const live = await liveVersion(db, k);
      const report = checksFor(toPublish.config, live?.config ?? null);
      const failing = report.errors.length ? [] : await failingDataSources(services, request, toPublish.config);
      if (form.get("strict") === "on") {
        const warnings = [...report.warnings, ...failing];
        const previewWarnings = Math.max(0, Number(form.get("previewWarnings")) || 0);
        if (warnings.length || previewWarnings) {
          await audit(user, k, "publish_refused", `strict: ${warnings.length + previewWarnings} warnings`);
          const fromPreview = previewWarnings ? [{ path: "/", message: `${previewWarnings} warnings from the preview (see Preview checks)`, section: null }] : [];
          return reply({ intent, ok: false, message: "Publish refused: strict publish and there are warnings.", errors: [...warnings, ...fromPreview] }, 422);
        }
      }
      // A failing source is the publisher's call: they are told which sections, and confirm to publish anyway.
      if (failing.length && form.get("confirm") !== "on") {
        const names = failing.map((f) => f.section!);
        return reply(
          {
            intent,
            ok: false,
            message: `The data source of ${names.join(", ")} failed when tried just now: patients would see an error there. Publish anyway?`,
            confirm: { sections: names, version: 0, section: null },
            errors: failing,
          },
          409,
        );
      }
      const outcome = await publishDraft(services, k, actorOf(user));
      if (!outcome.ok) return refusal(intent, outcome, "Publish refused: fix the errors below.");
      if (failing.length) {
        await audit(user, k, "publish_warnings", failing.map((f) => `${f.section}: ${f.message}`).join("\n"));
        return reply({ intent, ok: true, message: `Published version ${outcome.version}, with failing data sources in ${failing.map((f) => f.section).join(", ")}`, version: outcome.version, warnings: failing });
      }
      return reply({ intent, ok: true, message: `Published version ${outcome.version}`, version: outcome.version });
    }
    case "rollback": {
      const version = Number(form.get("version"));
      const outcome = await rollbackTo(services, k, version, actorOf(user), form.get("confirm") === "on");
      if (!outcome) return reply({ intent, ok: false, message: "No such version." }, 404);
      if (!outcome.ok) return refusal(intent, outcome, "Rollback refused.");
      return reply({ intent, ok: true, message: `Rolled back to version ${version} (now version ${outcome.version})${draftNote(outcome)}`, version: outcome.version });
    }
    case "rollback_section": {
      const version = Number(form.get("version"));
      const section = String(form.get("section") ?? "");
      const outcome = await rollbackSection(services, k, version, section, actorOf(user), form.get("confirm") === "on");
      if (!outcome) return reply({ intent, ok: false, message: "No such version." }, 404);
      if (!outcome.ok) return refusal(intent, outcome, "Rollback refused.");
      return reply({ intent, ok: true, message: `Section ${section} rolled back to version ${version}${draftNote(outcome)}`, version: outcome.version });
    }
    case "schedule": {
      const runAt = new Date(String(form.get("runAt") ?? ""));
      if (Number.isNaN(runAt.getTime())) return reply({ intent, ok: false, message: "Choose a date and time." }, 400);
      const draft = await openDraft(db, k, user.name);
      const live = await liveVersion(db, k);
      const report = checksFor(draft.config, live?.config ?? null);
      if (report.errors.length) return reply({ intent, ok: false, message: "Schedule refused: fix the errors below.", errors: report.errors }, 422);
      // A scheduled publish is a publish: the same review rule, decided now by the publisher who schedules it.
      const why = reviewRefusal(draft, actorOf(user).key);
      if (why) {
        await audit(user, k, "schedule_refused", why);
        return reply({ intent, ok: false, message: why }, 403);
      }
      await schedulePublish(db, k, draft.config, runAt, user.name);
      await audit(user, k, "schedule", runAt.toISOString());
      return reply({ intent, ok: true, message: `Scheduled for ${runAt.toISOString()}` });
    }
    case "cancel_schedule": {
      await cancelSchedule(db, Number(form.get("id")));
      await audit(user, k, "cancel_schedule", String(form.get("id")));
      return reply({ intent, ok: true, message: "Schedule cancelled" });
    }
    case "kill_section":
    case "restore_section": {
      const section = String(form.get("section") ?? "");
      if (!/^[a-z0-9_]{1,64}$/.test(section)) return reply({ intent, ok: false, message: "No such section." }, 400);
      await setSectionKilled(services, k.screenName, section, intent === "kill_section", user.name);
      await audit(user, k, intent, section);
      return reply({ intent, ok: true, message: intent === "kill_section" ? `${section} is hidden everywhere` : `${section} is shown again` });
    }
    default:
      return reply({ intent, ok: false, message: "Unknown action" }, 400);
  }
}
