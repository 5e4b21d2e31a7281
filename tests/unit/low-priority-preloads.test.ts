/**
 * The page's hydration scripts are fetched after what its first paint needs: every module preload Remix writes
 * leaves the server marked fetchpriority="low", however React's stream cuts the HTML into chunks.
 */
import { describe, expect, it } from "vitest";
import { lowPriorityPreloadStream, withLowPriorityPreloads } from "~/.server/low-priority-preloads";

const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/></head><body>',
  "<main><h1>Book Lab Tests at Home</h1><p>Complete Blood Count (CBC) ₹349</p></main>",
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>',
  '<script type="module" async="">import "/assets/entry.client.js";</script></body></html>',
].join("");

async function through(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityPreloadStream();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(c));
  const ended = new Promise((r) => stream.on("end", r));
  for (const c of chunks) stream.write(c);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("low-priority module preloads", () => {
  const expected = withLowPriorityPreloads(page);

  it("marks every module preload low priority and leaves the rest of the page as it was", () => {
    expect(expected.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(expected.replaceAll(' fetchpriority="low"', "")).toBe(page);
    expect(expected).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("gives the same page whatever the chunk boundaries, inside a tag or inside a ₹", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (let size = 1; size <= 64; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it("does not hold back a chunk that merely ends in an unrelated tag", async () => {
    const stream = lowPriorityPreloadStream();
    const seen: string[] = [];
    stream.on("data", (c: Buffer) => seen.push(c.toString()));
    stream.write(Buffer.from('<div hidden id="S:0"><section>CBC</section></div>'));
    await new Promise((r) => setImmediate(r));
    expect(seen.join("")).toBe('<div hidden id="S:0"><section>CBC</section></div>');
    stream.end();
  });
});
