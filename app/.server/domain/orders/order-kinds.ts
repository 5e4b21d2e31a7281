/**
 * Order kinds: every service that books on the spine (lab tests, radiology, health checks, consults, memberships)
 * registers its kind once — its lifecycle as a transition table with the label of each status, where one of its
 * orders is shown, and, for a kind that keeps its orders in its own tables, the store that reads and moves them.
 * Every kind's orders are in the header (`orders`, `order_status_history`); a kind's store moves the columns of its
 * own detail tables with the header.
 *
 * `moveOrder` (order-header.ts) is the one function that changes an order's status, for every kind.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

export type Db = Kysely<Database> | Transaction<Database>;

/** Which status may follow which. A status missing from the table is final. */
export type TransitionTable = Readonly<Record<string, readonly string[]>>;

export interface StatusChange {
  orderId: number;
  from: string;
  to: string;
  actor: string;
  statusMessage: string | null;
  at: string;
  /** Kind-specific: the columns that change with the status, and history details (which item, hidden or shown). */
  detail?: unknown;
}

/** How a kind with its own tables reads and moves its orders. */
export interface OrderStore {
  /** The order's current status, or null when there is no such order. */
  statusOf(db: Db, orderId: number): Promise<string | null>;
  /** One conditional update: moves the order only while its status is still `change.from`; true when it moved. */
  compareAndMove(db: Db, change: StatusChange): Promise<boolean>;
  /** The status-history row of a change, written in the same transaction. */
  appendHistory(db: Db, change: StatusChange): Promise<void>;
  /** Labels for "My orders" rows when a status's label depends on the kind's details (orders of one page). */
  listLabels?(db: Db, orderIds: number[]): Promise<(orderId: number, status: string) => string>;
}

/** One row of "My orders", whatever the kind. */
export interface OrderListEntry {
  kind: string;
  kindLabel: string;
  id: number;
  displayId: string;
  status: string;
  statusLabel: string;
  /** The patient the order is for, when it is for one. */
  patientName: string | null;
  /** Paise. */
  toPay: number;
  createdAt: string;
  detailPath: string;
}

export interface OrderKindDefinition {
  kind: string;
  /** What "My orders" calls an order of this kind ("Lab tests", "Radiology scan"). */
  label: string;
  /** The statuses a new order may start in. */
  initialStatuses: readonly string[];
  transitions: TransitionTable;
  /** The patient-facing label of every status in the table. */
  labels: Readonly<Record<string, string>>;
  /** The page that shows one order of this kind. */
  detailPath(orderId: number): string;
  store?: OrderStore;
}

const KINDS = new Map<string, OrderKindDefinition>();

/** Registers a kind. Every status the table names needs a label, so no order ever shows a raw status. */
export function registerOrderKind(definition: OrderKindDefinition): OrderKindDefinition {
  const statuses = new Set([...definition.initialStatuses, ...Object.keys(definition.transitions), ...Object.values(definition.transitions).flat()]);
  const unlabelled = [...statuses].filter((s) => !definition.labels[s]);
  if (unlabelled.length) throw new Error(`Order kind ${definition.kind}: no label for ${unlabelled.join(", ")}`);
  KINDS.set(definition.kind, definition);
  return definition;
}

export function orderKind(kind: string): OrderKindDefinition {
  const definition = KINDS.get(kind);
  if (!definition) throw new Error(`Unknown order kind ${kind}`);
  return definition;
}

export const registeredOrderKinds = (): OrderKindDefinition[] => [...KINDS.values()];

export const canMove = (transitions: TransitionTable, from: string, to: string): boolean => transitions[from]?.includes(to) ?? false;

export const statusLabelOf = (kind: string, status: string): string => KINDS.get(kind)?.labels[status] ?? status;
