/**
 * A local OpenID Connect provider standing in for Google: discovery, authorize (consents at once as `person`),
 * token with PKCE and client authentication, JWKS, and RS256 ID tokens made with node:crypto as RFC 7515
 * describes. Used by the sign-in integration test and the browser test of the popup.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeOidcPerson {
  sub: string;
  email: string;
  /** E.164; sent with phone_number_verified: true when set. */
  phone: string | null;
  /** Sign a nonce other than the one asked for. */
  badNonce: boolean;
}

export interface FakeOidc {
  issuer: string;
  person: FakeOidcPerson;
  close(): Promise<void>;
}

export async function startFakeOidc(options: { clientId: string; clientSecret: string; port?: number }): Promise<FakeOidc> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const sign = (claims: Record<string, unknown>) => {
    const input = `${b64({ alg: "RS256", kid: "k1", typ: "JWT" })}.${b64(claims)}`;
    return `${input}.${crypto.sign("sha256", Buffer.from(input), privateKey).toString("base64url")}`;
  };
  const person: FakeOidcPerson = { sub: "g-1001", email: "aarav@example.com", phone: null, badNonce: false };
  const codes = new Map<string, { nonce: string; challenge: string; sub: string; phone: string | null }>();
  let issuer = "";

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"], subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"], token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
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
      const basic = req.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
        : null;
      const [id, secret] = basic ?? [form.get("client_id"), form.get("client_secret")];
      if (id !== options.clientId || secret !== options.clientSecret) return json(401, { error: "invalid_client" });
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!grant || crypto.createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) return json(400, { error: "invalid_grant" });
      const now = Math.floor(Date.now() / 1000);
      const idToken = sign({
        iss: issuer, aud: options.clientId, sub: grant.sub, iat: now, exp: now + 300,
        nonce: person.badNonce ? "not-the-nonce" : grant.nonce, email: person.email, email_verified: true,
        ...(grant.phone ? { phone_number: grant.phone, phone_number_verified: true } : {}),
      });
      return json(200, { access_token: crypto.randomUUID(), token_type: "Bearer", expires_in: 300, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, person, close: () => new Promise<void>((r) => server.close(() => r())) };
}
