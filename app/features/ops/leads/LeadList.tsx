import { Link } from "@remix-run/react";
import type { Lead } from "~/.server/domain/lab-tests/prescription-leads";
import { indiaDayTime } from "~/lib/india-date-time";
import { orderStatusLabel } from "~/lib/order-labels";
import { DIAGNOSTIC_ORDER_STATUS } from "~/lib/order-status";

type LeadRow = Pick<Lead, "orderId" | "displayId" | "patientName" | "mobileNumber" | "prescriptionId" | "prescriptionFileName" | "createdAt">;

/** Leads waiting for a call, oldest first, each with its prescription and a way in. */
export function LeadList({ leads, selectedId }: { leads: LeadRow[]; selectedId: number | null }) {
  if (!leads.length) return <p className="empty-state">No prescription leads are waiting.</p>;
  return (
    <ul className="profile-list" aria-label="Prescription leads">
      {leads.map((l) => (
        <li key={l.orderId} className="profile-item" aria-current={l.orderId === selectedId ? "true" : undefined}>
          <div className="profile-body">
            <h3>{l.patientName} <span className="badge">{orderStatusLabel(DIAGNOSTIC_ORDER_STATUS.NEW_LEAD)}</span></h3>
            <p className="profile-meta">Lead {l.displayId} · +91 {l.mobileNumber} · uploaded {indiaDayTime(l.createdAt)}</p>
          </div>
          <div className="item-actions">
            {l.prescriptionId ? (
              <a href={`/resources/ops/prescriptions/${l.prescriptionId}`} target="_blank" rel="noopener">
                Prescription of {l.patientName} ({l.prescriptionFileName})
              </a>
            ) : null}
            <Link to={`?lead=${l.orderId}`} aria-label={`Make order for ${l.patientName} (lead ${l.displayId})`}>Make order</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
