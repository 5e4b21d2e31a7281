/**
 * The pages a lab-test booking goes through, from the cart to the booking result. Checkout's side trips (a family
 * member, an address) happen in place on them, the sticky cart bar stays off them, and the first-booking test
 * checks that no step leaves them. Sign-in counts: the cart sends a visitor there and it comes straight back.
 */
const CHECKOUT_PATHS = [/^\/tests-cart$/, /^\/selected-patients$/, /^\/review-cart$/, /^\/login$/, /^\/pay\/[^/]+$/, /^\/payments\/diagnostics\/[^/]+$/, /^\/order-succeed-test$/];

export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATHS.some((p) => p.test(pathname));
}
