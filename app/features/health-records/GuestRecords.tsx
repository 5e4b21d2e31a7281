import { useCallback, useEffect, useState } from "react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link } from "@remix-run/react";
import { FormField } from "~/features/auth/FormField";
import { RECORD_TABS, tabOfType, type RecordType } from "~/lib/health-records";
import { claimFormOf, guestRecordSchema, type GuestRecord } from "~/lib/guest-records";
import { PRESCRIPTION_ACCEPT, UPLOAD_FAILED_MESSAGE, prescriptionFileProblem, tooLargeMessage, INVALID_FILE_SIZE_MESSAGE } from "~/lib/prescription-upload";
import { recordDateLabel } from "./record-dates";
import { forgetGuestRecord, keepGuestRecord, listGuestRecords } from "./guest-store.client";
import type { ClaimAnswer } from "./health-records.server";

interface Props {
  signedIn: boolean;
  patients: { id: number; name: string; relation: string }[];
  today: string;
}

type Listing = { state: "loading" } | { state: "ready"; records: GuestRecord[] } | { state: "unavailable" };

/**
 * Records kept on this device by a visitor: add one (the record form's rules and the spec's file rules, checked
 * here), open or remove it, and once signed in move them all into a family member's records. Each record is
 * removed from the device only when the account has it.
 */
export function GuestRecords({ signedIn, patients, today }: Props) {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [notice, setNotice] = useState<string | null>(null);
  const reload = useCallback(async () => {
    try {
      setListing({ state: "ready", records: await listGuestRecords() });
    } catch {
      // Private windows of some browsers have no IndexedDB.
      setListing({ state: "unavailable" });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (listing.state === "unavailable") {
    return <p className="form-error" role="alert">This browser cannot keep records on the device (a private window may block it). Sign in to keep them in your account.</p>;
  }
  return (
    <>
      {notice ? <p className="form-notice" role="status">{notice}</p> : null}
      {signedIn ? (
        <ClaimRecords patients={patients} records={listing.state === "ready" ? listing.records : []} onDone={(msg) => { setNotice(msg); void reload(); }} />
      ) : (
        <p className="record-toolbar">
          <Link to={`/login?continue=${encodeURIComponent("/guest-health-records")}`} className="btn-primary">Sign in to save them to your account</Link>
        </p>
      )}
      <h2 className="section-title">On this device</h2>
      {listing.state === "loading" ? (
        <p className="empty-state" aria-busy="true">Loading your records…</p>
      ) : listing.records.length ? (
        <ul className="profile-list" aria-label="Records on this device">
          {listing.records.map((r) => (
            <li key={r.id} className="profile-item">
              <div className="profile-body">
                <h3>{r.title}</h3>
                <p className="profile-meta">{tabOfType(r.recordType).label} · {recordDateLabel(r.recordDate)}</p>
                <p className="profile-meta">
                  {r.doctorName ? `Dr ${r.doctorName.replace(/^Dr\.?\s+/i, "")}` : null}
                  {r.doctorName && r.hospitalName ? " · " : null}
                  {r.hospitalName}
                </p>
              </div>
              <div className="item-actions">
                <button type="button" className="btn-secondary btn-small" onClick={() => window.open(URL.createObjectURL(r.file), "_blank", "noopener")}>
                  View {r.fileName}
                </button>
                <button type="button" className="btn-secondary btn-small" onClick={async () => { await forgetGuestRecord(r.id); setNotice(`Removed ${r.title} from this device.`); void reload(); }}>
                  Remove {r.title}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">No records on this device yet.</p>
      )}
      <AddGuestRecord today={today} onAdded={(title) => { setNotice(`${title} is kept on this device.`); void reload(); }} />
    </>
  );
}

function AddGuestRecord({ today, onAdded }: { today: string; onAdded: (title: string) => void }) {
  const [recordType, setRecordType] = useState<RecordType>("PRESCRIPTION");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "guest-record-form",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guestRecordSchema(recordType, today) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit: async (event, { formData, submission }) => {
      event.preventDefault();
      const formEl = event.currentTarget;
      const file = formData.get("file");
      const problem = file instanceof File && file.size ? prescriptionFileProblem(file) : UPLOAD_FAILED_MESSAGE;
      if (problem || !(file instanceof File) || submission?.status !== "success") {
        setFileProblem(problem === INVALID_FILE_SIZE_MESSAGE && file instanceof File ? tooLargeMessage(file.name) : problem);
        document.getElementById("field-file")?.focus();
        return;
      }
      const v = submission.value;
      try {
        await keepGuestRecord({
          id: crypto.randomUUID(),
          recordType: v.recordType,
          title: v.title,
          recordDate: v.recordDate,
          doctorName: v.doctorName ?? null,
          hospitalName: v.hospitalName ?? null,
          fileName: file.name,
          file: new Blob([await file.arrayBuffer()], { type: file.type }),
          savedAt: new Date().toISOString(),
        });
      } catch (e) {
        setFormError(e instanceof Error && e.message ? e.message : UPLOAD_FAILED_MESSAGE);
        return;
      }
      setFormError(null);
      formEl.reset();
      onAdded(v.title);
    },
  });
  const error = (name: keyof typeof fields) => fields[name]?.errors?.[0];
  const fileError = fileProblem ?? undefined;
  return (
    <form {...getFormProps(form)} className="account-card" aria-labelledby="guest-record-title">
      <h2 id="guest-record-title">Add a record to this device</h2>
      {formError ? <p className="form-error" role="alert">{formError}</p> : null}
      <div className="form-field">
        <label htmlFor="field-recordType">Record type</label>
        <select id="field-recordType" name="recordType" value={recordType} onChange={(e) => setRecordType(e.currentTarget.value as RecordType)}>
          {RECORD_TABS.map((t) => <option key={t.type} value={t.type}>{t.label}</option>)}
        </select>
      </div>
      <FormField name="title" label="Title" error={error("title")} maxLength={120} autoComplete="off" />
      <FormField name="recordDate" label="Date on the record" type="date" max={today} error={error("recordDate")} />
      <FormField name="doctorName" label="Doctor (optional)" error={error("doctorName")} maxLength={120} autoComplete="off" />
      <FormField name="hospitalName" label="Hospital or clinic (optional)" error={error("hospitalName")} maxLength={120} autoComplete="off" />
      <FormField
        name="file" label="File" type="file" accept={PRESCRIPTION_ACCEPT} error={fileError}
        onChange={(e) => { const f = e.currentTarget.files?.[0]; setFileProblem(f ? prescriptionFileProblem(f) : null); }}
        hint="png, jpg, jpeg or pdf, less than 3MB. It stays on this device until you save it to your account."
      />
      <div className="form-actions">
        <button type="submit" className="btn-primary">Keep on this device</button>
      </div>
    </form>
  );
}

function ClaimRecords({ patients, records, onDone }: { patients: Props["patients"]; records: GuestRecord[]; onDone: (message: string) => void }) {
  const [patientId, setPatientId] = useState<number | null>(patients[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  if (!records.length) return null;
  if (!patients.length) return <p className="form-notice">Add a patient profile first to save these records: <Link to="/patients?add=1">add a profile</Link>.</p>;

  const claim = async () => {
    if (!patientId) return;
    setBusy(true);
    const failed: string[] = [];
    const saved: { title: string; tab: string }[] = [];
    // One at a time, in the order listed: each is removed from the device only once the account has it.
    for (const r of records) {
      try {
        const res = await fetch("/resources/health-records/claim", { method: "POST", body: claimFormOf(r, patientId), credentials: "same-origin" });
        const answer = (await res.json()) as ClaimAnswer;
        if (answer.status) {
          await forgetGuestRecord(r.id);
          saved.push({ title: r.title, tab: answer.tab });
        } else failed.push(`${r.title}: ${answer.message}`);
      } catch {
        failed.push(`${r.title}: ${UPLOAD_FAILED_MESSAGE}`);
      }
    }
    setBusy(false);
    setProblems(failed);
    const name = patients.find((p) => p.id === patientId)?.name ?? "";
    onDone(saved.length ? `Saved ${saved.length} ${saved.length === 1 ? "record" : "records"} to ${name}'s health records.` : "No records were saved.");
  };

  return (
    <section className="account-card" aria-labelledby="claim-title">
      <h2 id="claim-title">Save to your account</h2>
      <p>Move the records on this device into a family member's health records. They are removed from this device once saved.</p>
      {problems.length ? (
        <div className="form-error" role="alert">
          <p>Some records were not saved:</p>
          <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      ) : null}
      <div className="form-field">
        <label htmlFor="claim-patient">Family member</label>
        <select id="claim-patient" value={patientId ?? undefined} onChange={(e) => setPatientId(Number(e.currentTarget.value))}>
          {patients.map((p) => <option key={p.id} value={p.id}>{p.name}{p.relation === "me" ? " (you)" : ""}</option>)}
        </select>
      </div>
      <div className="form-actions">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void claim()}>
          {busy ? "Saving…" : `Save ${records.length} ${records.length === 1 ? "record" : "records"} to my health records`}
        </button>
        <Link to="/health-records">Go to my health records</Link>
      </div>
    </section>
  );
}
