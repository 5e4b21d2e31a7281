/**
 * Does an internal link lead to a page of the app? The route table itself is computed on the server from the route
 * manifest of the build it serves (`.server/content/app-routes.ts`) and reaches the browser with the root loader's
 * client environment, so widgets leave out links to flows that do not exist yet instead of sending a patient to
 * "page not found".
 */
export type RoutePattern = string[]; // path segments; ":param" matches one segment, "*" the rest

export function matchesRoute(pathname: string, patterns: readonly RoutePattern[]): boolean {
  let parts: string[];
  try {
    parts = pathname.split("/").filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return false; // a malformed escape is no page of ours
  }
  return patterns.some((pattern) => {
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i] === "*") return true;
      if (i >= parts.length) return false;
      if (!pattern[i].startsWith(":") && pattern[i] !== parts[i]) return false;
    }
    return pattern.length === parts.length;
  });
}

/** True when an internal link (path, optional query/hash) leads to a page of the app. */
export function isLivePath(link: string, patterns: readonly RoutePattern[]): boolean {
  const pathname = link.split(/[?#]/)[0] || "/";
  // Files served from public/ (images, icons) are not routes.
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return true;
  return matchesRoute(pathname, patterns);
}
