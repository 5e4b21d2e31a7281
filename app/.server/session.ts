/**
 * Remix cookie sessions: signed, httpOnly, SameSite=Lax, Secure in production.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env, isProduction } from "./env";

export const SESSION_COOKIE = "__session";

let storage: ReturnType<typeof createCookieSessionStorage> | null = null;
export function sessionStorage() {
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: isProduction(),
        secrets: [env().SESSION_SECRET],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
  }
  return storage;
}

export async function getSession(request: Request): Promise<Session> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export interface SessionUser {
  accountId: number;
  mobileNumber: string;
  isCircleMember: boolean;
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)) return null;
  const session = await getSession(request);
  const accountId = session.get("accountId");
  if (typeof accountId !== "number") return null;
  return {
    accountId,
    mobileNumber: String(session.get("mobileNumber") ?? ""),
    isCircleMember: session.get("isCircleMember") === true,
  };
}
