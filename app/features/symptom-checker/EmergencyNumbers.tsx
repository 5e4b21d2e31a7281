import { EMERGENCY_NUMBERS, TELE_MANAS } from "~/lib/symptom-checker";

/** Tap-to-call links for India's emergency numbers (and Tele-MANAS when the crisis is a mental-health one). */
export function EmergencyNumbers({ mentalHealth }: { mentalHealth: boolean }) {
  return (
    <ul className="sc-call" aria-label="Emergency numbers">
      {EMERGENCY_NUMBERS.map((n) => (
        <li key={n.number}><a href={`tel:${n.number}`}>Call {n.number}</a> <span className="visually-hidden">{n.label}</span></li>
      ))}
      {mentalHealth ? <li><a href={`tel:${TELE_MANAS.number}`}>Call Tele-MANAS {TELE_MANAS.number}</a></li> : null}
    </ul>
  );
}

/** The line on every page of the checker: an emergency does not wait for the questions. */
export function EmergencyStrip() {
  return (
    <p className="sc-emergency-strip">
      In an emergency, do not use this checker: call <a href="tel:112">112</a> or <a href="tel:108">108</a> now.
    </p>
  );
}
