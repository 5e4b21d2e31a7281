/**
 * Sessions live on the server: a cookie copied before sign-out is refused after it, "sign out everywhere"
 * ends every device's session, and a session left unused past SESSION_IDLE_TIMEOUT_MS is over.
 */
import { describe, expect, it } from "vitest";
import {
  getSessionUser,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  signOut,
  signOutEverywhere,
  startSession,
} from "~/.server/session";
import { action as logoutAction } from "~/routes/logout";
import { servicesOfTarget, targets } from "./harness";

const ALICE = { accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true };
const cookieOf = async (now?: number) => (await startSession(ALICE, now)).split(";")[0];
// A fresh Request per check: one request's answer is remembered for that request only.
const requestWith = (cookie: string, init: RequestInit = {}) => new Request("http://localhost:3000/my-account", { ...init, headers: { cookie, ...(init.headers ?? {}) } });
const userOf = (cookie: string) => getSessionUser(requestWith(cookie));

describe.each(targets)("server-side sessions on $name", (target) => {
  const services = servicesOfTarget(target);

  it("a cookie replayed after sign-out is no session", async () => {
    const cookie = await cookieOf();
    expect(await userOf(cookie)).toMatchObject({ accountId: 1, mobileNumber: "9000000001" });
    const res = await signOut(requestWith(cookie));
    expect(res.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await userOf(cookie)).toBeNull();
  });

  it("the sign-out form (POST /logout) ends the session on the server", async () => {
    const cookie = await cookieOf();
    const form = new URLSearchParams();
    await logoutAction({ request: requestWith(cookie, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } }), params: {}, context: {} });
    expect(await userOf(cookie)).toBeNull();
  });

  it("'sign out everywhere' ends the account's sessions on every device, and no other account's", async () => {
    const phone = await cookieOf();
    const laptop = await cookieOf();
    const bob = (await startSession({ accountId: 3, mobileNumber: "9876543210", countryCode: "+91", isCircleMember: false })).split(";")[0];
    const form = new URLSearchParams({ intent: "everywhere" });
    await logoutAction({ request: requestWith(laptop, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } }), params: {}, context: {} });
    expect(await userOf(phone)).toBeNull();
    expect(await userOf(laptop)).toBeNull();
    expect(await userOf(bob)).toMatchObject({ accountId: 3 });
    await signOutEverywhere(requestWith(bob));
    expect(await userOf(bob)).toBeNull();
  });

  it("a session unused for longer than the inactivity timeout is over; one in use is kept alive", async () => {
    const idle = await cookieOf(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000);
    expect(await userOf(idle)).toBeNull();
    const active = await cookieOf(Date.now() - SESSION_IDLE_TIMEOUT_MS + 60_000);
    expect(await userOf(active)).not.toBeNull();
    // That request counted as activity: the session now has a full timeout ahead of it.
    const rows = await services().db.selectFrom("sessions").select(["last_seen_at"]).orderBy("created_at", "desc").execute();
    expect(Math.max(...rows.map((r) => Number(r.last_seen_at)))).toBeGreaterThan(Date.now() - 10_000);
  });

  it("'last seen' is written at most once a minute, not on every request", async () => {
    const cookie = await cookieOf();
    const before = await services().db.selectFrom("sessions").select(["id", "last_seen_at"]).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) expect(await userOf(cookie)).not.toBeNull();
    const after = await services().db.selectFrom("sessions").select("last_seen_at").where("id", "=", before.id).executeTakeFirstOrThrow();
    expect(Number(after.last_seen_at)).toBe(Number(before.last_seen_at));
    expect(SESSION_TOUCH_INTERVAL_MS).toBe(60_000);
  });

  it("the session table holds only a hash of the cookie's token", async () => {
    const cookie = await cookieOf();
    const ids = (await services().db.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect(decodeURIComponent(cookie)).not.toContain(id);
    }
  });
});
