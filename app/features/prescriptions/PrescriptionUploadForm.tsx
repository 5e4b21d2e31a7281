import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from "~/lib/prescription-upload";

interface Props {
  patients: { id: number; name: string; relation: string }[];
  consultId: string | null;
  /** The server's refusal of the last submit. */
  formError: string | null;
}

/**
 * Choose whose prescription it is, pick a png, jpg, jpeg or pdf file, upload. The name, type and size are checked
 * as soon as a file is picked (the server checks again, and checks the content).
 */
export function PrescriptionUploadForm({ patients, consultId, formError }: Props) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const error = fileProblem ?? (uploading ? null : formError);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    setFileProblem(file ? prescriptionFileProblem(file) : null);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const file = fileRef.current?.files?.[0];
    const problem = file ? prescriptionFileProblem(file) : null;
    if (problem) {
      e.preventDefault();
      setFileProblem(problem);
      fileRef.current?.focus();
    }
  };

  return (
    <Form method="post" encType="multipart/form-data" className="account-card" onSubmit={onSubmit} aria-labelledby="upload-heading">
      <h2 id="upload-heading">Upload a prescription</h2>
      {consultId ? <input type="hidden" name="consultId" value={consultId} /> : null}
      <div className="form-field">
        <label htmlFor="prescription-patient">Patient</label>
        <select id="prescription-patient" name="patientId" required defaultValue={patients[0]?.id}>
          {patients.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}{p.relation === "me" ? " (you)" : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="prescription-file">Prescription file</label>
        <input
          ref={fileRef}
          id="prescription-file"
          name="file"
          type="file"
          required
          accept={PRESCRIPTION_ACCEPT}
          onChange={onFile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prescription-file-hint prescription-file-error" : "prescription-file-hint"}
        />
        <p id="prescription-file-hint" className="field-hint">
          png, jpg, jpeg or pdf, less than 3MB. The file name may contain letters, digits, spaces, commas, hyphens, underscores, dots and parentheses.
        </p>
        {error ? <p id="prescription-file-error" className="form-error" role="alert">{error}</p> : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={uploading}>{uploading ? "Uploading…" : "Upload"}</button>
      </div>
    </Form>
  );
}
