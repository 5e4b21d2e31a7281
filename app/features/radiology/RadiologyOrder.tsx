/** One radiology order as its owner sees it: appointment, scans, all-in bill, status history, documents. */
import { Link } from "@remix-run/react";
import { CancelAppointment } from "~/features/centres/CancelAppointment";
import { RescheduleAppointment } from "~/features/centres/RescheduleAppointment";
import type { CentreRescheduleChoices } from "~/features/centres/centre-pages.server";
import { formatPrice } from "~/lib/price";
import { indiaDateTime } from "~/lib/india-date-time";
import type { RadiologyOrderView } from "~/.server/domain/radiology/radiology-order-actions";

/** `uploadPrescriptionUrl`: where to add a prescription a scan needs and the booking lacks. */
export type RadiologyOrderPageView = RadiologyOrderView & { uploadPrescriptionUrl?: string | null; prescriptionUploaded?: boolean };

export function RadiologyOrder({ order, error }: { order: RadiologyOrderPageView & { reschedule?: CentreRescheduleChoices }; error?: string | null }) {
  return (
    <>
      <p>Order <strong>#{order.displayId}</strong> · <span data-testid="radiology-status">{order.statusLabel}</span></p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <h2>Appointment</h2>
      <p>
        {order.patientName ? <>{order.patientName}<br /></> : null}
        {order.clinic ? <><strong>{order.clinic.name}</strong>, {order.clinic.address}<br /></> : null}
        {indiaDateTime(order.slotDateTimeInUTC)}
      </p>
      <section className="radiology-summary" aria-label="Bill">
        <dl>
          {order.items.map((i) => <div key={i.itemId} style={{ display: "contents" }}><dt>{i.name}</dt><dd>{formatPrice(i.price / 100)}</dd></div>)}
          <dt>Registration fee</dt><dd>{formatPrice(order.registrationFee / 100)}</dd>
          <dt><strong>Total</strong></dt><dd><strong>{formatPrice(order.totalAmount / 100)}</strong></dd>
          <dt>Payment</dt><dd>{order.paymentType === "COD" ? "At the centre" : "Online"}</dd>
        </dl>
      </section>
      <h2>Documents</h2>
      {order.prescriptionUploaded ? <p className="form-notice" role="status">Prescription uploaded.</p> : null}
      {order.uploadPrescriptionUrl ? (
        <p className="rx-note">
          A doctor&apos;s prescription is needed for this scan. <Link to={order.uploadPrescriptionUrl}>Upload prescription</Link>
        </p>
      ) : null}
      <ul>
        {order.hasPrescription ? <li><a href={`/resources/radiology-prescription/${order.id}`}>Prescription</a></li> : <li>No prescription uploaded</li>}
        {order.hasReport ? <li><a href={`/resources/radiology-report/${order.id}`} download>Download report (PDF)</a></li> : <li>The report will be here once it is ready.</li>}
      </ul>
      <h2>Status</h2>
      <ol>
        {order.history.map((h, i) => <li key={i}>{h.label} — {indiaDateTime(h.at)}{h.message ? <> · {h.message}</> : null}</li>)}
      </ol>
      {order.canCancel ? <CancelAppointment /> : null}
      {order.canCancel && order.reschedule ? <RescheduleAppointment choices={order.reschedule} /> : null}
      <p><Link to="/orders">My orders</Link></p>
    </>
  );
}
