/**
 * Google sign-in through OpenID Connect (`openid-client`): discovery, an authorization URL with PKCE, state and
 * nonce, and the code exchange with the ID token checked (issuer, audience, signature, nonce). Configured by
 * environment: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_OIDC_ISSUER (Google by default; a local fake in
 * tests). Without a client id, Google sign-in is off and its button is not shown.
 *
 * Every request to the provider gives up after the spec's "Google sign-in popup timeout 10 s".
 */
import * as oidc from "openid-client";
import { isProduction } from "../env";

export const GOOGLE_SIGN_IN_TIMEOUT_S = 10;
export const GOOGLE_ISSUER = "https://accounts.google.com";

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

let override: GoogleSettings | null | undefined;
/** Tests point sign-in at a local fake provider. */
export function useGoogleSettingsForTesting(settings: GoogleSettings | null | undefined) {
  override = settings;
  configs.clear();
}

export function googleSettings(): GoogleSettings | null {
  if (override !== undefined) return override;
  const clientId = process.env.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  return { issuer: process.env.GOOGLE_OIDC_ISSUER || GOOGLE_ISSUER, clientId, clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? "" };
}

const configs = new Map<string, Promise<oidc.Configuration>>();

function configOf(s: GoogleSettings): Promise<oidc.Configuration> {
  const key = `${s.issuer} ${s.clientId}`;
  let found = configs.get(key);
  if (!found) {
    const issuer = new URL(s.issuer);
    // Plain HTTP only for a provider on this machine outside production (the tests' fake).
    const local = !isProduction() && issuer.protocol === "http:" && ["localhost", "127.0.0.1"].includes(issuer.hostname);
    found = oidc.discovery(issuer, s.clientId, s.clientSecret, undefined, { timeout: GOOGLE_SIGN_IN_TIMEOUT_S, execute: local ? [oidc.allowInsecureRequests] : [] });
    // A failed discovery is tried again next time, not remembered.
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

export interface GoogleChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export async function googleAuthorizationUrl(s: GoogleSettings, redirectUri: string): Promise<{ url: URL; checks: GoogleChecks }> {
  const config = await configOf(s);
  const checks = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
    state: checks.state,
    nonce: checks.nonce,
    prompt: "select_account",
  });
  return { url, checks };
}

export interface GoogleIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** E.164, only when the provider says it verified it. */
  verifiedPhone: string | null;
}

/** Exchanges the callback's code; any failed check throws. */
export async function googleIdentityOf(s: GoogleSettings, callbackUrl: URL, checks: GoogleChecks): Promise<GoogleIdentity> {
  const config = await configOf(s);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error("no subject in the ID token");
  const phone = typeof claims.phone_number === "string" && claims.phone_number_verified === true ? claims.phone_number : null;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof claims.email === "string" && claims.email_verified === true ? claims.email : null,
    verifiedPhone: phone,
  };
}
