import crypto from "node:crypto";
import Database from "better-sqlite3";
import { E2E_DATABASE_FILE } from "./helpers";

/** The seeded demo order of app/.server/db/seed-data/ops.ts (Priya Nair, +91 9000000002, pickup requested). */
export const DEMO_ORDER_DISPLAY_ID = "5000000202";

type Row = Record<string, unknown>;

function insert(db: Database.Database, table: string, row: Row): number {
  const cols = Object.keys(row);
  const info = db.prepare(`insert into ${table} (${cols.join(", ")}) values (${cols.map(() => "?").join(", ")})`).run(...cols.map((c) => row[c]));
  return Number(info.lastInsertRowid);
}

/**
 * An order waiting for pickup for the console to work on. On a fresh database that is the seeded demo order; the
 * e2e database lives across runs of one build, so once an earlier run has taken it to "report generated" a copy of
 * it (same patient, items and charges, new ids) stands in, still waiting for pickup.
 */
export function orderWaitingForPickup(): { id: number; displayId: string } {
  const db = new Database(E2E_DATABASE_FILE);
  try {
    db.pragma("busy_timeout = 5000");
    const seeded = db.prepare("select * from diagnostic_orders where display_id = ?").get(DEMO_ORDER_DISPLAY_ID) as Row | undefined;
    if (!seeded) throw new Error("the demo lab order is not seeded");
    if (seeded.order_status === "PICKUP_REQUESTED" && seeded.phlebotomist_id == null) return { id: Number(seeded.id), displayId: DEMO_ORDER_DISPLAY_ID };
    const newId = () => String(crypto.randomInt(6_000_000_000, 7_000_000_000));
    return db.transaction(() => {
      const parent = { ...(db.prepare("select * from diagnostic_parent_orders where id = ?").get(seeded.parent_order_id) as Row) };
      delete parent.id;
      const parentId = insert(db, "diagnostic_parent_orders", { ...parent, display_id: newId(), idempotency_key: crypto.randomUUID() });
      const displayId = newId();
      // The order header first (status, amounts, times), then the lab's detail row under the header's id.
      const header = { ...(db.prepare("select * from orders where id = ?").get(seeded.id) as Row) };
      delete header.id;
      const orderId = insert(db, "orders", { ...header, display_id: displayId, status: "PICKUP_REQUESTED", idempotency_key: null });
      const order: Row = { ...seeded, id: orderId, parent_order_id: parentId, display_id: displayId, order_status: "PICKUP_REQUESTED", phlebotomist_id: null, phlebo_otp: null, report_file_key: null, sample_submitted: 0 };
      insert(db, "diagnostic_orders", order);
      for (const li of db.prepare("select * from diagnostic_order_line_items where order_id = ?").all(seeded.id) as Row[]) {
        const copy: Row = { ...li, order_id: orderId };
        delete copy.id;
        insert(db, "diagnostic_order_line_items", copy);
      }
      for (const status of ["ORDER_PLACED", "PICKUP_REQUESTED"]) {
        const at = new Date().toISOString();
        insert(db, "order_status_history", { order_id: orderId, status, status_date: at, status_message: null, actor: "system" });
        insert(db, "diagnostic_order_status_history", { order_id: orderId, order_status: status, status_date: at, hide_status: 0, status_message: null, actor: "system" });
      }
      return { id: orderId, displayId };
    })();
  } finally {
    db.close();
  }
}
