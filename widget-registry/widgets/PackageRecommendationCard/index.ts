import { defineWidget } from "../../define-widget";
import { itemListPropsSchema } from "../../item-card/item-schema";
import { samplePackages, sampleTests } from "../../item-card/sample-items";
import type { ItemListProps } from "../../item-card/types";
import { PackageRecommendationCard, PackageRecommendationCardSkeleton } from "./PackageRecommendationCard";

export default defineWidget<ItemListProps>({
  type: "PackageRecommendationCard",
  propsSchema: itemListPropsSchema,
  Component: PackageRecommendationCard,
  Skeleton: PackageRecommendationCardSkeleton,
  samples: [
    {
      name: "Packages recommended from past bookings",
      props: { items: [samplePackages[0], samplePackages[2], samplePackages[1]] },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true, carousel_dots: false, circular_rotation: false, auto_swipe: false },
    },
    {
      name: "A single test in the list is not shown (phone)",
      props: { items: [sampleTests[0], samplePackages[3]] },
      meta: { variant: "carousel", visible_cards: 1, carousel_dots: true },
    },
  ],
});
