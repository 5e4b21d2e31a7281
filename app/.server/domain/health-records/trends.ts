/**
 * Trends: for one family member, each lab parameter with a numeric result across every ready report that has it,
 * oldest first, with its reference range — what a patient with diabetes watches HbA1c by.
 */
import type { DB } from "../../db/client";
import { getPatient } from "../accounts/patients";
import { notFound } from "../errors";
import { labReportRecords } from "./lab-reports";
import { parseNumericResult } from "~/lib/result-flags";

export interface TrendPoint {
  date: string;
  value: number;
  flag: string | null;
  recordId: string;
  orderDisplayId: string | null;
}

export interface ParameterTrend {
  parameterName: string;
  unit: string | null;
  /** The range printed on the latest report (ranges can differ between reports; the latest is the one that applies now). */
  rangeLow: number | null;
  rangeHigh: number | null;
  points: TrendPoint[];
}

/** Every parameter of the patient's reports with at least one numeric result, by name. */
export async function parameterTrendsOf(db: DB, accountId: number, patientId: number): Promise<ParameterTrend[]> {
  const patient = await getPatient(db, { id: patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const reports = (await labReportRecords(db, accountId, { patientId })).sort((a, b) => (a.date < b.date ? -1 : 1));
  const trends = new Map<string, ParameterTrend>();
  for (const report of reports) {
    for (const p of report.parameters) {
      const value = parseNumericResult(p.value);
      if (value === null) continue;
      const trend = trends.get(p.parameterName) ?? { parameterName: p.parameterName, unit: p.unit, rangeLow: null, rangeHigh: null, points: [] };
      trend.unit = p.unit;
      trend.rangeLow = p.rangeLow;
      trend.rangeHigh = p.rangeHigh;
      trend.points.push({ date: report.date, value, flag: p.flag, recordId: report.id, orderDisplayId: report.orderDisplayId });
      trends.set(p.parameterName, trend);
    }
  }
  return [...trends.values()].sort((a, b) => b.points.length - a.points.length || a.parameterName.localeCompare(b.parameterName));
}
