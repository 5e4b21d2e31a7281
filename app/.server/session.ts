/**
 * Remix cookie sessions: signed, httpOnly, SameSite=Lax, Secure in production.
 */
import crypto from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { env, isProduction } from "./env";

export const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

interface SessionData {
  accountId: number;
  mobileNumber: string;
  countryCode: string;
  isCircleMember: boolean;
  issuedAt: number;
  sid: string;
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

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)) return null;
  const session = await getSession(request);
  const accountId = session.get("accountId");
  if (typeof accountId !== "number") return null;
  // The cookie's Max-Age is only advice to the browser; a copied old cookie is refused here.
  const issuedAt = session.get("issuedAt");
  if (typeof issuedAt !== "number" || Date.now() - issuedAt > SESSION_MAX_AGE_S * 1000 || issuedAt > Date.now() + 60_000) return null;
  return {
    accountId,
    mobileNumber: String(session.get("mobileNumber") ?? ""),
    isCircleMember: session.get("isCircleMember") === true,
    countryCode: String(session.get("countryCode") ?? "+91"),
  };
}

/**
 * Signs a user in with a brand-new session: nothing of the pre-sign-in session is carried over (rotation),
 * so a session value planted before sign-in is worthless afterwards.
 */
export async function createUserSession(user: SessionUser, redirectTo: string): Promise<Response> {
  const session = await sessionStorage().getSession();
  session.set("accountId", user.accountId);
  session.set("mobileNumber", user.mobileNumber);
  session.set("countryCode", user.countryCode);
  session.set("isCircleMember", user.isCircleMember);
  session.set("issuedAt", Date.now());
  session.set("sid", crypto.randomBytes(16).toString("hex"));
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

export async function signOut(request: Request, redirectTo = "/"): Promise<Response> {
  const session = await getSession(request);
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
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
