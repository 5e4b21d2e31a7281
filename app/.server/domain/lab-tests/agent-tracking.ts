/**
 * Live tracking of the phlebotomist on the way (spec: phleboTrackLink, "agent on the way", "track agent").
 *
 * - The phlebotomist has no account: ops gives them a link to their assignment, signed with the server secret
 *   over the order, the phlebotomist and the visit OTP. Reassigning the visit makes a new OTP, so the old
 *   phlebotomist's link stops working at once.
 * - The agent's phone posts positions while the order is "agent on the way" (PHLEBO_CHECK_IN); each is stored with
 *   its distance and ETA to the collection address (~/lib/agent-eta), the order's ETA history.
 * - The patient's order page reads the last position (owner only) and polls it while the agent is on the way.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import { env } from "../../env";
import { badRequest, notFound } from "../errors";
import { orderOfAccount } from "./lab-orders-store";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { agentEta, agentEtaText, isLivePosition, type AgentEta } from "~/lib/agent-eta";
import { isValidLatLng, type LatLng } from "~/lib/geo";
import { indiaDateTime } from "~/lib/india-date-time";

export const TRACKING_CLOSED_MESSAGE = "Location sharing is open only while you are on the way to this collection.";
export const BAD_POSITION_MESSAGE = "Your phone sent a location we cannot read. Please try again.";

/** How often the patient's page asks for the agent's position, ms. */
export const AGENT_POLL_INTERVAL_MS = 5000;

function trackToken(orderId: number, phlebotomistId: number, otp: string): string {
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(`phlebo-track:${orderId}:${phlebotomistId}:${otp}`).digest("base64url").slice(0, 32);
}

/** The phlebotomist's page for this assignment, or null while none is assigned. */
export function agentTrackPath(order: { id: number; phlebotomistId: number | null; otp: string | null }): string | null {
  if (order.phlebotomistId == null || !order.otp) return null;
  return `/phlebo-track/${order.id}/${trackToken(order.id, order.phlebotomistId, order.otp)}`;
}

/** The collection point of an order: the address snapshot's coordinates, else its saved address's. */
async function collectionPoint(db: DB, parentOrderId: number): Promise<{ point: LatLng | null; text: string }> {
  const parent = await db.selectFrom("diagnostic_parent_orders").select(["address", "address_id"]).where("id", "=", parentOrderId).executeTakeFirst();
  let snapshot: Record<string, unknown> = {};
  try {
    snapshot = JSON.parse(parent?.address ?? "{}") as Record<string, unknown>;
  } catch {
    snapshot = {};
  }
  const text = ["addressLine1", "addressLine2", "landmark", "city", "pincode"].map((k) => snapshot[k]).filter((v): v is string => typeof v === "string" && !!v).join(", ");
  const fromSnapshot = { latitude: snapshot.latitude, longitude: snapshot.longitude };
  if (isValidLatLng(fromSnapshot)) return { point: fromSnapshot, text };
  if (parent?.address_id == null) return { point: null, text };
  const saved = await db.selectFrom("addresses").select(["latitude", "longitude"]).where("id", "=", parent.address_id).executeTakeFirst();
  return { point: saved && isValidLatLng(saved) ? { latitude: saved.latitude, longitude: saved.longitude } : null, text };
}

/** The assignment a link names, if the link is still its own; NOT_FOUND otherwise (no hint which part was wrong). */
async function assignmentOf(db: DB, orderId: number, token: string) {
  const row = await db
    .selectFrom("diagnostic_orders as d")
    .innerJoin("orders as h", "h.id", "d.id")
    .innerJoin("phlebotomists as ph", "ph.id", "d.phlebotomist_id")
    .innerJoin("patients as pt", "pt.id", "h.patient_id")
    .select(["h.id", "h.display_id", "h.status", "d.parent_order_id", "d.phlebotomist_id", "d.phlebo_otp", "d.slot_date_time_in_utc", "ph.name as phlebo_name", "pt.first_name"])
    .where("h.id", "=", orderId)
    .executeTakeFirst();
  if (!row || row.phlebotomist_id == null || !row.phlebo_otp) throw notFound("This link is not valid any more.");
  const expected = Buffer.from(trackToken(row.id, row.phlebotomist_id, row.phlebo_otp));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw notFound("This link is not valid any more.");
  return row;
}

export interface AgentTrackingPage {
  orderId: number;
  displayId: string;
  phlebotomistName: string;
  patientFirstName: string;
  addressText: string;
  slotText: string;
  /** Positions are taken now (the order is "agent on the way"). */
  open: boolean;
  last: { text: string; recordedAtText: string } | null;
}

/** What the phlebotomist's page shows for a link. */
export async function agentTrackingPage(db: DB, orderId: number, token: string): Promise<AgentTrackingPage> {
  const a = await assignmentOf(db, orderId, token);
  const { text } = await collectionPoint(db, a.parent_order_id);
  const last = await lastPosition(db, a.id);
  return {
    orderId: a.id,
    displayId: a.display_id,
    phlebotomistName: a.phlebo_name,
    patientFirstName: a.first_name,
    addressText: text,
    slotText: indiaDateTime(a.slot_date_time_in_utc),
    open: a.status === S.PHLEBO_CHECK_IN,
    last: last ? { text: agentEtaText({ distanceM: last.distance_m, etaMinutes: last.eta_minutes, arriving: last.eta_minutes === 0 }), recordedAtText: indiaDateTime(last.recorded_at) } : null,
  };
}

const lastPosition = (db: DB, orderId: number) =>
  db.selectFrom("diagnostic_order_eta_history").selectAll().where("order_id", "=", orderId).orderBy("id", "desc").limit(1).executeTakeFirst();

/** A position from the agent's phone: stored with its distance and ETA (the order's ETA history). */
export async function recordAgentPosition(
  db: DB,
  input: { orderId: number; token: string; latitude: number; longitude: number; accuracyM: number | null },
  now = new Date(),
): Promise<AgentEta & { text: string }> {
  const a = await assignmentOf(db, input.orderId, input.token);
  if (a.status !== S.PHLEBO_CHECK_IN) throw badRequest(TRACKING_CLOSED_MESSAGE);
  const position = { latitude: input.latitude, longitude: input.longitude };
  if (!isValidLatLng(position)) throw badRequest(BAD_POSITION_MESSAGE);
  const { point } = await collectionPoint(db, a.parent_order_id);
  if (!point) throw badRequest("This collection has no map location, so the patient cannot be shown a distance.");
  const eta = agentEta(position, point);
  await db
    .insertInto("diagnostic_order_eta_history")
    .values({
      order_id: a.id,
      phlebotomist_id: a.phlebotomist_id!,
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy_m: input.accuracyM == null || !Number.isFinite(input.accuracyM) ? null : Math.max(0, Math.round(input.accuracyM)),
      distance_m: eta.distanceM,
      eta_minutes: eta.etaMinutes,
      recorded_at: now.toISOString(),
    })
    .execute();
  return { ...eta, text: agentEtaText(eta) };
}

export interface AgentLocationView {
  /** The agent is on the way (the order's status), so the page keeps asking. */
  onTheWay: boolean;
  position: { latitude: number; longitude: number } | null;
  distanceM: number | null;
  etaMinutes: number | null;
  /** What the patient reads. */
  text: string;
  recordedAt: string | null;
  live: boolean;
  pollIntervalMs: number;
}

/** The agent's last position and ETA for the patient's own order (NOT_FOUND for anyone else's). */
export async function agentLocationForPatient(db: DB, accountId: number, orderId: number, now = new Date()): Promise<AgentLocationView> {
  const order = await orderOfAccount(db, accountId, orderId);
  const onTheWay = order.order_status === S.PHLEBO_CHECK_IN && order.phlebotomist_id != null;
  const last = onTheWay ? await lastPosition(db, order.id) : undefined;
  if (!last) {
    return {
      onTheWay, position: null, distanceM: null, etaMinutes: null, recordedAt: null, live: false, pollIntervalMs: AGENT_POLL_INTERVAL_MS,
      text: onTheWay ? "The agent has not shared a location yet." : "",
    };
  }
  const live = isLivePosition(last.recorded_at, now);
  const etaText = agentEtaText({ distanceM: last.distance_m, etaMinutes: last.eta_minutes, arriving: last.eta_minutes === 0 });
  return {
    onTheWay,
    position: { latitude: last.latitude, longitude: last.longitude },
    distanceM: last.distance_m,
    etaMinutes: last.eta_minutes,
    recordedAt: last.recorded_at,
    live,
    pollIntervalMs: AGENT_POLL_INTERVAL_MS,
    text: live ? etaText : `Last seen ${indiaDateTime(last.recorded_at)}: ${etaText}`,
  };
}

/** The order's ETA history, oldest first, for the console. */
export async function etaHistory(db: DB, orderId: number) {
  const rows = await db.selectFrom("diagnostic_order_eta_history").selectAll().where("order_id", "=", orderId).orderBy("id").limit(500).execute();
  return rows.map((r) => ({ at: r.recorded_at, atText: indiaDateTime(r.recorded_at), distanceM: r.distance_m, etaMinutes: r.eta_minutes }));
}
