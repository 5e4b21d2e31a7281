import { Link } from "@remix-run/react";
import type { OrderSummaryData } from "./orders.server";
import { formatPrice } from "~/lib/price";
import { displayName } from "~/lib/patient";
import { BillTable } from "./BillTable";
import { OrderStatusChip } from "./OrderStatusChip";

/** One booking as a whole: every patient's order in it, and the bill. */
export function OrderSummary({ data }: { data: OrderSummaryData }) {
  return (
    <div className="orders-page">
      <p className="breadcrumb"><Link to="/orders">My orders</Link> / Order summary</p>
      <h1 className="page-title">Order summary #{data.displayId}</h1>
      {data.orders.map((o) => (
        <section key={o.id} className="account-card" aria-label={`Tests for ${displayName(o.patientObj)}`}>
          <h2>{displayName(o.patientObj)} <OrderStatusChip status={o.orderStatus} label={o.orderStatusLabel} /></h2>
          <ul className="order-items">
            {o.diagnosticOrderLineItems.filter((i) => !i.isRemoved).map((i) => (
              <li key={i.itemId}><span>{i.itemName}</span><span>{formatPrice(i.price)}</span></li>
            ))}
          </ul>
          <Link to={`/order-details/${o.id}`} className="btn-secondary btn-small">View details</Link>
        </section>
      ))}
      <section className="account-card" aria-labelledby="bill-heading">
        <h2 id="bill-heading">Bill</h2>
        <BillTable bill={data.bill} paymentType={data.paymentType} couponCode={data.couponCode} />
      </section>
    </div>
  );
}
