/**
 * Issue 24: "Invalidation: a catalogue, price or content change drops exactly the pages it touches, on every
 * instance, within 1 s (the existing pub/sub). A test proves a price change reaches the item page and its listings
 * at once."
 *
 * Here, on SQLite and PostgreSQL, pages are loaded by their real loaders (which tag them with what they show) and kept
 * in the page cache; a change is written straight to the database, as an import or a manual fix would be, and the
 * next poll of the change table (what each instance does once a second) drops exactly the pages it touches.
 */
import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";
import { PAGE_TAGS_HEADER, pageTagsOf } from "~/.server/cache/page-tags";
import { CatalogueChangeReader } from "~/.server/domain/catalogue/catalogue-changes";
import { bumpCatalogueVersion } from "~/.server/domain/catalogue/catalogue-version";
import { loadItemPage } from "~/features/lab-tests/item-page.server";
import { loadListingBySlug } from "~/features/lab-tests/listing-route.server";
import { loader as searchLoader } from "~/routes/search-test.$searchString";
import { loader as cityLoader } from "~/routes/lab-tests-city.$city";
import { getRequestState } from "~/.server/request-state";
import { targets, servicesOfTarget } from "./harness";
import { parse } from "graphql";
import { sql } from "kysely";
import { screenTags } from "~/.server/cache/screen-tags";
import { loadConfiguredScreen } from "~/sdui/screen-loader.server";
import { getWidgetItems } from "~/.server/domain/catalogue/catalogue";
import { getSearchIndex, searchItemIds, SEARCH_INDEX_CHECK_MS } from "~/.server/domain/catalogue/search";

describe.each(targets)("exact page invalidation on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;

  /** The pages of this test, each loaded by its own loader, by URL. */
  const loaders: Record<string, (request: Request, context: object) => Promise<unknown>> = {};
  const itemPage = (path: string, itemId: number) => {
    loaders[path] = (request, context) => loadItemPage(request, { key: { itemId }, lang: "en" }, context);
    return path;
  };
  const listing = (slug: string) => {
    const path = `/test-listing/${slug}`;
    loaders[path] = (request, context) => loadListingBySlug(request, slug, path, undefined, context);
    return path;
  };

  /** A configured screen whose one section shows fixed items by id (GraphQL), tagged as the screen loader tags it. */
  const screens: Record<string, (cityId: number) => Promise<string[]>> = {};
  const screenPaths: Record<string, string> = { "by-id": "/", "by-list": "/lab-tests", listing: "/consult" };
  const screen = (name: string, query: string, variables: Record<string, unknown>) => {
    const path = screenPaths[name];
    screens[path] = (cityId) =>
      screenTags([{ mode: "inline", source: { type: "GRAPHQL", document: parse(query), variables } }], async (w) => (await getWidgetItems(db(), w, cityId))?.itemIds ?? null);
    return path;
  };

  /** Loads the page as the page cache renders it (signed out) and keeps it, with the tags its loader gave. */
  async function cachePage(cache: HtmlCache, path: string) {
    const route = (await cache.route({ method: "GET", url: path, headers: new Headers() }))!;
    const context = { sharedViewer: route.viewer };
    const request = new Request(`http://localhost${path}`);
    if (screens[path]) {
      // A configured screen: the page cache keeps it under its own path ("/" is one), with the screen's tags.
      const tags = await screens[path]((await getRequestState(request, context)).location.cityId);
      await cache.set(route.key, `screen|${path}`, `<p>${path}</p>`, "", [[PAGE_TAGS_HEADER, tags.join(" ")]]);
      return route.key;
    }
    if (path.startsWith("/search-test/")) await searchLoader({ request, params: { searchString: path.slice("/search-test/".length) }, context });
    else if (path.startsWith("/lab-tests-city/")) await cityLoader({ request, params: { city: path.slice("/lab-tests-city/".length) }, context });
    else await loaders[path](request, context);
    const tags = pageTagsOf(context);
    expect(tags, path).toBeDefined();
    await cache.set(route.key, `public|${path}`, `<p>${path}</p>`, "", [[PAGE_TAGS_HEADER, tags!.join(" ")]]);
    return route.key;
  }

  /** Caches every page, and says which of them are still cached (hits) after `change` and one poll. */
  async function afterChange(paths: string[], change: () => Promise<void>) {
    const cache = new HtmlCache();
    const reader = new CatalogueChangeReader(db());
    await reader.poll(); // the baseline: where this instance starts reading
    const keys = new Map<string, string>();
    for (const path of paths) keys.set(path, await cachePage(cache, path));
    for (const path of paths) expect(cache.get(keys.get(path)!), `${path} cached`).toBeDefined();
    await change();
    const drop = await reader.poll();
    expect(drop).not.toBeNull();
    cache.catalogueChanged(drop!);
    const hits = Object.fromEntries(paths.map((p) => [p, cache.get(keys.get(p)!) !== undefined]));
    return { drop: drop!, hits };
  }

  /** Two items sold in the city of signed-out visitors, in different categories, neither shown on the other's page. */
  async function fixture() {
    const state = await getRequestState(new Request("http://localhost/"), { sharedViewer: (await new HtmlCache().route({ method: "GET", url: "/faq", headers: new Headers() }))!.viewer });
    const cityId = state.location.cityId;
    const sold = await db()
      .selectFrom("diagnostic_items as i")
      .innerJoin("diagnostic_pricing as p", "p.item_id", "i.item_id")
      .select(["i.item_id", "i.item_name", "i.category", "i.item_type"])
      .where("p.city_id", "=", cityId)
      .where("i.item_type", "=", "TEST")
      .orderBy("i.item_id")
      .execute();
    const categories = [...new Set(sold.map((r) => r.category))];
    const a = sold.find((r) => r.category === categories[0])!;
    const b = sold.find((r) => r.category === categories[1])!;
    return { cityId, a, b, categories };
  }

  it("a price change of one item drops that item's page and every listing showing it at once, and nothing else", async () => {
    const { cityId, a, b } = await fixture();
    const aPage = itemPage(`/test-details/${a.item_id}`, a.item_id);
    const bPage = itemPage(`/test-details/${b.item_id}`, b.item_id);
    const aListing = listing(a.category);
    const bListing = listing(b.category);
    const aSearch = `/search-test/${encodeURIComponent(a.item_name.split(" ")[0].toLowerCase())}`;
    const cityPage = "/lab-tests-city/hyderabad";
    const { drop, hits } = await afterChange([aPage, bPage, aListing, bListing, aSearch, cityPage], async () => {
      await db().updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", a.item_id).where("city_id", "=", cityId).execute();
    });
    expect(drop.all).toBe(false);
    expect(hits).toEqual({
      // the item's page, and every listing showing it: its category's, the search results, the city's
      [aPage]: false,
      [aListing]: false,
      [aSearch]: false,
      [cityPage]: false,
      // an unrelated item's page and listing stay cached
      [bPage]: true,
      [bListing]: true,
    });
  });

  it("a price change leaves a search that does not show the item cached (no item joins or leaves a search by price)", async () => {
    const { cityId, b } = await fixture();
    const search = `/search-test/${encodeURIComponent(b.item_name.toLowerCase().replace(/[^a-z0-9]+/g, "-"))}`;
    const context = {};
    await searchLoader({ request: new Request(`http://localhost${search}`), params: { searchString: search.slice("/search-test/".length) }, context });
    const shown = new Set(pageTagsOf(context));
    const sold = await db().selectFrom("diagnostic_pricing").select("item_id").where("city_id", "=", cityId).orderBy("item_id").execute();
    const elsewhere = sold.find((r) => !shown.has(`item:${r.item_id}`))!.item_id;
    const { hits } = await afterChange([search], async () => {
      await db().updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", elsewhere).where("city_id", "=", cityId).execute();
    });
    expect(hits[search]).toBe(true);
  });

  it("an item newly added to a category drops that category's listing, and leaves another category's listing", async () => {
    const { cityId, a, b, categories } = await fixture();
    const target = listing(b.category);
    const other = listing(categories[2]);
    const aPage = itemPage(`/test-details/${a.item_id}`, a.item_id);
    const newId = 990_000 + (target.length % 1000);
    const { drop, hits } = await afterChange([target, other, aPage], async () => {
      const row = await db().selectFrom("diagnostic_items").selectAll().where("item_id", "=", a.item_id).executeTakeFirstOrThrow();
      await db().insertInto("diagnostic_items").values({ ...row, item_id: newId, canonical_tag: `new-test-${newId}`, item_name: `New Test ${newId}`, category: b.category }).execute();
      const price = await db().selectFrom("diagnostic_pricing").selectAll().where("item_id", "=", a.item_id).where("city_id", "=", cityId).executeTakeFirstOrThrow();
      const { id: _id, ...rest } = price;
      await db().insertInto("diagnostic_pricing").values({ ...rest, item_id: newId }).execute();
    });
    expect(drop.all).toBe(false);
    expect(hits).toEqual({ [target]: false, [other]: true, [aPage]: true });
  });

  it("a change naming no item (a category's name), or a bump of the catalogue version, drops every page", async () => {
    const { a, b } = await fixture();
    const paths = [itemPage(`/test-details/${a.item_id}`, a.item_id), itemPage(`/test-details/${b.item_id}`, b.item_id), listing(b.category)];
    const renamed = await afterChange(paths, async () => {
      await db().updateTable("categories").set((eb) => ({ name: eb.ref("name") })).where("slug", "=", b.category).execute();
    });
    expect(renamed.drop).toEqual({ all: true, reason: "unattributed" });
    expect(Object.values(renamed.hits)).toEqual(paths.map(() => false));
    const bumped = await afterChange(paths, () => bumpCatalogueVersion(db()));
    expect(bumped.drop).toEqual({ all: true, reason: "version" });
    expect(Object.values(bumped.hits)).toEqual(paths.map(() => false));
  });

  it("a rolled-back write cannot be told from a lost one on PostgreSQL (its number is missing): the next poll drops everything", async () => {
    const { cityId, a, b } = await fixture();
    const paths = [itemPage(`/test-details/${b.item_id}`, b.item_id)];
    const { drop } = await afterChange(paths, async () => {
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", a.item_id).where("city_id", "=", cityId).execute();
          throw new Error("rolled back");
        })
        .catch(() => {});
      await db().updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", a.item_id).where("city_id", "=", cityId).execute();
    });
    // SQLite takes the number back with the write; PostgreSQL's sequence does not.
    expect(drop.all).toBe(target.name !== "sqlite");
  });

  it("a price change of an item shown on a configured screen drops that screen; a change to an item it does not show keeps it", async () => {
    const { cityId, a, b } = await fixture();
    const byId = screen("by-id", "query ($ids: [Int!]!, $cityId: Int) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids, cityID: $cityId) { itemId } }", { ids: [a.item_id], cityId });
    const widgets = await db().selectFrom("content_widgets").select(["widget_name", "item_ids"]).execute();
    const list = widgets.find((w) => !(JSON.parse(w.item_ids) as number[]).includes(b.item_id) && (JSON.parse(w.item_ids) as number[]).length)!;
    const listed = (JSON.parse(list.item_ids) as number[])[0];
    const byList = screen("by-list", "query ($cityId: Int) { getWidgets(cityId: $cityId, widgetNames: [\"" + list.widget_name + "\"]) { itemIds } }", { cityId });
    const listing = screen("listing", "query ($cityId: Int) { getDiagnosticsListingData(cityId: $cityId) { __typename } }", { cityId });
    const raise = (itemId: number) => db().updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", itemId).execute();
    // An item neither fixed screen shows: both stay; a screen that may show any item drops.
    const unrelated = await afterChange([byId, byList, listing], () => raise(b.item_id).then(() => {}));
    expect(unrelated.hits).toEqual({ [byId]: true, [byList]: true, [listing]: false });
    // The items they show: each drops.
    expect((await afterChange([byId], () => raise(a.item_id).then(() => {}))).hits[byId]).toBe(false);
    expect((await afterChange([byList], () => raise(listed).then(() => {}))).hits[byList]).toBe(false);
  });

  it("the home screen as configured is tagged by the items it draws, its REST category tiles adding none", async () => {
    // a247_home draws in the page: JSON sections, the category tiles over REST and the top-booked list over GraphQL;
    // the frequently-booked list (REST) is fetched after load, so it is not in the cached page.
    const { tags, state } = await loadConfiguredScreen(new Request("http://localhost/"), "a247_home");
    const listItems = async (name: string) => (await getWidgetItems(db(), name, state.location.cityId))!.itemIds;
    const topBooked = await listItems("top-booked-tests");
    const later = (await listItems("frequently-booked-items")).filter((id) => !topBooked.includes(id));
    const got = await tags();
    expect(got).not.toContain("items:all");
    expect(topBooked.length).toBeGreaterThan(0);
    for (const id of topBooked) expect(got).toContain(`item:${id}`);
    for (const id of later) expect(got).not.toContain(`item:${id}`);
  });

  it("the search finds a renamed item right after one poll", async () => {
    const { a } = await fixture();
    const now = Date.now();
    await getSearchIndex(db(), now);
    const name = `Quokkanine Panel ${a.item_id}`;
    await db().updateTable("diagnostic_items").set({ item_name: name }).where("item_id", "=", a.item_id).execute();
    const index = await getSearchIndex(db(), now + SEARCH_INDEX_CHECK_MS);
    expect(searchItemIds(index, "quokkanine panel")[0]).toBe(a.item_id);
  });

  it("a change to the frequently-booked-together list drops the item pages listing those items", async () => {
    const { a, b } = await fixture();
    const aPage = itemPage(`/test-details/${a.item_id}`, a.item_id);
    const bPage = itemPage(`/test-details/${b.item_id}`, b.item_id);
    const { drop, hits } = await afterChange([aPage, bPage], async () => {
      await db().updateTable("content_widgets").set((eb) => ({ item_ids: eb.ref("item_ids") })).where("widget_name", "=", "frequently-booked-together").execute();
    });
    // Every item page lists from it: the change drops them all.
    expect(drop.all).toBe(true);
    expect(hits).toEqual({ [aPage]: false, [bPage]: false });
  });

  it.runIf(target.name !== "sqlite")("two writers changing catalogue rows in opposite order both commit (no deadlock)", async () => {
    const { cityId, a, b } = await fixture();
    const raise = (trx: typeof db extends () => infer D ? D : never, itemId: number) =>
      trx.updateTable("diagnostic_pricing").set((eb) => ({ price: eb("price", "+", 1) })).where("item_id", "=", itemId).where("city_id", "=", cityId).execute();
    const before = await db().selectFrom("diagnostic_pricing").select(["item_id", "price"]).where("item_id", "in", [a.item_id, b.item_id]).where("city_id", "=", cityId).execute();
    let release!: () => void;
    const firstRowChanged = new Promise<void>((r) => (release = r));
    let secondStarted!: () => void;
    const secondWaiting = new Promise<void>((r) => (secondStarted = r));
    const one = db()
      .transaction()
      .execute(async (trx) => {
        await raise(trx as never, a.item_id);
        release();
        await secondWaiting;
        // The second writer is blocked; this one now changes the row the second one means to change first.
        await raise(trx as never, b.item_id);
      });
    const two = (async () => {
      await firstRowChanged;
      return db()
        .transaction()
        .execute(async (trx) => {
          const first = raise(trx as never, b.item_id);
          // Wait until this statement is really blocked behind the first writer, whatever the machine's speed.
          for (;;) {
            const r = await sql<{ n: string }>`select count(*) as n from pg_locks where not granted`.execute(db());
            if (Number(r.rows[0].n) > 0) break;
          }
          secondStarted();
          await first;
          await raise(trx as never, a.item_id);
        });
    })();
    await Promise.all([one, two]);
    const after = await db().selectFrom("diagnostic_pricing").select(["item_id", "price"]).where("item_id", "in", [a.item_id, b.item_id]).where("city_id", "=", cityId).execute();
    for (const row of after) expect(Number(row.price)).toBe(Number(before.find((r) => r.item_id === row.item_id)!.price) + 2);
  });
});
