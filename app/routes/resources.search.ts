/**
 * The search modal's data: GET /resources/search?keyword=&cityId=&itemType= answers searchDiagnosticItem as the
 * user types (a GET, so the browser and any CDN may reuse an answer for a minute); without a keyword it gives the
 * popular searches.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { searchDiagnosticItem } from "~/.server/domain/catalogue/catalogue";
import { getPopularSearches } from "~/.server/domain/catalogue/search";
import { DomainError } from "~/.server/domain/errors";

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
    const result = await searchDiagnosticItem(db, { keyword, cityId, size, itemType: itemType || null, includeRadiology: false });
    // Only what a result row shows: names, links and prices, not every parameter of every item.
    const data = result.data.map((i) => ({
      itemId: i.itemId, itemName: i.itemName, itemType: i.itemType, url: i.url, itemInclusionCount: i.itemInclusionCount, diagnosticPricing: i.diagnosticPricing,
    }));
    return Response.json({ data, totalCount: result.totalCount }, { headers: { "Cache-Control": CACHE } });
  } catch (e) {
    if (e instanceof DomainError) return Response.json({ message: e.message }, { status: 400 });
    throw e;
  }
}
