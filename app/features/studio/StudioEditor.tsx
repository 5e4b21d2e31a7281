/**
 * The studio editor of one draft: the structured editor (sections list + forms) and the JSON editor work on
 * the same draft; undo/redo; save with a revision check; a warning before leaving unsaved changes; checks,
 * review, publish, versions with diffs and rollback, schedules and the audit log.
 */
import { IssuePlace } from "./IssuePlace";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useBeforeUnload, useBlocker, useFetcher } from "@remix-run/react";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { Section } from "#schemas/generated/section";
import {
  deleteSection,
  duplicateSection,
  insertSection,
  moveSection,
  normalise,
  pushHistory,
  redo,
  replaceSection,
  sectionFromSample,
  undo,
  type History,
} from "./draft-ops";
import { SectionList, type SectionIssue } from "./SectionList";
import { SectionForm } from "./SectionForm";
import { PreviewPane } from "./PreviewPane";
import { AddSection } from "./AddSection";
import { ChecksPanel } from "./ChecksPanel";
import { DriftPanel } from "./DriftPanel";
import { VersionsPanel } from "./VersionsPanel";
import { SchedulePanel } from "./SchedulePanel";
import { KillSwitchPanel } from "./KillSwitchPanel";
import { AuditPanel } from "./AuditPanel";
import { ReviewActions } from "./ReviewActions";
import { ChangesPanel } from "./ChangesPanel";
import { useUndoKeys } from "./useUndoKeys";
import { usePresence } from "./usePresence";
import type { ActionResult, EditorData } from "./editor-types";
import { previewIssues } from "./preview-issues";
import type { PreviewReport } from "~/lib/preview-quality";
import { useClientEnv } from "~/lib/client-env";

export type { EditorData } from "./editor-types";

const JsonEditor = lazy(() => import("./JsonEditor"));

/** Unsaved changes are saved on their own after this long without a further change. */
export const AUTOSAVE_AFTER_MS = 15_000;

const STATUS_LABEL: Record<string, string> = { draft: "Draft", in_review: "In review", returned: "Returned", approved: "Approved" };

export function StudioEditor({ data }: { data: EditorData }) {
  const { key, draft, user } = data;
  const { ALLOWED_URL_SUFFIXES } = useClientEnv();
  const base = `/studio/${key.screenName}/${key.screenView}/${key.segment}`;
  const [history, setHistory] = useState<History>(() => ({ past: [], present: normalise(draft.config), future: [] }));
  const [revision, setRevision] = useState(draft.revision);
  const [savedConfig, setSavedConfig] = useState<ScreenConfiguration>(history.present);
  const [selected, setSelected] = useState<{ container: number; index: number } | null>(null);
  const [tab, setTab] = useState<"form" | "json">("form");
  const [jsonText, setJsonText] = useState("");
  const [jsonError, setJsonError] = useState<string | null>(null);
  const config = history.present;
  // Marks the editor interactive (the toolbar's fetcher forms need the client to show their results).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const dirty = config !== savedConfig;

  const save = useFetcher<ActionResult>();
  /** The configuration a save in flight sent: it becomes the saved state only if the server took it. */
  const submitted = useRef<ScreenConfiguration | null>(null);
  const act = useFetcher<ActionResult>();

  // A save that went through: this is now the saved state. A conflict keeps the local changes.
  useEffect(() => {
    const r = save.data;
    if (save.state !== "idle" || !r) return;
    if (r.ok && r.revision && submitted.current) {
      setRevision(r.revision);
      setSavedConfig(submitted.current);
      submitted.current = null;
    }
  }, [save.state, save.data]);

  // A merge went through: the saved draft is the merged one the loader now has; show it.
  const merged = save.data?.ok && save.data.intent === "save" && save.data.message.startsWith("Draft saved: your changes merged");
  useEffect(() => {
    if (merged && save.state === "idle" && draft.revision === save.data?.revision && draft.revision !== revision) {
      const next = normalise(draft.config);
      setHistory({ past: [], present: next, future: [] });
      setSavedConfig(next);
      setRevision(draft.revision);
    }
  }, [merged, save.state, save.data, draft.revision, draft.config, revision]);

  // After a publish or rollback the server's draft starts again: take it when nothing local is unsaved.
  const discarded = act.data?.intent === "discard" && act.data.ok;
  useEffect(() => {
    if (draft.revision > revision && save.state === "idle" && (!dirty || discarded)) {
      const next = normalise(draft.config);
      setHistory({ past: [], present: next, future: [] });
      setSavedConfig(next);
      setRevision(draft.revision);
    }
  }, [draft.revision, draft.config, revision, dirty, discarded, save.state]);

  const change = useCallback((next: ScreenConfiguration) => setHistory((h) => pushHistory(h, next)), []);
  const update = useCallback((fn: (c: ScreenConfiguration) => ScreenConfiguration) => setHistory((h) => pushHistory(h, fn(h.present))), []);

  const onMove = useCallback((c: number, from: number, to: number) => {
    update((cfg) => moveSection(cfg, c, from, to));
    setSelected((s) => (s && s.container === c && s.index === from ? { container: c, index: to } : s));
  }, [update]);
  const onDuplicate = useCallback((c: number, i: number) => update((cfg) => duplicateSection(cfg, c, i)), [update]);
  const onDelete = useCallback((c: number, i: number) => {
    update((cfg) => deleteSection(cfg, c, i));
    setSelected(null);
  }, [update]);
  const onSelect = useCallback((c: number, i: number) => setSelected({ container: c, index: i }), []);

  const doSave = (rev = revision) => {
    submitted.current = config;
    save.submit({ intent: "save", config: JSON.stringify(config), revision: String(rev) }, { method: "post", action: base });
  };
  /** Merges this editor's changes (since the revision they started from) with a colleague's newer save. */
  const doMerge = (prefer?: "mine" | "theirs") => {
    submitted.current = null;
    save.submit(
      { intent: "save", merge: "on", config: JSON.stringify(config), base: JSON.stringify(savedConfig), revision: String(revision), ...(prefer ? { prefer } : {}) },
      { method: "post", action: base },
    );
  };

  useUndoKeys(setHistory);

  // Autosave: unsaved changes are saved once the editor pauses; never over a conflict or an error, and a draft the
  // server refused is not sent again until it changes.
  const doSaveRef = useRef(doSave);
  doSaveRef.current = doSave;
  const autosaved = useRef<ScreenConfiguration | null>(null);
  const pendingConflict = !!(save.data && !save.data.ok && save.data.conflict);
  useEffect(() => {
    if (!hydrated || !dirty || jsonError || save.state !== "idle" || pendingConflict || autosaved.current === config) return;
    const timer = window.setTimeout(() => {
      autosaved.current = config;
      doSaveRef.current();
    }, AUTOSAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, config, dirty, jsonError, save.state, pendingConflict]);

  const presence = usePresence(key);

  // Unsaved changes: warn before the tab closes and before an in-app navigation.
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (dirty) e.preventDefault();
      },
      [dirty],
    ),
  );
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // What the preview frames measured (axe-core, heading order, budget), by device; each issue at its section's path.
  const [previewReports, setPreviewReports] = useState<Record<string, PreviewReport>>({});
  const onPreviewReport = useCallback((r: PreviewReport) => setPreviewReports((all) => ({ ...all, [r.device]: r })), []);
  // The sections' names in order: what the warnings' paths, the section pickers and the preview's section list depend
  // on. Kept by value, so typing in a field (which changes no name) leaves them, and what shows them, as they were.
  const layoutKey = JSON.stringify(config.containers.map((c) => c.sections.map((s) => s.name)));
  const layout = useMemo(() => ({ containers: (JSON.parse(layoutKey) as string[][]).map((names) => ({ sections: names.map((name) => ({ name })) })) }), [layoutKey]);
  const sectionNames = useMemo(() => layout.containers.flatMap((c) => c.sections.map((s) => s.name)), [layout]);
  // At the sections of the configuration the frames show: the live preview draws the unsaved one.
  const previewWarnings = useMemo(() => previewIssues(previewReports, layout, key.screenView), [previewReports, layout, key.screenView]);
  const previewWarningCount = previewWarnings.length;

  const issues = useMemo(() => {
    const by: Record<string, { errors: SectionIssue[]; warnings: SectionIssue[] }> = {};
    const refused = act.data?.intent === "publish" && !act.data.ok ? act.data.errors ?? [] : [];
    const errors = dirty ? refused : [...data.report.errors, ...refused.filter((r) => !data.report.errors.some((e) => e.path === r.path))];
    for (const e of errors) if (e.section) (by[e.section] ??= { errors: [], warnings: [] }).errors.push(e);
    if (!dirty) for (const w of [...data.report.warnings, ...previewWarnings]) if (w.section) (by[w.section] ??= { errors: [], warnings: [] }).warnings.push(w);
    return by;
  }, [data.report, act.data, dirty, previewWarnings]);

  const selectedSection = selected ? (config.containers[selected.container]?.sections[selected.index] as Section | undefined) : undefined;
  const onSectionChange = useCallback(
    (next: Section) => {
      if (!selected) return;
      update((cfg) => replaceSection(cfg, selected.container, selected.index, next));
    },
    [selected, update],
  );

  const openJson = () => {
    setJsonText(JSON.stringify(config, null, 2));
    setJsonError(null);
    setTab("json");
  };
  // The saved draft as the JSON editor writes it: text brought back to it (typed, or undone in the editor) is the
  // saved draft again, not an unsaved change to autosave. Made only while the JSON tab is open.
  const savedJson = useRef<{ config: ScreenConfiguration; text: string } | null>(null);
  const onJsonChange = useCallback(
    (text: string) => {
      setJsonText(text);
      if (savedJson.current?.config !== savedConfig) savedJson.current = { config: savedConfig, text: JSON.stringify(savedConfig, null, 2) };
      if (text === savedJson.current.text) {
        change(savedConfig);
        setJsonError(null);
        return;
      }
      try {
        change(JSON.parse(text));
        setJsonError(null);
      } catch (e) {
        setJsonError((e as Error).message);
      }
    },
    [change, savedConfig],
  );

  const conflict = save.data && !save.data.ok ? save.data.conflict : undefined;
  // A refused save (a data source that may not run) or publish, with every error at its path.
  const refused = [save.data, act.data].find((d): d is ActionResult & { errors: SectionIssue[] } => !!d && !d.ok && !!d.errors?.length && !d.confirm);
  const isPublisher = user.role === "publisher";
  const busy = save.state !== "idle" || act.state !== "idle";
  const media = useMemo(() => ({ uploadUrl: "/resources/studio-media", screen: key }), [key]);

  return (
    <div className="studio-editor" data-draft-revision={revision} data-dirty={dirty || undefined} data-hydrated={hydrated || undefined}>
      <nav aria-label="Breadcrumb" className="studio-breadcrumb">
        <Link to="/studio">Studio</Link> / {key.screenName} / {key.screenView} / {key.segment}
      </nav>
      <h1 className="page-title">
        {key.screenName} <span className="studio-muted">{key.screenView} · {key.segment}</span>
      </h1>
      <p className="studio-status" data-draft-status={draft.status}>
        <span className="studio-badge">{STATUS_LABEL[draft.status] ?? draft.status}</span> Revision {revision} · based on version {draft.baseVersion} · live version{" "}
        {data.liveVersion ?? "none"} · last saved by {draft.updatedBy}
        {draft.reviewNote ? <span className="studio-note"> · Note: {draft.reviewNote}</span> : null}
        {dirty ? <strong className="studio-unsaved"> · Unsaved changes</strong> : null}
      </p>

      <div className="studio-presence" role="status" aria-live="polite" data-presence={presence.message ? "others" : "alone"}>
        {presence.message ? <p>{presence.message}</p> : null}
        {presence.revision !== null && presence.revision > revision && presence.updatedBy !== user.name ? (
          <p>
            {presence.updatedBy} saved revision {presence.revision}. Save to merge your changes with theirs.
          </p>
        ) : null}
      </div>
      <div className="studio-toolbar" role="toolbar" aria-label="Draft">
        <button type="button" onClick={() => setHistory(undo)} disabled={!history.past.length}>
          Undo
        </button>
        <button type="button" onClick={() => setHistory(redo)} disabled={!history.future.length}>
          Redo
        </button>
        <button type="button" className="btn-primary" onClick={() => doSave()} disabled={!dirty || save.state !== "idle" || !!jsonError}>
          {save.state !== "idle" ? "Saving…" : "Save draft"}
        </button>
        <ReviewActions act={act} base={base} status={draft.status} dirty={dirty} busy={busy} isPublisher={isPublisher} previewWarnings={previewWarningCount} />
      </div>

      <div className="studio-messages" role="status" aria-live="polite">
        {save.data && save.state === "idle" ? <p data-ok={save.data.ok}>{save.data.message}</p> : null}
        {act.data && act.state === "idle" ? <p data-ok={act.data.ok}>{act.data.message}</p> : null}
      </div>
      {act.data?.ok && act.data.warnings?.length && act.state === "idle" ? (
        <div className="studio-refused" role="alert">
          <h2>Published with warnings</h2>
          <ul aria-label="Publish warnings">
            {act.data.warnings.map((w, i) => (
              <li key={i}>
                {w.section ? <strong>{w.section}: </strong> : null}
                {w.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {conflict ? (
        <div className="studio-conflict" role="alert">
          <p>
            Conflict: {conflict.updatedBy} saved revision {conflict.revision}. Nothing was overwritten and your changes are still here.
          </p>
          {conflict.sections?.length ? (
            <>
              <p>Both of you changed {conflict.sections.join(", ")}. Everything else merges; for these, choose:</p>
              <button type="button" onClick={() => doMerge("mine")}>
                Merge, keeping mine in {conflict.sections.join(", ")}
              </button>
              <button type="button" onClick={() => doMerge("theirs")}>
                Merge, keeping theirs in {conflict.sections.join(", ")}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => doMerge()}>
              Merge my changes with theirs
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              const theirs = normalise(conflict.config);
              setHistory((h) => pushHistory(h, theirs));
              setSavedConfig(theirs);
              setRevision(conflict.revision);
            }}
          >
            Load their version
          </button>
        </div>
      ) : null}
      {refused ? (
        <div className="studio-refused" role="alert">
          <h2>{refused.intent === "save" ? "Not saved" : "Publish refused"}</h2>
          <ul>
            {refused.errors.map((e, i) => (
              <li key={i}>
                {e.section ? <strong>{e.section}: </strong> : null}
                <IssuePlace path={e.path} />{e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {act.data && !act.data.ok && act.data.confirm && act.state === "idle" ? (
        <div className="studio-conflict" role="alertdialog" aria-label={act.data.intent === "publish" ? "Confirm the publish" : "Confirm the rollback"}>
          <p>{act.data.message}</p>
          {act.data.intent === "publish" ? (
            <ul aria-label="Failing data sources">
              {(act.data.errors ?? []).map((w, i) => (
                <li key={i}>
                  <strong>{w.section}: </strong>
                  {w.message}
                </li>
              ))}
            </ul>
          ) : (
            <p>Draft changes: {act.data.confirm.sections.join(", ")}</p>
          )}
          <act.Form method="post" action={base}>
            <input type="hidden" name="version" value={act.data.confirm.version} />
            {act.data.confirm.section ? <input type="hidden" name="section" value={act.data.confirm.section} /> : null}
            <input type="hidden" name="confirm" value="on" />
            <button name="intent" value={act.data.intent}>
              {act.data.intent === "publish" ? "Publish anyway" : "Roll back anyway"}
            </button>
          </act.Form>
        </div>
      ) : null}
      {blocker.state === "blocked" ? (
        <div className="studio-conflict" role="alertdialog" aria-label="Unsaved changes">
          <p>You have unsaved changes. Leave anyway?</p>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
        </div>
      ) : null}

      <div className="studio-grid">
        <div className="studio-left">
          <h2>Sections</h2>
          <AddSection
            catalogue={data.catalogue}
            onAdd={(entry, sample) => {
              const c = selected?.container ?? 0;
              const at = selected ? selected.index + 1 : config.containers[c].sections.length;
              update((cfg) => insertSection(cfg, c, at, sectionFromSample(cfg, entry, sample)));
              setSelected({ container: c, index: at });
            }}
          />
          <SectionList
            config={config}
            selected={selected}
            issues={issues}
            onSelect={onSelect}
            onMove={onMove}
            onDuplicate={onDuplicate}
            onDelete={onDelete}
          />
        </div>
        <div className="studio-right">
          <div role="tablist" aria-label="Editor" className="studio-tabs">
            <button role="tab" type="button" aria-selected={tab === "form"} onClick={() => setTab("form")}>
              Form
            </button>
            <button role="tab" type="button" aria-selected={tab === "json"} onClick={openJson}>
              JSON
            </button>
          </div>
          {tab === "form" ? (
            selectedSection ? (
              <SectionForm
                // Keyed by position, not name: renaming the section keeps the form, and the focus in its name field.
                key={`${selected!.container}:${selected!.index}`}
                section={selectedSection}
                widget={data.catalogue.find((w) => w.type === selectedSection.type)}
                tryUrl="/resources/studio-try"
                media={media}
                allowedHosts={ALLOWED_URL_SUFFIXES}
                onChange={onSectionChange}
              />
            ) : (
              <p className="studio-hint">Choose a section to edit it, or add one from the catalogue.</p>
            )
          ) : (
            <Suspense fallback={<p>Loading the JSON editor…</p>}>
              {jsonError ? (
                <p className="studio-json-error" role="alert">
                  Not valid JSON yet: {jsonError}
                </p>
              ) : null}
              <JsonEditor value={jsonText} onChange={onJsonChange} errors={dirty ? [] : data.report.errors} warnings={dirty ? [] : data.report.warnings} />
            </Suspense>
          )}
        </div>
      </div>

      <ChangesPanel data={data} dirty={dirty} />
      <ChecksPanel report={data.report} dirty={dirty} />
      <DriftPanel data={data} base={base} dirty={dirty} act={act} sections={sectionNames} />
      <KillSwitchPanel data={data} base={base} isPublisher={isPublisher} act={act} />
      <PreviewPane
        screenName={key.screenName}
        segment={key.segment}
        view={key.screenView}
        revision={revision}
        sections={sectionNames}
        onReport={onPreviewReport}
        reports={previewReports}
        warnings={previewWarnings}
        unsaved={dirty && !jsonError ? config : null}
      />
      <VersionsPanel data={data} base={base} isPublisher={isPublisher} act={act} />
      {isPublisher ? <SchedulePanel data={data} base={base} act={act} /> : null}
      <AuditPanel audit={data.audit} />
    </div>
  );
}
