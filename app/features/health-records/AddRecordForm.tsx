import { useState, type ChangeEvent } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { FormField, useFocusFirstErrorOnLoad } from "~/features/auth/FormField";
import { RECORD_TYPE_FIELDS, type RecordType } from "~/lib/health-records";
import { healthRecordSchema } from "~/lib/health-record-form";
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from "~/lib/prescription-upload";
import type { AddRecordActionData } from "./health-records.server";

interface Props {
  recordType: RecordType;
  label: string;
  patients: { id: number; name: string; relation: string }[];
  patientId: number | null;
  /** India's date: the latest date a record can carry. */
  today: string;
}

/**
 * Add a record for a family member: whose, what, when, the type's own fields, and one file (png, jpg, jpeg or pdf,
 * less than 3MB). The browser checks what it can before sending; the server checks again and checks the file's
 * content. What was typed survives a refused submit, and focus moves to the first field in error.
 */
export function AddRecordForm({ recordType, label, patients, patientId, today }: Props) {
  const data = useActionData<AddRecordActionData>();
  const navigation = useNavigation();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "add-record-form",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: healthRecordSchema(recordType, today) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useFocusFirstErrorOnLoad(form.id, data?.result.status === "error");
  const all = fields as unknown as Record<string, { errors?: string[]; initialValue?: unknown }>;
  const error = (name: string) => all[name]?.errors?.[0];
  const value = (name: string) => (typeof all[name]?.initialValue === "string" ? (all[name].initialValue as string) : "");
  const fileError = fileProblem ?? form.allErrors.file?.[0];
  const busy = navigation.state === "submitting";
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    setFileProblem(file ? prescriptionFileProblem(file) : null);
  };
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="account-card" aria-labelledby="add-record-title"
      onSubmit={(e) => {
        if (fileProblem) {
          e.preventDefault();
          document.getElementById("field-file")?.focus();
          return;
        }
        form.onSubmit(e);
      }}
    >
      <h2 id="add-record-title">Add {label.toLowerCase()}</h2>
      {form.errors?.length ? <p id={form.errorId} className="form-error" role="alert">{form.errors[0]}</p> : null}
      <input type="hidden" name="recordType" value={recordType} />
      <div className="form-field">
        <label htmlFor="field-patientId">Family member</label>
        <select id="field-patientId" name="patientId" defaultValue={value("patientId") || (patientId ?? undefined)} aria-invalid={error("patientId") ? true : undefined}>
          {patients.map((p) => <option key={p.id} value={p.id}>{p.name}{p.relation === "me" ? " (you)" : ""}</option>)}
        </select>
        {error("patientId") ? <p className="field-error">{error("patientId")}</p> : null}
      </div>
      <FormField name="title" label="Title" defaultValue={value("title")} error={error("title")} maxLength={120} autoComplete="off" />
      <FormField name="recordDate" label="Date on the record" type="date" max={today} defaultValue={value("recordDate")} error={error("recordDate")} />
      <FormField name="doctorName" label="Doctor (optional)" defaultValue={value("doctorName")} error={error("doctorName")} maxLength={120} autoComplete="off" />
      <FormField name="hospitalName" label="Hospital or clinic (optional)" defaultValue={value("hospitalName")} error={error("hospitalName")} maxLength={120} autoComplete="off" />
      {RECORD_TYPE_FIELDS[recordType].map((f) => (
        <FormField
          key={f.name} name={f.name} label={`${f.label} (optional)`} defaultValue={value(f.name)} error={error(f.name)} autoComplete="off"
          {...(f.kind === "date" ? { type: "date", max: today } : f.kind === "amount" ? { inputMode: "decimal" as const } : { maxLength: 120 })}
        />
      ))}
      <FormField
        name="file" label="File" type="file" accept={PRESCRIPTION_ACCEPT} onChange={onFile} error={fileError}
        hint="png, jpg, jpeg or pdf, less than 3MB. The file name may contain letters, digits, spaces, commas, hyphens, underscores, dots and parentheses."
      />
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Uploading…" : "Save record"}</button>
      </div>
    </Form>
  );
}
