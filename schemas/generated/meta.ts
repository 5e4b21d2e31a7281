/* Generated from schemas/meta.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * Move to the next card on its own.
 */
export type AutoSwipe = boolean;
/**
 * How many cards show at once, from 1 to 12.
 */
export type VisibleCards = number;
export type StartAgainAfterTheLastCard = boolean;
/**
 * Milliseconds between auto swipes, from 500 to 60,000.
 */
export type TimeBetweenSwipesMs = number;
export type Arrangement = "carousel" | "grid" | "list" | "tabs" | "single";
export type WidthOnComputers = number;
export type HeightOnComputers = number;
export type WidthOnPhones = number;
export type HeightOnPhones = number;
export type DotsUnderTheCarousel = boolean;
export type ArrowsOnTheCarousel = boolean;

/**
 * Presentation hints; carousels are driven by these.
 */
export interface SectionMeta {
  auto_swipe?: AutoSwipe;
  visible_cards?: VisibleCards;
  circular_rotation?: StartAgainAfterTheLastCard;
  time_to_swipe?: TimeBetweenSwipesMs;
  variant?: Arrangement;
  dimensions?: Dimensions;
  carousel_dots?: DotsUnderTheCarousel;
  carousel_arrows?: ArrowsOnTheCarousel;
}
export interface Dimensions {
  width?: WidthOnComputers;
  height?: HeightOnComputers;
  mweb_width?: WidthOnPhones;
  mweb_height?: HeightOnPhones;
}
