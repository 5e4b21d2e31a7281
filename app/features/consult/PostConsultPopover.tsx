import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatPrice } from "~/lib/price";
import type { AfterConsultView } from "./appointments.server";

/**
 * The post-consult prescription popover (lab §2): the doctor's advice with the advised tests split into those
 * available in the patient's city and those that are not; the available ones are booked in one step (into the
 * lab cart through /diagnostic-prescription?consult_id=), and the e-prescription downloads from here.
 */
export function PostConsultPopover({ appointmentId, data }: { appointmentId: number; data: AfterConsultView }) {
  const [open, setOpen] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <p>
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>Show prescription</button>
      </p>
    );
  }
  return (
    <section className="post-consult-popover" role="dialog" aria-modal="false" aria-labelledby="post-consult-title" data-widget="post-consult-prescription-popover">
      <h2 id="post-consult-title" tabIndex={-1} ref={heading}>Your prescription from {data.doctorName}</h2>
      <p><strong>Diagnosis:</strong> {data.diagnosis}</p>
      {data.medicines.length ? (
        <>
          <h3>Medicines</h3>
          <ul>
            {data.medicines.map((m, i) => (
              <li key={i}>{m.name} — {m.dose}, {m.frequency}, for {m.duration}</li>
            ))}
          </ul>
        </>
      ) : null}
      {data.advice ? <p><strong>Advice:</strong> {data.advice}</p> : null}
      {data.followUp ? <p><strong>Follow-up:</strong> {data.followUp}</p> : null}
      {data.available.length || data.unavailable.length ? (
        <>
          <h3 id="available-tests">Tests available in {data.cityName}</h3>
          {data.available.length ? (
            <ul aria-labelledby="available-tests" data-list="available">
              {data.available.map((t) => (
                <li key={t.itemId}>{t.itemName} · {formatPrice(t.price)}</li>
              ))}
            </ul>
          ) : (
            <p className="fine-print">None of the advised tests is available in {data.cityName}.</p>
          )}
          {data.unavailable.length ? (
            <>
              <h3 id="unavailable-tests">Not available in {data.cityName}</h3>
              <ul aria-labelledby="unavailable-tests" data-list="unavailable">
                {data.unavailable.map((t) => (
                  <li key={t.itemId}>{t.itemName}</li>
                ))}
              </ul>
            </>
          ) : null}
          {data.available.length ? (
            <Form method="post" action={`/diagnostic-prescription?consult_id=${appointmentId}`}>
              <input type="hidden" name="intent" value="book-advised" />
              <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                Book {data.available.length === 1 ? "available test" : `${data.available.length} available tests`}
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
      <p>
        <a href={data.prescriptionUrl} download>Download e-prescription</a>
      </p>
      <button type="button" className="btn-link" onClick={() => setOpen(false)}>Close</button>
    </section>
  );
}
