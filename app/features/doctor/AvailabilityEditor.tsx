import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { availabilitySchema, AVAILABILITY_DAYS } from "~/lib/case-sheet";

export interface AvailabilityData {
  onlineHours: { weekDay: string; startTime: string; endTime: string }[];
  leaveDates: string[];
  doctorSlug: string;
  saved: string | null;
}

const DAY_NAMES: Record<string, string> = { MON: "Monday", TUE: "Tuesday", WED: "Wednesday", THU: "Thursday", FRI: "Friday", SAT: "Saturday", SUN: "Sunday" };
const SAVED: Record<string, string> = { hours: "Your online hours are saved.", "add-leave": "Leave added: patients cannot book you that day.", "remove-leave": "Leave removed." };

/** One session per weekday (the first), as the form edits it; a day left blank offers no online consults. */
function hoursByDay(hours: AvailabilityData["onlineHours"]) {
  return AVAILABILITY_DAYS.map((d) => {
    const h = hours.find((x) => x.weekDay === d);
    return { weekDay: d, startTime: h?.startTime ?? "", endTime: h?.endTime === "24:00" ? "23:59" : (h?.endTime ?? "") };
  });
}

export function AvailabilityEditor({ data }: { data: AvailabilityData }) {
  const action = useActionData<{ result: SubmissionResult<string[]>; intent: string }>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [hoursForm, hoursFields] = useForm({
    id: "online-hours",
    lastResult: action?.intent === "hours" ? action.result : undefined,
    defaultValue: { intent: "hours", hours: hoursByDay(data.onlineHours) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: availabilitySchema }),
    shouldValidate: "onSubmit",
  });
  const [leaveForm, leaveFields] = useForm({
    id: "add-leave",
    lastResult: action?.intent === "add-leave" ? action.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: availabilitySchema }),
    shouldValidate: "onSubmit",
  });
  const rows = hoursFields.hours.getFieldList();
  const leaveError = leaveFields.leaveDate.errors?.[0] ?? leaveForm.errors?.[0];
  return (
    <div className="doctor-page">
      <p className="breadcrumb"><Link to="/doctor">Today&apos;s consultations</Link> / Availability</p>
      <h1 className="page-title">Online hours and leave</h1>
      {data.saved && SAVED[data.saved] ? <p className="toast" role="status">{SAVED[data.saved]}</p> : null}
      <section aria-labelledby="hours-title" className="checkout-section">
        <h2 id="hours-title">Weekly online hours (India time)</h2>
        <p className="fine-print">Patients book 15-minute online consults inside these hours. Leave a day blank to take no online consults that day.</p>
        {hoursForm.errors?.length ? <p className="form-error" role="alert">{hoursForm.errors[0]}</p> : null}
        <Form method="post" className="case-sheet-form" {...getFormProps(hoursForm)}>
          <input type="hidden" name="intent" value="hours" />
          {rows.map((r, i) => {
            const f = r.getFieldset();
            const day = hoursByDay(data.onlineHours)[i]?.weekDay ?? AVAILABILITY_DAYS[i];
            const error = f.endTime.errors?.[0];
            return (
              <div key={r.key} role="group" aria-label={DAY_NAMES[day]}>
                <div className="hours-row">
                  <span>{day}</span>
                  <input type="hidden" name={f.weekDay.name} value={day} />
                  <label>
                    <span className="visually-hidden">{DAY_NAMES[day]} from</span>
                    <input {...getInputProps(f.startTime, { type: "time" })} />
                  </label>
                  <label>
                    <span className="visually-hidden">{DAY_NAMES[day]} until</span>
                    <input {...getInputProps(f.endTime, { type: "time" })} />
                  </label>
                </div>
                {error ? <p className="field-error" role="alert">{error}</p> : null}
              </div>
            );
          })}
          <button type="submit" className="btn-primary" disabled={busy}>Save online hours</button>
        </Form>
      </section>
      <section aria-labelledby="leave-title" className="checkout-section">
        <h2 id="leave-title">Leave</h2>
        {data.leaveDates.length ? (
          <ul aria-label="Leave days">
            {data.leaveDates.map((d) => (
              <li key={d}>
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="remove-leave" />
                  <input type="hidden" name="leaveDate" value={d} />
                  <span>{d}</span> <button type="submit" className="btn-link" aria-label={`Remove leave on ${d}`} disabled={busy}>Remove</button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="fine-print">No leave planned.</p>
        )}
        <Form method="post" className="case-sheet-form" {...getFormProps(leaveForm)}>
          <input type="hidden" name="intent" value="add-leave" />
          <label htmlFor={leaveFields.leaveDate.id}>Take leave on</label>
          <input {...getInputProps(leaveFields.leaveDate, { type: "date" })} aria-describedby={leaveError ? "leave-error" : undefined} />
          {leaveError ? <p id="leave-error" className="field-error" role="alert">{leaveError}</p> : null}
          <button type="submit" className="btn-secondary" disabled={busy}>Add leave</button>
        </Form>
        <p><Link to={`/doctors/${data.doctorSlug}`}>See your profile as patients see it</Link></p>
      </section>
    </div>
  );
}
