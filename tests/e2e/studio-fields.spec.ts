import { expect, test } from "./hydrated-test";
import { EDITOR, PUBLISHER, closeStudioContexts, openEditor, openFreshDraft, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test.use({ viewport: { width: 390, height: 844 } });

test("a field error is shown at its field, in words, as the editor types and before Save", async ({ browser }) => {
  const { page } = await studioContext(browser, EDITOR);
  // The page's Content-Security-Policy stays as it is: nothing may be compiled from strings to validate.
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
  });
  await openFreshDraft(page);
  await page.getByRole("button", { name: /^banner Banner/ }).click();
  const form = page.locator('[data-studio-form="banner"]');

  // Labels and help in words, from the schemas.
  await expect(form.getByLabel("Render on the server")).toBeVisible();
  await expect(form.getByText("Patients get this section in the first HTML", { exact: false })).toBeVisible();
  // The carousel's layout settings are fields too.
  await expect(form.getByLabel("Visible cards")).toHaveValue("1");
  await expect(form.getByLabel("Dots under the carousel")).toBeVisible();

  // Clear the first picture's description with the keyboard.
  const alt = form.locator('input[id$="banners_0_alt"]');
  await alt.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  const altError = form.locator('[id$="banners_0_alt__error"]');
  await expect(altError).toHaveText("Add a description of the picture for people who cannot see it");
  // The field names its error for screen readers.
  await expect(alt).toHaveAttribute("aria-describedby", /banners_0_alt__error/);
  await expect(form).not.toContainText("must have required property");

  // A picture from a host the renderer would refuse.
  const image = form.locator('input[id$="banners_0_imageUrl"]');
  await image.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("https://images.example.net/offer.png");
  await expect(form.locator('[id$="banners_0_imageUrl__error"]')).toHaveText("Images may only come from these hosts: apollo247.com, apollo247.in, localhost");

  // The live preview shows what patients would get: the banner dropped, and why, in the same words, not JSON paths.
  const dropped = page.frameLocator('iframe[title="Desktop preview"]').locator(".studio-preview-dropped").first();
  await expect(dropped).toContainText("banner — Banners, no. 1: Add a description of the picture for people who cannot see it");
  // The second reason comes with the preview of the whole URL: a pause, a server render and the frame's redraw.
  await expect(dropped).toContainText("Banners, no. 1 › Image url: Images may only come from these hosts", { timeout: 20_000 });
  await expect(dropped).not.toContainText("/data_source");

  // Nothing was saved: these are live checks, not a refused save.
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Not saved" })).toHaveCount(0);

  // Typing a description clears its error at once.
  await alt.focus();
  await page.keyboard.type("Lab tests at home from ₹199");
  await expect(altError).toHaveCount(0);

  // A section name breaking the rule, said as a rule to follow; renaming keeps the focus in the field.
  const name = form.locator('input[id$="settings-banner_name"], input[id^="settings-"][id$="_name"]').first();
  await name.focus();
  await page.keyboard.press("End");
  await page.keyboard.type("X");
  await expect(page.locator('[data-studio-form="bannerX"] [id$="_name__error"]')).toHaveText("Use only lower-case letters, digits and _ (up to 64 characters)");
  await page.keyboard.press("Backspace");
  await expect(page.locator('[data-studio-form="banner"] input[id$="_name"]').first()).toBeFocused();

  expect(violations).toEqual([]);
  await openFreshDraft(page);
});

test("the phone preview shows the mweb configuration, which is what phones get", async ({ browser }) => {
  test.setTimeout(90_000); // two drafts and four preview frames on a shared 2-core machine
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page, "/studio/diag_home/mweb/signed_out");
  await openFreshDraft(page);
  // Change only the web layout: a second health_concerns section, saved.
  await page.getByRole("button", { name: "Duplicate health_concerns" }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  const phone = page.frameLocator('iframe[title="Phone preview"]');
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  await expect(page.locator('[data-preview-view="mweb"] figcaption')).toContainText("the mweb configuration");
  await expect(phone.locator("[data-screen]")).toHaveAttribute("data-view", "mweb");
  await expect(desktop.locator("[data-screen]")).toHaveAttribute("data-view", "web");
  // The web change is on the desktop frame, and not on the phone: phones get mweb.
  await expect(desktop.locator('[data-section="health_concerns_copy"]')).toBeAttached();
  await expect(phone.locator('[data-section="health_concerns"]')).toBeAttached();
  await expect(phone.locator('[data-section="health_concerns_copy"]')).toHaveCount(0);

  // The phone frame links to the mweb draft; there the phone frame is the one being edited.
  await page.locator('[data-preview-view="mweb"]').getByRole("link", { name: "edit it" }).click();
  await page.locator(".studio-editor[data-hydrated]").waitFor();
  await expect(page).toHaveURL(/\/studio\/diag_home\/mweb\/signed_out$/);
  await expect(page.locator('[data-preview-view="mweb"] figcaption')).toContainText("the mweb configuration you are editing");
  await openFreshDraft(page, "/studio/diag_home/web/signed_out");
});

test("two people on one screen see each other, and a pause saves the draft on its own", async ({ browser }) => {
  test.setTimeout(180_000); // a 15 s autosave pause, 10 s heartbeats and a 30 s presence expiry, with two signed-in people
  const a = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(a);
  const b = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(b);
  // Presence, by name: each sees the other (the first one at their next heartbeat).
  await expect(b.locator(".studio-presence")).toContainText("Priya Sharma is editing this screen", { timeout: 15_000 });
  await expect(a.locator(".studio-presence")).toContainText(/is editing this screen/, { timeout: 15_000 });

  // Autosave: a change by keyboard, then a pause, and the draft is saved without Save being pressed.
  await b.getByRole("button", { name: "Duplicate health_concerns" }).focus();
  await b.keyboard.press("Enter");
  await expect(b.getByText("Unsaved changes")).toBeVisible();
  await expect(b.getByText("Draft saved")).toBeVisible({ timeout: 40_000 });
  await expect(b.getByText("Unsaved changes")).toHaveCount(0);
  // The other editor is told at their next heartbeat that a colleague saved.
  await expect(a.locator(".studio-presence")).toContainText(/saved revision \d+/, { timeout: 15_000 });

  // Closing the editor: the other no longer sees them after their next heartbeat.
  await b.close();
  await expect(a.locator(".studio-presence")).not.toContainText("is editing this screen", { timeout: 50_000 });
  await openFreshDraft(a);
});
