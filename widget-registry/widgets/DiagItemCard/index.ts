import { defineWidget } from "../../define-widget";
import { itemListPropsSchema } from "../../item-card/item-schema";
import { samplePackages, sampleTests } from "../../item-card/sample-items";
import type { ItemListProps } from "../../item-card/types";
import { DiagItemCard, DiagItemCardSkeleton } from "./DiagItemCard";

export default defineWidget<ItemListProps>({
  type: "DiagItemCard",
  propsSchema: itemListPropsSchema,
  Component: DiagItemCard,
  Skeleton: DiagItemCardSkeleton,
  samples: [
    {
      name: "Top booked tests (carousel with arrows)",
      props: { items: sampleTests },
      meta: { variant: "carousel", visible_cards: 4, carousel_arrows: true, carousel_dots: false, circular_rotation: false, auto_swipe: false },
    },
    {
      name: "Health checkup packages (grid)",
      props: { items: samplePackages },
      meta: { variant: "grid", visible_cards: 4 },
    },
    {
      name: "Nothing to show in this city",
      props: { items: [] },
      meta: { variant: "carousel", visible_cards: 4 },
    },
  ],
});
