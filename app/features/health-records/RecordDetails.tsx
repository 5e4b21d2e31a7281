import { RECORD_SOURCE_LABEL, RECORD_TYPE_FIELDS } from "~/lib/health-records";
import { RESULT_FLAG_LABEL, type ResultFlag } from "~/lib/result-flags";
import { recordDateLabel } from "./record-dates";
import type { RecordView } from "./health-records.server";

/** A record's facts, its type's fields, a lab report's results and its files. Shared by the owner's and the doctor's page. */
export function RecordDetails({ record }: { record: RecordView }) {
  const own = RECORD_TYPE_FIELDS[record.recordType].filter((f) => record.fields[f.name]);
  return (
    <>
      <dl className="record-facts">
        <dt>Patient</dt><dd>{record.patientName}</dd>
        <dt>Date</dt><dd>{recordDateLabel(record.date)}</dd>
        <dt>Source</dt><dd>{RECORD_SOURCE_LABEL[record.source]}{record.orderDisplayId ? ` (order #${record.orderDisplayId})` : ""}</dd>
        {record.doctorName ? <><dt>Doctor</dt><dd>{record.doctorName}</dd></> : null}
        {record.hospitalName ? <><dt>Hospital</dt><dd>{record.hospitalName}</dd></> : null}
        {own.map((f) => (
          <div key={f.name} className="record-fact">
            <dt>{f.label}</dt><dd>{f.kind === "amount" ? `₹${record.fields[f.name]}` : record.fields[f.name]}</dd>
          </div>
        ))}
      </dl>
      {record.parameters.length ? (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="section-title">Results</h2>
          <div className="record-table-wrap">
            <table className="record-results">
              <thead><tr><th scope="col">Parameter</th><th scope="col">Result</th><th scope="col">Reference range</th></tr></thead>
              <tbody>
                {record.parameters.map((p) => (
                  <tr key={`${p.testName}:${p.parameterName}`} data-flag={p.flag ?? undefined}>
                    <th scope="row">{p.parameterName}</th>
                    <td>{p.value}{p.unit ? ` ${p.unit}` : ""}{p.flag ? <strong> ({RESULT_FLAG_LABEL[p.flag as ResultFlag] ?? p.flag})</strong> : null}</td>
                    <td>{p.referenceRange || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {record.fileLinks.length ? (
        <section aria-labelledby="files-heading">
          <h2 id="files-heading" className="section-title">Files</h2>
          <ul className="account-links">
            {record.fileLinks.map((f) => (
              <li key={f.url}><a href={f.url} target="_blank" rel="noopener">View {f.fileName}</a></li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
