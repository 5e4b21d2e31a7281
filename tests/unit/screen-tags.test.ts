/**
 * Issue 24: "a catalogue, price or content change drops exactly the pages it touches". A configured screen names the
 * items its sections show (cache/screen-tags.ts), so a change to an unrelated item keeps it; a section that may show
 * any item ("all items", listings, searches, REST) carries ALL_ITEMS_TAG, which every item change drops.
 */
import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import { itemIdsIn, screenTags, type ScreenSectionSource } from "~/.server/cache/screen-tags";
import { ALL_ITEMS_TAG } from "~/.server/cache/page-tags";

const gql = (query: string, variables: Record<string, unknown> = {}, mode = "inline", data?: unknown): ScreenSectionSource => ({
  mode,
  source: { type: "GRAPHQL", document: parse(query), variables },
  data,
});
const lists: Record<string, number[]> = { "top-booked-tests": [7, 3], "top-booked-tests@1": [4] };
/** The page's city is 9; a list of another city is `name@city`. */
const widgetItems = async (name: string, cityId = 9) => lists[cityId === 9 ? name : `${name}@${cityId}`] ?? null;

describe("screen tags", () => {
  it("a section of fixed items by id is tagged with those items and the items its data includes", async () => {
    const s = gql("query ($ids: [Int!]!) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids) { itemId } }", { ids: [5, 2] }, "inline", {
      items: [{ itemId: 5, includedItemIds: [9] }],
    });
    expect(await screenTags([s], widgetItems)).toEqual(["item:2", "item:5", "item:9"]);
  });

  it("a content list by name is tagged with every item of the list for the city (shown or not yet sold)", async () => {
    const s = gql('query { getWidgets(cityId: 9, widgetNames: ["top-booked-tests"]) { itemIds } }');
    expect(await screenTags([s], widgetItems)).toEqual(["item:3", "item:7"]);
  });

  it('sections whose content depends on "all items" or search-like data carry ALL_ITEMS_TAG', async () => {
    const listing = gql("query { getDiagnosticsListingData(cityId: 9) { __typename } }");
    const search = gql('query { searchDiagnosticItem(keyword: "cbc") { __typename } }');
    const mixed = gql("query ($ids: [Int!]!) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids) { itemId } getActiveDiagnosticsByCityID(cityId: 9) { itemId } }", { ids: [1] });
    for (const s of [listing, search, mixed]) expect(await screenTags([s], widgetItems)).toEqual([ALL_ITEMS_TAG]);
    // Another site's REST answer, or a content route this site does not read for items.
    for (const path of [null, "/content/getallwidgets", "/content/getwidgets?city=9"]) {
      expect(await screenTags([{ mode: "inline", source: { type: "REST", path } }], widgetItems)).toEqual([ALL_ITEMS_TAG]);
    }
  });

  it("the site's own content routes over REST are read as the GraphQL ones: a list by name, and category tiles show no item", async () => {
    const list: ScreenSectionSource = { mode: "inline", source: { type: "REST", path: "/content/getwidgets?city=9&widgetname=top-booked-tests" } };
    const tiles: ScreenSectionSource = { mode: "inline", source: { type: "REST", path: "/content/category-widgets?city=9" } };
    expect(await screenTags([list, tiles], widgetItems)).toEqual(["item:3", "item:7"]);
    expect(await screenTags([tiles], widgetItems)).toEqual([]);
    // An address naming another city shows that city's list.
    const delhi: ScreenSectionSource = { mode: "inline", source: { type: "REST", path: "/content/getwidgets?city=1&widgetname=top-booked-tests" } };
    expect(await screenTags([delhi], widgetItems)).toEqual(["item:4"]);
    // Streamed: what the list's packages include is not known yet; the tiles name no item, however late they come.
    expect(await screenTags([{ ...list, mode: "stream" }], widgetItems)).toEqual([ALL_ITEMS_TAG]);
    expect(await screenTags([{ ...tiles, mode: "stream" }], widgetItems)).toEqual([]);
  });

  it("a streamed section of fixed items may include items not known before its data: ALL_ITEMS_TAG", async () => {
    const s = gql("query ($ids: [Int!]!) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids) { itemId } }", { ids: [5] }, "stream");
    expect(await screenTags([s], widgetItems)).toEqual([ALL_ITEMS_TAG]);
  });

  it("inline JSON, sections fetched after load and personal sections put no catalogue data in the page: no tags", async () => {
    const listing = gql("query { getDiagnosticsListingData(cityId: 9) { __typename } }");
    const sections: ScreenSectionSource[] = [{ mode: "inline", source: { type: "JSON" } }, { ...listing, mode: "client" }, { ...listing, mode: "personal" }];
    expect(await screenTags(sections, widgetItems)).toEqual([]);
  });

  it("item ids are read under the keys that name items, at any depth", () => {
    expect([...itemIdsIn({ a: { itemIDs: [1, "2"] }, item_id: 3, price: 4, inclusions: [5], x: [{ itemId: 6 }] })].sort()).toEqual([1, 2, 3, 5, 6]);
  });
});
