/** The booking result: each patient's order, the slot, when to stop eating, and where to follow the orders. */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { OrderSucceedData } from "./order-succeed.server";
import { BillTable } from "~/features/orders/BillTable";

export function OrderSucceed({ data }: { data: OrderSucceedData }) {
  const placed = data.status === "ORDER_PLACED" || data.status === "PAYMENT_SUCCESSFUL";
  return (
    <div className="cart-page">
      <h1 className="page-title">{placed ? "Your booking is confirmed" : "Your booking"}</h1>
      {data.pendingMessage ? <p role="status">{data.pendingMessage}</p> : null}
      <section className="booking-result" aria-labelledby="booking-summary">
        <h2 id="booking-summary">Booking {data.displayId}</h2>
        <p>
          {data.statusText}
          {data.paymentType === "COD" ? ` · Cash on delivery: pay ${formatPrice(data.bill.toPay)} at collection` : ` · ${formatPrice(data.bill.toPay)}`}
          {data.bill.healthCreditsUsed > 0 ? ` · ${formatPrice(data.bill.healthCreditsUsed)} paid with health credits` : ""}
        </p>
        <BillTable bill={data.bill} paymentType={data.paymentType} couponCode={data.couponCode} />
        {data.slot ? <p>Sample collection: <strong>{data.slot}</strong></p> : null}
        {data.fasting ? <p className="fasting-hint" role="note">{data.fasting}</p> : null}
        <ul className="booking-orders" aria-label="Orders by patient">
          {data.orders.map((o) => (
            <li key={o.id} className="booking-order">
              <strong>{o.patient}</strong>
              <span>Order ID {o.displayId}{o.preBookingId ? ` · Pre-booking ID ${o.preBookingId}` : ""} · {o.statusText}</span>
              <span className="choice-detail">{o.items.join(", ")} · {formatPrice(o.bill.toPay)}</span>
              <Link to={`/order-details/${o.id}`}>View order {o.displayId}</Link>
            </li>
          ))}
        </ul>
        <div className="booking-links">
          <Link to="/orders" className="btn-primary">My orders</Link>
          <Link to="/lab-tests" className="btn-secondary">Book more tests</Link>
        </div>
      </section>
    </div>
  );
}
