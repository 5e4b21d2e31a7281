/** Item routes' loaders: which item a URL names, in which city and language. */
import type { Language } from "~/i18n/resources";
import { isSlug, itemSlugForms, loadItemPage } from "./item-page.server";

const notFound = () => new Response("Not found", { status: 404 });
const isNotFound = (e: unknown) => e instanceof Response && e.status === 404;

/** /lab-tests/{nameSlug}, /lab-tests/{nameSlug}-l-{location}-c-{city} (and the -c-/-l- forms), in a language. */
export async function loadItemBySlug(request: Request, slug: string | undefined, lang: Language, context?: unknown) {
  if (!isSlug(slug)) throw notFound();
  for (const form of itemSlugForms(slug)) {
    try {
      return await loadItemPage(request, {
        key: { canonicalTag: form.canonicalTag },
        lang,
        cityParam: form.city,
        locationParam: form.location,
        canonicalPath: form.city || form.location ? () => `${lang === "en" ? "" : `/${lang}`}/lab-tests/${slug}` : undefined,
      }, context);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  throw notFound();
}
