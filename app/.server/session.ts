/**
 * Sessions are kept server-side, in the `sessions` table, and checked on every request. The signed cookie
 * (httpOnly, SameSite=Lax, Secure in production) carries a random token whose SHA-256 is the row's id, plus the
 * account's display facts. A session ends when it is signed out (this device or everywhere), after
 * SESSION_IDLE_TIMEOUT_MS without a request, or SESSION_MAX_AGE_S after sign-in — whichever comes first — and
 * a copy of the cookie made before then is worthless afterwards.
 */
import crypto from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { readCookie } from "~/lib/location";
import { ACTIVE_SUBSCRIPTION_STATUSES, CIRCLE_PLAN_NAME } from "~/lib/roles";
import { indiaDate } from "~/lib/india-date-time";
import { env, isProduction } from "./env";
import { getServices } from "./app-context";

export const SESSION_COOKIE = "__session";
/** Longest a session lives, active or not. */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
/** A session not used for this long is over: the one place the inactivity timeout is set. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60_000;
/** "Last seen" is written at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

interface SessionData {
  token: string;
  accountId: number;
  mobileNumber: string;
  countryCode: string;
  isCircleMember: boolean;
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | null = null;
export function sessionStorage() {
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: isProduction(),
        secrets: [env().SESSION_SECRET],
        maxAge: SESSION_MAX_AGE_S,
      },
    });
  }
  return storage;
}

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export interface SessionUser {
  accountId: number;
  mobileNumber: string;
  isCircleMember: boolean;
  /** Dial code the account signed in with ("+91" for India). */
  countryCode: string;
}

const tokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** One database check per request, however many loaders ask. */
const checked = new WeakMap<Request, Promise<SessionUser | null>>();

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let user = checked.get(request);
  if (!user) {
    user = lookUpSessionUser(request);
    checked.set(request, user);
  }
  return user;
}

function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  return sessionUserOfCookie(request.headers.get("Cookie"));
}

/** Could this Cookie header hold a session? Without one, a request is a visitor's and needs no lookup at all. */
export const mayHoldSession = (cookie: string | null | undefined): boolean => !!cookie?.includes(`${SESSION_COOKIE}=`);

/**
 * The signed-in user of a Cookie header, checked against the sessions table (revoked, idle and expired sessions
 * give null). For callers that have no Fetch Request, such as the HTTP server's page cache.
 */
export async function sessionUserOfCookie(cookie: string | null, now = Date.now()): Promise<SessionUser | null> {
  if (!mayHoldSession(cookie)) return null;
  const session = await verifiedCookie(cookie!);
  const token = session.get("token");
  const accountId = session.get("accountId");
  if (typeof token !== "string" || typeof accountId !== "number") return null;
  const { db } = await getServices();
  const id = tokenHash(token);
  // Circle membership is read with the session, not from the cookie: a plan bought after sign-in (the gateway's
  // callback writes it) gives member prices on the very next request, and a refunded one stops them.
  const row = await db
    .selectFrom("sessions")
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("subscriptions")
            .select("subscriptions.id")
            .whereRef("subscriptions.account_id", "=", "sessions.account_id")
            .where("subscriptions.name", "=", CIRCLE_PLAN_NAME)
            .where("subscriptions.status", "in", [...ACTIVE_SUBSCRIPTION_STATUSES])
            // The roles rule: a plan still marked active after its last day does not make a member.
            .where("subscriptions.end_date", ">=", indiaDate(new Date(now))),
        )
        .as("is_circle_member"),
    )
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.account_id !== accountId || row.revoked_at != null) return null;
  if (now - Number(row.last_seen_at) > SESSION_IDLE_TIMEOUT_MS || now - Number(row.created_at) > SESSION_MAX_AGE_S * 1000) return null;
  if (now - Number(row.last_seen_at) > SESSION_TOUCH_INTERVAL_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).where("last_seen_at", "<", now - SESSION_TOUCH_INTERVAL_MS).execute();
  }
  return {
    accountId,
    mobileNumber: String(session.get("mobileNumber") ?? ""),
    // PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0.
    isCircleMember: row.is_circle_member === true || Number(row.is_circle_member) === 1,
    countryCode: String(session.get("countryCode") ?? "+91"),
  };
}

/**
 * A cookie's signature is checked once per distinct value: whether a value was signed with our secret never
 * changes while the process runs. Only that check is remembered — whether the session still stands is asked of
 * the database on every request. Unverifiable values are not remembered (they cannot push real ones out).
 */
const verified = new LRUCache<string, Partial<SessionData>>({ max: 10_000 });
async function verifiedCookie(cookie: string) {
  const raw = readCookie(cookie, SESSION_COOKIE);
  const known = raw ? verified.get(raw) : undefined;
  if (known) return { get: <K extends keyof SessionData>(k: K) => known[k] };
  const session = await sessionStorage().getSession(raw ? `${SESSION_COOKIE}=${raw}` : cookie);
  if (raw && typeof session.get("token") === "string") verified.set(raw, { ...session.data } as Partial<SessionData>);
  return session;
}

/** Starts a server-side session for `user` and returns the Set-Cookie value that carries it. */
export async function startSession(user: SessionUser, now = Date.now()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const { db } = await getServices();
  await db.insertInto("sessions").values({ id: tokenHash(token), account_id: user.accountId, created_at: now, last_seen_at: now, revoked_at: null }).execute();
  const session = await sessionStorage().getSession();
  session.set("token", token);
  session.set("accountId", user.accountId);
  session.set("mobileNumber", user.mobileNumber);
  session.set("countryCode", user.countryCode);
  session.set("isCircleMember", user.isCircleMember);
  return sessionStorage().commitSession(session);
}

/**
 * Signs a user in with a brand-new session: nothing of the pre-sign-in session is carried over (rotation),
 * so a session value planted before sign-in is worthless afterwards.
 */
export async function createUserSession(user: SessionUser, redirectTo: string): Promise<Response> {
  return redirect(redirectTo, { headers: { "Set-Cookie": await startSession(user) } });
}

/** Ends this request's session on the server and clears the cookie. */
export async function signOut(request: Request, redirectTo = "/"): Promise<Response> {
  const session = await getSession(request);
  const token = session.get("token");
  if (typeof token === "string") {
    const { db } = await getServices();
    await db.updateTable("sessions").set({ revoked_at: Date.now() }).where("id", "=", tokenHash(token)).where("revoked_at", "is", null).execute();
  }
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}

/** "Sign out everywhere": ends every session of the signed-in account, this one included. */
export async function signOutEverywhere(request: Request, redirectTo = "/"): Promise<Response> {
  const user = await getSessionUser(request);
  if (user) {
    const { db } = await getServices();
    await db.updateTable("sessions").set({ revoked_at: Date.now() }).where("account_id", "=", user.accountId).where("revoked_at", "is", null).execute();
  }
  return signOut(request, redirectTo);
}

/** The signed-in user, or a redirect to sign-in that comes back here. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?continue=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
