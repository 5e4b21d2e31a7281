/**
 * The documents of a referred application: what was uploaded (and whether SBI Card has it), and a form for the
 * next one. The picker's hint and the early size check are the product's upload rules; the server decides.
 */
import { useState } from "react";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { PRESCRIPTION_ACCEPT, prescriptionFileProblem } from "~/lib/prescription-upload";
import type { OverviewActionData, OverviewData } from "./card-pages.server";

export function CardDocuments({ documents, kinds }: { documents: OverviewData["documents"]; kinds: OverviewData["documentKinds"] }) {
  const actionData = useActionData<OverviewActionData>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [early, setEarly] = useState<string | null>(null);
  const busy = navigation.state === "submitting";
  const error = early ?? actionData?.error ?? null;
  return (
    <section className="account-card card-documents" id="card-documents" aria-labelledby="card-documents-title">
      <h2 id="card-documents-title">Documents for SBI Card</h2>
      <p>SBI Card is checking your application. Upload the proofs it asks for: png, jpg, jpeg or pdf, under 3 MB each.</p>
      {params.get("uploaded") && !error ? <p className="form-notice" role="status">Document uploaded.</p> : null}
      {documents.length ? (
        <ul className="circle-terms" aria-label="Uploaded documents">
          {documents.map((d) => (
            <li key={d.id}>
              <a href={`/resources/card-documents/${d.id}`}>{d.fileName}</a> · {d.kindLabel} · {d.sentToBank ? "Received by SBI Card" : "Not yet sent to SBI Card"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ops-muted">No documents uploaded yet.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="account-form" onSubmit={(e) => {
        const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
        const problem = file ? prescriptionFileProblem(file) : null;
        setEarly(problem);
        if (problem) e.preventDefault();
      }}>
        <label htmlFor="card-document-kind">What is it?</label>
        <select id="card-document-kind" name="kind" required defaultValue="">
          <option value="" disabled>Choose a document type</option>
          {kinds.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
        </select>
        <label htmlFor="card-document-file">File</label>
        <input id="card-document-file" name="file" type="file" required accept={PRESCRIPTION_ACCEPT} aria-invalid={error ? true : undefined} aria-describedby={error ? "card-document-error" : undefined} />
        {error ? <p id="card-document-error" className="form-error" role="alert">{error}</p> : null}
        <div className="form-actions">
          <button type="submit" className="btn-primary" disabled={busy}>{busy ? "Uploading…" : "Upload document"}</button>
        </div>
      </Form>
    </section>
  );
}
