/**
 * A doctor signs in like anyone else (OTP at /login). The account that is a doctor carries the role "doctor" in
 * `account_roles`, and `doctors.account_id` says which doctor it is: the consult room, the doctor's day view and
 * case sheets ask "is this account the appointment's doctor?" through this one link.
 *
 * `consult_details.patient_waiting_at` is the spec's call webhook made durable: set when the patient enters the
 * room, cleared when the doctor joins, read by the doctor's day view ("patient waiting").
 */
import type { Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0028_doctor_accounts: Migration = {
  async up(db: MigrationDb) {
    await db.schema.alterTable("doctors").addColumn("account_id", "integer", (c) => c.references("accounts.id")).execute();
    await db.schema.createIndex("doctors_account_id").unique().on("doctors").column("account_id").execute();
    await db.schema.alterTable("consult_details").addColumn("patient_waiting_at", "text").execute();
  },
};
