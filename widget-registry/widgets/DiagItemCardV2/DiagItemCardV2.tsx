/** The compact, horizontal item card: name and facts on the left, price and "Add to cart" on the right. */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { ItemCardList, ItemCardListSkeleton } from "../../item-card/ItemCardList";
import type { ItemListProps } from "../../item-card/types";

export function DiagItemCardV2(p: WidgetProps<ItemListProps>) {
  return <ItemCardList {...p} compact />;
}

export function DiagItemCardV2Skeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <ItemCardListSkeleton meta={meta} view={view} compact />;
}
