/**
 * Screen widgets: overlays, popups, drawers and ribbons a screen opens by name (an `open_modal` action, a
 * query flag). Each one, and framer-motion with it, is a separate chunk loaded only when it is opened, so a
 * first visit downloads none of them. Section widgets live in ../registry.ts, not here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface ScreenWidgetProps {
  params: Record<string, unknown>;
  onClose(): void;
}

/** A dialog is modal (focus trapped, one at a time); a ribbon is pinned at the bottom of the screen. */
export type ScreenWidgetKind = "dialog" | "ribbon";

export interface ScreenWidgetEntry {
  kind: ScreenWidgetKind;
  Component: LazyExoticComponent<ComponentType<ScreenWidgetProps>>;
}

const dialog = (load: () => Promise<ComponentType<ScreenWidgetProps>>): ScreenWidgetEntry => ({
  kind: "dialog",
  Component: lazy(() => load().then((Component) => ({ default: Component }))),
});
const ribbon = (load: () => Promise<ComponentType<ScreenWidgetProps>>): ScreenWidgetEntry => ({
  kind: "ribbon",
  Component: lazy(() => load().then((Component) => ({ default: Component }))),
});

export const screenWidgets: Readonly<Record<string, ScreenWidgetEntry>> = {
  how_to_book: dialog(() => import("./HowToBook/HowToBook").then((m) => m.HowToBook)),
  search: dialog(() => import("./Search/SearchModal").then((m) => m.SearchModal)),
  location: dialog(() => import("./Location/LocationPopup").then((m) => m.LocationPopup)),
  circle_membership: dialog(() => import("./CircleMembership/CircleMembershipPopup").then((m) => m.CircleMembershipPopup)),
  package_added: dialog(() => import("./PackageAdded/PackageAddedOverlay").then((m) => m.PackageAddedOverlay)),
  post_consult_prescription: dialog(() =>
    import("./PostConsultPrescription/PostConsultPrescriptionPopover").then((m) => m.PostConsultPrescriptionPopover),
  ),
  city_selection: dialog(() => import("./CitySelection/CitySelectionModal").then((m) => m.CitySelectionModal)),
  clinic_selection: dialog(() => import("./ClinicSelection/ClinicSelectionModal").then((m) => m.ClinicSelectionModal)),
  cart: dialog(() => import("./Cart/CartDrawer").then((m) => m.CartDrawer)),
  coupon_ribbon: ribbon(() => import("./CouponRibbon/CouponRibbon").then((m) => m.CouponRibbon)),
  cart_ribbon: ribbon(() => import("./CartRibbon/CartRibbon").then((m) => m.CartRibbon)),
};

/** An unknown name gives undefined: a config may name a widget this build lacks, and that is ignored. */
export function getScreenWidget(name: string): ScreenWidgetEntry | undefined {
  return Object.hasOwn(screenWidgets, name) ? screenWidgets[name] : undefined;
}
