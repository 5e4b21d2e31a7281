/** The audit log of this screen, view and segment. */
import { memo } from "react";
import type { EditorData } from "./editor-types";

export const AuditPanel = memo(function AuditPanel({ audit }: { audit: EditorData["audit"] }) {
  return (
    <section className="studio-audit" aria-labelledby="studio-audit-title">
      <h2 id="studio-audit-title">Audit log</h2>
      {audit.length ? (
        <ul>
          {audit.map((a) => (
            <li key={a.id}>
              {new Date(a.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} — {a.actor} — {a.action}
              {a.detail ? ` (${a.detail})` : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p>No activity yet.</p>
      )}
    </section>
  );
});
