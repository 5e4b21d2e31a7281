/**
 * One i18next instance per language, made synchronously from the bundled catalogue, so the server render and
 * hydration produce the same text. React reads it through I18nProvider; code outside React (the order view's
 * words, the report time) through `fixedT`.
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGE_TAG, NAMESPACES, SUPPORTED_LANGUAGES, resources, type Language } from "./resources";

export function createI18n(lang: Language): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    defaultNS: "item",
    ns: [...NAMESPACES],
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/**
 * Gives an instance a language's catalogue that arrived after the instance was made (the browser downloads a
 * language on the first page that needs it); false while the catalogue is not here yet.
 */
export function addCatalogueTo(i18n: I18n, lang: Language): boolean {
  const catalogue = resources[lang];
  if (!catalogue) return false;
  for (const ns of NAMESPACES) if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, catalogue[ns]);
  return true;
}

const fixed = new Map<Language, I18n>();

/** The catalogue's words in one language and namespace, for code outside React. */
export function fixedT(lang: Language, ns: (typeof NAMESPACES)[number]): TFunction {
  let i18n = fixed.get(lang);
  if (!i18n) fixed.set(lang, (i18n = createI18n(lang)));
  return i18n.getFixedT(lang, ns);
}

/** The catalogue language of a BCP 47 tag ("hi-IN" → "hi"); English for anything else. */
export function languageOfTag(tag: string | null | undefined): Language {
  const found = SUPPORTED_LANGUAGES.find((l) => LANGUAGE_TAG[l] === tag || l === tag?.split("-")[0]);
  return found ?? FALLBACK_LANGUAGE;
}
