/** One health-check appointment as its owner sees it: when and where, the package, the fasting note, status, report. */
import { Link } from "@remix-run/react";
import { CancelAppointment } from "~/features/centres/CancelAppointment";
import { RescheduleAppointment } from "~/features/centres/RescheduleAppointment";
import type { CentreRescheduleChoices } from "~/features/centres/centre-pages.server";
import { formatPrice } from "~/lib/price";
import { indiaDateTime } from "~/lib/india-date-time";
import type { ProhealthAppointmentView } from "~/.server/domain/prohealth/prohealth-appointments";

export function ProhealthAppointment({ appointment: a, error }: { appointment: ProhealthAppointmentView & { reschedule?: CentreRescheduleChoices }; error?: string | null }) {
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
          <dt>{a.package.packageName}{a.circleDiscount ? " (Circle price)" : ""}</dt><dd>{formatPrice(a.price / 100)}</dd>
          {a.circleDiscount ? <><dt>Circle saved you</dt><dd>{formatPrice(a.circleDiscount / 100)}</dd></> : null}
          <dt>Payment</dt><dd>{a.paymentType === "COD" ? "At the centre" : "Online"}</dd>
        </dl>
      </section>
      {a.shortHraLink ? <p><Link to={a.shortHraLink}>Your risk assessment</Link></p> : null}
      <h2>Report</h2>
      {a.hasReport ? <p><a href={`/resources/prohealth-report/${a.id}`} download>Download report (PDF)</a></p> : <p>The report will be here once it is ready.</p>}
      <h2>Status</h2>
      <ol>{a.history.map((h, i) => <li key={i}>{h.label} — {indiaDateTime(h.at)}{h.message ? <> · {h.message}</> : null}</li>)}</ol>
      {a.canCancel ? <CancelAppointment /> : null}
      {a.canCancel && a.reschedule ? <RescheduleAppointment choices={a.reschedule} /> : null}
      <p><Link to="/apollo-prohealth/appointments">My health-check appointments</Link> · <Link to="/orders">My orders</Link></p>
    </>
  );
}
