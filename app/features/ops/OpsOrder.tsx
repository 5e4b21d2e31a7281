import { agentEtaText } from "~/lib/agent-eta";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { indiaDateTime } from "~/lib/india-date-time";
import { formatReferenceRange, RESULT_FLAG_LABEL, type ResultFlag } from "~/lib/result-flags";
import { DownloadButton } from "~/features/orders/results/DownloadButton";
import { opsStatusName } from "./status-name";
import type { OpsOrderView } from "~/.server/domain/lab-tests/ops-console";

export type OpsActionResult = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

/** What the console's order page gets from the server: the one shape the domain module builds. */
export type OpsOrderData = OpsOrderView;

const GENDER: Record<string, string> = { M: "Male", F: "Female" };
const fieldName = (p: { itemId: number; parameterName: string }) => `result:${p.itemId}:${p.parameterName}`;

export function OpsOrder({ order, result }: { order: OpsOrderData; result: OpsActionResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);
  const errors = result?.fieldErrors ?? {};
  // Phlebotomists of the order's city first: they are the ones who can reach the address.
  const phlebotomists = [...order.phlebotomists].sort((a, b) => Number(b.cityId === order.cityId) - Number(a.cityId === order.cityId));
  return (
    <article aria-labelledby="ops-order-title">
      <p className="breadcrumb">
        <Link to="/ops">Orders</Link> / {order.displayId}
      </p>
      <h1 id="ops-order-title">
        Order {order.displayId} <span className="ops-status" data-testid="order-status">{opsStatusName(order.status)}</span>
      </h1>
      {result ? (
        <p ref={messageRef} tabIndex={-1} className="ops-message" data-ok={String(result.ok)} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}

      <div className="ops-grid">
        <section className="ops-card" aria-labelledby="ops-patient">
          <h2 id="ops-patient">Patient and order</h2>
          <dl className="ops-facts">
            <dt>Patient</dt>
            <dd>{order.patient.name}</dd>
            <dt>Gender / date of birth</dt>
            <dd>
              {(order.patient.gender && GENDER[order.patient.gender]) || "—"} / {order.patient.dateOfBirth ?? "—"}
            </dd>
            <dt>UHID</dt>
            <dd>{order.patient.uhid}</dd>
            <dt>Mobile</dt>
            <dd>{order.patient.mobile}</dd>
            <dt>Order id</dt>
            <dd>
              {order.id} (parent {order.parentDisplayId})
            </dd>
            <dt>Pre-booking id</dt>
            <dd>{order.preBookingId ?? "—"}</dd>
            <dt>Slot</dt>
            <dd>{indiaDateTime(order.slotDateTimeInUTC)}</dd>
            <dt>Booked</dt>
            <dd>{indiaDateTime(order.createdAt)}</dd>
          </dl>
          <h3>Items</h3>
          <ul>
            {order.lineItems.map((li) => (
              <li key={li.itemId}>
                {li.itemName} ({li.itemType === "PACKAGE" ? "package" : "test"}) — {formatPrice(li.price / 100)}
              </li>
            ))}
          </ul>
          <p className="ops-moves">
            <DownloadButton url={`/resources/orders/${order.id}/invoice`} fileBaseName={`invoice-${order.displayId}`} label="Download invoice" />
            {order.hasReport ? (
              <DownloadButton url={`/resources/orders/${order.id}/report`} fileBaseName={`report-${order.displayId}`} label="Download report" />
            ) : null}
          </p>
        </section>

        <section className="ops-card" aria-labelledby="ops-phlebo">
          <h2 id="ops-phlebo">Phlebotomist</h2>
          {order.phlebotomist ? (
            <p data-testid="phlebotomist">
              {order.phlebotomist.name}, {order.phlebotomist.mobile}. Visit OTP <strong>{order.phlebotomist.otp ?? "—"}</strong>
            </p>
          ) : (
            <p>Not assigned yet.</p>
          )}
          {order.phlebotomist?.trackPath ? (
            <p>
              <a href={order.phlebotomist.trackPath} target="_blank" rel="noreferrer">Location sharing page for {order.phlebotomist.name}</a>
              <span className="ops-hint"> Send this link to the phlebotomist; it works only for this visit.</span>
            </p>
          ) : null}
          {order.etaHistory.length ? (
            <details>
              <summary>ETA history ({order.etaHistory.length})</summary>
              <ol aria-label="ETA history">
                {order.etaHistory.slice(-20).map((h) => (
                  <li key={h.at}>{h.atText}: {agentEtaText({ distanceM: h.distanceM, etaMinutes: h.etaMinutes, arriving: h.etaMinutes === 0 })}</li>
                ))}
              </ol>
            </details>
          ) : null}
          {order.canAssignPhlebotomist ? (
            <Form method="post" className="ops-search">
              <input type="hidden" name="intent" value="assign" />
              <label>
                {order.phlebotomist ? "Reassign to" : "Assign"}
                <select name="phlebotomistId" required defaultValue="" aria-invalid={errors.phlebotomistId ? true : undefined}>
                  <option value="" disabled>
                    Choose a phlebotomist
                  </option>
                  {phlebotomists.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                      {p.cityId === order.cityId ? "" : " (other city)"}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn-secondary" disabled={busy}>
                Assign phlebotomist
              </button>
            </Form>
          ) : (
            <p className="ops-muted">The visit is over: the phlebotomist can no longer change.</p>
          )}
        </section>
      </div>

      <section className="ops-card" aria-labelledby="ops-move">
        <h2 id="ops-move">Move the order</h2>
        {order.nextMoves.length ? (
          <Form method="post">
            <input type="hidden" name="intent" value="move" />
            <label className="ops-field">
              Note for the status history (optional)
              <input name="statusMessage" maxLength={200} autoComplete="off" />
            </label>
            <p className="ops-moves">
              {order.nextMoves.map((s) => (
                <button key={s} type="submit" name="to" value={s} className="btn-secondary" disabled={busy}>
                  Move to {opsStatusName(s)}
                </button>
              ))}
            </p>
          </Form>
        ) : (
          <p>This order is closed: no further moves.</p>
        )}
      </section>

      <section className="ops-card" aria-labelledby="ops-results">
        <h2 id="ops-results">Results</h2>
        {order.parameters.length === 0 ? (
          <p>This order&apos;s items have no parameters to enter.</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="results" />
            {!order.canEnterResults ? <p className="ops-muted">Results can be entered once the lab has received the sample, and until the report is generated.</p> : null}
            <div className="ops-table-wrap">
              <table className="ops-table ops-results">
                <caption className="visually-hidden">Results by parameter</caption>
                <thead>
                  <tr>
                    <th scope="col">Test</th>
                    <th scope="col">Parameter</th>
                    <th scope="col">Result</th>
                    <th scope="col">Unit</th>
                    <th scope="col">Reference range</th>
                    <th scope="col">Flag</th>
                  </tr>
                </thead>
                <tbody>
                  {order.parameters.map((p, i) => {
                    const name = fieldName(p);
                    const id = `result-${i}`;
                    return (
                      <tr key={name}>
                        <td>{p.itemName}</td>
                        <td>
                          <label htmlFor={id}>
                            {p.parameterName}
                            {p.mandatory ? <span className="visually-hidden"> (required for the report)</span> : null}
                          </label>
                          {p.mandatory ? <span aria-hidden="true"> *</span> : null}
                        </td>
                        <td>
                          <input
                            id={id}
                            name={name}
                            defaultValue={p.value}
                            disabled={!order.canEnterResults}
                            inputMode={p.range && (p.range.low != null || p.range.high != null) ? "decimal" : "text"}
                            maxLength={60}
                            autoComplete="off"
                            aria-invalid={errors[name] ? true : undefined}
                            aria-describedby={errors[name] ? `${id}-error` : undefined}
                          />
                          {errors[name] ? (
                            <p id={`${id}-error`} className="field-error">
                              {errors[name]}
                            </p>
                          ) : null}
                        </td>
                        <td>{p.range?.unit ?? ""}</td>
                        <td>{formatReferenceRange(p.range)}</td>
                        <td>{p.flag ? <span className="ops-flag">{RESULT_FLAG_LABEL[p.flag as ResultFlag]}</span> : ""}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {order.canEnterResults ? (
              <button type="submit" className="btn-primary" disabled={busy}>
                Save results
              </button>
            ) : null}
          </Form>
        )}
      </section>

      <div className="ops-grid">
        <section className="ops-card" aria-labelledby="ops-history">
          <h2 id="ops-history">Status history</h2>
          <ol>
            {order.history.map((h, i) => (
              <li key={i}>
                {opsStatusName(h.status)} — {indiaDateTime(h.at)} — {h.actor}
                {h.message ? ` — ${h.message}` : ""}
              </li>
            ))}
          </ol>
        </section>
        <section className="ops-card" aria-labelledby="ops-audit">
          <h2 id="ops-audit">Audit</h2>
          {order.audit.length ? (
            <ul>
              {order.audit.map((a, i) => (
                <li key={i}>
                  {indiaDateTime(a.at)} — {a.accountMobile ?? "unknown"} — {a.action}
                  {a.detail ? ` ${a.detail}` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p>No console actions yet.</p>
          )}
        </section>
      </div>
    </article>
  );
}
