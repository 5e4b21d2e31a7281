/**
 * The rest of the site as a patient on a phone (390 px) uses it, by keyboard: health records kept on the device and
 * claimed after signing in by OTP; health insurance with the spec's filters; the weight-loss programme; the policy
 * sections; the doctor (by city and by locality) and hospital sitemaps. The public ones come from the HTML cache for visitors.
 */
import fs from "node:fs";
import { expect, test, type Locator, type Page } from "./hydrated-test";
import { readOtpInPage } from "./account-helpers";

const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");

test.use({ viewport: { width: 390, height: 844 } });

/** Follows a link or presses a button from the keyboard: focus it, then Enter. */
async function activate(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press("Enter");
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a visitor keeps a record on the device, signs in by OTP, and saves it to a family member's records", async ({ page }) => {
  const title = `Vaccination card ${Date.now()}`;
  // Signed out, the records ask for sign-in, and offer keeping them on the device instead.
  await page.goto("/health-records");
  await expect(page).toHaveURL(/\/login\?continue=%2Fhealth-records/);
  await activate(page, page.getByRole("link", { name: "Keep your health records on this device" }));
  await expect(page).toHaveURL(/\/guest-health-records$/);
  await expect(page.getByRole("heading", { level: 1, name: "Health records on this device" })).toBeVisible();
  // The list is read from the device once the page runs.
  await expect(page.getByText("No records on this device yet.")).toBeVisible();

  const type = page.getByLabel("Record type");
  await type.focus();
  await type.selectOption({ label: "Vaccination" });
  await page.keyboard.press("Tab");
  await page.keyboard.type(title);
  await page.getByLabel("Date on the record").fill("2026-10-12");
  await page.getByLabel("Doctor (optional)").fill("Kavitha Rao");
  // The spec's file rules apply before anything is kept.
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "card.txt", mimeType: "text/plain", buffer: Buffer.from("not a card") });
  await expect(page.getByText("Invalid File Type. Please upload a png, jpg, jpeg or pdf file.")).toBeVisible();
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "Vaccination card.pdf", mimeType: "application/pdf", buffer: pdf });
  // A missing title is refused with the form's message, and focus goes to it.
  await page.getByLabel("Title").fill("");
  await activate(page, page.getByRole("button", { name: "Keep on this device" }));
  await expect(page.getByText("Please enter a title for the record")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await page.keyboard.type(title);
  await activate(page, page.getByRole("button", { name: "Keep on this device" }));
  await expect(page.getByRole("status")).toHaveText(`${title} is kept on this device.`);
  const kept = page.getByRole("list", { name: "Records on this device" }).getByRole("listitem").filter({ hasText: title });
  await expect(kept).toContainText("Vaccination · 12 Oct 2026");
  await noSidewaysScroll(page);

  // Still there after a reload: it is on the device, not in a page's memory.
  await page.reload();
  await expect(kept).toBeVisible();

  await activate(page, page.getByRole("link", { name: "Sign in to save them to your account" }));
  await expect(page).toHaveURL(/\/login\?continue=%2Fguest-health-records$/);
  await page.getByLabel(/Mobile number/).fill("9000000001");
  await activate(page, page.getByRole("button", { name: "Get OTP" }));
  // The code is read once the form asks for it: before that the inbox may still hold this number's last code.
  await page.getByLabel("Enter OTP").waitFor();
  await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, "+919000000001"));
  await activate(page, page.getByRole("button", { name: "Verify and sign in" }));
  await expect(page).toHaveURL(/\/guest-health-records$/);

  const save = page.getByRole("region", { name: "Save to your account" });
  await expect(save).toBeVisible();
  await save.getByLabel("Family member").focus();
  await save.getByLabel("Family member").selectOption({ label: "Meera Sharma" });
  await activate(page, save.getByRole("button", { name: /^Save \d+ records? to my health records$/ }));
  await expect(page.getByRole("status")).toHaveText(/^Saved \d+ records? to Meera Sharma's health records\.$/);
  await expect(page.getByText("No records on this device yet.")).toBeVisible();

  await page.goto("/health-records/vaccination");
  const item = page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("For Meera Sharma · 12 Oct 2026");
  await expect(item).toContainText("Uploaded by you");
  const href = await item.getByRole("link", { name: "View Vaccination card.pdf" }).getAttribute("href");
  expect(Buffer.from(await (await page.request.get(href!)).body())).toEqual(pdf);
});

test("health insurance filters by the spec's filters as real links, with reset and Back", async ({ page, request }) => {
  await page.goto("/health-insurance");
  await expect(page.getByRole("heading", { level: 1, name: "Health insurance" })).toBeVisible();
  const plans = page.getByRole("list", { name: "Health insurance plans" }).getByRole("listitem");
  await expect(page.getByRole("status")).toHaveText("14 of 14 plans");
  for (const label of ["Age of the eldest member", "Members", "Cover", "Rating", "Pre-existing diseases (PED)", "Room rent"]) {
    await expect(page.getByRole("combobox", { name: label })).toBeVisible();
  }
  await noSidewaysScroll(page);

  const age = page.getByRole("combobox", { name: "Age of the eldest member" });
  await age.focus();
  await age.selectOption("66-75");
  await expect(page).toHaveURL(/\/health-insurance\?age=66-75$/);
  await expect(page.getByRole("status")).toHaveText("2 of 14 plans");
  await expect(plans.filter({ hasText: "Senior Care" })).toContainText("Entry age60–75 years");
  const premiums = (await plans.locator(".insurance-premium strong").allTextContents()).map((t) => Number(t.replace(/[₹,]/g, "")));
  expect(premiums).toEqual([...premiums].sort((a, b) => a - b));

  await page.getByRole("combobox", { name: "Members" }).selectOption("2A2C");
  await expect(page).toHaveURL(/\?age=66-75&members=2A2C$/);
  await expect(page.getByRole("status")).toHaveText("No plans match these filters.");
  // "No results with filters: reset the filters".
  await activate(page, page.getByRole("link", { name: "Remove Members: 2 adults, 2 children" }));
  await expect(page).toHaveURL(/\?age=66-75$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?age=66-75&members=2A2C$/);
  await expect(page.getByRole("combobox", { name: "Members" })).toHaveValue("2A2C");
  await activate(page, page.getByRole("link", { name: "Reset the filters" }));
  await expect(page).toHaveURL(/\/health-insurance$/);
  await expect(page.getByRole("status")).toHaveText("14 of 14 plans");

  // Visitors get it from the HTML cache; tracking parameters share the page.
  await request.get("/health-insurance?cover=50&rating=4.5");
  const again = await request.get("/health-insurance?rating=4.5&cover=50&utm_source=x");
  expect(again.headers()["x-html-cache-status"]).toBe("HIT");
});

test("the weight-loss programme offers the catalogue's tests and the consults, and leads to them", async ({ page, request }) => {
  await page.goto("/weight-loss");
  await expect(page.getByRole("heading", { level: 1, name: "Weight loss programme" })).toBeVisible();
  const tests = page.getByRole("list", { name: "Tests to start with" }).getByRole("listitem");
  await expect(tests.filter({ hasText: "Lipid Profile" })).toContainText(/₹[\d,]+/);
  await expect(page.getByRole("link", { name: "BMI calculator" })).toHaveAttribute("href", "/health-tools/bmi-calculator");
  await noSidewaysScroll(page);
  await activate(page, page.getByRole("link", { name: "Consult Diabetology" }));
  await expect(page).toHaveURL(/\/specialties\/diabetology$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Weight loss programme" })).toBeVisible();
  // The page back from history may still be hydrating: a key pressed while React takes the link over is lost, so
  // the visitor (and the test) presses it again.
  await expect(async () => {
    await activate(page, page.getByRole("link", { name: "Lipid Profile" }));
    await expect(page).toHaveURL(/\/lab-tests\/lipid-profile$/, { timeout: 2_000 });
  }).toPass();
  await request.get("/weight-loss");
  expect((await request.get("/weight-loss")).headers()["x-html-cache-status"]).toBe("HIT");
});

test("the policy sections open from the footer and from each other; an unknown one is not found", async ({ page, request }) => {
  await page.goto("/terms");
  await activate(page, page.getByRole("contentinfo").getByRole("link", { name: "Policies" }));
  await expect(page).toHaveURL(/\/policies$/);
  for (const name of ["Corporate Disclosures", "Health Records", "Covid19 Kavach", "Other Policies"]) {
    await expect(page.getByRole("list", { name: "Policy sections" }).getByRole("link", { name })).toBeVisible();
  }
  await activate(page, page.getByRole("list", { name: "Policy sections" }).getByRole("link", { name: "Covid19 Kavach" }));
  await expect(page.getByRole("heading", { level: 1, name: "Covid19 Kavach" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Policy sections" }).getByRole("link", { name: "Covid19 Kavach" })).toHaveAttribute("aria-current", "page");
  await activate(page, page.getByRole("navigation", { name: "Policy sections" }).getByRole("link", { name: "Health Records" }));
  await expect(page.getByRole("heading", { level: 1, name: "Health Records" })).toBeVisible();
  await expect(page.getByText(/not sent to us until you sign in/)).toBeVisible();
  await noSidewaysScroll(page);
  expect((await request.get("/policies/unknown")).status()).toBe(404);
});

test("the HTML sitemap lists doctors, specialties and hospitals by city, each a working link", async ({ page }) => {
  await page.goto("/sitemap");
  await activate(page, page.getByRole("link", { name: "Doctors", exact: true }));
  await expect(page).toHaveURL(/\/sitemap\/doctors$/);
  await activate(page, page.getByRole("link", { name: /^Dr\. Farah Khan, / }));
  await expect(page).toHaveURL(/\/doctors\/dr-farah-khan$/);
  await page.goto("/sitemap/hospital-city-and-region");
  await activate(page, page.getByRole("link", { name: "Hospitals in Bangalore" }));
  await expect(page).toHaveURL(/\/hospitals-and-clinics\?category=hospitals&city=Bangalore$/);
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Bangalore");
  // Specialists by locality: a sitemap link opens that specialty's doctors with a clinic in that locality.
  await page.goto("/sitemap/locality-specialty");
  const link = page.getByRole("link", { name: /^Cardiology doctors in / }).first();
  const locality = (await link.textContent())!.replace(/^Cardiology doctors in /, "").split(",")[0];
  await activate(page, link);
  await expect(page).toHaveURL(/\/doctors\/cardiology-in-[a-z0-9-]+-sloc$/);
  await expect(page.getByRole("heading", { level: 1, name: `Cardiology doctors in ${locality}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Dr\. / }).first()).toBeVisible();
  await noSidewaysScroll(page);
  // A kind whose pages are not built is absent, not empty.
  expect((await page.request.get("/sitemap/health-queries-faq")).status()).toBe(404);
});

test("an international patient keeps their passport on Settings, with the rules' messages", async ({ page }) => {
  await page.goto("/internationallogin");
  await page.getByLabel("Country").selectOption("AE");
  await page.getByLabel(/Mobile number/).fill("501234567");
  await activate(page, page.getByRole("button", { name: "Get OTP" }));
  // The code is read once the form asks for it: before that the inbox may still hold this number's last code.
  await page.getByLabel("Enter OTP").waitFor();
  await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, "+971501234567"));
  await activate(page, page.getByRole("button", { name: "Verify and sign in" }));
  await expect(page).not.toHaveURL(/login/);
  await page.goto("/settings");
  const passports = page.getByRole("region", { name: "Passport details" });
  await passports.getByLabel("Family member").selectOption({ label: "Fatima Khan" });
  await passports.getByLabel("Passport number").fill("12");
  await activate(page, passports.getByRole("button", { name: "Save passport details" }));
  await expect(passports.getByText("Please enter the passport number as printed: 6 to 9 letters and digits")).toBeVisible();
  await expect(passports.getByLabel("Passport number")).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("z1234567");
  await passports.getByLabel("Issuing country").selectOption("AE");
  await passports.getByLabel("Expiry date").fill("2031-05-20");
  await activate(page, passports.getByRole("button", { name: "Save passport details" }));
  await expect(passports.getByRole("status")).toHaveText("Passport details saved.");
  await expect(passports.getByRole("definition")).toHaveText("Z1234567 · United Arab Emirates · valid until 2031-05-20");
  await noSidewaysScroll(page);
});

test("in Teams mode (utm_source=MSTeams) sign-in returns to the page Teams opened", async ({ page }) => {
  await page.goto("/consult?utm_source=MSTeams");
  // The spec's storage key holds the page Teams opened.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("msTeamsReturnUrl"))).toBe("/consult?utm_source=MSTeams");
  await page.goto("/login");
  await page.getByLabel(/Mobile number/).fill("9000000002");
  await activate(page, page.getByRole("button", { name: "Get OTP" }));
  // The code is read once the form asks for it: before that the inbox may still hold this number's last code.
  await page.getByLabel("Enter OTP").waitFor();
  await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, "+919000000002"));
  await activate(page, page.getByRole("button", { name: "Verify and sign in" }));
  await expect(page).toHaveURL(/\/consult\?utm_source=MSTeams$/);
});
