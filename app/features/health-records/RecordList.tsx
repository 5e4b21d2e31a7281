import { Link } from "@remix-run/react";
import { RECORD_SOURCE_LABEL, tabOfType } from "~/lib/health-records";
import { recordDateLabel } from "./record-dates";
import type { RecordView } from "./health-records.server";

/** A tab's records, newest first: whose, when, from where, with their files and the way to the record. */
export function RecordList({ records, emptyText, addedId }: { records: RecordView[]; emptyText: string; addedId: string | null }) {
  if (!records.length) return <p className="empty-state">{emptyText}</p>;
  return (
    <ul className="profile-list" aria-label="Records">
      {records.map((r) => (
        <li key={r.id} className="profile-item" aria-current={r.id === addedId ? "true" : undefined}>
          <div className="profile-body">
            <h3>
              <Link to={`/health-records/${tabOfType(r.recordType).slug}/${r.id}`}>{r.title}</Link>
            </h3>
            <p className="profile-meta">For {r.patientName} · {recordDateLabel(r.date)}</p>
            <p className="profile-meta">
              <span className="badge">{RECORD_SOURCE_LABEL[r.source]}</span>
              {r.orderDisplayId ? ` Order #${r.orderDisplayId}` : null}
              {r.doctorName ? ` · Dr ${r.doctorName.replace(/^Dr\.?\s+/i, "")}` : null}
              {r.hospitalName ? ` · ${r.hospitalName}` : null}
            </p>
          </div>
          <div className="item-actions">
            {r.fileLinks.map((f) => (
              // A document download, not a client-side navigation.
              <a key={f.url} href={f.url} target="_blank" rel="noopener">View {f.fileName}</a>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
