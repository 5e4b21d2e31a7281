/**
 * A page's words in its language, for React (I18nProvider) and for code outside it (`fixedT`).
 *
 * English, every page's language and the fallback of every other, is read straight from the bundled catalogue
 * (`englishT`), so an English page downloads neither i18next nor another language (i18next alone is 15 KB gzip,
 * a tenth of the first-load budget). Another language is an i18next instance over the same catalogues
 * (instance.ts): the server makes it at start, the browser when the first page in that language loads
 * (`loadLanguage`, before hydrating). englishT keeps the catalogue's i18next conventions — `{{name}}` interpolation
 * (left as written when no value is given), `_one`/`_other` plural keys by `Intl.PluralRules`, the plain key when
 * a count has no plural form, then `defaultValue`, then the key — and a unit test checks it word for word against
 * i18next on every English key.
 */
import { FALLBACK_LANGUAGE, LANGUAGE_TAG, SUPPORTED_LANGUAGES, loadCatalogue, resources, type Language, type Namespace } from "./resources";

export type TOptions = { count?: number; defaultValue?: string; ns?: Namespace; [value: string]: unknown };
export type T = (key: string, options?: TOptions) => string;

/** One language's words: `fixedT(ns)` is stable for a namespace (safe in hooks' dependencies). */
export type Words = { language: Language; fixedT: (ns: Namespace) => T };

const englishPlural = new Intl.PluralRules("en");

function englishT(ns: Namespace): T {
  return (key, options = {}) => {
    const catalogue: Record<string, string> = resources.en[options.ns ?? ns];
    const find = (k: string) => (Object.hasOwn(catalogue, k) ? catalogue[k] : undefined);
    const plural = typeof options.count === "number" ? find(`${key}_${englishPlural.select(options.count)}`) : undefined;
    const text = plural ?? find(key) ?? options.defaultValue ?? key;
    return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (written, name: string) => (options[name] === undefined ? written : String(options[name])));
  };
}

function wordsWith(language: Language, make: (ns: Namespace) => T): Words {
  const made = new Map<Namespace, T>();
  return {
    language,
    fixedT(ns) {
      let t = made.get(ns);
      if (!t) made.set(ns, (t = make(ns)));
      return t;
    },
  };
}

export const englishWords: Words = wordsWith(FALLBACK_LANGUAGE, englishT);

const others: Partial<Record<Language, Words>> = {};

/** Makes a language other than English speakable (instance.ts `addLanguage`). */
export function addWords(language: Language, make: (ns: Namespace) => T): void {
  others[language] = wordsWith(language, make);
}

/** The language's words when they are here (English always is). */
export function wordsOf(lang: Language): Words | undefined {
  return lang === FALLBACK_LANGUAGE ? englishWords : others[lang];
}

/**
 * The catalogue's words in one language and namespace, for code outside React; English while the language is not
 * here yet (a page reached by navigation, for the moment its language takes to arrive).
 */
export function fixedT(lang: Language, ns: Namespace): T {
  return (wordsOf(lang) ?? englishWords).fixedT(ns);
}

/** Makes sure a language's words are here, downloading its catalogue and i18next when they are not. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (wordsOf(lang)) return;
  const [{ addLanguage }, catalogue] = await Promise.all([import("./instance"), loadCatalogue(lang)]);
  addLanguage(lang, catalogue);
}

/** The catalogue language of a BCP 47 tag ("hi-IN" → "hi"); English for anything else. */
export function languageOfTag(tag: string | null | undefined): Language {
  const found = SUPPORTED_LANGUAGES.find((l) => LANGUAGE_TAG[l] === tag || l === tag?.split("-")[0]);
  return found ?? FALLBACK_LANGUAGE;
}
