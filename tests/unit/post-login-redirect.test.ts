import { describe, expect, it } from "vitest";
import { postLoginRedirect } from "~/lib/post-login-redirect";

describe("post-login redirect", () => {
  it("'allowed only for paths that begin with: the specialties listing, appointments, orders, /doctors/, /pay-clinic-visit, /pay-online-consult, /order-details/, /chat-room/, /payments'", () => {
    for (const ok of [
      "/specialties", "/specialties/cardiology", "/appointments", "/orders", "/orders/order-summary/12", "/doctors/cardiology-in-hyderabad-scity",
      "/pay-clinic-visit", "/pay-online-consult?id=4", "/order-details/123", "/chat-room/ab12", "/payments", "/payments/diagnostics/9#top",
    ]) {
      expect(postLoginRedirect(ok), ok).toBe(ok);
    }
  });

  it("anything else — other hosts, //evil, javascript:, encoded tricks — goes home", () => {
    for (const bad of [
      null, undefined, "", "https://evil.example/orders", "//evil.example/orders", "///evil.example", "/\\evil.example", "\\\\evil.example",
      "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,hi", "/%2F%2Fevil.example", "/%2f/evil.example", "/%5Cevil.example",
      "/orders/../admin", "/orders/%2e%2e/admin", "/ordersevil", "/doctors/", "/patients", "/my-account", "orders", "/orders\n/x",
      "/%0d%0aSet-Cookie:x=1", "/ orders", "/payments%00", "/order-details",
    ]) {
      expect(postLoginRedirect(bad as string), String(bad)).toBe("/");
    }
  });
});

describe("post-login redirect: the cart's extension (docs/decisions/2026-11-23-cart-sign-in-returns-to-cart.md)", () => {
  it("sign-in started from the cart returns to the cart", () => {
    for (const ok of ["/tests-cart", "/review-cart?itemIds=1001,1071", "/selected-patients"]) expect(postLoginRedirect(ok), ok).toBe(ok);
  });
  it("…with the same checks as every other allowed path", () => {
    for (const bad of ["/tests-cartx", "//evil.example/tests-cart", "/tests-cart/../my-account", "/%2Ftests-cart", "https://evil.example/tests-cart"]) {
      expect(postLoginRedirect(bad), bad).toBe("/");
    }
  });
});

describe("post-login redirect: the prescription page (docs/decisions/2026-11-23-prescription-upload.md)", () => {
  it("sign-in started from a consult's prescription link returns to it, query included", () => {
    expect(postLoginRedirect("/diagnostic-prescription?consult_id=abc-123")).toBe("/diagnostic-prescription?consult_id=abc-123");
    for (const bad of ["/diagnostic-prescriptionx", "/diagnostic-prescription/../my-account", "//evil.example/diagnostic-prescription"]) {
      expect(postLoginRedirect(bad), bad).toBe("/");
    }
  });
});

describe("post-login redirect: health checks (docs/decisions/2026-11-27-health-checks.md)", () => {
  it("'Sign in to book' on a health-check page returns to it, query included", () => {
    for (const ok of ["/apollo-prohealth", "/apollo-prohealth/full-body-checkup?city=Hyderabad", "/apollo-prohealth/hra", "/apollo-prohealth-details/hyderabad/apollo-hospitals-jubilee-hills/full-body-checkup"]) {
      expect(postLoginRedirect(ok), ok).toBe(ok);
    }
    for (const bad of ["/apollo-prohealthx", "/apollo-prohealth/../my-account", "//evil.example/apollo-prohealth"]) expect(postLoginRedirect(bad), bad).toBe("/");
  });
});
