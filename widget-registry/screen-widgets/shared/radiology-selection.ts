/**
 * The radiology cart's selectedCity and selectedClinic, kept in the browser until radiology booking is built
 * server-side. "Clearing resets city, clinic, slot, patient, items and cities": choosing a new city clears the clinic.
 */
export interface RadiologySelection {
  selectedCity: { id: number; name: string } | null;
  selectedClinic: { id: number; name: string } | null;
}

const KEY = "radiologyCart";
const EMPTY: RadiologySelection = { selectedCity: null, selectedClinic: null };

const isRef = (v: unknown): v is { id: number; name: string } =>
  !!v && typeof v === "object" && Number.isInteger((v as { id: unknown }).id) && typeof (v as { name: unknown }).name === "string";

export function readRadiologySelection(): RadiologySelection {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return {
      selectedCity: isRef(v?.selectedCity) ? v.selectedCity : null,
      selectedClinic: isRef(v?.selectedClinic) ? v.selectedClinic : null,
    };
  } catch {
    return EMPTY;
  }
}

function write(sel: RadiologySelection) {
  try {
    localStorage.setItem(KEY, JSON.stringify(sel));
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}

export function selectRadiologyCity(city: { id: number; name: string }) {
  const current = readRadiologySelection();
  write({ selectedCity: city, selectedClinic: current.selectedCity?.id === city.id ? current.selectedClinic : null });
}

export function selectRadiologyClinic(city: { id: number; name: string }, clinic: { id: number; name: string }) {
  write({ selectedCity: city, selectedClinic: clinic });
}
