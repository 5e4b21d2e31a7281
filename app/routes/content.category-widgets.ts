/**
 * Content service: GET /content/category-widgets?city= — the category widget list, fetched first;
 * widgets are then fetched by city and widgetname.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getPopularCategories } from "~/.server/domain/catalogue/catalogue";
import { CONTENT_CACHE_CONTROL } from "~/.server/content/rest";

export async function loader({ request }: LoaderFunctionArgs) {
  const city = Number(new URL(request.url).searchParams.get("city") ?? 9);
  if (!Number.isInteger(city) || city <= 0) return Response.json({ success: false, message: "Invalid city" }, { status: 400 });
  const { db } = await getServices();
  const categories = await getPopularCategories(db);
  return Response.json(
    {
      success: true,
      data: categories.map((c) => ({
        title: c.name,
        widgetName: c.slug,
        iconUrl: c.icon_url,
        redirectUrl: `/lab-tests-category/${c.slug}-c-${city}`,
      })),
    },
    { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } },
  );
}
