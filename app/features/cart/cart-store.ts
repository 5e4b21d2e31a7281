/**
 * The browser's side of the diagnostics cart. A visitor's cart lives here (item ids in localStorage, mirrored in
 * the `diagCart` cookie so that pages render it on the server and sign-in can merge it); a signed-in account's
 * cart lives on the server and is mirrored here only for the header badge, the ribbons and the card buttons.
 * Every change goes through `updateDiagnosticCart`, which applies the cart rules; the answer is what is stored.
 */
import { graphql } from "~/graphql/generated";
import type { CartChangeMutation, DiagnosticCartChange, TypedDocumentString } from "~/graphql/generated/graphql";
import { VISITOR_CART_COOKIE, formatRadiologyVisitorCartCookie, formatVisitorCartCookie, parseVisitorCartIds } from "~/lib/visitor-cart";

const VISITOR_KEY = "diagCart";
const ACCOUNT_KEY = "diagCartAccount";
const OWNER_KEY = "diagCartOwner";
export const CART_CHANGED = "diag-cart-changed";

export type CartOwner = "visitor" | "account";

export type CartNotice = CartChangeMutation["updateDiagnosticCart"]["notices"][number];

export interface CartChangeResult {
  ok: boolean;
  itemIds: number[];
  notices: CartNotice[];
  /** What to tell the user in one line: "Added to cart", "Already in cart", or why it was refused. */
  message: string;
}

const hasWindow = () => typeof window !== "undefined";

function readIds(key: string): number[] {
  if (!hasWindow()) return [];
  try {
    return parseVisitorCartIds(JSON.parse(localStorage.getItem(key) ?? "[]"));
  } catch {
    return [];
  }
}

function owner(): CartOwner {
  if (!hasWindow()) return "visitor";
  try {
    return localStorage.getItem(OWNER_KEY) === "account" ? "account" : "visitor";
  } catch {
    return "visitor";
  }
}

/** The item ids the badge and buttons show: the account's cart when signed in, else the visitor's. */
export function readCart(): number[] {
  return readIds(owner() === "account" ? ACCOUNT_KEY : VISITOR_KEY);
}

function writeVisitorIds(ids: number[]) {
  try {
    localStorage.setItem(VISITOR_KEY, JSON.stringify(ids));
  } catch {
    /* storage full or blocked: the cookie still carries the cart */
  }
  document.cookie = formatVisitorCartCookie(ids);
}

/** What CART_CHANGED carries. `announce: false` marks a page or a sync catching up, not the user adding. */
export interface CartChangedDetail {
  itemIds: number[];
  announce: boolean;
}

/** Stores a cart the server answered with, and tells the badge, ribbons and buttons. */
export function adoptServerCart(ids: number[], who: CartOwner, announce = false) {
  if (!hasWindow()) return;
  try {
    localStorage.setItem(OWNER_KEY, who);
    if (who === "account") localStorage.setItem(ACCOUNT_KEY, JSON.stringify(ids));
  } catch {
    /* nothing remembered; the server still has the account's cart */
  }
  if (who === "visitor") writeVisitorIds(ids);
  // Signed in: the visitor copy was merged at sign-in (from its cookie), so it is done with.
  else if (readIds(VISITOR_KEY).length) writeVisitorIds([]);
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED, { detail: { itemIds: ids, announce } }));
}

/**
 * The server changed this cart outside this module (a scan added elsewhere replaced the lab tests): store its
 * answer, and let no sync that started earlier overwrite it.
 */
export function adoptServerChange(ids: number[], who: CartOwner) {
  generation++;
  adoptServerCart(ids, who);
}

/** The API answers `owner` as a string ("account" or "visitor"); it is read the way `owner()` reads storage. */
const cartOwner = (value: string): CartOwner => (value === "account" ? "account" : "visitor");

// The cart fields both operations read; codegen appends the fragment to each document that spreads it.
graphql(`fragment CartFields on DiagnosticCart { owner itemIds activePackageOnTdp }`);

const CartChange = graphql(`
  mutation CartChange($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {
    updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) { cart { ...CartFields } notices { kind message itemId patientID } }
  }
`);

const CartSync = graphql(`query CartSync($visitorItemIds: [Int!]) { getDiagnosticCart(visitorItemIds: $visitorItemIds) { ...CartFields } }`);

async function post<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body = (await res.json()) as { data?: TResult; errors?: { message: string }[] };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return body.data;
}

/** In-flight changes of one kind share one request (a double click sends one). */
const inFlight = new Map<string, Promise<CartChangeResult>>();
/** The package the last change added from its item page (the cart's activePackageOnTdp flag). */
let lastActivePackageOnTdp: number | null = null;

function summary(notices: CartNotice[]): string {
  if (notices.some((n) => n.kind === "added")) {
    // "The cart is updated": say what left it and why, once per message (one per patient would repeat it).
    const changes = [...new Set(notices.filter((n) => n.kind === "overlap-replaced" || n.kind === "partial-overlap" || n.kind === "kind-replaced").map((n) => n.message))];
    return changes.length ? `Added to cart. ${changes.join(" ")}` : "Added to cart";
  }
  const refusal = notices.find((n) => n.kind !== "already-in-cart" && n.kind !== "removed");
  if (refusal) return refusal.message;
  if (notices.some((n) => n.kind === "already-in-cart")) return "Already in cart";
  return notices[0]?.message ?? "Cart updated";
}

/** Any cart change (see DiagnosticCartChange in the API). */
export function changeCart(change: DiagnosticCartChange): Promise<CartChangeResult> {
  const key = JSON.stringify(change);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const run = post(CartChange, { change, visitorItemIds: readIds(VISITOR_KEY) })
    .then(({ updateDiagnosticCart: r }) => {
      generation++;
      lastActivePackageOnTdp = r.cart.activePackageOnTdp;
      adoptServerCart(r.cart.itemIds, cartOwner(r.cart.owner), true);
      // A visitor's lab test replaced the scans this browser keeps: the answer says so, and they are dropped here.
      if (cartOwner(r.cart.owner) === "visitor" && r.notices.some((n) => n.kind === "kind-replaced")) {
        document.cookie = formatRadiologyVisitorCartCookie({ itemIds: [], cityId: null, clinicId: null });
      }
      return { ok: true, itemIds: r.cart.itemIds, notices: r.notices, message: summary(r.notices) };
    })
    .catch((e: Error) => ({ ok: false, itemIds: readCart(), notices: [], message: e.message || "Something went wrong! Please try again." }))
    .finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

/**
 * Adds an item for every patient of the cart the rules allow. `source: "item_page"` is the item page's add: a
 * package then drops what it includes or conflicts with, and the page goes to the cart.
 */
export function addToCart(itemId: number, options: { source?: "item_page" } = {}): Promise<CartChangeResult> {
  const result = changeCart({ action: "ADD_ITEM", itemId, ...(options.source ? { source: options.source } : {}) });
  if (options.source === "item_page") {
    void result.then((r) => {
      // "…sets a flag, and after 100 ms goes to the tests cart page."
      if (r.ok && lastActivePackageOnTdp === itemId) setTimeout(() => window.location.assign("/tests-cart"), 100);
    });
  }
  return result;
}

/** "Removing an item removes it from every patient and lowers totals by its price." */
export function removeFromCart(itemId: number): Promise<CartChangeResult> {
  return changeCart({ action: "REMOVE_ITEM", itemId });
}

let syncedFor: boolean | null | undefined;
/** Bumped by every change: a sync that started before a change must not overwrite its answer. */
let generation = 0;

/**
 * Brings the local mirror in line with the server and with who is signed in (the answer says whose cart it is).
 * Right after sign-in, a visitor cart still held here is merged into the account's (the sign-in already merged
 * the cookie's copy; merging is idempotent) and cleared. Runs once per page load and when sign-in state changes.
 */
export async function syncCart(signedIn: boolean | null = null): Promise<void> {
  if (!hasWindow() || syncedFor === signedIn) return;
  syncedFor = signedIn;
  const started = generation;
  try {
    const visitorIds = readIds(VISITOR_KEY);
    const { getDiagnosticCart: cart } = await post(CartSync, { visitorItemIds: visitorIds });
    if (cart.owner === "account" && visitorIds.length) {
      await changeCart({ action: "MERGE", itemIds: visitorIds });
      writeVisitorIds([]);
      return;
    }
    if (generation === started) adoptServerCart(cart.itemIds, cartOwner(cart.owner));
  } catch {
    syncedFor = undefined; // try again next time
  }
}

// Every full page load checks the mirror against the server once (another device may have changed the cart).
if (hasWindow()) setTimeout(() => void syncCart(), 0);

export { VISITOR_CART_COOKIE };
