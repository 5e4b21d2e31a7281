import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "~/lib/same-origin";

const h = (o: Record<string, string>) => new Headers(o);

describe("cross-site form posts are refused", () => {
  it("refuses a POST from another site, by Origin or by Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite("POST", h({ origin: "https://evil.example" }), "localhost:3000")).toBe(true);
    expect(isCrossSiteWrite("POST", h({ origin: "null" }), "localhost:3000")).toBe(true);
    expect(isCrossSiteWrite("POST", h({ "sec-fetch-site": "cross-site" }), "localhost:3000")).toBe(true);
    expect(isCrossSiteWrite("POST", h({ "sec-fetch-site": "same-site", origin: "http://sub.localhost:3000" }), "localhost:3000")).toBe(true);
  });
  it("lets same-origin posts, reads and API clients through", () => {
    expect(isCrossSiteWrite("POST", h({ origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }), "localhost:3000")).toBe(false);
    expect(isCrossSiteWrite("GET", h({ origin: "https://evil.example" }), "localhost:3000")).toBe(false);
    expect(isCrossSiteWrite("POST", h({}), "localhost:3000")).toBe(false);
  });
});
