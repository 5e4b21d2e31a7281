/**
 * Radiology city selection: "Each user can choose a city, then a clinic". The cities are those with a centre for
 * every scan in the caller's radiology cart (any centre while it is empty); choosing one opens the clinic selection.
 */
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import { SOMETHING_WENT_WRONG } from "../shared/api";
import { chooseRadiology, readRadiologySelection, type RadiologySelection, type RadiologySelectionCity } from "../shared/radiology-cart-api";
import type { ScreenWidgetProps } from "../index";

export function CitySelectionModal({ onClose }: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  const revalidator = useRevalidator();
  const [selection, setSelection] = useState<RadiologySelection | "loading" | "error">("loading");
  const [filter, setFilter] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const filterId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setSelection("loading");
    readRadiologySelection(null, controller.signal)
      .then(setSelection)
      .catch(() => !controller.signal.aborted && setSelection("error"));
    return () => controller.abort();
  }, [attempt]);

  const choose = async (city: RadiologySelectionCity) => {
    setBusy(true);
    const problem = await chooseRadiology("city", city.id).catch(() => SOMETHING_WENT_WRONG);
    setBusy(false);
    setRefusal(problem);
    if (problem) return;
    revalidator.revalidate();
    openModal("clinic_selection", { cityId: city.id });
  };
  const loaded = typeof selection === "object" ? selection : null;
  const shown = loaded ? loaded.cities.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase())) : [];

  return (
    <Overlay name="city_selection" title="Select a city for your scan" onClose={onClose}>
      {loaded?.scans.length ? <p className="sw-note">Cities with a centre for {loaded.scans.join(", ")}.</p> : null}
      <label htmlFor={filterId}>Find your city</label>
      <input id={filterId} className="sw-input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} data-autofocus />
      {selection === "loading" ? <p className="sw-note" role="status">Loading cities…</p> : null}
      {selection === "error" ? (
        <div className="sw-error" role="alert">
          <p>{SOMETHING_WENT_WRONG}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>Retry</button>
        </div>
      ) : null}
      {refusal ? <p className="sw-error" role="alert">{refusal}</p> : null}
      {loaded && !shown.length ? <p className="sw-empty">No radiology centres in a city by that name yet.</p> : null}
      {shown.length ? (
        <ul className="sw-options" aria-label="Cities">
          {shown.map((c) => (
            <li key={c.id}>
              <button type="button" className="sw-option" aria-pressed={c.id === loaded?.selectedCityId} disabled={busy} onClick={() => void choose(c)}>
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
