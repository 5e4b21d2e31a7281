/** The saved draft's checks: errors (block publishing) and warnings (shown, not blocking). */
import { memo } from "react";
import { IssuePlace } from "./IssuePlace";
import type { EditorData } from "./editor-types";

export const ChecksPanel = memo(function ChecksPanel({ report, dirty }: { report: EditorData["report"]; dirty: boolean }) {
  return (
    <section className="studio-checks" aria-labelledby="studio-checks-title">
      <h2 id="studio-checks-title">Checks {dirty ? <span className="studio-muted">(of the saved draft)</span> : null}</h2>
      {report.errors.length === 0 && report.warnings.length === 0 ? <p>No problems found.</p> : null}
      <IssueList issues={report.errors} kind="error" label="Errors" />
      <IssueList issues={report.warnings} kind="warning" label="Warnings" />
    </section>
  );
});

export function IssueList({ issues, kind, label }: { issues: EditorData["report"]["errors"]; kind: "error" | "warning"; label: string }) {
  if (!issues.length) return null;
  return (
    <ul className={`studio-issues studio-issues-${kind}`} aria-label={label}>
      {issues.map((e, i) => (
        <li key={i}>
          {e.section ? <strong>{e.section}: </strong> : null}
          <IssuePlace path={e.path} />{e.message}
        </li>
      ))}
    </ul>
  );
}
