/**
 * Health insurance plans for /health-insurance and its filters (platform §9 "Insurance filters: Age, Members,
 * Cover, Rating, PED, RoomRent"). One row per plan: who it accepts (entry ages, adults and children on one policy),
 * the covers it is sold with, its rating, its waiting period for pre-existing diseases, and its room-rent rule.
 * Premiums are worked out from the base premium by the rules in lib/insurance-plans.ts, never stored per profile.
 *
 * Also the passport details of international patients (updatePassportDetails): one row per patient profile,
 * written only for an account signed in with a number outside India.
 *
 * And Google identities linked to accounts: a Google sign-in opens the account whose mobile number was verified by
 * OTP when the identity was first linked.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0032_insurance_plans: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("insurance_plans")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("insurer", "text", (c) => c.notNull())
      .addColumn("plan_name", "text", (c) => c.notNull())
      .addColumn("min_entry_age", "integer", (c) => c.notNull())
      .addColumn("max_entry_age", "integer", (c) => c.notNull())
      .addColumn("max_adults", "integer", (c) => c.notNull())
      .addColumn("max_children", "integer", (c) => c.notNull())
      // JSON number[]: the sums insured the plan is sold with, in lakh rupees.
      .addColumn("covers_lakh", "text", (c) => c.notNull())
      // Tenths of a star (43 = 4.3 of 5): integers compare exactly on both databases.
      .addColumn("rating_tenths", "integer", (c) => c.notNull())
      .addColumn("ped_waiting_years", "integer", (c) => c.notNull())
      .addColumn("room_rent", "text", (c) => c.notNull())
      // Yearly premium in paise for one adult aged 18–35 at ₹5 lakh cover, before GST.
      .addColumn("base_premium_paise", "integer", (c) => c.notNull())
      .addColumn("network_hospitals", "integer", (c) => c.notNull())
      .addColumn("features", "text", (c) => c.notNull()) // JSON string[]
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("patient_passports")
      .addColumn("patient_id", "integer", (c) => c.primaryKey().references("patients.id").onDelete("cascade"))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("passport_number", "text", (c) => c.notNull())
      // ISO 3166-1 alpha-2 code of the issuing country (lib/countries).
      .addColumn("nationality", "text", (c) => c.notNull())
      .addColumn("expiry_date", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("google_identities")
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("email", "text")
      .addColumn("linked_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("google_identities_pk", ["issuer", "subject"])
      .execute();
  },
};
