import { expect, test, type Page } from "./hydrated-test";
import sharp from "sharp";
import { baseURL } from "../../playwright.config";
import { freshMobile, signInWithOtp } from "./account-helpers";
import { DIAG_WEB, EDITOR, PUBLISHER, closeStudioContexts, openEditor, openFreshDraft, resetLiveDiagHome, sectionOrder, studioContext } from "./studio-helpers";

test.afterEach(closeStudioContexts);

async function patientOrder(page: Page) {
  await page.goto("/lab-tests");
  return page.locator("[data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")!));
}

test("an editor reorders, adds a banner and sends it for review; the publisher approves, publishes and rolls back", async ({ browser, page: patient, request }) => {
  test.setTimeout(180_000); // the whole journey of three people, on a shared 2-core machine
  await resetLiveDiagHome(request);
  const { page } = await studioContext(browser, EDITOR);
  await openFreshDraft(page);
  expect((await sectionOrder(page)).slice(0, 3)).toEqual(["banner", "popular_categories", "top_booked_tests"]);

  // Keyboard: lift top_booked_tests, move it up one place, drop.
  const kbHandle = page.getByRole("button", { name: "Move top_booked_tests" });
  await kbHandle.focus();
  await page.keyboard.press("Space");
  await expect(kbHandle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  // The library announces where the section is; dropping before that would drop it where it was.
  await expect(page.getByText("was moved over droppable area popular_categories", { exact: false })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(kbHandle).not.toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => sectionOrder(page).then((o) => o.slice(0, 3))).toEqual(["banner", "top_booked_tests", "popular_categories"]);

  // Mouse: drag the banner below popular_categories. The rows go to the middle of the window first: near its edge
  // the library scrolls the page while dragging, which carries the row past its target.
  await page.locator('[data-studio-section="banner"]').evaluate((el) => el.scrollIntoView({ block: "center" }));
  const handle = page.getByRole("button", { name: "Move banner" });
  const from = (await handle.boundingBox())!;
  const row = (await page.locator('[data-studio-section="banner"]').boundingBox())!;
  const to = (await page.locator('[data-studio-section="popular_categories"]').boundingBox())!;
  // Move the row's centre onto the target row's centre.
  const dy = to.y + to.height / 2 - (row.y + row.height / 2);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 3 });
  // Approach the target in small moves until the library says the row is over it (one long move can overshoot
  // once the rows it passes start shifting).
  const over = page.getByText("was moved over droppable area popular_categories", { exact: false });
  // After each move, give the page a moment to announce: on a loaded machine the announcement can lag a move, and
  // moving on before it lands carries the row past its target.
  for (let at = 10; at < dy * 1.5; at += 6) {
    await page.mouse.move(x, y + at, { steps: 2 });
    if (await over.waitFor({ timeout: 250 }).then(() => true, () => false)) break;
  }
  await page.mouse.up();
  await expect.poll(() => sectionOrder(page).then((o) => o.slice(0, 3))).toEqual(["top_booked_tests", "popular_categories", "banner"]);

  // A Banner from the catalogue, pre-filled from a sample.
  await page.getByRole("button", { name: "Move top_booked_tests" }).waitFor();
  await page.getByLabel("Widget").selectOption("Banner");
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.locator('[data-studio-section="banner_2"]')).toBeVisible();
  // Its first banner gets an uploaded picture (a PNG made here), which fills the image field with a media URL.
  const form = page.locator('[data-studio-form="banner_2"]');
  const picture = await sharp({ create: { width: 1600, height: 400, channels: 3, background: "#0b6e8a" } }).png().toBuffer();
  await form.getByLabel("Upload image for Picture").first().setInputFiles({ name: "new-offer.png", mimeType: "image/png", buffer: picture });
  await expect(form.getByRole("status")).toHaveText("Uploaded new-offer.png (1600×400)");
  const imageField = form.locator('input[id$="banners_0_imageUrl"]');
  await expect(imageField).toHaveValue(/^\/media\/[0-9a-f]{32}\/1200\.webp$/);
  const uploaded = await imageField.inputValue();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  // Preview of this web draft (the desktop frame; the phone frame shows mweb), signed out and signed in: the
  // production renderer shows the new banner.
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  await expect(desktop.locator('[data-section="banner_2"][data-section-status="ok"]')).toBeVisible();
  await page.getByLabel("Preview segment").selectOption("signed_in");
  await expect(desktop.locator('[data-screen][data-segment="signed_in"] [data-section="banner_2"]')).toBeVisible();
  const draftOrder = await desktop.locator("[data-section]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section")!));

  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.locator("[data-draft-status=in_review]")).toBeVisible();

  // The publisher approves and publishes.
  const pub = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(pub);
  // Before approving, the reviewer reads the change against live in words: who made it, and what, per section.
  const changes = pub.locator(".studio-changes");
  await expect(changes).toContainText("Changed by Priya Sharma.");
  await expect(changes.locator('[data-change-section="banner_2"]')).toContainText("Added banner_2");
  await expect(changes.locator('[data-change-section="top_booked_tests"]')).toContainText("Moved top_booked_tests");
  await expect(changes).not.toContainText("/containers");
  await pub.getByRole("button", { name: "Approve" }).click();
  await expect(pub.locator("[data-draft-status=approved]")).toBeVisible();
  const before = await pub.locator("tr[data-version]").first().getAttribute("data-version");
  await pub.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(pub.getByText(/Published version \d+/)).toBeVisible();

  // A patient's next visit shows the new order and the new banner.
  const live = await patientOrder(patient);
  expect(live).toContain("banner_2");
  expect(live.slice(0, 4)).toEqual(draftOrder.slice(0, 4));
  // …with the uploaded picture, offered in sizes for the screen (AVIF and WebP) and really served.
  const shown = patient.locator('[data-section="banner_2"] img').first();
  await expect(shown).toHaveAttribute("src", uploaded);
  await expect(shown).toHaveAttribute("srcset", new RegExp(`${uploaded.replace(/\/1200\.webp$/, "")}/360\\.webp 360w`));
  await expect(patient.locator('[data-section="banner_2"] picture source[type="image/avif"]').first()).toHaveAttribute("srcset", /\/720\.avif 720w/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const served = await patient.request.get(uploaded);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");

  // Roll back: the old layout returns.
  await pub.getByRole("button", { name: `Roll back to version ${before}` }).click();
  await expect(pub.getByText(`Rolled back to version ${before}`)).toBeVisible();
  const restored = await patientOrder(patient);
  expect(restored).not.toContain("banner_2");
  expect(restored.slice(0, 3)).toEqual(["banner", "popular_categories", "top_booked_tests"]);
});

test("a publish with invalid props and a dead internal link is refused, with each error on its section", async ({ browser }) => {
  const { page } = await studioContext(browser, PUBLISHER);
  await openFreshDraft(page);
  // An empty alt text on the banner (its props schema needs one).
  await page.getByRole("button", { name: /^banner Banner/ }).click();
  const alt = page.locator('[data-studio-form="banner"] input[id$="banners_0_alt"]');
  await alt.fill("");
  // A view-all link to a page the app does not have.
  await page.getByRole("button", { name: /^top_booked_tests/ }).click();
  const link = page.locator('[data-studio-form="top_booked_tests"] input[id$="view_all_redirect_url"]');
  await link.fill("/no-such-page");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Publish refused" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Errors in banner" })).toContainText("Add a description of the picture for people who cannot see it");
  await expect(page.getByRole("list", { name: "Errors in top_booked_tests" })).toContainText("The link goes to /no-such-page, which is not a page of this site: link to a page that exists");
  await openFreshDraft(page);
});

test("two editors saving the same draft: the second is told of the conflict and loses nothing", async ({ browser, request }) => {
  test.setTimeout(60_000); // two signed-in editors (an OTP sign-in each on a first run) on a shared 2-core machine
  await resetLiveDiagHome(request);
  const a = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(a);
  const b = (await studioContext(browser, PUBLISHER)).page;
  await openEditor(b);

  await a.getByRole("button", { name: "Duplicate health_concerns" }).click();
  await a.getByRole("button", { name: "Save draft" }).click();
  await expect(a.getByText("Draft saved")).toBeVisible();

  await b.getByRole("button", { name: "Delete full_body_checkup_banner" }).click();
  await b.getByRole("button", { name: "Save draft" }).click();
  // The colleague is named, not shown by phone number.
  await expect(b.getByRole("alert")).toContainText("Conflict: Priya Sharma saved revision");
  // Their change is still on screen, unsaved.
  await expect(b.locator('[data-studio-section="full_body_checkup_banner"]')).toHaveCount(0);
  await expect(b.getByText("Unsaved changes")).toBeVisible();
  await openFreshDraft(a);
});

test("a patient is refused at /studio and at every studio mutation", async ({ page }) => {
  await signInWithOtp(page, freshMobile(), "/login");
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  const res = await page.goto("/studio");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  expect((await page.goto(DIAG_WEB))?.status()).toBe(403);
  const origin = new URL(page.url()).origin;
  for (const intent of ["save", "submit_review", "approve", "publish", "rollback", "schedule", "discard"]) {
    const r = await page.request.post(DIAG_WEB, { form: { intent, config: "{}", revision: "1", version: "1" }, headers: { origin } });
    expect(r.status(), intent).toBe(403);
  }
  expect((await page.request.post("/resources/studio-try", { form: { section: "{}" }, headers: { origin } })).status()).toBe(403);
});

test("a scheduled publish goes live at its time", async ({ browser, page: patient, request }) => {
  test.setTimeout(60_000); // the schedule runs on the server's next poll, up to five seconds after its time
  await resetLiveDiagHome(request);
  // The editor makes the change: a publisher may not schedule their own unreviewed draft (the review rule).
  const editor = (await studioContext(browser, EDITOR)).page;
  await openFreshDraft(editor);
  await editor.getByRole("button", { name: "Delete health_concerns" }).click();
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Draft saved")).toBeVisible();
  const { page } = await studioContext(browser, PUBLISHER);
  await openEditor(page);
  const before = await page.locator("tr[data-version]").first().getAttribute("data-version");
  // Eight seconds from now, in the browser's local time (what the field shows): time enough to see the old layout
  // still live first, even on a slow machine.
  const dueAt = Date.now() + 9000;
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 8000);
    // Chromium shows a time with 0 seconds without them ("…T01:25"), and Playwright refuses a fill whose value
    // the field rewrites: keep off the whole minute.
    if (d.getSeconds() === 0) d.setSeconds(1);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  });
  await page.getByLabel("Publish the saved draft at").fill(at);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByText(/Scheduled for/)).toBeVisible();
  // Before its time the old layout is live (checked only while the time is surely still ahead).
  if (Date.now() < dueAt - 1500) expect(await patientOrder(patient)).toContain("health_concerns");

  await expect.poll(async () => (await patientOrder(patient)).includes("health_concerns"), { timeout: 30_000, intervals: [1000] }).toBe(false);

  await openEditor(page);
  await expect(page.locator("[data-schedule-status=published]").first()).toBeVisible();
  await page.getByRole("button", { name: `Roll back to version ${before}` }).click();
  await expect(page.getByText(`Rolled back to version ${before}`)).toBeVisible();
  expect(await patientOrder(patient)).toContain("health_concerns");
});

test("a section failing in patients' browsers shows its failure count, and a publisher hides it everywhere in one action", async ({ browser, page: patient, request }) => {
  await resetLiveDiagHome(request);
  // What the section's error boundary sends from a patient's browser when its widget throws.
  for (let i = 0; i < 3; i++) {
    const r = await request.post("/resources/section-failure", { data: { screen: "diag_home", view: "web", section: "health_concerns" }, headers: { origin: baseURL } });
    expect(r.status()).toBe(204);
  }
  const { page } = await studioContext(browser, PUBLISHER);
  await openEditor(page);
  const row = page.locator('[data-failing-section="health_concerns"]');
  await expect(row).toContainText("health_concerns");
  expect(Number(await row.locator("td").nth(1).innerText())).toBeGreaterThanOrEqual(3);
  await page.getByRole("button", { name: "Hide everywhere: health_concerns" }).click();
  await expect(page.getByText("health_concerns is hidden everywhere")).toBeVisible();
  expect(await patientOrder(patient)).not.toContain("health_concerns");

  await page.getByRole("button", { name: "Show again: health_concerns" }).click();
  await expect(page.getByText("health_concerns is shown again")).toBeVisible();
  expect(await patientOrder(patient)).toContain("health_concerns");
});
