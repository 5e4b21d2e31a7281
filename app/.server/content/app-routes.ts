/**
 * The app's route table, so a link check knows every page that exists without a hand-kept list: new routes count as
 * soon as they exist. It is computed from a Remix route manifest (each route's id, parentId, path, index). A running
 * server takes the manifest of the build it serves (`routes` of build/server/index.js, handed over at start-up), so
 * a deployment of build/ alone knows its pages. Without a build (Vitest, the Vite dev server) the same computation
 * runs on the manifest Remix makes from the route files of app/routes.
 */
import { createRequire } from "node:module";
import path from "node:path";
import remixConfig from "../../../remix.config.js";
import { isProduction } from "../env";
import { log } from "../log";
import { isLivePath, matchesRoute, type RoutePattern } from "~/lib/app-routes";

export { matchesRoute, type RoutePattern };

/** What the table needs of a route in a Remix route manifest (the server build's, or one made from route files). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  /** Relative to the parent's: "lab-tests/:slug", "images/*", ":lang?"; none for an index or pathless layout route. */
  path?: string;
  index?: boolean;
}
export type RouteManifest = Record<string, ManifestRoute | undefined>;

/** Every URL pattern of a route path; an optional segment ("lang?") gives the pattern with it and the one without. */
function patternsOfPath(fullPath: string[]): RoutePattern[] {
  let out: RoutePattern[] = [[]];
  for (const segment of fullPath) {
    const optional = segment.endsWith("?");
    const seg = optional ? segment.slice(0, -1) : segment;
    out = out.flatMap((p) => (optional ? [p, [...p, seg]] : [[...p, seg]]));
  }
  return out;
}

/** The route patterns of a manifest: each route's path joined with its parents'; the not-found catch-all is no destination. */
export function routesFromManifest(manifest: RouteManifest): RoutePattern[] {
  const patterns: RoutePattern[] = [];
  for (const route of Object.values(manifest)) {
    if (!route || route.id === "root") continue;
    const fullPath: string[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest[r.parentId] : undefined) {
      fullPath.unshift(...(r.path ?? "").split("/").filter(Boolean));
    }
    if (fullPath.length === 1 && fullPath[0] === "*") continue;
    patterns.push(...patternsOfPath(fullPath));
  }
  return patterns;
}

/** The manifest Remix makes from the route files (its flat-routes convention and the app's ignored files). */
export function manifestOfRouteFiles(appDirectory = path.resolve("app")): RouteManifest {
  // The Remix compiler is a development tool: it is loaded only where there is no build to ask.
  const { UNSAFE_flatRoutes } = createRequire(import.meta.url)("@remix-run/dev") as typeof import("@remix-run/dev");
  return UNSAFE_flatRoutes(appDirectory, remixConfig.ignoredRouteFiles);
}

let table: RoutePattern[] | null = null;
let pages: RoutePattern[] | null = null;

/** At start-up: the route table is the one of the build this server serves. */
export function adoptBuildRoutes(manifest: RouteManifest) {
  table = routesFromManifest(manifest);
  pages = null;
}

/** Every route pattern of the app. */
export function appRoutes(): RoutePattern[] {
  if (table) return table;
  if (isProduction()) {
    // A production server has its build's table from start-up; its working directory may hold no sources at all.
    log.error({ event: "ROUTE_TABLE_MISSING", message: "no build route manifest was handed over at start-up" });
    return (table = []);
  }
  return (table = routesFromManifest(manifestOfRouteFiles()));
}

/** True when an internal link (path, optional query/hash) leads to a page of the app. */
export const isLiveInternalPath = (link: string, patterns = appRoutes()) => isLivePath(link, patterns);

/**
 * The routes a link in a widget may lead to (resource routes are not pages), for the browser's link check. Computed
 * once: the root loader sends it with every page.
 */
export const pageRoutes = (): RoutePattern[] => (pages ??= appRoutes().filter((p) => p[0] !== "resources"));
