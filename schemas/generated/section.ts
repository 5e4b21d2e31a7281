/* Generated from schemas/section.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * Where a section's data comes from: inline JSON, or an API (REST or GraphQL). Placeholders {latitude} {longitude} {pincode} {patientId} {cityId} are filled from the session.
 */
export type DataSource = JsonDataSource | RestDataSource | GraphqlDataSource;
/**
 * What a tap or an event does; every action goes through one dispatcher.
 */
export type Action = NavigateAction | AddToCartAction | OpenModalAction | TrackAction;

export interface Section {
  title?: string;
  order: number;
  heading?: string;
  /**
   * Widget type from the registry
   */
  type: string;
  name: string;
  SSR: boolean;
  eager_load: boolean;
  /**
   * The section shows the signed-in person's own data (previously booked, reorder, appointments). Never part of a page shared by a segment: signed in, it is filled after load from /resources/personal. A data source using {patientId} is per-user without this flag.
   */
  per_user?: boolean;
  margin_between_sections?: number;
  data_source: DataSource;
  meta?: SectionMeta;
  component_prop_mapping?: ComponentPropMapping;
  /**
   * @maxItems 20
   */
  behaviours?: Behaviour[];
  view_all?: ViewAll;
  visibility?: Visibility;
}
export interface JsonDataSource {
  type: "JSON";
  data: unknown;
}
export interface RestDataSource {
  type: "API";
  api_type: "REST";
  method: "GET" | "POST";
  /**
   * A path of the app's content API (/content/…, resolved against APP_ORIGIN) or a URL on ALLOWED_DATA_HOSTS (host:port; a bare host means the default ports only).
   */
  uri: string;
  payload?: {};
  result_path?: string;
}
export interface GraphqlDataSource {
  type: "API";
  api_type: "GRAPHQL";
  /**
   * The type of the operation in query, when given it must match. A data source only reads: a mutation is allowed only for the read-only operations the spec calls mutations (getDiagnosticItemRecommendations); see app/sdui/read-only-operations.ts.
   */
  operation?: "query" | "mutation";
  /**
   * One GraphQL operation (plus its fragments) whose root fields are all on the read-only allow-list (app/sdui/read-only-operations.ts); checked on save, on publish and before it runs.
   */
  query: string;
  variables?: {};
  result_path: string;
}
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
/**
 * Widget prop name -> dotted path into the section data ('' or '.' is the data itself)
 */
export interface ComponentPropMapping {
  [k: string]: string;
}
export interface Behaviour {
  event: "click" | "item_click" | "add_to_cart" | "impression" | "view_all";
  action: Action;
}
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
export interface ViewAll {
  show_view_all: boolean;
  redirect_url?: string;
  view_all_text?: string;
}
/**
 * Who sees this section and when. Evaluated by the renderer on the server: a hidden section costs nothing and never reaches the browser. Every rule given must match; an absent rule matches everyone.
 */
export interface Visibility {
  /**
   * Shown to viewers in any of these segments
   *
   * @minItems 1
   */
  segments?: ("signed_out" | "signed_in" | "circle" | "corporate")[];
  /**
   * City ids (the location chip's city)
   *
   * @minItems 1
   */
  cities?: number[];
  /**
   * Platform views
   *
   * @minItems 1
   */
  views?: ("web" | "mweb")[];
  /**
   * Shown from this instant (ISO 8601 with offset, e.g. 2026-12-01T00:00:00+05:30)
   */
  starts_at?: string;
  /**
   * Hidden from this instant on
   */
  ends_at?: string;
}
