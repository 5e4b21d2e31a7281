/** Head tags of an item page: title, description, canonical URL, hreflang alternates and Open Graph. */
import type { MetaDescriptor } from "@remix-run/node";
import { OG_LOCALE } from "~/i18n/resources";
import type { ItemPageData } from "./item-page.server";

export function itemMeta(data: ItemPageData | undefined): MetaDescriptor[] {
  if (!data) return [{ title: "Lab test not found | Apollo 247" }];
  const { seo } = data;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: OG_LOCALE[data.lang] },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}
