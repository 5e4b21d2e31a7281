import { defineWidget } from "../../define-widget";
import { itemListPropsSchema } from "../../item-card/item-schema";
import { samplePackages, sampleTests } from "../../item-card/sample-items";
import type { ItemListProps } from "../../item-card/types";
import { ReorderCard, ReorderCardSkeleton } from "./ReorderCard";

export default defineWidget<ItemListProps>({
  type: "ReorderCard",
  personal: true,
  propsSchema: itemListPropsSchema,
  Component: ReorderCard,
  Skeleton: ReorderCardSkeleton,
  samples: [
    {
      name: "Previously booked tests and packages",
      props: { items: [sampleTests[2], sampleTests[1], samplePackages[2], sampleTests[4]] },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true, carousel_dots: false, circular_rotation: false, auto_swipe: false },
    },
    {
      name: "One earlier booking, for men (phone)",
      props: { items: [sampleTests[5]] },
      meta: { variant: "carousel", visible_cards: 1, carousel_dots: true },
    },
    {
      name: "Nothing booked yet",
      props: { items: [] },
      meta: { variant: "carousel", visible_cards: 3 },
    },
  ],
});
