/**
 * The HEALTH_CHECK kind on the booking spine: its lifecycle (app/lib/prohealth-status.ts) and how its payments
 * settle. Appointments live in the header (`orders`) with their detail in `prohealth_appointment_details`.
 */
import type { OrderKindDefinition } from "../orders/order-kinds";
import type { PayableKind } from "../payments/payable-kinds";
import { headerOrderOfAccount, moveOrder } from "../orders/order-header";
import { releaseSlotPlace } from "../scheduling";
import { badRequest } from "../errors";
import { PROHEALTH_STATUS as S, PROHEALTH_STATUS_LABELS, PROHEALTH_TRANSITIONS } from "~/lib/prohealth-status";

export const HEALTH_CHECK_KIND = "HEALTH_CHECK";
export const HEALTH_CHECK_PAYMENT_CATEGORY = "health-check";

export const prohealthAppointmentPath = (orderId: number) => `/apollo-prohealth/appointments/${orderId}`;

export const HEALTH_CHECK_ORDER_KIND_DEFINITION: OrderKindDefinition = {
  kind: HEALTH_CHECK_KIND,
  label: "Health check",
  initialStatuses: [S.PAYMENT_PENDING, S.BOOKED],
  transitions: PROHEALTH_TRANSITIONS,
  labels: PROHEALTH_STATUS_LABELS,
  detailPath: prohealthAppointmentPath,
};

export const HEALTH_CHECK_PAYABLE_KIND: PayableKind = {
  kind: HEALTH_CHECK_KIND,
  category: HEALTH_CHECK_PAYMENT_CATEGORY,
  succeededPath: prohealthAppointmentPath,
  succeededLabel: "View appointment",
  async checkStart(trx, input) {
    const order = await headerOrderOfAccount(trx, input.accountId, input.orderRef, HEALTH_CHECK_KIND);
    if (order.to_pay !== input.amount) throw badRequest("The amount to pay does not match the order");
  },
  onSuccess: (trx, p) => moveOrder(trx, { kind: HEALTH_CHECK_KIND, orderId: p.orderRef, to: S.CONFIRMED, actor: "payment" }).then(() => undefined),
  async onFailure(trx, p) {
    const order = await trx.selectFrom("orders").select("status").where("id", "=", p.orderRef).executeTakeFirst();
    if (order?.status === S.PAYMENT_PENDING) await moveOrder(trx, { kind: HEALTH_CHECK_KIND, orderId: p.orderRef, to: S.PAYMENT_FAILED, actor: "payment" });
  },
  async onLinkExpired(trx, orderRef) {
    await moveOrder(trx, { kind: HEALTH_CHECK_KIND, orderId: orderRef, to: S.EXPIRED, actor: "payment" });
    const detail = await trx.selectFrom("prohealth_appointment_details").select("slot_id").where("order_id", "=", orderRef).executeTakeFirst();
    if (detail) await releaseSlotPlace(trx, detail.slot_id);
  },
};
