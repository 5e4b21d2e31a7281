/**
 * When a booked order's report is expected, in words (the order page): report-tat.ts's rule and words, apart from it
 * because it formats a date in India time (date-fns), which the item cards that use report-tat.ts on every public
 * page need not download.
 */
import { fixedT } from "~/i18n/words";
import { FALLBACK_LANGUAGE, type Language } from "~/i18n/resources";
import { indiaDateTime } from "./india-date-time";

/** "Report expected by 28/11/2026, 06:00 PM IST" (India time, in the page's language); "" when unknown. */
export function reportExpectedText(iso: string | null | undefined, lang: Language = FALLBACK_LANGUAGE): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  return fixedT(lang, "chrome")("reportExpected", { when: indiaDateTime(iso, lang) });
}
