/**
 * i18next for the languages other than English (English needs no library: words.ts). One instance per language,
 * made synchronously from the bundled catalogues (English is its fallback), so the server render and hydration
 * produce the same text. The server adds every language at start; the browser this module and the page's own
 * catalogue when the first page in a language other than English loads (words.ts `loadLanguage`).
 */
import { createInstance, type i18n as I18n } from "i18next";
import { FALLBACK_LANGUAGE, NAMESPACES, addCatalogue, resources, type Catalogue, type Language } from "./resources";
import { addWords, type T } from "./words";

export function createI18n(lang: Language): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    defaultNS: "item",
    ns: [...NAMESPACES],
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** A language's catalogue and its words through i18next. */
export function addLanguage(lang: Language, catalogue: Catalogue): void {
  addCatalogue(lang, catalogue);
  const i18n = createI18n(lang);
  addWords(lang, (ns) => i18n.getFixedT(lang, ns) as T);
}
