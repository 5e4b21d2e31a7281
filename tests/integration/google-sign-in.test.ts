/**
 * Google sign-in against a local OpenID Connect fake (discovery, authorize, token with PKCE, JWKS, RS256 ID
 * tokens): an unlinked identity is kept until the patient verifies their mobile number, then links to that account;
 * a linked identity signs straight in; a provider-verified phone number links at once; a tampered state or a wrong
 * nonce signs no one in; the popup gets its own pages.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useGoogleSettingsForTesting } from "~/.server/providers/google-oidc";
import { sessionUserOfCookie } from "~/.server/session";
import { withPendingGoogleLink } from "~/features/auth/google/google.server";
import { loader as start } from "~/routes/auth.google";
import { loader as callback } from "~/routes/auth.google.callback";
import { targets, servicesOfTarget } from "./harness";
import { startFakeOidc, type FakeOidc } from "../fakes/oidc-provider";

const CLIENT_ID = "a247-web.apps.example";
const CLIENT_SECRET = "fake-secret";

let fake: FakeOidc;
let issuer = "";
/** Who the fake says is signing in, and whether to break the nonce. */
let person: FakeOidc["person"];

beforeAll(async () => {
  fake = await startFakeOidc({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  issuer = fake.issuer;
  person = fake.person;
  useGoogleSettingsForTesting({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});
afterAll(async () => {
  useGoogleSettingsForTesting(undefined);
  await fake.close();
});

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
const cookieNamed = (res: Response, name: string) => cookiesOf(res).find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1) ?? null;
async function settle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

/** Start → the fake's authorize → the callback, as the browser would follow them. */
async function signInWithGoogle(query = "?continue=%2Fappointments", tamper?: (callbackUrl: URL) => void): Promise<Response> {
  const started = await settle(() => start({ request: new Request(`http://localhost/auth/google${query}`), params: {}, context: {} }) as Promise<Response>);
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get("location")!);
  expect(authorize.origin).toBe(issuer);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  const back = await fetch(authorize, { redirect: "manual" });
  const callbackUrl = new URL(back.headers.get("location")!);
  tamper?.(callbackUrl);
  return settle(() => callback({ request: new Request(`http://localhost/auth/google/callback${callbackUrl.search}`, { headers: { cookie: cookieNamed(started, "g_oidc")! } }), params: {}, context: {} }) as Promise<Response>);
}

describe.each(targets)("Google sign-in on $name", (target) => {
  const services = servicesOfTarget(target);

  it("an unlinked identity waits for the mobile number; once verified by OTP it is linked, and the next Google sign-in opens that account", async () => {
    person.sub = `g-${crypto.randomUUID()}`;
    person.phone = null;
    const first = await signInWithGoogle();
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/login?link=google&continue=%2Fappointments");
    expect(cookieNamed(first, "__session")).toBeNull(); // nobody is signed in yet
    const pending = cookieNamed(first, "g_link")!;
    expect(pending).toBeTruthy();

    // The OTP sign-in of account 9000000001 links the waiting identity.
    const account = await services().db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
    const after = await withPendingGoogleLink(new Request("http://localhost/login", { headers: { cookie: pending } }), account.id, new Response(null));
    expect(after.headers.getSetCookie().some((c) => c.startsWith("g_link=;"))).toBe(true);

    const second = await signInWithGoogle();
    expect(second.headers.get("location")).toBe("/appointments");
    const session = await sessionUserOfCookie(cookieNamed(second, "__session"));
    expect(session).toMatchObject({ accountId: account.id, mobileNumber: "9000000001", countryCode: "+91" });
  });

  it("a phone number the provider verified links to that number's account at once", async () => {
    person.sub = `g-${crypto.randomUUID()}`;
    person.phone = "+919000000002";
    const res = await signInWithGoogle("");
    expect(res.headers.get("location")).toBe("/");
    expect(await sessionUserOfCookie(cookieNamed(res, "__session"))).toMatchObject({ mobileNumber: "9000000002" });
    person.phone = null;
  });

  it("a tampered state, a wrong nonce or no started sign-in signs no one in", async () => {
    const tampered = await signInWithGoogle("", (u) => u.searchParams.set("state", "forged"));
    expect(tampered.headers.get("location")).toBe("/login?google=failed");
    expect(cookieNamed(tampered, "__session")).toBeNull();
    person.badNonce = true;
    const nonce = await signInWithGoogle("");
    person.badNonce = false;
    expect(nonce.headers.get("location")).toBe("/login?google=failed");
    expect(cookieNamed(nonce, "__session")).toBeNull();
    const cold = await settle(() => callback({ request: new Request("http://localhost/auth/google/callback?code=x&state=y"), params: {}, context: {} }) as Promise<Response>);
    expect(cold.headers.get("location")).toBe("/login?google=failed");
  });

  it("in the popup, the first page tells the opener it opened and the last hands over the next page", async () => {
    const started = await settle(() => start({ request: new Request("http://localhost/auth/google?popup=1"), params: {}, context: {} }) as Promise<Response>);
    expect(started.status).toBe(200);
    const html = await started.text();
    expect(html).toContain('data-stage="started"');
    expect(html).toContain(`data-next="${issuer}/authorize?`);
    expect(html).toContain('src="/resources/google-popup.js"');
  });

  it("without a client id Google sign-in does not exist", async () => {
    useGoogleSettingsForTesting(null);
    try {
      expect((await settle(() => start({ request: new Request("http://localhost/auth/google"), params: {}, context: {} }) as Promise<Response>)).status).toBe(404);
    } finally {
      useGoogleSettingsForTesting({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    }
  });
});
