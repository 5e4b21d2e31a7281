import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { actionText, NOT_A_DIAGNOSIS } from "~/lib/symptom-checker";
import { answerSchema } from "~/lib/symptom-checker-forms";
import { EmergencyNumbers, EmergencyStrip } from "./EmergencyNumbers";
import { mainFlowHref } from "./paths";
import type { ConditionView, MainFlowData, QuestionView } from "./symptom-checker.server";

type View = MainFlowData["view"];

/** main_flow: one question at a time, then the emergency advice or the outcome. */
export function MainFlow({ data }: { data: MainFlowData }) {
  const v = data.view;
  if (v.kind === "question") return <QuestionStep key={`${v.id}-${v.index}-${v.revision}`} data={data} q={v} />;
  if (v.kind === "emergency") return <Emergency data={data} e={v} />;
  return <OutcomeView data={data} o={v} />;
}

function QuestionStep({ data, q }: { data: MainFlowData; q: QuestionView }) {
  const action = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "symptom-answer",
    lastResult: action?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: answerSchema }),
    shouldValidate: "onSubmit",
  });
  useFocusFirstErrorOnLoad(form.id, action?.result.status === "error");
  const error = fields.answer.errors?.[0] ?? form.errors?.[0];
  const busy = navigation.state === "submitting";
  const input = q.type === "S" ? "radio" : "checkbox";
  return (
    <div className="sc-page">
      <p className="breadcrumb">
        {q.index > 0 ? <Link to={mainFlowHref(data.assessmentId, q.index - 1)}>← Previous question</Link> : <Link to="/symptom-checker/select_patient">← Choose another profile</Link>}
      </p>
      <h1>Symptom check for {data.patientName}</h1>
      <p className="sc-note">From the profile: {data.profileFacts}. Question {q.index + 1}.</p>
      <EmergencyStrip />
      <Form method="post" {...getFormProps(form)} className="sc-card sc-question" data-question={q.id}>
        <input type="hidden" name="index" value={q.index} />
        <input type="hidden" name="revision" value={q.revision} />
        <input type="hidden" name="question" value={q.id} />
        <fieldset aria-describedby={[q.hint ? "question-hint" : "", error ? "field-answer-error" : ""].filter(Boolean).join(" ") || undefined}>
          <legend>{q.text}</legend>
          {q.hint ? <p id="question-hint" className="sc-note">{q.hint}</p> : null}
          {q.options.map((o) => (
            <label key={o.id} className="sc-option">
              <input type={input} name="answer" value={o.id} defaultChecked={q.chosen.includes(o.id)} aria-invalid={error ? true : undefined} />
              <span>{actionText(o.label)}</span>
            </label>
          ))}
          {error ? <p id="field-answer-error" className="field-error" role="alert">{error}</p> : null}
        </fieldset>
        <div className="sc-actions">
          {q.actions.includes("Skip") ? <button type="submit" name="intent" value="skip" formNoValidate className="btn-secondary" disabled={busy}>Skip</button> : null}
          <button type="submit" name="intent" value="answer" className="btn-primary" disabled={busy}>{q.actions.includes("Submit") ? "Submit" : "Next"}</button>
        </div>
      </Form>
      <p className="sc-note">{NOT_A_DIAGNOSIS}</p>
    </div>
  );
}

function Emergency({ data, e }: { data: MainFlowData; e: Extract<View, { kind: "emergency" }> }) {
  return (
    <div className="sc-page">
      <section className="sc-card sc-emergency" role="alert" aria-labelledby="emergency-title" data-outcome="emergency">
        <h1 id="emergency-title">Get emergency help now</h1>
        <p><strong>{e.title}</strong> ({data.patientName}) needs urgent care. Do not wait to book a consult.</p>
        <EmergencyNumbers mentalHealth={e.mentalHealth} />
        <ul>
          {e.advice.map((a) => <li key={a}>{a}</li>)}
        </ul>
        <SourceLine source={e.source} />
      </section>
      <p><Link to={mainFlowHref(data.assessmentId, e.changeStep)}>I chose this by mistake: change my answer</Link></p>
    </div>
  );
}

function SourceLine({ source }: { source: ConditionView["source"] }) {
  return (
    <p className="sc-source">
      Source: <a href={source.url} rel="noreferrer" target="_blank">{source.title}</a>
      {source.doid && source.doidUrl ? <> · Disease Ontology <a href={source.doidUrl} rel="noreferrer" target="_blank">{source.doid}</a></> : null}
    </p>
  );
}

function OutcomeView({ data, o }: { data: MainFlowData; o: Extract<View, { kind: "outcome" }> }) {
  return (
    <div className="sc-page" data-outcome="result">
      <h1>Result for {data.patientName}</h1>
      <section className="sc-card" aria-labelledby="triage-title">
        <h2 id="triage-title">How soon to see a doctor</h2>
        <p className="sc-triage" data-triage={o.triage}>{o.triageLabel}</p>
        <p>{o.triageAdvice}</p>
        {o.seeDoctorReason ? <p>{o.seeDoctorReason}</p> : null}
        {o.severity ? <p className="sc-note">Severity you reported: {o.severity}</p> : null}
      </section>
      <section className="sc-card" aria-labelledby="book-title">
        <h2 id="book-title">Recommended: {o.specialty.name}</h2>
        <div className="sc-actions">
          <Link to={o.bookHref} className="btn-primary">Book a consult</Link>
          <Link to={o.listingHref} className="btn-secondary">See all {o.specialty.name} doctors</Link>
        </div>
      </section>
      {o.conditions.length ? (
        <section aria-labelledby="conditions-title" className="sc-card">
          <h2 id="conditions-title">What your answers point to</h2>
          <ul className="sc-conditions">
            {o.conditions.map((c) => (
              <li key={c.id} className="sc-card" aria-labelledby={`condition-${c.id}`}>
                <h3 id={`condition-${c.id}`}>{c.name}</h3>
                <p><span className="sc-evidence" data-evidence>{c.evidence}</span></p>
                <p>{c.about}</p>
                {c.answersFor.length ? (<><p>Answers for it:</p><ul className="sc-findings">{c.answersFor.map((t) => <li key={t}>{t}</li>)}</ul></>) : null}
                {c.answersAgainst.length ? (<><p>Answers against it:</p><ul className="sc-findings">{c.answersAgainst.map((t) => <li key={t}>{t}</li>)}</ul></>) : null}
                <SourceLine source={c.source} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="sc-card" aria-labelledby="answers-title">
        <h2 id="answers-title">Your answers</h2>
        <dl className="sc-answers">
          {o.answers.map((a) => (
            <div key={a.step}>
              <dt>{a.question}</dt>
              <dd>{a.answer} · <Link to={mainFlowHref(data.assessmentId, a.step)} aria-label={`Change the answer to: ${a.question}`}>Change</Link></dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="sc-note">{NOT_A_DIAGNOSIS}</p>
    </div>
  );
}
