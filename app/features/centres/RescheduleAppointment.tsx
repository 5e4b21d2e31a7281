/**
 * Rescheduling on a centre appointment's page (a scan, a health check): a new slot at the same centre, grouped by
 * date in one native select (keyboard and screen-reader friendly, fits a phone), and why some slots are left out.
 */
import { Form, useNavigation } from "@remix-run/react";
import type { CentreRescheduleChoices } from "./centre-pages.server";

export function RescheduleAppointment({ choices }: { choices: CentreRescheduleChoices }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="reschedule-heading" className="centre-reschedule">
      <h2 id="reschedule-heading">Reschedule</h2>
      {choices.note ? <p className="ph-meta" data-testid="reschedule-note">{choices.note}</p> : null}
      {choices.dates.length ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reschedule" />
          <label htmlFor="reschedule-slot">New slot at the same centre</label>
          <select id="reschedule-slot" name="slot" required defaultValue="">
            <option value="" disabled>Choose a date and time</option>
            {choices.dates.map((d) => (
              <optgroup key={d.dateText} label={d.dateText}>
                {d.slots.map((s) => <option key={s.value} value={s.value}>{d.dateText}, {s.timeText}</option>)}
              </optgroup>
            ))}
          </select>
          <button type="submit" className="btn-primary" disabled={busy}>Reschedule</button>
        </Form>
      ) : (
        <p>No other slot is free at this centre in the coming days.</p>
      )}
    </section>
  );
}
