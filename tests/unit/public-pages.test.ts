/**
 * The fixes issue: "Key on the path plus the parameters the page reads." Public pages (item pages, listings,
 * search results, FAQ and topic pages, hospitals) are cached signed out under that key, as configured screens are.
 */
import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";
import { publicPageOf, publicPageQuery } from "~/.server/public-pages";
import { LOCATION_COOKIE } from "~/lib/location";

const req = (url: string, h: Record<string, string> = {}, method = "GET") => ({ method, url, headers: new Headers(h) });

describe("public pages in the rendered-HTML cache", () => {
  it("recognises every route form of an item page, listings, search, content and hospital pages", () => {
    for (const path of [
      "/lab-tests/thyroid-profile-total-t3-t4-tsh",
      "/hi/lab-tests/thyroid-profile-total-t3-t4-tsh",
      "/lab-tests/thyroid-profile-total-t3-t4-tsh-c-hyderabad",
      "/lab-tests/thyroid-profile-total-t3-t4-tsh/hyderabad",
      "/test-details/1031",
      "/test-listing/full-body-checkup",
      "/lab-tests-category/diabetes-c-hyderabad",
      "/lab-tests-city/hyderabad",
      "/category-listing/thyroid",
      "/search-test/thyroid",
      "/health-queries",
      "/lab-tests-queries/fasting",
      "/diagnostic-health-topics/thyroid/tsh",
      "/faq",
      "/hospitals-and-clinics",
      "/hospital/3",
      "/blog",
      "/blog/managing-thyroid-health",
      "/health-tools/bmi-calculator",
      "/sitemap/diagnostic",
      "/health-insurance",
      "/weight-loss",
      "/policies",
      "/policies/covid19-kavach",
    ]) expect(publicPageOf(path), path).not.toBeNull();
  });

  it("leaves out personal pages, data requests and the scan search that shares the item route's shape", () => {
    for (const path of ["/guest-health-records", "/health-insurance/x", "/orders", "/tests-cart", "/my-account", "/lab-tests/radiology", "/lab-tests/thyroid.data", "/lab-tests/%E0%A4", "/lab-tests", "/hospital/3/edit"]) {
      expect(publicPageOf(path), path).toBeNull();
    }
  });

  it("keys a listing on the parameters it reads only, in a fixed order: cache-busters and tracking make no new page", async () => {
    const c = new HtmlCache();
    const a = (await c.route(req("/test-listing/full-body-checkup?utm_source=x&sort=price_low&cb=1&page=2")))!;
    const b = (await c.route(req("/test-listing/full-body-checkup?page=2&sort=price_low&fbclid=y")))!;
    expect(a.url).toBe("/test-listing/full-body-checkup?page=2&sort=price_low");
    expect(a.key).toBe(b.key);
    const item = (await c.route(req("/lab-tests/thyroid-profile-total-t3-t4-tsh?cb=7&utm_medium=email")))!;
    expect(item.url).toBe("/lab-tests/thyroid-profile-total-t3-t4-tsh");
    expect(item.key).toBe("/lab-tests/thyroid-profile-total-t3-t4-tsh|web|9:500085|signed_out");
  });

  it("keys by view and chosen location, as the page differs by both", async () => {
    const c = new HtmlCache();
    const phone = (await c.route(req("/lab-tests/lipid-profile", { "user-agent": "iPhone Mobile" })))!;
    const delhi = { cityId: 1, cityName: "New Delhi", pincode: "110001", latitude: 28.6139, longitude: 77.209, stateCode: "DL" };
    const city = (await c.route(req("/lab-tests/lipid-profile", { cookie: `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify(delhi))}` })))!;
    expect(phone.key).toBe("/lab-tests/lipid-profile|mweb|9:500085|signed_out");
    expect(city.key).toBe("/lab-tests/lipid-profile|web|1:110001|signed_out");
  });

  it("bounds a parameter's value, so a long query cannot make a long key", () => {
    const page = publicPageOf("/hospitals-and-clinics")!;
    expect(publicPageQuery(page, `?city=${"x".repeat(5000)}`).length).toBeLessThan(120);
    expect(publicPageQuery(page, "?utm_source=x")).toBe("");
    // An empty parameter is still read by its page: "?q=" is a search too short to run, not no search.
    expect(publicPageQuery(publicPageOf("/blog")!, "?q=&utm_source=x")).toBe("?q=");
    // The insurance listing reads its six filters only, in a fixed order.
    expect(publicPageQuery(publicPageOf("/health-insurance")!, "?roomRent=no-limit&utm_source=x&age=36-45")).toBe("?age=36-45&roomRent=no-limit");
  });

  it("never takes a POST or a page asked with an injected fault", () => {
    const c = new HtmlCache();
    expect(c.isCandidate(req("/lab-tests/lipid-profile", {}, "POST"))).toBe(false);
    expect(c.isCandidate(req("/lab-tests/lipid-profile", { "x-sdui-fault": "content" }))).toBe(false);
    expect(c.isCandidate(req("/lab-tests/lipid-profile"))).toBe(true);
  });
});
