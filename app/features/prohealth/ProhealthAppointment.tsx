/** One health-check appointment as its owner sees it: when and where, the package, the fasting note, status, report. */
import { Form, Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { indiaDateTime } from "~/lib/india-date-time";
import type { ProhealthAppointmentView } from "~/.server/domain/prohealth/prohealth-appointments";

export function ProhealthAppointment({ appointment: a, error }: { appointment: ProhealthAppointmentView; error?: string | null }) {
  return (
    <>
      <p>Appointment <strong>#{a.displayId}</strong> · <span data-testid="prohealth-status">{a.statusLabel}</span></p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <h2>{a.package.slug ? <Link to={`/apollo-prohealth/${a.package.slug}`}>{a.package.packageName}</Link> : a.package.packageName}</h2>
      <p>
        {a.patientName ? <>{a.patientName}<br /></> : null}
        <strong>{a.hospital.unitName}</strong>, {a.hospital.address}
        <br />
        {indiaDateTime(a.appointmentStartUtc)} to {indiaDateTime(a.appointmentEndUtc).split(", ").pop()}
      </p>
      {a.fastingNote ? <p className="ph-note">{a.fastingNote}</p> : null}
      <section className="ph-summary" aria-label="Bill">
        <dl>
          <dt>{a.package.packageName}</dt><dd>{formatPrice(a.price / 100)}</dd>
          <dt>Payment</dt><dd>{a.paymentType === "COD" ? "At the centre" : "Online"}</dd>
        </dl>
      </section>
      {a.shortHraLink ? <p><Link to={a.shortHraLink}>Your risk assessment</Link></p> : null}
      <h2>Report</h2>
      {a.hasReport ? <p><a href={`/resources/prohealth-report/${a.id}`} download>Download report (PDF)</a></p> : <p>The report will be here once it is ready.</p>}
      <h2>Status</h2>
      <ol>{a.history.map((h, i) => <li key={i}>{h.label} — {indiaDateTime(h.at)}</li>)}</ol>
      {a.canCancel ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <label htmlFor="reason">Reason for cancelling (optional)</label>
          <input id="reason" name="reason" maxLength={200} />
          <button type="submit" className="btn-secondary">Cancel appointment</button>
        </Form>
      ) : null}
      <p><Link to="/apollo-prohealth/appointments">My health-check appointments</Link> · <Link to="/orders">My orders</Link></p>
    </>
  );
}
