// Search latency over the catalogue grown to 5,000 items (bench-only rows in a throwaway SQLite file): the index
// alone (what type-ahead costs in memory) and searchDiagnosticItem end to end (index + pricing query).
import fs from "node:fs";
import path from "node:path";
import { createServices } from "~/.server/app-context";
import { searchDiagnosticItem } from "~/.server/domain/catalogue/catalogue";
import { bumpCatalogueVersion } from "~/.server/domain/catalogue/catalogue-version";
import { getSearchIndex, searchItemIds } from "~/.server/domain/catalogue/search";

const TARGET_ITEMS = Number(process.env.BENCH_CATALOGUE_ITEMS ?? 5000);
const dir = path.resolve("var/bench-search");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const { db, cache } = await createServices(`file:${path.join(dir, "data.sqlite")}`);

// Grow the catalogue: lab-specific variants of the seeded items ("… – Method 7"), priced in Hyderabad.
const seeded = await db.selectFrom("diagnostic_items").selectAll().execute();
const pricing = await db.selectFrom("diagnostic_pricing").selectAll().where("city_id", "=", 9).execute();
const priceOf = new Map(pricing.map((p) => [p.item_id, p]));
const METHODS = ["CLIA", "ELISA", "HPLC", "Turbidimetry", "Nephelometry", "Flow Cytometry", "PCR", "Spectrophotometry"];
const extra: typeof seeded = [];
for (let i = 0; extra.length + seeded.length < TARGET_ITEMS; i++) {
  const base = seeded[i % seeded.length];
  const variant = Math.floor(i / seeded.length) + 1;
  extra.push({ ...base, item_id: 100_000 + i, item_name: `${base.item_name} – ${METHODS[i % METHODS.length]} ${variant}`, canonical_tag: `${base.canonical_tag}-v${i}` });
}
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < extra.length; i += 200) {
    const batch = extra.slice(i, i + 200);
    await trx.insertInto("diagnostic_items").values(batch).execute();
    await trx.insertInto("diagnostic_pricing").values(batch.map((b) => {
      const { id: _id, ...p } = priceOf.get(seeded[(b.item_id - 100_000) % seeded.length].item_id)!;
      return { ...p, item_id: b.item_id };
    })).execute();
  }
});
await bumpCatalogueVersion(db);

const t0 = performance.now();
const index = await getSearchIndex(db, Date.now(), 0);
console.log(`index of ${index.size} items built in ${(performance.now() - t0).toFixed(0)} ms`);

// What a person types, keystroke by keystroke, typos included.
const words = ["thyriod", "vitamn d", "cbc", "complete blood count", "sugar", "hba1c", "lipid profile", "full body checkup", "liver function", "dengue ns1"];
const queries = words.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)));

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
function report(label: string, xs: number[]) {
  console.log(`${label.padEnd(40)} p50 ${pct(xs, 50).toFixed(2).padStart(6)} ms  p99 ${pct(xs, 99).toFixed(2).padStart(6)} ms  (${xs.length} searches; aim p99 < 5 ms)`);
}

for (const q of queries) searchItemIds(index, q); // warm up
const inMemory: number[] = [];
for (let round = 0; round < 10; round++) {
  for (const q of queries) {
    const s = performance.now();
    searchItemIds(index, q);
    inMemory.push(performance.now() - s);
  }
}
report("index search (type-ahead, in memory)", inMemory);

const endToEnd: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const q of queries) {
    const s = performance.now();
    await searchDiagnosticItem(db, { keyword: q, cityId: 9, size: 10 });
    endToEnd.push(performance.now() - s);
  }
}
report("searchDiagnosticItem (index + pricing)", endToEnd);

await db.destroy();
await cache.close();
fs.rmSync(dir, { recursive: true, force: true });
