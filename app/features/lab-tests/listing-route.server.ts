/** Loaders of the listing routes: which category or list a slug names, in which city. */
import { getServices } from "~/.server/app-context";
import { resolveListingSlug } from "~/.server/domain/catalogue/listing";
import { cityFor, loadListing } from "./listing.server";

const notFound = () => new Response("Not found", { status: 404 });

/** /test-listing/{slug}, /category-listing/{slug}; cityParam for /lab-tests-category/{slug}-c-{city}. */
export async function loadListingBySlug(request: Request, slug: string | undefined, basePath: string, cityParam?: string, context?: unknown) {
  if (!slug || !/^[a-z0-9-]{1,80}$/.test(slug)) throw notFound();
  const city = await cityFor(request, cityParam, context);
  const { db } = await getServices();
  const source = await resolveListingSlug(db, slug, city.id);
  if (!source) throw notFound();
  return loadListing(request, { source, city, title: source.title, basePath }, context);
}

/** "{slug}-c-{city}" → [slug, city]; a slug without a city (e.g. full-body-checkup) is in the visitor's city. */
export function splitCategorySlug(param: string): [slug: string, city: string | undefined] {
  const i = param.lastIndexOf("-c-");
  return i > 0 ? [param.slice(0, i), param.slice(i + 3)] : [param, undefined];
}
