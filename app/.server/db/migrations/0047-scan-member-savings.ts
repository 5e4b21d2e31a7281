/**
 * A booked scan keeps what Circle membership saved (`radiology_order_details.circle_discount`, paise), as consults
 * (0036) and health checks (0037) do, so the member's savings ledger counts scans too. Orders booked before keep the
 * price each scan was paid at; where that is the scan's member price, the saving is the normal price less it.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0047_scan_member_savings: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("radiology_order_details").addColumn("circle_discount", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await backfillScanSavings(db);
  },
};

/** What each order booked before 0047 saved: scans paid at their member price saved the normal price less it. */
export async function backfillScanSavings(db: MigrationDb): Promise<void> {
  const scans = await db.selectFrom("radiology_items").select(["id", "price", "circle_price"]).execute();
  const byId = new Map(scans.map((s) => [Number(s.id), { price: Number(s.price), circlePrice: s.circle_price == null ? null : Number(s.circle_price) }]));
  const orders = await db.selectFrom("radiology_order_details").select(["order_id", "items"]).execute();
  for (const o of orders) {
    let saved = 0;
    for (const item of JSON.parse(String(o.items)) as { itemId: number; price: number }[]) {
      const scan = byId.get(Number(item.itemId));
      if (scan?.circlePrice != null && scan.circlePrice < scan.price && Number(item.price) === scan.circlePrice) saved += scan.price - scan.circlePrice;
    }
    if (saved > 0) await db.updateTable("radiology_order_details").set({ circle_discount: saved }).where("order_id", "=", o.order_id).execute();
  }
}
