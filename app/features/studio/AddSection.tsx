/** Adds a section from the widget catalogue, pre-filled from one of the widget's samples. */
import { useState } from "react";
import type { CatalogueEntry } from "./draft-ops";

export function AddSection({ catalogue, onAdd }: { catalogue: CatalogueEntry[]; onAdd(entry: CatalogueEntry, sample: number): void }) {
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
