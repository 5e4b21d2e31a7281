/**
 * Issue 23: "Banner text that is drawn into the image can be edited as text. If it stays in the image, changing the
 * alt text without the image warns." Driven as an editor would, at 390 px, with the keyboard.
 */
import { expect, test, type Page } from "./hydrated-test";
import { EDITOR, closeStudioContexts, openFreshDraft, resetLiveDiagHome, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test.use({ viewport: { width: 390, height: 844 } });

async function openBanner(page: Page) {
  const pick = page.getByRole("button", { name: /^banner Banner/ });
  await pick.focus();
  await page.keyboard.press("Enter");
  return page.locator('[data-studio-form="banner"]');
}

/** Replaces a field's text with the keyboard. */
async function retype(page: Page, field: ReturnType<Page["locator"]>, text: string) {
  await field.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function saveWithKeyboard(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".studio-unsaved")).toHaveCount(0);
}

test("a banner's words are edited as text in the form, and the preview draws them as text over the picture", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  const form = await openBanner(page);

  // The fields have titles and help in words.
  const headline = form.locator('input[id$="banners_0_headline"]');
  await expect(form.getByLabel("Headline on the banner").first()).toHaveAttribute("id", /banners_0_headline$/);
  await expect(form.getByText("Shown as text over the picture, so it can be read aloud, translated and changed without a new image", { exact: false }).first()).toBeVisible();

  await retype(page, headline, "Lab tests at home");
  // The next field, with the keyboard: the offer.
  await page.keyboard.press("Tab");
  await expect(form.locator('input[id$="banners_0_offer"]')).toBeFocused();
  await page.keyboard.type("Up to 70% off");
  await retype(page, form.locator('input[id$="banners_0_imageUrl"]'), "/images/banners/lab-tests-offer-bg.svg");

  // The live preview draws the unsaved words as text, over the background without words.
  const preview = page.frameLocator('iframe[title="Desktop preview"]');
  const first = preview.locator(".w-banner-frame--text").first();
  await expect(first.locator(".w-banner-offer")).toHaveText("Up to 70% off", { timeout: 20_000 });
  await expect(first.locator(".w-banner-headline")).toHaveText("Lab tests at home");
  await expect(first.locator("img")).toHaveAttribute("src", /lab-tests-offer-bg/);
  // The picture is then decorative: its words are the text.
  await expect(first.locator("img")).toHaveAttribute("alt", "");
  await openFreshDraft(page);
});

test("changing a banner's picture description without its picture warns at the section, in words, until its words are text", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await resetLiveDiagHome(request);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  const form = await openBanner(page);

  await retype(page, form.locator('input[id$="banners_0_alt"]'), "Lab tests at home from ₹199");
  await saveWithKeyboard(page);
  const warnings = page.getByRole("list", { name: "Warnings in banner" });
  await expect(warnings).toContainText(
    "Banners, no. 1 › Alt: The picture description changed but the picture did not (it said “Up to 66% off on lab tests with free home sample collection”): the words drawn in the picture may no longer match it",
  );
  // The checks panel says it too, with the same place.
  await expect(page.locator(".studio-checks")).toContainText("The picture description changed but the picture did not");

  // The banner's words moved to text: the picture no longer has to say them.
  await retype(page, form.locator('input[id$="banners_0_offer"]'), "From ₹199");
  await saveWithKeyboard(page);
  await expect(page.getByText("The picture description changed but the picture did not")).toHaveCount(0);
  await openFreshDraft(page);
});
