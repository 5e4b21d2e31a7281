/**
 * Every order keeps its bill (domain/order-bill): the parent order the whole bill, each patient's order its share.
 * Screens and documents format the stored bill instead of adding columns up each in its own way. Orders booked
 * before get theirs from their stored amounts by the same split rule.
 */
import type { Kysely, Migration } from "kysely";
import type { Database } from "../schema";
import { backfillOrderBills } from "../../domain/orders/order-bill";
import type { MigrationDb } from "../migration-db";

export const m0016_order_bills: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("diagnostic_parent_orders").addColumn("bill", "text").execute();
    await db.schema.alterTable("diagnostic_orders").addColumn("bill", "text").execute();
    await backfillOrderBills(db as unknown as Kysely<Database>);
  },
};
