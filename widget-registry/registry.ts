/**
 * The widget registry: section `type` -> widget definition. Adding a widget = its folder + one line here.
 */
import type { WidgetDefinition } from "./define-widget";
// WIDGET IMPORTS (one line per widget)
import Banner from "./widgets/Banner";
import FullWidthBanner from "./widgets/FullWidthBanner";
import DiagItemCard from "./widgets/DiagItemCard";
import DiagItemCardV2 from "./widgets/DiagItemCardV2";
import DiagTileStyle1 from "./widgets/DiagTileStyle1";
import DiagTileStyle2 from "./widgets/DiagTileStyle2";
import DiagTileStyle3 from "./widgets/DiagTileStyle3";
import ServiceCard from "./widgets/ServiceCard";
import ReorderCard from "./widgets/ReorderCard";
import PostConsultCard from "./widgets/PostConsultCard";
import PackageRecommendationCard from "./widgets/PackageRecommendationCard";
import CorporateBenefitsCard from "./widgets/CorporateBenefitsCard";
import RadiologyItemCard from "./widgets/RadiologyItemCard";
import SpecialtyCard from "./widgets/SpecialtyCard";
import ConditionCard from "./widgets/ConditionCard";
import AppointmentListingCard from "./widgets/AppointmentListingCard";
import PreviouslyConsultedCard from "./widgets/PreviouslyConsultedCard";
import PastSearchCard from "./widgets/PastSearchCard";
import PharmaArticleWidget from "./widgets/PharmaArticleWidget";
import HealthConditionWidget from "./widgets/HealthConditionWidget";

export const widgets: WidgetDefinition[] = [
  // WIDGET LIST
  Banner,
  FullWidthBanner,
  DiagItemCard,
  DiagItemCardV2,
  DiagTileStyle1,
  DiagTileStyle2,
  DiagTileStyle3,
  ServiceCard,
  ReorderCard,
  PostConsultCard,
  PackageRecommendationCard,
  CorporateBenefitsCard,
  RadiologyItemCard,
  SpecialtyCard,
  ConditionCard,
  AppointmentListingCard,
  PreviouslyConsultedCard,
  PastSearchCard,
  PharmaArticleWidget,
  HealthConditionWidget,
];

const byType = new Map(widgets.map((w) => [w.type, w]));

export function getWidget(type: string): WidgetDefinition | undefined {
  return byType.get(type);
}

export function widgetTypes(): string[] {
  return [...byType.keys()];
}
