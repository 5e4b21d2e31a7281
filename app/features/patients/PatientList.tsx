import { Link } from "@remix-run/react";
import { displayName, GENDER_LABEL, PROFILE_INCOMPLETE_MESSAGE, type Gender } from "~/lib/patient";

export interface PatientRow {
  id: number;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  relation: string;
  partnerId: string | null;
  isIncomplete: boolean;
  age: number | null;
  band: string;
}

const initials = (p: PatientRow) => (`${p.firstName[0] ?? ""}${p.lastName[0] ?? ""}`.toUpperCase() || "?");

export function PatientList({ patients }: { patients: PatientRow[] }) {
  return (
    <ul className="profile-list" aria-label="Profiles">
      {patients.map((p) => {
        const name = displayName(p);
        return (
          <li key={p.id} className="profile-item" data-patient-id={p.id} data-incomplete={p.isIncomplete || undefined}>
            <span className="profile-avatar" data-band={p.band} aria-hidden="true">{initials(p)}</span>
            <div className="profile-body">
              <h3>
                {name}
                {p.relation === "me" ? <span className="badge">Primary</span> : null}
                {p.partnerId ? <span className="badge">Corporate</span> : null}
              </h3>
              <p className="profile-meta">
                {[p.relation === "me" ? "Me" : p.relation[0].toUpperCase() + p.relation.slice(1), p.gender ? GENDER_LABEL[p.gender as Gender] : null, p.age !== null ? `${p.age} yrs` : null, p.dateOfBirth]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {p.isIncomplete ? <p className="profile-flag" role="note">{PROFILE_INCOMPLETE_MESSAGE}</p> : null}
            </div>
            <div className="item-actions">
              <Link to={`/patients?edit=${p.id}`} aria-label={`Edit ${name}`} className="btn-secondary btn-small">Edit</Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
