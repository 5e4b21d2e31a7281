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
import { canMove, orderKind, registeredOrderKinds, statusLabelOf, type Db, type OrderListEntry, type OrderStore, type StatusChange } from "./order-kinds";

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
  paymentType: "COD" | "ONLINE" | "NONE";
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

/** The header's orders of an account, newest first (kinds with their own store list themselves). */
async function headerEntries(db: Db, accountId: number, upTo: number): Promise<{ total: number; entries: OrderListEntry[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("orders")
      .leftJoin("patients", "patients.id", "orders.patient_id")
      .select(["orders.id", "orders.kind", "orders.display_id", "orders.status", "orders.to_pay", "orders.created_at", "patients.first_name", "patients.last_name"])
      .where("orders.account_id", "=", accountId)
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id", "desc")
      .limit(upTo)
      .execute(),
    db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map((r) => {
    const definition = orderKind(r.kind);
    return {
      kind: r.kind,
      kindLabel: definition.label,
      id: r.id,
      displayId: r.display_id,
      status: r.status,
      statusLabel: statusLabelOf(r.kind, r.status),
      patientName: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
      toPay: r.to_pay,
      createdAt: r.created_at,
      detailPath: definition.detailPath(r.id),
    };
  });
  return { total: Number(count.n), entries };
}

/** Newest first; within one instant, the later kind name then the higher id, so pages never shuffle. */
const newestFirst = (a: OrderListEntry, b: OrderListEntry) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.kind !== b.kind ? (a.kind < b.kind ? 1 : -1) : b.id - a.id;

/**
 * "My orders": every kind's orders of the account, newest first, a page at a time. Each source gives its newest
 * offset + limit; merged by date they hold the page.
 */
export async function listOrdersOfAccount(db: Db, accountId: number, page: { limit: number; offset: number }) {
  const limit = Math.min(Math.max(Math.trunc(page.limit), 1), 50);
  const offset = Math.min(Math.max(Math.trunc(page.offset), 0), 100_000);
  const upTo = offset + limit;
  const sources = [headerEntries(db, accountId, upTo), ...registeredOrderKinds().flatMap((k) => (k.store?.listOf ? [k.store.listOf(db, accountId, upTo)] : []))];
  const lists = await Promise.all(sources);
  const entries = lists.flatMap((l) => l.entries).sort(newestFirst).slice(offset, upTo);
  return { total: lists.reduce((n, l) => n + l.total, 0), limit, offset, entries };
}
