/**
 * The registry contract in Chromium, for every registered widget (read from the registry, so a widget added
 * later is covered without touching this file), at 360 px (mweb) and 1280 px (web), through /widget-gallery:
 * no console errors, each sample's skeleton takes the same box as the loaded widget, no axe-core violations
 * of the WCAG 2.x A/AA rules.
 */
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { registeredWidgetTypes } from "./registry-types";

const WIDTHS = [360, 1280] as const;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Sub-pixel rounding of line heights; a real layout shift is many pixels. */
const TOLERANCE_PX = 2;

/**
 * Widgets whose skeleton is known not to match yet (measured in this suite; reported to the widget owners).
 * Marked as expected failures: the test still runs and turns red once the skeleton is fixed, so the entry is
 * removed then. Keys are "<Type>@<width>".
 */
const KNOWN_SKELETON_MISMATCH: Record<string, string> = {
  "FullWidthBanner@360": "skeleton body is shorter than the loaded card; the image-less sample is taller in the skeleton",
  "FullWidthBanner@1280": "skeleton body is shorter than the loaded card; the image-less sample is taller in the skeleton",
  "DiagItemCard@360": "grid and empty-list samples: the skeleton draws a full row of cards",
  "DiagItemCard@1280": "grid and empty-list samples: the skeleton draws a full row of cards",
  "DiagTileStyle2@360": "two-column grid sample is taller than the one-row skeleton",
  "DiagTileStyle3@360": "chip rows depend on the number of chips",
  "DiagTileStyle3@1280": "chip rows depend on the number of chips",
  "ServiceCard@360": "service titles wrap to more lines than the skeleton allows for",
};

async function openGallery(page: Page, type: string, width: number) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.setViewportSize({ width, height: 900 });
  const res = await page.goto(`/widget-gallery?type=${type}&width=${width}`);
  expect(res?.status(), `gallery page for ${type}`).toBe(200);
  await expect(page.locator(`[data-gallery-widget="${type}"]`)).toBeVisible();
  // Hydrated, and carousels enhanced (swiper loads after hydration) before anything is measured.
  await page.waitForLoadState("networkidle");
  return errors;
}

const types = registeredWidgetTypes();

test("the gallery shows every registered widget", async ({ page }) => {
  await page.goto("/widget-gallery?width=1280");
  const shown = await page.locator("[data-gallery-widget]").evaluateAll((els) => els.map((e) => e.getAttribute("data-gallery-widget")));
  expect(shown.sort()).toEqual([...types].sort());
});

for (const type of types) {
  for (const width of WIDTHS) {
    test.describe(`${type} at ${width} px`, () => {
      test("every sample renders without console errors and with no axe violations", async ({ page }) => {
        const errors = await openGallery(page, type, width);
        const samples = page.locator("[data-gallery-sample]");
        expect(await samples.count()).toBeGreaterThanOrEqual(2);
        for (const status of await page.locator("[data-gallery-loaded] [data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section-status")))) {
          expect(status).toBe("ok");
        }
        const axe = await new AxeBuilder({ page }).include(`[data-gallery-widget="${type}"]`).withTags(AXE_TAGS).analyze();
        const found = axe.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
      });

      test("each skeleton takes the same box as the loaded widget", async ({ page }) => {
        const known = KNOWN_SKELETON_MISMATCH[`${type}@${width}`];
        test.fail(!!known, known);
        await openGallery(page, type, width);
        const boxes = await page.locator("[data-gallery-sample]").evaluateAll((els) =>
          els.map((el) => {
            const box = (sel: string) => {
              const r = el.querySelector(sel)!.getBoundingClientRect();
              return { width: r.width, height: r.height };
            };
            return { sample: el.getAttribute("data-sample-name"), loaded: box("[data-gallery-loaded] .sdui-section"), skeleton: box("[data-gallery-skeleton] .sdui-section") };
          }),
        );
        for (const b of boxes) {
          expect(Math.abs(b.loaded.width - b.skeleton.width), `${b.sample}: width`).toBeLessThanOrEqual(TOLERANCE_PX);
          expect(Math.abs(b.loaded.height - b.skeleton.height), `${b.sample}: ${b.loaded.height}px loaded vs ${b.skeleton.height}px skeleton`).toBeLessThanOrEqual(TOLERANCE_PX);
        }
      });
    });
  }
}
