/**
 * Per-parameter lab results of an order: which parameters an order's tests report (from each item's observations
 * in the catalogue, a package through the tests it includes), the stored results grouped by test, and what the
 * patient may see of them. Results show to the patient once the report is ready — not while the lab is still
 * entering and checking them.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { referenceRanges } from "../../db/seed-data/reference-ranges";
import { orderOfAccount } from "./lab-orders-store";
import { rangeForPatient, type AppliedRange, type ResultFlag } from "~/lib/result-flags";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

type Db = Kysely<Database> | Transaction<Database>;

export interface ReportParameter {
  /** The test the parameter belongs to (a package's parameters belong to its included tests). */
  itemId: number;
  itemName: string;
  parameterName: string;
  mandatory: boolean;
  printOrder: number;
  range: AppliedRange | null;
}

interface Observation {
  observationName: string;
  mandatoryValue: string;
  isHeader: string;
  PrintOrder: number;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The parameters to enter for an order, in report order; ranges for the patient's sex. */
export async function reportParametersOf(db: Db, orderId: number, gender: string | null): Promise<ReportParameter[]> {
  const lineItems = await db
    .selectFrom("diagnostic_order_line_items")
    .select(["item_id", "item_type"])
    .where("order_id", "=", orderId)
    .where("is_removed", "=", 0)
    .orderBy("id")
    .execute();
  if (!lineItems.length) return [];
  const booked = await db.selectFrom("diagnostic_items").select(["item_id", "item_type", "inclusions"]).where("item_id", "in", lineItems.map((l) => l.item_id)).execute();
  const bookedById = new Map(booked.map((b) => [b.item_id, b]));
  // Tests in booking order, each once (a test booked alone and inside a package is done once).
  const testIds: number[] = [];
  for (const li of lineItems) {
    const item = bookedById.get(li.item_id);
    const ids = item?.item_type === "PACKAGE" ? parseJson<number[]>(item.inclusions, []) : [li.item_id];
    for (const id of ids) if (!testIds.includes(id)) testIds.push(id);
  }
  if (!testIds.length) return [];
  const tests = await db.selectFrom("diagnostic_items").select(["item_id", "item_name", "observations"]).where("item_id", "in", testIds).execute();
  const testById = new Map(tests.map((t) => [t.item_id, t]));
  const out: ReportParameter[] = [];
  for (const id of testIds) {
    const test = testById.get(id);
    if (!test) continue;
    const observations = parseJson<Observation[]>(test.observations, [])
      .filter((o) => o.isHeader !== "Yes")
      .sort((a, b) => a.PrintOrder - b.PrintOrder);
    for (const o of observations) {
      out.push({
        itemId: id,
        itemName: test.item_name,
        parameterName: o.observationName,
        mandatory: o.mandatoryValue === "Yes",
        printOrder: out.length + 1,
        range: rangeForPatient(referenceRanges[o.observationName], gender),
      });
    }
  }
  return out;
}

export interface ResultRow {
  parameterName: string;
  value: string;
  unit: string | null;
  referenceRange: string;
  flag: ResultFlag | null;
}

export interface ResultGroup {
  itemId: number;
  itemName: string;
  rows: ResultRow[];
}

/** Stored results of an order grouped by test, in report order. No ownership check: callers do that. */
export async function storedResultsOf(db: Db, orderId: number): Promise<ResultGroup[]> {
  const rows = await db
    .selectFrom("diagnostic_order_results")
    .leftJoin("diagnostic_items", "diagnostic_items.item_id", "diagnostic_order_results.item_id")
    .select([
      "diagnostic_order_results.item_id",
      "diagnostic_items.item_name",
      "parameter_name",
      "value",
      "unit",
      "reference_text",
      "flag",
    ])
    .where("order_id", "=", orderId)
    .orderBy("print_order")
    .execute();
  const groups: ResultGroup[] = [];
  for (const r of rows) {
    let group = groups.find((g) => g.itemId === r.item_id);
    if (!group) {
      group = { itemId: r.item_id, itemName: r.item_name ?? `Test ${r.item_id}`, rows: [] };
      groups.push(group);
    }
    group.rows.push({
      parameterName: r.parameter_name,
      value: r.value,
      unit: r.unit,
      referenceRange: r.reference_text ?? "",
      flag: (r.flag as ResultFlag | null) ?? null,
    });
  }
  return groups;
}

/** "Report-ready group: report generated, order completed, partial order completed." */
export const REPORT_READY_STATUSES: readonly string[] = [S.REPORT_GENERATED, S.ORDER_COMPLETED, S.PARTIAL_ORDER_COMPLETED];

export interface OrderResults {
  orderId: number;
  /** The report is ready: results may be shown and the PDF downloaded. */
  reportReady: boolean;
  hasReportFile: boolean;
  groups: ResultGroup[];
  flaggedCount: number;
}

/**
 * What the order page shows of an order's results, for its owner only (NOT_FOUND for anyone else's order id).
 * Before the report is ready the groups are empty.
 */
export async function orderResultsFor(db: Db, accountId: number, orderId: number): Promise<OrderResults> {
  const order = await orderOfAccount(db, accountId, orderId);
  const reportReady = REPORT_READY_STATUSES.includes(order.order_status);
  const groups = reportReady ? await storedResultsOf(db, orderId) : [];
  return {
    orderId,
    reportReady,
    // A ready report without a file is made on its first download (ops/order-downloads), from these results.
    hasReportFile: Boolean(order.report_file_key) || (reportReady && groups.length > 0),
    groups,
    flaggedCount: groups.reduce((n, g) => n + g.rows.filter((r) => r.flag).length, 0),
  };
}
