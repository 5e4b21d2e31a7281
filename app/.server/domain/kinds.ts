/**
 * Every kind registered on the booking spine. The server's services call `registerSpineKinds` once, so payments
 * and "My orders" know every kind before the first request; a new area adds its registrations here. (A function
 * the services call, rather than an import for its side effects, so the production build cannot leave it out.)
 */
import { DIAGNOSTIC_ORDER_KIND_DEFINITION } from "./orders/order-lifecycle";
import { DIAGNOSTIC_PAYMENTS } from "./lab-tests/lab-payments";

export function registerSpineKinds() {
  return { orderKinds: [DIAGNOSTIC_ORDER_KIND_DEFINITION], payableKinds: [DIAGNOSTIC_PAYMENTS] };
}
