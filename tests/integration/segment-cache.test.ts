/**
 * Signed-in screens from a cache shared by the segment: the key holds the segment, never the account; the
 * shared render has nobody's data in it; the personal parts come from /resources/personal for the session's
 * own account only; a revoked session is a visitor.
 */
import { indiaDate } from "~/lib/india-date-time";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";
import { sharedViewerOfCookie } from "~/.server/page-segment";
import { signOut, startSession } from "~/.server/session";
import { publishScreenConfiguration } from "~/.server/content/store";
import { loader as labTestsLoader } from "~/routes/lab-tests._index";
import { loader as itemLoader } from "~/routes/lab-tests.$slug";
import { loader as listingLoader } from "~/routes/test-listing.$slug";
import { loader as rootLoader } from "~/root";
import { loader as personalLoader } from "~/routes/resources.personal";
import { loader as radiologyLoader } from "~/routes/radiology._index";
import { loader as prohealthLoader } from "~/routes/apollo-prohealth._index";
import { loader as circleLoader } from "~/routes/circle-landing";
import { circleMembershipOf } from "~/.server/domain/membership";
import { servicesOfTarget, targets } from "./harness";

const AARAV = { accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true }; // Circle
const PRIYA = { accountId: 2, mobileNumber: "9000000002", countryCode: "+91", isCircleMember: false }; // corporate (HDFCBANK)
const cookieOf = async (u: typeof AARAV) => (await startSession(u)).split(";")[0];
const get = (url: string, cookie?: string) => new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
const route = (cookie?: string) => new HtmlCache().route({ method: "GET", url: "/lab-tests", headers: new Headers(cookie ? { cookie } : {}) });

/** A per-user section whose data is the account's own profiles' names. */
function withMyProfiles() {
  const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.signed_in.json", "utf8"));
  config.containers[0].sections.push({
    order: 99,
    name: "my_profiles",
    type: "PastSearchCard",
    SSR: true,
    eager_load: false,
    per_user: true,
    data_source: {
      type: "API",
      api_type: "GRAPHQL",
      query: "query Mine { getPatientsByAccount { itemId: age itemName: firstName } }",
      result_path: "getPatientsByAccount",
    },
  });
  return config;
}

describe.each(targets)("segment-shared pages on $name", (target) => {
  const services = servicesOfTarget(target);

  it("keys a signed-in request by its segment (Circle, corporate), never by its account", async () => {
    const [a, b] = [await route(await cookieOf(AARAV)), await route(await cookieOf(PRIYA))];
    expect(a?.key).toBe("/lab-tests|web|9:500085|circle+signed_in");
    expect(b?.viewer.segments).toEqual(["signed_in", "corporate"]);
    expect(b?.key).toMatch(/\|corporate\+signed_in$/);
    for (const key of [a!.key, b!.key]) expect(key).not.toMatch(/9000000001|9000000002|Aarav|Priya/);
    // Another Circle account in the same place shares Aarav's page; the place is its default address until it picks one.
    // Membership is the database's word, not the cookie's: account 3's old plan expired, so it renews first.
    await services().db.insertInto("subscriptions").values({
      account_id: 3, group_name: "APOLLO", name: "CIRCLE PLAN", plan_id: "CIRCLEPlan", status: "active", purchase_type: "renewal",
      start_date: indiaDate(new Date()), end_date: indiaDate(new Date(Date.now() + 359 * 86_400_000)), sub_plan_id: "CIRCLE_12M", order_id: null, fee: 29900, source_meta_data: '{"purchase_type":"renewal"}',
    }).execute();
    const other = (await startSession({ ...AARAV, accountId: 3, mobileNumber: "9876543210" })).split(";")[0];
    expect((await route(other))?.key).toBe("/lab-tests|web|2:560034|circle+signed_in");
    const hyderabad = "diag_location=" + encodeURIComponent(JSON.stringify({ cityId: 9, cityName: "Hyderabad", pincode: "500085", latitude: 17.492737, longitude: 78.39656, stateCode: "TS" }));
    expect((await route(`${other}; ${hyderabad}`))?.key).toBe(a?.key);
  });

  // Issue 24: "Signed-in visitors get the segment's cached page plus the one personal request, as on the screens."
  it("signed in, a lab page is the segment's; the account's own pages are rendered for it", async () => {
    const cookie = await cookieOf(AARAV);
    const at = (url: string) => new HtmlCache().route({ method: "GET", url, headers: new Headers({ cookie }) });
    expect((await at("/lab-tests/thyroid-profile-total-t3-t4-tsh?utm_source=x"))?.key).toBe("/lab-tests/thyroid-profile-total-t3-t4-tsh|web|9:500085|circle+signed_in");
    expect((await at("/test-listing/full-body-checkup?page=2"))?.key).toBe("/test-listing/full-body-checkup?page=2|web|9:500085|circle+signed_in");
    // Pages that read no account: content, tools, hospitals, insurance, the site map.
    for (const url of ["/blog/vitamin-d-deficiency-in-india", "/faq", "/health-tools/bmi-calculator", "/hospitals-and-clinics?city=Chennai", "/health-insurance", "/sitemap", "/specialties"]) {
      expect((await at(url))?.key, url).toBe(`${url}|web|9:500085|circle+signed_in`);
    }
    // Scans' and health checks' landing pages and Circle's too, whose personal part comes after load.
    for (const url of ["/radiology", "/apollo-prohealth", "/circle-landing"]) {
      expect((await at(url))?.key, url).toBe(`${url}|web|9:500085|circle+signed_in`);
    }
    // Every public page is the segment's now (segment-public-pages.test.ts); the account's own pages never come
    // from the cache.
    expect(await at("/my-membership")).toBeNull();
    expect(await at("/radiology-cart")).toBeNull();
  });

  // "Members see member prices where the circle price is lower than the normal price" — on the item page and the
  // listing too, which signed in are the segment's: Circle comes from the segment the page is cached for.
  it("an item page and a listing are drawn with member prices for the Circle segment only, and for a member's own render", async () => {
    const member = await sharedViewerOfCookie(await cookieOf(AARAV));
    const plain = { ...member, segments: member.segments.filter((s) => s !== "circle") };
    expect(member.segments).toContain("circle");
    const item = async (context: Record<string, unknown>, cookie?: string) =>
      (await itemLoader({ request: get("/lab-tests/thyroid-profile-total-t3-t4-tsh", cookie), params: { slug: "thyroid-profile-total-t3-t4-tsh" }, context })) as Awaited<ReturnType<typeof itemLoader>>;
    const [forMembers, forOthers] = [await item({ sharedViewer: member }), await item({ sharedViewer: plain })];
    expect(forMembers.viewer).toMatchObject({ isCircleMember: true, signedIn: true });
    expect(forOthers.viewer).toMatchObject({ isCircleMember: false, signedIn: true });
    // Nothing else on the page differs, and what search engines read is the price for everyone.
    expect({ ...forMembers, viewer: null }).toEqual({ ...forOthers, viewer: null });
    expect(JSON.stringify(forMembers)).not.toMatch(/Aarav|9000000001/);
    // Rendered for the account (a client-side navigation), the session's own membership decides.
    expect((await item({}, await cookieOf(AARAV))).viewer.isCircleMember).toBe(true);
    expect((await item({}, await cookieOf(PRIYA))).viewer.isCircleMember).toBe(false);

    const listing = async (viewer: typeof member) =>
      (await listingLoader({ request: get("/test-listing/full-body-checkup"), params: { slug: "full-body-checkup" }, context: { sharedViewer: viewer } })) as Awaited<ReturnType<typeof listingLoader>>;
    expect((await listing(member)).viewer.isCircleMember).toBe(true);
    expect((await listing(plain)).viewer.isCircleMember).toBe(false);
  });

  // Issue 24: "Signed-in visitors get the segment's cached page plus the one personal request, as on the screens."
  // "A page with an errored or personal part is never cached for others."
  it("/radiology, /apollo-prohealth and /circle-landing are each the segment's page signed in, members and others their own, with nobody's data", async () => {
    // Both in Hyderabad (Priya's default address is elsewhere): only the segment tells their pages apart.
    const hyderabad = "diag_location=" + encodeURIComponent(JSON.stringify({ cityId: 9, cityName: "Hyderabad", pincode: "500085", latitude: 17.492737, longitude: 78.39656, stateCode: "TS" }));
    const [aarav, priya] = [`${await cookieOf(AARAV)}; ${hyderabad}`, `${await cookieOf(PRIYA)}; ${hyderabad}`];
    const routeOf = (url: string, cookie: string) => new HtmlCache().route({ method: "GET", url, headers: new Headers({ cookie }) });
    const PERSONAL = /Aarav|Sharma|Priya|Nair|9000000001|9000000002|idempotencyKey|membershipEndDate/;
    for (const url of ["/radiology", "/apollo-prohealth?city=hyderabad&utm_source=x", "/circle-landing?sub_plan_id=CIRCLE_6M"]) {
      const [member, other] = [(await routeOf(url, aarav))!, (await routeOf(url, priya))!];
      // A member and a non-member: each their own segment's page, neither keyed by an account.
      expect(member.key).toMatch(/\|circle\+signed_in$/);
      expect(other.key).toMatch(/\|corporate\+signed_in$/);
      expect(member.key.replace(/\|[^|]+$/, "")).toBe(other.key.replace(/\|[^|]+$/, ""));
      for (const key of [member.key, other.key]) expect(key).not.toMatch(PERSONAL);
      // What each segment's page is drawn from (its render has only the route's URL and viewer): nobody's data.
      const path = member.url.split("?")[0];
      const render = async (route: typeof member) => {
        const args = { request: get(route.url), params: {}, context: { sharedViewer: route.viewer } };
        const data = path === "/radiology" ? await radiologyLoader() : path === "/apollo-prohealth" ? await prohealthLoader(args) : await (await circleLoader(args)).json();
        const root = await rootLoader(args);
        expect(root, url).toMatchObject({ signedIn: true, userAfterLoad: true, user: null });
        expect(JSON.stringify([data, root]), url).not.toMatch(PERSONAL);
        return data as Record<string, unknown>;
      };
      const [forMembers, forOthers] = [await render(member), await render(other)];
      if (path !== "/circle-landing") {
        expect(forMembers, url).toEqual(forOthers);
        continue;
      }
      // Circle's page: what the segment says, and the personal part named for after load.
      expect(forMembers).toMatchObject({ signedIn: true, isCircleMember: true, chosen: "CIRCLE_6M", personal: null, personalAfterLoad: "circle_landing" });
      expect(forOthers).toMatchObject({ signedIn: true, isCircleMember: false, personal: null, personalAfterLoad: "circle_landing" });
    }
  });

  it("the personal request brings each account its own part of /circle-landing, fresh each time, and a visitor none", async () => {
    const part = async (cookie: string, page = "circle_landing") => {
      const res = await personalLoader({ request: get(`/resources/personal?page=${page}`, cookie), params: {}, context: {} });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return { status: res.status, body: (await res.json()) as { user: { firstName: string } | null; page?: { isCircleMember: boolean; membershipEndDate: string | null; defaults: { fullName: string; mobileNumber: string }; idempotencyKey: string } | null } };
    };
    const aarav = await cookieOf(AARAV);
    const [first, second] = [(await part(aarav)).body, (await part(aarav)).body];
    const membership = await circleMembershipOf(services().db, AARAV.accountId);
    expect(membership.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.user?.firstName).toBe("Aarav");
    expect(first.page).toMatchObject({ isCircleMember: true, membershipEndDate: membership.endDate, defaults: { fullName: "Aarav Sharma", mobileNumber: "9000000001" } });
    // One submit is one order: each page load gets its own key.
    expect(first.page?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.page?.idempotencyKey).not.toBe(first.page?.idempotencyKey);
    const priya = (await part(await cookieOf(PRIYA))).body;
    expect(priya.page).toMatchObject({ isCircleMember: false, membershipEndDate: null, defaults: { fullName: "Priya Nair", mobileNumber: "9000000002" } });
    expect(JSON.stringify(priya)).not.toMatch(/Aarav|9000000001/);
    expect((await part("")).body).toEqual({ user: null, sections: {}, page: null });
    expect((await part(aarav, "orders")).status).toBe(400);
    expect((await part(aarav, "__proto__")).status).toBe(400);
    // Rendered for the account (a client-side navigation), the page carries its own part and asks for none after load.
    const own = (await (await circleLoader({ request: get("/circle-landing", aarav), params: {}, context: {} })).json()) as { personal: unknown; personalAfterLoad: unknown };
    expect(own).toMatchObject({ personal: { isCircleMember: true, defaults: { fullName: "Aarav Sharma" } }, personalAfterLoad: null });
    // A visitor's page has no form to fill and nothing to ask for.
    const visitor = (await (await circleLoader({ request: get("/circle-landing"), params: {}, context: { sharedViewer: await sharedViewerOfCookie(null) } })).json()) as Record<string, unknown>;
    expect(visitor).toMatchObject({ signedIn: false, isCircleMember: false, personal: null, personalAfterLoad: null });
  });

  it("a revoked session is a visitor: the signed-out page, not the signed-in one", async () => {
    const cookie = await cookieOf(AARAV);
    expect((await route(cookie))?.viewer.segments).toContain("signed_in");
    await signOut(get("/", cookie));
    expect((await route(cookie))?.key).toBe("/lab-tests|web|9:500085|signed_out");
    expect((await route())?.key).toBe("/lab-tests|web|9:500085|signed_out");
  });

  it("the shared render has nobody's name or per-user data; each account gets only its own from /resources/personal", async () => {
    const published = await publishScreenConfiguration(services(), { screenName: "diag_home", screenView: "web", config: withMyProfiles(), publishedBy: "test" });
    expect(published.errors).toEqual([]);
    const viewer = await sharedViewerOfCookie(await cookieOf(AARAV));

    const page = (await labTestsLoader({ request: get("/lab-tests"), params: {}, context: { sharedViewer: viewer } })) as unknown as {
      data: { screen: { segment: string; containers: { sections: { name: string; mode: string; data?: unknown }[] }[] } };
      init: { headers: Headers };
    };
    const sections = page.data.screen.containers.flatMap((c) => c.sections);
    expect(page.data.screen.segment).toBe("signed_in");
    expect(sections.find((s) => s.name === "my_profiles")).toMatchObject({ mode: "personal" });
    expect(sections.find((s) => s.name === "my_profiles")?.data).toBeUndefined();
    expect(sections.find((s) => s.name === "previously_booked")).toMatchObject({ mode: "personal" });
    expect(page.init.headers.get("x-html-cache")).toMatch(/^diag_home\|web\|circle\+signed_in\|9\|\d+$/);
    expect(page.init.headers.get("cache-control")).toMatch(/^private/);
    const root = await rootLoader({ request: get("/lab-tests"), params: {}, context: { sharedViewer: viewer } });
    expect(root).toMatchObject({ signedIn: true, userAfterLoad: true, user: null });
    expect(JSON.stringify([page.data, root])).not.toMatch(/Aarav|Meera|Priya|9000000001/);

    const personal = async (cookie: string) => {
      const res = await personalLoader({ request: get("/resources/personal?screen=diag_home", cookie), params: {}, context: {} });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return (await res.json()) as { user: { firstName: string } | null; sections: Record<string, { status: string; props: { items: { itemName: string }[] } }> };
    };
    const a = await personal(await cookieOf(AARAV));
    const b = await personal(await cookieOf(PRIYA));
    expect(a.user?.firstName).toBe("Aarav");
    expect(b.user?.firstName).toBe("Priya");
    expect(a.sections.my_profiles.props.items.map((s) => s.itemName)).toEqual(["Aarav", "Meera", "Kabir", "Sushila"]);
    expect(b.sections.my_profiles.props.items.map((s) => s.itemName)).toEqual(["Priya", "Raghavan"]);
    expect(Object.keys(a.sections).sort()).toEqual(["my_profiles", "past_searches", "previously_booked", "recommended_for_you"]);
    // A visitor, or a revoked session, gets nothing personal.
    expect(await personal("")).toEqual({ user: null, sections: {} });
  });

  it("a per-user section is never sent through the per-section route to a signed-in account", async () => {
    const { loader: sectionLoader } = await import("~/routes/resources.section");
    const res = await sectionLoader({ request: get("/resources/section?screen=diag_home&section=previously_booked", await cookieOf(AARAV)), params: {}, context: {} });
    expect(res.status).toBe(404);
  });
});
