/**
 * Issue 17, health checks: a patient takes the risk assessment, books the package it recommends at a hospital slot
 * and pays online — at 390 px, by keyboard. The appointment shows in My orders; the centre's staff take it to report
 * ready in the ops console and the patient downloads the PDF. Before that the patient reschedules it to another
 * morning slot, by keyboard. Another account gets "not found" for all of it, the reschedule included. The
 * booking page refuses a patient under the category's minimum age and warns on a gender mismatch before paying.
 */
import { expect, test, type Locator, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";
import { signInWithOtp } from "./account-helpers";

const PATIENT = { accountId: 1, mobileNumber: "9000000001" };
const STAFF = "9000000103";
const REPORT = "tests/fixtures/prescription.pdf";

test.use({ viewport: { width: 390, height: 844 } });

/** Presses a control by keyboard: focus it, then Enter (links, buttons) or Space (radios, checkboxes). */
async function press(target: Locator, key: "Enter" | "Space" = "Enter") {
  await target.focus();
  await target.press(key);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test("risk assessment → recommended package → hospital slot → pay online, by keyboard at 390 px; the centre uploads the report", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await signInAs(context, PATIENT);

  // The home screen's Health Checkups tile leads to the health-check pages.
  await page.goto("/");
  await expect(page.locator('a[href="/apollo-prohealth"]').first()).toBeVisible();
  await page.goto("/apollo-prohealth?city=hyderabad");
  await expect(page.getByRole("heading", { name: "Apollo ProHealth health checks", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Health checks in Hyderabad" })).toBeVisible();
  await noHorizontalScroll(page);
  await press(page.getByRole("link", { name: "Not sure which? Take a 2-minute risk assessment" }));

  // The assessment: the account's own number, then family history, lifestyle and symptoms.
  await expect(page.getByLabel("Mobile number of the person taking it")).toHaveValue("9000000001");
  await press(page.getByRole("button", { name: "Start the assessment" }));
  await expect(page).toHaveURL(/\/apollo-prohealth\/hra\/[A-Za-z0-9_-]+$/);
  const hraUrl = page.url();
  await page.getByLabel("Age in years").focus();
  await page.keyboard.type("43");
  await press(page.getByRole("radio", { name: "Male", exact: true }), "Space");
  await press(page.getByRole("checkbox", { name: "Heart disease or stroke" }), "Space");
  await press(page.getByRole("checkbox", { name: "I smoke or use tobacco" }), "Space");
  await press(page.getByRole("checkbox", { name: "Chest pain or breathlessness on effort" }), "Space");
  await noHorizontalScroll(page);
  await press(page.getByRole("button", { name: "See my recommendation" }));

  // The recommendation, and why each test is in it.
  await expect(page.getByRole("heading", { name: "Your recommended health check" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Apollo ProHealth Premium — ₹12,999$/ })).toBeVisible();
  const why = page.getByRole("definition").filter({ hasText: "You smoke: a lung function test measures damage before you feel breathless." });
  await expect(why).toBeVisible();
  await press(page.getByRole("link", { name: "Book Apollo ProHealth Premium" }));

  // The package page; its booking links carry the assessment once the page is live.
  await expect(page.getByRole("heading", { name: "Apollo ProHealth Premium", level: 1 })).toBeVisible();
  await expect(page.getByText("12 hours fasting needed before your appointment (water is fine).")).toBeVisible();
  await expect(page.locator("[data-circle-price]")).toHaveText("Circle members pay ₹11,040. Join Circle");
  const secunderabad = page.getByRole("link", { name: "Book at Apollo Hospitals, Secunderabad, Hyderabad" });
  await expect(secunderabad).toHaveAttribute("href", /[?&]hra=/);
  await noHorizontalScroll(page);
  await press(secunderabad);

  // Package, date, slot (with the no-food note), patient, pay.
  await expect(page.getByRole("heading", { name: "Full Body Checkup at Apollo Hospitals, Secunderabad", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Apollo ProHealth Premium/ })).toBeChecked();
  const dates = page.getByRole("list", { name: "Dates" }).getByRole("link");
  await press(dates.nth(1));
  await expect(dates.nth(1)).toHaveAttribute("aria-current", "date");
  await expect(page.getByRole("radio", { name: /^Apollo ProHealth Premium/ })).toBeChecked();
  // A fasting package: morning slots only, and the page says why.
  await expect(page.getByTestId("morning-note")).toHaveText("This package needs fasting, so only morning slots (starting before 11:00 AM) are offered.");
  const times = await page.getByRole("group", { name: "Time" }).getByRole("radio").evaluateAll((radios) => radios.map((r) => r.parentElement!.textContent!.trim()));
  expect(times.length).toBeGreaterThan(0);
  expect(times.every((t) => /^([7-9]|10):\d{2} AM$/.test(t))).toBe(true);
  await press(page.getByRole("group", { name: "Time" }).getByRole("radio").first(), "Space");
  await expect(page.getByTestId("fasting-note")).toHaveText(/^12 hours fasting needed: no food after .+ \(water is fine\)\.$/);
  await press(page.getByRole("radio", { name: /^Aarav Sharma/ }), "Space");
  await noHorizontalScroll(page);
  // Aarav is a Circle member: the package at its member price (₹12,999 → ₹11,040).
  await expect(page.getByRole("radio", { name: /^Apollo ProHealth Premium — ₹12,999 ₹11,040 Circle price/ })).toBeChecked();
  await press(page.getByRole("button", { name: "Book for ₹11,040" }));

  // The gateway's hosted checkout, then the result page.
  await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
  await page.getByRole("radio", { name: "Net Banking", exact: true }).check();
  await page.getByRole("radio", { name: /^Success/ }).check();
  await press(page.getByRole("button", { name: "Pay ₹11,040" }));
  await expect(page).toHaveURL(/\/payments\/health-check\/\d+$/);
  const orderId = page.url().split("/").pop()!;
  await press(page.getByRole("link", { name: "View appointment" }));
  await expect(page).toHaveURL(new RegExp(`/apollo-prohealth/appointments/${orderId}$`));
  await expect(page.getByTestId("prohealth-status")).toHaveText("Confirmed");
  await expect(page.getByText(/^12 hours fasting needed: no food after/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Your risk assessment" })).toHaveAttribute("href", new URL(hraUrl).pathname);
  const displayId = (await page.getByText(/^Appointment #\d+/).textContent())!.match(/#(\d+)/)![1];

  // My orders and the appointments list show it.
  await page.goto("/orders");
  const card = page.locator(`li[data-kind="HEALTH_CHECK"][data-order-id="${orderId}"]`);
  await expect(card).toContainText("Health check");
  await expect(card).toContainText("Confirmed");
  await page.goto("/apollo-prohealth/appointments");
  await press(page.getByRole("list", { name: "Upcoming appointments" }).getByRole("link", { name: `Apollo ProHealth Premium · #${displayId}` }));
  await expect(page.getByTestId("prohealth-status")).toHaveText("Confirmed");

  // Reschedule, by keyboard: another morning slot at the same hospital, from the appointment page.
  await expect(page.getByRole("heading", { name: "Reschedule" })).toBeVisible();
  await expect(page.getByTestId("reschedule-note")).toHaveText("This package needs fasting, so only morning slots (starting before 11:00 AM) are offered.");
  const newSlot = page.getByLabel("New slot at the same centre");
  const offered = await newSlot.locator("option:not([disabled])").allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.every((t) => /, ([7-9]|10):\d{2} AM - /.test(t))).toBe(true);
  // The last slot offered (days ahead), so the moved appointment can still be changed after.
  await newSlot.focus();
  await page.keyboard.press("End");
  const chosen = (await newSlot.locator("option:checked").textContent())!.trim();
  await noHorizontalScroll(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Rescheduled to ${chosen}`)).toBeVisible();
  await expect(page.getByTestId("prohealth-status")).toHaveText("Confirmed");
  await expect(page.getByText(/^12 hours fasting needed: no food after/)).toBeVisible();

  // Another account: the appointment, its report and the assessment are not found, and it cannot reschedule it.
  const other = await browser.newContext();
  await signInAs(other, { accountId: 2, mobileNumber: "9000000002" });
  const otherPage = await other.newPage();
  expect((await otherPage.goto(`/apollo-prohealth/appointments/${orderId}`))!.status()).toBe(404);
  expect((await otherPage.goto(hraUrl))!.status()).toBe(404);
  const anotherSlot = await newSlot.locator("option:not([disabled])").first().getAttribute("value");
  expect((await otherPage.request.post(`/apollo-prohealth/appointments/${orderId}`, { form: { intent: "reschedule", slot: anotherSlot! } })).status()).toBe(404);

  // The centre: check in, done, report.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ops = await staff.newPage();
  await signInWithOtp(ops, STAFF);
  await ops.waitForURL((u) => !u.pathname.startsWith("/login"));
  await ops.goto("/ops/prohealth");
  await press(ops.getByRole("button", { name: `Check in #${displayId}` }));
  await press(ops.getByRole("button", { name: `Health check done #${displayId}` }));
  await ops.getByLabel(`Report PDF for #${displayId}`).setInputFiles(REPORT);
  await press(ops.getByRole("button", { name: `Upload report #${displayId}` }));
  await expect(ops.getByText(`#${displayId}`)).toHaveCount(0);

  // The patient downloads the report; nobody else can.
  await page.goto(`/apollo-prohealth/appointments/${orderId}`);
  await expect(page.getByTestId("prohealth-status")).toHaveText("Report ready");
  const download = page.waitForEvent("download");
  await press(page.getByRole("link", { name: "Download report (PDF)" }));
  expect((await download).suggestedFilename()).toBe(`health-check-report-${displayId}.pdf`);
  expect((await otherPage.request.get(`/resources/prohealth-report/${orderId}`)).status()).toBe(404);
  await other.close();
  await staff.close();
});

test("the booking page refuses a patient under the category's minimum age and warns on a gender mismatch", async ({ page, context }) => {
  await signInAs(context, PATIENT);
  await page.goto("/apollo-prohealth/full-body-checkup");
  await expect(page.getByRole("heading", { name: "Full Body Checkup health checks", level: 1 })).toBeVisible();
  await press(page.getByRole("region", { name: "Hyderabad" }).getByRole("link", { name: "Apollo Hospitals, Secunderabad" }));
  await expect(page.getByRole("heading", { name: "Full Body Checkup at Apollo Hospitals, Secunderabad" })).toBeVisible();
  await press(page.getByRole("radio", { name: /^Kabir Sharma/ }), "Space");
  await expect(page.getByRole("alert")).toHaveText("Full Body Checkup health checks are for patients aged 18 years and above.");
  await expect(page.getByRole("button", { name: /^Book for / })).toBeDisabled();
  await press(page.getByRole("radio", { name: /^Aarav Sharma/ }), "Space");
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.goto("/apollo-prohealth/apollo-prohealth-woman");
  await press(page.getByRole("link", { name: "Book at Apollo Hospitals, Secunderabad, Hyderabad" }));
  await press(page.getByRole("radio", { name: /^Aarav Sharma/ }), "Space");
  await expect(page.getByText("Apollo ProHealth Woman is designed for women. Some tests may not apply to this patient.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Book for ₹7,220" })).toBeEnabled(); // ₹8,499 at the Circle price
  await press(page.getByRole("radio", { name: /^Meera Sharma/ }), "Space");
  await expect(page.getByText("Apollo ProHealth Woman is designed for women.")).toHaveCount(0);
});

test("a visitor gets the health-check landing, category and package pages from the HTML cache; the ?hra= link shares the package page", async ({ request }) => {
  for (const path of ["/apollo-prohealth?city=chennai", "/apollo-prohealth/full-body-checkup", "/apollo-prohealth/apollo-prohealth-essential"]) {
    await request.get(path);
    const second = await request.get(path);
    expect(second.status(), path).toBe(200);
    expect(second.headers()["x-html-cache-status"], path).toBe("HIT");
  }
  const fromAssessment = await request.get("/apollo-prohealth/apollo-prohealth-essential?hra=abcdefghijklmnopqrstuv");
  expect(fromAssessment.headers()["x-html-cache-status"]).toBe("HIT");
  expect(await fromAssessment.text()).not.toContain("abcdefghijklmnopqrstuv");
  // A city with no such slug is a 404, never kept.
  expect((await request.get("/apollo-prohealth?city=atlantis")).status()).toBe(404);
});
