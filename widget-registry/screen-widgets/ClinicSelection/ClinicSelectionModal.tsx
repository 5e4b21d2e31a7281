/**
 * Radiology clinic selection for the chosen city, nearest first from the patient's location. Each centre shows
 * its distance, earliest slot, registration fee and the all-in price of the scans in the caller's cart (spec §3
 * "Clinic facility"). Choosing one puts it in the cart; the page underneath reloads its data.
 */
import { useEffect, useState } from "react";
import { useRevalidator } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import { SOMETHING_WENT_WRONG } from "../shared/api";
import { useUserLocation } from "../shared/hooks";
import { chooseRadiology, readRadiologySelection, type RadiologySelection, type RadiologySelectionClinic } from "../shared/radiology-cart-api";
import type { ScreenWidgetProps } from "../index";

const rupees = (paise: number) => formatPrice(paise / 100);

export function ClinicSelectionModal({ params, onClose }: ScreenWidgetProps) {
  const { openModal, showToast } = useScreenUi();
  const revalidator = useRevalidator();
  const here = useUserLocation();
  const [selection, setSelection] = useState<RadiologySelection | "loading" | "error">("loading");
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cityId = Number(params.cityId) || null;

  useEffect(() => {
    if (!cityId) return;
    const controller = new AbortController();
    setSelection("loading");
    readRadiologySelection(cityId, controller.signal)
      .then(setSelection)
      .catch(() => !controller.signal.aborted && setSelection("error"));
    return () => controller.abort();
    // The patient's location decides the distances: a new one reads them again.
  }, [cityId, here.cityId, here.latitude, here.longitude, attempt]);

  const loaded = typeof selection === "object" ? selection : null;
  const city = loaded?.cities.find((c) => c.id === cityId) ?? null;
  const clinics = loaded?.clinics ?? null;

  const choose = async (clinic: RadiologySelectionClinic) => {
    setBusy(true);
    // The city comes first ("a city, then a clinic"): a clinic opened by link chooses its city too.
    const problem = await (loaded?.selectedCityId === cityId ? Promise.resolve(null) : chooseRadiology("city", cityId!))
      .then((p) => p ?? chooseRadiology("clinic", clinic.id))
      .catch(() => SOMETHING_WENT_WRONG);
    setBusy(false);
    setRefusal(problem);
    if (problem) return;
    revalidator.revalidate();
    showToast(`${clinic.name} selected`);
    onClose();
  };

  return (
    <Overlay name="clinic_selection" title={city ? `Select a centre in ${city.name}` : "Select a centre"} onClose={onClose}>
      <button type="button" className="sw-link" onClick={() => openModal("city_selection")}>
        {city ? "Change city" : "Choose a city"}
      </button>
      {!cityId ? <p className="sw-empty">Choose a city first to see its radiology centres.</p> : null}
      {cityId && selection === "loading" ? <p className="sw-note" role="status">Loading centres…</p> : null}
      {selection === "error" ? (
        <div className="sw-error" role="alert">
          <p>{SOMETHING_WENT_WRONG}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>Retry</button>
        </div>
      ) : null}
      {refusal ? <p className="sw-error" role="alert">{refusal}</p> : null}
      {cityId && loaded && !clinics?.length ? <p className="sw-empty">No radiology centres in this city for your scans yet.</p> : null}
      {cityId && clinics?.length ? (
        <ul className="sw-options" aria-label="Radiology centres">
          {clinics.map((c) => (
            <li key={c.id}>
              <button type="button" className="sw-option" aria-pressed={c.id === loaded?.selectedClinicId} disabled={busy} onClick={() => void choose(c)}>
                <span className="sw-option-name">{c.name}</span>
                <span className="sw-note">{c.address}</span>
                <span className="sw-note">
                  {c.distance != null ? `${c.distance} km away · ` : ""}
                  {c.earliestSlotDisplay ? `Earliest slot ${c.earliestSlotDisplay}` : "No free slot this week"}
                </span>
                <span className="sw-note">
                  {loaded?.scans.length
                    ? `${rupees(c.price)} all-in (includes ${rupees(c.registrationFee)} registration fee)`
                    : `Registration fee ${rupees(c.registrationFee)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Overlay>
  );
}
