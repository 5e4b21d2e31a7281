import { expect, test } from "./hydrated-test";
import { EDITOR, PUBLISHER, closeStudioContexts, openEditor, openFreshDraft, resetLiveDiagHome, sectionOrder, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

test.use({ viewport: { width: 390, height: 844 } });

test("'The preview shows unsaved changes live': a pause in typing redraws the edited view's frame, nothing is saved", async ({ browser }) => {
  test.setTimeout(90_000); // preview frames on a shared 2-core machine
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  await expect(desktop.locator('[data-section="popular_categories"]')).toContainText("Popular Categories");
  // The frames stay sandboxed (their own process): the live preview is handed to them, not fetched by them.
  await expect(page.locator('iframe[title="Desktop preview"]')).toHaveAttribute("sandbox", "allow-scripts");
  const revision = await page.locator(".studio-editor").getAttribute("data-draft-revision");

  // By keyboard: choose the section, then retitle it.
  await page.getByRole("button", { name: /^popular_categories / }).focus();
  await page.keyboard.press("Enter");
  const title = page.locator('[data-studio-form="popular_categories"] input[id$="_title"]').first();
  await title.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Tests by organ");

  await expect(page.locator("[data-live-preview]")).toHaveText("The preview shows your changes, not yet saved.");
  await expect(desktop.locator("[data-preview-content=unsaved]")).toBeAttached();
  await expect(desktop.locator('[data-section="popular_categories"]')).toContainText("Tests by organ");
  // Nothing was saved: the same revision, still unsaved, and the phone frame (mweb, not being edited) is as saved.
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(page.locator(".studio-editor")).toHaveAttribute("data-draft-revision", revision!);
  await expect(page.frameLocator('iframe[title="Phone preview"]').locator("[data-preview-content=saved]")).toBeAttached();

  // A preview choice reloads the frame; it still shows the unsaved change.
  await page.getByLabel("Preview segment").selectOption("signed_in");
  // The frame loads the saved draft, then is handed the change once it says it listens (a reload on a busy machine).
  await expect(desktop.locator('[data-screen][data-segment="signed_in"] [data-section="popular_categories"]')).toContainText("Tests by organ", { timeout: 20_000 });

  // Undo back to the saved state: the preview says it shows the saved draft.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Undo" }).click();
  for (let i = 0; i < 20 && (await page.getByRole("button", { name: "Undo" }).isEnabled()); i++) await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("[data-live-preview]")).toHaveText("The preview shows the saved draft.");
  await openFreshDraft(page);
});

test("'A data source that answers 404 warns at publish, with the section named'; its failures on patients' pages are counted for the kill switch", async ({ browser, page: patient, request }) => {
  test.setTimeout(150_000); // two studio people and a patient on a shared 2-core machine
  await resetLiveDiagHome(request);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  // The editor points a section at a content route that does not exist, by keyboard.
  await page.getByRole("button", { name: /^popular_categories / }).focus();
  await page.keyboard.press("Enter");
  const uri = page.locator('[data-studio-form="popular_categories"] input[id$="_uri"]').first();
  await uri.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("/content/no-such-widgets");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  // The publisher is told before anything goes live, with the section named, and chooses.
  const pub = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(pub);
  await pub.getByRole("button", { name: "Publish", exact: true }).click();
  const confirm = pub.getByRole("alertdialog", { name: "Confirm the publish" });
  await expect(confirm).toContainText("The data source of popular_categories failed when tried just now");
  await expect(confirm.getByRole("list", { name: "Failing data sources" })).toContainText("HTTP 404");
  await confirm.getByRole("button", { name: "Publish anyway" }).focus();
  await pub.keyboard.press("Enter");
  await expect(pub.getByText(/Published version \d+, with failing data sources in popular_categories/)).toBeVisible();

  // A patient's page: the section's data fails on the server, and the kill switch's count shows it.
  await patient.goto("/lab-tests");
  await expect(patient.locator("[data-screen]")).toBeVisible();
  await expect
    .poll(async () => {
      await openEditor(pub);
      return Number((await pub.locator('[data-failing-section="popular_categories"] td').nth(1).textContent().catch(() => "0")) ?? 0);
    }, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(pub.getByRole("button", { name: "Hide everywhere: popular_categories" })).toBeVisible();
  await resetLiveDiagHome(request);
  await openFreshDraft(page);
});

test("'The heading-order check missed h1 → h3 on the live page': the preview has the page's own h1, and a section's h3 right after it is a warning", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  // The page's heading, as patients get it on /lab-tests.
  await expect(desktop.getByRole("heading", { level: 1, name: "Book Lab Tests at Home" })).toBeVisible();

  // By keyboard: remove the two sections above top_booked_tests, then take its title away; its cards' names are h3.
  for (const name of ["banner", "popular_categories"]) {
    await page.getByRole("button", { name: `Delete ${name}` }).focus();
    await page.keyboard.press("Enter");
  }
  await expect.poll(() => sectionOrder(page).then((o) => o[0])).toBe("top_booked_tests");
  await page.getByRole("button", { name: /^top_booked_tests / }).focus();
  await page.keyboard.press("Enter");
  const title = page.locator('[data-studio-form="top_booked_tests"] input[id$="_title"]').first();
  await title.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");

  // The live preview redraws and is checked again: the skipped level is a warning at the section.
  await expect(page.getByRole("list", { name: "Preview warnings" })).toContainText(/top_booked_tests: .*is h3 after h1: Heading levels should only increase by one/, { timeout: 20_000 });
  await openFreshDraft(page);
});

test("'A screen changed on web but not on mweb gets a warning'; one action copies the section to mweb", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page, "/studio/diag_home/mweb/signed_out");
  await openFreshDraft(page);
  await expect(page.getByText("No section is changed on web only.")).toBeVisible();
  await page.getByRole("button", { name: /^popular_categories / }).focus();
  await page.keyboard.press("Enter");
  const title = page.locator('[data-studio-form="popular_categories"] input[id$="_title"]').first();
  await title.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Tests by organ");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  const drift = page.getByRole("list", { name: "Changed on one view only" });
  await expect(drift).toContainText("popular_categories: changed on web (computers) but not on mweb (phones): phones will not get this change.");
  await drift.getByRole("button", { name: "Copy popular_categories to mweb" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Copied popular_categories to the diag_home · mweb · signed_out draft")).toBeVisible();
  await expect(drift).toHaveCount(0);

  // The mweb draft has it, and the phone preview (mweb) shows it.
  await openEditor(page, "/studio/diag_home/mweb/signed_out");
  await expect(page.frameLocator('iframe[title="Phone preview"]').locator('[data-section="popular_categories"]')).toContainText("Tests by organ");
  await expect(page.locator(".studio-changes")).toContainText("Tests by organ");
  await openFreshDraft(page, "/studio/diag_home/mweb/signed_out");
  await openFreshDraft(page);
});

test("search boxes over the screen list and the section list", async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await studioContext(browser, EDITOR);
  await page.goto("/studio");
  const screens = page.getByRole("searchbox", { name: "Search screens" });
  await screens.focus();
  await page.keyboard.type("diag mweb circle");
  await expect(page.getByText(/^1 of \d+ screens match “diag mweb circle”$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit diag_home mweb circle" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit diag_home web signed_out" })).toHaveCount(0);
  // The search is in the address: a reload keeps it.
  await expect(page).toHaveURL(/\?q=diag\+mweb\+circle$/);
  await page.reload();
  await expect(page.getByRole("link", { name: "Edit diag_home web signed_out" })).toHaveCount(0);

  await openFreshDraft(page);
  const sections = page.getByRole("searchbox", { name: "Search sections" });
  await sections.focus();
  await page.keyboard.type("booked");
  await expect(page.getByText(/^3 of \d+ sections match “booked”$/)).toBeVisible();
  await expect(page.locator("[data-studio-section]")).toHaveCount(3);
  await expect(page.locator('[data-studio-section="banner"]')).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await expect(page.locator('[data-studio-section="banner"]')).toBeVisible();

  await openFreshDraft(page);
});
