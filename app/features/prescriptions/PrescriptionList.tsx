import { Link } from "@remix-run/react";
import { leadIsOrder, prescriptionLeadLabel } from "~/lib/prescription-lead";
import { indiaDayTime } from "~/lib/india-date-time";

export interface PrescriptionRow {
  id: number;
  patientName: string;
  fileName: string;
  createdAt: string;
  fileUrl: string;
  leadOrderId: number | null;
  leadOrderStatus: string | null;
}

/** The account's uploaded prescriptions, newest first, each with where its lead stands. */
export function PrescriptionList({ prescriptions, highlightId }: { prescriptions: PrescriptionRow[]; highlightId: number | null }) {
  if (!prescriptions.length) return <p className="empty-state">No prescriptions uploaded yet.</p>;
  return (
    <ul className="profile-list" aria-label="Your prescriptions">
      {prescriptions.map((p) => (
        <li key={p.id} className="profile-item" aria-current={p.id === highlightId ? "true" : undefined}>
          <div className="profile-body">
            <h3>{p.fileName}</h3>
            <p className="profile-meta">For {p.patientName} · uploaded {indiaDayTime(p.createdAt)}</p>
            <p className="profile-meta">
              <span className="badge" data-lead-status={p.leadOrderStatus ?? ""}>{prescriptionLeadLabel(p.leadOrderStatus)}</span>
            </p>
          </div>
          <div className="item-actions">
            {/* A document download, not a client-side navigation. */}
            <a href={p.fileUrl} target="_blank" rel="noopener">View {p.fileName}</a>
            {p.leadOrderId && leadIsOrder(p.leadOrderStatus) ? <Link to={`/order-details/${p.leadOrderId}`}>View order</Link> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
