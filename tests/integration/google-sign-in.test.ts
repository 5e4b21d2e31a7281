/**
 * Google sign-in against a local OpenID Connect fake (discovery, authorize, token with PKCE, JWKS, RS256 ID
 * tokens): an unlinked identity is kept until the patient verifies their mobile number, then links to that account;
 * a linked identity signs straight in; a provider-verified phone number links at once; a tampered state or a wrong
 * nonce signs no one in; the popup gets its own pages.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useGoogleSettingsForTesting } from "~/.server/providers/google-oidc";
import { sessionUserOfCookie } from "~/.server/session";
import { withPendingGoogleLink } from "~/features/auth/google/google.server";
import { loader as start } from "~/routes/auth.google";
import { loader as callback } from "~/routes/auth.google.callback";
import { targets, servicesOfTarget } from "./harness";

const CLIENT_ID = "a247-web.apps.example";
const CLIENT_SECRET = "fake-secret";

/** Who the fake says is signing in, and whether to break the nonce. */
const person: { sub: string; email: string; phone: string | null; badNonce: boolean } = { sub: "g-1001", email: "aarav@example.com", phone: null, badNonce: false };
let issuer = "";
let server: http.Server;
const codes = new Map<string, { nonce: string; challenge: string; sub: string; phone: string | null }>();

beforeAll(async () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  /** An RS256 JWT, made with node:crypto as RFC 7515 describes. */
  const sign = (claims: Record<string, unknown>) => {
    const input = `${b64({ alg: "RS256", kid: "k1", typ: "JWT" })}.${b64(claims)}`;
    return `${input}.${crypto.sign("sha256", Buffer.from(input), privateKey).toString("base64url")}`;
  };
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (status: number, body: unknown) => { res.writeHead(status, { "content-type": "application/json" }); res.end(JSON.stringify(body)); };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"], subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"], token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      // Consent at once: the fake's person signs in.
      const code = crypto.randomUUID();
      codes.set(code, { nonce: url.searchParams.get("nonce")!, challenge: url.searchParams.get("code_challenge")!, sub: person.sub, phone: person.phone });
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const basic = req.headers.authorization?.startsWith("Basic ") ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent) : null;
      const [id, secret] = basic ?? [form.get("client_id"), form.get("client_secret")];
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(401, { error: "invalid_client" });
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!grant || crypto.createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) return json(400, { error: "invalid_grant" });
      const now = Math.floor(Date.now() / 1000);
      const idToken = sign({
        iss: issuer, aud: CLIENT_ID, sub: grant.sub, iat: now, exp: now + 300,
        nonce: person.badNonce ? "not-the-nonce" : grant.nonce, email: person.email, email_verified: true,
        ...(grant.phone ? { phone_number: grant.phone, phone_number_verified: true } : {}),
      });
      return json(200, { access_token: crypto.randomUUID(), token_type: "Bearer", expires_in: 300, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  useGoogleSettingsForTesting({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});
afterAll(async () => {
  useGoogleSettingsForTesting(undefined);
  await new Promise((r) => server.close(r));
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
