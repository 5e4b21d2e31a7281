import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { PackageCard } from "./prohealth.server";

/** Package cards: name, price, how many tests, fasting. Each links to its package page. */
export function PackageList({ packages, label, query = "" }: { packages: PackageCard[]; label: string; query?: string }) {
  return (
    <ul className="ph-list" aria-label={label}>
      {packages.map((p) => (
        <li key={p.slug}>
          <Link to={`/apollo-prohealth/${p.slug}${query}`} className="ph-card">
            <strong>{p.packageName}</strong>
            <span>{formatPrice(p.price / 100)}{p.memberPrice != null ? <span className="ph-meta"> · Circle {formatPrice(p.memberPrice / 100)}</span> : null}</span>
            <span className="ph-meta">
              {p.inclusionsCount} tests and consultations · {p.isClinicPackage ? "at Apollo Clinics" : "at Apollo Hospitals"}
              {p.fasting ? " · fasting needed" : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
