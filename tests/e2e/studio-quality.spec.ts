import { expect, test } from "./hydrated-test";
import AxeBuilder from "@axe-core/playwright";
import { EDITOR, closeStudioContexts, openEditor, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test("the preview holds a section in its loading state, and reports its checks and measured budget per device", async ({ browser }) => {
  test.setTimeout(90_000); // two frames render and run axe-core on a shared 2-core machine
  const { page } = await studioContext(browser, EDITOR);
  await openEditor(page);
  const phone = page.frameLocator('iframe[title="Phone preview"]');

  await page.getByLabel("Section state").selectOption("banner");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("loading");
  const held = phone.locator('[data-section="banner"]');
  await expect(held).toHaveAttribute("data-section-status", "loading");
  await expect(held.locator("img")).toHaveCount(0);
  // The other sections render as usual.
  await expect(phone.locator('[data-section="popular_categories"][data-section-status="ok"]')).toBeVisible();

  // Each frame measured the screen and ran axe-core, and says so in the editor.
  const checks = page.getByRole("region", { name: "Preview checks" });
  await expect(checks.locator('[data-preview-device="phone"]')).toBeVisible({ timeout: 30_000 });
  await expect(checks.locator('[data-preview-device="desktop"]')).toBeVisible({ timeout: 30_000 });
  const cells = await checks.locator('[data-preview-device="phone"] td').allInnerTexts();
  expect(cells[1]).toMatch(/KB$/); // image bytes
  expect(Number(cells[2])).toBeGreaterThan(0); // sections above the fold
  expect(cells[4]).toMatch(/^\d+ ms$/); // server render time
});

test("the studio pages have no axe-core violations (WCAG 2.2 AA)", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await studioContext(browser, EDITOR);
  await page.goto("/studio");
  const index = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(index.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await openEditor(page);
  await page.getByRole("button", { name: /^banner Banner/ }).click();
  await expect(page.locator('[data-studio-form="banner"]')).toBeVisible();
  // The preview frames are patient pages (checked by their own tests and by the preview's own axe run).
  const editor = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).exclude("iframe").analyze();
  expect(editor.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
