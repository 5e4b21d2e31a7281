/**
 * The diagnostics cart as a service: a signed-in account's cart is kept in the database (it survives sign-out
 * and a second device); a visitor's cart is a list of item ids the browser keeps and sends with each change.
 * Both change only through the rules of lib/cart-rules, applied by `changeCart`. Every read and write of a
 * stored cart is scoped by account in the query itself, and a write is conditional on the version read, so
 * two changes at once (a double click, two tabs) never lose one another.
 */
import type { Draft } from "immer";
import type { DB } from "../../db/client";
import {
  addItem, addPackageFromItemPage, applyPackageRecommendation, applyRule, clearCartInfo, emptyCart, mergeVisitorCart,
  removeItem, removePatient, removePatientItem, removeUnserviceableItems, resetRecommendationUndo, sanitiseCart,
  selectPatients, undoPackageRecommendation, type BlockedItemRule, type CartItem, type CartNotice, type CartRulesContext,
  type DiagnosticsCart, type ItemKind, type LabTestConfig, kindReplacedMessage,
} from "~/lib/cart-rules";
import { findDiagnosticsByItemIDsAndCityID, type DiagnosticItem } from "../catalogue/catalogue";
import { listPatients } from "../accounts/patients";
import { getAddress } from "../accounts/addresses";
import { badRequest } from "../errors";
import { clearRadiologyCartOf } from "../radiology/radiology-cart-store";
import type { CorporatePlan } from "../pricing/pricing";

export const MAX_CART_ITEMS = 50;
export const ITEM_NOT_IN_CITY_MESSAGE = "This test is not available in your city.";

export interface CartConfig {
  blockedItems: BlockedItemRule[];
  labTestConfig: LabTestConfig;
  corporatePlans: CorporatePlan[];
  bookingFee: number;
}

const DEFAULT_CONFIG: CartConfig = {
  blockedItems: [],
  labTestConfig: { minAgeForDiagOrder: 0, minAgeSpecialItemId: 0 },
  corporatePlans: [],
  bookingFee: 0,
};

/** itemBlockConfig, labTestConfig, corporate plans and cartPageConfig's booking fee. */
export async function getCartConfig(db: DB): Promise<CartConfig> {
  const rows = await db.selectFrom("diagnostic_configs").selectAll().execute();
  const doc = (key: string) => {
    const row = rows.find((r) => r.config_key === key);
    return row ? JSON.parse(row.value) : undefined;
  };
  return {
    blockedItems: doc("itemBlockConfig") ?? DEFAULT_CONFIG.blockedItems,
    labTestConfig: doc("labTestConfig") ?? DEFAULT_CONFIG.labTestConfig,
    corporatePlans: doc("corporatePlans") ?? DEFAULT_CONFIG.corporatePlans,
    bookingFee: doc("cartPageConfig")?.bookingFee ?? DEFAULT_CONFIG.bookingFee,
  };
}

/** Radiology items carry the category or sub-category "radiology"; everything else is pathology. */
export function itemKind(item: Pick<DiagnosticItem, "category" | "subCategoryList">): ItemKind {
  const radiology = (s: string) => s.toLowerCase() === "radiology";
  return radiology(item.category) || item.subCategoryList.some(radiology) ? "RADIOLOGY" : "PATHOLOGY";
}

const parametersOf = (item: Pick<DiagnosticItem, "allObservations">) =>
  item.allObservations.filter((o) => o.isHeader !== "Yes").map((o) => o.observationName);

/**
 * Cart snapshots of items sold in the city: a package's parameters are those of the tests it includes, so that
 * a package and a test can be compared by what they measure.
 */
export async function cartItemsFor(db: DB, itemIds: number[], cityId: number): Promise<Map<number, CartItem>> {
  const ids = [...new Set(itemIds)].slice(0, 100);
  const items = await findDiagnosticsByItemIDsAndCityID(db, ids, cityId);
  const includedIds = [...new Set(items.filter((i) => i.itemType === "PACKAGE").flatMap((i) => i.inclusions))];
  const tests = new Map<number, string[]>();
  if (includedIds.length) {
    const rows = await db.selectFrom("diagnostic_items").select(["item_id", "observations"]).where("item_id", "in", includedIds).execute();
    for (const r of rows) tests.set(r.item_id, parametersOf({ allObservations: JSON.parse(r.observations) }));
  }
  return new Map(
    items.map((i) => [
      i.itemId,
      {
        itemId: i.itemId,
        name: i.itemName,
        itemType: i.itemType,
        gender: i.gender,
        inclusions: i.inclusions,
        parameters: i.itemType === "PACKAGE" ? [...new Set(i.inclusions.flatMap((t) => tests.get(t) ?? []))] : parametersOf(i),
        kind: itemKind(i),
      },
    ]),
  );
}

export async function rulesContext(db: DB, accountId: number | null, config: CartConfig, today = new Date()): Promise<CartRulesContext> {
  const patients = accountId == null ? [] : await listPatients(db, accountId);
  return {
    patients: patients.map((p) => ({ id: p.id, firstName: p.firstName, gender: p.gender, dateOfBirth: p.dateOfBirth })),
    blockedItems: config.blockedItems,
    labTestConfig: config.labTestConfig,
    today,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Storage

function parseCart(text: string): DiagnosticsCart {
  try {
    return { ...emptyCart(), ...(JSON.parse(text) as Partial<DiagnosticsCart>) };
  } catch {
    return emptyCart();
  }
}

/** The account's stored cart and its version (0 and an empty cart when there is none yet). */
export async function readAccountCart(db: DB, accountId: number): Promise<{ cart: DiagnosticsCart; version: number }> {
  const row = await db.selectFrom("diagnostic_carts").select(["cart", "version"]).where("account_id", "=", accountId).executeTakeFirst();
  return row ? { cart: parseCart(row.cart), version: row.version } : { cart: emptyCart(), version: 0 };
}

/** Writes only if nobody wrote since `version` was read; false means read again and retry. */
async function writeAccountCart(db: DB, accountId: number, cart: DiagnosticsCart, version: number, now: Date): Promise<boolean> {
  const text = JSON.stringify(cart);
  if (version === 0) {
    const res = await db
      .insertInto("diagnostic_carts")
      .values({ account_id: accountId, cart: text, version: 1, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column("account_id").doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const res = await db
    .updateTable("diagnostic_carts")
    .set({ cart: text, version: version + 1, updated_at: now.toISOString() })
    .where("account_id", "=", accountId)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------------------
// Changes

export type CartAction =
  | { type: "ADD_ITEM"; itemId: number; source?: string | null }
  | { type: "REMOVE_ITEM"; itemId: number; patientID?: number | null }
  | { type: "REMOVE_PATIENT"; patientID: number }
  | { type: "SELECT_PATIENTS"; patientIDs: number[] }
  | { type: "APPLY_RECOMMENDATION"; patientID: number; packageItemId: number }
  | { type: "UNDO_RECOMMENDATION"; patientID: number; packageItemId: number }
  | { type: "RESET_RECOMMENDATIONS" }
  | { type: "MERGE"; itemIds: number[] }
  | { type: "SET_COUPON"; couponCode: string | null }
  | { type: "SET_HEALTH_CREDITS"; useHealthCredits: boolean }
  | { type: "SET_ADDRESS"; addressId: number }
  | { type: "CLEAR" };

/** Item ids an action brings into the cart (their snapshots are read before the rule runs). */
function incomingItemIds(action: CartAction): number[] {
  switch (action.type) {
    case "ADD_ITEM":
      return [action.itemId];
    case "APPLY_RECOMMENDATION":
      return [action.packageItemId];
    case "MERGE":
      return action.itemIds.slice(0, MAX_CART_ITEMS);
    default:
      return [];
  }
}

interface Prepared {
  ctx: CartRulesContext;
  items: Map<number, CartItem>;
  /** For SET_ADDRESS: the address, its city, and (once the cart is read) the cart items sold there. */
  addressId: number | null;
  addressCityId: number | null;
  serviceable: Set<number> | null;
}

function rule(action: CartAction, p: Prepared) {
  return (d: Draft<DiagnosticsCart>): CartNotice[] => {
    const known = new Set(p.ctx.patients.map((x) => x.id));
    switch (action.type) {
      case "ADD_ITEM": {
        const item = p.items.get(action.itemId);
        if (!item) return [{ kind: "unserviceable", message: ITEM_NOT_IN_CITY_MESSAGE, itemId: action.itemId }];
        if (d.diagnosticsCartItems.length >= MAX_CART_ITEMS && !d.diagnosticsCartItems.some((i) => i.itemId === item.itemId)) {
          throw badRequest(`A cart holds at most ${MAX_CART_ITEMS} tests.`);
        }
        return action.source === "item_page" && item.itemType === "PACKAGE" ? addPackageFromItemPage(d, item, p.ctx) : addItem(d, item, p.ctx);
      }
      case "REMOVE_ITEM":
        return action.patientID != null ? removePatientItem(d, action.patientID, action.itemId) : removeItem(d, action.itemId);
      case "REMOVE_PATIENT":
        return removePatient(d, action.patientID);
      case "SELECT_PATIENTS":
        return selectPatients(d, action.patientIDs.filter((id) => known.has(id)), p.ctx);
      case "APPLY_RECOMMENDATION": {
        const pkg = p.items.get(action.packageItemId);
        if (!pkg || pkg.itemType !== "PACKAGE") return [{ kind: "unserviceable", message: ITEM_NOT_IN_CITY_MESSAGE, itemId: action.packageItemId }];
        return applyPackageRecommendation(d, action.patientID, pkg, p.ctx);
      }
      case "UNDO_RECOMMENDATION":
        return undoPackageRecommendation(d, action.patientID, action.packageItemId);
      case "RESET_RECOMMENDATIONS":
        resetRecommendationUndo(d);
        return [];
      case "MERGE":
        return mergeVisitorCart(d, action.itemIds.map((id) => p.items.get(id)).filter((i): i is CartItem => !!i), p.ctx);
      case "SET_COUPON":
        d.couponCode = action.couponCode;
        return [];
      case "SET_HEALTH_CREDITS":
        d.useHealthCredits = action.useHealthCredits;
        return [];
      case "SET_ADDRESS":
        d.deliveryAddressId = p.addressId;
        return p.serviceable ? removeUnserviceableItems(d, p.serviceable) : [];
      case "CLEAR":
        clearCartInfo(d);
        return [];
    }
  };
}

async function prepare(db: DB, accountId: number | null, action: CartAction, cityId: number, now: Date): Promise<Prepared> {
  const config = await getCartConfig(db);
  const ctx = await rulesContext(db, accountId, config, now);
  const items = await cartItemsFor(db, incomingItemIds(action), cityId);
  if (action.type !== "SET_ADDRESS") return { ctx, items, addressId: null, addressCityId: null, serviceable: null };
  if (accountId == null) throw badRequest("Please sign in to choose an address");
  const address = await getAddress(db, { id: action.addressId, accountId });
  if (!address) throw badRequest("Address not found");
  return { ctx, items, addressId: address.id, addressCityId: address.cityId ?? cityId, serviceable: null };
}

async function serviceableIn(db: DB, cart: DiagnosticsCart, cityId: number): Promise<Set<number>> {
  const sold = await findDiagnosticsByItemIDsAndCityID(db, cart.diagnosticsCartItems.map((i) => i.itemId), cityId);
  return new Set(sold.map((i) => i.itemId));
}

export interface CartChange {
  cart: DiagnosticsCart;
  notices: CartNotice[];
}

/** A signed-in account's cart, sanitised against the profiles the account still has. */
export async function getAccountCart(db: DB, accountId: number): Promise<DiagnosticsCart> {
  const { cart } = await readAccountCart(db, accountId);
  const patients = await listPatients(db, accountId);
  return applyRule(cart, (d) => sanitiseCart(d, new Set(patients.map((p) => p.id)))).cart;
}

/** Applies one action to the account's stored cart, retrying when another change landed first. */
export async function changeAccountCart(db: DB, accountId: number, action: CartAction, cityId: number, now = new Date()): Promise<CartChange> {
  const prepared = await prepare(db, accountId, action, cityId, now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { cart, version } = await readAccountCart(db, accountId);
    if (prepared.addressCityId != null) prepared.serviceable = await serviceableIn(db, cart, prepared.addressCityId);
    const known = new Set(prepared.ctx.patients.map((p) => p.id));
    const clean = applyRule(cart, (d) => sanitiseCart(d, known)).cart;
    const result = applyRule(clean, rule(action, prepared));
    // Nothing changed (e.g. the second of a double click): no write, same answer.
    if (result.cart === cart) return result;
    if (await writeAccountCart(db, accountId, result.cart, version, now)) return withOtherKindReplaced(db, accountId, action, result, now);
  }
  throw badRequest("The cart changed while saving. Please try again.");
}

/**
 * "Radiology and pathology tests cannot be booked together; adding one kind replaces the other kind": a lab test
 * added to the lab cart empties the radiology cart (the scans a radiology booking would take).
 */
async function withOtherKindReplaced(db: DB, accountId: number, action: CartAction, result: CartChange, now: Date): Promise<CartChange> {
  if (action.type !== "ADD_ITEM" && action.type !== "MERGE") return result;
  const added = result.notices.some((n) => n.kind === "added") || (action.type === "MERGE" && result.cart.diagnosticsCartItems.length > 0);
  if (!added || !result.cart.diagnosticsCartItems.some((i) => i.kind === "PATHOLOGY")) return result;
  if (!(await clearRadiologyCartOf(db, accountId, now))) return result;
  return { ...result, notices: [...result.notices, { kind: "kind-replaced", message: kindReplacedMessage("PATHOLOGY") }] };
}

/** A visitor's cart from the item ids the browser keeps (items no longer sold in the city drop out). */
export async function visitorCart(db: DB, itemIds: number[], cityId: number): Promise<DiagnosticsCart> {
  const ids = [...new Set(itemIds)].slice(0, MAX_CART_ITEMS);
  const items = await cartItemsFor(db, ids, cityId);
  return { ...emptyCart(), diagnosticsCartItems: ids.map((id) => items.get(id)).filter((i): i is CartItem => !!i) };
}

/** Applies one action to a visitor's cart; the browser stores the answer's item ids. */
export async function changeVisitorCart(db: DB, itemIds: number[], action: CartAction, cityId: number, now = new Date()): Promise<CartChange> {
  if (action.type === "SELECT_PATIENTS" || action.type === "SET_ADDRESS" || action.type === "MERGE") throw badRequest("Please sign in to continue");
  const [cart, prepared] = await Promise.all([visitorCart(db, itemIds, cityId), prepare(db, null, action, cityId, now)]);
  return applyRule(cart, rule(action, prepared));
}

/** The item ids of a cart, in the order they were added. */
export const cartItemIds = (cart: DiagnosticsCart) => cart.diagnosticsCartItems.map((i) => i.itemId);

/** The city a cart is priced for: its delivery address's city, else the city the user picked in the header. */
export async function cartCityId(db: DB, accountId: number | null, cart: DiagnosticsCart, locationCityId: number): Promise<number> {
  if (accountId == null || cart.deliveryAddressId == null) return locationCityId;
  const address = await getAddress(db, { id: cart.deliveryAddressId, accountId });
  return address?.cityId ?? locationCityId;
}
