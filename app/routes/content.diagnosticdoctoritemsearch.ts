/**
 * Content service: GET /content/diagnosticdoctoritemsearch?keyword=&city=&size= — the content-service search across
 * diagnostic items (ranked as searchDiagnosticItem ranks them) and doctors (by name, specialty or a condition their
 * specialty treats; the city's doctors first).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { DEFAULT_CITY_ID, searchDiagnosticItem } from "~/.server/domain/catalogue/catalogue";
import { CONTENT_CACHE_CONTROL } from "~/.server/content/rest";
import { DomainError } from "~/.server/domain/errors";
import { searchDoctors } from "~/.server/domain/doctors/search";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const keyword = url.searchParams.get("keyword") ?? "";
  const city = Number(url.searchParams.get("city") ?? DEFAULT_CITY_ID);
  const size = Number(url.searchParams.get("size") ?? 10);
  if (!keyword.trim() || !Number.isInteger(city) || city <= 0 || !Number.isInteger(size)) {
    return Response.json({ success: false, message: "keyword and city are required" }, { status: 400 });
  }
  const { db } = await getServices();
  try {
    const [result, doctors] = await Promise.all([searchDiagnosticItem(db, { keyword, cityId: city, size }), searchDoctors(db, keyword, city, size)]);
    const diagnostics = result.data.map((i) => ({
      itemId: i.itemId,
      itemName: i.itemName,
      itemType: i.itemType,
      url: i.url,
      itemInclusionCount: i.itemInclusionCount,
      diagnosticPricing: i.diagnosticPricing,
    }));
    return Response.json(
      { success: true, data: { keyword: keyword.trim(), diagnostics, diagnosticsTotalCount: result.totalCount, doctors: doctors.doctors, doctorsTotalCount: doctors.total } },
      { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } },
    );
  } catch (e) {
    if (e instanceof DomainError) return Response.json({ success: false, message: e.message }, { status: 400 });
    throw e;
  }
}
