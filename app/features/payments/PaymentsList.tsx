/** /my-payments: the account's payments (cash on delivery included), newest first, ten a page, with the spec's method names ('Cashless' when none). */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { PAYMENT_RESULT_LABEL, type PaymentResult } from "~/lib/payment-status";

export interface PaymentsListData {
  page: number;
  pages: number;
  total: number;
  payments: {
    paymentOrderId: string | null;
    orderId: number;
    orderDisplayId: string | null;
    paymentPath: string | null;
    amount: number;
    healthCreditsUsed: number;
    paymentMethod: string;
    paymentStatus: PaymentResult;
    date: string;
  }[];
}

export function PaymentsList({ data }: { data: PaymentsListData }) {
  if (data.total === 0) {
    return (
      <div className="empty-state">
        <p>You have not made any payments yet.</p>
        <Link to="/lab-tests" className="btn-primary">Book lab tests</Link>
      </div>
    );
  }
  return (
    <>
      <ol className="payments-list" aria-label="Payments">
        {data.payments.map((p) => (
          <li key={p.paymentOrderId ?? `cod-${p.orderId}`} className="account-card">
            <h2>
              <span>{formatPrice(p.amount)}</span>
              <span className="payment-status" data-status={p.paymentStatus}>{PAYMENT_RESULT_LABEL[p.paymentStatus]}</span>
            </h2>
            <dl className="pay-facts">
              <dt>Paid with</dt><dd>{p.paymentMethod}</dd>
              {p.healthCreditsUsed > 0 ? (<><dt>Health credits used</dt><dd>{formatPrice(p.healthCreditsUsed)}</dd></>) : null}
              <dt>Date</dt><dd>{p.date}</dd>
              {p.paymentOrderId ? (<><dt>Payment ID</dt><dd>{p.paymentOrderId}</dd></>) : null}
              <dt>Order</dt>
              <dd>{p.paymentPath ? <Link to={p.paymentPath}>Order #{p.orderDisplayId ?? p.orderId}</Link> : `#${p.orderDisplayId ?? p.orderId}`}</dd>
            </dl>
          </li>
        ))}
      </ol>
      {data.pages > 1 ? (
        <nav className="pager" aria-label="Pages of payments">
          {data.page > 1 ? <Link to={`?page=${data.page - 1}`} rel="prev">Previous</Link> : <span />}
          <span>Page {data.page} of {data.pages}</span>
          {data.page < data.pages ? <Link to={`?page=${data.page + 1}`} rel="next">Next</Link> : <span />}
        </nav>
      ) : null}
    </>
  );
}
