/** Image boxes from section meta.dimensions, so the image, its skeleton and the page agree on the space. */
import type { SectionMeta } from "#schemas/generated/meta";

export interface Box {
  width: number;
  height: number;
}

/** Banner size for the view: meta.dimensions (mweb_* on mweb), else the given default. */
export function bannerBox(meta: SectionMeta, view: "web" | "mweb", fallback: { web: Box; mweb: Box }): Box {
  const d = meta.dimensions ?? {};
  const base = view === "mweb" ? fallback.mweb : fallback.web;
  const width = (view === "mweb" ? d.mweb_width : d.width) ?? (view === "mweb" ? d.width : undefined) ?? base.width;
  const height = (view === "mweb" ? d.mweb_height : d.height) ?? (view === "mweb" ? d.height : undefined) ?? base.height;
  return { width, height };
}

/** The lowercase attribute React 18 passes through (its camelCase fetchPriority prop is unknown to it). */
export function fetchPriority(high: boolean): Record<string, string> {
  return high ? { fetchpriority: "high" } : {};
}
