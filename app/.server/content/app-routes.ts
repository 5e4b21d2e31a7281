/**
 * The app's route table, derived from the route module file names in app/routes (Remix flat routes), so a
 * link check knows every page that exists without a hand-kept list: new routes count as soon as they exist.
 */
import fs from "node:fs";
import path from "node:path";

export type RoutePattern = string[]; // path segments; ":param" matches one segment, "*" the rest

/** Flat-route file name (without extension) -> URL segments, or null when it is not a page (server-only, catch-all). */
export function routeFromFileName(name: string): RoutePattern | null {
  if (/\.server$|\.client$|^__|\.test$/.test(name)) return null;
  if (name === "$") return null; // the not-found page catches everything; it is not a destination
  // Split on dots outside [brackets] (brackets escape a literal dot).
  const segments: string[] = [];
  let cur = "";
  let inBracket = false;
  for (const ch of name) {
    if (ch === "[") inBracket = true;
    else if (ch === "]") inBracket = false;
    else if (ch === "." && !inBracket) {
      segments.push(cur);
      cur = "";
    } else cur += ch;
  }
  segments.push(cur);
  const out: string[] = [];
  for (let seg of segments) {
    if (seg === "_index" || seg === "route") continue;
    if (seg.startsWith("_")) continue; // pathless layout
    seg = seg.replace(/_$/, ""); // opt out of the parent layout; same URL
    const optional = /^\((.*)\)$/.exec(seg);
    if (optional) seg = optional[1];
    if (seg === "$") out.push("*");
    else if (seg.startsWith("$")) out.push(":" + seg.slice(1));
    else out.push(seg);
  }
  return out;
}

let cached: RoutePattern[] | null = null;

/** Every route pattern of the app, read once from app/routes (files and folder routes). */
export function appRoutes(dir = path.resolve("app/routes")): RoutePattern[] {
  if (cached && dir === path.resolve("app/routes")) return cached;
  const patterns: RoutePattern[] = [];
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of entries) {
    if (e.isFile() && /\.(tsx?|jsx?|mdx?)$/.test(e.name)) {
      const p = routeFromFileName(e.name.replace(/\.(tsx?|jsx?|mdx?)$/, ""));
      if (p) patterns.push(p);
    } else if (e.isDirectory()) {
      const inner = fs.readdirSync(path.join(dir, e.name));
      if (inner.some((f) => /^route\.(tsx?|jsx?)$/.test(f))) {
        const p = routeFromFileName(e.name);
        if (p) patterns.push(p);
      }
    }
  }
  if (dir === path.resolve("app/routes")) cached = patterns;
  return patterns;
}

export function matchesRoute(pathname: string, patterns: RoutePattern[]): boolean {
  const parts = pathname.split("/").filter(Boolean).map((p) => decodeURIComponent(p));
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
export function isLiveInternalPath(link: string, patterns = appRoutes()): boolean {
  const pathname = link.split(/[?#]/)[0] || "/";
  // Files served from public/ (images, icons) are not routes.
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return true;
  return matchesRoute(pathname, patterns);
}
