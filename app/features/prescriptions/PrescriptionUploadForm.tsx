import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { FILE_MAXIMUM_BYTES, INVALID_FILE_SIZE_MESSAGE, isShrinkableImage, megabytes, PRESCRIPTION_ACCEPT, prescriptionFileProblem, tooLargeMessage } from "~/lib/prescription-upload";
import { shrinkImage } from "./shrink-image";

interface Props {
  /** Whose prescription it is; left out when the page already knows (a booked order's patient). */
  patients?: { id: number; name: string; relation: string }[];
  consultId?: string | null;
  /** The heading, for a page that uploads for something in particular. */
  title?: string;
  /** The server's refusal of the last submit. */
  formError: string | null;
}

/**
 * Choose whose prescription it is, pick a png, jpg, jpeg or pdf file, upload. The name, type and size are checked
 * as soon as a file is picked (the server checks again, and checks the content).
 */
export function PrescriptionUploadForm({ patients, consultId = null, title = "Upload a prescription", formError }: Props) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const error = fileProblem ?? (uploading ? null : formError);

  const [shrinking, setShrinking] = useState(false);
  const [shrunkNote, setShrunkNote] = useState<string | null>(null);

  // A photo over 3 MB is shrunk here and put back in the field; only what still does not fit is refused.
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    setShrunkNote(null);
    const problem = file ? prescriptionFileProblem(file) : null;
    if (!file || problem !== INVALID_FILE_SIZE_MESSAGE) {
      setFileProblem(problem);
      return;
    }
    if (!isShrinkableImage(file.name)) {
      setFileProblem(tooLargeMessage(file.name));
      return;
    }
    setFileProblem(null);
    setShrinking(true);
    try {
      const small = await shrinkImage(file);
      if (small.size > FILE_MAXIMUM_BYTES) {
        setFileProblem(tooLargeMessage(file.name));
        return;
      }
      const files = new DataTransfer();
      files.items.add(small);
      input.files = files.files;
      setShrunkNote(`Your photo was made smaller to upload: ${megabytes(file.size)} to ${megabytes(small.size)}.`);
    } catch {
      // Not a photo the browser can read: the server's content check gives the answer.
      setFileProblem(tooLargeMessage(file.name));
    } finally {
      setShrinking(false);
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const file = fileRef.current?.files?.[0];
    const problem = shrinking ? "Please wait: your photo is being made smaller." : file ? prescriptionFileProblem(file) : null;
    if (problem) {
      e.preventDefault();
      setFileProblem(problem);
      fileRef.current?.focus();
    }
  };

  return (
    <Form method="post" encType="multipart/form-data" className="account-card" onSubmit={onSubmit} aria-labelledby="upload-heading">
      <h2 id="upload-heading">{title}</h2>
      {consultId ? <input type="hidden" name="consultId" value={consultId} /> : null}
      {patients ? (
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
      ) : null}
      <div className="form-field">
        <label htmlFor="prescription-file">Prescription file</label>
        <input
          ref={fileRef}
          id="prescription-file"
          name="file"
          type="file"
          required
          accept={PRESCRIPTION_ACCEPT}
          onChange={(e) => void onFile(e)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "prescription-file-hint prescription-file-error" : "prescription-file-hint"}
        />
        <p id="prescription-file-hint" className="field-hint">
          png, jpg, jpeg or pdf, less than 3MB (larger photos are made smaller for you). The file name may contain letters, digits, spaces, commas, hyphens, underscores, dots and parentheses.
        </p>
        {error ? <p id="prescription-file-error" className="form-error" role="alert">{error}</p> : null}
        <p className="field-hint" role="status">{shrinking ? "Making your photo smaller…" : shrunkNote ?? ""}</p>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn-primary" disabled={uploading || shrinking}>{uploading ? "Uploading…" : "Upload"}</button>
      </div>
    </Form>
  );
}
