/**
 * Circle member prices for consults and scans: each doctor may have a member fee online and at the clinic, and each
 * scan a member price (paise; null: none). A booked consult keeps what membership saved
 * (`consult_details.circle_discount`), so the member's savings ledger counts consults as it counts lab orders.
 * Doctors and scans already in the database get the seed's rules.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";
import { circleConsultFee } from "../seed-data/doctors";
import { circleScanPrice } from "../seed-data/radiology";

export const m0036_circle_member_prices: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("doctors").addColumn("fee_online_circle", "integer").execute();
    await db.schema.alterTable("doctors").addColumn("fee_clinic_circle", "integer").execute();
    await db.schema.alterTable("consult_details").addColumn("circle_discount", "integer", (c) => c.notNull().defaultTo(0)).execute();
    const doctors = await db.selectFrom("doctors").select(["id", "fee_online", "fee_clinic"]).execute();
    for (const d of doctors) {
      await db
        .updateTable("doctors")
        .set({ fee_online_circle: circleConsultFee(Number(d.fee_online)), fee_clinic_circle: circleConsultFee(Number(d.fee_clinic)) })
        .where("id", "=", d.id)
        .execute();
    }
    await db.schema.alterTable("radiology_items").addColumn("circle_price", "integer").execute();
    const scans = await db.selectFrom("radiology_items").select(["id", "price"]).execute();
    for (const r of scans) {
      await db.updateTable("radiology_items").set({ circle_price: circleScanPrice(Number(r.price)) }).where("id", "=", r.id).execute();
    }
  },
};
