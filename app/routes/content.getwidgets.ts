/** Content service: GET /content/getwidgets?city=&widgetname= — one widget list with its items for a city. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { DEFAULT_CITY_ID, findDiagnosticsByItemIDsAndCityID, getWidgetItems } from "~/.server/domain/catalogue/catalogue";
import { CONTENT_CACHE_CONTROL } from "~/.server/content/rest";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const city = Number(url.searchParams.get("city") ?? DEFAULT_CITY_ID);
  const widgetName = url.searchParams.get("widgetname") ?? "";
  if (!Number.isInteger(city) || city <= 0 || !/^[a-z0-9-]{1,64}$/.test(widgetName)) {
    return Response.json({ success: false, message: "city and widgetname are required" }, { status: 400 });
  }
  const { db } = await getServices();
  const widget = await getWidgetItems(db, widgetName, city);
  if (!widget) return Response.json({ success: false, message: "Widget not found" }, { status: 404 });
  const items = await findDiagnosticsByItemIDsAndCityID(db, widget.itemIds, city);
  return Response.json(
    { success: true, data: { ...widget, diagnosticWidgetData: items } },
    { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } },
  );
}
