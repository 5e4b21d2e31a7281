/** Published versions: compare two, roll the screen or one section back (publishers). */
import { memo } from "react";
import { Form, type useFetcher } from "@remix-run/react";
import type { ActionResult, EditorData } from "./editor-types";

function VersionSelect({ label, name, versions, defaultValue }: { label: string; name: string; versions: EditorData["versions"]; defaultValue?: number }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={defaultValue}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {v.version}
          </option>
        ))}
      </select>
    </label>
  );
}

export const VersionsPanel = memo(function VersionsPanel({ data, base, isPublisher, act }: { data: EditorData; base: string; isPublisher: boolean; act: ReturnType<typeof useFetcher<ActionResult>> }) {
  const latest = data.versions[0]?.version;
  return (
    <section className="studio-versions" aria-labelledby="studio-versions-title">
      <h2 id="studio-versions-title">Versions</h2>
      <Form method="get" className="studio-inline-form">
        <VersionSelect label="From" name="from" versions={data.versions} defaultValue={data.diff?.from ?? data.versions[1]?.version} />
        <VersionSelect label="To" name="to" versions={data.versions} defaultValue={data.diff?.to ?? latest} />
        <button type="submit">Compare</button>
      </Form>
      {data.diff ? (
        <div className="studio-diff" aria-label={`Changes from version ${data.diff.from} to ${data.diff.to}`}>
          <h3>
            Version {data.diff.from} → {data.diff.to}
          </h3>
          {!data.diff.added.length && !data.diff.removed.length && !data.diff.moved.length && !data.diff.changed.length ? <p>No differences.</p> : null}
          <ul>
            {data.diff.added.map((n) => (
              <li key={`a${n}`}>Added <strong>{n}</strong></li>
            ))}
            {data.diff.removed.map((n) => (
              <li key={`r${n}`}>
                Removed <strong>{n}</strong>
                {isPublisher ? <SectionRollback act={act} base={base} version={data.diff!.from} section={n} /> : null}
              </li>
            ))}
            {data.diff.moved.map((m) => (
              <li key={`m${m.name}`}>
                Moved <strong>{m.name}</strong> from place {m.from + 1} to {m.to + 1}
              </li>
            ))}
            {data.diff.changed.map((c) => (
              <li key={`c${c.name}`}>
                Changed <strong>{c.name}</strong>: {c.fields.join(", ")}
                {isPublisher ? <SectionRollback act={act} base={base} version={data.diff!.from} section={c.name} /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <table className="studio-table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Published</th>
            <th scope="col">By</th>
            {isPublisher ? <th scope="col">Roll back</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.versions.map((v) => (
            <tr key={v.version} data-version={v.version}>
              <td>{v.version}{v.version === latest ? " (live)" : ""}</td>
              <td>{new Date(v.publishedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}</td>
              <td>{v.publishedBy}</td>
              {isPublisher ? (
                <td>
                  {v.version !== latest ? (
                    <act.Form method="post" action={base}>
                      <input type="hidden" name="version" value={v.version} />
                      <button name="intent" value="rollback" aria-label={`Roll back to version ${v.version}`}>
                        Roll back
                      </button>
                    </act.Form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

export function SectionRollback({ act, base, version, section }: { act: ReturnType<typeof useFetcher<ActionResult>>; base: string; version: number; section: string }) {
  return (
    <act.Form method="post" action={base} className="studio-inline-form">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="section" value={section} />
      <button name="intent" value="rollback_section" aria-label={`Roll back ${section} to version ${version}`}>
        Roll back this section
      </button>
    </act.Form>
  );
}
