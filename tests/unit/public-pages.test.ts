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
      "/doctors/dermatology-in-hyderabad-scity",
      "/doctors/doctors-in-hyderabad-dcity",
      "/doctors/doctors-in-madhapur-dloc",
      "/doctors/dermatology-in-madhapur-sloc",
      "/doctors/dr-farah-khan",
      "/specialties",
      "/specialties/paediatrics",
      "/conditions/acne-treatment-doctors",
      "/procedures/root-canal-doctors",
      "/radiology",
      "/radiology/mri-brain",
      "/radiology/mri-brain-c-hyderabad",
      "/radiology-details/mri-brain-c-hyderabad",
      "/circle-landing",
      "/circle-faq",
      "/circle-terms",
      "/membership/care-first",
      "/membership/family-doctor-plan",
      "/lab-tests/radiology",
    ]) expect(publicPageOf(path), path).not.toBeNull();
  });

  it("the scan search shares the item route's shape but is its own page, keyed by its keyword", () => {
    expect(publicPageOf("/lab-tests/radiology")?.name).toBe("scan-search");
    expect(publicPageQuery(publicPageOf("/lab-tests/radiology")!, "?utm_source=x&keyword=mri&source=home")).toBe("?keyword=mri");
    expect(publicPageQuery(publicPageOf("/circle-landing")!, "?sub_plan_id=CIRCLE_12&gclid=1")).toBe("?sub_plan_id=CIRCLE_12");
  });

  it("leaves out personal pages, data requests and the steps of a purchase", () => {
    for (const path of ["/guest-health-records", "/health-insurance/x", "/orders", "/tests-cart", "/my-account", "/lab-tests/thyroid.data", "/lab-tests/%E0%A4", "/lab-tests", "/hospital/3/edit",
      "/doctors/doctors-near-me", "/doctors/quickbook", "/doctors/quick-book-listing", "/doctors/dr-farah-khan.data", "/radiology-cart", "/radiology-success", "/radiology-order-details/4", "/conditions/acne",
      "/pay-care", "/instant-consult", "/apollo-prohealth/appointments", "/circle-landing.data"]) {
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
    // The location as chosen (the database's own for a city and pincode is tested in shared-page-location.test.ts).
    const c = new HtmlCache(async (chosen) => chosen);
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

  it("the spec's doctor and scan pages that show free slots are marked so: kept briefly, dropped when slots change", () => {
    for (const path of ["/doctors/dermatology-in-hyderabad-scity", "/doctors/dr-farah-khan", "/specialties/paediatrics", "/conditions/acne-treatment-doctors", "/procedures/root-canal-doctors", "/radiology-details/mri-brain-c-hyderabad"]) {
      expect(publicPageOf(path)?.slots, path).toBe(true);
    }
    for (const path of ["/specialties", "/radiology", "/radiology/mri-brain", "/lab-tests/lipid-profile"]) expect(publicPageOf(path)?.slots, path).toBeUndefined();
  });

  it("keys a doctor listing on its filters and a profile on its day only: tracking and cache-busters make no new page", async () => {
    const c = new HtmlCache();
    const a = (await c.route(req("/doctors/dermatology-in-hyderabad-scity?utm_source=ad&sort=price_ascending&gclid=1&mode=online")))!;
    const b = (await c.route(req("/doctors/dermatology-in-hyderabad-scity?mode=online&sort=price_ascending&cb=9")))!;
    expect(a.url).toBe("/doctors/dermatology-in-hyderabad-scity?mode=online&sort=price_ascending");
    expect(a.key).toBe(b.key);
    // A profile reads the chosen day, nothing else: a listing's filters on it make no new page.
    const p1 = (await c.route(req("/doctors/dr-farah-khan?sort=price_ascending&utm_campaign=x")))!;
    const p2 = (await c.route(req("/doctors/dr-farah-khan")))!;
    expect(p1.key).toBe(p2.key);
    expect((await c.route(req("/doctors/dr-farah-khan?day=2030-01-15&fbclid=z")))!.url).toBe("/doctors/dr-farah-khan?day=2030-01-15");
    expect((await c.route(req("/radiology-details/mri-brain-c-hyderabad?utm_source=x")))!.url).toBe("/radiology-details/mri-brain-c-hyderabad");
  });

  it("a doctor page is cached; a change of free slots drops it (and every slot page) but not the other pages", async () => {
    const c = new HtmlCache();
    const doctor = (await c.route(req("/doctors/dr-farah-khan")))!;
    const listing = (await c.route(req("/specialties/dermatology")))!;
    const item = (await c.route(req("/lab-tests/lipid-profile")))!;
    await c.set(doctor.key, "public|/doctors/dr-farah-khan", "<p>Next slot 10:00</p>", "", []);
    await c.set(listing.key, "public|/specialties/dermatology", "<p>Next slot 10:00</p>", "", []);
    await c.set(item.key, "public|/lab-tests/lipid-profile", "<p>₹499</p>", "", []);
    expect(c.get(doctor.key)?.showsSlots).toBe(true);
    expect(c.get(item.key)?.showsSlots).toBeFalsy();
    c.dropSlotPages();
    expect(c.get(doctor.key)).toBeUndefined();
    expect(c.get(listing.key)).toBeUndefined();
    expect(c.get(item.key)).toBeDefined();
  });

  it("a slot page rendered before slots changed is answered but not kept", async () => {
    const c = new HtmlCache();
    const key = (await c.route(req("/doctors/dr-farah-khan")))!.key;
    const result = await c.fill(key, async (generation) => {
      c.dropSlotPages(); // a booking lands while the page is rendering
      return { page: await c.set(key, "public|/doctors/dr-farah-khan", "<p>Next slot 10:00</p>", "", [], generation) };
    });
    expect(result.page).not.toBeNull();
    expect(c.get(key)).toBeUndefined();
  });
});
