/**
 * The registry contract in Chromium, for every registered widget (read from the registry, so a widget added
 * later is covered without touching this file), at 360 px (mweb) and 1280 px (web), through /widget-gallery:
 * no console errors, each sample's skeleton takes the same box as the loaded widget, no axe-core violations
 * of the WCAG 2.x A/AA rules.
 *
 * The gallery draws every widget with all its samples on one page per width, so each width is loaded once and
 * every widget's checks read that page (scoped to the widget's own section of it); a failed test only restarts
 * the page for the tests after it. Messages name the widget, the sample and the width.
 */
import { expect, test, type BrowserContext, type Page } from "./hydrated-test";
import AxeBuilder from "@axe-core/playwright";
import { baseURL } from "../../playwright.config";
import { registeredWidgetTypes } from "./registry-types";

const WIDTHS = [360, 1280] as const;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Sub-pixel rounding of line heights; a real layout shift is many pixels. */
const TOLERANCE_PX = 2;

const types = registeredWidgetTypes();

for (const width of WIDTHS) {
  test.describe(`the gallery at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    test.beforeAll(async ({ browser }) => {
      // One page holds every widget's samples: it takes longer to load than one widget's page.
      test.setTimeout(90_000);
      // A context of its own (axe-core needs one), shared by this width's tests.
      context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      page = await context.newPage();
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      const res = await page.goto(`/widget-gallery?width=${width}`);
      expect(res?.status(), `gallery page at ${width} px`).toBe(200);
      await expect(page.locator("[data-gallery-widget]").first()).toBeVisible();
      // Hydrated, and carousels enhanced (swiper loads after hydration) before anything is measured.
      await page.waitForLoadState("networkidle");
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test("shows every registered widget, without console errors", async () => {
      const shown = await page.locator("[data-gallery-widget]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gallery-widget")));
      expect(shown.sort()).toEqual([...types].sort());
      expect(errors, `console errors at ${width} px`).toEqual([]);
    });

    for (const type of types) {
      test.describe(`${type} at ${width} px`, () => {
        test("every sample renders and has no axe violations", async () => {
          const widget = page.locator(`[data-gallery-widget="${type}"]`);
          const samples = await widget.locator("[data-gallery-sample]").evaluateAll((els) =>
            els.map((el) => ({
              sample: el.getAttribute("data-sample-name"),
              statuses: [...el.querySelectorAll("[data-gallery-loaded] [data-section]")].map((s) => s.getAttribute("data-section-status")),
            })),
          );
          expect(samples.length, `${type} samples`).toBeGreaterThanOrEqual(2);
          for (const s of samples) {
            for (const status of s.statuses) expect(status, `${type} "${s.sample}" at ${width} px: section status`).toBe("ok");
          }
          const axe = await new AxeBuilder({ page }).include(`[data-gallery-widget="${type}"]`).withTags(AXE_TAGS).analyze();
          const found = axe.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(found, `${type} at ${width} px: axe violations`).toEqual([]);
        });

        test("each skeleton takes the same box as the loaded widget", async () => {
          const boxes = await page.locator(`[data-gallery-widget="${type}"] [data-gallery-sample]`).evaluateAll((els) =>
            els.map((el) => {
              const box = (sel: string) => {
                const r = el.querySelector(sel)!.getBoundingClientRect();
                return { width: r.width, height: r.height };
              };
              return { sample: el.getAttribute("data-sample-name"), loaded: box("[data-gallery-loaded] .sdui-section"), skeleton: box("[data-gallery-skeleton] .sdui-section") };
            }),
          );
          expect(boxes.length, `${type} samples`).toBeGreaterThanOrEqual(2);
          for (const b of boxes) {
            const where = `${type} "${b.sample}" at ${width} px`;
            expect(Math.abs(b.loaded.width - b.skeleton.width), `${where}: ${b.loaded.width}px wide loaded vs ${b.skeleton.width}px skeleton`).toBeLessThanOrEqual(TOLERANCE_PX);
            expect(Math.abs(b.loaded.height - b.skeleton.height), `${where}: ${b.loaded.height}px high loaded vs ${b.skeleton.height}px skeleton`).toBeLessThanOrEqual(TOLERANCE_PX);
          }
        });
      });
    }
  });
}
