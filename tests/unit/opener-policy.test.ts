/**
 * Google sign-in's popup ("Google sign-in popup timeout 10 s", platform §9) must be able to hand the signed-in page
 * back to the window that opened it, after visiting Google. Cross-Origin-Opener-Policy "same-origin" would cut that
 * link, so the button's pages keep their popups and the popup's own pages set no isolation; every other page keeps
 * "same-origin".
 */
import { describe, expect, it } from "vitest";
import { BASE_SECURITY_HEADERS, openerPolicyFor } from "~/.server/security-headers";

describe("Cross-Origin-Opener-Policy by page", () => {
  it("the sign-in pages with the Google button keep the popups they open", () => {
    expect(openerPolicyFor("/login")).toBe("same-origin-allow-popups");
    expect(openerPolicyFor("/internationallogin")).toBe("same-origin-allow-popups");
  });

  it("the popup's start and callback pages set no isolation of their own", () => {
    expect(openerPolicyFor("/auth/google")).toBe("unsafe-none");
    expect(openerPolicyFor("/auth/google/callback")).toBe("unsafe-none");
  });

  it("every other page stays same-origin", () => {
    for (const p of ["/", "/lab-tests", "/my-account", "/login/x", "/auth/google/other", "/chat-room/1"]) expect(openerPolicyFor(p), p).toBe("same-origin");
    expect(BASE_SECURITY_HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });
});
