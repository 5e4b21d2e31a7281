/**
 * The search modal's data: GET /resources/search?keyword=&cityId=&itemType= answers searchDiagnosticItem as the
 * user types (a GET, so the browser and any CDN may reuse an answer for a minute); without a keyword it gives the
 * popular searches. Doctors (by name, specialty or condition) and specialties are found with the tests.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { searchDiagnosticItem } from "~/.server/domain/catalogue/catalogue";
import { getPopularSearches } from "~/.server/domain/catalogue/search";
import { DomainError } from "~/.server/domain/errors";
import { listSpecialties, searchDoctors } from "~/.server/domain/doctors";

const CACHE = "public, max-age=60, stale-while-revalidate=300";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = (url.searchParams.get("keyword") ?? "").slice(0, 100);
  const cityId = Number(url.searchParams.get("cityId") ?? "9");
  const size = Number(url.searchParams.get("size") ?? "10");
  const itemType = url.searchParams.get("itemType");
  if (!Number.isInteger(cityId) || cityId <= 0 || !Number.isInteger(size)) {
    return Response.json({ message: "cityId and size must be positive integers" }, { status: 400 });
  }
  const { db } = await getServices();
  if (!keyword.trim()) return Response.json({ popularSearches: await getPopularSearches(db) }, { headers: { "Cache-Control": CACHE } });
  try {
    const [result, doctors, specialties] = await Promise.all([
      searchDiagnosticItem(db, { keyword, cityId, size, itemType: itemType || null, includeRadiology: false }),
      itemType ? null : searchDoctors(db, keyword, cityId, 3),
      itemType ? [] : listSpecialties(db),
    ]);
    const words = keyword.toLowerCase().split(/\s+/).filter((w) => w.length >= 2);
    const specialtyHits = specialties
      .filter((sp) => words.length && words.every((w) => `${sp.name} ${sp.conditions.map((c) => c.name).join(" ")}`.toLowerCase().includes(w)))
      .slice(0, 3)
      .map((sp) => ({ slug: sp.slug, name: sp.name, url: `/specialties/${sp.slug}` }));
    // Only what a result row shows: names, links and prices, not every parameter of every item.
    const data = result.data.map((i) => ({
      itemId: i.itemId, itemName: i.itemName, itemType: i.itemType, url: i.url, itemInclusionCount: i.itemInclusionCount, diagnosticPricing: i.diagnosticPricing,
    }));
    const doctorHits = (doctors?.doctors ?? []).map((d) => ({ slug: d.slug, name: d.name, specialtyName: d.specialtyName, url: d.url }));
    return Response.json({ data, totalCount: result.totalCount, doctors: doctorHits, specialties: specialtyHits }, { headers: { "Cache-Control": CACHE } });
  } catch (e) {
    if (e instanceof DomainError) return Response.json({ message: e.message }, { status: 400 });
    throw e;
  }
}
