// The JavaScript a first visit downloads: a real Chromium page load (Playwright), every script response counted,
// each body gzip-compressed here to measure it (so the figure does not depend on the server's compression).
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

export const FIRST_LOAD_BUDGET_GZIP = 120 * 1024;
/** Chunks that must stay off the first load unless a section on screen needs them. */
export const HEAVY_CHUNKS = [/swiper/i, /framer-motion|motion/i];

export async function firstLoadJs(baseUrl, routes, { width = 360, height = 780 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const out = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const scripts = [];
      page.on("response", async (res) => {
        if (res.request().resourceType() !== "script") return;
        try {
          const body = await res.body();
          scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        } catch {
          /* a response without a body (redirect, aborted) adds nothing */
        }
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const heavy = scripts.filter((s) => HEAVY_CHUNKS.some((re) => re.test(s.url))).map((s) => s.url.split("/").pop());
      out.push({
        route,
        count: scripts.length,
        raw: scripts.reduce((n, s) => n + s.raw, 0),
        gzip: scripts.reduce((n, s) => n + s.gzip, 0),
        heavy,
        scripts: scripts.sort((a, b) => b.gzip - a.gzip),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
