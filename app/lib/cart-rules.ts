/**
 * The diagnostics cart and its rules, lab-tests spec §3 ("Diagnostics cart", "Patient cart entry"), §4 "Cart
 * behaviours" and §5 validation rules. Every rule is a pure function over an immer draft of the cart: the server
 * runs them for a signed-in account's stored cart and for a visitor's cart sent from the browser, and merges a
 * visitor's cart at sign-in with the same functions. Each rule returns the notices a user should read.
 *
 * Items in the cart are snapshots (name, gender, inclusions, parameters, kind) so the rules need no database;
 * prices are never stored here — the pricing module prices the cart afresh for the city every time.
 */
import { produce, type Draft } from "immer";
import { genderTooltip } from "./item";
import { ageFromDateOfBirth, isProfileIncomplete, parseDateOfBirth, PROFILE_INCOMPLETE_MESSAGE } from "./patient";

/** "Maximum patients per cart 6." */
export const MAX_PATIENTS_PER_CART = 6;
/** "Maximum patients per cart: 'You can add selected tests for upto {n} patients'." */
export const maxPatientsMessage = (n = MAX_PATIENTS_PER_CART) => `You can add selected tests for upto ${n} patients`;
/** "'This test cannot be added since {item} is already added in same order.'" */
export const blockedItemMessage = (item: string) => `This test cannot be added since ${item} is already added in same order.`;
export const alreadyIncludedMessage = (item: string, container: string) => `${item} is already included in ${container} in your cart.`;
export const overlapReplacedMessage = (removed: string, kept: string) => `${removed} was removed because ${kept} already measures all of its parameters.`;
/** Why a partly overlapping item left the cart: the patient would pay twice and read the parameter twice. */
export const overlapRemovedMessage = (removed: string, kept: string, parameters: string[]) =>
  `${removed} was removed: ${kept} also measures ${parameters.join(", ")}, and the same parameter is not tested, paid for or reported twice.`;
export const overlapNotAddedMessage = (item: string, kept: string, parameters: string[]) =>
  `${item} was not added: ${kept} in your cart already measures ${parameters.join(", ")} and more, and the same parameter is not tested, paid for or reported twice.`;
export const minAgeMessage = (name: string, minAge: number) => `${name} is under ${minAge} years: only the test for newborns and infants can be booked for this patient.`;
export const kindReplacedMessage = (kind: ItemKind) =>
  kind === "RADIOLOGY"
    ? "Radiology and pathology tests cannot be booked together: the lab tests in your cart were replaced."
    : "Radiology and pathology tests cannot be booked together: the scans in your cart were replaced.";
export const SELECT_PATIENT_MESSAGE = "*Please select the patient before proceeding to pay!";

export type ItemKind = "PATHOLOGY" | "RADIOLOGY";

/** Cart item (spec §3): id, itemId, name, inclusions, gender — plus what the rules read. */
export interface CartItem {
  itemId: number;
  name: string;
  itemType: "TEST" | "PACKAGE";
  /** M, F or B (All). */
  gender: string;
  /** Test item ids this item stands for (a test: itself). */
  inclusions: number[];
  /** Parameter (observation) names measured, for the overlapping-parameters rule. */
  parameters: string[];
  kind: ItemKind;
}

/** Patient cart entry (diagPatientLineItems) without prices: which items each patient gets. */
export interface PatientCartEntry {
  patientID: number;
  itemIds: number[];
}

/** The undo of one accepted package recommendation: what it took out of that patient's cart. */
export interface RecommendationUndo {
  patientID: number;
  packageItemId: number;
  removedItems: CartItem[];
}

export interface DiagnosticsCart {
  diagnosticsCartItems: CartItem[];
  patientCartItems: PatientCartEntry[];
  selectedPatients: number[];
  deliveryAddressId: number | null;
  /** Package recommendations accepted, each with its undo. */
  selectedRecommendations: RecommendationUndo[];
  /** Set when a package was added from its item page (the cart page then highlights it). */
  activePackageOnTdp: number | null;
  modifyOrderId: number | null;
  diagnosticsModifyCartItems: { itemId: number; isRemoved: boolean }[];
  couponCode: string | null;
  /** The user's choice to pay partly with health credits. */
  useHealthCredits: boolean;
}

export const emptyCart = (): DiagnosticsCart => ({
  diagnosticsCartItems: [],
  patientCartItems: [],
  selectedPatients: [],
  deliveryAddressId: null,
  selectedRecommendations: [],
  activePackageOnTdp: null,
  modifyOrderId: null,
  diagnosticsModifyCartItems: [],
  couponCode: null,
  useHealthCredits: false,
});

export interface CartPatient {
  id: number;
  firstName: string;
  gender: string | null;
  dateOfBirth: string | null;
}

/** itemBlockConfig: items that cannot be in the same order as each other. */
export interface BlockedItemRule {
  itemId: number;
  blockedItemIds: number[];
}

/** labTestConfig: "Minimum age for diagnostic orders comes from a lab test configuration (minAgeForDiagOrder)." */
export interface LabTestConfig {
  /** Whole years. */
  minAgeForDiagOrder: number;
  /** "For a patient under the minimum age, only one special item may be added." */
  minAgeSpecialItemId: number;
}

export interface CartRulesContext {
  patients: CartPatient[];
  blockedItems: BlockedItemRule[];
  labTestConfig: LabTestConfig;
  today: Date;
}

export type NoticeKind =
  | "added" | "already-in-cart" | "gender" | "blocked" | "included" | "overlap-replaced" | "partial-overlap"
  | "min-age" | "profile-incomplete" | "max-patients" | "kind-replaced" | "removed" | "unserviceable" | "package-replaced"
  | "select-patient";

export interface CartNotice {
  kind: NoticeKind;
  message: string;
  itemId?: number;
  patientID?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Small readers

type CartLike = DiagnosticsCart | Draft<DiagnosticsCart>;

export const findItem = (cart: CartLike, itemId: number): CartItem | undefined =>
  cart.diagnosticsCartItems.find((i) => i.itemId === itemId) as CartItem | undefined;

/** "Gender rule: item gender must equal the patient gender or be All." */
export function genderMatches(itemGender: string, patientGender: string | null): boolean {
  const g = itemGender.trim().toUpperCase();
  if (g === "B" || g === "ALL" || g === "") return true;
  const p = (patientGender ?? "").trim().toUpperCase();
  return g.charAt(0) === p.charAt(0);
}

/** Whole days lived on `today` (India's calendar date as the caller gives it); null without a dd/mm/yyyy date of birth. */
export function ageInDays(dateOfBirth: string | null | undefined, today: Date): number | null {
  const dob = parseDateOfBirth(dateOfBirth);
  if (!dob) return null;
  const born = Date.UTC(dob.year, dob.month - 1, dob.day);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.floor((now - born) / 86_400_000);
}

/**
 * Who an item may be offered to: "item gender must equal the patient gender or be All", and the patient's age
 * within the item's fromAgeInDays..toAgeInDays (so a pregnancy panel, 18-50 years, is never offered to a woman
 * of 70). A patient whose age is unknown is offered only items without an age limit.
 */
export function itemSuitsPatient(
  item: { gender: string; fromAgeInDays: number; toAgeInDays: number },
  patient: { gender: string | null; dateOfBirth: string | null },
  today: Date,
): boolean {
  if (!genderMatches(item.gender, patient.gender)) return false;
  const days = ageInDays(patient.dateOfBirth, today);
  if (days === null) return item.fromAgeInDays <= 0 && item.toAgeInDays >= 100 * 365;
  return days >= item.fromAgeInDays && days <= item.toAgeInDays;
}

/** Is `inner` fully inside `outer` (every value of inner present in outer)? */
const within = <T>(inner: readonly T[], outer: readonly T[]) => inner.length > 0 && inner.every((x) => outer.includes(x));
const shared = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => b.includes(x));

function blockedPair(ctx: CartRulesContext, a: number, b: number): boolean {
  return ctx.blockedItems.some((r) => (r.itemId === a && r.blockedItemIds.includes(b)) || (r.itemId === b && r.blockedItemIds.includes(a)));
}

/** "Cart type: only tests, only packages, or both." */
export function cartType(cart: DiagnosticsCart): "TESTS" | "PACKAGES" | "BOTH" | null {
  const types = new Set(cart.diagnosticsCartItems.map((i) => i.itemType));
  if (!types.size) return null;
  if (types.size > 1) return "BOTH";
  return types.has("PACKAGE") ? "PACKAGES" : "TESTS";
}

// ---------------------------------------------------------------------------------------------------------
// Rules on drafts

/** Why one patient cannot have this item now, or null. The patient's current items are read from the draft. */
function refusalFor(cart: Draft<DiagnosticsCart>, patient: CartPatient, item: CartItem, ctx: CartRulesContext): CartNotice | null {
  const base = { itemId: item.itemId, patientID: patient.id };
  if (isProfileIncomplete(patient)) return { ...base, kind: "profile-incomplete", message: PROFILE_INCOMPLETE_MESSAGE };
  if (!genderMatches(item.gender, patient.gender)) {
    return { ...base, kind: "gender", message: genderTooltip(item.gender) ?? "This test is not available for this patient's gender" };
  }
  const age = ageFromDateOfBirth(patient.dateOfBirth, ctx.today);
  if (age !== null && age < ctx.labTestConfig.minAgeForDiagOrder && item.itemId !== ctx.labTestConfig.minAgeSpecialItemId) {
    return { ...base, kind: "min-age", message: minAgeMessage(patient.firstName || "This patient", ctx.labTestConfig.minAgeForDiagOrder) };
  }
  const entry = cart.patientCartItems.find((e) => e.patientID === patient.id);
  // "An item cannot be added if a conflicting item is already in the same order."
  for (const otherId of cart.diagnosticsCartItems.map((i) => i.itemId)) {
    if (otherId !== item.itemId && blockedPair(ctx, item.itemId, otherId)) {
      return { ...base, kind: "blocked", message: blockedItemMessage(findItem(cart, otherId)!.name) };
    }
  }
  for (const otherId of entry?.itemIds ?? []) {
    const other = findItem(cart, otherId);
    if (!other || other.itemId === item.itemId) continue;
    // "A test already included in another cart item is rejected."
    if (within(item.inclusions, other.inclusions)) return { ...base, kind: "included", message: alreadyIncludedMessage(item.name, other.name) };
    if (within(item.parameters, other.parameters) && !within(other.parameters, item.parameters)) {
      return { ...base, kind: "included", message: alreadyIncludedMessage(item.name, other.name) };
    }
    const keptInstead = partialOverlapKeeps(other, item);
    if (keptInstead) return { ...base, kind: "partial-overlap", message: overlapNotAddedMessage(item.name, other.name, keptInstead) };
  }
  return null;
}

/**
 * "Tests with overlapping parameters cannot share a cart; the cart is updated." Of two items that share some
 * parameters (neither covering the other), the one measuring more parameters stays (the spec's itemToKeep); on
 * a tie the one just added stays, as the patient's latest choice. Returns the shared parameters when `kept`
 * stays and `other` must go, else null.
 */
export function partialOverlapKeeps(kept: Pick<CartItem, "parameters">, other: Pick<CartItem, "parameters">): string[] | null {
  const common = shared(other.parameters, kept.parameters);
  if (!common.length || within(other.parameters, kept.parameters) || within(kept.parameters, other.parameters)) return null;
  return kept.parameters.length > other.parameters.length ? common : null;
}

function upsertItem(cart: Draft<DiagnosticsCart>, item: CartItem) {
  if (!findItem(cart, item.itemId)) cart.diagnosticsCartItems.push(item as Draft<CartItem>);
}

/** Items a newly added item makes redundant for this patient: those it includes, or whose parameters it covers. */
function coveredBy(cart: Draft<DiagnosticsCart>, patientID: number, item: CartItem): CartItem[] {
  const entry = cart.patientCartItems.find((e) => e.patientID === patientID);
  return (entry?.itemIds ?? [])
    .map((id) => findItem(cart, id))
    .filter((o): o is CartItem => !!o && o.itemId !== item.itemId)
    .filter((o) => within(o.inclusions, item.inclusions) || within(o.parameters, item.parameters));
}

/** Items of this patient sharing some, not all, of the item's parameters (neither covers the other). */
function overlappingFor(cart: Draft<DiagnosticsCart>, patientID: number, item: CartItem): CartItem[] {
  const entry = cart.patientCartItems.find((e) => e.patientID === patientID);
  return (entry?.itemIds ?? [])
    .map((id) => findItem(cart, id))
    .filter((o): o is CartItem => !!o && o.itemId !== item.itemId)
    .filter((o) => !within(o.inclusions, item.inclusions) && !within(o.parameters, item.parameters) && !within(item.parameters, o.parameters))
    .filter((o) => shared(o.parameters, item.parameters).length > 0);
}

function removeFromPatient(cart: Draft<DiagnosticsCart>, patientID: number, itemId: number) {
  const entry = cart.patientCartItems.find((e) => e.patientID === patientID);
  if (entry) entry.itemIds = entry.itemIds.filter((id) => id !== itemId);
}

/** Drops global items no patient has any more (only once patients are chosen: a visitor's cart has none). */
function dropOrphanItems(cart: Draft<DiagnosticsCart>) {
  if (!cart.selectedPatients.length) return;
  const used = new Set(cart.patientCartItems.flatMap((e) => e.itemIds));
  if (cart.diagnosticsCartItems.every((i) => used.has(i.itemId))) return;
  cart.diagnosticsCartItems = cart.diagnosticsCartItems.filter((i) => used.has(i.itemId));
}

/** "A patient left with no line items is dropped." */
export function dropEmptyPatients(cart: Draft<DiagnosticsCart>) {
  const empty = new Set(cart.patientCartItems.filter((e) => !e.itemIds.length).map((e) => e.patientID));
  if (!empty.size) return;
  cart.patientCartItems = cart.patientCartItems.filter((e) => !empty.has(e.patientID));
  cart.selectedPatients = cart.selectedPatients.filter((id) => !empty.has(id));
}

/** "Radiology and pathology tests cannot be booked together; adding one kind replaces the other kind." */
function replaceOtherKind(cart: Draft<DiagnosticsCart>, item: CartItem): CartNotice[] {
  const other = cart.diagnosticsCartItems.filter((i) => i.kind !== item.kind).map((i) => i.itemId);
  if (!other.length) return [];
  cart.diagnosticsCartItems = cart.diagnosticsCartItems.filter((i) => i.kind === item.kind);
  for (const e of cart.patientCartItems) e.itemIds = e.itemIds.filter((id) => !other.includes(id));
  cart.selectedRecommendations = [];
  return [{ kind: "kind-replaced", message: kindReplacedMessage(item.kind), itemId: item.itemId }];
}

/** Adds an item for one patient (rules applied); returns what happened. */
function addForPatient(cart: Draft<DiagnosticsCart>, patient: CartPatient, item: CartItem, ctx: CartRulesContext): CartNotice[] {
  const entry = cart.patientCartItems.find((e) => e.patientID === patient.id);
  if (entry?.itemIds.includes(item.itemId)) return [{ kind: "already-in-cart", message: "Already in cart", itemId: item.itemId, patientID: patient.id }];
  const refusal = refusalFor(cart, patient, item, ctx);
  if (refusal) return [refusal];
  const notices: CartNotice[] = [];
  // "Tests with overlapping parameters cannot share a cart; the cart is updated."
  for (const covered of coveredBy(cart, patient.id, item)) {
    removeFromPatient(cart, patient.id, covered.itemId);
    notices.push({ kind: "overlap-replaced", message: overlapReplacedMessage(covered.name, item.name), itemId: covered.itemId, patientID: patient.id });
  }
  // Partly overlapping items measuring no more than the new one give way to it (refusalFor kept the larger ones).
  for (const otherId of [...(entry?.itemIds ?? [])]) {
    const other = findItem(cart, otherId);
    const common = other ? shared(item.parameters, other.parameters) : [];
    if (other && common.length) {
      removeFromPatient(cart, patient.id, other.itemId);
      notices.push({ kind: "partial-overlap", message: overlapRemovedMessage(other.name, item.name, common), itemId: other.itemId, patientID: patient.id });
    }
  }
  upsertItem(cart, item);
  if (entry) entry.itemIds.push(item.itemId);
  else cart.patientCartItems.push({ patientID: patient.id, itemIds: [item.itemId] });
  notices.push({ kind: "added", message: "Added to cart", itemId: item.itemId, patientID: patient.id });
  return notices;
}

/**
 * "Adding an item puts it in the global cart and in the cart of each selected patient whose gender matches and
 * who has no blocked-item conflict." Adding what is already there changes nothing (safe to double-click).
 */
export function addItem(cart: Draft<DiagnosticsCart>, item: CartItem, ctx: CartRulesContext): CartNotice[] {
  const notices = replaceOtherKind(cart, item);
  const patients = cart.selectedPatients.map((id) => ctx.patients.find((p) => p.id === id)).filter((p): p is CartPatient => !!p);
  if (!patients.length) {
    // A visitor, or no patient chosen yet: the item waits in the global cart, under the same conflict rules.
    if (findItem(cart, item.itemId)) return [...notices, { kind: "already-in-cart", message: "Already in cart", itemId: item.itemId }];
    for (const other of cart.diagnosticsCartItems) {
      if (blockedPair(ctx, item.itemId, other.itemId)) return [...notices, { kind: "blocked", message: blockedItemMessage(other.name), itemId: item.itemId }];
      if (within(item.inclusions, other.inclusions) || (within(item.parameters, other.parameters) && !within(other.parameters, item.parameters))) {
        return [...notices, { kind: "included", message: alreadyIncludedMessage(item.name, other.name), itemId: item.itemId }];
      }
      const keptInstead = partialOverlapKeeps(other, item);
      if (keptInstead) return [...notices, { kind: "partial-overlap", message: overlapNotAddedMessage(item.name, other.name, keptInstead), itemId: item.itemId }];
    }
    const covered = cart.diagnosticsCartItems.filter((o) => within(o.inclusions, item.inclusions) || within(o.parameters, item.parameters));
    const overlapping = cart.diagnosticsCartItems.filter((o) => !covered.includes(o) && shared(o.parameters, item.parameters).length > 0);
    cart.diagnosticsCartItems = cart.diagnosticsCartItems.filter((o) => !covered.includes(o) && !overlapping.includes(o));
    for (const c of covered) notices.push({ kind: "overlap-replaced", message: overlapReplacedMessage(c.name, item.name), itemId: c.itemId });
    for (const o of overlapping) {
      notices.push({ kind: "partial-overlap", message: overlapRemovedMessage(o.name, item.name, shared(o.parameters, item.parameters)), itemId: o.itemId });
    }
    upsertItem(cart, item);
    return [...notices, { kind: "added", message: "Added to cart", itemId: item.itemId }];
  }
  for (const p of patients) notices.push(...addForPatient(cart, p, item, ctx));
  dropEmptyPatients(cart);
  dropOrphanItems(cart);
  return notices;
}

/** "Removing an item removes it from every patient and lowers totals by its price." */
export function removeItem(cart: Draft<DiagnosticsCart>, itemId: number): CartNotice[] {
  const item = findItem(cart, itemId);
  if (!item) return [];
  cart.diagnosticsCartItems = cart.diagnosticsCartItems.filter((i) => i.itemId !== itemId);
  for (const e of cart.patientCartItems) e.itemIds = e.itemIds.filter((id) => id !== itemId);
  cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => r.packageItemId !== itemId);
  if (cart.activePackageOnTdp === itemId) cart.activePackageOnTdp = null;
  dropEmptyPatients(cart);
  return [{ kind: "removed", message: `${item.name} removed from cart`, itemId }];
}

/** Removes one item for one patient only (the cart page's remove beside a patient's line item). */
export function removePatientItem(cart: Draft<DiagnosticsCart>, patientID: number, itemId: number): CartNotice[] {
  removeFromPatient(cart, patientID, itemId);
  dropEmptyPatients(cart);
  dropOrphanItems(cart);
  return [{ kind: "removed", message: "Removed from cart", itemId, patientID }];
}

/** "Removing a patient drops that patient's entry." */
export function removePatient(cart: Draft<DiagnosticsCart>, patientID: number): CartNotice[] {
  cart.patientCartItems = cart.patientCartItems.filter((e) => e.patientID !== patientID);
  cart.selectedPatients = cart.selectedPatients.filter((id) => id !== patientID);
  cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => r.patientID !== patientID);
  dropOrphanItems(cart);
  return [{ kind: "removed", message: "Patient removed from cart", patientID }];
}

/**
 * Chooses the cart's patients. A newly chosen patient gets every cart item the rules allow; a patient no longer
 * chosen is dropped. "Maximum patients per cart" and "A profile missing gender or date of birth blocks the order".
 */
export function selectPatients(cart: Draft<DiagnosticsCart>, patientIDs: number[], ctx: CartRulesContext): CartNotice[] {
  const notices: CartNotice[] = [];
  const wanted = [...new Set(patientIDs)].filter((id) => ctx.patients.some((p) => p.id === id));
  if (wanted.length > MAX_PATIENTS_PER_CART) return [{ kind: "max-patients", message: maxPatientsMessage() }];
  const chosen: number[] = [];
  for (const id of wanted) {
    const p = ctx.patients.find((x) => x.id === id)!;
    if (isProfileIncomplete(p)) notices.push({ kind: "profile-incomplete", message: PROFILE_INCOMPLETE_MESSAGE, patientID: id });
    else chosen.push(id);
  }
  for (const id of cart.selectedPatients.filter((x) => !chosen.includes(x))) removePatientEntry(cart, id);
  const items = [...cart.diagnosticsCartItems] as CartItem[];
  for (const id of chosen) {
    if (cart.selectedPatients.includes(id)) continue;
    cart.selectedPatients.push(id);
    const p = ctx.patients.find((x) => x.id === id)!;
    for (const item of items) notices.push(...addForPatient(cart, p, item, ctx).filter((n) => n.kind !== "added"));
  }
  dropEmptyPatients(cart);
  dropOrphanItems(cart);
  return notices;
}

function removePatientEntry(cart: Draft<DiagnosticsCart>, id: number) {
  cart.patientCartItems = cart.patientCartItems.filter((e) => e.patientID !== id);
  cart.selectedPatients = cart.selectedPatients.filter((x) => x !== id);
  cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => r.patientID !== id);
}

/** "Unserviceable items are removed the same way" (when the address changes). */
export function removeUnserviceableItems(cart: Draft<DiagnosticsCart>, serviceableItemIds: ReadonlySet<number>): CartNotice[] {
  const gone = cart.diagnosticsCartItems.filter((i) => !serviceableItemIds.has(i.itemId));
  const notices: CartNotice[] = [];
  for (const i of gone) {
    removeItem(cart, i.itemId);
    notices.push({ kind: "unserviceable", message: `${i.name} is not available at this address and was removed`, itemId: i.itemId });
  }
  return notices;
}

/**
 * "A package recommendation replaces, for a patient, the items it covers. Undo options are kept per
 * recommendation." Accepting the same recommendation twice changes nothing.
 */
export function applyPackageRecommendation(cart: Draft<DiagnosticsCart>, patientID: number, pkg: CartItem, ctx: CartRulesContext): CartNotice[] {
  const patient = ctx.patients.find((p) => p.id === patientID);
  const entry = cart.patientCartItems.find((e) => e.patientID === patientID);
  if (!patient || !entry) return [];
  if (entry.itemIds.includes(pkg.itemId)) return [{ kind: "already-in-cart", message: "Already in cart", itemId: pkg.itemId, patientID }];
  // Items sharing only some parameters with the package go too ("tests with overlapping parameters cannot share
  // a cart"), and come back with the undo like the rest.
  const covered = [...coveredBy(cart, patientID, pkg), ...overlappingFor(cart, patientID, pkg)];
  if (!covered.length) return [];
  for (const c of covered) removeFromPatient(cart, patientID, c.itemId);
  const refusal = refusalFor(cart, patient, pkg, ctx);
  if (refusal) {
    entry.itemIds.push(...covered.map((c) => c.itemId));
    return [refusal];
  }
  upsertItem(cart, pkg);
  entry.itemIds.push(pkg.itemId);
  cart.selectedRecommendations.push({ patientID, packageItemId: pkg.itemId, removedItems: covered as Draft<CartItem>[] });
  dropOrphanItems(cart);
  return [{ kind: "package-replaced", message: `${pkg.name} replaced ${covered.map((c) => c.name).join(", ")}`, itemId: pkg.itemId, patientID }];
}

/** Undo of one accepted recommendation: the package goes, the items it replaced come back. */
export function undoPackageRecommendation(cart: Draft<DiagnosticsCart>, patientID: number, packageItemId: number): CartNotice[] {
  const undo = cart.selectedRecommendations.find((r) => r.patientID === patientID && r.packageItemId === packageItemId);
  if (!undo) return [];
  cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => r !== undo);
  removeFromPatient(cart, patientID, packageItemId);
  let entry = cart.patientCartItems.find((e) => e.patientID === patientID);
  if (!entry) {
    cart.patientCartItems.push({ patientID, itemIds: [] });
    entry = cart.patientCartItems[cart.patientCartItems.length - 1];
    if (!cart.selectedPatients.includes(patientID)) cart.selectedPatients.push(patientID);
  }
  for (const item of undo.removedItems) {
    upsertItem(cart, item as CartItem);
    if (!entry.itemIds.includes(item.itemId)) entry.itemIds.push(item.itemId);
  }
  dropOrphanItems(cart);
  return [{ kind: "removed", message: "Recommendation undone" }];
}

/** "…and reset together": once the cart moves on (e.g. to review), no recommendation can be undone. */
export function resetRecommendationUndo(cart: Draft<DiagnosticsCart>) {
  cart.selectedRecommendations = [];
}

/**
 * "Adding a package from the test detail page drops cart items that are included in it or conflict with it,
 * sets a flag" (then the page goes to the cart). Applies for every patient and for the global cart.
 */
export function addPackageFromItemPage(cart: Draft<DiagnosticsCart>, pkg: CartItem, ctx: CartRulesContext): CartNotice[] {
  const notices: CartNotice[] = [];
  const dropped = cart.diagnosticsCartItems.filter((other) => {
    if (other.itemId === pkg.itemId) return false;
    const includedOrOverlapping = within(other.inclusions, pkg.inclusions) || within(other.parameters, pkg.parameters);
    return includedOrOverlapping || blockedPair(ctx, pkg.itemId, other.itemId);
  });
  const ids = dropped.map((d) => d.itemId);
  if (ids.length) {
    // Patients keep their entries (possibly empty for a moment): the package goes to them next.
    cart.diagnosticsCartItems = cart.diagnosticsCartItems.filter((i) => !ids.includes(i.itemId));
    for (const e of cart.patientCartItems) e.itemIds = e.itemIds.filter((id) => !ids.includes(id));
    cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => !ids.includes(r.packageItemId));
  }
  for (const d of dropped) notices.push({ kind: "package-replaced", message: `${d.name} removed: ${pkg.name} covers it`, itemId: d.itemId });
  notices.push(...addItem(cart, pkg, ctx));
  dropEmptyPatients(cart);
  if (cart.activePackageOnTdp !== pkg.itemId) cart.activePackageOnTdp = pkg.itemId;
  return notices;
}

/** "Sanitising removes entries for patients no longer known and items no longer in the cart." */
export function sanitiseCart(cart: Draft<DiagnosticsCart>, knownPatientIds: ReadonlySet<number>) {
  const inCart = new Set(cart.diagnosticsCartItems.map((i) => i.itemId));
  cart.patientCartItems = cart.patientCartItems
    .filter((e) => knownPatientIds.has(e.patientID))
    .map((e) => ({ patientID: e.patientID, itemIds: [...new Set(e.itemIds.filter((id) => inCart.has(id)))] }));
  cart.selectedPatients = cart.selectedPatients.filter((id) => knownPatientIds.has(id));
  cart.selectedRecommendations = cart.selectedRecommendations.filter((r) => knownPatientIds.has(r.patientID) && inCart.has(r.packageItemId));
  dropEmptyPatients(cart);
}

/** "Clearing cart info resets cart, address, patient items, prescription and recommendations." */
export function clearCartInfo(cart: Draft<DiagnosticsCart>) {
  Object.assign(cart, emptyCart());
}

/** "Modify-order cart: items can be flagged removed or restored." */
export function flagModifyItem(cart: Draft<DiagnosticsCart>, itemId: number, isRemoved: boolean) {
  const flag = cart.diagnosticsModifyCartItems.find((f) => f.itemId === itemId);
  if (flag) flag.isRemoved = isRemoved;
  else cart.diagnosticsModifyCartItems.push({ itemId, isRemoved });
}

/** "Undo restores all flags and clears the cart items." */
export function undoModifyCart(cart: Draft<DiagnosticsCart>) {
  for (const f of cart.diagnosticsModifyCartItems) f.isRemoved = false;
  cart.diagnosticsCartItems = [];
  cart.patientCartItems = [];
  cart.selectedRecommendations = [];
}

/** "Removing the modify order id clears both lists." */
export function removeModifyOrderId(cart: Draft<DiagnosticsCart>) {
  cart.modifyOrderId = null;
  cart.diagnosticsModifyCartItems = [];
  cart.diagnosticsCartItems = [];
  cart.patientCartItems = [];
}

/** A visitor's cart joins the account's at sign-in, item by item, through the same rules. */
export function mergeVisitorCart(cart: Draft<DiagnosticsCart>, visitorItems: CartItem[], ctx: CartRulesContext): CartNotice[] {
  return visitorItems.flatMap((item) => addItem(cart, item, ctx));
}

/** Runs a rule on a cart and returns the new cart with the rule's notices. */
export function applyRule(cart: DiagnosticsCart, rule: (draft: Draft<DiagnosticsCart>) => CartNotice[] | void): { cart: DiagnosticsCart; notices: CartNotice[] } {
  let notices: CartNotice[] = [];
  const next = produce(cart, (draft) => {
    notices = rule(draft) ?? [];
  });
  return { cart: next, notices };
}

// ---------------------------------------------------------------------------------------------------------
// validatePatientCart

export interface ItemConflict {
  itemToKeep: number;
  itemsWithConflicts: number[];
  /** Items sharing only some parameters with itemToKeep, and the parameters they share. */
  partialParameterConflicts: { itemId: number; parameters: string[] }[];
}

export interface ValidatedPatientCart {
  patientID: number;
  conflicts: ItemConflict[];
  genderInvalidItemIds: number[];
}

/**
 * "Cart validation returns conflicted items (itemToKeep, itemsWithConflicts, partial parameter conflicts) and
 * ids of items invalid for the patient's gender." The item kept is the one that covers the other (a package
 * over the tests it includes; the test with more parameters); blocked pairs keep the item added first.
 */
export function validatePatientCart(cart: DiagnosticsCart, ctx: CartRulesContext): ValidatedPatientCart[] {
  return cart.patientCartItems.map((entry) => {
    const patient = ctx.patients.find((p) => p.id === entry.patientID);
    const items = entry.itemIds.map((id) => findItem(cart, id)).filter((i): i is CartItem => !!i);
    const byKeep = new Map<number, ItemConflict>();
    const conflictOf = (keep: number) => {
      let c = byKeep.get(keep);
      if (!c) byKeep.set(keep, (c = { itemToKeep: keep, itemsWithConflicts: [], partialParameterConflicts: [] }));
      return c;
    };
    items.forEach((a, i) => {
      items.slice(i + 1).forEach((b) => {
        const aCoversB = within(b.inclusions, a.inclusions) || within(b.parameters, a.parameters);
        const bCoversA = within(a.inclusions, b.inclusions) || within(a.parameters, b.parameters);
        if (aCoversB || blockedPair(ctx, a.itemId, b.itemId)) conflictOf(a.itemId).itemsWithConflicts.push(b.itemId);
        else if (bCoversA) conflictOf(b.itemId).itemsWithConflicts.push(a.itemId);
        else {
          const common = shared(a.parameters, b.parameters);
          if (common.length) conflictOf(a.itemId).partialParameterConflicts.push({ itemId: b.itemId, parameters: common });
        }
      });
    });
    return {
      patientID: entry.patientID,
      conflicts: [...byKeep.values()],
      genderInvalidItemIds: patient ? items.filter((i) => !genderMatches(i.gender, patient.gender)).map((i) => i.itemId) : [],
    };
  });
}

/** Items that would still come into conflict: what the cart page shows before "Proceed". */
export function cartIsReady(cart: DiagnosticsCart): CartNotice | null {
  if (!cart.selectedPatients.length || !cart.patientCartItems.length) return { kind: "select-patient", message: SELECT_PATIENT_MESSAGE };
  return null;
}
