/**
 * What a reviewer approves and a publisher puts live: the saved draft against the live version, section by
 * section, each change as a field in words with its old and new value. Also says who changed the draft and,
 * for a publisher, whether the review rule lets them publish it.
 */
import { memo } from "react";
import type { EditorData } from "./editor-types";

const KIND: Record<string, string> = { added: "Added", removed: "Removed", moved: "Moved", changed: "Changed" };

export const ChangesPanel = memo(function ChangesPanel({ data, dirty }: { data: EditorData; dirty: boolean }) {
  const { changes, draft, publishBlocked } = data;
  return (
    <section className="studio-changes" aria-labelledby="studio-changes-title">
      <h2 id="studio-changes-title">Changes to publish</h2>
      {dirty ? <p className="studio-hint">Save the draft to include your latest edits here.</p> : null}
      <p>
        {draft.authorNames.length ? <>Changed by {draft.authorNames.join(", ")}.</> : <>No one has changed the draft since the live version.</>}
        {draft.approvedByName && draft.status === "approved" ? <> Approved by {draft.approvedByName}.</> : null}
      </p>
      {publishBlocked ? (
        <p className="studio-review-rule" role="note">
          {publishBlocked}
        </p>
      ) : null}
      {changes.length === 0 ? (
        <p>The draft is the same as the live version.</p>
      ) : (
        <ul className="studio-change-list">
          {changes.map((c) => (
            <li key={`${c.kind}:${c.section}`} data-change-section={c.section}>
              <strong>
                {KIND[c.kind]} {c.section}
              </strong>
              <ul aria-label={`Changes to ${c.section}`}>
                {c.changes.map((x, i) => (
                  <li key={i}>
                    {x.field}: <del>{x.from}</del> → <ins>{x.to}</ins>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
