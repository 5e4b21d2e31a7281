import { Link } from "@remix-run/react";
import { gdStepPath, NOT_A_DIAGNOSIS } from "~/lib/symptom-checker";
import { EmergencyStrip } from "./EmergencyNumbers";
import type { HowToUseData } from "./symptom-checker.server";

const STATUS_TEXT: Record<string, string> = { IN_PROGRESS: "Not finished", EMERGENCY: "Emergency advice given", OUTCOME: "Result ready" };

/** how_to_use_gd: what the checker does, how to use it, and the account's recent checks. */
export function HowToUse({ data }: { data: HowToUseData }) {
  return (
    <div className="sc-page">
      <h1>Symptom checker</h1>
      <EmergencyStrip />
      <section className="sc-card" aria-labelledby="how-to-use">
        <h2 id="how-to-use">How to use it</h2>
        <ol className="sc-steps">
          <li>Choose who the symptoms are for, or add a family member.</li>
          <li>Answer a few short questions about the main symptom. Age and sex come from the profile.</li>
          <li>See how soon to see a doctor, the conditions your answers point to, and why.</li>
          <li>Book an online consult with the right specialist in a few taps.</li>
        </ol>
        <p className="sc-note">{NOT_A_DIAGNOSIS}</p>
        <div className="sc-actions">
          <Link to={gdStepPath("select_patient")} className="btn-primary">Start symptom check</Link>
        </div>
      </section>
      {data.recent.length ? (
        <section className="sc-card" aria-labelledby="recent-checks">
          <h2 id="recent-checks">Your recent checks</h2>
          <ul className="sc-doctors">
            {data.recent.map((r) => (
              <li key={r.id}>
                <Link to={r.href}>{r.patientName}, {r.when}</Link>
                <p className="sc-note">{r.booked ? "Consult booked" : STATUS_TEXT[r.status]}{r.triageLabel && !r.booked ? ` · ${r.triageLabel}` : ""}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
