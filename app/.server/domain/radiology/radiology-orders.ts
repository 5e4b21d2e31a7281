/**
 * The RADIOLOGY kind on the booking spine: its order lifecycle (app/lib/radiology-order-status.ts) and how its
 * payments settle. Orders live in the header (`orders`) with their detail in `radiology_order_details`.
 */
import type { OrderKindDefinition } from "../orders/order-kinds";
import type { PayableKind } from "../payments/payable-kinds";
import { headerOrderOfAccount, moveOrder } from "../orders/order-header";
import { releaseSlotPlace } from "../scheduling";
import { badRequest } from "../errors";
import { RADIOLOGY_ORDER_STATUS as S, RADIOLOGY_STATUS_LABELS, RADIOLOGY_TRANSITIONS } from "~/lib/radiology-order-status";

export const RADIOLOGY_KIND = "RADIOLOGY";
export const RADIOLOGY_PAYMENT_CATEGORY = "radiology";

export const radiologyOrderDetailsPath = (orderId: number) => `/radiology-order-details/${orderId}`;
export const radiologySuccessPath = (orderId: number) => `/radiology-success?orderId=${orderId}`;

export const RADIOLOGY_ORDER_KIND_DEFINITION: OrderKindDefinition = {
  kind: RADIOLOGY_KIND,
  label: "Radiology scan",
  initialStatuses: [S.PAYMENT_PENDING, S.BOOKED],
  transitions: RADIOLOGY_TRANSITIONS,
  labels: RADIOLOGY_STATUS_LABELS,
  detailPath: radiologyOrderDetailsPath,
};

export const RADIOLOGY_PAYABLE_KIND: PayableKind = {
  kind: RADIOLOGY_KIND,
  category: RADIOLOGY_PAYMENT_CATEGORY,
  succeededPath: radiologySuccessPath,
  async checkStart(trx, input) {
    const order = await headerOrderOfAccount(trx, input.accountId, input.orderRef, RADIOLOGY_KIND);
    if (order.to_pay !== input.amount) throw badRequest("The amount to pay does not match the order");
  },
  onSuccess: (trx, p) => moveOrder(trx, { kind: RADIOLOGY_KIND, orderId: p.orderRef, to: S.CONFIRMED, actor: "payment" }).then(() => undefined),
  async onFailure(trx, p) {
    const order = await trx.selectFrom("orders").select("status").where("id", "=", p.orderRef).executeTakeFirst();
    // A second failed attempt leaves a failed order as it is.
    if (order?.status === S.PAYMENT_PENDING) await moveOrder(trx, { kind: RADIOLOGY_KIND, orderId: p.orderRef, to: S.PAYMENT_FAILED, actor: "payment" });
  },
  async onLinkExpired(trx, orderRef) {
    await moveOrder(trx, { kind: RADIOLOGY_KIND, orderId: orderRef, to: S.EXPIRED, actor: "payment" });
    const detail = await trx.selectFrom("radiology_order_details").select("slot_id").where("order_id", "=", orderRef).executeTakeFirst();
    if (detail) await releaseSlotPlace(trx, detail.slot_id);
  },
};
