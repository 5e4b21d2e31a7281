/**
 * An order has at most one open (PENDING) payment attempt: "Retry payment" clicked many times at once must not
 * open several links that could each take the patient's money. Retries already wait for each other on the order's
 * lock (domain/payments.ts); this partial unique index makes the database refuse a second open attempt too.
 *
 * Orders that already have several open attempts keep the newest; the older ones are closed as ABORTED. Nothing
 * is lost by that: a gateway success that still arrives for one of them is applied or refunded as for any late
 * success (payments never moves a success back).
 */
import { sql, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

export const m0014_payment_open_attempt: Migration = {
  async up(db: MigrationDb) {
    await sql`
      UPDATE payments SET payment_status = 'ABORTED', updated_at = ${new Date().toISOString()}
      WHERE payment_status = 'PENDING'
        AND id < (SELECT MAX(newest.id) FROM payments newest
                  WHERE newest.order_kind = payments.order_kind AND newest.order_ref = payments.order_ref
                    AND newest.payment_status = 'PENDING')`.execute(db);
    await sql`CREATE UNIQUE INDEX payments_one_open_attempt ON payments (order_kind, order_ref) WHERE payment_status = 'PENDING'`.execute(db);
  },
};
