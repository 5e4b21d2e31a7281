/**
 * Circle member prices for health checks, as scans got them in 0036: each package may have a member price (paise;
 * null: none), charged through the one price rule (app/lib/member-price.ts). A booked appointment keeps what
 * membership saved (`prohealth_appointment_details.circle_discount`). Packages already in the database get the
 * seed's rule.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";
import { circlePackagePrice } from "../seed-data/prohealth";

export const m0037_health_check_member_prices: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("prohealth_packages").addColumn("circle_price", "integer").execute();
    await db.schema.alterTable("prohealth_appointment_details").addColumn("circle_discount", "integer", (c) => c.notNull().defaultTo(0)).execute();
    const packages = await db.selectFrom("prohealth_packages").select(["id", "price"]).execute();
    for (const p of packages) {
      await db.updateTable("prohealth_packages").set({ circle_price: circlePackagePrice(Number(p.price)) }).where("id", "=", p.id).execute();
    }
  },
};
