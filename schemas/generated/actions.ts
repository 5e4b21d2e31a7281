/* Generated from schemas/actions.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * What a tap or an event does; every action goes through one dispatcher.
 */
export type Action = NavigateAction | AddToCartAction | OpenModalAction | TrackAction;

export interface NavigateAction {
  type: "navigate";
  url: string;
}
export interface AddToCartAction {
  type: "add_to_cart";
  item_id?: number;
}
export interface OpenModalAction {
  type: "open_modal";
  modal: string;
  params?: {};
}
export interface TrackAction {
  type: "track";
  event: string;
  properties?: {};
}
