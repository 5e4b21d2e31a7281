/**
 * Characters no free-text field (names, address lines) may hold: control characters (newlines and tabs
 * included) and the bidirectional embedding, override and isolate controls, which can make stored text display
 * as something else (a right-to-left override turns "Flat 12 ‮tnemyap‬" around). Zero-width joiners stay allowed:
 * Indian scripts need them to shape conjuncts.
 */
export const UNSAFE_TEXT = /[\p{Cc}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/u;

export const hasUnsafeCharacters = (s: string) => UNSAFE_TEXT.test(s);

const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, "gu");
/** For text that is kept rather than refused (file names, audit entries quoting what people typed). */
export const stripUnsafeCharacters = (s: string) => s.replace(UNSAFE_TEXT_ALL, "");
