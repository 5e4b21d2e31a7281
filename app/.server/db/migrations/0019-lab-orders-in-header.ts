/**
 * Lab orders move onto the spine's order header. Every patient's lab order (`diagnostic_orders`) gets its header
 * row under the SAME id, so nothing that names a lab order changes: order pages (/order-details/:id), refunds,
 * results, line items, documents and payments keep their references. Its status history is copied, oldest first,
 * into `order_status_history`.
 *
 * `diagnostic_orders` stays as the lab's detail table keyed by the header id (parent order, visit, slot,
 * phlebotomist, report, ratings, line items, results). Nothing is dropped: a table rebuild inside the migrator's
 * transaction is refused by SQLite while other tables reference it, and the header is the one that is written
 * first and read for status, amounts, payment and times from now on (see docs/decisions/2026-11-27-booking-spine.md).
 *
 * A family booking (one submit, several patients) stays one `diagnostic_parent_orders` row grouping one header
 * order per patient; the parent holds the submit's idempotency key and its payment.
 */
import { sql, type Migration } from "kysely";
import type { MigrationDb } from "../migration-db";

type AnyDb = MigrationDb;
const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name.startsWith("Postgres");

const BATCH = 200;

/** What the patient pays for one patient's order: its stored bill's toPay, or its price when it has no bill. */
function toPayOf(bill: unknown, totalPrice: number): { toPay: number; healthCreditsUsed: number } {
  if (typeof bill !== "string" || !bill) return { toPay: totalPrice, healthCreditsUsed: 0 };
  const b = JSON.parse(bill) as { toPay?: number; healthCreditsUsed?: number };
  return { toPay: b.toPay ?? totalPrice, healthCreditsUsed: b.healthCreditsUsed ?? 0 };
}

/**
 * Writes the header row and header history of every lab order that has none yet, in id order. The migration runs
 * it once over all existing lab orders; the demo seed, which writes the lab's rows as they were, runs it after them.
 */
export async function copyLabOrdersIntoHeader(db: AnyDb): Promise<number> {
  const rows = await sql<Record<string, unknown>>`
    SELECT d.id, d.account_id, d.patient_id, d.display_id, d.order_status, d.total_price, d.bill, d.created_at, d.updated_at,
           p.payment_type, p.payment_order_id
    FROM diagnostic_orders d
    JOIN diagnostic_parent_orders p ON p.id = d.parent_order_id
    WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = d.id)
    ORDER BY d.id`.execute(db);
  const orders = rows.rows;
  if (!orders.length) return 0;
  // A header order of another kind under a lab order's id would merge two orders: refuse rather than guess.
  const clash = await sql<{ id: number }>`
    SELECT o.id FROM orders o JOIN diagnostic_orders d ON d.id = o.id WHERE o.kind <> 'DIAGNOSTIC'`.execute(db);
  if (clash.rows.length) throw new Error(`Lab orders ${clash.rows.map((r) => r.id).join(", ")} share their id with another kind's order`);

  for (let i = 0; i < orders.length; i += BATCH) {
    const batch = orders.slice(i, i + BATCH);
    await db
      .insertInto("orders")
      .values(
        batch.map((d) => {
          const { toPay, healthCreditsUsed } = toPayOf(d.bill, Number(d.total_price));
          return {
            id: Number(d.id),
            kind: "DIAGNOSTIC",
            account_id: Number(d.account_id),
            patient_id: Number(d.patient_id),
            display_id: d.display_id,
            status: d.order_status,
            total_amount: Number(d.total_price),
            to_pay: toPay,
            health_credits_used: healthCreditsUsed,
            payment_type: d.payment_type,
            payment_order_id: d.payment_order_id ?? null,
            // The submit's key stays on the parent: a family booking is one submit for several orders.
            idempotency_key: null,
            bill: d.bill ?? null,
            created_at: d.created_at,
            updated_at: d.updated_at,
          };
        }),
      )
      .execute();
    const ids = batch.map((d) => Number(d.id));
    // Fresh history ids in the old order, so the history of every order reads as it did.
    await sql`
      INSERT INTO order_status_history (order_id, status, status_date, status_message, actor)
      SELECT order_id, order_status, status_date, status_message, actor FROM diagnostic_order_status_history
      WHERE order_id IN (${sql.join(ids)}) ORDER BY id`.execute(db);
  }
  // Header ids were given explicitly: PostgreSQL's sequence must move past them so new orders never collide.
  if (isPostgres(db)) await sql`SELECT setval('orders_id_seq', GREATEST((SELECT COALESCE(MAX(id), 0) FROM orders), (SELECT COALESCE(MAX(id), 0) FROM diagnostic_orders), 1))`.execute(db);
  return orders.length;
}

export const m0019_lab_orders_in_header: Migration = {
  async up(db: AnyDb) {
    await copyLabOrdersIntoHeader(db);
  },
};
