import { defineWidget } from "../../define-widget";
import { itemListPropsSchema } from "../../item-card/item-schema";
import { samplePackages, sampleTests } from "../../item-card/sample-items";
import type { ItemListProps } from "../../item-card/types";
import { PastSearchCard, PastSearchCardSkeleton } from "./PastSearchCard";

export default defineWidget<ItemListProps>({
  type: "PastSearchCard",
  personal: true,
  propsSchema: itemListPropsSchema,
  Component: PastSearchCard,
  Skeleton: PastSearchCardSkeleton,
  samples: [
    {
      name: "Recent searches (the newest two of four)",
      props: { items: [sampleTests[3], samplePackages[0], sampleTests[0], sampleTests[1]] },
      meta: { variant: "list" },
    },
    {
      name: "One recent search",
      props: { items: [sampleTests[4]] },
      meta: { variant: "list" },
    },
  ],
});
