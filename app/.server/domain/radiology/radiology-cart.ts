/**
 * The radiology cart's changes for a signed-in account: each applies a rule of app/lib/radiology-cart.ts to the
 * stored cart. Adding a scan empties the lab cart: "Radiology and pathology tests cannot be booked together; adding
 * one kind replaces the other kind."
 */
import type { DB } from "../../db/client";
import { DomainError, badRequest, notFound } from "../errors";
import { changeAccountCart, readAccountCart } from "../cart/cart";
import { getPatient } from "../accounts/patients";
import { DEFAULT_CITY_ID } from "../catalogue/catalogue";
import {
  addRadiologyItem,
  changeRadiologyCart,
  clearRadiologyCart,
  emptyRadiologyCart,
  removeRadiologyItem,
  selectRadiologyCity,
  selectRadiologyClinic,
  selectRadiologyPatient,
  selectRadiologySlot,
  type RadiologyCart,
} from "~/lib/radiology-cart";
import { kindReplacedMessage } from "~/lib/cart-rules";
import { getRadiologyItemDetails } from "./radiology-items";
import { clinicOffersAll, getRadiologyCitiesByCategory, getRadiologyClinicsByCategoryAndCity } from "./radiology";
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

/** Cities with a clinic for every category of the cart; with no scans yet, every city with a radiology clinic. */
async function citiesFor(db: DB, categories: string[]): Promise<number[]> {
  if (!categories.length) return (await getRadiologyCitiesByCategory(db, null)).map((c) => c.id);
  const lists = await Promise.all(categories.map((c) => getRadiologyCitiesByCategory(db, c)));
  const [first = [], ...rest] = lists.map((l) => l.map((c) => c.id));
  return first.filter((id) => rest.every((l) => l.includes(id)));
}

async function clinicsFor(db: DB, cityId: number, categories: string[]): Promise<number[]> {
  const clinics = await getRadiologyClinicsByCategoryAndCity(db, { cityId });
  return clinics.filter((c) => clinicOffersAll(c, categories)).map((c) => c.id);
}

/** Whose cart a change is for: a signed-in account (patients, its lab cart) or a visitor (scans, city and clinic). */
export type RadiologyCartOwner = { accountId: number } | { accountId: null };

export interface AppliedRadiologyCartChange extends RadiologyCartChange {
  /** A scan went in: the caller's lab cart is to be emptied ("adding one kind replaces the other kind"). */
  scanAdded: boolean;
}

export const RADIOLOGY_SIGN_IN_MESSAGE = "Please sign in to continue";

/**
 * One change to a radiology cart by the rules, checked against the catalogue, the clinics and the caller's own
 * patients; nothing is stored. The account's stored cart and a visitor's cart (its cookie) both go through here.
 */
export async function applyRadiologyCartAction(db: DB, owner: RadiologyCartOwner, cart: RadiologyCart, action: RadiologyCartAction, now = new Date()): Promise<AppliedRadiologyCartChange> {
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
        // A centre chosen first ("city, then a clinic", then its scans) stays when it does the new scan too.
        const clinics = next.selectedCity != null && cities.includes(next.selectedCity) ? await clinicsFor(db, next.selectedCity, categoriesOf(next)) : [];
        next = changeRadiologyCart(next, (d) => {
          d.availableRadiologyCities = cities;
          if (d.selectedCity != null && !cities.includes(d.selectedCity)) d.selectedCity = null;
          if (cart.selectedClinic != null && d.selectedCity != null && clinics.includes(cart.selectedClinic)) selectRadiologyClinic(d, cart.selectedClinic, clinics);
        });
      }
      return { cart: next, notices, scanAdded: next !== cart };
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
      if (owner.accountId == null) throw badRequest(RADIOLOGY_SIGN_IN_MESSAGE);
      if (cart.selectedClinic == null) throw badRequest("Please select a clinic first.");
      const slot = (await radiologyClinicSlots(db, cart.selectedClinic, now)).find((s) => s.slotDateTimeInUTC === action.slotDateTimeInUTC && s.available);
      if (!slot) throw badRequest("This slot is no longer available. Please choose another slot.");
      next = changeRadiologyCart(cart, (d) => selectRadiologySlot(d, slot.slotDate, slot.startTime));
      break;
    }
    case "SELECT_PATIENT": {
      if (owner.accountId == null) throw badRequest(RADIOLOGY_SIGN_IN_MESSAGE);
      const patient = await getPatient(db, { id: action.patientId, accountId: owner.accountId });
      if (!patient) throw notFound("Patient not found");
      next = changeRadiologyCart(cart, (d) => selectRadiologyPatient(d, patient.id));
      break;
    }
    case "CLEAR":
      next = changeRadiologyCart(cart, (d) => clearRadiologyCart(d));
      break;
  }
  return { cart: next, notices, scanAdded: false };
}

export async function changeRadiologyCartOf(db: DB, accountId: number, action: RadiologyCartAction, now = new Date()): Promise<RadiologyCartChange> {
  const cart = await readRadiologyCart(db, accountId);
  const { cart: next, notices, scanAdded } = await applyRadiologyCartAction(db, { accountId }, cart, action, now);
  if (scanAdded) {
    const lab = await readAccountCart(db, accountId);
    if (lab.cart.diagnosticsCartItems.length) {
      // Clearing reads no item, so any city will do.
      await changeAccountCart(db, accountId, { type: "CLEAR" }, DEFAULT_CITY_ID, now);
      notices.push(kindReplacedMessage("RADIOLOGY"));
    }
  }
  if (next !== cart) await writeRadiologyCart(db, accountId, next, now);
  return { cart: next, notices };
}

/** What a visitor's browser keeps of a radiology cart: ids only (see ~/lib/radiology-visitor-cart). */
export interface RadiologyVisitorIds {
  itemIds: number[];
  cityId: number | null;
  clinicId: number | null;
}

/**
 * A visitor's radiology cart rebuilt from the ids the browser kept, through the same rules as every change: scans
 * no longer sold drop out, and a city or clinic that no longer fits is forgotten.
 */
export async function visitorRadiologyCart(db: DB, ids: RadiologyVisitorIds, now = new Date()): Promise<RadiologyCart> {
  return replayVisitorIds(db, { accountId: null }, emptyRadiologyCart(), ids, now);
}

async function replayVisitorIds(db: DB, owner: RadiologyCartOwner, start: RadiologyCart, ids: RadiologyVisitorIds, now: Date): Promise<RadiologyCart> {
  let cart = start;
  const apply = async (action: RadiologyCartAction) => {
    try {
      cart = (await applyRadiologyCartAction(db, owner, cart, action, now)).cart;
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  };
  for (const itemId of ids.itemIds) await apply({ type: "ADD_ITEM", itemId });
  if (ids.cityId != null) await apply({ type: "SELECT_CITY", cityId: ids.cityId });
  if (ids.clinicId != null) await apply({ type: "SELECT_CLINIC", clinicId: ids.clinicId });
  return cart;
}

/** The ids a visitor's browser keeps for this cart. */
export const radiologyVisitorIdsOf = (cart: RadiologyCart): RadiologyVisitorIds => ({
  itemIds: cart.radiologyCartItems.map((i) => i.itemId),
  cityId: cart.selectedCity,
  clinicId: cart.selectedClinic,
});

/**
 * At sign-in, a visitor's radiology cart joins the account's through the same rules: its scans are added (no
 * duplicates), then its city and clinic are chosen when they fit. Scans added replace the account's lab tests, as
 * any scan added does. Merging twice changes nothing the second time.
 */
export async function mergeVisitorRadiologyCart(db: DB, accountId: number, ids: RadiologyVisitorIds, now = new Date()): Promise<RadiologyCartChange> {
  if (!ids.itemIds.length && ids.cityId == null) return { cart: await readRadiologyCart(db, accountId), notices: [] };
  const notices: string[] = [];
  for (const itemId of ids.itemIds) {
    try {
      notices.push(...(await changeRadiologyCartOf(db, accountId, { type: "ADD_ITEM", itemId }, now)).notices.filter((n) => n !== "Already in cart"));
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
    }
  }
  const cart = await readRadiologyCart(db, accountId);
  const next = ids.cityId == null ? cart : await replayVisitorIds(db, { accountId }, cart, { itemIds: [], cityId: ids.cityId, clinicId: ids.clinicId }, now);
  if (next !== cart) await writeRadiologyCart(db, accountId, next, now);
  return { cart: next, notices: [...new Set(notices)] };
}
