/**
 * react-i18next for the whole document: the root layout gives it the page's language (a page's loader returns
 * `htmlLang`; the Hindi item pages do), so the header, footer, banners and the page itself speak one language.
 */
import { useEffect, useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { addCatalogueTo, createI18n } from "./instance";
import { FALLBACK_LANGUAGE, LANGUAGE_TAG, loadCatalogue, resources, type Language } from "./resources";

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(lang));
  const [, arrived] = useState(0);
  // A first page in its language has the catalogue already (entry.client.tsx loads it before hydrating); a page
  // reached by navigation may not: it shows English for the moment the catalogue takes to arrive.
  if (i18n.language !== lang && addCatalogueTo(i18n, lang)) void i18n.changeLanguage(lang);
  useEffect(() => {
    if (resources[lang]) return;
    let live = true;
    loadCatalogue(lang).then(
      () => live && arrived((n) => n + 1),
      () => undefined, // offline: the page stays in English, which every word falls back to anyway
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The chrome's words ("chrome" namespace). */
export function useChrome() {
  return useTranslation("chrome").t;
}

/** A badge or city in the page's language: the data's English text is the key, and is shown when untranslated. */
export function useDataWords() {
  const { t } = useTranslation(["badge", "city"]);
  return {
    badge: (text: string) => t(text, { ns: "badge", defaultValue: text }),
    city: (name: string) => t(name, { ns: "city", defaultValue: name }),
  };
}

/**
 * The `lang` for English data (item names from the catalogue, server text the catalogue has no words for) on a
 * page in another language, so screen readers read it with English rules; nothing on an English page.
 */
export function useEnglishDataLang(): string | undefined {
  const { i18n } = useTranslation();
  return i18n.language === FALLBACK_LANGUAGE ? undefined : LANGUAGE_TAG[FALLBACK_LANGUAGE];
}
