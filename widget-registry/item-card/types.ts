/**
 * The item fields a card reads: a subset of the GraphQL DiagnosticItem (app/.server/graphql/catalogue.ts).
 * Sections choose which fields their query asks for, so everything but itemId and itemName may be absent or null.
 */
import type { PricingInput } from "~/lib/price";

export interface ItemTag {
  display_text: string;
  display_icon?: string | null;
  text_colour?: string | null;
  background_colour?: string | null;
}

export interface CardItem {
  itemId: number;
  itemName: string;
  id?: string | null;
  itemType?: string | null;
  gender?: string | null;
  canonicalTag?: string | null;
  url?: string | null;
  imageUrl?: string | null;
  inclusions?: number[] | null;
  itemInclusionCount?: number | null;
  itemInclusionText?: string | null;
  testPreparationData?: string | null;
  reportTATHours?: number | null;
  itemTags?: ItemTag[] | null;
  diagnosticPricing?: PricingInput[] | null;
}

export interface ItemListProps {
  items: CardItem[];
}

/** "Diagnostic widget data limit 50": a card row never draws more than this many items. */
export const ITEM_LIMIT = 50;

/** The item page: its url, else /lab-tests/{canonicalTag}, else the test detail page /test-details/{itemId}. */
export function itemHref(item: CardItem): string {
  if (item.url) return item.url;
  if (item.canonicalTag) return `/lab-tests/${encodeURIComponent(item.canonicalTag)}`;
  return `/test-details/${item.itemId}`;
}
