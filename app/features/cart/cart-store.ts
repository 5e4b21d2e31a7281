/**
 * The diagnostics cart as kept in the browser until the cart flow lands server-side:
 * item ids in localStorage, change events for the header badge and the cart ribbon.
 */
const KEY = "diagCart";
export const CART_CHANGED = "diag-cart-changed";

export function readCart(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x) => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** Adds an item once (a cart never holds the same item twice). Returns the new cart. */
export function addToCart(itemId: number): number[] {
  const items = readCart();
  if (!items.includes(itemId)) items.push(itemId);
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    /* storage full or blocked: the cart simply is not remembered */
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: items }));
  return items;
}

/** Removes an item ("Removing an item removes it from every patient and lowers totals by its price"). */
export function removeFromCart(itemId: number): number[] {
  const items = readCart().filter((id) => id !== itemId);
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    /* storage blocked: nothing was remembered either */
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail: items }));
  return items;
}
