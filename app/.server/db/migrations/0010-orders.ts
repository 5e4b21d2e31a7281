/**
 * Booking and the order lifecycle: slot capacity, parent orders and one order per patient with their line items,
 * the status history, payments and their callbacks, refunds, phlebotomists, per-parameter results, prescriptions
 * and the operations audit. Money columns are integer paise; instants are ISO strings in UTC.
 *
 * Slots and payments are generic (`kind` / `order_kind`): radiology, health checks and consults book and pay
 * through the same tables.
 */
import type { Migration, ColumnDefinitionBuilder } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");
const serialKey = (db: AnyDb) => (isPostgres(db) ? ("serial" as const) : ("integer" as const));
const pk = (db: AnyDb) => (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());

export const m0010_orders: Migration = {
  async up(db: AnyDb) {
    // One row per bookable slot of a serviceable area. Rows are created when first offered (insert, ignore on
    // conflict); reserving is one conditional update `booked = booked + 1 WHERE booked < capacity`, so two
    // instances reserving the last place at once cannot both succeed.
    await db.schema
      .createTable("booking_slots")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("kind", "text", (c) => c.notNull()) // DIAGNOSTIC_HC, RADIOLOGY, …
      .addColumn("area_key", "text", (c) => c.notNull()) // the serviceable area, e.g. city:9
      .addColumn("slot_date", "text", (c) => c.notNull()) // yyyy-MM-dd, India date
      .addColumn("start_time", "text", (c) => c.notNull()) // HH:mm, India time
      .addColumn("duration_minutes", "integer", (c) => c.notNull())
      .addColumn("capacity", "integer", (c) => c.notNull())
      .addColumn("booked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("slot_charge", "integer", (c) => c.notNull().defaultTo(0)) // paise; paid slots
      .execute();
    await db.schema
      .createIndex("booking_slots_key")
      .on("booking_slots")
      .columns(["kind", "area_key", "slot_date", "start_time"])
      .unique()
      .execute();

    await db.schema
      .createTable("phlebotomists")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("mobile", "text", (c) => c.notNull())
      .addColumn("city_id", "integer", (c) => c.notNull())
      .addColumn("rating", "double precision", (c) => c.notNull())
      .execute();

    // What the patient booked in one submit. The idempotency key makes a double submit or a retried request one order.
    await db.schema
      .createTable("diagnostic_parent_orders")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("display_id", "text", (c) => c.notNull().unique())
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("order_status", "text", (c) => c.notNull())
      .addColumn("payment_type", "text", (c) => c.notNull()) // COD | ONLINE | PAYMENT_LINK | NONE (a lead)
      .addColumn("payment_order_id", "text")
      .addColumn("total_price", "integer", (c) => c.notNull()) // item prices after discounts
      .addColumn("total_mrp", "integer", (c) => c.notNull())
      .addColumn("collection_charges", "integer", (c) => c.notNull())
      .addColumn("booking_fees", "integer", (c) => c.notNull())
      .addColumn("circle_charges", "integer", (c) => c.notNull())
      .addColumn("slot_charges", "integer", (c) => c.notNull())
      .addColumn("coupon_code", "text")
      .addColumn("coupon_disc_amount", "integer", (c) => c.notNull())
      .addColumn("health_credits_used", "integer", (c) => c.notNull())
      .addColumn("to_pay", "integer", (c) => c.notNull())
      .addColumn("city_id", "integer", (c) => c.notNull())
      .addColumn("address_id", "integer")
      .addColumn("address", "text", (c) => c.notNull()) // JSON snapshot at booking
      .addColumn("slot_id", "integer")
      .addColumn("slot_date_time_in_utc", "text")
      .addColumn("slot_duration_minutes", "integer")
      .addColumn("is_corporate_flow", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("billing", "text", (c) => c.notNull()) // JSON: the pricing module's result at booking
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("diagnostic_parent_orders_idempotency")
      .on("diagnostic_parent_orders")
      .columns(["account_id", "idempotency_key"])
      .unique()
      .execute();

    // One order per patient of a parent order: this is what the orders pages list and the lab works on.
    await db.schema
      .createTable("diagnostic_orders")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("display_id", "text", (c) => c.notNull().unique())
      .addColumn("parent_order_id", "integer", (c) => c.notNull().references("diagnostic_parent_orders.id"))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("patient_id", "integer", (c) => c.notNull().references("patients.id"))
      .addColumn("pre_booking_id", "text")
      .addColumn("order_status", "text", (c) => c.notNull())
      .addColumn("order_type", "text", (c) => c.notNull()) // HOME_COLLECTION
      .addColumn("total_price", "integer", (c) => c.notNull())
      .addColumn("collection_charges", "integer", (c) => c.notNull())
      .addColumn("coupon_disc_amount", "integer", (c) => c.notNull())
      .addColumn("slot_id", "integer")
      .addColumn("slot_date_time_in_utc", "text")
      .addColumn("slot_duration_minutes", "integer")
      .addColumn("is_rescheduled", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("reschedule_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("phlebotomist_id", "integer")
      .addColumn("phlebo_otp", "text")
      .addColumn("phlebo_rating", "integer")
      .addColumn("phlebo_feedback", "text")
      .addColumn("csat_rating", "integer")
      .addColumn("csat_feedback", "text")
      .addColumn("report_file_key", "text")
      .addColumn("expected_report_at", "text")
      .addColumn("sample_submitted", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("lead_prescription_id", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("diagnostic_orders_account").on("diagnostic_orders").columns(["account_id", "created_at"]).execute();
    await db.schema.createIndex("diagnostic_orders_parent").on("diagnostic_orders").column("parent_order_id").execute();

    await db.schema
      .createTable("diagnostic_order_line_items")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("diagnostic_orders.id"))
      .addColumn("item_id", "integer", (c) => c.notNull())
      .addColumn("item_name", "text", (c) => c.notNull())
      .addColumn("item_type", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("mrp", "integer", (c) => c.notNull())
      .addColumn("group_plan", "text", (c) => c.notNull())
      .addColumn("coupon_discount_amt", "integer", (c) => c.notNull())
      .addColumn("circle_cashback", "integer", (c) => c.notNull())
      .addColumn("is_removed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("edit_order_id", "integer")
      .addColumn("report_tat_hours", "integer", (c) => c.notNull())
      .addColumn("inclusions", "text", (c) => c.notNull()) // JSON [{itemId, name}]
      .execute();
    await db.schema.createIndex("diagnostic_order_line_items_order").on("diagnostic_order_line_items").column("order_id").execute();

    await db.schema
      .createTable("diagnostic_order_status_history")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("diagnostic_orders.id"))
      .addColumn("order_status", "text", (c) => c.notNull())
      .addColumn("status_date", "text", (c) => c.notNull())
      .addColumn("item_id", "integer")
      .addColumn("package_id", "integer")
      .addColumn("hide_status", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status_message", "text")
      .addColumn("actor", "text", (c) => c.notNull()) // patient:<accountId> | ops:<accountId> | payment | system
      .execute();
    await db.schema.createIndex("diagnostic_order_status_history_order").on("diagnostic_order_status_history").column("order_id").execute();

    // A payment for any bookable kind. Its status changes only through the provider's signed callback or status query.
    await db.schema
      .createTable("payments")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("payment_order_id", "text", (c) => c.notNull().unique())
      .addColumn("order_kind", "text", (c) => c.notNull()) // DIAGNOSTIC, RADIOLOGY, CONSULT, …
      .addColumn("order_ref", "integer", (c) => c.notNull()) // diagnostic_parent_orders.id for DIAGNOSTIC
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("health_credits_used", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("payment_method", "text") // the spec's method names; null until chosen
      .addColumn("payment_status", "text", (c) => c.notNull()) // PENDING | SUCCESS | FAILED | ABORTED | REFUND | COD
      .addColumn("payment_link_url", "text")
      .addColumn("payment_link_expiry", "text")
      .addColumn("provider_reference", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("payments_order").on("payments").columns(["order_kind", "order_ref"]).execute();
    await db.schema.createIndex("payments_account").on("payments").columns(["account_id", "created_at"]).execute();
    // Every callback event once: a replayed callback finds its event id here and changes nothing.
    await db.schema
      .createTable("payment_callbacks")
      .addColumn("event_id", "text", (c) => c.primaryKey())
      .addColumn("payment_order_id", "text", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("refunds")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("diagnostic_orders.id"))
      .addColumn("payment_order_id", "text")
      .addColumn("amount_refunded", "integer", (c) => c.notNull())
      .addColumn("item_ids", "text", (c) => c.notNull()) // JSON number[]
      .addColumn("refund_type", "text", (c) => c.notNull()) // CANCELLATION | SAMPLE_REJECTED
      .addColumn("refund_mode", "text", (c) => c.notNull()) // SOURCE | UPI | BANK | HEALTH_CREDITS
      .addColumn("destination", "text") // masked UPI id or account number
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("refunds_order").on("refunds").column("order_id").execute();

    // Results per parameter, so the order page can show them as a table and the PDF report is made from them.
    await db.schema
      .createTable("diagnostic_order_results")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("order_id", "integer", (c) => c.notNull().references("diagnostic_orders.id"))
      .addColumn("item_id", "integer", (c) => c.notNull())
      .addColumn("parameter_name", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("unit", "text")
      .addColumn("range_low", "double precision")
      .addColumn("range_high", "double precision")
      .addColumn("reference_text", "text")
      .addColumn("flag", "text") // LOW | HIGH | ABNORMAL | null (within range)
      .addColumn("print_order", "integer", (c) => c.notNull())
      .addColumn("entered_by", "integer", (c) => c.notNull())
      .addColumn("entered_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("diagnostic_order_results_key")
      .on("diagnostic_order_results")
      .columns(["order_id", "item_id", "parameter_name"])
      .unique()
      .execute();

    await db.schema
      .createTable("patient_prescriptions")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("patient_id", "integer", (c) => c.notNull().references("patients.id"))
      .addColumn("file_key", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("doctor_name", "text")
      .addColumn("consult_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("patient_prescriptions_patient").on("patient_prescriptions").columns(["patient_id", "created_at"]).execute();

    await db.schema
      .createTable("ops_audit")
      .addColumn("id", serialKey(db), pk(db))
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("account_id", "integer", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("order_id", "integer")
      .addColumn("detail", "text")
      .execute();
  },
};
