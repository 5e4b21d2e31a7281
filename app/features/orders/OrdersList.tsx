import { Form, Link, useNavigation } from "@remix-run/react";
import type { OrderView } from "~/.server/domain/lab-tests/lab-orders";
import type { OrdersPageRow } from "./orders.server";
import { formatPrice } from "~/lib/price";
import { journeyLabel } from "~/lib/order-labels";
import { OrderStatusChip } from "./OrderStatusChip";
import { displayName } from "~/lib/patient";
import { INDIA_TIME_ZONE } from "~/lib/india-date-time";

export interface OrdersListProps {
  title: string;
  ordersList: OrderView[];
  /** Every kind's orders in page order (My orders); null on the lab-only lists. */
  rows?: OrdersPageRow[] | null;
  ordersCount: number;
  page: number;
  pages: number;
  basePath: string;
  /** Previously booked: each card offers to book its tests again. */
  offerReorder?: boolean;
}

const dateOf = (o: OrderView) => o.diagnosticDate ?? new Date(o.createdDate).toLocaleDateString("en-IN");

function OrderCard({ order, offerReorder }: { order: OrderView; offerReorder: boolean }) {
  const items = order.diagnosticOrderLineItems.filter((i) => !i.isRemoved);
  const patient = displayName(order.patientObj);
  const step = journeyLabel(order.orderStatus);
  return (
    <li className="order-card" data-order-id={order.id} data-status={order.orderStatus}>
      <div className="order-card-head">
        <h2 className="order-card-title">{items.map((i) => i.itemName).join(", ") || "Lab test order"}</h2>
        <OrderStatusChip status={order.orderStatus} label={order.orderStatusLabel} />
      </div>
      <p className="order-meta">
        For {patient} · Order #{order.displayId} · {dateOf(order)}
      </p>
      {step && step !== order.orderStatusLabel ? <p className="order-meta">Journey: {step}</p> : null}
      <div className="order-card-foot">
        <span className="order-total">{formatPrice(order.bill.toPay)}</span>
        <div className="item-actions">
          {offerReorder ? (
            <Form method="post" action={`/order-details/${order.id}`}>
              <input type="hidden" name="intent" value="reorder" />
              <button type="submit" className="btn-secondary btn-small" aria-label={`Book again: ${items.map((i) => i.itemName).join(", ")} for ${patient}`}>Book again</button>
            </Form>
          ) : null}
          <Link to={`/order-details/${order.id}`} className="btn-primary btn-small" aria-label={`View order #${order.displayId} for ${patient}`}>View details</Link>
        </div>
      </div>
    </li>
  );
}

/** An order of another kind (a scan, a consult, …): what the spine knows of it, and a link to its own page. */
function KindOrderCard({ entry }: { entry: Extract<OrdersPageRow, { entry: unknown }>["entry"] }) {
  const when = new Date(entry.createdAt).toLocaleDateString("en-IN", { timeZone: INDIA_TIME_ZONE });
  return (
    <li className="order-card" data-order-id={entry.id} data-kind={entry.kind} data-status={entry.status}>
      <div className="order-card-head">
        <h2 className="order-card-title">{entry.kindLabel}</h2>
        <span className="order-status">{entry.statusLabel}</span>
      </div>
      <p className="order-meta">
        {entry.patientName ? `For ${entry.patientName} · ` : ""}Order #{entry.displayId} · {when}
      </p>
      <div className="order-card-foot">
        <span className="order-total">{formatPrice(entry.toPay / 100)}</span>
        <div className="item-actions">
          <Link to={entry.detailPath} className="btn-primary btn-small" aria-label={`View order #${entry.displayId}`}>View details</Link>
        </div>
      </div>
    </li>
  );
}

export function OrdersList({ title, ordersList, rows, ordersCount, page, pages, basePath, offerReorder = false }: OrdersListProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === basePath;
  return (
    <div className="orders-page" aria-busy={loading || undefined}>
      <p className="breadcrumb"><Link to="/my-account">My account</Link> / {title}</p>
      <h1 className="page-title">{title}</h1>
      {loading ? <p className="orders-loading" role="status">Loading your orders…</p> : null}
      {ordersCount === 0 ? (
        <div className="empty-state">
          <p>You have not booked any lab tests yet.</p>
          <Link to="/lab-tests" className="btn-primary">Book lab tests</Link>
        </div>
      ) : (
        <>
          <p className="order-meta" role="status">{ordersCount} {ordersCount === 1 ? "order" : "orders"}{pages > 1 ? ` · page ${page} of ${pages}` : ""}</p>
          <ul className="orders-list" aria-label={title}>
            {rows
              ? rows.map((r) => ("order" in r ? <OrderCard key={`${r.kind}-${r.order.id}`} order={r.order} offerReorder={offerReorder} /> : <KindOrderCard key={`${r.kind}-${r.entry.id}`} entry={r.entry} />))
              : ordersList.map((o) => <OrderCard key={o.id} order={o} offerReorder={offerReorder} />)}
          </ul>
          {pages > 1 ? (
            <nav className="orders-pages" aria-label="Pages">
              {page > 1 ? <Link to={`${basePath}?page=${page - 1}`} rel="prev">Previous page</Link> : <span />}
              {page < pages ? <Link to={`${basePath}?page=${page + 1}`} rel="next">Next page</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
