/**
 * Report turnaround times: getDiagnosticsReportTAT (per item) and getConfigurableReportTAT (for a set of items
 * booked together, which is as slow as its slowest item). Times are in milliseconds, as the API gives them;
 * pages turn them into days with lib/report-tat.
 */
import type { DB } from "../../db/client";
import { MS_PER_HOUR, reportTatText } from "~/lib/report-tat";
import { badRequest } from "../errors";

export interface ItemReportTAT {
  itemId: number;
  reportTATInMs: number;
  reportTATMessage: string;
}

const MAX_ITEMS = 100;

export async function getDiagnosticsReportTAT(db: DB, input: { itemIds: number[]; cityId?: number | null }): Promise<ItemReportTAT[]> {
  if (input.itemIds.length > MAX_ITEMS) throw badRequest(`At most ${MAX_ITEMS} itemIds`);
  if (!input.itemIds.length) return [];
  const rows = await db.selectFrom("diagnostic_items").select(["item_id", "report_tat_hours"]).where("item_id", "in", input.itemIds).execute();
  const byId = new Map(rows.map((r) => [r.item_id, r.report_tat_hours * MS_PER_HOUR]));
  return input.itemIds
    .filter((id) => byId.has(id))
    .map((id) => ({ itemId: id, reportTATInMs: byId.get(id)!, reportTATMessage: reportTatText(byId.get(id)!) }));
}

export async function getConfigurableReportTAT(
  db: DB,
  input: { itemIds: number[]; cityId?: number | null },
): Promise<{ maxReportTATInMs: number; reportTATMessage: string; items: ItemReportTAT[] }> {
  const items = await getDiagnosticsReportTAT(db, input);
  const maxReportTATInMs = items.reduce((max, i) => Math.max(max, i.reportTATInMs), 0);
  return { maxReportTATInMs, reportTATMessage: reportTatText(maxReportTATInMs), items };
}
