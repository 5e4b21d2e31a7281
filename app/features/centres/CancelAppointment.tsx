/** Cancelling on a centre appointment's page (a scan, a health check), with an optional reason. */
import { Form } from "@remix-run/react";

export function CancelAppointment() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <label htmlFor="reason">Reason for cancelling (optional)</label>
      <input id="reason" name="reason" maxLength={200} />
      <button type="submit" className="btn-secondary">Cancel appointment</button>
    </Form>
  );
}
