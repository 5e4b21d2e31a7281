/* Generated from schemas/meta.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * Presentation hints; carousels are driven by these.
 */
export interface SectionMeta {
  auto_swipe?: boolean;
  visible_cards?: number;
  circular_rotation?: boolean;
  /**
   * ms between auto swipes
   */
  time_to_swipe?: number;
  variant?: "carousel" | "grid" | "list" | "tabs" | "single";
  dimensions?: Dimensions;
  carousel_dots?: boolean;
  carousel_arrows?: boolean;
}
export interface Dimensions {
  width?: number;
  height?: number;
  mweb_width?: number;
  mweb_height?: number;
}
