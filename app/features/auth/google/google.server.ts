/**
 * Google sign-in (spec: "Google sign-in popup timeout 10 s"): /auth/google starts it, /auth/google/callback ends it.
 * A Google identity already linked opens its account; one whose provider vouches for a phone number of an account
 * is linked to it; any other is kept (signed, 10 minutes) until the patient verifies their mobile number by OTP on
 * the sign-in page, which links it. The checks (PKCE verifier, state, nonce) travel in a signed, httpOnly cookie.
 */
import { createCookie, redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { appOrigin } from "~/.server/allowed-hosts";
import { env, isProduction } from "~/.server/env";
import { createUserSession } from "~/.server/session";
import { log } from "~/.server/log";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { accountOfGoogleIdentity, accountOfPhone, linkGoogleIdentity } from "~/.server/domain/accounts/google-identities";
import { googleAuthorizationUrl, googleIdentityOf, googleSettings, type GoogleChecks, type GoogleIdentity } from "~/.server/providers/google-oidc";
import { postLoginRedirect } from "~/lib/post-login-redirect";
import { GOOGLE_FAILED_MESSAGE } from "~/lib/google-sign-in";

const cookieOptions = () => ({ httpOnly: true, sameSite: "lax" as const, secure: isProduction(), path: "/", maxAge: 600, secrets: [env().SESSION_SECRET] });
const checksCookie = () => createCookie("g_oidc", cookieOptions());
export const pendingLinkCookie = () => createCookie("g_link", cookieOptions());

interface Started extends GoogleChecks {
  continueTo: string | null;
  popup: boolean;
}

const callbackUrl = () => `${appOrigin()}/auth/google/callback`;
const failed = (continueTo: string | null) =>
  `/login?google=failed${continueTo ? `&continue=${encodeURIComponent(continueTo)}` : ""}`;

/** A page for the popup: tells the window that opened it, then goes on (popup.js). */
function popupPage(stage: "started" | "done", next: string, headers: Headers): Response {
  const attr = next.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in with Google</title>` +
    `<script src="/resources/google-popup.js" defer></script></head><body data-stage="${stage}" data-next="${attr}"><p>Signing in with Google…</p></body></html>`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  return new Response(html, { status: 200, headers });
}

/** GET /auth/google?continue=&popup=1 */
export async function startGoogleSignIn(request: Request): Promise<Response> {
  const settings = googleSettings();
  if (!settings) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const continueTo = url.searchParams.get("continue")?.slice(0, 500) ?? null;
  const popup = url.searchParams.get("popup") === "1";
  let authorization: Awaited<ReturnType<typeof googleAuthorizationUrl>>;
  try {
    authorization = await googleAuthorizationUrl(settings, callbackUrl());
  } catch (e) {
    log.warn({ event: "GOOGLE_SIGN_IN_UNAVAILABLE", message: String((e as Error)?.message ?? e) });
    return redirect(failed(continueTo));
  }
  const headers = new Headers({ "Set-Cookie": await checksCookie().serialize({ ...authorization.checks, continueTo, popup } satisfies Started) });
  if (popup) return popupPage("started", authorization.url.href, headers);
  headers.set("Location", authorization.url.href);
  return new Response(null, { status: 302, headers });
}

/** GET /auth/google/callback?code=&state= */
export async function finishGoogleSignIn(request: Request): Promise<Response> {
  const settings = googleSettings();
  if (!settings) throw new Response("Not found", { status: 404 });
  const started = (await checksCookie().parse(request.headers.get("Cookie"))) as Started | null;
  if (!started?.state) return redirect(failed(null));
  const clear = await checksCookie().serialize("", { maxAge: 0 });
  const finish = (response: Response) => {
    response.headers.append("Set-Cookie", clear);
    if (!started.popup) return response;
    // In the popup: hand the next page to the window that opened it.
    const next = response.headers.get("Location") ?? "/";
    const headers = new Headers();
    for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
    return popupPage("done", next, headers);
  };
  let identity: GoogleIdentity;
  try {
    identity = await googleIdentityOf(settings, new URL(`${callbackUrl()}${new URL(request.url).search}`), started);
  } catch (e) {
    log.warn({ event: "GOOGLE_SIGN_IN_FAILED", message: String((e as Error)?.message ?? e) });
    return finish(redirect(failed(started.continueTo)));
  }
  const { db } = await getServices();
  let accountId = await accountOfGoogleIdentity(db, identity.issuer, identity.subject);
  if (accountId === null && identity.verifiedPhone) {
    const byPhone = await accountOfPhone(db, identity.verifiedPhone);
    if (byPhone) accountId = await linkGoogleIdentity(db, byPhone.id, identity);
  }
  if (accountId === null) {
    // Not linked yet: the patient verifies their mobile number by OTP, and sign-in links the identity.
    const pending = await pendingLinkCookie().serialize({ issuer: identity.issuer, subject: identity.subject, email: identity.email });
    const target = `/login?link=google${started.continueTo ? `&continue=${encodeURIComponent(started.continueTo)}` : ""}`;
    return finish(redirect(target, { headers: { "Set-Cookie": pending } }));
  }
  const account = await db.selectFrom("accounts").select(["id", "country_code", "mobile_number"]).where("id", "=", accountId).executeTakeFirstOrThrow();
  const signedIn = await createUserSession(
    { accountId: account.id, mobileNumber: account.mobile_number, countryCode: account.country_code, isCircleMember: await accountIsCircleMember(db, account.id) },
    postLoginRedirect(started.continueTo),
  );
  return finish(signedIn);
}

/**
 * After an OTP sign-in: a Google identity waiting for its mobile number is linked to the account just verified, and
 * its cookie cleared. Never blocks signing in.
 */
export async function withPendingGoogleLink(request: Request, accountId: number, response: Response): Promise<Response> {
  const cookie = pendingLinkCookie();
  const pending = (await cookie.parse(request.headers.get("Cookie"))) as { issuer?: string; subject?: string; email?: string | null } | null;
  if (!pending?.issuer || !pending.subject) return response;
  try {
    const { db } = await getServices();
    await linkGoogleIdentity(db, accountId, { issuer: pending.issuer, subject: pending.subject, email: pending.email ?? null });
  } catch (e) {
    log.warn({ event: "GOOGLE_LINK_FAILED", message: String((e as Error)?.message ?? e) });
  }
  response.headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return response;
}

export { GOOGLE_FAILED_MESSAGE };
