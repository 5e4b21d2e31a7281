/** Head tags of a listing page: title, description and the canonical URL (page 1 has no ?page). */
import type { MetaDescriptor } from "@remix-run/node";
import type { ListingData } from "./listing.server";

export function listingMeta(data: ListingData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Page not found | Apollo 247" }];
  const page = data.params.page > 1 ? ` – Page ${data.params.page}` : "";
  const title = `${data.title} in ${data.city.name}${page} | Book Lab Tests at Home | Apollo 247`;
  const description = `Book ${data.title.toLowerCase()} tests and packages in ${data.city.name} with home sample collection. ${data.totalCount} options, compare prices and book online.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
