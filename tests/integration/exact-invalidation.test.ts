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

  /** Loads the page as the page cache renders it (signed out) and keeps it, with the tags its loader gave. */
  async function cachePage(cache: HtmlCache, path: string) {
    const route = (await cache.route({ method: "GET", url: path, headers: new Headers() }))!;
    const context = { sharedViewer: route.viewer };
    const request = new Request(`http://localhost${path}`);
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
});
