/**
 * What a prescription's lead is called on the patient's side: the order's own status label (spec §4 "Order status
 * labels": "new lead, labelled 'Prescription Uploaded'", "lead dropped, labelled 'Order Aborted'"), one rule with
 * the orders pages.
 */
import { DIAGNOSTIC_ORDER_STATUS as S } from "./order-status";
import { orderStatusLabel } from "./order-labels";

export const prescriptionLeadLabel = (status: string | null): string => orderStatusLabel(status);

/** A lead that became an order links to the order's page; a new or dropped lead has no page of its own. */
export const leadIsOrder = (status: string | null) => !!status && status !== S.NEW_LEAD && status !== S.LEAD_DROPPED;
