/**
 * Section visibility rules (segment, city, platform view, date window), evaluated by the renderer on the
 * server: a hidden section is removed before any data is fetched, so it costs nothing and never reaches
 * the browser. Every rule a section gives must match; an absent rule matches everyone.
 */
import type { Section, Visibility } from "#schemas/generated/section";

export type ViewerSegment = "signed_out" | "signed_in" | "circle" | "corporate";

export interface Viewer {
  /** Every segment the viewer belongs to: signed_out, or signed_in plus circle / corporate. */
  segments: ReadonlySet<ViewerSegment>;
  cityId: number;
  view: "web" | "mweb";
}

export function isVisible(rules: Visibility | undefined, viewer: Viewer, now: Date): boolean {
  if (!rules) return true;
  if (rules.segments && !rules.segments.some((s) => viewer.segments.has(s))) return false;
  if (rules.cities && !rules.cities.includes(viewer.cityId)) return false;
  if (rules.views && !rules.views.includes(viewer.view)) return false;
  if (rules.starts_at && now.getTime() < Date.parse(rules.starts_at)) return false;
  if (rules.ends_at && now.getTime() >= Date.parse(rules.ends_at)) return false;
  return true;
}

/** True when a section's rules depend on the date: a rendered page with it must not be kept for later visitors. */
export function hasDateWindow(sections: Pick<Section, "visibility">[]): boolean {
  return sections.some((s) => !!(s.visibility?.starts_at || s.visibility?.ends_at));
}

/** True when any rule asks about corporate users (the only segment that needs a database look-up). */
export function needsCorporate(sections: Pick<Section, "visibility">[]): boolean {
  return sections.some((s) => s.visibility?.segments?.includes("corporate"));
}

export function viewerSegments(signedIn: boolean, circle: boolean, corporate: boolean): Set<ViewerSegment> {
  if (!signedIn) return new Set(["signed_out"]);
  const out = new Set<ViewerSegment>(["signed_in"]);
  if (circle) out.add("circle");
  if (corporate) out.add("corporate");
  return out;
}
