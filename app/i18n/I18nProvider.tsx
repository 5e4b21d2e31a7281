/**
 * react-i18next for one page: an i18next instance for the page's language, created synchronously from the bundled
 * resources, so the server render and hydration produce the same text. Only item pages import this.
 */
import { useState, type ReactNode } from "react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, resources, type Language } from "./resources";

function createI18n(lang: Language) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    defaultNS: "item",
    ns: ["item"],
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(lang));
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
