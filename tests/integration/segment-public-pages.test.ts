/**
 * Issue 24: "Signed-in visitors get the segment's cached page plus the one personal request, as on the screens."
 * Signed in, the care plans', health checks', doctors', specialties', treatments' and scans' public pages are the
 * segment's (Circle members and others each their own): the key holds the segment, never the account; the render
 * the segment shares has nobody's name, number or data; the one personal request brings each account only its own
 * and a visitor nothing.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";
import { publicPageOf } from "~/.server/public-pages";
import { sharedViewerOfCookie } from "~/.server/page-segment";
import { startSession } from "~/.server/session";
import { loader as rootLoader } from "~/root";
import { loader as personalLoader } from "~/routes/resources.personal";
import { loader as careFirstLoader } from "~/routes/membership.care-first";
import { loader as familyDoctorLoader } from "~/routes/membership.family-doctor-plan";
import { loader as prohealthSlugLoader } from "~/routes/apollo-prohealth.$slug";
import { loader as doctorsLoader } from "~/routes/doctors.$slug";
import { loader as specialtyLoader } from "~/routes/specialties.$slug";
import { loader as conditionLoader } from "~/routes/conditions.$slug";
import { loader as scanSearchLoader } from "~/routes/lab-tests.radiology";
import { loader as scanLoader } from "~/routes/radiology.$name";
import { loader as scanCentresLoader } from "~/routes/radiology-details.$name";
import { targets } from "./harness";

const AARAV = { accountId: 1, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: true }; // Circle
const PRIYA = { accountId: 2, mobileNumber: "9000000002", countryCode: "+91", isCircleMember: false }; // corporate
// Both in Hyderabad (Priya's default address is elsewhere): only the segment tells their pages apart.
const HYDERABAD = "diag_location=" + encodeURIComponent(JSON.stringify({ cityId: 9, cityName: "Hyderabad", pincode: "500085", latitude: 17.492737, longitude: 78.39656, stateCode: "TS" }));
/** The accounts' names (a doctor may share a surname: Dr. Sneha Nair), family members, numbers, a key. */
const PERSONAL = /Aarav|Sharma|Meera|Kabir|Sushila|Priya|Raghavan|9000000001|9000000002|idempotencyKey|accountId/;

const cookieOf = async (u: typeof AARAV) => `${(await startSession(u)).split(";")[0]}; ${HYDERABAD}`;
const get = (url: string, cookie?: string) => new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });
type Loader = (args: LoaderFunctionArgs) => unknown;
const dataOf = async (value: unknown) => (value instanceof Response ? value.json() : value);

/** Each page of the issue: an address, its route's loader, and the route's params. */
const PAGES: { name: string; url: string; loader: Loader; params: Record<string, string> }[] = [
  { name: "care-plan", url: "/membership/care-first?sub_plan_id=x&utm_source=y", loader: careFirstLoader, params: {} },
  { name: "care-plan", url: "/membership/family-doctor-plan?plan_id=FHP1", loader: familyDoctorLoader, params: {} },
  { name: "health-check", url: "/apollo-prohealth/apollo-prohealth-essential", loader: prohealthSlugLoader, params: { slug: "apollo-prohealth-essential" } },
  { name: "health-check", url: "/apollo-prohealth/full-body-checkup", loader: prohealthSlugLoader, params: { slug: "full-body-checkup" } },
  { name: "doctor-listing", url: "/doctors/cardiology-in-hyderabad-scity?sort=fee", loader: doctorsLoader, params: { slug: "cardiology-in-hyderabad-scity" } },
  { name: "doctor", url: "/doctors/dr-farah-khan", loader: doctorsLoader, params: { slug: "dr-farah-khan" } },
  { name: "specialty", url: "/specialties/cardiology", loader: specialtyLoader, params: { slug: "cardiology" } },
  { name: "treatment", url: "/conditions/thyroid-treatment-doctors", loader: conditionLoader, params: { slug: "thyroid-treatment-doctors" } },
  { name: "scan-search", url: "/lab-tests/radiology?keyword=mri", loader: scanSearchLoader, params: {} },
  { name: "scan", url: "/radiology/mri-brain", loader: scanLoader, params: { name: "mri-brain" } },
  { name: "scan-centres", url: "/radiology-details/mri-brain-c-hyderabad", loader: scanCentresLoader, params: { name: "mri-brain-c-hyderabad" } },
];

describe.each(targets)("signed-in public pages shared by their segment on $name", () => {
  it.each(PAGES)("$name ($url): the segment's page, members and others their own, with nobody's data", async ({ url, loader, params }) => {
    const [aarav, priya] = [await cookieOf(AARAV), await cookieOf(PRIYA)];
    const routeOf = (cookie: string) => new HtmlCache().route({ method: "GET", url, headers: new Headers({ cookie }) });
    const [member, other] = [(await routeOf(aarav))!, (await routeOf(priya))!];
    // A member and a non-member: each their own segment's page, neither keyed by an account.
    expect(member?.key, url).toMatch(/\|9:500085\|circle\+signed_in$/);
    expect(other?.key, url).toMatch(/\|9:500085\|corporate\+signed_in$/);
    expect(member.key.replace(/\|[^|]+$/, "")).toBe(other.key.replace(/\|[^|]+$/, ""));
    for (const key of [member.key, other.key]) expect(key).not.toMatch(PERSONAL);

    // What each segment's page is drawn from: the route's URL, the render's headers (no session) and the viewer.
    const render = async (route: typeof member) => {
      const request = new Request(`http://localhost:3000${route.url}`, { headers: new HtmlCache().renderRequestHeaders(new Headers(), route.viewer.location) });
      const args = { request, params, context: { sharedViewer: route.viewer } };
      const [data, root] = [await dataOf(await loader(args)), await rootLoader(args)];
      expect(root, url).toMatchObject({ signedIn: true, userAfterLoad: true, user: null });
      expect(JSON.stringify([data, root]), url).not.toMatch(PERSONAL);
      // Nothing on these pages is personal: no part to ask for after load but the header's name.
      expect(JSON.stringify(data), url).not.toMatch(/personalAfterLoad/);
      return data as Record<string, unknown>;
    };
    const [forMembers, forOthers] = [await render(member), await render(other)];
    if (!url.startsWith("/radiology-details/")) expect(forMembers, url).toEqual(forOthers);

    // Rendered for the account (a client-side navigation), the page is the one the account's segment shares (a page
    // of free slots is drawn at another moment, so only its kind of page is compared).
    if (publicPageOf(url.split("?")[0])?.slots) return;
    const own = async (cookie: string) => dataOf(await loader({ request: get(url, cookie), params, context: {} }));
    expect(await own(aarav), url).toEqual(forMembers);
    expect(await own(priya), url).toEqual(forOthers);
  });

  // "Members see member prices where the circle price is lower than the normal price": a city's centres for a scan
  // are priced for the segment the page is cached for.
  it("a scan's centres are priced for Circle members on the Circle segment's page only", async () => {
    const page = async (cookie: string) => {
      const route = (await new HtmlCache().route({ method: "GET", url: "/radiology-details/mri-brain-c-hyderabad", headers: new Headers({ cookie }) }))!;
      const data = (await scanCentresLoader({ request: get(route.url), params: { name: "mri-brain-c-hyderabad" }, context: { sharedViewer: route.viewer } })) as { item: { price: number; memberPrice: number | null }; clinics: { price: number; registrationFee: number }[] };
      return data;
    };
    const [forMembers, forOthers] = [await page(await cookieOf(AARAV)), await page(await cookieOf(PRIYA))];
    expect(forMembers.item.memberPrice).not.toBeNull();
    expect(forMembers.item.memberPrice!).toBeLessThan(forMembers.item.price);
    expect(forMembers.clinics.length).toBeGreaterThan(0);
    expect(forMembers.clinics.map((c) => c.price - c.registrationFee * 100)).toEqual(forMembers.clinics.map(() => forMembers.item.memberPrice));
    expect(forOthers.clinics.map((c) => c.price - c.registrationFee * 100)).toEqual(forOthers.clinics.map(() => forOthers.item.price));
    // A visitor's page is priced as for anyone not in Circle.
    const visitor = await scanCentresLoader({ request: get("/radiology-details/mri-brain-c-hyderabad"), params: { name: "mri-brain-c-hyderabad" }, context: { sharedViewer: await sharedViewerOfCookie(HYDERABAD) } });
    expect((visitor as typeof forOthers).clinics).toEqual(forOthers.clinics);
  });

  it("the one personal request brings each account only its own, and a visitor nothing", async () => {
    const personal = async (cookie: string) => {
      const res = await personalLoader({ request: get("/resources/personal", cookie), params: {}, context: {} });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return (await res.json()) as { user: { accountId: number; firstName: string; mobileNumber: string } | null; sections: object };
    };
    const [a, b] = [await personal(await cookieOf(AARAV)), await personal(await cookieOf(PRIYA))];
    expect(a.user).toMatchObject({ accountId: 1, firstName: "Aarav", mobileNumber: "9000000001" });
    expect(b.user).toMatchObject({ accountId: 2, firstName: "Priya", mobileNumber: "9000000002" });
    expect(JSON.stringify(b)).not.toMatch(/Aarav|9000000001/);
    expect(await personal(HYDERABAD)).toEqual({ user: null, sections: {} });
  });
});
