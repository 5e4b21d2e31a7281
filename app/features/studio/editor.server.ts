/**
 * Loader and action of the studio editor (/studio/:screen/:view/:segment). Every intent checks the role it
 * needs: editors save and send for review; publishers also approve, return, publish, schedule and roll back.
 */
import { readForm } from "~/.server/form";
import { data } from "@remix-run/node";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { widgets } from "#widgets/registry";
import { getServices } from "~/.server/app-context";
import { requireStudioUser, type StudioUser } from "~/.server/content/access";
import { listAudit, recordAudit } from "~/.server/content/audit";
import { diffScreens } from "~/.server/content/diff";
import {
  getVersion,
  isStudioKey,
  listVersions,
  liveVersion,
  openDraft,
  resetDraft,
  saveDraft,
  setDraftStatus,
  type ScreenKey,
} from "~/.server/content/drafts";
import { checksFor, draftDataSourceErrors, publishDraft, rollbackSection, rollbackTo } from "~/.server/content/studio";
import { cancelSchedule, listSchedules, schedulePublish } from "~/.server/content/schedules";
import { killedSections, sectionFailures, setSectionKilled } from "~/.server/content/kill-switch";

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
  const draft = await openDraft(db, k, user.mobileNumber);
  const live = await liveVersion(db, k);
  const versions = await listVersions(db, k);
  const url = new URL(request.url);
  const from = Number(url.searchParams.get("from"));
  const to = Number(url.searchParams.get("to"));
  let diff = null;
  if (from && to) {
    const [a, b] = await Promise.all([getVersion(db, k, from), getVersion(db, k, to)]);
    if (a && b) diff = { from, to, ...diffScreens(a, b) };
  }
  return data(
    {
      user: { mobileNumber: user.mobileNumber, role: user.role },
      key: k,
      draft,
      liveVersion: live?.version ?? null,
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
  await recordAudit(db, { accountId: user.accountId, actor: user.mobileNumber, action, screenName: k.screenName, screenView: k.screenView, segment: k.segment, detail });
}

export type EditorActionResult =
  | { intent: string; ok: true; message: string; revision?: number; version?: number }
  | { intent: string; ok: false; message: string; conflict?: { revision: number; updatedBy: string; config: ScreenConfiguration }; errors?: { path: string; message: string; section: string | null }[] };

export async function editorAction(request: Request, params: Record<string, string | undefined>) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const publisherIntents = ["approve", "return", "publish", "rollback", "rollback_section", "schedule", "cancel_schedule", "kill_section", "restore_section"];
  const user = await requireStudioUser(request, publisherIntents.includes(intent) ? "publisher" : "editor");
  const k = screenKeyOf(params);
  const services = await getServices();
  const { db } = services;
  const reply = (r: EditorActionResult, status = 200) => data(r, { status });

  switch (intent) {
    case "save": {
      let config: unknown;
      try {
        config = JSON.parse(String(form.get("config") ?? ""));
      } catch {
        return reply({ intent, ok: false, message: "The draft is not valid JSON." }, 400);
      }
      const refused = draftDataSourceErrors(config);
      if (refused.length) {
        await audit(user, k, "save_refused", `${refused.length} data sources`);
        return reply({ intent, ok: false, message: `Not saved: ${refused.map((e) => `${e.path} ${e.message}`).join("; ")}`, errors: refused }, 422);
      }
      await openDraft(db, k, user.mobileNumber);
      const result = await saveDraft(db, k, config, Number(form.get("revision")), user.mobileNumber);
      if (!result.ok) {
        return reply(
          {
            intent,
            ok: false,
            message: `${result.current.updatedBy} saved this draft after you opened it. Your changes are kept here; review theirs before saving again.`,
            conflict: { revision: result.current.revision, updatedBy: result.current.updatedBy, config: result.current.config },
          },
          409,
        );
      }
      await audit(user, k, "save_draft", `revision ${result.draft.revision}`);
      return reply({ intent, ok: true, message: "Draft saved", revision: result.draft.revision });
    }
    case "discard": {
      const live = await liveVersion(db, k);
      const draft = await openDraft(db, k, user.mobileNumber);
      const from = live?.config ?? draft.config;
      await resetDraft(db, k, from, live?.version ?? 0, user.mobileNumber);
      await audit(user, k, "discard_draft");
      return reply({ intent, ok: true, message: "Draft discarded: it is the live version again" });
    }
    case "submit_review": {
      await setDraftStatus(db, k, "in_review", null, user.mobileNumber);
      await audit(user, k, "submit_review");
      return reply({ intent, ok: true, message: "Sent for review" });
    }
    case "approve": {
      await setDraftStatus(db, k, "approved", null, user.mobileNumber);
      await audit(user, k, "approve");
      return reply({ intent, ok: true, message: "Approved" });
    }
    case "return": {
      const note = String(form.get("note") ?? "").trim().slice(0, 500);
      if (!note) return reply({ intent, ok: false, message: "Say what needs to change." }, 400);
      await setDraftStatus(db, k, "returned", note, user.mobileNumber);
      await audit(user, k, "return", note);
      return reply({ intent, ok: true, message: "Returned to the editor" });
    }
    case "publish": {
      // Warnings do not block, unless the publisher asks for a strict publish (the preview's own warnings, which
      // the browser measures, come with the form as a count).
      if (form.get("strict") === "on") {
        const draft = await openDraft(db, k, user.mobileNumber);
        const live = await liveVersion(db, k);
        const { warnings } = checksFor(draft.config, live?.config ?? null);
        const previewWarnings = Math.max(0, Number(form.get("previewWarnings")) || 0);
        if (warnings.length || previewWarnings) {
          await audit(user, k, "publish_refused", `strict: ${warnings.length + previewWarnings} warnings`);
          const fromPreview = previewWarnings ? [{ path: "/", message: `${previewWarnings} warnings from the preview (see Preview checks)`, section: null }] : [];
          return reply({ intent, ok: false, message: "Publish refused: strict publish and there are warnings.", errors: [...warnings, ...fromPreview] }, 422);
        }
      }
      const outcome = await publishDraft(services, k, user);
      if (!outcome.ok) return reply({ intent, ok: false, message: "Publish refused: fix the errors below.", errors: outcome.report.errors }, 422);
      return reply({ intent, ok: true, message: `Published version ${outcome.version}`, version: outcome.version });
    }
    case "rollback": {
      const version = Number(form.get("version"));
      const outcome = await rollbackTo(services, k, version, user);
      if (!outcome) return reply({ intent, ok: false, message: "No such version." }, 404);
      if (!outcome.ok) return reply({ intent, ok: false, message: "Rollback refused.", errors: outcome.report.errors }, 422);
      return reply({ intent, ok: true, message: `Rolled back to version ${version} (now version ${outcome.version})`, version: outcome.version });
    }
    case "rollback_section": {
      const version = Number(form.get("version"));
      const section = String(form.get("section") ?? "");
      const outcome = await rollbackSection(services, k, version, section, user);
      if (!outcome) return reply({ intent, ok: false, message: "No such version." }, 404);
      if (!outcome.ok) return reply({ intent, ok: false, message: "Rollback refused.", errors: outcome.report.errors }, 422);
      return reply({ intent, ok: true, message: `Section ${section} rolled back to version ${version}`, version: outcome.version });
    }
    case "schedule": {
      const runAt = new Date(String(form.get("runAt") ?? ""));
      if (Number.isNaN(runAt.getTime())) return reply({ intent, ok: false, message: "Choose a date and time." }, 400);
      const draft = await openDraft(db, k, user.mobileNumber);
      const live = await liveVersion(db, k);
      const report = checksFor(draft.config, live?.config ?? null);
      if (report.errors.length) return reply({ intent, ok: false, message: "Schedule refused: fix the errors below.", errors: report.errors }, 422);
      await schedulePublish(db, k, draft.config, runAt, user.mobileNumber);
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
      await setSectionKilled(services, k.screenName, section, intent === "kill_section", user.mobileNumber);
      await audit(user, k, intent, section);
      return reply({ intent, ok: true, message: intent === "kill_section" ? `${section} is hidden everywhere` : `${section} is shown again` });
    }
    default:
      return reply({ intent, ok: false, message: "Unknown action" }, 400);
  }
}
