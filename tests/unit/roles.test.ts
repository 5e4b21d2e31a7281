import { describe, expect, it } from "vitest";
import { isTrackableUser } from "~/.server/domain/accounts/roles";
import { isCircleMember, isCorporateUser, isFromNativeApp, isInternationalUser, msTeamsMode, rolesOf } from "~/lib/roles";

describe("roles", () => {
  it("'Circle member: an active subscription named 'CIRCLE PLAN'' (status active, ACTIVE or deferred_active)", () => {
    expect(isCircleMember([{ name: "CIRCLE PLAN", status: "active" }], "2026-11-28")).toBe(true);
    expect(isCircleMember([{ name: "CIRCLE PLAN", status: "ACTIVE" }], "2026-11-28")).toBe(true);
    expect(isCircleMember([{ name: "CIRCLE PLAN", status: "deferred_active" }], "2026-11-28")).toBe(true);
    expect(isCircleMember([{ name: "CIRCLE PLAN", status: "expired" }], "2026-11-28")).toBe(false);
    expect(isCircleMember([{ name: "FAMILY DOCTOR PLAN", status: "active" }], "2026-11-28")).toBe(false);
    expect(isCircleMember([], "2026-11-28")).toBe(false);
  });

  it("'Corporate user: a patient with a non-empty partnerId'", () => {
    expect(isCorporateUser([{ partnerId: null }, { partnerId: "HDFCBANK" }])).toBe(true);
    expect(isCorporateUser([{ partnerId: "" }, { partnerId: "   " }, {}])).toBe(false);
  });

  it("'A patient is international if a stored country code exists and is not +91'", () => {
    expect(isInternationalUser("+971")).toBe(true);
    expect(isInternationalUser("+91")).toBe(false);
    expect(isInternationalUser(null)).toBe(false);
    expect(isInternationalUser("")).toBe(false);
  });

  it("'A Teams single-sign-on mode applies when the utm source equals MSTeams, with a return url kept in storage'", () => {
    expect(msTeamsMode(new URL("https://www.apollo247.com/lab-tests?utm_source=MSTeams&x=1"))).toEqual({ active: true, returnUrl: "/lab-tests?utm_source=MSTeams&x=1" });
    expect(msTeamsMode(new URL("https://www.apollo247.com/?utm_source=msteams"))).toEqual({ active: false, returnUrl: null });
  });

  it("'Users arriving from the native app are flagged'", () => {
    expect(isFromNativeApp(new URL("https://www.apollo247.com/?source=app"), null)).toBe(true);
    expect(isFromNativeApp(new URL("https://www.apollo247.com/"), "Mozilla/5.0 Apollo247App/7.1")).toBe(true);
    expect(isFromNativeApp(new URL("https://www.apollo247.com/"), "Mozilla/5.0 Chrome/126")).toBe(false);
  });

  it("'Search-engine and bot user agents are treated as non-actual users and are excluded from tracking'", () => {
    expect(isTrackableUser("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(false);
    expect(isTrackableUser("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36")).toBe(true);
    expect(isTrackableUser(null)).toBe(false);
  });

  it("a visitor has only the visitor role; a signed-in user collects every role that applies", () => {
    expect(rolesOf({ signedIn: false, countryCode: "+971", subscriptions: [{ name: "CIRCLE PLAN", status: "active" }], patients: [], today: "2026-11-28" })).toEqual(["visitor"]);
    expect(rolesOf({ signedIn: true, countryCode: "+971", subscriptions: [{ name: "CIRCLE PLAN", status: "active" }], patients: [{ partnerId: "SBIYONO" }], today: "2026-11-28" }))
      .toEqual(["patient", "circle", "corporate", "international"]);
  });
});
