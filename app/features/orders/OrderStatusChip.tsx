import { orderStatusGroup } from "~/lib/order-labels";

/**
 * An order's status chip, coloured by the spec's group (cancelled, sample progress, report ready) with failures
 * apart; its words are the status label, the same the timeline uses, so colour is never the only sign.
 */
export function OrderStatusChip({ status, label, large = false }: { status: string; label: string; large?: boolean }) {
  return (
    <span className={`order-status${large ? " order-status-large" : ""}`} data-group={orderStatusGroup(status)} data-status={status}>
      {label}
    </span>
  );
}
