import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FEEDBACK_FOLLOW_UPS, FEEDBACK_SCALE, feedbackSchema, type FeedbackRating } from "~/lib/case-sheet";
import type { ConsultFeedback as Feedback } from "~/.server/domain/consult/feedback";

/** Feedback on the spec's scale (1 Poor · 2 Okay · 3 Good · 4 Great); the rating chosen asks its own follow-up question. */
export function ConsultFeedback({ appointmentId, feedback, canRate }: { appointmentId: number; feedback: Feedback | null; canRate: boolean }) {
  const action = useActionData<{ feedback?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [form, fields] = useForm({
    id: "consult-feedback",
    lastResult: action?.feedback,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
    shouldValidate: "onSubmit",
  });
  if (feedback) {
    return (
      <section className="checkout-section" aria-labelledby="feedback-title">
        <h2 id="feedback-title">Your feedback</h2>
        <p>You rated this consultation <strong>{feedback.rating} {feedback.label}</strong>.</p>
        {feedback.answers.length ? <p>{feedback.answers.join(", ")}</p> : null}
      </section>
    );
  }
  if (!canRate) return null;
  const followUp = rating ? FEEDBACK_FOLLOW_UPS[rating] : null;
  const ratingError = fields.rating.errors?.[0];
  return (
    <section className="checkout-section" aria-labelledby="feedback-title">
      <h2 id="feedback-title">How was your consultation?</h2>
      {form.errors?.length ? <p className="form-error" role="alert">{form.errors[0]}</p> : null}
      <Form method="post" action={`/appointments/${appointmentId}`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="feedback" />
        <fieldset className="feedback-scale" aria-describedby={ratingError ? "rating-error" : undefined}>
          <legend>Rate your consultation</legend>
          {FEEDBACK_SCALE.map((s) => (
            <label key={s.rating}>
              <input type="radio" name={fields.rating.name} value={s.rating} onChange={() => setRating(s.rating)} /> {s.rating} {s.label}
            </label>
          ))}
        </fieldset>
        {ratingError ? <p id="rating-error" className="field-error" role="alert">{ratingError}</p> : null}
        {followUp ? (
          <fieldset className="choice-list">
            <legend>{followUp.question}</legend>
            {followUp.options.map((o) => (
              <label key={o} className="choice">
                <input type="checkbox" name="answers" value={o} /> {o}
              </label>
            ))}
          </fieldset>
        ) : null}
        <label htmlFor="feedback-comment">Anything else? (optional)</label>
        <textarea id="feedback-comment" name="comment" maxLength={500} rows={2} />
        <p><button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>Submit feedback</button></p>
      </Form>
    </section>
  );
}
