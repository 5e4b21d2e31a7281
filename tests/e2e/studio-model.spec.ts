/**
 * The studio's draft model as an editor and a publisher live it: what is rolled back stays rolled back, what the
 * content API put live stays live, a colleague's save is merged rather than overwritten, the publisher reads the
 * change in words and cannot put their own unreviewed work live, and a screen patients would see cut short is refused.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./hydrated-test";
import { apiPublish, publish, studioActionAsPublisher } from "./helpers";
import { DIAG_WEB, EDITOR, PUBLISHER, closeStudioContexts, openEditor, openFreshDraft, resetLiveDiagHome, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

async function patientOrder(page: Page) {
  await page.goto("/lab-tests");
  return page.locator("[data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")!));
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
}

/** The editor's change, sent for review; the publisher, who did not make it, publishes it. Returns the version. */
async function publishAsPublisher(pub: Page) {
  await openEditor(pub);
  await pub.getByRole("button", { name: "Publish", exact: true }).click();
  const done = pub.getByText(/Published version \d+/);
  await expect(done).toBeVisible();
  return Number(/\d+/.exec((await done.textContent())!)![0]);
}

test("a section rollback, then a publish, does not bring the reverted change back", async ({ browser, page: patient, request }) => {
  test.setTimeout(120_000);
  await resetLiveDiagHome(request);
  const editor = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(editor);
  const before = Number(await editor.locator("tr[data-version]").first().getAttribute("data-version"));
  await editor.getByRole("button", { name: "Delete health_concerns" }).click();
  await saveDraft(editor);
  const pub = (await studioContext(browser, PUBLISHER)).page;
  const bad = await publishAsPublisher(pub);
  expect(await patientOrder(patient)).not.toContain("health_concerns");

  // The publisher compares the versions and rolls that one section back.
  await pub.goto(`${DIAG_WEB}?from=${before}&to=${bad}`);
  await pub.locator(".studio-editor[data-hydrated]").waitFor();
  await pub.getByRole("button", { name: `Roll back health_concerns to version ${before}` }).click();
  await expect(pub.getByText(`Section health_concerns rolled back to version ${before}`)).toBeVisible();
  expect(await patientOrder(patient)).toContain("health_concerns");

  // The editor's next change, published: health_concerns stays back.
  await openEditor(editor);
  await expect(editor.locator('[data-studio-section="health_concerns"]')).toBeVisible();
  await editor.getByRole("button", { name: "Delete full_body_checkup_banner" }).click();
  await saveDraft(editor);
  await publishAsPublisher(pub);
  const live = await patientOrder(patient);
  expect(live).toContain("health_concerns");
  expect(live).not.toContain("full_body_checkup_banner");
});

test("an API publish, then a studio publish, does not undo the API change", async ({ browser, page: patient, request }) => {
  test.setTimeout(120_000);
  await resetLiveDiagHome(request);
  const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
  config.containers[2].sections = config.containers[2].sections.filter((s: { name: string }) => s.name !== "health_concerns");
  expect((await publish(request, "diag_home", "web", config)).success).toBe(true);
  expect(await patientOrder(patient)).not.toContain("health_concerns");

  // The editor's draft already has the API's change; their own change goes on top of it.
  const editor = (await studioContext(browser, EDITOR)).page;
  await openEditor(editor);
  await expect(editor.locator('[data-studio-section="health_concerns"]')).toHaveCount(0);
  await editor.getByRole("button", { name: "Delete full_body_checkup_banner" }).click();
  await saveDraft(editor);
  const pub = (await studioContext(browser, PUBLISHER)).page;
  await publishAsPublisher(pub);
  const live = await patientOrder(patient);
  expect(live).not.toContain("health_concerns");
  expect(live).not.toContain("full_body_checkup_banner");
});

test("'one publish path': an API publish tries the data sources too; a failing one is refused with the section named unless the API says to publish anyway", async ({ browser, request }) => {
  test.setTimeout(120_000);
  await resetLiveDiagHome(request);
  const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
  config.containers.flatMap((c: { sections: unknown[] }) => c.sections).find((s: { name: string }) => s.name === "popular_categories").data_source.uri = "/content/no-such-widgets";

  // No one can be asked "Publish anyway?" through the API: it is refused, naming the section, and nothing is stored.
  const refused = await apiPublish(request, "diag_home", "web", config);
  expect(refused.success).toBe(false);
  expect(refused.errors[0].message).toContain("The data source of popular_categories failed when tried just now");
  expect(refused.errors[0].message).toContain("Send publishWithFailingSources: true to publish anyway.");
  expect(refused.errors[1]).toMatchObject({ path: expect.stringMatching(/\/data_source$/), message: expect.stringContaining("HTTP 404") });
  const pub = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(pub);
  await pub.getByRole("button", { name: /^popular_categories / }).click();
  await expect(pub.locator('[data-studio-form="popular_categories"] input[id$="_uri"]').first()).not.toHaveValue("/content/no-such-widgets");

  // The API answers yes: the configuration goes to review with the failure as a warning.
  const sent = await apiPublish(request, "diag_home", "web", config, { publishWithFailingSources: true });
  expect(sent.errors[0].message).toMatch(/^Review required/);
  expect(sent.warnings).toEqual([expect.objectContaining({ message: expect.stringContaining("popular_categories: Its data source failed when tried just now (HTTP 404") })]);

  // The publisher who puts it live is asked again, as for any studio publish, by keyboard.
  await openEditor(pub);
  await pub.getByRole("button", { name: "Publish", exact: true }).focus();
  await pub.keyboard.press("Enter");
  const confirm = pub.getByRole("alertdialog", { name: "Confirm the publish" });
  await expect(confirm).toContainText("The data source of popular_categories failed when tried just now");
  await confirm.getByRole("button", { name: "Publish anyway" }).focus();
  await pub.keyboard.press("Enter");
  await expect(pub.getByText(/Published version \d+, with failing data sources in popular_categories/)).toBeVisible();
  await studioActionAsPublisher(request, DIAG_WEB, { intent: "discard" });
  await resetLiveDiagHome(request);
});

test("a conflicting save offers a merge, and the merge keeps both people's changes", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await resetLiveDiagHome(request);
  const a = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(a);
  const b = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(b);

  await a.getByRole("button", { name: "Delete health_concerns" }).click();
  await saveDraft(a);

  await b.getByRole("button", { name: "Delete full_body_checkup_banner" }).click();
  await b.getByRole("button", { name: "Save draft" }).click();
  await expect(b.getByRole("alert")).toContainText("Conflict: Priya Sharma saved revision");
  await b.getByRole("button", { name: "Merge my changes with theirs" }).focus();
  await b.keyboard.press("Enter");
  await expect(b.getByText("Draft saved: your changes merged with Priya Sharma's")).toBeVisible();
  await expect(b.locator('[data-studio-section="health_concerns"]')).toHaveCount(0);
  await expect(b.locator('[data-studio-section="full_body_checkup_banner"]')).toHaveCount(0);
  await expect(b.locator('[data-studio-section="banner"]')).toBeVisible();
  await openFreshDraft(b);
});

test("the publisher reads the change in words and cannot publish their own unreviewed draft", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await resetLiveDiagHome(request);
  const pub = (await studioContext(browser, PUBLISHER)).page;
  await openFreshDraft(pub);
  const before = await pub.locator("tr[data-version]").first().getAttribute("data-version");
  await pub.getByRole("button", { name: /^banner Banner/ }).click();
  await pub.locator('[data-studio-form="banner"] input[id$="banners_0_alt"]').fill("Lab tests at home from ₹199");
  await saveDraft(pub);

  const changes = pub.getByRole("list", { name: "Changes to banner" });
  await expect(changes).toContainText("Banners, item 1, picture description: “Up to 66% off on lab tests with free home sample collection” → “Lab tests at home from ₹199”");
  await expect(pub.getByText("You changed this draft, so another publisher must approve it before it goes live.").first()).toBeVisible();
  await pub.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(pub.locator(".studio-messages")).toContainText("You changed this draft, so another publisher must approve it before it goes live. Send it for review.");
  await openEditor(pub);
  await expect(pub.locator("tr[data-version]").first()).toHaveAttribute("data-version", before!);
  // The audit log names the publisher and says what changed.
  await expect(pub.locator(".studio-audit")).toContainText("Arjun Mehta");
  await openFreshDraft(pub);
});

test("70 sections are refused: patients would see only 60", async ({ browser, request }) => {
  // 64 duplicates by hand, each redrawing a growing list and its live preview: minutes on a shared 2-core machine.
  test.setTimeout(300_000);
  await resetLiveDiagHome(request);
  const editor = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(editor);
  const count = await editor.locator("[data-studio-section]").count();
  const duplicate = editor.getByRole("button", { name: "Duplicate health_concerns", exact: true });
  for (let i = count; i < 70; i++) await duplicate.click();
  await expect(editor.locator("[data-studio-section]")).toHaveCount(70);
  await saveDraft(editor);

  const pub = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(pub);
  await pub.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(pub.getByRole("heading", { name: "Publish refused" })).toBeVisible();
  await expect(pub.locator(".studio-refused")).toContainText("70 sections: a screen shows at most 60, so patients would not see 10 of them.");
  await openFreshDraft(pub);
});
