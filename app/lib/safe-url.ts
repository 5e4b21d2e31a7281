/**
 * The safe-URL rule: "A safe URL must be http or https with a hostname ending in an allowed suffix.
 * Non-ASCII characters are stripped by the sanitiser." Relative paths on this site are allowed too.
 */

/** Strips non-ASCII and control characters (the spec's sanitiser), and surrounding white space. */
export function sanitizeUrl(raw: string): string {
  return raw.replace(/[^\x20-\x7E]/g, "").trim();
}

function hostAllowed(hostname: string, suffixes: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return suffixes.some((s) => host === s || host.endsWith(`.${s}`));
}

/** Returns the sanitised URL when it is safe to navigate to, otherwise null. */
export function safeUrl(raw: unknown, allowedSuffixes: readonly string[]): string | null {
  if (typeof raw !== "string") return null;
  const url = sanitizeUrl(raw);
  if (!url) return null;
  // A same-site path: one leading slash, never "//host" or "/\host" (browsers treat both as another host).
  if (url.startsWith("/")) return /^\/[/\\]/.test(url) || url.includes("\\") ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.username || parsed.password) return null;
  return hostAllowed(parsed.hostname, allowedSuffixes) ? parsed.toString() : null;
}

export const isSafeUrl = (raw: unknown, allowedSuffixes: readonly string[]) => safeUrl(raw, allowedSuffixes) !== null;

/** Keys whose values a widget treats as link targets; checked on every config's data and props. */
const URL_KEY = /(url|href|link)$/i;
/** Image sources: loaded, never navigated to, but still must not be javascript: or data: URLs. */
const IMAGE_KEY = /(image|icon)(url)?$/i;

/** Every URL-looking value in a props/data tree that fails the rule, with its JSON path. */
export function findUnsafeUrls(value: unknown, allowedSuffixes: readonly string[], path = ""): string[] {
  const bad: string[] = [];
  if (Array.isArray(value)) {
    value.forEach((v, i) => bad.push(...findUnsafeUrls(v, allowedSuffixes, `${path}/${i}`)));
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const p = `${path}/${k}`;
      if (typeof v === "string" && (URL_KEY.test(k) || IMAGE_KEY.test(k))) {
        if (v !== "" && !isSafeUrl(v, allowedSuffixes)) bad.push(p);
      } else if (typeof v === "object") {
        bad.push(...findUnsafeUrls(v, allowedSuffixes, p));
      }
    }
  }
  return bad;
}
