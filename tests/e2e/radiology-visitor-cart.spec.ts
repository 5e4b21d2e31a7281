/**
 * Radiology as a visitor at 390 px, by keyboard: a scan into the cart, the city and then the centre through the
 * radiology city and clinic selection modals (distance, earliest slot, registration fee, all-in price), the price,
 * then sign-in keeps the cart and the booking goes on — slot, patient, "upload it after booking", pay at the
 * centre — and the prescription is uploaded from the order's page. Another account gets "not found" for that page.
 * And the never-together rule for a visitor, both ways.
 */
import { expect, test, type Locator, type Page } from "./hydrated-test";
import { readOtpInPage } from "./account-helpers";
import { signInAs } from "./helpers";

const PATIENT = "9000000002";
const PRESCRIPTION = "tests/fixtures/prescription.pdf";

test.use({ viewport: { width: 390, height: 844 } });

/** Presses a control by keyboard: focus it, then Enter (links, buttons) or Space (radios, checkboxes). */
async function press(target: Locator, key: "Enter" | "Space" = "Enter") {
  await target.focus();
  await target.press(key);
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

const dialog = (page: Page, name: string) => page.locator(`[role="dialog"][data-screen-widget="${name}"]`);

test("a visitor chooses a scan, a city and a centre in the modals, signs in with the cart kept, books, and uploads the prescription after booking", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto("/radiology/mri-brain");
  await press(page.getByRole("button", { name: "Add to cart" }));
  await expect(page).toHaveURL(/\/radiology-cart$/);
  await expect(page.getByRole("list", { name: "Scans in your cart" })).toContainText("MRI Brain");

  // City, by keyboard: the filter has focus; Tab reaches the city.
  await press(page.getByRole("button", { name: "Choose a city" }));
  const cities = dialog(page, "city_selection");
  await expect(cities.getByLabel("Find your city")).toBeFocused();
  await page.keyboard.type("hyd");
  await expect(cities.getByRole("list", { name: "Cities" }).getByRole("button")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(cities.getByRole("button", { name: /Hyderabad/ })).toBeFocused();
  await page.keyboard.press("Enter");

  // Then the centre: only those doing an MRI, each with distance, earliest slot, fee and all-in price.
  const clinics = dialog(page, "clinic_selection");
  await expect(clinics.getByRole("heading", { name: "Select a centre in Hyderabad" })).toBeVisible();
  const jubilee = clinics.getByRole("list", { name: "Radiology centres" }).getByRole("button", { name: /Apollo Hospitals, Jubilee Hills/ });
  await expect(jubilee).toContainText(/km away · Earliest slot /);
  await expect(jubilee).toContainText("₹5,650 all-in (includes ₹150 registration fee)");
  await expect(clinics.getByRole("button", { name: /Kukatpally/ })).toHaveCount(0);
  await noHorizontalScroll(page);
  await press(jubilee);
  await expect(clinics).toHaveCount(0);
  await expect(page.getByTestId("radiology-centre")).toHaveText("Apollo Hospitals, Jubilee Hills");
  await expect(page.getByTestId("radiology-city")).toHaveText("Hyderabad");
  await expect(page.getByTestId("radiology-total")).toHaveText("₹5,650");
  await noHorizontalScroll(page);

  // The cart survives a reload (it is the visitor's), then sign-in, which comes back to it.
  await page.reload();
  await expect(page.getByTestId("radiology-centre")).toHaveText("Apollo Hospitals, Jubilee Hills");
  await press(page.getByRole("link", { name: "Sign in to choose a slot and patient" }));
  await expect(page).toHaveURL(/\/login\?continue=%2Fradiology-cart$/);
  await page.getByLabel(/Mobile number/).fill(PATIENT);
  await press(page.getByRole("button", { name: "Get OTP" }));
  await page.getByLabel("Enter OTP").waitFor();
  await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, `+91${PATIENT}`));
  await press(page.getByRole("button", { name: "Verify and sign in" }));
  await expect(page).toHaveURL(/\/radiology-cart$/);
  await expect(page.getByRole("list", { name: "Scans in your cart" })).toContainText("MRI Brain");
  await expect(page.getByTestId("radiology-centre")).toHaveText("Apollo Hospitals, Jubilee Hills");

  // Slot, patient, the prescription later, pay at the centre.
  await press(page.getByRole("radio").first(), "Space");
  await press(page.getByRole("button", { name: "Save slot" }));
  await press(page.getByRole("radio", { name: /\(me\)/ }), "Space");
  await press(page.getByRole("button", { name: "Save patient" }));
  await expect(page.getByText("Doctor's prescription for MRI Brain")).toBeVisible();
  await press(page.getByRole("checkbox", { name: "I will upload it after booking, before my visit" }), "Space");
  await press(page.getByRole("radio", { name: "Pay at the centre" }), "Space");
  await noHorizontalScroll(page);
  await press(page.getByRole("button", { name: "Pay ₹5,650" }));
  await expect(page.getByRole("heading", { name: "Your scan is booked" })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("orderId")!;

  // The order's page asks for the prescription, and the upload page takes it (the lab's upload rules).
  await press(page.getByRole("link", { name: "View order" }));
  await expect(page).toHaveURL(new RegExp(`/radiology-order-details/${orderId}$`));
  await expect(page.getByText("No prescription uploaded")).toBeVisible();
  await press(page.getByRole("link", { name: "Upload prescription" }));
  await expect(page).toHaveURL(new RegExp(`/radiology-order-details/${orderId}/prescription$`));
  await expect(page.getByText("A doctor's prescription is needed for MRI Brain.")).toBeVisible();
  await noHorizontalScroll(page);
  await page.getByLabel("Prescription file").setInputFiles(PRESCRIPTION);
  await press(page.getByRole("button", { name: "Upload" }));
  await expect(page).toHaveURL(new RegExp(`/radiology-order-details/${orderId}\\?prescription=uploaded$`));
  await expect(page.getByRole("status").filter({ hasText: "Prescription uploaded." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Prescription", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upload prescription" })).toHaveCount(0);

  // Another account cannot open the upload page.
  const other = await browser.newContext();
  await signInAs(other, { accountId: 1, mobileNumber: "9000000001" });
  const otherPage = await other.newPage();
  expect((await otherPage.goto(`/radiology-order-details/${orderId}/prescription`))!.status()).toBe(404);
  await other.close();
});

test("for a visitor, a scan replaces their lab tests and a lab test replaces their scans", async ({ page }) => {
  // A lab test first, as a visitor.
  await page.goto("/lab-tests");
  await page.getByRole("tab", { name: "Tests", exact: true }).click();
  await press(page.getByRole("button", { name: /^Add to cart: / }).first());
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("diagCart") ?? "[]").length)).toBe(1);

  // A scan: the lab tests go, and the cart says why.
  await page.goto("/radiology/x-ray-chest-pa");
  await press(page.getByRole("button", { name: "Add to cart" }));
  await expect(page).toHaveURL(/\/radiology-cart\?replaced=lab$/);
  await expect(page.getByRole("status").filter({ hasText: "Radiology and pathology tests cannot be booked together: the lab tests in your cart were replaced." })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("diagCart") ?? "[]").length)).toBe(0);

  // A lab test again: the scans go.
  await page.goto("/lab-tests");
  await page.getByRole("tab", { name: "Tests", exact: true }).click();
  await press(page.getByRole("button", { name: /^Add to cart: / }).first());
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "radiologyCart")?.value ?? "").toBe("");
  await page.goto("/radiology-cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
});
