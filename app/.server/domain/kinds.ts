/**
 * Every kind registered on the booking spine. The server's services call `registerSpineKinds` once, before the
 * first request, so payments and "My orders" know every kind; a new area adds its registrations here.
 *
 * The registering happens in this function, not as a side effect of importing a kind's module: the build drops
 * modules whose exports nobody uses (package.json "sideEffects": false), registrations and all.
 */
import { DIAGNOSTIC_ORDER_KIND_DEFINITION } from "./lab-tests/lab-order-lifecycle";
import { registerOrderKind } from "./orders/order-kinds";
import { registerPayableKind } from "./payments/payable-kinds";
import { DIAGNOSTIC_PAYABLE_KIND } from "./lab-tests/lab-payments";
import { CARE_PLAN_ORDER_KIND_DEFINITION, CARE_PLAN_PAYABLE_KIND, CIRCLE_ORDER_KIND_DEFINITION, CIRCLE_PAYABLE_KIND } from "./membership/circle-orders";
import { RADIOLOGY_ORDER_KIND_DEFINITION, RADIOLOGY_PAYABLE_KIND } from "./radiology/radiology-orders";
import { CONSULT_ORDER_KIND_DEFINITION, CONSULT_PAYABLE_KIND } from "./consult/consult-kind";
import { HEALTH_CHECK_ORDER_KIND_DEFINITION, HEALTH_CHECK_PAYABLE_KIND } from "./prohealth/prohealth-kind";

export function registerSpineKinds() {
  return {
    orderKinds: [
      registerOrderKind(DIAGNOSTIC_ORDER_KIND_DEFINITION),
      registerOrderKind(RADIOLOGY_ORDER_KIND_DEFINITION),
      registerOrderKind(CONSULT_ORDER_KIND_DEFINITION),
      registerOrderKind(CIRCLE_ORDER_KIND_DEFINITION),
      registerOrderKind(CARE_PLAN_ORDER_KIND_DEFINITION),
      registerOrderKind(HEALTH_CHECK_ORDER_KIND_DEFINITION),
    ],
    payableKinds: [
      registerPayableKind(DIAGNOSTIC_PAYABLE_KIND),
      registerPayableKind(RADIOLOGY_PAYABLE_KIND),
      registerPayableKind(CONSULT_PAYABLE_KIND),
      registerPayableKind(CIRCLE_PAYABLE_KIND),
      registerPayableKind(CARE_PLAN_PAYABLE_KIND),
      registerPayableKind(HEALTH_CHECK_PAYABLE_KIND),
    ],
  };
}
