/**
 * Radiology on the booking spine: the scans patients book (with the data rule of which need a doctor's
 * prescription), each account's radiology cart, and the detail of a radiology order — its clinic, appointment,
 * scans and the documents around it (prescription in, report out). The order itself is a row of `orders`
 * (kind RADIOLOGY), so paying, refunding and My orders need nothing here.
 *
 * Radiology clinics are facilities since migration 0018 (same ids); their old table is dropped here, nothing reads it.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0020_radiology_bookings: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("radiology_items")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull()) // MRI | CT Scan | X-Ray | Ultrasound
      .addColumn("price", "integer", (c) => c.notNull()) // paise, before the clinic's registration fee
      .addColumn("needs_prescription", "integer", (c) => c.notNull()) // 1: booked only with a doctor's prescription
      .addColumn("preparation", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("popular", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("faqs", "text", (c) => c.notNull()) // JSON [{question, answer}]
      .execute();
    await db.schema.createIndex("radiology_items_category").on("radiology_items").column("category").execute();

    await db.schema
      .createTable("radiology_carts")
      .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id"))
      .addColumn("cart", "text", (c) => c.notNull()) // JSON RadiologyCart (app/lib/radiology-cart.ts)
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("radiology_order_details")
      .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id"))
      .addColumn("clinic_id", "integer", (c) => c.notNull().references("facilities.id"))
      .addColumn("city_id", "integer", (c) => c.notNull())
      .addColumn("items", "text", (c) => c.notNull()) // JSON [{itemId, name, price}] as booked, prices in paise
      .addColumn("registration_fee", "integer", (c) => c.notNull()) // paise
      .addColumn("slot_id", "integer", (c) => c.notNull().references("booking_slots.id"))
      .addColumn("slot_date", "text", (c) => c.notNull()) // yyyy-MM-dd, India
      .addColumn("slot_time", "text", (c) => c.notNull()) // HH:mm, India
      .addColumn("slot_date_time_utc", "text", (c) => c.notNull())
      .addColumn("prescription_file_key", "text")
      .addColumn("report_file_key", "text")
      .addColumn("report_uploaded_at", "text")
      .execute();
    await db.schema.dropTable("radiology_clinics").execute();
    await db.schema.createIndex("radiology_order_details_clinic").on("radiology_order_details").columns(["clinic_id", "slot_date"]).execute();
  },
};
