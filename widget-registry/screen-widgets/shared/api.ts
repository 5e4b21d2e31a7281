/** The screen widgets' calls to the app's own GraphQL API (same origin; the session cookie rides along). */
export const SOMETHING_WENT_WRONG = "Something went wrong! Please try again.";

export async function graphql<T>(query: string, variables: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? "No data");
  return body.data;
}

/** The item fields the widgets show. */
export interface WidgetItem {
  itemId: number;
  itemName: string;
  itemType: "TEST" | "PACKAGE";
  url: string;
  itemInclusionCount: number;
  diagnosticPricing: { mrp: number; price: number; circlePrice: number; circleMrp: number; groupPlan: string; status: string; showSlashedPrice: boolean; showDiscountPercent: boolean; cashbackText: string | null }[];
}

export const WIDGET_ITEM_FIELDS = `itemId itemName itemType url itemInclusionCount
  diagnosticPricing { mrp price circlePrice circleMrp groupPlan status showSlashedPrice showDiscountPercent cashbackText }`;

export async function itemsByIds(itemIDs: number[], cityID: number, signal?: AbortSignal): Promise<WidgetItem[]> {
  if (!itemIDs.length) return [];
  const data = await graphql<{ findDiagnosticsByItemIDsAndCityID: WidgetItem[] }>(
    `query CartItems($itemIDs: [Int!]!, $cityID: Int) { findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) { ${WIDGET_ITEM_FIELDS} } }`,
    { itemIDs, cityID },
    signal,
  );
  return data.findDiagnosticsByItemIDsAndCityID;
}
