/**
 * The consult on the booking spine: its order kind (the header's orders with a consult_details row), its
 * lifecycle and its payments. A paid consult is CONFIRMED; a reschedule moves it to RESCHEDULED (still upcoming);
 * an unpaid link that runs out gives its slot back.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderKindDefinition } from "../orders/order-kinds";
import { headerOrderOfAccount, moveOrder } from "../orders/order-header";
import type { PayableKind } from "../payments/payable-kinds";
import { releaseSlotPlace } from "../scheduling/slots";
import { badRequest } from "../errors";
import { CONSULT_STATUS_LABELS } from "~/lib/consult-rules";

export const CONSULT_KIND = "CONSULT";
export const CONSULT_PAYMENT_CATEGORY = "consult";

export const appointmentPath = (orderId: number) => `/appointments/${orderId}`;

export const CONSULT_ORDER_KIND_DEFINITION: OrderKindDefinition = {
  kind: CONSULT_KIND,
  label: "Doctor consultation",
  initialStatuses: ["PAYMENT_PENDING"],
  transitions: {
    PAYMENT_PENDING: ["CONFIRMED", "PAYMENT_FAILED", "EXPIRED"],
    PAYMENT_FAILED: ["CONFIRMED", "EXPIRED"],
    CONFIRMED: ["RESCHEDULED", "CANCELLED", "COMPLETED"],
    RESCHEDULED: ["RESCHEDULED", "CANCELLED", "COMPLETED"],
  },
  labels: CONSULT_STATUS_LABELS,
  detailPath: appointmentPath,
};

async function releaseConsultSlot(trx: Transaction<Database>, orderId: number) {
  const row = await trx.selectFrom("consult_details").select("slot_id").where("order_id", "=", orderId).executeTakeFirst();
  if (row) await releaseSlotPlace(trx, row.slot_id);
}

export const CONSULT_PAYABLE_KIND: PayableKind = {
  kind: CONSULT_KIND,
  category: CONSULT_PAYMENT_CATEGORY,
  succeededPath: (orderId) => `/appointments-confirmation?appointmentId=${orderId}`,
  succeededLabel: "View appointment",
  async checkStart(trx, input) {
    const order = await headerOrderOfAccount(trx, input.accountId, input.orderRef, CONSULT_KIND);
    if (order.to_pay !== input.amount) throw badRequest("The amount to pay does not match the appointment");
  },
  async onSuccess(trx, p) {
    await moveOrder(trx, { kind: CONSULT_KIND, orderId: p.orderRef, to: "CONFIRMED", actor: "payment" });
  },
  async onFailure(trx, p) {
    await moveOrder(trx, { kind: CONSULT_KIND, orderId: p.orderRef, to: "PAYMENT_FAILED", actor: "payment" });
  },
  async onLinkExpired(trx, orderId) {
    await moveOrder(trx, { kind: CONSULT_KIND, orderId, to: "EXPIRED", actor: "payment" });
    await releaseConsultSlot(trx, orderId);
  },
};
