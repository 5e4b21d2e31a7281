/** The document language: a page whose loader returns `htmlLang` sets it (the Hindi item pages); else Indian English. */
import { useMatches } from "@remix-run/react";

export const DEFAULT_HTML_LANG = "en-IN";

export function useDocumentLang(): string {
  for (const match of [...useMatches()].reverse()) {
    const lang = (match.data as { htmlLang?: unknown } | undefined)?.htmlLang;
    if (typeof lang === "string" && /^[a-z]{2}(-[A-Z]{2})?$/.test(lang)) return lang;
  }
  return DEFAULT_HTML_LANG;
}
