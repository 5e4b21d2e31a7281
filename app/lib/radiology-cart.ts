/**
 * The radiology cart (platform spec §3 "Radiology cart", §5 "Radiology cart" rules): the scans, and the choices
 * that lead to a booking — city, clinic, slot date and time, patient. Pure functions over immer drafts, like the
 * diagnostics cart's rules; the server keeps a signed-in account's cart and runs them.
 */
import { produce, type Draft } from "immer";

export interface RadiologyCartItem {
  itemId: number;
  name: string;
  category: string;
}

export interface RadiologyCart {
  radiologyCartItems: RadiologyCartItem[];
  selectedCity: number | null;
  selectedClinic: number | null;
  /** Clinic ids offered for the cart's scans in the selected city, nearest first. */
  availableClinicsList: number[];
  /** yyyy-MM-dd, India date. */
  selectedSlotDate: string | null;
  /** HH:mm, India time. */
  selectedSlotTime: string | null;
  selectedPatientId: number | null;
  /** City ids with a clinic for the cart's scans. */
  availableRadiologyCities: number[];
}

export const emptyRadiologyCart = (): RadiologyCart => ({
  radiologyCartItems: [],
  selectedCity: null,
  selectedClinic: null,
  availableClinicsList: [],
  selectedSlotDate: null,
  selectedSlotTime: null,
  selectedPatientId: null,
  availableRadiologyCities: [],
});

export const SCAN_ALREADY_IN_CART_MESSAGE = "This scan is already in your cart.";

/** "Items are not duplicated by itemId." Returns whether the scan was added. */
export function addRadiologyItem(cart: Draft<RadiologyCart>, item: RadiologyCartItem): boolean {
  if (cart.radiologyCartItems.some((i) => i.itemId === item.itemId)) return false;
  cart.radiologyCartItems.push(item);
  // A different set of scans may not be offered by the clinic chosen for the old one: choose again.
  clearClinicChoice(cart);
  return true;
}

export function removeRadiologyItem(cart: Draft<RadiologyCart>, itemId: number) {
  const before = cart.radiologyCartItems.length;
  cart.radiologyCartItems = cart.radiologyCartItems.filter((i) => i.itemId !== itemId);
  if (cart.radiologyCartItems.length !== before) clearClinicChoice(cart);
  if (!cart.radiologyCartItems.length) clearRadiologyCart(cart);
}

/** "Clearing resets city, clinic, slot, patient, items and cities." */
export function clearRadiologyCart(cart: Draft<RadiologyCart>) {
  Object.assign(cart, emptyRadiologyCart());
}

function clearClinicChoice(cart: Draft<RadiologyCart>) {
  cart.selectedClinic = null;
  cart.availableClinicsList = [];
  cart.selectedSlotDate = null;
  cart.selectedSlotTime = null;
}

/** Choosing a city resets the clinic and slot chosen in another city. */
export function selectRadiologyCity(cart: Draft<RadiologyCart>, cityId: number, availableCities: number[]) {
  if (cart.selectedCity !== cityId) clearClinicChoice(cart);
  cart.selectedCity = cityId;
  cart.availableRadiologyCities = availableCities;
}

/** A clinic from those offered in the city; a new clinic has new slots, so the slot is chosen again. */
export function selectRadiologyClinic(cart: Draft<RadiologyCart>, clinicId: number, availableClinics: number[]): boolean {
  if (!availableClinics.includes(clinicId)) return false;
  if (cart.selectedClinic !== clinicId) {
    cart.selectedSlotDate = null;
    cart.selectedSlotTime = null;
  }
  cart.selectedClinic = clinicId;
  cart.availableClinicsList = availableClinics;
  return true;
}

export function selectRadiologySlot(cart: Draft<RadiologyCart>, slotDate: string, slotTime: string) {
  cart.selectedSlotDate = slotDate;
  cart.selectedSlotTime = slotTime;
}

export function selectRadiologyPatient(cart: Draft<RadiologyCart>, patientId: number) {
  cart.selectedPatientId = patientId;
}

/** What is still missing before the cart can be booked, in the order the patient chooses: city → clinic → slot → patient. */
export function radiologyCartNextStep(cart: RadiologyCart): "items" | "city" | "clinic" | "slot" | "patient" | null {
  if (!cart.radiologyCartItems.length) return "items";
  if (cart.selectedCity == null) return "city";
  if (cart.selectedClinic == null) return "clinic";
  if (!cart.selectedSlotDate || !cart.selectedSlotTime) return "slot";
  if (cart.selectedPatientId == null) return "patient";
  return null;
}

export const changeRadiologyCart = (cart: RadiologyCart, recipe: (d: Draft<RadiologyCart>) => void): RadiologyCart => produce(cart, recipe);

/** A stored cart read back, whatever shape it was written in. */
export function parseRadiologyCart(text: string | null | undefined): RadiologyCart {
  if (!text) return emptyRadiologyCart();
  try {
    return { ...emptyRadiologyCart(), ...(JSON.parse(text) as Partial<RadiologyCart>) };
  } catch {
    return emptyRadiologyCart();
  }
}
