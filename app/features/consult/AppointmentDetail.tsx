import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { appointmentActionSchema } from "~/lib/consult-form";
import { formatPrice } from "~/lib/price";
import type { AppointmentPageData } from "./appointments.server";
import { PostConsultPopover } from "./PostConsultPopover";
import { ConsultFeedback } from "./ConsultFeedback";

/** One appointment: when, with whom, for whom, what was paid and refunded; join, reschedule or cancel it. */
export function AppointmentDetail({ data }: { data: AppointmentPageData }) {
  const a = data.appointment;
  const action = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const done = params.get("done");
  const [form, fields] = useForm({
    id: "appointment-actions",
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: appointmentActionSchema }),
    shouldValidate: "onSubmit",
  });
  const busy = navigation.state === "submitting";
  const slotError = (fields as Record<string, { errors?: string[] }>).slot?.errors?.[0];
  return (
    <div className="consult-page">
      <p className="breadcrumb"><Link to="/appointments">Appointments</Link> / {a.displayId}</p>
      <h1 className="page-title">{data.confirmation ? "Appointment booked" : `Appointment with ${a.doctorName}`}</h1>
      {done === "cancelled" ? <p className="toast" role="status">Your appointment is cancelled.{a.refunded ? ` ${formatPrice(a.refunded / 100)} will be refunded to your payment method in 3-7 working days.` : ""}</p> : null}
      {done === "rescheduled" ? <p className="toast" role="status">Your appointment is moved to {a.when}.</p> : null}
      {done === "rated" ? <p className="toast" role="status">Thank you for your feedback.</p> : null}
      {data.afterConsult ? <PostConsultPopover appointmentId={a.id} data={data.afterConsult} /> : null}
      {form.errors?.length ? <p className="form-error" role="alert">{form.errors[0]}</p> : null}
      <section className="checkout-section" aria-label="Appointment details">
        <p><strong>{a.doctorName}</strong> · {a.specialtyName}</p>
        <p data-when>{a.when}</p>
        <p>{a.consultMode === "ONLINE" ? `Online ${a.consultType === "AUDIO" ? "audio" : "video"} consult` : `Clinic visit at ${a.facilityName}, ${a.facilityAddress}`}</p>
        <p>Patient: {a.patientName}</p>
        <p>Status: <span className="appointment-status" data-status={a.status}>{a.statusLabel}</span> · Appointment ID {a.displayId}</p>
        <p>
          Paid {formatPrice(a.toPay / 100)}
          {a.discount ? ` (fee ${formatPrice(a.fee / 100)} less ${formatPrice(a.discount / 100)} with ${a.couponCode})` : ""}
          {a.refunded ? ` · Refund ${formatPrice(a.refunded / 100)}` : ""}
        </p>
        {a.isUpcoming && a.consultMode === "ONLINE" ? <Link className="btn-primary" to={`/chat-room/${a.id}`}>Go to consult room</Link> : null}
        <Link to={`/doctors/${a.doctorSlug}`}>View doctor profile</Link>
      </section>
      {data.reschedule ? (
        <section className="checkout-section" aria-labelledby="reschedule-title">
          <h2 id="reschedule-title">Reschedule</h2>
          <ul className="date-tabs" aria-label="Reschedule: days">
            {data.reschedule.days.map((d) => (
              <li key={d.date}>
                {/* The appointment's own page: on the confirmation page a bare "?day=" would drop which appointment. */}
                <Link to={`/appointments/${a.id}?day=${d.date}`} className={d.date === data.reschedule!.day ? "date-tab date-tab--chosen" : "date-tab"} aria-current={d.date === data.reschedule!.day ? "date" : undefined} preventScrollReset replace>
                  {d.label}
                </Link>
              </li>
            ))}
          </ul>
          <Form method="post" action={`/appointments/${a.id}`} {...getFormProps(form)}>
            <input type="hidden" name="intent" value="reschedule" />
            <fieldset className="choice-list" aria-describedby={slotError ? "field-slot-error" : undefined}>
              <legend>New time</legend>
              <div className="slot-grid">
                {data.reschedule.slots.filter((s) => s.available).map((s) => (
                  <label key={s.slotDateTimeInUTC} className="slot">
                    <input type="radio" name="slot" value={s.slotDateTimeInUTC} /> {s.label}
                  </label>
                ))}
              </div>
              {slotError ? <p id="field-slot-error" className="field-error" role="alert">{slotError}</p> : null}
            </fieldset>
            <button type="submit" className="btn-secondary" disabled={busy}>Reschedule</button>
          </Form>
        </section>
      ) : null}
      <ConsultFeedback appointmentId={a.id} feedback={data.feedback} canRate={data.canRate} />
      {a.canCancel ? (
        <Form method="post" action={`/appointments/${a.id}`} className="checkout-section" aria-labelledby="cancel-title">
          <h2 id="cancel-title">Cancel appointment</h2>
          <p className="fine-print">You can cancel up to 30 minutes before the consult. The amount paid is refunded in full.</p>
          <input type="hidden" name="intent" value="cancel" />
          <label htmlFor="cancel-reason">Reason (optional)</label>
          <input id="cancel-reason" name="reason" maxLength={200} />
          <button type="submit" className="btn-secondary" disabled={busy}>Cancel appointment</button>
        </Form>
      ) : null}
    </div>
  );
}
