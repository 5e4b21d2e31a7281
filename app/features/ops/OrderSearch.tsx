import { Form, Link } from "@remix-run/react";
import { DIAGNOSTIC_ORDER_STATUS } from "~/lib/order-status";
import { indiaDateTime } from "~/lib/india-date-time";
import { opsStatusName } from "./status-name";
import type { OrderSummaryRow } from "~/.server/domain/lab-tests/ops-console";

type Row = OrderSummaryRow;

export function OrderSearch({ query, status, orders, loading }: { query: string; status: string; orders: Row[]; loading: boolean }) {
  const searched = Boolean(query || status);
  return (
    <section aria-labelledby="ops-orders-title">
      <h1 id="ops-orders-title">Orders</h1>
      <Form method="get" className="ops-search" role="search" aria-label="Find orders">
        <label>
          Order id, display id or mobile number
          <input name="q" defaultValue={query} inputMode="numeric" autoComplete="off" maxLength={40} placeholder="e.g. 9000000002" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={status}>
            <option value="">Any status</option>
            {Object.values(DIAGNOSTIC_ORDER_STATUS).map((s) => (
              <option key={s} value={s}>
                {opsStatusName(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          Find orders
        </button>
      </Form>
      <div aria-live="polite" aria-busy={loading}>
        {loading ? <p className="ops-muted">Loading…</p> : null}
        {orders.length === 0 ? (
          <p>{searched ? "No orders match this search." : "No orders yet."}</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">{searched ? "Matching orders" : "Latest orders"}</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Patient</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">Status</th>
                  <th scope="col">Slot</th>
                  <th scope="col">Booked</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link to={`/ops/orders/${o.id}`} aria-label={`Open order ${o.displayId}`}>
                        {o.displayId}
                      </Link>
                      <div className="ops-muted">id {o.id} · parent {o.parentDisplayId}</div>
                    </td>
                    <td>{o.patientName}</td>
                    <td>{o.mobile}</td>
                    <td>
                      <span className="ops-status">{opsStatusName(o.status)}</span>
                    </td>
                    <td>{indiaDateTime(o.slotDateTimeInUTC)}</td>
                    <td>{indiaDateTime(o.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
