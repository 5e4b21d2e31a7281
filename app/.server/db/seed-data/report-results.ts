/**
 * Results for the demo orders whose report is ready, as the lab would have entered them: every parameter of the
 * booked tests, a value inside the patient's reference range (deterministic per order and parameter), and the
 * vitamin D deficiency most Indian adults show. Without them the demo account's "View report" would have nothing
 * to print. Flags and the printed ranges are computed the way the console computes them when staff enter results.
 */
import type { DB } from "../client";
import { reportParametersOf } from "../../domain/lab-tests/order-results";
import { flagFor, formatReferenceRange, type AppliedRange } from "~/lib/result-flags";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { opsAccounts } from "./ops";

/** 0..1 from a text, stable across runs. */
function fraction(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return (h % 1000) / 1000;
}

const decimals = (span: number) => (span >= 100 ? 0 : span >= 10 ? 1 : 2);

/** Answers of the qualitative parameters that have no range (blood group, interpretations). */
const WITHOUT_RANGE: [RegExp, string][] = [
  [/ABO Group/i, "B"],
  [/Rh \(D\)/i, "Positive"],
  [/Interpretation|Impression|Remarks?/i, "Within normal limits"],
  [/Morphology|on Smear/i, "Normocytic normochromic"],
  [/Colour/i, "Pale yellow"],
  [/Appearance/i, "Clear"],
];

export function demoResultValue(orderId: number, parameterName: string, range: AppliedRange | null): string | null {
  const f = fraction(`${orderId}:${parameterName}`);
  if (range?.low != null && range.high != null) {
    // Vitamin D deficiency is the rule rather than the exception in Indian adults.
    if (/Vitamin D/i.test(parameterName)) return (range.low * (0.55 + 0.2 * f)).toFixed(1);
    const span = range.high - range.low;
    return (range.low + span * (0.25 + 0.5 * f)).toFixed(decimals(span));
  }
  if (range?.high != null) return (range.high * (0.45 + 0.3 * f)).toFixed(decimals(range.high));
  if (range?.low != null) return (range.low * (1.1 + 0.3 * f)).toFixed(decimals(range.low));
  if (range?.normal) return range.normal;
  return WITHOUT_RANGE.find(([re]) => re.test(parameterName))?.[1] ?? null;
}

/** Enters results for report-ready demo orders that have none (safe to run on every start). */
export async function seedDemoReportResults(db: DB): Promise<void> {
  const ready = await db
    .selectFrom("diagnostic_order_status_history")
    .select("order_id")
    .distinct()
    .where("order_status", "=", S.REPORT_GENERATED)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("diagnostic_order_results as r").select("r.id").whereRef("r.order_id", "=", "diagnostic_order_status_history.order_id"))))
    .execute();
  if (!ready.length) return;
  const staff = await db
    .selectFrom("accounts")
    .select("id")
    .where("country_code", "=", opsAccounts[0].countryCode)
    .where("mobile_number", "=", opsAccounts[0].mobileNumber)
    .executeTakeFirst();
  for (const { order_id: orderId } of ready) {
    const order = await db
      .selectFrom("diagnostic_orders as o")
      .innerJoin("patients as p", "p.id", "o.patient_id")
      .select(["p.gender", "o.created_at", "o.account_id"])
      .where("o.id", "=", orderId)
      .executeTakeFirst();
    if (!order) continue;
    const generatedAt = await db
      .selectFrom("diagnostic_order_status_history")
      .select("status_date")
      .where("order_id", "=", orderId)
      .where("order_status", "=", S.REPORT_GENERATED)
      .executeTakeFirst();
    const params = await reportParametersOf(db, orderId, order.gender);
    const rows = params.flatMap((p) => {
      const value = demoResultValue(orderId, p.parameterName, p.range);
      if (value == null) return [];
      return [{
        order_id: orderId,
        item_id: p.itemId,
        parameter_name: p.parameterName,
        value,
        unit: p.range?.unit ?? null,
        range_low: p.range?.low ?? null,
        range_high: p.range?.high ?? null,
        reference_text: formatReferenceRange(p.range) || null,
        flag: flagFor(value, p.range),
        print_order: p.printOrder,
        entered_by: staff?.id ?? order.account_id,
        entered_at: generatedAt?.status_date ?? order.created_at,
      }];
    });
    if (rows.length) await db.insertInto("diagnostic_order_results").values(rows).execute();
  }
}
