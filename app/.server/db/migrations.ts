/**
 * Portable migrations: every statement runs on SQLite and PostgreSQL. Kept in code (not files on disk)
 * so that they travel inside the server build.
 */
import { sql, type Migration, type MigrationProvider, type ColumnDefinitionBuilder } from "kysely";
import { m0005_security } from "./migrations/0005-security";
import { m0006_catalogue_browsing } from "./migrations/0006-catalogue-browsing";
import { m0007_pincode_directory_and_content } from "./migrations/0007-pincode-directory-and-content";
import { m0008_cart } from "./migrations/0008-cart";
import { m0009_studio } from "./migrations/0009-studio";
import { m0010_orders } from "./migrations/0010-orders";
import { m0011_studio_media } from "./migrations/0011-studio-media";
import { m0013_payment_sandbox } from "./migrations/0013-payment-sandbox";
import { m0014_payment_open_attempt } from "./migrations/0014-payment-open-attempt";
import { m0015_upload_quota } from "./migrations/0015-upload-quota";
import { m0016_order_bills } from "./migrations/0016-order-bills";
import { m0017_order_header } from "./migrations/0017-order-header";
import { m0018_facilities } from "./migrations/0018-facilities";
import { m0019_lab_orders_in_header } from "./migrations/0019-lab-orders-in-header";
import { m0020_radiology_bookings } from "./migrations/0020-radiology-bookings";
import { m0021_doctors_and_consults } from "./migrations/0021-doctors-and-consults";
import { m0022_circle_membership } from "./migrations/0022-circle-membership";
import { m0024_health_records } from "./migrations/0024-health-records";
import { m0026_studio_draft_model } from "./migrations/0026-studio-draft-model";
import { m0028_doctor_accounts } from "./migrations/0028-doctor-accounts";
import { m0036_circle_member_prices } from "./migrations/0036-circle-member-prices";
import { m0037_health_check_member_prices } from "./migrations/0037-health-check-member-prices";
import { m0040_card_documents } from "./migrations/0040-card-documents";
import { m0027_prohealth } from "./migrations/0027-prohealth";
import { m0029_case_sheets } from "./migrations/0029-case-sheets";
import { m0023_blog_articles } from "./migrations/0023-blog-articles";
import { m0032_insurance_plans } from "./migrations/0032-insurance-plans";
import { m0030_symptom_assessments } from "./migrations/0030-symptom-assessments";
import { m0033_agent_eta_history } from "./migrations/0033-agent-eta-history";
import { m0035_consult_room } from "./migrations/0035-consult-room";
import { m0042_item_faq_translations } from "./migrations/0042-item-faq-translations";
import { m0047_scan_member_savings } from "./migrations/0047-scan-member-savings";
import { m0048_catalogue_changes } from "./migrations/0048-catalogue-changes";
import { m0049_catalogue_change_lock } from "./migrations/0049-catalogue-change-lock";
import { m0031_corporate_and_card } from "./migrations/0031-corporate-and-card";
import type { MigrationDb } from "./migration-db";

type AnyDb = MigrationDb;

/** SQLite and PostgreSQL spell auto-increment keys differently. */
function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres");
}
function idType(db: AnyDb) {
  return isPostgres(db) ? ("serial" as const) : ("integer" as const);
}
function id(db: AnyDb) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());
}

const m0001_catalogue: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("cities")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("state_id", "integer", (c) => c.notNull())
      .addColumn("state_code", "text", (c) => c.notNull())
      .addColumn("state_name", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("pincodes")
      .addColumn("pincode", "text", (c) => c.primaryKey())
      .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id"))
      .addColumn("area_name", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("serviceable", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("categories")
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("icon_url", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("diagnostic_items")
      .addColumn("item_id", "integer", (c) => c.primaryKey())
      .addColumn("item_name", "text", (c) => c.notNull())
      .addColumn("item_type", "text", (c) => c.notNull())
      .addColumn("gender", "text", (c) => c.notNull())
      .addColumn("canonical_tag", "text", (c) => c.notNull().unique())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("image_url", "text")
      .addColumn("test_description", "text", (c) => c.notNull())
      .addColumn("test_preparation_data", "text", (c) => c.notNull())
      .addColumn("item_remarks", "text")
      .addColumn("inclusions", "text", (c) => c.notNull())
      .addColumn("observations", "text", (c) => c.notNull())
      .addColumn("sub_category_list", "text", (c) => c.notNull())
      .addColumn("product_score", "double precision", (c) => c.notNull())
      .addColumn("item_tags", "text", (c) => c.notNull())
      .addColumn("from_age_in_days", "integer", (c) => c.notNull())
      .addColumn("to_age_in_days", "integer", (c) => c.notNull())
      .addColumn("collection_type", "text", (c) => c.notNull())
      .addColumn("report_tat_hours", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("diagnostic_items_category").on("diagnostic_items").column("category").execute();
    await db.schema
      .createTable("diagnostic_pricing")
      .addColumn("id", idType(db), id(db))
      .addColumn("item_id", "integer", (c) => c.notNull().references("diagnostic_items.item_id"))
      .addColumn("city_id", "integer", (c) => c.notNull())
      .addColumn("mrp", "double precision", (c) => c.notNull())
      .addColumn("price", "double precision", (c) => c.notNull())
      .addColumn("circle_mrp", "double precision", (c) => c.notNull())
      .addColumn("circle_price", "double precision", (c) => c.notNull())
      .addColumn("group_plan", "text", (c) => c.notNull())
      .addColumn("non_circle_plan", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("show_slashed_price", "integer", (c) => c.notNull())
      .addColumn("show_discount_percent", "integer", (c) => c.notNull())
      .addColumn("cashback_text", "text")
      .execute();
    await db.schema
      .createIndex("diagnostic_pricing_item_city")
      .on("diagnostic_pricing")
      .columns(["item_id", "city_id"])
      .unique()
      .execute();
    await db.schema
      .createTable("content_widgets")
      .addColumn("id", idType(db), id(db))
      .addColumn("widget_name", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("city_id", "integer")
      .addColumn("item_ids", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("content_widgets_name_city")
      .on("content_widgets")
      .columns(["widget_name", "city_id"])
      .execute();
  },
};

const m0002_screen_configurations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("screen_configurations")
      .addColumn("id", idType(db), id(db))
      .addColumn("screen_name", "text", (c) => c.notNull())
      .addColumn("screen_view", "text", (c) => c.notNull())
      .addColumn("segment_type", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("config", "text", (c) => c.notNull())
      .addColumn("published_at", "text", (c) => c.notNull())
      .addColumn("published_by", "text", (c) => c.notNull())
      .execute();
    // One row per published version; the unique key makes two concurrent publishes of one version impossible.
    await db.schema
      .createIndex("screen_configurations_version")
      .on("screen_configurations")
      .columns(["screen_name", "screen_view", "segment_type", "version"])
      .unique()
      .execute();
    await db.schema
      .createTable("credit_card_status")
      .addColumn("mobile_number", "text", (c) => c.primaryKey())
      .addColumn("user_status", "text", (c) => c.notNull())
      .addColumn("application_ref_no", "text")
      .addColumn("cta_text", "text", (c) => c.notNull())
      .addColumn("sub_text", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("screen", "text", (c) => c.notNull())
      .execute();
  },
};


/** Accounts, patient profiles, addresses, subscriptions and OTP challenges (attempts and blocks persist). */
const m0003_accounts: Migration = {
  async up(db: AnyDb) {
    // Millisecond timestamps exceed a 32-bit integer: bigint on PostgreSQL, integer (64-bit) on SQLite.
    const ms = isPostgres(db) ? ("bigint" as const) : ("integer" as const);
    await db.schema
      .createTable("accounts")
      .addColumn("id", idType(db), id(db))
      .addColumn("country_code", "text", (c) => c.notNull())
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("accounts_mobile").on("accounts").columns(["country_code", "mobile_number"]).unique().execute();
    await db.schema
      .createTable("patients")
      .addColumn("id", idType(db), id(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("uhid", "text", (c) => c.notNull().unique())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("gender", "text")
      .addColumn("date_of_birth", "text")
      .addColumn("relation", "text", (c) => c.notNull())
      .addColumn("email_address", "text")
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("photo_url", "text")
      .addColumn("partner_id", "text")
      .addColumn("is_consulted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("patients_account").on("patients").column("account_id").execute();
    await db.schema
      .createTable("addresses")
      .addColumn("id", idType(db), id(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("address_line1", "text", (c) => c.notNull())
      .addColumn("address_line2", "text")
      .addColumn("landmark", "text")
      .addColumn("pincode", "text", (c) => c.notNull())
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("city_id", "integer")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("state_code", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("addresses_account").on("addresses").column("account_id").execute();
    await db.schema
      .createTable("subscriptions")
      .addColumn("id", idType(db), id(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("group_name", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("plan_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("purchase_type", "text", (c) => c.notNull())
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("subscriptions_account").on("subscriptions").column("account_id").execute();
    // One challenge per number: attempts, blocks and the resend throttle live here so every instance sees them.
    await db.schema
      .createTable("otp_challenges")
      .addColumn("phone", "text", (c) => c.primaryKey())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("expires_at", ms, (c) => c.notNull())
      .addColumn("last_sent_at", ms, (c) => c.notNull())
      .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("blocked_until", ms)
      .execute();
  },
};

const m0004_radiology_clinics: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("radiology_clinics")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id"))
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("latitude", "double precision", (c) => c.notNull())
      .addColumn("longitude", "double precision", (c) => c.notNull())
      .addColumn("registration_fee", "double precision", (c) => c.notNull())
      .addColumn("categories", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("radiology_clinics_city").on("radiology_clinics").column("city_id").execute();
  },
};

/** Append new migrations here; names sort in order of application. */
export const migrations: Record<string, Migration> = {
  "0001_catalogue": m0001_catalogue,
  "0002_screen_configurations": m0002_screen_configurations,
  "0003_accounts": m0003_accounts,
  "0004_radiology_clinics": m0004_radiology_clinics,
  "0005_security": m0005_security,
  "0006_catalogue_browsing": m0006_catalogue_browsing,
  "0007_pincode_directory_and_content": m0007_pincode_directory_and_content,
  "0008_cart": m0008_cart,
  "0009_studio": m0009_studio,
  "0010_orders": m0010_orders,
  "0011_studio_media": m0011_studio_media,
  "0013_payment_sandbox": m0013_payment_sandbox,
  "0014_payment_open_attempt": m0014_payment_open_attempt,
  "0015_upload_quota": m0015_upload_quota,
  "0016_order_bills": m0016_order_bills,
  "0017_order_header": m0017_order_header,
  "0018_facilities": m0018_facilities,
  "0019_lab_orders_in_header": m0019_lab_orders_in_header,
  "0020_radiology_bookings": m0020_radiology_bookings,
  "0021_doctors_and_consults": m0021_doctors_and_consults,
  "0022_circle_membership": m0022_circle_membership,
  "0023_blog_articles": m0023_blog_articles,
  "0024_health_records": m0024_health_records,
  "0026_studio_draft_model": m0026_studio_draft_model,
  "0027_prohealth": m0027_prohealth,
  "0028_doctor_accounts": m0028_doctor_accounts,
  "0029_case_sheets": m0029_case_sheets,
  "0030_symptom_assessments": m0030_symptom_assessments,
  "0031_corporate_and_card": m0031_corporate_and_card,
  "0032_insurance_plans": m0032_insurance_plans,
  "0033_agent_eta_history": m0033_agent_eta_history,
  "0035_consult_room": m0035_consult_room,
  "0036_circle_member_prices": m0036_circle_member_prices,
  "0037_health_check_member_prices": m0037_health_check_member_prices,
  "0040_card_documents": m0040_card_documents,
  "0042_item_faq_translations": m0042_item_faq_translations,
  "0047_scan_member_savings": m0047_scan_member_savings,
  "0048_catalogue_changes": m0048_catalogue_changes,
  "0049_catalogue_change_lock": m0049_catalogue_change_lock,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export { sql };
