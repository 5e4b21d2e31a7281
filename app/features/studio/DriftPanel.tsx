/**
 * Web and mweb: sections changed in this view's draft and not in the other's (phones get mweb, computers web), each
 * with a one-action copy to the other view; and a copy of any section to another view, segment or screen.
 */
import { memo, useState } from "react";
import type { useFetcher } from "@remix-run/react";
import type { ActionResult, EditorData } from "./editor-types";

const VIEW_WORDS: Record<string, string> = { web: "web (computers)", mweb: "mweb (phones)" };

export const DriftPanel = memo(function DriftPanel({ data, base, dirty, act, sections }: { data: EditorData; base: string; dirty: boolean; act: ReturnType<typeof useFetcher<ActionResult>>; sections: string[] }) {
  const { drift, key } = data;
  const here = key.screenView;
  const [section, setSection] = useState(sections[0] ?? "");
  const [toScreen, setToScreen] = useState(key.screenName);
  const [toView, setToView] = useState(drift.otherView);
  const [toSegment, setToSegment] = useState(key.segment);
  return (
    <section className="studio-drift" aria-labelledby="studio-drift-title">
      <h2 id="studio-drift-title">Web and mweb</h2>
      {drift.sections.length ? (
        <ul className="studio-issues studio-issues-warning" aria-label="Changed on one view only">
          {drift.sections.map((d) => (
            <li key={d.section} data-drift-section={d.section}>
              <strong>{d.section}: </strong>
              {d.kind === "added" ? `added on ${VIEW_WORDS[here]} only` : `changed on ${VIEW_WORDS[here]} but not on ${VIEW_WORDS[drift.otherView]}`}
              {`: ${drift.otherView === "mweb" ? "phones" : "computers"} will not get this change. `}
              <act.Form method="post" action={base} className="studio-inline-form">
                <input type="hidden" name="section" value={d.section} />
                <input type="hidden" name="toView" value={drift.otherView} />
                <button name="intent" value="copy_section" disabled={dirty}>
                  Copy {d.section} to {drift.otherView}
                </button>
              </act.Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>No section is changed on {here} only.</p>
      )}
      {dirty ? <p className="studio-hint">Save your changes first: a copy takes the section as saved.</p> : null}
      <act.Form method="post" action={base} className="studio-copy-form" aria-label="Copy a section">
        <h3>Copy a section</h3>
        <label>
          Section
          <select name="section" value={section} onChange={(e) => setSection(e.target.value)}>
            {sections.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label>
          To screen
          <select name="toScreen" value={toScreen} onChange={(e) => setToScreen(e.target.value)}>
            {drift.screens.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label>
          To view
          <select name="toView" value={toView} onChange={(e) => setToView(e.target.value)}>
            <option value="web">web</option>
            <option value="mweb">mweb</option>
          </select>
        </label>
        <label>
          To segment
          <select name="toSegment" value={toSegment} onChange={(e) => setToSegment(e.target.value)}>
            {drift.segments.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <button name="intent" value="copy_section" disabled={dirty || !section}>
          Copy
        </button>
      </act.Form>
    </section>
  );
});
