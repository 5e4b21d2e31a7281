/**
 * What a configured screen shows of the catalogue, so that a catalogue change drops it only when it touches an item
 * one of its sections shows (page-tags.ts). A section's items are read from its definition, not from its data: a
 * list of fixed items (by id, or a content list by name) can only gain an item when that item changes (it starts
 * being sold in the city: a pricing row, named by the change), or when the list itself changes (`content_widgets`,
 * which names no item and so drops every page). The site's own content routes, which the demo screens reach over
 * REST, are read the same way (`restShows`). Any other source (another REST address, a listing, a search,
 * recommendations) may show any item: ALL_ITEMS_TAG.
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
  source:
    | { type: "JSON" }
    /** `path`: the address with its placeholders filled, path and query, when it is this site's own; else null. */
    | { type: "REST"; path: string | null }
    | { type: "GRAPHQL"; document: DocumentNode | null; variables: Record<string, unknown> };
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
 * What a REST section on this site's own content routes shows: the content lists it draws by name (their cards' data
 * may name included tests too), or, for the category tiles (`/content/category-widgets`), categories only, whose
 * answer names no item however late it comes (a category change names no item and drops every page). null: another
 * address, which may show any item.
 */
export function restShows(path: string | null): { lists: string[]; cityId?: number; dataNamesItems: boolean } | null {
  if (!path) return null;
  const url = new URL(path, "http://site.invalid");
  if (url.pathname === "/content/category-widgets") return { lists: [], dataNamesItems: false };
  const name = url.searchParams.get("widgetname");
  // The list of the city the address names, which need not be the page's.
  const city = Number(url.searchParams.get("city"));
  if (url.pathname === "/content/getwidgets" && name) {
    return { lists: [name], dataNamesItems: true, ...(Number.isInteger(city) && city > 0 ? { cityId: city } : {}) };
  }
  return null;
}

/**
 * The items one section's source names, and whether its data may name more (a package's tests); null when it may
 * show any item.
 */
async function namedItems(source: ScreenSectionSource["source"], widgetItems: WidgetItems): Promise<{ ids: Set<number>; dataNamesItems: boolean } | null> {
  const ids = new Set<number>();
  const addList = async (name: unknown, cityId?: number) => {
    for (const id of (typeof name === "string" && (await widgetItems(name, cityId))) || []) ids.add(id);
  };
  if (source.type === "REST") {
    const shows = restShows(source.path);
    if (!shows) return null;
    for (const name of shows.lists) await addList(name, shows.cityId);
    return { ids, dataNamesItems: shows.dataNamesItems };
  }
  if (source.type !== "GRAPHQL" || !source.document) return null;
  const calls = rootCalls(source.document, source.variables);
  if (!calls) return null;
  for (const call of calls) {
    if (ITEM_ADDRESSED_OPERATIONS.has(call.name)) itemIdsIn(call.args, ids);
    else if (WIDGET_LIST_OPERATIONS.has(call.name)) for (const name of ([] as unknown[]).concat(call.args.widgetNames ?? [])) await addList(name);
    else return null;
  }
  return { ids, dataNamesItems: true };
}

/** The item ids of a content list for a city, the page's unless given (null when there is no such list). */
export type WidgetItems = (name: string, cityId?: number) => Promise<number[] | null>;

/** The tags of a screen: the items its sections show, or ALL_ITEMS_TAG when one of them may show any item. */
export async function screenTags(sections: readonly ScreenSectionSource[], widgetItems: WidgetItems): Promise<string[]> {
  const ids = new Set<number>();
  for (const s of sections) {
    // Fetched after load, or the person's own: none of it is in the cached HTML.
    if ((s.mode !== "inline" && s.mode !== "stream") || s.source.type === "JSON") continue;
    const named = await namedItems(s.source, widgetItems);
    if (!named) return [ALL_ITEMS_TAG];
    for (const id of named.ids) ids.add(id);
    if (!named.dataNamesItems) continue;
    // A streamed section's data is not known yet: what it includes (a package's tests) cannot be named.
    if (s.mode === "stream") return [ALL_ITEMS_TAG];
    itemIdsIn(s.data, ids);
  }
  return [...ids].sort((a, b) => a - b).map(itemTag);
}
