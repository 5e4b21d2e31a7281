import { defineWidget } from "../../define-widget";
import { itemListPropsSchema } from "../../item-card/item-schema";
import { samplePackages, sampleTests } from "../../item-card/sample-items";
import type { ItemListProps } from "../../item-card/types";
import { DiagItemCardV2, DiagItemCardV2Skeleton } from "./DiagItemCardV2";

export default defineWidget<ItemListProps>({
  type: "DiagItemCardV2",
  propsSchema: itemListPropsSchema,
  Component: DiagItemCardV2,
  Skeleton: DiagItemCardV2Skeleton,
  samples: [
    {
      name: "Frequently booked items (3 per view)",
      props: { items: [sampleTests[0], sampleTests[3], samplePackages[0], sampleTests[1]] },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true, carousel_dots: false, circular_rotation: false, auto_swipe: false },
    },
    {
      name: "Frequently booked together (phone, dots)",
      props: { items: [sampleTests[2], sampleTests[4], samplePackages[2]] },
      meta: { variant: "carousel", visible_cards: 1, carousel_arrows: false, carousel_dots: true, circular_rotation: false, auto_swipe: false },
    },
  ],
});
