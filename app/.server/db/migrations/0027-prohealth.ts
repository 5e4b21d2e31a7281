/**
 * Preventive health checks (ProHealth) on the booking spine: the categories and packages patients choose from
 * (spec §3 Category and Package), which facility offers which package, the appointment's detail (its header row is
 * `orders`, kind HEALTH_CHECK, so paying, refunding and My orders need nothing here), and the pre-health-risk
 * assessments whose answers recommend a package and travel with the appointment (shortHraLink).
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0027_prohealth: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("prohealth_categories")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("minimum_age_in_years", "integer", (c) => c.notNull())
      .addColumn("gender_recomended", "text", (c) => c.notNull()) // ALL | MALE | FEMALE (the spec's spelling)
      .addColumn("benefits", "text", (c) => c.notNull()) // JSON string[]
      .addColumn("display_order", "integer", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("disclaimer", "text", (c) => c.notNull())
      .addColumn("tags", "text", (c) => c.notNull()) // JSON string[]
      .execute();

    await db.schema
      .createTable("prohealth_packages")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("category_id", "integer", (c) => c.notNull().references("prohealth_categories.id"))
      .addColumn("package_name", "text", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull()) // paise, all-in
      .addColumn("gender", "text", (c) => c.notNull()) // ALL | MALE | FEMALE
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("faqs", "text", (c) => c.notNull()) // JSON [{question, answer}]
      .addColumn("fasting_hours", "integer", (c) => c.notNull()) // 0: no fasting
      .addColumn("service_id", "text", (c) => c.notNull())
      .addColumn("is_clinic_package", "integer", (c) => c.notNull())
      .addColumn("is_bookable", "integer", (c) => c.notNull())
      .addColumn("duration_minutes", "integer", (c) => c.notNull())
      .addColumn("inclusions", "text", (c) => c.notNull()) // JSON string[] of test, scan and consultation names
      .execute();
    await db.schema.createIndex("prohealth_packages_category").on("prohealth_packages").column("category_id").execute();

    await db.schema
      .createTable("prohealth_package_facilities")
      .addColumn("package_id", "integer", (c) => c.notNull().references("prohealth_packages.id"))
      .addColumn("facility_id", "integer", (c) => c.notNull().references("facilities.id"))
      .addPrimaryKeyConstraint("prohealth_package_facilities_pk", ["package_id", "facility_id"])
      .execute();
    await db.schema.createIndex("prohealth_package_facilities_facility").on("prohealth_package_facilities").column("facility_id").execute();

    await db.schema
      .createTable("prohealth_hra")
      .addColumn("token", "text", (c) => c.primaryKey()) // random, unguessable: the link's last part
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("mobile_number", "text", (c) => c.notNull())
      .addColumn("answers", "text") // JSON HraAnswers, once submitted
      .addColumn("recommended_package_id", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("completed_at", "text")
      .execute();
    await db.schema.createIndex("prohealth_hra_account").on("prohealth_hra").columns(["account_id", "mobile_number"]).execute();

    await db.schema
      .createTable("prohealth_appointment_details")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
      .addColumn("package_id", "integer", (c) => c.notNull().references("prohealth_packages.id"))
      .addColumn("package_name", "text", (c) => c.notNull()) // as booked
      .addColumn("facility_id", "integer", (c) => c.notNull().references("facilities.id"))
      .addColumn("city_id", "integer", (c) => c.notNull())
      .addColumn("slot_id", "integer", (c) => c.notNull().references("booking_slots.id"))
      .addColumn("appointment_start_utc", "text", (c) => c.notNull())
      .addColumn("appointment_end_utc", "text", (c) => c.notNull())
      .addColumn("slot_date", "text", (c) => c.notNull()) // yyyy-MM-dd, India
      .addColumn("slot_time", "text", (c) => c.notNull()) // HH:mm, India
      .addColumn("fasting_hours", "integer", (c) => c.notNull())
      .addColumn("short_hra_link", "text") // the assessment's link, when the booking came from one
      .addColumn("booking_source", "text", (c) => c.notNull()) // WEB | GRAPHQL
      .addColumn("report_file_key", "text")
      .addColumn("report_uploaded_at", "text")
      .execute();
    await db.schema.createIndex("prohealth_appointment_details_facility").on("prohealth_appointment_details").columns(["facility_id", "slot_date"]).execute();
  },
};
