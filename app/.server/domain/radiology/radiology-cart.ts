/**
 * The radiology cart's changes for a signed-in account: each applies a rule of app/lib/radiology-cart.ts to the
 * stored cart. Adding a scan empties the lab cart: "Radiology and pathology tests cannot be booked together; adding
 * one kind replaces the other kind."
 */
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { changeAccountCart, readAccountCart } from "../cart/cart";
import { getPatient } from "../accounts/patients";
import { DEFAULT_CITY_ID } from "../catalogue/catalogue";
import {
  addRadiologyItem,
  changeRadiologyCart,
  clearRadiologyCart,
  removeRadiologyItem,
  selectRadiologyCity,
  selectRadiologyClinic,
  selectRadiologyPatient,
  selectRadiologySlot,
  type RadiologyCart,
} from "~/lib/radiology-cart";
import { kindReplacedMessage } from "~/lib/cart-rules";
import { getRadiologyItemDetails } from "./radiology-items";
import { getRadiologyCitiesByCategory, getRadiologyClinicsByCategoryAndCity } from "./radiology";
import { radiologyClinicSlots } from "./radiology-clinic-slots";
import { readRadiologyCart, writeRadiologyCart } from "./radiology-cart-store";

export type RadiologyCartAction =
  | { type: "ADD_ITEM"; itemId: number }
  | { type: "REMOVE_ITEM"; itemId: number }
  | { type: "SELECT_CITY"; cityId: number }
  | { type: "SELECT_CLINIC"; clinicId: number }
  | { type: "SELECT_SLOT"; slotDateTimeInUTC: string }
  | { type: "SELECT_PATIENT"; patientId: number }
  | { type: "CLEAR" };

export interface RadiologyCartChange {
  cart: RadiologyCart;
  notices: string[];
}

const categoriesOf = (cart: RadiologyCart) => [...new Set(cart.radiologyCartItems.map((i) => i.category))];

/** Cities with a clinic for every category of the cart. */
async function citiesFor(db: DB, categories: string[]): Promise<number[]> {
  const lists = await Promise.all(categories.map((c) => getRadiologyCitiesByCategory(db, c)));
  const [first = [], ...rest] = lists.map((l) => l.map((c) => c.id));
  return first.filter((id) => rest.every((l) => l.includes(id)));
}

async function clinicsFor(db: DB, cityId: number, categories: string[]): Promise<number[]> {
  const clinics = await getRadiologyClinicsByCategoryAndCity(db, { cityId });
  return clinics.filter((c) => categories.every((cat) => c.categories.some((x) => x.toLowerCase() === cat.toLowerCase()))).map((c) => c.id);
}

export async function changeRadiologyCartOf(db: DB, accountId: number, action: RadiologyCartAction, now = new Date()): Promise<RadiologyCartChange> {
  const cart = await readRadiologyCart(db, accountId);
  const notices: string[] = [];
  let next: RadiologyCart = cart;
  switch (action.type) {
    case "ADD_ITEM": {
      const item = await getRadiologyItemDetails(db, action.itemId);
      next = changeRadiologyCart(cart, (d) => {
        if (!addRadiologyItem(d, { itemId: item.radiologyItemID, name: item.name, category: item.categories[0] })) notices.push("Already in cart");
      });
      if (next !== cart) {
        const cities = await citiesFor(db, categoriesOf(next));
        next = changeRadiologyCart(next, (d) => {
          d.availableRadiologyCities = cities;
          if (d.selectedCity != null && !cities.includes(d.selectedCity)) d.selectedCity = null;
        });
        const lab = await readAccountCart(db, accountId);
        if (lab.cart.diagnosticsCartItems.length) {
          // Clearing reads no item, so any city will do.
          await changeAccountCart(db, accountId, { type: "CLEAR" }, DEFAULT_CITY_ID, now);
          notices.push(kindReplacedMessage("RADIOLOGY"));
        }
      }
      break;
    }
    case "REMOVE_ITEM":
      next = changeRadiologyCart(cart, (d) => removeRadiologyItem(d, action.itemId));
      break;
    case "SELECT_CITY": {
      const cities = await citiesFor(db, categoriesOf(cart));
      if (!cities.includes(action.cityId)) throw badRequest("Your scans are not available in this city.");
      const clinics = await clinicsFor(db, action.cityId, categoriesOf(cart));
      next = changeRadiologyCart(cart, (d) => {
        selectRadiologyCity(d, action.cityId, cities);
        d.availableClinicsList = clinics;
      });
      break;
    }
    case "SELECT_CLINIC": {
      if (cart.selectedCity == null) throw badRequest("Please select a city first.");
      const clinics = await clinicsFor(db, cart.selectedCity, categoriesOf(cart));
      next = changeRadiologyCart(cart, (d) => {
        if (!selectRadiologyClinic(d, action.clinicId, clinics)) throw badRequest("This clinic does not offer every scan in your cart. Please choose another clinic.");
      });
      break;
    }
    case "SELECT_SLOT": {
      if (cart.selectedClinic == null) throw badRequest("Please select a clinic first.");
      const slot = (await radiologyClinicSlots(db, cart.selectedClinic, now)).find((s) => s.slotDateTimeInUTC === action.slotDateTimeInUTC && s.available);
      if (!slot) throw badRequest("This slot is no longer available. Please choose another slot.");
      next = changeRadiologyCart(cart, (d) => selectRadiologySlot(d, slot.slotDate, slot.startTime));
      break;
    }
    case "SELECT_PATIENT": {
      const patient = await getPatient(db, { id: action.patientId, accountId });
      if (!patient) throw notFound("Patient not found");
      next = changeRadiologyCart(cart, (d) => selectRadiologyPatient(d, patient.id));
      break;
    }
    case "CLEAR":
      next = changeRadiologyCart(cart, (d) => clearRadiologyCart(d));
      break;
  }
  if (next !== cart) await writeRadiologyCart(db, accountId, next, now);
  return { cart: next, notices };
}
