/**
 * Server-side i18n (remix-i18next): the language of an item page comes from its URL prefix (/hi/…), never from
 * headers, so a crawler and a person see the same page at the same address.
 */
import { RemixI18Next } from "remix-i18next/server";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, resources } from "./resources";
import { hindi } from "./hindi";
import { itemEn } from "./item-words";

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    order: ["custom"],
    async findLocale(request) {
      const prefix = new URL(request.url).pathname.split("/")[1];
      return isLanguage(prefix) ? prefix : FALLBACK_LANGUAGE;
    },
  },
  // The English item words by name: the browser has them only on item pages (item-words.ts).
  i18next: { resources: { en: { ...resources.en, item: itemEn }, hi: hindi }, defaultNS: "item", fallbackLng: FALLBACK_LANGUAGE, interpolation: { escapeValue: false } },
});
