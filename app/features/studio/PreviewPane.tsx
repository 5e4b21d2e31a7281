/**
 * Preview = production: the saved draft rendered by the real renderer in frames at a phone and a desktop
 * width, for a chosen segment and city, and one section forced into its loading, empty, errored or dropped state.
 */
import { IssuePlace } from "./IssuePlace";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { PREVIEW_BUDGET, PREVIEW_LIVE_MESSAGE, PREVIEW_READY_MESSAGE, PREVIEW_REPORT_MESSAGE, type PreviewReport } from "~/lib/preview-quality";
import type { SectionIssue } from "./SectionList";

const SEGMENTS = [
  ["signed_out", "Signed out"],
  ["signed_in", "Signed in"],
  ["circle", "Circle member"],
  ["corporate", "Corporate"],
] as const;
const CITIES = [
  [9, "Hyderabad"],
  [3, "Mumbai"],
  [1, "New Delhi"],
  [2, "Bangalore"],
  [5, "Chennai"],
] as const;

/**
 * Scripts run in the frames, but without their origin: Chromium then draws each frame in its own process, so
 * rendering and auditing a 200-section preview never blocks the editor's main thread. Links in the preview do
 * not navigate the editor either.
 */
const FRAME_SANDBOX = import.meta.env.DEV
  ? // `npm run dev`: Vite's dev server answers module scripts only to its own origin, and an opaque origin would
    // have to be let in for every site's sandboxed frames. In development the frames keep the app's origin instead
    // (scripts run; only the separate process, a speed measure, is lost).
    "allow-scripts allow-same-origin"
  : "allow-scripts";

interface Props {
  /** The preview route of this screen and segment, without the view: /studio/preview/{screen}/{view}/{segment}. */
  screenName: string;
  segment: string;
  /** The view being edited: its frame shows the unsaved revision; the other view's frame shows its saved draft. */
  view: string;
  revision: number;
  sections: string[];
  onReport(report: PreviewReport): void;
  reports: Record<string, PreviewReport & { axeMs?: number }>;
  /** The reports' issues, at their sections' paths. */
  warnings: SectionIssue[];
  /** The editor's unsaved configuration of the view being edited, or null when everything is saved. */
  unsaved: ScreenConfiguration | null;
}

/** A pause in typing this long updates the live preview (one server render per pause, not per keystroke). */
export const LIVE_PREVIEW_AFTER_MS = 400;

type LiveState = "saved" | "updating" | "unsaved" | "refused";

export function PreviewPane({ screenName, segment: screenSegment, view, revision, sections, onReport, reports, warnings, unsaved }: Props) {
  const phoneFrame = useRef<HTMLIFrameElement>(null);
  const desktopFrame = useRef<HTMLIFrameElement>(null);
  /** The frame showing the view being edited: the one that follows the unsaved changes. */
  const editedFrame = view === "mweb" ? phoneFrame : desktopFrame;
  // Bumped when the edited frame (re)loads, so it gets the unsaved changes again.
  const [frameReady, setFrameReady] = useState(0);
  // The frames post their audit when they have loaded, and say when they listen.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // The frames are sandboxed (an opaque origin, "null"): a message is taken only from one of this pane's frames.
      const frames = [phoneFrame.current?.contentWindow, desktopFrame.current?.contentWindow];
      if (!e.source || !frames.includes(e.source as Window)) return;
      if (e.data?.type === PREVIEW_READY_MESSAGE) {
        if (e.source === editedFrame.current?.contentWindow) setFrameReady((n) => n + 1);
        return;
      }
      if (e.data?.type !== PREVIEW_REPORT_MESSAGE) return;
      const { type: _type, ...report } = e.data as PreviewReport & { type: string };
      onReport(report);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onReport, editedFrame]);
  const [segment, setSegment] = useState("signed_out");
  const [city, setCity] = useState(9);
  const [date, setDate] = useState("");
  const [forceSection, setForceSection] = useState("");
  const [forceState, setForceState] = useState("errored");
  const q = new URLSearchParams({ as: segment, city: String(city), rev: String(revision) });
  if (date) q.set("at", date);
  if (forceSection) {
    q.set("force", forceSection);
    q.set("state", forceState);
  }
  // Phones get the mweb configuration and computers the web one (app/lib/view.ts): each frame shows its own view's
  // draft, so the phone preview is what phones get, never the web layout squeezed to 390 px.
  const frameSrc = (frameView: "web" | "mweb", device: "phone" | "desktop") => {
    const fq = new URLSearchParams(q);
    if (frameView !== view) {
      // The other view's draft: the section being forced may not be there; its revision is its own.
      fq.delete("rev");
    }
    fq.set("device", device);
    return `/studio/preview/${screenName}/${frameView}/${screenSegment}?${fq}`;
  };

  // The live preview: after a pause, the server renders the unsaved configuration (the same pipeline as the saved
  // draft's frame) and the edited frame is handed the result. The frame renders it in its own process; the editor
  // only sends text on, never parses or renders the preview, so typing is never held up by it.
  const [live, setLive] = useState<{ state: LiveState; message?: string }>({ state: "saved" });
  // The pane re-renders on every keystroke (it takes the unsaved draft): the 200 options are made once per name list.
  const sectionOptions = useMemo(
    () =>
      sections.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      )),
    [sections],
  );
  const seq = useRef(0);
  const choices = q.toString();
  // The frame count already given the unsaved changes: a frame that has just (re)loaded gets them at once, not after
  // another typing pause.
  const servedFrame = useRef(0);
  useEffect(() => {
    if (!unsaved) {
      servedFrame.current = frameReady;
      setLive({ state: "saved" });
      return;
    }
    const delay = frameReady !== servedFrame.current ? 0 : LIVE_PREVIEW_AFTER_MS;
    servedFrame.current = frameReady;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setLive({ state: "updating" });
      const body = new URLSearchParams(choices);
      body.delete("rev");
      for (const [k, v] of Object.entries({ screen: screenName, view, segment: screenSegment, device: view === "mweb" ? "phone" : "desktop", config: JSON.stringify(unsaved) })) body.set(k, v);
      try {
        const res = await fetch("/resources/studio-preview", { method: "POST", body, signal: controller.signal });
        if (!res.ok) {
          const why = (await res.json().catch(() => null)) as { message?: string } | null;
          setLive({ state: "refused", message: why?.message ?? "The preview could not be updated." });
          return;
        }
        const text = await res.text();
        // "*": a sandboxed frame's origin is opaque and cannot be named. What is sent is the screen as patients
        // would get it once published, and only to this pane's own frame.
        editedFrame.current?.contentWindow?.postMessage({ type: PREVIEW_LIVE_MESSAGE, seq: ++seq.current, body: text }, "*");
        setLive({ state: "unsaved" });
      } catch (e) {
        if ((e as Error).name !== "AbortError") setLive({ state: "refused", message: "The preview could not be updated." });
      }
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [unsaved, choices, frameReady, screenName, view, screenSegment, editedFrame]);

  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">Preview</h2>
      <p className="studio-live-preview" role="status" data-live-preview={live.state}>
        {live.state === "saved"
          ? "The preview shows the saved draft."
          : live.state === "updating"
            ? "Updating the preview with your changes…"
            : live.state === "unsaved"
              ? "The preview shows your changes, not yet saved."
              : `The preview still shows your last change it could draw: ${live.message}`}
      </p>
      <div className="studio-preview-controls">
        <label>
          Preview segment
          <select value={segment} onChange={(e) => setSegment(e.target.value)}>
            {SEGMENTS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Preview city
          <select value={city} onChange={(e) => setCity(Number(e.target.value))}>
            {CITIES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Preview date
          <input type="datetime-local" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label>
          Section state
          <select value={forceSection} onChange={(e) => setForceSection(e.target.value)}>
            <option value="">As configured</option>
            {sectionOptions}
          </select>
        </label>
        {forceSection ? (
          <label>
            State
            <select value={forceState} onChange={(e) => setForceState(e.target.value)}>
              <option value="loading">Loading</option>
              <option value="empty">Empty</option>
              <option value="errored">Errored</option>
              <option value="dropped">Dropped</option>
            </select>
          </label>
        ) : null}
      </div>
      <PreviewChecks reports={reports} warnings={warnings} />
      <div className="studio-preview-frames">
        <figure className="studio-frame studio-frame-phone" data-preview-view="mweb">
          <figcaption>
            Phone (390 px): the mweb configuration{view === "mweb" ? " you are editing" : <>, <a href={`/studio/${screenName}/mweb/${screenSegment}`}>edit it</a></>}
          </figcaption>
          <iframe ref={phoneFrame} title="Phone preview" src={frameSrc("mweb", "phone")} width={390} height={720} sandbox={FRAME_SANDBOX} />
        </figure>
        <figure className="studio-frame studio-frame-desktop" data-preview-view="web">
          <figcaption>
            Desktop (1280 px): the web configuration{view === "web" ? " you are editing" : <>, <a href={`/studio/${screenName}/web/${screenSegment}`}>edit it</a></>}
          </figcaption>
          <div className="studio-frame-scale">
            <iframe ref={desktopFrame} title="Desktop preview" src={frameSrc("web", "desktop")} width={1280} height={1440} sandbox={FRAME_SANDBOX} />
          </div>
        </figure>
      </div>
    </section>
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Each device's measured budget, and every warning with its section and JSON path. */
const PreviewChecks = memo(function PreviewChecks({ reports, warnings }: { reports: Props["reports"]; warnings: SectionIssue[] }) {
  const devices = Object.values(reports);
  return (
    <section className="studio-preview-checks" aria-labelledby="studio-preview-checks-title">
      <h3 id="studio-preview-checks-title">Preview checks</h3>
      {devices.length ? (
        <table className="studio-table">
          <caption>Budget per screen, measured on the preview</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Data calls (≤ {PREVIEW_BUDGET.dataCalls})</th>
              <th scope="col">Image bytes (≤ {kb(PREVIEW_BUDGET.imageBytes)})</th>
              <th scope="col">Sections above the fold (≤ {PREVIEW_BUDGET.sectionsAboveFold})</th>
              <th scope="col">HTML bytes (≤ {kb(PREVIEW_BUDGET.htmlBytes)})</th>
              <th scope="col">Server render (≤ {PREVIEW_BUDGET.renderMs} ms)</th>
              <th scope="col">axe-core run</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((r) => (
              <tr key={r.device} data-preview-device={r.device}>
                <th scope="row">{r.device}</th>
                <td>{r.metrics.dataCalls}</td>
                <td>{kb(r.metrics.imageBytes)}</td>
                <td>{r.metrics.sectionsAboveFold}</td>
                <td>{kb(r.metrics.htmlBytes)}</td>
                <td>{r.metrics.renderMs} ms</td>
                <td>{r.axeMs ?? "–"} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="studio-hint">Checking the preview (accessibility, headings, budget)…</p>
      )}
      {devices.length && !warnings.length ? <p>No warnings from the preview.</p> : null}
      {warnings.length ? (
        <ul className="studio-issues studio-issues-warning" aria-label="Preview warnings">
          {warnings.map((w, i) => (
            <li key={i}>
              {w.section ? <strong>{w.section}: </strong> : null}
              <IssuePlace path={w.path} />{w.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
