/**
 * The app's route table, derived from the route module file names in app/routes (Remix flat routes), so a
 * link check knows every page that exists without a hand-kept list: new routes count as soon as they exist.
 */
import fs from "node:fs";
import path from "node:path";
import { isLivePath, matchesRoute, type RoutePattern } from "~/lib/app-routes";

export { matchesRoute, type RoutePattern };

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

/** True when an internal link (path, optional query/hash) leads to a page of the app. */
export const isLiveInternalPath = (link: string, patterns = appRoutes()) => isLivePath(link, patterns);

let pages: RoutePattern[] | null = null;

/**
 * The routes a link in a widget may lead to (resource routes are not pages), for the browser's link check. Read
 * once: the root loader sends it with every page.
 */
export const pageRoutes = (): RoutePattern[] => (pages ??= appRoutes().filter((p) => p[0] !== "resources"));
