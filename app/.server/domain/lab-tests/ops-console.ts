/**
 * The lab's side of an order, for the operations console: finding orders, moving them through the lab's statuses,
 * assigning a phlebotomist, entering per-parameter results and generating the report. Every status change goes
 * through `transitionOrder` (ORDER_TRANSITIONS decides; the status history records it) and every console action is
 * written to `ops_audit` with who, when and what, in the same transaction as the change itself.
 */
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { DB } from "../../db/client";
import { badRequest, notFound } from "../errors";
import { canTransition, ORDER_TRANSITIONS, TRANSITION_REFUSED_MESSAGE, transitionOrder } from "./lab-order-lifecycle";
import { agentTrackPath, etaHistory } from "./agent-tracking";
import { reportParametersOf, type ReportParameter } from "./order-results";
import { orderDocumentOf, renderReportPdf } from "./order-documents";
import { fileStorage } from "../../providers/file-storage";
import { DIAGNOSTIC_ORDER_STATUS as S, isDiagnosticOrderStatus, type DiagnosticOrderStatus } from "~/lib/order-status";
import { flagFor, formatReferenceRange, resultValueError } from "~/lib/result-flags";
import { stripUnsafeCharacters } from "~/lib/safe-text";

type Db = Kysely<Database> | Transaction<Database>;

export interface OpsActor {
  accountId: number;
}

const actorOf = (ops: OpsActor) => `ops:${ops.accountId}`;

/**
 * One line of the operations audit: which staff member, what, on which order, when. Details quote what staff typed
 * (a drop reason, a result), so control and bidirectional-override characters are dropped from them.
 */
export async function recordOpsAudit(db: Db, ops: OpsActor, action: string, orderId: number | null, detail: unknown, at: string) {
  await db
    .insertInto("ops_audit")
    .values({ at, account_id: ops.accountId, action, order_id: orderId, detail: stripUnsafeCharacters(JSON.stringify(detail)) })
    .execute();
}
const audit = recordOpsAudit;

/** What staff read of a patient's records; each read is audited like a change. */
export type StaffRead = "VIEW_ORDER" | "VIEW_REPORT" | "VIEW_INVOICE" | "VIEW_PRESCRIPTION" | "VIEW_LEAD";

/** A staff member read a patient's order, report or prescription: who, what and when, kept with the order's audit. */
export async function recordStaffRead(db: Db, ops: OpsActor, what: StaffRead, orderId: number | null, detail: Record<string, unknown> = {}, now = new Date()) {
  await recordOpsAudit(db, ops, what, orderId, detail, now.toISOString());
}

// ---------------------------------------------------------------------------------------------------------
// Finding orders

export interface OrderSearch {
  /** An order id, a display id (the order's or its parent's), or a mobile number (with or without +91). */
  query?: string;
  status?: string;
  limit?: number;
}

export interface OrderSummaryRow {
  id: number;
  displayId: string;
  parentDisplayId: string;
  status: string;
  patientName: string;
  mobile: string;
  slotDateTimeInUTC: string | null;
  createdAt: string;
}

export const SEARCH_LIMIT = 50;

export async function findOrders(db: DB, search: OrderSearch): Promise<OrderSummaryRow[]> {
  const query = (search.query ?? "").trim();
  let q = db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("orders as h", "h.id", "o.id")
    .innerJoin("diagnostic_parent_orders as p", "p.id", "o.parent_order_id")
    .innerJoin("patients as pt", "pt.id", "h.patient_id")
    .innerJoin("accounts as a", "a.id", "h.account_id")
    .select([
      "h.id", "h.display_id", "p.display_id as parent_display_id", "h.status as order_status", "pt.first_name", "pt.last_name",
      "a.country_code", "a.mobile_number", "o.slot_date_time_in_utc", "h.created_at",
    ]);
  if (query) {
    const digits = query.replace(/[\s-]/g, "").replace(/^\+91/, "");
    if (!/^\d{1,15}$/.test(digits)) return [];
    const asId = Number(digits);
    q = q.where((eb) =>
      eb.or([
        ...(Number.isSafeInteger(asId) && asId <= 2_147_483_647 ? [eb("h.id", "=", asId)] : []),
        eb("h.display_id", "=", digits),
        eb("p.display_id", "=", digits),
        eb("a.mobile_number", "=", digits),
      ]),
    );
  }
  if (search.status && isDiagnosticOrderStatus(search.status)) q = q.where("h.status", "=", search.status);
  const rows = await q.orderBy("h.created_at", "desc").orderBy("h.id", "desc").limit(search.limit ?? SEARCH_LIMIT).execute();
  return rows.map((r) => ({
    id: r.id,
    displayId: r.display_id,
    parentDisplayId: r.parent_display_id,
    status: r.order_status,
    patientName: `${r.first_name} ${r.last_name}`.trim(),
    mobile: `${r.country_code} ${r.mobile_number}`,
    slotDateTimeInUTC: r.slot_date_time_in_utc,
    createdAt: r.created_at,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// One order as the lab sees it

/** Statuses the console offers as moves; payment outcomes stay with the payment callback. */
const OPS_MOVES: readonly DiagnosticOrderStatus[] = [
  S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.PHLEBO_CHECK_IN, S.PHLEBO_COMPLETED, S.SAMPLE_SUBMITTED, S.SAMPLE_COLLECTED_IN_LAB,
  S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_NOT_COLLECTED_IN_LAB, S.SAMPLE_TESTED, S.SAMPLE_REJECTED_IN_LAB, S.RESAMPLE_INITIATED,
  S.REPORT_GENERATED, S.PARTIAL_ORDER_COMPLETED, S.ORDER_COMPLETED, S.ORDER_RESCHEDULED, S.ORDER_CANCELLED,
  S.REFUND_REQUEST_INITIATED, S.REFUND_INITIATED, S.PARTIAL_REFUND_INITIATED,
];

export const nextOpsMoves = (from: string): DiagnosticOrderStatus[] =>
  ((ORDER_TRANSITIONS as Record<string, readonly DiagnosticOrderStatus[]>)[from] ?? []).filter((s) => OPS_MOVES.includes(s));

/** A phlebotomist is assigned while the visit is still ahead. */
const PHLEBO_ASSIGNABLE: readonly string[] = [
  S.ORDER_PLACED, S.PAYMENT_SUCCESSFUL, S.PICKUP_REQUESTED, S.PICKUP_CONFIRMED, S.ORDER_RESCHEDULED, S.RESAMPLE_INITIATED,
];
/** Results are entered once the lab has the sample, and until the report is out. */
const RESULTS_OPEN: readonly string[] = [S.SAMPLE_RECEIVED_IN_LAB, S.SAMPLE_TESTED];

export const canAssignPhlebotomist = (status: string) => PHLEBO_ASSIGNABLE.includes(status);
export const canEnterResults = (status: string) => RESULTS_OPEN.includes(status);

export interface OpsOrderView {
  id: number;
  displayId: string;
  parentDisplayId: string;
  preBookingId: string | null;
  status: string;
  createdAt: string;
  slotDateTimeInUTC: string | null;
  patient: { name: string; gender: string | null; dateOfBirth: string | null; uhid: string; mobile: string };
  lineItems: { itemId: number; itemName: string; itemType: string; price: number }[];
  /** trackPath: the phlebotomist's page for this assignment, to share their location on the way. */
  phlebotomist: { id: number; name: string; mobile: string; otp: string | null; trackPath: string | null } | null;
  /** Positions the phlebotomist shared on the way, with the ETA then (oldest first). */
  etaHistory: { at: string; atText: string; distanceM: number; etaMinutes: number }[];
  phlebotomists: { id: number; name: string; cityId: number }[];
  cityId: number;
  hasReport: boolean;
  history: { status: string; at: string; actor: string; message: string | null }[];
  audit: { at: string; accountMobile: string | null; action: string; detail: string | null }[];
  nextMoves: DiagnosticOrderStatus[];
  canAssignPhlebotomist: boolean;
  canEnterResults: boolean;
  parameters: (ReportParameter & { value: string; flag: string | null })[];
}

export async function opsOrderView(db: DB, orderId: number): Promise<OpsOrderView> {
  const o = await db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("orders as h", "h.id", "o.id")
    .innerJoin("diagnostic_parent_orders as p", "p.id", "o.parent_order_id")
    .innerJoin("patients as pt", "pt.id", "h.patient_id")
    .innerJoin("accounts as a", "a.id", "h.account_id")
    .leftJoin("phlebotomists as ph", "ph.id", "o.phlebotomist_id")
    .select([
      "h.id", "h.display_id", "p.display_id as parent_display_id", "o.pre_booking_id", "h.status as order_status", "h.created_at",
      "o.slot_date_time_in_utc", "o.report_file_key", "o.phlebo_otp", "p.city_id", "pt.first_name", "pt.last_name", "pt.gender",
      "pt.date_of_birth", "pt.uhid", "a.country_code", "a.mobile_number", "ph.id as phlebo_id", "ph.name as phlebo_name",
      "ph.mobile as phlebo_mobile",
    ])
    .where("h.id", "=", orderId)
    .executeTakeFirst();
  if (!o) throw notFound("Order not found");
  const [lineItems, history, audits, phlebotomists, parameters, results] = await Promise.all([
    db.selectFrom("diagnostic_order_line_items").select(["item_id", "item_name", "item_type", "price"]).where("order_id", "=", orderId).where("is_removed", "=", 0).orderBy("id").execute(),
    db.selectFrom("diagnostic_order_status_history").select(["order_status", "status_date", "actor", "status_message"]).where("order_id", "=", orderId).orderBy("id").execute(),
    db
      .selectFrom("ops_audit")
      .leftJoin("accounts", "accounts.id", "ops_audit.account_id")
      .select(["ops_audit.at", "accounts.mobile_number", "ops_audit.action", "ops_audit.detail"])
      .where("ops_audit.order_id", "=", orderId)
      .orderBy("ops_audit.id", "desc")
      .limit(50)
      .execute(),
    db.selectFrom("phlebotomists").select(["id", "name", "city_id"]).orderBy("name").execute(),
    reportParametersOf(db, orderId, o.gender),
    db.selectFrom("diagnostic_order_results").select(["item_id", "parameter_name", "value", "flag"]).where("order_id", "=", orderId).execute(),
  ]);
  const resultOf = (p: ReportParameter) => results.find((r) => r.item_id === p.itemId && r.parameter_name === p.parameterName);
  return {
    id: o.id,
    displayId: o.display_id,
    parentDisplayId: o.parent_display_id,
    preBookingId: o.pre_booking_id,
    status: o.order_status,
    createdAt: o.created_at,
    slotDateTimeInUTC: o.slot_date_time_in_utc,
    patient: {
      name: `${o.first_name} ${o.last_name}`.trim(),
      gender: o.gender,
      dateOfBirth: o.date_of_birth,
      uhid: o.uhid,
      mobile: `${o.country_code} ${o.mobile_number}`,
    },
    lineItems: lineItems.map((l) => ({ itemId: l.item_id, itemName: l.item_name, itemType: l.item_type, price: l.price })),
    phlebotomist:
      o.phlebo_id != null
        ? { id: o.phlebo_id, name: o.phlebo_name!, mobile: o.phlebo_mobile!, otp: o.phlebo_otp, trackPath: agentTrackPath({ id: o.id, phlebotomistId: o.phlebo_id, otp: o.phlebo_otp }) }
        : null,
    etaHistory: await etaHistory(db, o.id),
    phlebotomists: phlebotomists.map((p) => ({ id: p.id, name: p.name, cityId: p.city_id })),
    cityId: o.city_id,
    hasReport: Boolean(o.report_file_key),
    history: history.map((h) => ({ status: h.order_status, at: h.status_date, actor: h.actor, message: h.status_message })),
    audit: audits.map((a) => ({ at: a.at, accountMobile: a.mobile_number, action: a.action, detail: a.detail })),
    nextMoves: nextOpsMoves(o.order_status),
    canAssignPhlebotomist: canAssignPhlebotomist(o.order_status),
    canEnterResults: canEnterResults(o.order_status),
    parameters: parameters.map((p) => {
      const r = resultOf(p);
      return { ...p, value: r?.value ?? "", flag: r?.flag ?? null };
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Actions

export const NEEDS_PHLEBOTOMIST_MESSAGE = "Assign a phlebotomist before confirming the pickup.";
export const MISSING_RESULTS_MESSAGE = "Enter every mandatory result before generating the report:";
export const RESULTS_CLOSED_MESSAGE = "Results can be entered once the lab has received the sample, and until the report is generated.";
export const PHLEBO_CLOSED_MESSAGE = "A phlebotomist can be assigned only before the sample is collected.";

const currentStatus = async (db: Db, orderId: number) => {
  const row = await db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("orders as h", "h.id", "o.id")
    .select(["h.status as order_status", "o.phlebotomist_id", "o.patient_id"])
    .where("h.id", "=", orderId)
    .executeTakeFirst();
  if (!row) throw notFound("Order not found");
  return row;
};

/**
 * Moves an order to `to`, validated by ORDER_TRANSITIONS (so no report before the sample is collected). Moving to
 * REPORT_GENERATED needs every mandatory result and makes the PDF report, stored before the move and attached
 * with it; if the move is refused the stored file is removed again.
 */
export async function moveOrder(
  db: DB,
  ops: OpsActor,
  input: { orderId: number; to: string; statusMessage?: string | null },
  now = new Date(),
): Promise<{ from: string; to: DiagnosticOrderStatus }> {
  const { orderId } = input;
  if (!isDiagnosticOrderStatus(input.to) || !OPS_MOVES.includes(input.to)) throw badRequest("Choose a status to move the order to.");
  const to = input.to;
  const message = input.statusMessage?.trim().slice(0, 200) || null;
  const order = await currentStatus(db, orderId);
  if ((to === S.PICKUP_CONFIRMED || to === S.PHLEBO_CHECK_IN) && order.phlebotomist_id == null) throw badRequest(NEEDS_PHLEBOTOMIST_MESSAGE);

  let reportKey: string | null = null;
  if (to === S.REPORT_GENERATED) {
    // Checked before making the file; the transition below re-checks the status itself.
    if (!canTransition(order.order_status, to)) throw badRequest(TRANSITION_REFUSED_MESSAGE, { from: order.order_status, to });
    const patient = await db.selectFrom("patients").select("gender").where("id", "=", order.patient_id).executeTakeFirstOrThrow();
    const params = await reportParametersOf(db, orderId, patient.gender);
    const entered = await db.selectFrom("diagnostic_order_results").select(["item_id", "parameter_name"]).where("order_id", "=", orderId).execute();
    const missing = params.filter((p) => p.mandatory && !entered.some((e) => e.item_id === p.itemId && e.parameter_name === p.parameterName));
    if (missing.length) throw badRequest(`${MISSING_RESULTS_MESSAGE} ${missing.slice(0, 5).map((p) => p.parameterName).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""}.`);
    const document = { ...(await orderDocumentOf(db, orderId, now)), reportAt: now.toISOString() };
    reportKey = await fileStorage().put("reports", await renderReportPdf(document, now), "application/pdf");
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const set = to === S.REPORT_GENERATED ? { report_file_key: reportKey } : to === S.SAMPLE_SUBMITTED ? { sample_submitted: 1 } : undefined;
      const moved = await transitionOrder(trx, { orderId, to, actor: actorOf(ops), statusMessage: message, set, now });
      await audit(trx, ops, "MOVE", orderId, { from: moved.from, to, message }, now.toISOString());
      return moved;
    });
  } catch (e) {
    if (reportKey) await fileStorage().delete(reportKey);
    throw e;
  }
}

/** Assigns (or reassigns) the phlebotomist and gives the visit a new 4-digit OTP the patient reads out. */
export async function assignPhlebotomist(db: DB, ops: OpsActor, input: { orderId: number; phlebotomistId: number }, now = new Date()) {
  const phlebo = await db.selectFrom("phlebotomists").select(["id", "name"]).where("id", "=", input.phlebotomistId).executeTakeFirst();
  if (!phlebo) throw badRequest("Choose a phlebotomist.");
  return db.transaction().execute(async (trx) => {
    const order = await currentStatus(trx, input.orderId);
    if (!canAssignPhlebotomist(order.order_status)) throw badRequest(PHLEBO_CLOSED_MESSAGE);
    const otp = String(crypto.randomInt(1000, 10000));
    // Conditional on the status read, like transitionOrder: a visit that moved on meanwhile keeps its phlebotomist.
    const updated = await trx
      .updateTable("diagnostic_orders")
      .set({ phlebotomist_id: phlebo.id, phlebo_otp: otp, updated_at: now.toISOString() })
      .where("id", "=", input.orderId)
      .where("order_status", "=", order.order_status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw badRequest(PHLEBO_CLOSED_MESSAGE);
    await audit(trx, ops, "ASSIGN_PHLEBOTOMIST", input.orderId, { phlebotomistId: phlebo.id, name: phlebo.name, previous: order.phlebotomist_id }, now.toISOString());
    return { phlebotomistId: phlebo.id, otp };
  });
}

export type ResultInput = { itemId: number; parameterName: string; value: string };

export type SaveResultsOutcome = { ok: true; saved: number; flagged: number } | { ok: false; errors: Record<string, string> };

export const resultFieldName = (itemId: number, parameterName: string) => `result:${itemId}:${parameterName}`;

/**
 * Saves the entered results of an order. Every value is checked first (numbers where the parameter has a numeric
 * range); one bad value saves nothing. A blank clears that parameter. Flags are computed here from the range, and
 * the printed range is stored with the value so a later change of ranges never rewrites an old report.
 */
export async function saveResults(db: DB, ops: OpsActor, orderId: number, inputs: ResultInput[], now = new Date()): Promise<SaveResultsOutcome> {
  const order = await currentStatus(db, orderId);
  if (!canEnterResults(order.order_status)) throw badRequest(RESULTS_CLOSED_MESSAGE);
  const patient = await db.selectFrom("patients").select("gender").where("id", "=", order.patient_id).executeTakeFirstOrThrow();
  const params = await reportParametersOf(db, orderId, patient.gender);
  const errors: Record<string, string> = {};
  const rows: { param: ReportParameter; value: string }[] = [];
  for (const input of inputs) {
    const param = params.find((p) => p.itemId === input.itemId && p.parameterName === input.parameterName);
    const field = resultFieldName(input.itemId, input.parameterName);
    if (!param) {
      errors[field] = `${input.parameterName} is not a parameter of this order.`;
      continue;
    }
    const error = resultValueError(param.parameterName, input.value, param.range);
    if (error) errors[field] = error;
    else rows.push({ param, value: input.value.trim() });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Re-checked inside the transaction: results never land on an order whose report went out meanwhile.
    const current = await currentStatus(trx, orderId);
    if (!canEnterResults(current.order_status)) throw badRequest(RESULTS_CLOSED_MESSAGE);
    let saved = 0;
    let flagged = 0;
    for (const { param, value } of rows) {
      await trx
        .deleteFrom("diagnostic_order_results")
        .where("order_id", "=", orderId)
        .where("item_id", "=", param.itemId)
        .where("parameter_name", "=", param.parameterName)
        .execute();
      if (!value) continue;
      const flag = flagFor(value, param.range);
      await trx
        .insertInto("diagnostic_order_results")
        .values({
          order_id: orderId,
          item_id: param.itemId,
          parameter_name: param.parameterName,
          value,
          unit: param.range?.unit ?? null,
          range_low: param.range?.low ?? null,
          range_high: param.range?.high ?? null,
          reference_text: formatReferenceRange(param.range) || null,
          flag,
          print_order: param.printOrder,
          entered_by: ops.accountId,
          entered_at: at,
        })
        .execute();
      saved += 1;
      if (flag) flagged += 1;
    }
    await audit(trx, ops, "ENTER_RESULTS", orderId, { saved, flagged, cleared: rows.length - saved }, at);
    return { ok: true as const, saved, flagged };
  });
}
