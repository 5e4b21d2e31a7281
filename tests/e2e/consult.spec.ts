/**
 * Doctor consults as a patient on a phone (390 px) books them, by keyboard: consult home → a specialty → a doctor
 * → an online slot → pay through the gateway → the appointment; a clinic visit, rescheduled and then cancelled with
 * its refund shown; and two patients racing for one slot — one pays, the other reads the spec's message.
 */
import { expect, test, type Locator, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

const PHONE = { width: 390, height: 844 };
const SLOT_UNAVAILABLE = "Slot selected seems to be unavailable.. Please retry booking with other available slots!";

/** Follows a link or presses a button the way a keyboard user does. */
async function activate(target: Locator) {
  await target.focus();
  await target.press("Enter");
}

async function choose(target: Locator) {
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked();
}

async function payInSandbox(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
  await choose(page.getByRole("radio", { name: "Net Banking", exact: true }));
  await choose(page.getByRole("radio", { name: /^Success/ }));
  await activate(page.getByRole("button", { name: `Pay ${amount}` }));
  await expect(page).toHaveURL(/\/payments\/consult\/\d+$/);
  await activate(page.getByRole("link", { name: "View appointment" }));
  await expect(page.getByRole("heading", { name: "Appointment booked" })).toBeVisible();
}

/** The page's schema.org JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test.describe("doctor consults", () => {
  test.setTimeout(90_000);
  test.use({ viewport: PHONE });

  test("consult home → Paediatrics → Dr. Farah Khan → an online slot → pay → the appointment", async ({ page, context }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    await page.goto("/consult");
    await activate(page.locator('a[href="/specialties/paediatrics"]').first());
    await expect(page.getByRole("heading", { level: 1, name: "Paediatrics doctors" })).toBeVisible();
    // For search engines: the specialty's canonical address and its schema.org MedicalSpecialty.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/specialties\/paediatrics$/);
    expect(await structuredData(page)).toContainEqual(expect.objectContaining({ "@type": "MedicalSpecialty", name: "Paediatrics" }));
    await activate(page.getByRole("link", { name: "Dr. Farah Khan" }));
    await expect(page.getByRole("heading", { level: 1, name: "Dr. Farah Khan" })).toBeVisible();
    // The Telemedicine Practice Guidelines' registration number is on the profile.
    await expect(page.locator("[data-registration]")).toHaveText(/^TSMC\/FMR\/99\d{3}$/);
    await expect(page.locator("[data-circle-fee]").first()).toHaveText("Circle members pay ₹550");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/doctors\/dr-farah-khan$/);
    const registration = (await page.locator("[data-registration]").textContent())!;
    expect(await structuredData(page)).toContainEqual(
      expect.objectContaining({ "@type": "Physician", name: "Dr. Farah Khan", identifier: expect.objectContaining({ value: registration }) }),
    );

    // The second day offered: a whole day of times at any hour (late in the evening, India time, today has only its
    // last few left, and one may pass while the patient pays).
    const days = page.getByRole("list", { name: "Online consult: days" }).getByRole("link");
    await activate(days.nth(1));
    await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
    const slot = page.getByRole("list", { name: "Online consult: times" }).getByRole("link").first();
    const time = (await slot.textContent())!.trim();
    await activate(slot);
    await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
    // No patient chosen: the spec's message, and nothing is booked.
    await activate(page.getByRole("button", { name: "Proceed to pay" }));
    await expect(page.getByText("*Please select the patient before proceeding to pay!")).toBeVisible();
    // Aarav is a Circle member: the member fee (₹650 → ₹550) is what he pays.
    await expect(page.locator("[data-circle-price]")).toContainText("Circle member price · you save ₹100");
    await choose(page.getByRole("radio", { name: /^Aarav Sharma/ }));
    await choose(page.getByRole("radio", { name: "Audio call" }));
    await activate(page.getByRole("button", { name: "Proceed to pay" }));
    await payInSandbox(page, "₹550");
    await expect(page.locator("[data-when]")).toContainText(time.replace(/^0/, ""));

    await activate(page.getByRole("link", { name: "Go to consult room" }));
    await expect(page.getByRole("heading", { level: 1, name: "Consult room" })).toBeVisible();
    await page.goto("/appointments");
    const upcoming = page.getByRole("region", { name: "Upcoming" });
    await expect(upcoming.getByRole("link", { name: "Dr. Farah Khan" }).first()).toBeVisible();
    await expect(upcoming.getByText("Online (audio)").first()).toBeVisible();
    // It is an order like any other.
    await page.goto("/orders");
    await expect(page.getByText("Doctor consultation").first()).toBeVisible();
  });

  test("a clinic visit: pay, reschedule into another free slot, cancel with the refund shown", async ({ page, context }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    await page.goto("/doctors/dr-farah-khan");
    // A later day: an appointment can be moved or cancelled only up to 30 minutes before it.
    const clinicDays = page.getByRole("list", { name: /^Clinic visit at .*: days$/ }).first();
    await activate(clinicDays.getByRole("link").nth(1));
    await expect(clinicDays.getByRole("link").nth(1)).toHaveAttribute("aria-current", "date");
    const clinicTimes = page.getByRole("list", { name: /^Clinic visit at .*: times$/ }).first();
    await activate(clinicTimes.getByRole("link").first());
    await expect(page.getByRole("heading", { name: "Pay for your clinic visit" })).toBeVisible();
    await choose(page.getByRole("radio", { name: /^Meera Sharma/ }));
    await activate(page.getByRole("button", { name: "Proceed to pay" }));
    await payInSandbox(page, "₹720"); // the Circle member fee of ₹850
    const before = (await page.locator("[data-when]").textContent())!;

    // Also into a later day: today's last times may be too near to cancel (30 minutes before) by the next step.
    const rescheduleDays = page.getByRole("list", { name: "Reschedule: days" }).getByRole("link");
    await activate(rescheduleDays.nth(1));
    await expect(page).toHaveURL(/\/appointments\/\d+\?day=/);
    await expect(rescheduleDays.nth(1)).toHaveAttribute("aria-current", "date");
    const newTime = page.getByRole("group", { name: "New time" }).getByRole("radio").nth(2);
    await choose(newTime);
    await activate(page.getByRole("button", { name: "Reschedule" }));
    await expect(page.getByRole("status")).toContainText("Your appointment is moved to");
    await expect(page.locator("[data-when]")).not.toHaveText(before);
    await expect(page.locator("[data-status]")).toHaveText("Rescheduled");

    await page.getByLabel("Reason (optional)").fill("Travelling that day");
    await activate(page.getByRole("button", { name: "Cancel appointment" }));
    await expect(page.getByRole("status")).toContainText("Your appointment is cancelled. ₹720 will be refunded");
    await expect(page.locator("[data-status]")).toHaveText("Cancelled");
    await expect(page.getByText("Refund ₹720")).toBeVisible();
  });

  test("two patients race for one slot: one goes on to pay, the other is told the slot is unavailable", async ({ browser }) => {
    const first = await browser.newContext({ viewport: PHONE });
    const second = await browser.newContext({ viewport: PHONE });
    await signInAs(first, { accountId: 1, mobileNumber: "9000000001" });
    await signInAs(second, { accountId: 2, mobileNumber: "9000000002" });
    const a = await first.newPage();
    const b = await second.newPage();
    await a.goto("/doctors/dr-ramesh-kumar-reddy");
    // The second day offered: a whole day of times, whatever the hour the test runs (late in the evening, India
    // time, today has only its last few left).
    await a.goto((await a.getByRole("list", { name: "Online consult: days" }).getByRole("link").nth(1).getAttribute("href"))!);
    const href = (await a.getByRole("list", { name: "Online consult: times" }).getByRole("link").nth(3).getAttribute("href"))!;
    await a.goto(href);
    await b.goto(href);
    // Priya is not a Circle member: she pays the fee, and is told what members pay.
    await expect(b.locator("[data-circle-offer]")).toContainText("Circle members pay ₹420. Join Circle");
    await choose(a.getByRole("radio", { name: /^Aarav Sharma/ }));
    await choose(b.getByRole("radio", { name: /^Priya Nair/ }));
    await activate(a.getByRole("button", { name: "Proceed to pay" }));
    await expect(a).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    await activate(b.getByRole("button", { name: "Proceed to pay" }));
    await expect(b.getByRole("alert")).toContainText(SLOT_UNAVAILABLE);
    await expect(b).toHaveURL(/\/pay-online-consult\?/);
    await first.close();
    await second.close();
  });

  test("other ways to a doctor: near me (prompt, denied, granted), filters and pages, instant consult, quick book, clinic visits", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    const page = await context.newPage();

    // Near me: nothing is asked on load (prompt); asking without leave is refused (denied), and the city listings stay.
    await page.goto("/doctors/doctors-near-me");
    const nearMe = page.locator("[data-location-state]");
    await expect(nearMe).toHaveAttribute("data-location-state", "prompt");
    await activate(page.getByRole("button", { name: "Use my location" }));
    await expect(nearMe).toContainText("Location access is blocked for this site.");
    await expect(page.getByRole("navigation", { name: "Doctors by city" }).getByRole("link", { name: "Hyderabad" })).toBeVisible();
    // Granted (Madhapur, Hyderabad): the location is read at once, and clinics within 20 km come nearest first.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 17.4483, longitude: 78.3915 });
    await page.reload();
    await expect(page).toHaveURL(/[?&]lat=17\.4483.*&sort=distance/);
    await expect(page.locator(".doctor-card").first()).toContainText(/ km away/);

    // Filters are a form and pages are real links.
    await page.goto("/opd-consult");
    const filters = page.getByRole("form", { name: "Filter doctors" });
    await filters.getByLabel("Sort").selectOption("price_ascending");
    await activate(filters.getByRole("button", { name: "Apply" }));
    await expect(page).toHaveURL(/sort=price_ascending/);
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", /page=2/);
    await activate(next);
    await expect(page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toHaveText("2");
    // Page 2 is its own page for search engines (its filters are not).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/opd-consult\?page=2$/);

    // Instant consult: a doctor free within 15 minutes, or the next free time — either way one step to checkout.
    await page.goto("/instant-consult");
    await page.getByLabel("Specialty").selectOption("dermatology");
    await activate(page.getByRole("button", { name: "Find a doctor" }));
    const offer = page.getByRole("region", { name: /^(Free now|No Dermatology doctor is free in the next 15 minutes)$/ });
    await expect(offer).toBeVisible();
    await activate(offer.getByRole("link", { name: /^(Consult at|Book) / }));
    await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();

    // Quick book: a specialty and a city, then doctors free first, each a tap from checkout.
    await page.goto("/doctors/quickbook");
    await page.getByLabel("Specialty").selectOption("paediatrics");
    await page.getByLabel("City").selectOption({ label: "Hyderabad" });
    await activate(page.getByRole("button", { name: "Show doctors free first" }));
    await expect(page.getByRole("heading", { level: 1, name: "Doctors available soonest" })).toBeVisible();
    await activate(page.getByRole("link", { name: /^Book / }).first());
    await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
    await context.close();
  });

  test("the header search finds a specialty and its doctors; a doctor result opens the profile", async ({ page }) => {
    await page.goto("/lab-tests?openSearch=true");
    const search = page.getByRole("dialog");
    const box = search.getByRole("searchbox", { name: "Search tests and packages" });
    await expect(box).toBeFocused();
    await box.pressSequentially("dermatology");
    await expect(search.getByRole("list", { name: "Specialties" }).getByRole("link", { name: "Dermatology" })).toBeVisible();
    const doctor = search.getByRole("list", { name: "Doctors" }).getByRole("link").first();
    await expect(doctor).toContainText("Dermatology");
    await activate(doctor);
    await expect(page).toHaveURL(/\/doctors\/dr-[a-z0-9-]+$/);
    await expect(page.locator("[data-registration]")).toBeVisible();
  });
});
