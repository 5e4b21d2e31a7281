/**
 * Preview = production: the saved draft rendered by the real renderer in frames at a phone and a desktop
 * width, for a chosen segment and city, and one section forced into its empty, errored or dropped state.
 */
import { useState } from "react";

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

export function PreviewPane({ base, revision, sections }: { base: string; revision: number; sections: string[] }) {
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
  const src = `${base}?${q}`;
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">Preview</h2>
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
            {sections.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        {forceSection ? (
          <label>
            State
            <select value={forceState} onChange={(e) => setForceState(e.target.value)}>
              <option value="empty">Empty</option>
              <option value="errored">Errored</option>
              <option value="dropped">Dropped</option>
            </select>
          </label>
        ) : null}
      </div>
      <div className="studio-preview-frames">
        <figure className="studio-frame studio-frame-phone">
          <figcaption>Phone (390 px)</figcaption>
          <iframe title="Phone preview" src={`${src}&device=phone`} width={390} height={720} />
        </figure>
        <figure className="studio-frame studio-frame-desktop">
          <figcaption>Desktop (1280 px)</figcaption>
          <div className="studio-frame-scale">
            <iframe title="Desktop preview" src={`${src}&device=desktop`} width={1280} height={1440} />
          </div>
        </figure>
      </div>
    </section>
  );
}
