/**
 * The full-width banner's box, apart from its component: the page head preloads the banner when it is a screen's
 * first section (app/sdui/lcp-image.ts) without loading the widget itself.
 */
export const FULL_WIDTH_BOX = { web: { width: 1200, height: 240 }, mweb: { width: 360, height: 180 } };
