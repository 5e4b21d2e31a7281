/**
 * Phlebotomist tracking on every database target, with the seeded demo order on the way (account 1, order
 * 71000000082, Ravi Kumar, OTP 9375): only the assignment's own link can share a position, only while the agent
 * is on the way; each position is kept with its ETA; only the order's account reads it (IDOR).
 */
import { describe, expect, it } from "vitest";
import { targets, servicesOfTarget } from "./harness";
import { createUserSession } from "~/.server/session";
import {
  agentLocationForPatient, agentTrackingPage, agentTrackPath, etaHistory, recordAgentPosition, TRACKING_CLOSED_MESSAGE,
} from "~/.server/domain/lab-tests/agent-tracking";
import { loader as agentLocationRoute } from "~/routes/resources.orders.$orderId.agent-location";
import { action as shareAction } from "~/routes/phlebo-track.$orderId.$token";

const route = { params: {}, context: {} };

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

describe.each(targets)("phlebotomist tracking on $name", (target) => {
  const services = servicesOfTarget(target);

  async function order(displayId: string) {
    const row = await services().db.selectFrom("diagnostic_orders").select(["id", "phlebotomist_id", "phlebo_otp", "parent_order_id"]).where("display_id", "=", displayId).executeTakeFirstOrThrow();
    return { ...row, path: agentTrackPath({ id: row.id, phlebotomistId: row.phlebotomist_id, otp: row.phlebo_otp })! };
  }
  const tokenOf = (path: string) => path.split("/").pop()!;

  it("the assignment's link shares positions; the patient reads distance and ETA; the history keeps each", async () => {
    const { db } = services();
    const o = await order("71000000082");
    expect(o.path).toMatch(new RegExp(`^/phlebo-track/${o.id}/[A-Za-z0-9_-]{32}$`));
    const page = await agentTrackingPage(db, o.id, tokenOf(o.path));
    expect(page).toMatchObject({ orderId: o.id, phlebotomistName: "Ravi Kumar", open: true });

    const home = await db.selectFrom("diagnostic_parent_orders as p").innerJoin("addresses as a", "a.id", "p.address_id").select(["a.latitude", "a.longitude"]).where("p.id", "=", o.parent_order_id).executeTakeFirstOrThrow();
    const before = (await etaHistory(db, o.id)).length;
    const far = await recordAgentPosition(db, { orderId: o.id, token: tokenOf(o.path), latitude: home.latitude + 0.03, longitude: home.longitude, accuracyM: 12 });
    expect(far).toMatchObject({ distanceM: 3336, etaMinutes: 11, text: "3.3 km away · about 11 min" });
    const seen = await agentLocationForPatient(db, 1, o.id);
    expect(seen).toMatchObject({ onTheWay: true, distanceM: 3336, etaMinutes: 11, live: true, text: "3.3 km away · about 11 min" });

    const near = await recordAgentPosition(db, { orderId: o.id, token: tokenOf(o.path), latitude: home.latitude + 0.005, longitude: home.longitude, accuracyM: null });
    expect(near.etaMinutes).toBe(2);
    const history = await etaHistory(db, o.id);
    expect(history).toHaveLength(before + 2);
    expect(history.slice(-2).map((h) => h.etaMinutes)).toEqual([11, 2]);
  });

  it("another order's id, a changed token, or a visit not on the way cannot take positions", async () => {
    const { db } = services();
    const o = await order("71000000082");
    const other = await order("71000000081"); // same family booking, pickup confirmed, agent not on the way yet
    const position = { latitude: 17.49, longitude: 78.39, accuracyM: null };
    await expect(recordAgentPosition(db, { orderId: other.id, token: tokenOf(o.path), ...position })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(recordAgentPosition(db, { orderId: o.id, token: tokenOf(o.path).replace(/^./, (c) => (c === "A" ? "B" : "A")), ...position })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(recordAgentPosition(db, { orderId: other.id, token: tokenOf(other.path), ...position })).rejects.toMatchObject({ code: "BAD_REQUEST", message: TRACKING_CLOSED_MESSAGE });
    // Through the page's own action: a wrong token is not found, a bad position is refused with a clear message.
    const post = (token: string, body: Record<string, string>) =>
      shareAction({ ...route, request: new Request(`http://localhost/phlebo-track/${o.id}/${token}`, { method: "POST", body: new URLSearchParams(body) }), params: { orderId: String(o.id), token } });
    expect((await post("x".repeat(32), { latitude: "17.49", longitude: "78.39" })).status).toBe(404);
    const bad = await post(tokenOf(o.path), { latitude: "917", longitude: "78.39" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: "Your phone sent a location we cannot read. Please try again." });
  });

  it("only the order's own account reads the agent's location (IDOR)", async () => {
    const { db } = services();
    const o = await order("71000000082");
    await expect(agentLocationForPatient(db, 2, o.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const read = async (cookie?: string) =>
      agentLocationRoute({ ...route, request: new Request(`http://localhost/resources/orders/${o.id}/agent-location`, { headers: cookie ? { cookie } : {} }), params: { orderId: String(o.id) } });
    expect((await read(await cookieFor(2, "9000000002"))).status).toBe(404);
    expect((await read()).status).toBe(404);
    const own = await read(await cookieFor(1, "9000000001"));
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
