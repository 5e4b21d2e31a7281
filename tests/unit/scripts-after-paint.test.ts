// @vitest-environment jsdom
/**
 * Rule (docs/decisions/2026-11-28-largest-paint.md): "the lever left for LCP is to request the scripts after the
 * first paint". The server writes every module preload and the module script inert, however React's stream cuts the
 * HTML into chunks; the inline script each page ends with puts them back, in place, after the first paint.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaintStream, withScriptsAfterPaint } from "~/.server/scripts-after-paint";
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, SCRIPTS_AFTER_PAINT, startScripts } from "~/lib/scripts-after-paint";

const moduleScript = 'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/page.css"/>',
  '<link rel="modulepreload" href="/assets/FullWidthBanner.js"/></head><body>',
  "<main><h1>Book Lab Tests at Home</h1><p>Complete Blood Count (CBC) ₹349</p></main>",
  '<script nonce="n0nce">window.__remixContext = {"url":"/"};</script>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/components.js"/>',
  `<script nonce="n0nce" type="module" async="">${moduleScript}</script>`,
  `<script nonce="n0nce">${SCRIPTS_AFTER_PAINT}</script></body></html>`,
].join("");

async function through(chunks: Buffer[]): Promise<string> {
  const stream = scriptsAfterPaintStream();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(c));
  const ended = new Promise((r) => stream.on("end", r));
  for (const c of chunks) stream.write(c);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("the server writes the page's scripts inert", () => {
  const served = withScriptsAfterPaint(page);

  it("leaves no module preload and no module script a browser would fetch before the first paint", () => {
    expect(served).not.toContain('rel="modulepreload"');
    expect(served).not.toContain('type="module"');
    expect(served.match(new RegExp(`<link rel="${INERT_PRELOAD_REL}" fetchpriority="low" href=`, "g"))).toHaveLength(3);
    expect(served).toContain(`<script nonce="n0nce" type="${INERT_MODULE_TYPE}" async="">${moduleScript}</script>`);
  });

  it("changes nothing else: the stylesheet, the content and the classic scripts are as rendered", () => {
    const back = served
      .replaceAll(`rel="${INERT_PRELOAD_REL}" fetchpriority="low"`, 'rel="modulepreload"')
      .replace(`type="${INERT_MODULE_TYPE}"`, 'type="module"');
    expect(back).toBe(page);
  });

  it("gives the same page whatever the chunk boundaries, inside a tag or inside a ₹", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (let size = 1; size <= 64; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(served);
    }
  });

  it("does not hold back a chunk that merely ends in an unrelated tag", async () => {
    const stream = scriptsAfterPaintStream();
    const seen: string[] = [];
    stream.on("data", (c: Buffer) => seen.push(c.toString()));
    stream.write(Buffer.from('<div hidden id="S:0"><section>CBC</section></div>'));
    await new Promise((r) => setImmediate(r));
    expect(seen.join("")).toBe('<div hidden id="S:0"><section>CBC</section></div>');
    stream.end();
  });
});

describe("the page's last script starts them after the first paint", () => {
  /** The served page in a browser-like window that runs its inline classic scripts and draws frames on demand. */
  function open(visible: boolean) {
    const dom = new JSDOM(withScriptsAfterPaint(page), { runScripts: "dangerously", pretendToBeVisual: visible });
    return dom.window;
  }
  const liveOf = (win: Window) => ({
    preloads: [...win.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
    inert: win.document.querySelectorAll(`link[rel="${INERT_PRELOAD_REL}"], script[type="${INERT_MODULE_TYPE}"]`).length,
    modules: [...win.document.querySelectorAll('script[type="module"]')] as HTMLScriptElement[],
  });

  /** Frames and tasks pass until nothing is inert any more (each element is started in a task of its own). */
  async function started(win: Window) {
    for (let i = 0; i < 100 && liveOf(win).inert > 0; i++) await new Promise((r) => win.setTimeout(r, 10));
  }

  it("nothing is live while the page is parsed and painted; after the frame, every preload and the module script are, in place", async () => {
    const win = open(true);
    expect(liveOf(win as unknown as Window).preloads).toEqual([]);
    await started(win as unknown as Window);
    const live = liveOf(win as unknown as Window);
    expect(live.inert).toBe(0);
    expect(live.preloads).toEqual(["/assets/FullWidthBanner.js", "/assets/entry.client.js", "/assets/components.js"]);
    expect(live.modules).toHaveLength(1);
    expect(live.modules[0].text).toBe(moduleScript);
    expect(live.modules[0].getAttribute("async")).toBe("");
    // React hydrates the document and expects them where <Scripts> rendered them: the banner's preload in the head,
    // the module script right after the entry's preloads.
    expect(win.document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe("/assets/FullWidthBanner.js");
    expect(live.modules[0].previousElementSibling?.getAttribute("href")).toBe("/assets/components.js");
  });

  it("the module script keeps the nonce the page gave it", async () => {
    const win = open(true);
    await started(win as unknown as Window);
    expect(liveOf(win as unknown as Window).modules[0].getAttribute("nonce")).toBe("n0nce");
  });

  it("starts one element per task, every preload before the module script, so no task is long on a slow phone", () => {
    const { document: doc } = new JSDOM(withScriptsAfterPaint(page)).window;
    const tasks: (() => void)[] = [];
    startScripts(doc, INERT_PRELOAD_REL, INERT_MODULE_TYPE, (run) => tasks.push(run));
    expect(tasks).toHaveLength(4);
    const live = () => [...doc.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((el) => el.getAttribute("href") ?? "module script");
    const seen: string[][] = [];
    for (const task of tasks) {
      task();
      seen.push(live());
    }
    expect(seen).toEqual([
      ["/assets/FullWidthBanner.js"],
      ["/assets/FullWidthBanner.js", "/assets/entry.client.js"],
      ["/assets/FullWidthBanner.js", "/assets/entry.client.js", "/assets/components.js"],
      ["/assets/FullWidthBanner.js", "/assets/entry.client.js", "/assets/components.js", "module script"],
    ]);
  });
});
