/* Generated from schemas/section.schema.json by scripts/gen-schema-types.mjs. Do not edit. */

/**
 * The section's title, shown above it.
 */
export type Title = string;
/**
 * A heading for screen readers and the page outline.
 */
export type Heading = string;
/**
 * Lower-case letters, digits and _ only, up to 64; names the section in reports, the kill switch and rollbacks.
 */
export type SectionName = string;
/**
 * Patients get this section in the first HTML, before any JavaScript runs.
 */
export type RenderOnTheServer = boolean;
/**
 * Fetch this section's data with the page rather than when it scrolls into view.
 */
export type LoadWithThePage = boolean;
/**
 * The section shows the signed-in person's own data (previously booked, reorder, appointments). Never part of a page shared by a segment: signed in, it is filled after load from /resources/personal. A data source using {patientId} is per-user without this flag.
 */
export type PersonalToTheSignedInPerson = boolean;
/**
 * Space between this section and the next, from 0 to 96 pixels.
 */
export type SpaceBelowPx = number;
/**
 * Where a section's data comes from: inline JSON, or an API (REST or GraphQL). Placeholders {latitude} {longitude} {pincode} {patientId} {cityId} are filled from the session.
 */
export type DataSource = JsonDataSource | RestDataSource | GraphqlDataSource;
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
 * What a tap or an event does; every action goes through one dispatcher.
 */
export type Action = NavigateAction | AddToCartAction | OpenModalAction | TrackAction;
export type ShowViewAll = boolean;
/**
 * A page on this site (starting with /) or an allowed host.
 */
export type ViewAllLink = string;
export type ViewAllText = string;
/**
 * Shown to viewers in any of these segments
 *
 * @minItems 1
 */
export type Segments = ("signed_out" | "signed_in" | "circle" | "corporate")[];
/**
 * City ids (the location chip's city)
 *
 * @minItems 1
 */
export type Cities = number[];
/**
 * Platform views: web (computers) and mweb (phones)
 *
 * @minItems 1
 */
export type Views = ("web" | "mweb")[];
/**
 * Shown from this instant (ISO 8601 with offset, e.g. 2026-12-01T00:00:00+05:30)
 */
export type ShownFrom = string;
/**
 * Hidden from this instant on
 */
export type HiddenFrom = string;

export interface Section {
  title?: Title;
  order: number;
  heading?: Heading;
  /**
   * Widget type from the registry
   */
  type: string;
  name: SectionName;
  SSR: RenderOnTheServer;
  eager_load: LoadWithThePage;
  per_user?: PersonalToTheSignedInPerson;
  margin_between_sections?: SpaceBelowPx;
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
  show_view_all: ShowViewAll;
  redirect_url?: ViewAllLink;
  view_all_text?: ViewAllText;
}
/**
 * Who sees this section and when. Evaluated by the renderer on the server: a hidden section costs nothing and never reaches the browser. Every rule given must match; an absent rule matches everyone.
 */
export interface Visibility {
  segments?: Segments;
  cities?: Cities;
  views?: Views;
  starts_at?: ShownFrom;
  ends_at?: HiddenFrom;
}
