/**
 * A lab parameter across a family member's reports, drawn as SVG on the server with d3's scales and line shapes:
 * no chart code reaches the browser, the page works before scripts, and it scales to a 390 px screen by its
 * viewBox. The reference range is the shaded band; points outside it are marked. The table under it says the same
 * for screen readers and for anyone who wants the numbers.
 */
import { scaleLinear, scaleTime } from "d3-scale";
import { line } from "d3-shape";
import { recordDateLabel } from "./record-dates";

export interface TrendData {
  parameterName: string;
  unit: string | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  points: { date: string; value: number; flag: string | null; orderDisplayId: string | null }[];
}

const W = 360;
const H = 220;
const M = { top: 16, right: 16, bottom: 36, left: 44 };

export function TrendChart({ trend }: { trend: TrendData }) {
  const points = trend.points.map((p) => ({ ...p, at: new Date(p.date) }));
  const values = [...points.map((p) => p.value), ...(trend.rangeLow !== null ? [trend.rangeLow] : []), ...(trend.rangeHigh !== null ? [trend.rangeHigh] : [])];
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const pad = (max - min || Math.abs(max) || 1) * 0.15;
  const y = scaleLinear().domain([Math.max(0, min - pad), max + pad]).nice().range([H - M.bottom, M.top]);
  const first = points[0].at;
  const last = points[points.length - 1].at;
  // One report still gets a readable axis: a month either side of it.
  const span = last.getTime() - first.getTime() || 60 * 86_400_000;
  const x = scaleTime()
    .domain([new Date(first.getTime() - span * 0.1), new Date(last.getTime() + span * 0.1)])
    .range([M.left, W - M.right]);
  const path = line<(typeof points)[number]>().x((p) => x(p.at)).y((p) => y(p.value))(points) ?? "";
  const band = trend.rangeLow !== null || trend.rangeHigh !== null
    ? { top: y(trend.rangeHigh ?? y.domain()[1]), bottom: y(trend.rangeLow ?? y.domain()[0]) }
    : null;
  const unit = trend.unit ? ` ${trend.unit}` : "";
  const rangeText = trend.rangeLow !== null && trend.rangeHigh !== null ? `${trend.rangeLow}–${trend.rangeHigh}${unit}`
    : trend.rangeHigh !== null ? `below ${trend.rangeHigh}${unit}` : trend.rangeLow !== null ? `above ${trend.rangeLow}${unit}` : null;
  const summary = `${trend.parameterName} across ${points.length} report${points.length === 1 ? "" : "s"}: ${points.map((p) => `${p.value}${unit} on ${recordDateLabel(p.date)}`).join(", ")}${rangeText ? `. Reference range ${rangeText}.` : "."}`;
  return (
    <figure className="trend-figure">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="trend-chart">
        {band ? <rect x={M.left} width={W - M.left - M.right} y={band.top} height={Math.max(0, band.bottom - band.top)} className="trend-range" /> : null}
        {y.ticks(5).map((t) => (
          <g key={t}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className="trend-grid" />
            <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="trend-tick">{t}</text>
          </g>
        ))}
        <path d={path} className="trend-line" fill="none" />
        {points.map((p) => (
          <g key={`${p.date}:${p.orderDisplayId}`}>
            <circle cx={x(p.at)} cy={y(p.value)} r={p.flag ? 5 : 4} className={p.flag ? "trend-point trend-point-out" : "trend-point"} />
            <text x={x(p.at)} y={y(p.value) - 9} textAnchor="middle" className="trend-value">{p.value}</text>
            <text x={x(p.at)} y={H - M.bottom + 16} textAnchor="middle" className="trend-tick">{recordDateLabel(p.date)}</text>
          </g>
        ))}
      </svg>
      <figcaption>{rangeText ? `Shaded: reference range ${rangeText}.` : "No reference range on these reports."}</figcaption>
      <table className="record-results" aria-label={`${trend.parameterName} results`}>
        <thead><tr><th scope="col">Date</th><th scope="col">Result</th><th scope="col">Order</th></tr></thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={`${p.date}:${p.orderDisplayId}`} data-flag={p.flag ?? undefined}>
              <td>{recordDateLabel(p.date)}</td>
              <td>{p.value}{unit}{p.flag ? <strong> ({p.flag === "HIGH" ? "High" : p.flag === "LOW" ? "Low" : "Abnormal"})</strong> : null}</td>
              <td>{p.orderDisplayId ? `#${p.orderDisplayId}` : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
