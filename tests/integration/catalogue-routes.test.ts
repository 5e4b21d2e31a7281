/** The search data routes: the search modal's GET /resources/search and the content service's diagnosticdoctoritemsearch. */
import { describe, expect, it } from "vitest";
import { loader as searchRoute } from "~/routes/resources.search";
import { loader as contentSearch } from "~/routes/content.diagnosticdoctoritemsearch";
import { targets, servicesOfTarget } from "./harness";
import type { LoaderFunctionArgs } from "@remix-run/node";

/** Both routes' answers, as far as these tests read them. */
interface SearchBody {
  success?: boolean;
  data: { itemName: string }[] & { diagnostics: { itemName: string }[]; doctors: unknown[] };
  popularSearches: unknown[];
}

const call = async (loader: (args: LoaderFunctionArgs) => Promise<Response>, url: string) => {
  const res = await loader({ request: new Request(`http://localhost${url}`), params: {}, context: {} });
  return { status: res.status, cache: res.headers.get("cache-control"), body: (await res.json()) as SearchBody };
};

describe.each(targets)("search routes on $name", (target) => {
  servicesOfTarget(target);

  it("GET /resources/search answers a typo'd keyword with the thyroid profile, cacheable for a minute", async () => {
    const r = await call(searchRoute, "/resources/search?keyword=thyriod&cityId=9");
    expect(r.status).toBe(200);
    expect(r.cache).toMatch(/max-age=60/);
    expect(r.body.data.map((i) => i.itemName)).toContain("Thyroid Profile Total (T3, T4, TSH)");
    // Only what a result row shows.
    expect(Object.keys(r.body.data[0]).sort()).toEqual(["diagnosticPricing", "itemId", "itemInclusionCount", "itemName", "itemType", "url"]);
  });

  it("without a keyword it gives the popular searches; bad input is a 400", async () => {
    const r = await call(searchRoute, "/resources/search");
    expect(r.body.popularSearches[0]).toMatchObject({ itemName: "Complete Blood Count (CBC)", url: "/lab-tests/complete-blood-count-cbc" });
    expect((await call(searchRoute, "/resources/search?keyword=cbc&cityId=abc")).status).toBe(400);
    expect((await call(searchRoute, "/resources/search?keyword=cbc&itemType=SCAN")).status).toBe(400);
  });

  it("GET /content/diagnosticdoctoritemsearch answers in the content service's envelope", async () => {
    const r = await call(contentSearch, "/content/diagnosticdoctoritemsearch?keyword=vitamn%20d&city=9");
    expect(r.body.success).toBe(true);
    expect(r.body.data.diagnostics[0].itemName).toBe("Vitamin D (25-OH)");
    expect(r.body.data.doctors).toEqual([]);
    expect((await call(contentSearch, "/content/diagnosticdoctoritemsearch?city=9")).body).toMatchObject({ success: false });
  });

  it("GET /content/diagnosticdoctoritemsearch returns doctors: by name, and by specialty with the city's doctors first", async () => {
    type Hit = { name: string; specialtyName: string; cityName: string; url: string };
    const byName = (await call(contentSearch, "/content/diagnosticdoctoritemsearch?keyword=farah%20khan&city=9")).body.data.doctors as Hit[];
    expect(byName[0]).toMatchObject({ name: "Dr. Farah Khan", url: "/doctors/dr-farah-khan" });
    const bySpecialty = (await call(contentSearch, "/content/diagnosticdoctoritemsearch?keyword=dermatology&city=9&size=24")).body.data.doctors as Hit[];
    expect(bySpecialty.length).toBeGreaterThan(1);
    expect(bySpecialty.every((d) => d.specialtyName === "Dermatology")).toBe(true);
    expect(bySpecialty[0].cityName).toBe("Hyderabad");
    const firstElsewhere = bySpecialty.findIndex((d) => d.cityName !== "Hyderabad");
    if (firstElsewhere >= 0) expect(bySpecialty.slice(firstElsewhere).every((d) => d.cityName !== "Hyderabad")).toBe(true);
  });

  it("the header search finds doctors and specialties with the tests", async () => {
    const r = (await call(searchRoute, "/resources/search?keyword=dermatology&cityId=9")).body as unknown as { doctors: { name: string; url: string }[]; specialties: { name: string; url: string }[] };
    expect(r.specialties).toEqual([{ slug: "dermatology", name: "Dermatology", url: "/specialties/dermatology" }]);
    expect(r.doctors.length).toBeGreaterThan(0);
    expect(r.doctors[0].url).toMatch(/^\/doctors\/dr-/);
  });

  it("diagnosticdoctoritemsearch returns doctors by name, and by a condition their specialty treats (the city's first)", async () => {
    const byName = await call(contentSearch, "/content/diagnosticdoctoritemsearch?keyword=farah%20khan&city=9");
    expect(byName.body.data.doctors).toEqual([expect.objectContaining({ name: "Dr. Farah Khan", specialtyName: "Paediatrics", url: "/doctors/dr-farah-khan" })]);
    const acne = (await call(contentSearch, "/content/diagnosticdoctoritemsearch?keyword=acne&city=9")).body.data.doctors as { specialtyName: string; cityName: string }[];
    expect(acne.length).toBeGreaterThan(1);
    expect(acne.every((d) => d.specialtyName === "Dermatology")).toBe(true);
    expect(acne[0].cityName).toBe("Hyderabad");
  });
});
