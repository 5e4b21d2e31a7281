import { Link } from "@remix-run/react";
import { RECORD_TABS } from "~/lib/health-records";

/** The health-record navs (Prescription, Bill, Hospitalization, then the other types) and the trends page. */
export function RecordTabs({ current, patientId }: { current: string; patientId: number | null }) {
  const q = patientId ? `?patient=${patientId}` : "";
  return (
    <nav aria-label="Health records" className="record-tabs">
      <ul>
        {RECORD_TABS.map((t) => (
          <li key={t.slug}>
            <Link to={`/health-records/${t.slug}${q}`} aria-current={t.slug === current ? "page" : undefined}>{t.label}</Link>
          </li>
        ))}
        <li>
          <Link to={`/health-records/trends${q}`} aria-current={current === "trends" ? "page" : undefined}>Trends</Link>
        </li>
      </ul>
    </nav>
  );
}

/** Whose records: the whole family or one member (a GET form, so it works before scripts and by keyboard). */
export function PatientFilter({ patients, patientId, allowAll = true }: { patients: { id: number; name: string; relation: string }[]; patientId: number | null; allowAll?: boolean }) {
  return (
    <form method="get" className="record-filter">
      <label htmlFor="record-patient">Family member</label>
      <select id="record-patient" name="patient" defaultValue={patientId ?? ""}>
        {allowAll ? <option value="">Whole family</option> : null}
        {patients.map((p) => (
          <option key={p.id} value={p.id}>{p.name}{p.relation === "me" ? " (you)" : ""}</option>
        ))}
      </select>
      <button type="submit" className="link-button">Show</button>
    </form>
  );
}
