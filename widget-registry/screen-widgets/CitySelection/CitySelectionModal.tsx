/** Radiology city selection: "Each user can choose a city, then a clinic". Cities are those with a clinic. */
import { useEffect, useId, useState } from "react";
import { graphql } from "~/graphql/generated";
import type { RadiologyCitiesQuery } from "~/graphql/generated/graphql";
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import { requestGraphql, SOMETHING_WENT_WRONG } from "../shared/api";
import { readRadiologySelection, selectRadiologyCity } from "../shared/radiology-selection";
import type { ScreenWidgetProps } from "../index";

const RadiologyCitiesQuery = graphql(`query RadiologyCities($category: String) { getRadiologyCitiesByCategory(category: $category) { id name clinicCount } }`);

type RadiologyCity = RadiologyCitiesQuery["getRadiologyCitiesByCategory"][number];

export function CitySelectionModal({ params, onClose }: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  const [cities, setCities] = useState<RadiologyCity[] | "loading" | "error">("loading");
  const [filter, setFilter] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const filterId = useId();
  const category = typeof params.category === "string" ? params.category : null;

  useEffect(() => setSelectedId(readRadiologySelection().selectedCity?.id ?? null), []);
  useEffect(() => {
    const controller = new AbortController();
    setCities("loading");
    requestGraphql(RadiologyCitiesQuery, { category }, controller.signal)
      .then((d) => setCities(d.getRadiologyCitiesByCategory))
      .catch(() => !controller.signal.aborted && setCities("error"));
    return () => controller.abort();
  }, [category, attempt]);

  const choose = (city: RadiologyCity) => {
    selectRadiologyCity({ id: city.id, name: city.name });
    openModal("clinic_selection", { cityId: city.id });
  };
  const shown = Array.isArray(cities) ? cities.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase())) : [];

  return (
    <Overlay name="city_selection" title="Select a city for your scan" onClose={onClose}>
      <label htmlFor={filterId}>Find your city</label>
      <input id={filterId} className="sw-input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} data-autofocus />
      {cities === "loading" ? <p className="sw-note" role="status">Loading cities…</p> : null}
      {cities === "error" ? (
        <div className="sw-error" role="alert">
          <p>{SOMETHING_WENT_WRONG}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>Retry</button>
        </div>
      ) : null}
      {Array.isArray(cities) && !shown.length ? <p className="sw-empty">No radiology centres in a city by that name yet.</p> : null}
      {shown.length ? (
        <ul className="sw-options" aria-label="Cities">
          {shown.map((c) => (
            <li key={c.id}>
              <button type="button" className="sw-option" aria-pressed={c.id === selectedId} onClick={() => choose(c)}>
                <span className="sw-option-name">{c.name}</span>
                <span className="sw-note">{c.clinicCount} {c.clinicCount === 1 ? "centre" : "centres"}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Overlay>
  );
}
