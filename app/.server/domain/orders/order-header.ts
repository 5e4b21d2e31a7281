/**
 * The order header every kind shares: writing a new order, the one way any order's status changes (`moveOrder`),
 * reads scoped to the account, and "My orders" across every kind.
 *
 * A move is a conditional update on the status read (`WHERE status = from`), so two actors moving one order at
 * once cannot both win, and it writes its status-history row in the same transaction.
 */
import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { OrderTable } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { canMove, orderKind, statusLabelOf, type Db, type OrderListEntry, type OrderStore, type StatusChange } from "./order-kinds";

export const TRANSITION_REFUSED_MESSAGE = "This order has moved on. Please refresh to see its latest status.";

/** Ten digits, never starting with 0: what patients read out to customer care. */
export const newDisplayId = () => String(crypto.randomInt(1_000_000_000, 10_000_000_000));

/** The header's own store: kinds that keep no order table of their own. */
const headerStore: OrderStore = {
  async statusOf(db, orderId) {
    return (await db.selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirst())?.status ?? null;
  },
  async compareAndMove(db, c) {
    const r = await db.updateTable("orders").set({ status: c.to, updated_at: c.at }).where("id", "=", c.orderId).where("status", "=", c.from).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
  async appendHistory(db, c) {
    await db.insertInto("order_status_history").values({ order_id: c.orderId, status: c.to, status_date: c.at, status_message: c.statusMessage, actor: c.actor }).execute();
  },
};

const storeOf = (kind: string) => orderKind(kind).store ?? headerStore;

export interface MoveOrderInput {
  kind: string;
  orderId: number;
  to: string;
  /** Who moved it: patient:<accountId>, ops:<accountId>, payment or system. */
  actor: string;
  statusMessage?: string | null;
  /** Kind-specific columns and history details, passed to the kind's store. */
  detail?: unknown;
  now?: Date;
}

/**
 * Moves one order of any kind to `to` if its kind's transition table allows it from where it is. Throws the
 * spec-style refusal otherwise and never writes half a change. Run it in the caller's transaction when other rows
 * change with it.
 */
export async function moveOrder(db: Db, input: MoveOrderInput): Promise<{ from: string; to: string }> {
  const definition = orderKind(input.kind);
  const store = storeOf(input.kind);
  const from = await store.statusOf(db, input.orderId);
  if (from == null) throw badRequest("Order not found");
  if (!canMove(definition.transitions, from, input.to)) throw badRequest(TRANSITION_REFUSED_MESSAGE, { from, to: input.to });
  const change: StatusChange = {
    orderId: input.orderId,
    from,
    to: input.to,
    actor: input.actor,
    statusMessage: input.statusMessage ?? null,
    at: (input.now ?? new Date()).toISOString(),
    detail: input.detail,
  };
  if (!(await store.compareAndMove(db, change))) throw badRequest(TRANSITION_REFUSED_MESSAGE, { from, to: input.to });
  await store.appendHistory(db, change);
  return { from, to: input.to };
}

export interface NewOrder {
  kind: string;
  accountId: number;
  patientId: number | null;
  status: string;
  /** Paise, after discounts. */
  totalAmount: number;
  /** Paise the patient pays, after health credits. */
  toPay: number;
  healthCreditsUsed?: number;
  paymentType: "COD" | "ONLINE" | "PAYMENT_LINK" | "NONE";
  idempotencyKey?: string | null;
  bill?: string | null;
  actor: string;
  statusMessage?: string | null;
  now?: Date;
}

/** Writes a header order and its first history row. Call inside the kind's booking transaction. */
export async function insertOrder(db: Db, o: NewOrder): Promise<{ id: number; displayId: string }> {
  const definition = orderKind(o.kind);
  if (!definition.initialStatuses.includes(o.status)) throw new Error(`${o.kind} orders cannot start as ${o.status}`);
  return writeOrderHeader(db, o);
}

/**
 * Writes the header row and first history row as given, for a kind's store that writes whole orders whose status
 * its own booking decided (the lab's store also writes orders placed in one go). New kinds use `insertOrder`.
 */
export async function writeOrderHeader(db: Db, o: NewOrder): Promise<{ id: number; displayId: string }> {
  const at = (o.now ?? new Date()).toISOString();
  const displayId = newDisplayId();
  const row = await db
    .insertInto("orders")
    .values({
      kind: o.kind,
      account_id: o.accountId,
      patient_id: o.patientId,
      display_id: displayId,
      status: o.status,
      total_amount: o.totalAmount,
      to_pay: o.toPay,
      health_credits_used: o.healthCreditsUsed ?? 0,
      payment_type: o.paymentType,
      payment_order_id: null,
      idempotency_key: o.idempotencyKey ?? null,
      bill: o.bill ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("order_status_history").values({ order_id: row.id, status: o.status, status_date: at, status_message: o.statusMessage ?? null, actor: o.actor }).execute();
  return { id: row.id, displayId };
}

/**
 * A header order of this account (of this kind when given), or NOT_FOUND — the same answer whether the id does
 * not exist or belongs to someone else, so ids cannot be probed.
 */
export async function headerOrderOfAccount(db: Db, accountId: number, orderId: number, kind?: string): Promise<Selectable<OrderTable>> {
  let q = db.selectFrom("orders").selectAll().where("id", "=", orderId).where("account_id", "=", accountId);
  if (kind) q = q.where("kind", "=", kind);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound("Order not found");
  return row;
}

/** The order's status history, oldest first, for its owner only. */
export async function headerOrderHistory(db: Db, accountId: number, orderId: number) {
  await headerOrderOfAccount(db, accountId, orderId);
  return db.selectFrom("order_status_history").select(["status", "status_date", "status_message", "actor"]).where("order_id", "=", orderId).orderBy("id").execute();
}

/**
 * "My orders": every kind's orders of the account from the header, newest first (within one instant, the higher
 * id first, so pages never shuffle), a page at a time.
 */
export async function listOrdersOfAccount(db: Db, accountId: number, page: { limit: number; offset: number }) {
  const limit = Math.min(Math.max(Math.trunc(page.limit), 1), 50);
  const offset = Math.min(Math.max(Math.trunc(page.offset), 0), 100_000);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("orders")
      .leftJoin("patients", "patients.id", "orders.patient_id")
      .select(["orders.id", "orders.kind", "orders.display_id", "orders.status", "orders.to_pay", "orders.created_at", "patients.first_name", "patients.last_name"])
      .where("orders.account_id", "=", accountId)
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow(),
  ]);
  const labelsByKind = new Map<string, (orderId: number, status: string) => string>();
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const listLabels = orderKind(kind).store?.listLabels;
    if (listLabels) labelsByKind.set(kind, await listLabels(db, rows.filter((r) => r.kind === kind).map((r) => r.id)));
  }
  const entries: OrderListEntry[] = rows.map((r) => {
    const definition = orderKind(r.kind);
    return {
      kind: r.kind,
      kindLabel: definition.label,
      id: r.id,
      displayId: r.display_id,
      status: r.status,
      statusLabel: labelsByKind.get(r.kind)?.(r.id, r.status) ?? statusLabelOf(r.kind, r.status),
      patientName: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
      toPay: r.to_pay,
      createdAt: r.created_at,
      detailPath: definition.detailPath(r.id),
    };
  });
  return { total: Number(count.n), limit, offset, entries };
}
