/**
 * The radiology city and clinic selection modals read and change the caller's radiology cart on the server
 * (/resources/radiology-cart): a signed-in account's stored cart, or a visitor's kept in their cookie. The server
 * applies the cart rules; the modals only show its answer.
 */
export interface RadiologySelectionCity {
  id: number;
  name: string;
  clinicCount: number;
}

export interface RadiologySelectionClinic {
  id: number;
  name: string;
  address: string;
  /** km from the patient's location (haversine), when it is in this city. */
  distance: number | null;
  earliestSlot: string | null;
  earliestSlotDisplay: string | null;
  /** Paise. */
  registrationFee: number;
  /** Paise: the cart's scans plus the registration fee. */
  price: number;
}

export interface RadiologySelection {
  scans: string[];
  selectedCityId: number | null;
  selectedClinicId: number | null;
  cities: RadiologySelectionCity[];
  clinics: RadiologySelectionClinic[] | null;
}

const PATH = "/resources/radiology-cart";

export async function readRadiologySelection(cityId: number | null, signal?: AbortSignal): Promise<RadiologySelection> {
  const res = await fetch(cityId ? `${PATH}?cityId=${cityId}` : PATH, { headers: { accept: "application/json" }, signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as RadiologySelection;
}

/** Chooses a city or a clinic; resolves to null when done, or to the rule's refusal in words. */
export async function chooseRadiology(intent: "city" | "clinic", id: number): Promise<string | null> {
  const body = new URLSearchParams({ intent, [intent === "city" ? "cityId" : "clinicId"]: String(id) });
  const res = await fetch(PATH, { method: "POST", body, headers: { accept: "application/json" } });
  const answer = (await res.json().catch(() => null)) as { ok?: boolean; message?: string } | null;
  if (res.ok && answer?.ok) return null;
  return answer?.message ?? "Something went wrong! Please try again.";
}
