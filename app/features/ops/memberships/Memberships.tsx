/**
 * The console's memberships: find a paid membership, and refund it at the management's discretion with the reason.
 * The refund panel opens for one order (?refund=<id>) so the reason is typed once, with the amount in view.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { indiaDateTime } from "~/lib/india-date-time";
import type { membershipsLoader, MembershipActionData } from "./memberships.server";

export function Memberships() {
  const { query, rows, audit, refunding, refunded } = useLoaderData<typeof membershipsLoader>();
  const actionData = useActionData<MembershipActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (refunding) reasonRef.current?.focus();
  }, [refunding]);
  return (
    <section aria-labelledby="ops-memberships-title">
      <h1 id="ops-memberships-title">Memberships</h1>
      <p className="ops-muted">Circle and care plans cannot be cancelled; a refund is only at the management's discretion.</p>
      {refunded ? <p className="ops-message" data-ok="true" role="status">Membership {refunded} refunded to the original payment method.</p> : null}
      {refunding ? (
        <div className="ops-card" aria-labelledby="ops-refund-title">
          <h2 id="ops-refund-title">Refund membership {refunding.displayId}</h2>
          <p>
            {refunding.fullName} · +91 {refunding.mobileNumber} · {refunding.planTitle} · {formatPrice(refunding.amount / 100)}
          </p>
          <Form method="post" replace>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="orderId" value={refunding.orderId} />
            <label className="ops-field" htmlFor="refund-reason">
              Who approved it, and why
              <textarea
                id="refund-reason" ref={reasonRef} name="reason" rows={3} maxLength={500} required
                aria-invalid={actionData?.error ? true : undefined} aria-describedby={actionData?.error ? "refund-error" : undefined}
              />
            </label>
            {actionData?.error ? <p id="refund-error" className="ops-message" data-ok="false" role="alert">{actionData.error}</p> : null}
            <div className="ops-moves">
              <button type="submit" className="btn-primary" disabled={busy}>Refund {formatPrice(refunding.amount / 100)}</button>
              <Link to={`/ops/memberships${query ? `?q=${encodeURIComponent(query)}` : ""}`}>Cancel</Link>
            </div>
          </Form>
        </div>
      ) : actionData?.error ? (
        <p className="ops-message" data-ok="false" role="alert">{actionData.error}</p>
      ) : null}
      <Form method="get" className="ops-search" role="search" aria-label="Find memberships">
        <label>
          Display id or mobile number
          <input name="q" defaultValue={query} inputMode="numeric" autoComplete="off" maxLength={20} placeholder="e.g. 9000000001" />
        </label>
        <button type="submit" className="btn-primary">Find memberships</button>
      </Form>
      <div aria-live="polite" aria-busy={busy}>
        {rows.length === 0 ? (
          <p>{query ? "No memberships match this search." : "No memberships bought yet."}</p>
        ) : (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">Memberships</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Member</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.orderId}>
                    <td>{r.displayId}<div className="ops-muted">{indiaDateTime(r.boughtAt)}</div></td>
                    <td>{r.fullName}<div className="ops-muted">+91 {r.mobileNumber}</div></td>
                    <td>{r.planTitle}<div className="ops-muted">{r.kind === "CIRCLE" ? "Circle" : "Care plan"}</div></td>
                    <td>{formatPrice(r.amount / 100)}</td>
                    <td>
                      {r.refundable ? (
                        <Link to={`/ops/memberships?${new URLSearchParams({ ...(query ? { q: query } : {}), refund: String(r.orderId) })}`} aria-label={`Refund membership ${r.displayId}`}>
                          Refund…
                        </Link>
                      ) : (
                        <span className="ops-status">Refunded</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <h2>Refunds made</h2>
      {audit.length === 0 ? (
        <p className="ops-muted">None yet.</p>
      ) : (
        <ul aria-label="Refunds made">
          {audit.map((a) => (
            <li key={a.id}>{indiaDateTime(a.at)} · {a.displayId} · by {a.by}: {a.reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
