/** The screen widgets' calls to the app's own GraphQL API (same origin; the session cookie rides along). */
import { graphql } from "~/graphql/generated";
import type { TypedDocumentString, WidgetItemFieldsFragment } from "~/graphql/generated/graphql";

export const SOMETHING_WENT_WRONG = "Something went wrong! Please try again.";

/** Sends a document of the generated `graphql()`; its result and variables are typed by the document. */
export async function requestGraphql<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: document.toString(), variables }),
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { data?: TResult; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? "No data");
  return body.data;
}

/** The item fields the widgets show; operations spread `...WidgetItemFields` and get it appended. */
export const WidgetItemFields = graphql(`
  fragment WidgetItemFields on DiagnosticItem {
    itemId itemName itemType url itemInclusionCount
    diagnosticPricing { mrp price circlePrice circleMrp groupPlan status showSlashedPrice showDiscountPercent cashbackText }
  }
`);

/** An item as the widgets show it (also the shape of GET /resources/search's results). */
export type WidgetItem = WidgetItemFieldsFragment;

const CartItemsQuery = graphql(`
  query CartItems($itemIDs: [Int!]!, $cityID: Int) {
    findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) { ...WidgetItemFields }
  }
`);

export async function itemsByIds(itemIDs: number[], cityID: number, signal?: AbortSignal): Promise<WidgetItem[]> {
  if (!itemIDs.length) return [];
  const data = await requestGraphql(CartItemsQuery, { itemIDs, cityID }, signal);
  return data.findDiagnosticsByItemIDsAndCityID;
}
