/** Radiology clinic selection for the chosen city, nearest first from the user's location. */
import { useEffect, useState } from "react";
import { graphql } from "~/graphql/generated";
import type { RadiologyClinicsQuery } from "~/graphql/generated/graphql";
import { formatPrice } from "~/lib/price";
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import { requestGraphql, SOMETHING_WENT_WRONG } from "../shared/api";
import { useUserLocation } from "../shared/hooks";
import { readRadiologySelection, selectRadiologyClinic } from "../shared/radiology-selection";
import type { ScreenWidgetProps } from "../index";

const RadiologyClinicsQuery = graphql(`
  query RadiologyClinics($cityId: Int!, $category: String, $latitude: Float, $longitude: Float) {
    getRadiologyClinicsByCategoryAndCity(cityId: $cityId, category: $category, latitude: $latitude, longitude: $longitude) {
      id name address distance registrationFee categories
    }
  }
`);

type RadiologyClinic = RadiologyClinicsQuery["getRadiologyClinicsByCategoryAndCity"][number];

export function ClinicSelectionModal({ params, onClose }: ScreenWidgetProps) {
  const { openModal, showToast } = useScreenUi();
  const here = useUserLocation();
  const [clinics, setClinics] = useState<RadiologyClinic[] | "loading" | "error">("loading");
  const [attempt, setAttempt] = useState(0);
  const [city, setCity] = useState<{ id: number; name: string } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const cityId = Number(params.cityId) || null;

  useEffect(() => {
    const sel = readRadiologySelection();
    setCity(sel.selectedCity && (!cityId || sel.selectedCity.id === cityId) ? sel.selectedCity : null);
    setSelectedId(sel.selectedClinic?.id ?? null);
  }, [cityId]);

  useEffect(() => {
    if (!cityId) return;
    const controller = new AbortController();
    setClinics("loading");
    const sameCity = here.cityId === cityId;
    const vars = { cityId, latitude: sameCity ? here.latitude : null, longitude: sameCity ? here.longitude : null };
    requestGraphql(RadiologyClinicsQuery, vars, controller.signal)
      .then((d) => setClinics(d.getRadiologyClinicsByCategoryAndCity))
      .catch(() => !controller.signal.aborted && setClinics("error"));
    return () => controller.abort();
  }, [cityId, here.cityId, here.latitude, here.longitude, attempt]);

  const choose = (clinic: RadiologyClinic) => {
    selectRadiologyClinic(city ?? { id: cityId!, name: "" }, { id: clinic.id, name: clinic.name });
    showToast(`${clinic.name} selected`);
    onClose();
  };

  return (
    <Overlay name="clinic_selection" title={city ? `Select a centre in ${city.name}` : "Select a centre"} onClose={onClose}>
      <button type="button" className="sw-link" onClick={() => openModal("city_selection")}>
        {city ? "Change city" : "Choose a city"}
      </button>
      {!cityId ? <p className="sw-empty">Choose a city first to see its radiology centres.</p> : null}
      {cityId && clinics === "loading" ? <p className="sw-note" role="status">Loading centres…</p> : null}
      {clinics === "error" ? (
        <div className="sw-error" role="alert">
          <p>{SOMETHING_WENT_WRONG}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>Retry</button>
        </div>
      ) : null}
      {cityId && Array.isArray(clinics) && !clinics.length ? <p className="sw-empty">No radiology centres in this city yet.</p> : null}
      {cityId && Array.isArray(clinics) && clinics.length ? (
        <ul className="sw-options" aria-label="Radiology centres">
          {clinics.map((c) => (
            <li key={c.id}>
              <button type="button" className="sw-option" aria-pressed={c.id === selectedId} onClick={() => choose(c)}>
                <span className="sw-option-name">{c.name}</span>
                <span className="sw-note">{c.address}</span>
                <span className="sw-note">
                  {c.distance != null ? `${c.distance} km away · ` : ""}Registration fee {formatPrice(c.registrationFee)} · {c.categories.join(", ")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Overlay>
  );
}
