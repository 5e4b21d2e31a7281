/**
 * An order's lab results as a readable table, one per test. "Results are stored per parameter, so the order page
 * also shows them as a readable table, out-of-range values marked." Out-of-range values are marked in words
 * (High, Low, Abnormal) and bold, with the row tinted — never by colour alone.
 */
import { RESULT_FLAG_LABEL, type ResultFlag } from "~/lib/result-flags";
import { DownloadButton } from "./DownloadButton";

export interface OrderResultsData {
  orderId: number;
  reportReady: boolean;
  hasReportFile: boolean;
  groups: {
    itemId: number;
    itemName: string;
    rows: { parameterName: string; value: string; unit: string | null; referenceRange: string; flag: ResultFlag | null }[];
  }[];
  flaggedCount: number;
}

const ARROW: Record<ResultFlag, string> = { HIGH: "↑", LOW: "↓", ABNORMAL: "!" };

export function OrderResults({ results, displayId }: { results: OrderResultsData; displayId?: string }) {
  if (!results.reportReady) {
    return (
      <section className="order-results" aria-labelledby={`results-${results.orderId}`}>
        <h2 id={`results-${results.orderId}`}>Results</h2>
        <p>Your results will appear here once the report is ready.</p>
      </section>
    );
  }
  return (
    <section className="order-results" aria-labelledby={`results-${results.orderId}`}>
      <h2 id={`results-${results.orderId}`}>Results</h2>
      {results.groups.length === 0 ? (
        <p>No results are available for this order.</p>
      ) : (
        <>
          <p className="order-results-summary">
            {results.flaggedCount === 0
              ? "All results are within the reference range."
              : `${results.flaggedCount} ${results.flaggedCount === 1 ? "result is" : "results are"} outside the reference range (marked High, Low or Abnormal).`}
          </p>
          {results.groups.map((g) => (
            <div className="order-results-table-wrap" key={g.itemId}>
              <table>
                <caption>{g.itemName}</caption>
                <thead>
                  <tr>
                    <th scope="col">Parameter</th>
                    <th scope="col">Result</th>
                    <th scope="col">Unit</th>
                    <th scope="col">Reference range</th>
                    <th scope="col">Flag</th>
                  </tr>
                </thead>
                <tbody>
                  {g.rows.map((r) => (
                    <tr key={r.parameterName} data-flag={r.flag ?? undefined}>
                      <th scope="row">{r.parameterName}</th>
                      <td>{r.flag ? <strong>{r.value}</strong> : r.value}</td>
                      <td>{r.unit ?? ""}</td>
                      <td>{r.referenceRange}</td>
                      <td>
                        {r.flag ? (
                          <span className="order-results-flag">
                            <span aria-hidden="true">{ARROW[r.flag]} </span>
                            {RESULT_FLAG_LABEL[r.flag]}
                          </span>
                        ) : r.referenceRange ? (
                          "Within range"
                        ) : (
                          ""
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </>
      )}
      {results.hasReportFile ? (
        <DownloadButton url={`/resources/orders/${results.orderId}/report`} fileBaseName={`report-${displayId ?? results.orderId}`} label="Download report" />
      ) : null}
    </section>
  );
}
