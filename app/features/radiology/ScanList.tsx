/** A list of scans as links to their pages, with the all-in starting price and the prescription note. */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import type { ScanCard } from "./radiology.server";

export function ScanList({ scans, label }: { scans: ScanCard[]; label: string }) {
  return (
    <ul className="scan-list" aria-label={label}>
      {scans.map((s) => (
        <li key={s.slug} className="scan-card">
          <Link to={`/radiology/${s.slug}`} className="scan-card-link">
            <span className="scan-card-name">{s.name}</span>
            <span className="scan-card-meta">
              {s.category} · from {formatPrice(s.startingPrice / 100)} all-in
            </span>
            {s.needsPrescription ? <span className="scan-card-rx">Prescription needed</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
