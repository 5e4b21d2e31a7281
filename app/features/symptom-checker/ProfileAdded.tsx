import { Form, Link } from "@remix-run/react";
import { gdStepPath } from "~/lib/symptom-checker";
import type { ProfileAddedData } from "./symptom-checker.server";

/** new_patient_added_success: the profile is saved; the check can start for it at once. */
export function ProfileAdded({ data }: { data: ProfileAddedData }) {
  return (
    <div className="sc-page">
      <h1>Profile added</h1>
      <p role="status">{data.patient.name} is added to your family profiles.</p>
      <Form method="post" action={gdStepPath("select_patient")} className="sc-actions">
        <input type="hidden" name="patientId" value={data.patient.id} />
        <button type="submit" className="btn-primary">Start symptom check for {data.patient.name}</button>
        <Link to={gdStepPath("select_patient")} className="btn-secondary">Choose another profile</Link>
      </Form>
    </div>
  );
}
