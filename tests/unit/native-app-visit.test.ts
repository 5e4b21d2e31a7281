/**
 * Spec §6 "Users arriving from the native app are flagged": the app opens its first page with ?source=app (or
 * its user agent), and the flag holds for the rest of the visit through a session cookie, so the pages the patient
 * moves on to (no flag in their links) are flagged too.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nativeAppVisitCookie, requestRoles } from "~/.server/domain/accounts/roles";
import { hasNativeAppCookie } from "~/lib/roles";
import { action } from "~/routes/resources.analytics";
import { captureLogsForTesting } from "~/.server/log";

const CHROME = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("the native-app flag for the visit", () => {
  it("a request from the app sets a session cookie: no Max-Age and no Expires, so it ends with the visit", () => {
    const set = nativeAppVisitCookie("/lab-tests?source=app", CHROME, null)!;
    expect(set).toMatch(/^a247_app=1; Path=\/; HttpOnly; SameSite=Lax/);
    expect(set).not.toMatch(/Max-Age|Expires/i);
    expect(nativeAppVisitCookie("/", "Mozilla/5.0 Apollo247App/7.1", null)).toMatch(/^a247_app=1;/);
  });

  it("is set once: not again when the visit already carries it, and never for an ordinary visit", () => {
    expect(nativeAppVisitCookie("/?source=app", CHROME, "a=1; a247_app=1")).toBeNull();
    expect(nativeAppVisitCookie("/lab-tests", CHROME, null)).toBeNull();
    expect(nativeAppVisitCookie("/?source=apps", CHROME, null)).toBeNull();
    expect(nativeAppVisitCookie("/lab-tests?utm_source=app", CHROME, null)).toBeNull();
  });

  it("reads the flag however the query spells it: a percent-encoded name is the same parameter", () => {
    expect(nativeAppVisitCookie("/lab-tests?keyword=cbc&%73ource=app", CHROME, null)).toMatch(/^a247_app=1;/);
    expect(nativeAppVisitCookie("/lab-tests?SOURCE=x&source=app", CHROME, null)).toMatch(/^a247_app=1;/);
  });

  it("a later page without the flag in its URL is still flagged by the cookie", () => {
    const later = new Request("http://localhost/settings", { headers: { cookie: "x=1; a247_app=1", "user-agent": CHROME } });
    expect(requestRoles(later).nativeApp).toBe(true);
    expect(requestRoles(new Request("http://localhost/settings", { headers: { "user-agent": CHROME } })).nativeApp).toBe(false);
    // Only our own cookie's exact value counts.
    expect(hasNativeAppCookie("a247_app=0")).toBe(false);
    expect(hasNativeAppCookie("xa247_app=1")).toBe(false);
  });

  describe("analytics events carry the flag", () => {
    let logs: ReturnType<typeof captureLogsForTesting>;
    beforeEach(() => (logs = captureLogsForTesting()));
    afterEach(() => logs.restore());

    const beacon = (cookie: string) =>
      action({
        request: new Request("http://localhost/resources/analytics", {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": CHROME, origin: "http://localhost", cookie },
          body: JSON.stringify({ events: [{ event: "impression", screen: "a247_home", version: 1, section: "offers", item_id: "x", ts: 1 }] }),
        }),
        params: {},
        context: {},
      });

    it("native_app is true for a flagged visit and false otherwise", async () => {
      await beacon("analytics_consent=ACCEPTED; a247_app=1");
      await beacon("analytics_consent=ACCEPTED");
      expect(logs.records.map((r) => r.native_app)).toEqual([true, false]);
    });
  });
});
