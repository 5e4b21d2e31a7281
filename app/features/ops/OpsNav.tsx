import { NavLink } from "@remix-run/react";

/** The console's sections. New sections (the prescription leads page, say) add one entry here. */
export const OPS_SECTIONS = [
  { to: "/ops", label: "Orders", end: true },
  { to: "/ops/leads", label: "Prescription leads", end: false },
  { to: "/ops/radiology", label: "Radiology appointments", end: false },
  { to: "/ops/prohealth", label: "Health-check appointments", end: false },
  { to: "/ops/memberships", label: "Memberships", end: false },
  { to: "/ops/corporate", label: "Corporate benefits", end: false },
] as const;

export function OpsNav() {
  return (
    <nav className="ops-nav" aria-label="Operations console">
      <ul>
        {OPS_SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink to={s.to} end={s.end}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
