/**
 * Cross-site form posts are refused: a state-changing request must come from this site. Browsers send
 * Origin on POST (and Sec-Fetch-Site); API clients without either (no cookies involved) are let through.
 */
export function isCrossSiteWrite(method: string, headers: { get(name: string): string | null }, host: string | null): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
