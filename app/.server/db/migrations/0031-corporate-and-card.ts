/**
 * Corporate and partner benefits, voucher cards and the co-branded credit card
 * (docs/decisions/2026-11-27-corporate-and-card.md).
 *
 * - `corporate_companies`: employers and partner banks, keyed by the `partnerId` a registered patient carries; the
 *   company plan's lab discount and the benefits its cards show.
 * - `corporate_members`: a company's roster of employee and retiree ids, for registration by id.
 * - `corporate_registrations`: one company per account, with how it was proven and the mobile number it is tied
 *   to ("the mobile number cannot be changed later").
 * - `corporate_email_codes`: one-time codes sent to a company email (hashed, expiring, single-use, 3 tries).
 * - `voucher_cards`: prepaid health voucher cards (card number, issuance number, hashed PIN, expiry, value).
 * - `card_applications`: the credit-card application store. PAN and income are sealed (AES-256-GCM); the masked
 *   PAN is kept beside them so nothing has to be decrypted to be shown.
 * - `card_companies`, `card_designations`: what searchCompany and searchDesignation look up.
 */
import { sql, type ColumnDefinitionBuilder, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

const isPostgres = (db: MigrationDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: MigrationDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: MigrationDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0031_corporate_and_card: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("corporate_companies")
      .addColumn("partner_id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull()) // employer | partner_bank
      .addColumn("email_domains", "text", (c) => c.notNull().defaultTo("")) // comma-separated, lower case
      .addColumn("discount_percent", "integer", (c) => c.notNull()) // whole percent off the MRP of lab tests
      .addColumn("benefits", "text", (c) => c.notNull()) // JSON: [{id,title,description,redirectUrl,ctaText}]
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable("corporate_members")
      .addColumn("partner_id", "text", (c) => c.notNull().references("corporate_companies.partner_id"))
      .addColumn("member_id", "text", (c) => c.notNull()) // upper case
      .addColumn("member_kind", "text", (c) => c.notNull()) // employee | retiree
      .addColumn("full_name", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("corporate_members_pk", ["partner_id", "member_id"])
      .execute();
    await db.schema
      .createTable("corporate_registrations")
      .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id").onDelete("cascade"))
      .addColumn("partner_id", "text", (c) => c.notNull().references("corporate_companies.partner_id"))
      .addColumn("method", "text", (c) => c.notNull()) // email | employee_id | retiree_id
      .addColumn("company_email", "text")
      .addColumn("member_id", "text")
      .addColumn("country_code", "text", (c) => c.notNull())
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("terms_accepted_at", "text", (c) => c.notNull())
      .addColumn("registered_at", "text", (c) => c.notNull())
      .execute();
    // One roster id registers one account.
    await db.schema.createIndex("corporate_registrations_member").on("corporate_registrations").columns(["partner_id", "member_id"]).unique().where(sql.ref("member_id"), "is not", null).execute();
    await db.schema
      .createTable("corporate_email_codes")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("partner_id", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("corporate_email_codes_account").on("corporate_email_codes").column("account_id").execute();
    await db.schema
      .createTable("voucher_cards")
      .addColumn("card_number", "text", (c) => c.primaryKey())
      .addColumn("issuance_number", "text", (c) => c.notNull())
      .addColumn("pin_hash", "text", (c) => c.notNull())
      .addColumn("expires_on", "text", (c) => c.notNull()) // yyyy-mm-dd, India
      .addColumn("value", "integer", (c) => c.notNull()) // paise of health credits
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("redeemed_by", "integer")
      .addColumn("redeemed_at", "text")
      .execute();
    await db.schema
      .createTable("card_applications")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().unique().references("accounts.id").onDelete("cascade"))
      .addColumn("country_code", "text", (c) => c.notNull())
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull()) // DRAFT | APPROVED | DECLINED | REFERRED | CARD_ACTIVE
      .addColumn("data", "text", (c) => c.notNull()) // JSON of the fields that are not sealed
      .addColumn("pan_sealed", "text")
      .addColumn("pan_masked", "text")
      .addColumn("income_sealed", "text")
      .addColumn("consent_at", "text")
      .addColumn("application_ref_no", "text")
      .addColumn("decision_reasons", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("credit_limit", "integer") // paise
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("submitted_at", "text")
      .addColumn("decided_at", "text")
      .addColumn("activated_at", "text")
      .execute();
    await db.schema
      .createTable("card_companies")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("category", "text", (c) => c.notNull()) // CAT A | CAT B | CAT C (the bank's employer grade)
      .execute();
    await db.schema.createTable("card_designations").addColumn("name", "text", (c) => c.primaryKey()).execute();
  },
};
