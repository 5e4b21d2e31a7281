import { memo } from "react";
import type { useFetcher } from "@remix-run/react";
import type { ActionResult, EditorData } from "./editor-types";

/** Sections failing for patients (in their browsers, or their data on the server), and the kill switch that hides one everywhere. */
export const KillSwitchPanel = memo(function KillSwitchPanel({ data, base, isPublisher, act }: { data: EditorData; base: string; isPublisher: boolean; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const names = [...new Set([...Object.keys(data.failures), ...data.killed])].sort((a, b) => (data.failures[b] ?? 0) - (data.failures[a] ?? 0));
  return (
    <section className="studio-kill" aria-labelledby="studio-kill-title">
      <h2 id="studio-kill-title">Failures on patients' pages</h2>
      <p className="studio-hint">Counted when a section fails to draw in a patient's browser, or its data fails on the server.</p>
      {names.length ? (
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Failures</th>
              <th scope="col">State</th>
              {isPublisher ? <th scope="col">Kill switch</th> : null}
            </tr>
          </thead>
          <tbody>
            {names.map((n) => {
              const killed = data.killed.includes(n);
              return (
                <tr key={n} data-failing-section={n}>
                  <td>{n}</td>
                  <td>{data.failures[n] ?? 0}</td>
                  <td>{killed ? "Hidden everywhere" : "Shown"}</td>
                  {isPublisher ? (
                    <td>
                      <act.Form method="post" action={base}>
                        <input type="hidden" name="section" value={n} />
                        <button name="intent" value={killed ? "restore_section" : "kill_section"} aria-label={`${killed ? "Show again" : "Hide everywhere"}: ${n}`}>
                          {killed ? "Show again" : "Hide everywhere"}
                        </button>
                      </act.Form>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>No section has failed on patients' pages.</p>
      )}
    </section>
  );
});
