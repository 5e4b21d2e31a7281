import crypto from "node:crypto";
import Database from "better-sqlite3";
import { createCookieSessionStorage } from "@remix-run/node";
import type { BrowserContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";

export const EDITOR_TOKEN = "e2e-editor-token";
export const SESSION_SECRET = "e2e-session-secret-0123456789";

/** The sections a screen shows, in order, with their status. */
export async function sectionStatuses(page: Page) {
  return page.locator("[data-section]").evaluateAll((els) =>
    els.map((e) => ({ name: e.getAttribute("data-section"), status: e.getAttribute("data-section-status") })),
  );
}

/** The e2e server's database (DATABASE_URL in playwright.config.ts). */
export const E2E_DATABASE_FILE = "var/e2e/data.sqlite";

/**
 * A session made the way the server makes one: a row in the sessions table (keyed by the token's SHA-256)
 * and a signed cookie carrying the token. Returns the cookie's value. `startedAt` backdates it.
 */
export async function serverSessionCookie(user: { accountId: number; mobileNumber: string }, startedAt = Date.now()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = new Database(E2E_DATABASE_FILE);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("insert into sessions (id, account_id, created_at, last_seen_at, revoked_at) values (?, ?, ?, ?, null)")
      .run(crypto.createHash("sha256").update(token).digest("hex"), user.accountId, startedAt, startedAt);
  } finally {
    db.close();
  }
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("accountId", user.accountId);
  session.set("mobileNumber", user.mobileNumber);
  session.set("countryCode", "+91");
  return (await storage.commitSession(session)).split(";")[0].split("=").slice(1).join("=");
}

/** A signed-in browser session. Used where a test is about what a signed-in user sees rather than about signing in. */
export async function signInAs(context: BrowserContext, user: { accountId: number; mobileNumber: string }) {
  const value = await serverSessionCookie(user);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

type PublishResult = { success: boolean; version: number; errors: { path: string; message: string }[]; warnings?: { path: string; message: string }[] };

/**
 * The content API's publish as it answers (under the review rule a valid configuration goes to review).
 * `publishWithFailingSources` is the API's "Publish anyway?" for data sources that fail when tried.
 */
export async function apiPublish(
  request: import("@playwright/test").APIRequestContext,
  screenName: string,
  screenView: string,
  configuration: unknown,
  options: { publishWithFailingSources?: boolean } = {},
): Promise<PublishResult> {
  const res = await request.post("/graphql", {
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
    data: {
      query: `mutation($s: String!, $v: String!, $c: JSON!, $anyway: Boolean) { publishScreenConfiguration(screenName: $s, screenView: $v, configuration: $c, publishWithFailingSources: $anyway) { success version errors { path message } warnings { path message } } }`,
      variables: { s: screenName, v: screenView, c: configuration, anyway: options.publishWithFailingSources ?? false },
    },
  });
  return (await res.json()).data.publishScreenConfiguration as PublishResult;
}

/** A studio form post as the seeded publisher (9000000102); its HTTP status says how it went (200, 403, 409, 422). */
export async function studioActionAsPublisher(request: import("@playwright/test").APIRequestContext, path: string, form: Record<string, string>) {
  const cookie = await serverSessionCookie(accountOf("9000000102"));
  const res = await request.post(path, { form, headers: { cookie: `__session=${cookie}`, origin: baseURL }, maxRedirects: 0 });
  return res.status();
}

/** The live version of a screen, as the content API serves it. */
export async function liveVersionOf(request: import("@playwright/test").APIRequestContext, screenName: string, screenView: string, segment: string): Promise<number | null> {
  const res = await request.post("/graphql", {
    headers: { "content-type": "application/json" },
    data: { query: `query($s: String!, $v: String!, $g: String) { getContentfulScreenConfiguration(screenName: $s, screenView: $v, segmentType: $g) { response { version } } }`, variables: { s: screenName, v: screenView, g: segment } },
  });
  return (await res.json()).data.getContentfulScreenConfiguration.response?.version ?? null;
}

/**
 * Puts a configuration live as the content API and the studio do together: the API sends it (under the review
 * rule it becomes the studio draft, in review) and the seeded publisher, who did not make it, publishes it. A draft
 * left half-done by an earlier test is discarded first: it would otherwise be merged in and go live with it.
 */
export async function publish(request: import("@playwright/test").APIRequestContext, screenName: string, screenView: string, configuration: unknown): Promise<PublishResult> {
  const segment = (configuration as { segment_type?: string }).segment_type ?? "signed_out";
  const studio = `/studio/${screenName}/${screenView}/${segment}`;
  await studioActionAsPublisher(request, studio, { intent: "discard" });
  const r = await apiPublish(request, screenName, screenView, configuration);
  if (r.success || !r.errors.some((e) => e.message.startsWith("Review required"))) return r;
  const status = await studioActionAsPublisher(request, studio, { intent: "publish" });
  if (status !== 200) return { success: false, version: 0, errors: [{ path: "/", message: `the studio refused the publish (${status})` }] };
  return { success: true, version: (await liveVersionOf(request, screenName, screenView, segment)) ?? 0, errors: [] };
}

/** A seeded account's id by its number, read from the e2e database (for signInAs). */
export function accountOf(mobileNumber: string) {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true });
  try {
    const row = db.prepare("select id from accounts where mobile_number = ?").get(mobileNumber) as { id: number };
    return { accountId: row.id, mobileNumber };
  } finally {
    db.close();
  }
}
