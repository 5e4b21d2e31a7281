/**
 * What a configured screen shows of the catalogue, so that a catalogue change drops it only when it touches an item
 * one of its sections shows (page-tags.ts). A section's items are read from its definition, not from its data: a
 * list of fixed items (by id, or a content list by name) can only gain an item when that item changes (it starts
 * being sold in the city: a pricing row, named by the change), or when the list itself changes (`content_widgets`,
 * which names no item and so drops every page). Any other source (REST, a listing, a search, recommendations) may
 * show any item: ALL_ITEMS_TAG.
 */
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode, type ValueNode } from "graphql";
import { ALL_ITEMS_TAG, itemTag } from "./page-tags";

/** Operations whose answer is exactly the items named by id in their arguments (and the items those include). */
export const ITEM_ADDRESSED_OPERATIONS = new Set([
  "findDiagnosticsByItemIDsAndCityID",
  "findDiagnosticsWidgetsPricing",
  "getDiagnosticInclusionsByItemId",
  "__typename",
]);
/** Operations answering the items of content lists named in their arguments (`widgetNames`). */
export const WIDGET_LIST_OPERATIONS = new Set(["getWidgets"]);

/** What the tagging needs to know of one section of the page. */
export interface ScreenSectionSource {
  /** How the section reaches the page: only "inline" and "stream" put catalogue data into the HTML. */
  mode: string;
  source: { type: "JSON" } | { type: "REST" } | { type: "GRAPHQL"; document: DocumentNode | null; variables: Record<string, unknown> };
  /** The section's data when it is in the page already (ids shown there, such as a package's inclusions, are tagged too). */
  data?: unknown;
}

const ID_KEY = /^(item_?ids?|included_?item_?ids|inclusions)$/i;

/** Every item id under a key naming items (itemId, itemIDs, item_id, includedItemIds, inclusions), at any depth. */
export function itemIdsIn(value: unknown, out = new Set<number>(), key = ""): Set<number> {
  if (typeof value === "number" && ID_KEY.test(key) && Number.isInteger(value)) out.add(value);
  else if (typeof value === "string" && ID_KEY.test(key) && /^\d+$/.test(value)) out.add(Number(value));
  else if (Array.isArray(value)) for (const v of value) itemIdsIn(v, out, key);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) itemIdsIn(v, out, k);
  return out;
}

/** An argument's value with the variables filled in (literals as written). */
function argValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.LIST:
      return node.values.map((v) => argValue(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, argValue(f.value, variables)]));
    default:
      return null;
  }
}

/** The root fields of a document's one operation with their arguments; null when it uses fragments at the root. */
function rootCalls(document: DocumentNode, variables: Record<string, unknown>): { name: string; args: Record<string, unknown> }[] | null {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!op || op.selectionSet.selections.some((s) => s.kind !== Kind.FIELD)) return null;
  return (op.selectionSet.selections as FieldNode[]).map((f) => ({
    name: f.name.value,
    args: Object.fromEntries((f.arguments ?? []).map((a) => [a.name.value, argValue(a.value, variables)])),
  }));
}

/**
 * The tags of a screen: the items its sections show, or ALL_ITEMS_TAG when one of them may show any item.
 * `widgetItems`: the item ids of a content list for the page's city (null when there is no such list).
 */
export async function screenTags(sections: readonly ScreenSectionSource[], widgetItems: (name: string) => Promise<number[] | null>): Promise<string[]> {
  const ids = new Set<number>();
  for (const s of sections) {
    // Fetched after load, or the person's own: none of it is in the cached HTML.
    if ((s.mode !== "inline" && s.mode !== "stream") || s.source.type === "JSON") continue;
    if (s.source.type !== "GRAPHQL" || !s.source.document) return [ALL_ITEMS_TAG];
    const calls = rootCalls(s.source.document, s.source.variables);
    if (!calls) return [ALL_ITEMS_TAG];
    for (const call of calls) {
      if (ITEM_ADDRESSED_OPERATIONS.has(call.name)) itemIdsIn(call.args, ids);
      else if (WIDGET_LIST_OPERATIONS.has(call.name)) {
        const names = ([] as unknown[]).concat(call.args.widgetNames ?? []);
        for (const name of names) for (const id of (typeof name === "string" && (await widgetItems(name))) || []) ids.add(id);
      } else return [ALL_ITEMS_TAG];
    }
    // A streamed section's data is not known yet: what it includes (a package's tests) cannot be named.
    if (s.mode === "stream") return [ALL_ITEMS_TAG];
    itemIdsIn(s.data, ids);
  }
  return [...ids].sort((a, b) => a - b).map(itemTag);
}
