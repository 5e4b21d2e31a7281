/**
 * Circle member prices for consults: each doctor may have a member fee online and at the clinic (paise; null: no
 * member fee). A booked consult keeps what membership saved (`consult_details.circle_discount`), so the member's
 * savings ledger counts consults as it counts lab orders. Doctors already in the database get the seed's rule.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";
import { circleConsultFee } from "../seed-data/doctors";

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
  },
};
