/**
 * Which cached pages a catalogue change drops. The database names every changed item in `catalogue_changes`
 * (triggers, migration 0048); each instance reads the rows past the last sequence number it saw, once a second, and
 * drops the pages tagged with those items, their categories' listings and the lists of every item (page-tags.ts).
 * Polling cannot miss a change as a lost message could; the numbers are handed out in commit order, so a number
 * missing from what is read is a change this instance can no longer attribute (a rolled-back write, rows pruned while
 * the database was away): then, as for a change naming no item or a bump of the catalogue version, everything drops.
 */
import type { DB } from "../../db/client";
import { pollEvery, readVersionCounter } from "../../cache/version-poller";
import { tagsOfChange } from "../../cache/page-tags";
import { CATALOGUE_VERSION_KEY, latestCatalogueChange } from "./catalogue-version";

/** What to drop: every page, or those with any of these tags. */
export type CatalogueDrop = { all: true; reason: "version" | "unattributed" | "gap" | "too-many" } | { all: false; tags: Set<string> };

export interface CatalogueChangeRow {
  seq: number;
  itemId: number | null;
  category: string | null;
  kind: "price" | "item";
}

/** More rows than this in one second is a bulk load: drop everything rather than read them all. */
export const CHANGES_PER_POLL = 1000;
/** Rows kept behind the newest: an instance further behind than this finds a gap and drops everything. */
export const CHANGES_KEPT = 10_000;

/**
 * The drop for the rows read after sequence number `last`, in order (at most CHANGES_PER_POLL + 1 of them): the
 * tags of the items they name, or everything when one names none, a number is missing, or there are too many.
 */
export function dropOfChanges(last: number, rows: readonly CatalogueChangeRow[]): CatalogueDrop | null {
  if (!rows.length) return null;
  if (rows.length > CHANGES_PER_POLL) return { all: true, reason: "too-many" };
  const tags = new Set<string>();
  let expected = last + 1;
  for (const row of rows) {
    if (row.seq !== expected) return { all: true, reason: "gap" };
    expected++;
    if (row.itemId === null) return { all: true, reason: "unattributed" };
    for (const t of tagsOfChange({ itemId: row.itemId, category: row.category, kind: row.kind })) tags.add(t);
  }
  return { all: false, tags };
}

/** The catalogue as this instance last read it (change number and counter); "" before the first read. */
let seenCatalogue = "";
/**
 * What a cache of data read from the catalogue puts in its keys (the screens' section data: sdui/data-source), so
 * that a screen dropped by a change is drawn again from fresh data, never from an answer read before the change.
 */
export const catalogueSeen = (): string => seenCatalogue;

/**
 * One instance's place in the change table. `poll` reads what changed since the last poll and says what to drop;
 * the first poll only sets the baseline (this instance's cache starts empty).
 */
export class CatalogueChangeReader {
  private last: number | null = null;
  private counter: number | null = null;
  private polls = 0;
  constructor(private readonly db: DB) {}

  async poll(): Promise<CatalogueDrop | null> {
    const db = this.db;
    if (this.last === null) {
      [this.last, this.counter] = await Promise.all([latestCatalogueChange(db), readVersionCounter(db, CATALOGUE_VERSION_KEY)]);
      seenCatalogue = `${this.counter}:${this.last}`;
      return null;
    }
    const last = this.last;
    const [counter, raw] = await Promise.all([
      readVersionCounter(db, CATALOGUE_VERSION_KEY),
      db.selectFrom("catalogue_changes").selectAll().where("seq", ">", last).orderBy("seq").limit(CHANGES_PER_POLL + 1).execute(),
    ]);
    const rows = raw.map((r) => ({ seq: Number(r.seq), itemId: r.item_id === null ? null : Number(r.item_id), category: r.category, kind: r.kind }));
    let drop = dropOfChanges(last, rows);
    if (drop?.all && drop.reason === "too-many") this.last = await latestCatalogueChange(db);
    else if (rows.length) this.last = rows[rows.length - 1].seq;
    // A bump of the version (a change the rows cannot name) drops everything, as before the rows existed.
    if (counter !== this.counter) drop = { all: true, reason: "version" };
    this.counter = counter;
    // Before the pages are dropped (the caller drops them on return): a page drawn again reads fresh section data.
    seenCatalogue = `${this.counter}:${this.last}`;
    // Never in the way of the drop: a failed prune is tried again a minute later.
    if (++this.polls % 60 === 0) void this.prune().catch(() => {});
    return drop;
  }

  /** Rows far behind the newest are read by no instance that is keeping up. */
  private async prune() {
    const newest = this.last ?? 0;
    if (newest > CHANGES_KEPT) await this.db.deleteFrom("catalogue_changes").where("seq", "<", newest - CHANGES_KEPT).execute();
  }
}

/**
 * Calls `onDrop` within about `everyMs` of any catalogue change, on every instance. A failed read is skipped: the
 * place is kept and the next tick reads on from it. Returns the stop function.
 */
export function watchCatalogueChanges(db: DB, onDrop: (drop: CatalogueDrop) => void, everyMs = 1000): () => void {
  const reader = new CatalogueChangeReader(db);
  // A failed read (the database briefly away) is skipped: the next tick reads on from the same place.
  return pollEvery(everyMs, async () => {
    const drop = await reader.poll();
    if (drop) onDrop(drop);
  });
}
