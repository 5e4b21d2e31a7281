import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { caseSheetSchema, MAX_ADVISED_TESTS, type AdvisedTest } from "~/lib/case-sheet";
import type { CaseSheet } from "~/.server/domain/consult/case-sheets";

export interface CaseSheetPageData {
  appointment: { id: number; displayId: string; status: string; when: string; patientName: string; patientAge: number | null; patientGender: string | null };
  sheet: CaseSheet | null;
  saved: boolean;
}

const BLANK_MEDICINE = { name: "", dose: "", frequency: "", duration: "" };

/** Tests advised: a search of the whole lab catalogue; the chosen ones go with the form as tests[i]. */
function TestPicker({ chosen, setChosen, error }: { chosen: AdvisedTest[]; setChosen: (t: AdvisedTest[]) => void; error?: string }) {
  const search = useFetcher<{ q: string; items: { itemId: number; itemName: string; itemType: string }[] }>();
  const [q, setQ] = useState("");
  const results = (search.data?.items ?? []).filter((i) => !chosen.some((c) => c.itemId === i.itemId));
  const find = () => {
    if (q.trim().length >= 2) search.load(`/doctor/test-search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <fieldset aria-describedby={error ? "tests-error" : undefined}>
      <legend>Tests advised</legend>
      {chosen.length ? (
        <ul className="chosen-tests" aria-label="Tests advised">
          {chosen.map((t, i) => (
            <li key={t.itemId}>
              <input type="hidden" name={`tests[${i}]`} value={t.itemId} />
              <span>{t.itemName}</span>
              <button type="button" className="btn-link" onClick={() => setChosen(chosen.filter((c) => c.itemId !== t.itemId))} aria-label={`Remove ${t.itemName}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="fine-print">No tests advised yet.</p>
      )}
      <label htmlFor="test-search">Search the lab catalogue</label>
      <div className="search-row">
        <input
          id="test-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              find();
            }
          }}
          placeholder="e.g. Vitamin D, HbA1c"
          autoComplete="off"
        />
        <button type="button" className="btn-secondary" onClick={find} disabled={chosen.length >= MAX_ADVISED_TESTS}>
          Search tests
        </button>
      </div>
      <div aria-live="polite">
        {search.state === "loading" ? <p className="fine-print">Searching…</p> : null}
        {search.data && search.state === "idle" ? (
          results.length ? (
            <ul className="test-results" aria-label="Catalogue results">
              {results.map((r) => (
                <li key={r.itemId}>
                  <span>{r.itemName}{r.itemType === "PACKAGE" ? " (package)" : ""}</span>
                  <button type="button" className="btn-secondary" onClick={() => setChosen([...chosen, { itemId: r.itemId, itemName: r.itemName }])} aria-label={`Add ${r.itemName}`}>
                    Add
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="fine-print">No tests match “{search.data.q}”.</p>
          )
        ) : null}
      </div>
      {error ? <p id="tests-error" className="field-error" role="alert">{error}</p> : null}
    </fieldset>
  );
}

export function CaseSheetEditor({ data }: { data: CaseSheetPageData }) {
  const a = data.appointment;
  const action = useActionData<{ result: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<AdvisedTest[]>(data.sheet?.tests ?? []);
  const [form, fields] = useForm({
    id: "case-sheet",
    lastResult: action?.result,
    defaultValue: {
      symptoms: data.sheet?.symptoms ?? "",
      diagnosis: data.sheet?.diagnosis ?? "",
      medicines: data.sheet?.medicines.length ? data.sheet.medicines : [BLANK_MEDICINE],
      advice: data.sheet?.advice ?? "",
      followUp: data.sheet?.followUp ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: caseSheetSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const medicines = fields.medicines.getFieldList();
  const err = (e?: string[]) => e?.[0];
  const who = [a.patientAge != null ? `${a.patientAge} yrs` : null, a.patientGender === "M" ? "Male" : a.patientGender === "F" ? "Female" : null].filter(Boolean).join(", ");
  return (
    <div className="doctor-page">
      <p className="breadcrumb"><Link to="/doctor">Today&apos;s consultations</Link> / {a.displayId}</p>
      <h1 className="page-title">Case sheet: {a.patientName}</h1>
      <p>{who} · {a.when} · {a.displayId}</p>
      {data.saved ? (
        <p className="toast" role="status">
          Case sheet saved. The e-prescription is ready: <a href={`/resources/e-prescription/${a.id}`} download>Download e-prescription</a>
        </p>
      ) : null}
      {form.errors?.length ? <p className="form-error" role="alert">{form.errors[0]}</p> : null}
      <Form method="post" className="case-sheet-form" {...getFormProps(form)}>
        <label htmlFor={fields.symptoms.id}>Symptoms</label>
        <textarea {...getTextareaProps(fields.symptoms)} rows={3} aria-describedby={fields.symptoms.errors ? fields.symptoms.errorId : undefined} />
        {err(fields.symptoms.errors) ? <p id={fields.symptoms.errorId} className="field-error">{err(fields.symptoms.errors)}</p> : null}
        <label htmlFor={fields.diagnosis.id}>Diagnosis</label>
        <textarea {...getTextareaProps(fields.diagnosis)} rows={2} aria-describedby={fields.diagnosis.errors ? fields.diagnosis.errorId : undefined} />
        {err(fields.diagnosis.errors) ? <p id={fields.diagnosis.errorId} className="field-error">{err(fields.diagnosis.errors)}</p> : null}
        <fieldset>
          <legend>Medicines</legend>
          {medicines.map((m, i) => {
            const f = m.getFieldset();
            const rowError = err(f.name.errors) ?? err(f.dose.errors) ?? err(f.frequency.errors) ?? err(f.duration.errors);
            return (
              <div key={m.key} role="group" aria-label={`Medicine ${i + 1}`}>
                <div className="medicine-row">
                  <div>
                    <label htmlFor={f.name.id}>Medicine {i + 1}</label>
                    <input {...getInputProps(f.name, { type: "text" })} placeholder="e.g. Paracetamol 650 mg tablet" />
                  </div>
                  <div>
                    <label htmlFor={f.dose.id}>Dose</label>
                    <input {...getInputProps(f.dose, { type: "text" })} placeholder="1 tablet" />
                  </div>
                  <div>
                    <label htmlFor={f.frequency.id}>Frequency</label>
                    <input {...getInputProps(f.frequency, { type: "text" })} placeholder="Twice a day after food" />
                  </div>
                  <div>
                    <label htmlFor={f.duration.id}>Duration</label>
                    <input {...getInputProps(f.duration, { type: "text" })} placeholder="5 days" />
                  </div>
                  <button className="btn-link" {...form.remove.getButtonProps({ name: fields.medicines.name, index: i })} aria-label={`Remove medicine ${i + 1}`}>
                    Remove
                  </button>
                </div>
                {rowError ? <p className="field-error" role="alert">{rowError}</p> : null}
              </div>
            );
          })}
          <button className="btn-secondary" {...form.insert.getButtonProps({ name: fields.medicines.name, defaultValue: BLANK_MEDICINE })}>
            Add medicine
          </button>
        </fieldset>
        <TestPicker chosen={chosen} setChosen={setChosen} />
        <label htmlFor={fields.advice.id}>Advice</label>
        <textarea {...getTextareaProps(fields.advice)} rows={3} aria-describedby={fields.advice.errors ? fields.advice.errorId : undefined} />
        {err(fields.advice.errors) ? <p id={fields.advice.errorId} className="field-error">{err(fields.advice.errors)}</p> : null}
        <label htmlFor={fields.followUp.id}>Follow-up</label>
        <input {...getInputProps(fields.followUp, { type: "text" })} placeholder="Review after 1 week with reports" />
        <p>
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {data.sheet ? "Update case sheet and e-prescription" : "Submit case sheet"}
          </button>
        </p>
      </Form>
    </div>
  );
}
