/** Item cards (tests and packages) in a carousel (meta.variant "carousel") or a grid ("grid"). */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { ItemCardList, ItemCardListSkeleton } from "../../item-card/ItemCardList";
import type { ItemListProps } from "../../item-card/types";

export function DiagItemCard(p: WidgetProps<ItemListProps>) {
  return <ItemCardList {...p} />;
}

export function DiagItemCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <ItemCardListSkeleton meta={meta} view={view} />;
}
