/**
 * The studio editor of one draft: the structured editor (sections list + forms) and the JSON editor work on
 * the same draft; undo/redo; save with a revision check; a warning before leaving unsaved changes; checks,
 * review, publish, versions with diffs and rollback, schedules and the audit log.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useBeforeUnload, useBlocker, useFetcher } from "@remix-run/react";
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
  type CatalogueEntry,
  type History,
} from "./draft-ops";
import { SectionList, type SectionIssue } from "./SectionList";
import { SectionForm } from "./SectionForm";
import { PreviewPane } from "./PreviewPane";

const JsonEditor = lazy(() => import("./JsonEditor"));

export interface EditorData {
  user: { mobileNumber: string; role: "editor" | "publisher" };
  key: { screenName: string; screenView: string; segment: string };
  draft: { config: ScreenConfiguration; revision: number; status: string; reviewNote: string | null; updatedBy: string; updatedAt: string; baseVersion: number };
  liveVersion: number | null;
  report: { errors: SectionIssue[]; warnings: SectionIssue[] };
  versions: { version: number; publishedAt: string; publishedBy: string }[];
  diff: null | {
    from: number;
    to: number;
    added: string[];
    removed: string[];
    moved: { name: string; from: number; to: number }[];
    changed: { name: string; fields: string[] }[];
  };
  schedules: { id: number; runAt: string; status: string; version: number | null; error: string | null; createdBy: string }[];
  audit: { id: number; at: string; actor: string; action: string; detail: string | null }[];
  catalogue: CatalogueEntry[];
  /** Render failures reported by patients' browsers, by section name. */
  failures: Record<string, number>;
  /** Sections hidden everywhere with the kill switch. */
  killed: string[];
}

type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  revision?: number;
  version?: number;
  conflict?: { revision: number; updatedBy: string; config: ScreenConfiguration };
  errors?: SectionIssue[];
};

const STATUS_LABEL: Record<string, string> = { draft: "Draft", in_review: "In review", returned: "Returned", approved: "Approved" };

export function StudioEditor({ data }: { data: EditorData }) {
  const { key, draft, user } = data;
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

  // Keyboard: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z or Ctrl+Y redo, Ctrl/Cmd+S save (not while typing in the JSON editor).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      if ((e.target as HTMLElement)?.closest?.(".cm-editor")) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        e.preventDefault();
        setHistory(undo);
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        e.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

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

  const issues = useMemo(() => {
    const by: Record<string, { errors: SectionIssue[]; warnings: SectionIssue[] }> = {};
    const refused = act.data?.intent === "publish" && !act.data.ok ? act.data.errors ?? [] : [];
    const errors = dirty ? refused : [...data.report.errors, ...refused.filter((r) => !data.report.errors.some((e) => e.path === r.path))];
    for (const e of errors) if (e.section) (by[e.section] ??= { errors: [], warnings: [] }).errors.push(e);
    if (!dirty) for (const w of data.report.warnings) if (w.section) (by[w.section] ??= { errors: [], warnings: [] }).warnings.push(w);
    return by;
  }, [data.report, act.data, dirty]);

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
  const onJsonChange = useCallback(
    (text: string) => {
      setJsonText(text);
      try {
        change(JSON.parse(text));
        setJsonError(null);
      } catch (e) {
        setJsonError((e as Error).message);
      }
    },
    [change],
  );

  const sectionNames = config.containers.flatMap((c) => c.sections.map((s) => s.name));
  const conflict = save.data && !save.data.ok ? save.data.conflict : undefined;
  const isPublisher = user.role === "publisher";
  const busy = save.state !== "idle" || act.state !== "idle";

  return (
    <div className="studio-editor" data-draft-revision={revision} data-dirty={dirty || undefined} data-hydrated={hydrated || undefined}>
      <nav aria-label="Breadcrumb" className="studio-breadcrumb">
        <Link to="/studio">Studio</Link> / {key.screenName} / {key.screenView} / {key.segment}
      </nav>
      <h1 className="page-title">
        {key.screenName} <span className="studio-muted">{key.screenView} · {key.segment}</span>
      </h1>
      <p className="studio-status" data-draft-status={draft.status}>
        <span className="studio-badge">{STATUS_LABEL[draft.status] ?? draft.status}</span> Revision {revision} · live version{" "}
        {data.liveVersion ?? "none"} · last saved by {draft.updatedBy}
        {draft.reviewNote ? <span className="studio-note"> · Note: {draft.reviewNote}</span> : null}
        {dirty ? <strong className="studio-unsaved"> · Unsaved changes</strong> : null}
      </p>

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
        <act.Form method="post" action={base}>
          <button name="intent" value="discard" disabled={busy}>
            Discard draft
          </button>
        </act.Form>
        <act.Form method="post" action={base}>
          <button name="intent" value="submit_review" disabled={dirty || busy || draft.status === "in_review"}>
            Send for review
          </button>
        </act.Form>
        {isPublisher ? (
          <>
            <act.Form method="post" action={base}>
              <button name="intent" value="approve" disabled={dirty || busy || draft.status !== "in_review"}>
                Approve
              </button>
            </act.Form>
            <act.Form method="post" action={base} className="studio-inline-form">
              <label>
                Note <input name="note" type="text" maxLength={500} />
              </label>
              <button name="intent" value="return" disabled={dirty || busy || draft.status !== "in_review"}>
                Return with note
              </button>
            </act.Form>
            <act.Form method="post" action={base}>
              <button name="intent" value="publish" className="btn-primary" disabled={dirty || busy}>
                Publish
              </button>
            </act.Form>
          </>
        ) : null}
      </div>

      <div className="studio-messages" role="status" aria-live="polite">
        {save.data && save.state === "idle" ? <p data-ok={save.data.ok}>{save.data.message}</p> : null}
        {act.data && act.state === "idle" ? <p data-ok={act.data.ok}>{act.data.message}</p> : null}
      </div>
      {conflict ? (
        <div className="studio-conflict" role="alert">
          <p>
            Conflict: {conflict.updatedBy} saved revision {conflict.revision}. Nothing was overwritten and your changes are still here.
          </p>
          <button type="button" onClick={() => doSave(conflict.revision)}>
            Save mine over theirs
          </button>
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
      {act.data && !act.data.ok && act.data.errors?.length ? (
        <div className="studio-refused" role="alert">
          <h2>Publish refused</h2>
          <ul>
            {act.data.errors.map((e, i) => (
              <li key={i}>
                {e.section ? <strong>{e.section}: </strong> : null}
                <code>{e.path}</code> {e.message}
              </li>
            ))}
          </ul>
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
                key={`${selected!.container}:${selectedSection.name}`}
                section={selectedSection}
                widget={data.catalogue.find((w) => w.type === selectedSection.type)}
                tryUrl="/resources/studio-try"
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

      <ChecksPanel report={data.report} dirty={dirty} />
      <KillSwitchPanel data={data} base={base} isPublisher={isPublisher} act={act} />
      <PreviewPane base={`/studio/preview/${key.screenName}/${key.screenView}/${key.segment}`} revision={revision} sections={sectionNames} />
      <VersionsPanel data={data} base={base} isPublisher={isPublisher} act={act} />
      {isPublisher ? <SchedulePanel data={data} base={base} act={act} /> : null}
      <AuditPanel audit={data.audit} />
    </div>
  );
}

function AddSection({ catalogue, onAdd }: { catalogue: CatalogueEntry[]; onAdd(entry: CatalogueEntry, sample: number): void }) {
  const [type, setType] = useState(catalogue[0]?.type ?? "");
  const [sample, setSample] = useState(0);
  const entry = catalogue.find((c) => c.type === type);
  return (
    <div className="studio-add">
      <label>
        Widget
        <select
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setSample(0);
          }}
        >
          {catalogue.map((c) => (
            <option key={c.type} value={c.type}>
              {c.type}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sample
        <select value={sample} onChange={(e) => setSample(Number(e.target.value))}>
          {entry?.samples.map((s, i) => (
            <option key={i} value={i}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => entry && onAdd(entry, sample)}>
        Add section
      </button>
    </div>
  );
}

function ChecksPanel({ report, dirty }: { report: EditorData["report"]; dirty: boolean }) {
  return (
    <section className="studio-checks" aria-labelledby="studio-checks-title">
      <h2 id="studio-checks-title">Checks {dirty ? <span className="studio-muted">(of the saved draft)</span> : null}</h2>
      {report.errors.length === 0 && report.warnings.length === 0 ? <p>No problems found.</p> : null}
      <IssueList issues={report.errors} kind="error" label="Errors" />
      <IssueList issues={report.warnings} kind="warning" label="Warnings" />
    </section>
  );
}

function IssueList({ issues, kind, label }: { issues: EditorData["report"]["errors"]; kind: "error" | "warning"; label: string }) {
  if (!issues.length) return null;
  return (
    <ul className={`studio-issues studio-issues-${kind}`} aria-label={label}>
      {issues.map((e, i) => (
        <li key={i}>
          {e.section ? <strong>{e.section}: </strong> : null}
          <code>{e.path}</code> {e.message}
        </li>
      ))}
    </ul>
  );
}

function VersionsPanel({ data, base, isPublisher, act }: { data: EditorData; base: string; isPublisher: boolean; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const latest = data.versions[0]?.version;
  return (
    <section className="studio-versions" aria-labelledby="studio-versions-title">
      <h2 id="studio-versions-title">Versions</h2>
      <Form method="get" className="studio-inline-form">
        <label>
          From
          <select name="from" defaultValue={data.diff?.from ?? data.versions[1]?.version}>
            {data.versions.map((v) => (
              <option key={v.version} value={v.version}>
                {v.version}
              </option>
            ))}
          </select>
        </label>
        <label>
          To
          <select name="to" defaultValue={data.diff?.to ?? latest}>
            {data.versions.map((v) => (
              <option key={v.version} value={v.version}>
                {v.version}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Compare</button>
      </Form>
      {data.diff ? (
        <div className="studio-diff" aria-label={`Changes from version ${data.diff.from} to ${data.diff.to}`}>
          <h3>
            Version {data.diff.from} → {data.diff.to}
          </h3>
          {!data.diff.added.length && !data.diff.removed.length && !data.diff.moved.length && !data.diff.changed.length ? <p>No differences.</p> : null}
          <ul>
            {data.diff.added.map((n) => (
              <li key={`a${n}`}>Added <strong>{n}</strong></li>
            ))}
            {data.diff.removed.map((n) => (
              <li key={`r${n}`}>
                Removed <strong>{n}</strong>
                {isPublisher ? <SectionRollback act={act} base={base} version={data.diff!.from} section={n} /> : null}
              </li>
            ))}
            {data.diff.moved.map((m) => (
              <li key={`m${m.name}`}>
                Moved <strong>{m.name}</strong> from place {m.from + 1} to {m.to + 1}
              </li>
            ))}
            {data.diff.changed.map((c) => (
              <li key={`c${c.name}`}>
                Changed <strong>{c.name}</strong>: {c.fields.join(", ")}
                {isPublisher ? <SectionRollback act={act} base={base} version={data.diff!.from} section={c.name} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">By</th>
            {isPublisher ? <th scope="col">Roll back</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.versions.map((v) => (
            <tr key={v.version} data-version={v.version}>
              <td>{v.version}{v.version === latest ? " (live)" : ""}</td>
              <td>{new Date(v.publishedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</td>
              <td>{v.publishedBy}</td>
              {isPublisher ? (
                <td>
                  {v.version !== latest ? (
                    <act.Form method="post" action={base}>
                      <input type="hidden" name="version" value={v.version} />
                      <button name="intent" value="rollback" aria-label={`Roll back to version ${v.version}`}>
                        Roll back
                      </button>
                    </act.Form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SectionRollback({ act, base, version, section }: { act: ReturnType<typeof useFetcher<ActionResult>>; base: string; version: number; section: string }) {
  return (
    <act.Form method="post" action={base} className="studio-inline-form">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="section" value={section} />
      <button name="intent" value="rollback_section" aria-label={`Roll back ${section} to version ${version}`}>
        Roll back this section
      </button>
    </act.Form>
  );
}

function SchedulePanel({ data, base, act }: { data: EditorData; base: string; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const [local, setLocal] = useState("");
  return (
    <section className="studio-schedules" aria-labelledby="studio-schedules-title">
      <h2 id="studio-schedules-title">Scheduled publishing</h2>
      <act.Form method="post" action={base} className="studio-inline-form">
        <label>
          Publish the saved draft at
          <input type="datetime-local" step={1} value={local} onChange={(e) => setLocal(e.target.value)} required />
        </label>
        {/* The browser's local time, sent as an instant so the server needs no time zone. */}
        <input type="hidden" name="runAt" value={local ? new Date(local).toISOString() : ""} />
        <button name="intent" value="schedule">
          Schedule
        </button>
      </act.Form>
      {data.schedules.length ? (
        <ul>
          {data.schedules.map((s) => (
            <li key={s.id} data-schedule-status={s.status}>
              {new Date(s.runAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} — {s.status}
              {s.version ? ` (version ${s.version})` : ""}
              {s.error ? ` — ${s.error}` : ""}
              {s.status === "scheduled" ? (
                <act.Form method="post" action={base} className="studio-inline-form">
                  <input type="hidden" name="id" value={s.id} />
                  <button name="intent" value="cancel_schedule">
                    Cancel
                  </button>
                </act.Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing scheduled.</p>
      )}
    </section>
  );
}

/** Sections failing in patients' browsers, and the kill switch that hides one everywhere. */
function KillSwitchPanel({ data, base, isPublisher, act }: { data: EditorData; base: string; isPublisher: boolean; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const names = [...new Set([...Object.keys(data.failures), ...data.killed])].sort((a, b) => (data.failures[b] ?? 0) - (data.failures[a] ?? 0));
  return (
    <section className="studio-kill" aria-labelledby="studio-kill-title">
      <h2 id="studio-kill-title">Failures in patients' browsers</h2>
      {names.length ? (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Failures</th>
              <th scope="col">State</th>
              {isPublisher ? <th scope="col">Kill switch</th> : null}
            </tr>
          </thead>
          <tbody>
            {names.map((n) => {
              const killed = data.killed.includes(n);
              return (
                <tr key={n} data-failing-section={n}>
                  <td>{n}</td>
                  <td>{data.failures[n] ?? 0}</td>
                  <td>{killed ? "Hidden everywhere" : "Shown"}</td>
                  {isPublisher ? (
                    <td>
                      <act.Form method="post" action={base}>
                        <input type="hidden" name="section" value={n} />
                        <button name="intent" value={killed ? "restore_section" : "kill_section"} aria-label={`${killed ? "Show again" : "Hide everywhere"}: ${n}`}>
                          {killed ? "Show again" : "Hide everywhere"}
                        </button>
                      </act.Form>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>No section has failed in patients' browsers.</p>
      )}
    </section>
  );
}

function AuditPanel({ audit }: { audit: EditorData["audit"] }) {
  return (
    <section className="studio-audit" aria-labelledby="studio-audit-title">
      <h2 id="studio-audit-title">Audit log</h2>
      {audit.length ? (
        <ul>
          {audit.map((a) => (
            <li key={a.id}>
              {new Date(a.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} — {a.actor} — {a.action}
              {a.detail ? ` (${a.detail})` : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p>No activity yet.</p>
      )}
    </section>
  );
}
