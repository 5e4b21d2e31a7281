/**
 * The page's words for the whole document: the root layout gives the provider the page's language (a page's loader
 * returns `htmlLang`; the Hindi item pages do), so the header, footer, banners and the page itself speak one
 * language. English is always here; another language's words are loaded before hydrating a first page in it
 * (entry.client.tsx) and by the provider on a page reached by navigation (words.ts).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { FALLBACK_LANGUAGE, LANGUAGE_TAG, type Language, type Namespace } from "./resources";
import { englishWords, loadLanguage, wordsOf, type Words } from "./words";

const WordsContext = createContext<Words>(englishWords);

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  const [, arrived] = useState(0);
  const words = wordsOf(lang);
  useEffect(() => {
    if (words) return;
    let live = true;
    loadLanguage(lang).then(
      () => live && arrived((n) => n + 1),
      () => undefined, // offline: the page stays in English, which every word falls back to anyway
    );
    return () => {
      live = false;
    };
  }, [lang, words]);
  // A page reached by navigation shows English for the moment its language takes to arrive.
  return <WordsContext.Provider value={words ?? englishWords}>{children}</WordsContext.Provider>;
}

/**
 * The page's words in one namespace, and the language they are in. The item pages' words are `useItemWords`
 * (item-words.ts): English ones are in the catalogue only once that module is imported.
 */
export function useWords(ns: Exclude<Namespace, "item">) {
  return useNamespaceWords(ns);
}

/** Words of any namespace, for item-words.ts; elsewhere `useWords`. */
export function useNamespaceWords(ns: Namespace) {
  const words = useContext(WordsContext);
  return { t: words.fixedT(ns), language: words.language };
}

/** The chrome's words ("chrome" namespace). */
export function useChrome() {
  return useWords("chrome").t;
}

/** A badge or city in the page's language: the data's English text is the key, and is shown when untranslated. */
export function useDataWords() {
  const { t } = useWords("badge");
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
  return useContext(WordsContext).language === FALLBACK_LANGUAGE ? undefined : LANGUAGE_TAG[FALLBACK_LANGUAGE];
}
