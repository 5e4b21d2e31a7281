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

/**
 * A signed-in browser session, made the way the server makes one (signed cookie). Used where a test is
 * about what a signed-in user sees rather than about signing in.
 */
export async function signInAs(context: BrowserContext, user: { accountId: number; mobileNumber: string }) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
  const session = await storage.getSession();
  session.set("accountId", user.accountId);
  session.set("mobileNumber", user.mobileNumber);
  session.set("issuedAt", Date.now());
  const header = await storage.commitSession(session);
  const value = header.split(";")[0].split("=").slice(1).join("=");
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

export async function publish(request: import("@playwright/test").APIRequestContext, screenName: string, screenView: string, configuration: unknown) {
  const res = await request.post("/graphql", {
    headers: { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" },
    data: {
      query: `mutation($s: String!, $v: String!, $c: JSON!) { publishScreenConfiguration(screenName: $s, screenView: $v, configuration: $c) { success version errors { path message } } }`,
      variables: { s: screenName, v: screenView, c: configuration },
    },
  });
  return (await res.json()).data.publishScreenConfiguration as { success: boolean; version: number; errors: unknown[] };
}
