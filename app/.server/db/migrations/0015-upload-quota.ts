/**
 * Prescription uploads per account and day, and files uploaded but not yet attached to a prescription.
 *
 * `upload_quota` holds one counter row per account and day (India's calendar day): an upload takes a place with a
 * conditional increment (`count < limit`), so parallel uploads cannot all pass a count taken before any of them was
 * written. `pending_uploads` lists what uploadFile stored before addPatientPrescriptionRecord names it, so files
 * that are never attached can be deleted again.
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0015_upload_quota: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable("upload_quota")
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("upload_quota_pk", ["account_id", "day"])
      .execute();
    await db.schema
      .createTable("pending_uploads")
      .addColumn("file_key", "text", (c) => c.primaryKey())
      .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("pending_uploads_created").on("pending_uploads").column("created_at").execute();
  },
};
