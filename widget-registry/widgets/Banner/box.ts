/**
 * The banner's box and image choice, apart from its component: the page head preloads the first banner
 * (app/sdui/lcp-image.ts) and must ask for exactly the file the banner draws, without loading the widget itself.
 */
export const BANNER_BOX = { web: { width: 1200, height: 300 }, mweb: { width: 360, height: 160 } };

/** The image a banner draws in the view: the phone picture on mweb when there is one. */
export function bannerImageUrl(banner: { imageUrl: string; mwebImageUrl?: string }, view: "web" | "mweb"): string {
  return view === "mweb" && banner.mwebImageUrl ? banner.mwebImageUrl : banner.imageUrl;
}
