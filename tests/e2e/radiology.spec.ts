/**
 * Issue 17: a patient books a scan as a person would at 390 px, by keyboard — city → centre → slot → patient →
 * prescription → pay — the booking shows in My orders and opens its page; the centre's staff take it to report ready
 * in the ops console and the patient downloads the PDF report. Before that the patient reschedules it to another
 * slot at the same centre, by keyboard (a slot others took meanwhile is refused in the spec's words). Another account
 * gets "not found" for all of it, the reschedule included.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";
import { signInWithOtp } from "./account-helpers";

const PATIENT = { accountId: 1, mobileNumber: "9000000001" };
const STAFF = "9000000103";
const PRESCRIPTION = "tests/fixtures/prescription.pdf";
const JUBILEE_HILLS = 1; // the centre the patient books at
const XRAY_CHEST = 5021; // needs no prescription

test.use({ viewport: { width: 390, height: 844 } });

/** Presses a control by keyboard: focus it, then Enter (links, buttons) or Space (radios). */
async function press(target: Locator, key: "Enter" | "Space" = "Enter") {
  await target.focus();
  await target.press(key);
}

/**
 * Another account books X-Ray Chest PA (no prescription, pay at the centre) at Jubilee Hills into this slot until
 * it is full: the slot holds two patients, and a place may already be taken.
 */
async function fillRadiologySlot(request: APIRequestContext, slotDateTimeInUTC: string) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await (await request.post("/graphql", { data: { query, variables } })).json()) as { data?: Record<string, { id: string }[]>; errors?: { message: string }[] };
  const patientId = (await gql("{ getPatientsByAccount { id } }")).data!.getPatientsByAccount[0].id;
  const BOOK = `mutation($input: BookRadiologyTestInput!) { bookRadiologyTestV1(input: $input) { id } }`;
  for (let booked = 0; ; booked++) {
    expect(booked, "the slot fills within its two places").toBeLessThanOrEqual(2);
    const input = { itemIds: [XRAY_CHEST], clinicId: JUBILEE_HILLS, patientId, slotDateTimeInUTC, paymentType: "COD", idempotencyKey: `fill-${slotDateTimeInUTC}-${booked}` };
    const r = await gql(BOOK, { input });
    if (r.errors) {
      expect(r.errors[0].message).toBe("This slot is no longer available. Please choose another slot.");
      return;
    }
  }
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

test("books an MRI by keyboard at 390 px, pays online, and downloads the report the centre uploads", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await signInAs(context, PATIENT);

  await page.goto("/radiology");
  await expect(page.getByRole("heading", { name: "Radiology Scans", level: 1 })).toBeVisible();
  await noHorizontalScroll(page);
  await press(page.getByRole("list", { name: "Popular scans" }).getByRole("link", { name: /^MRI Brain/ }));
  await expect(page.getByRole("heading", { name: "MRI Brain", level: 1 })).toBeVisible();
  await expect(page.getByText("A doctor's prescription is needed for this scan.")).toBeVisible();
  await expect(page.locator("[data-circle-fee]")).toHaveText("Circle members pay ₹4,950 for the scan.");

  // City, then centre: each centre with its distance, earliest slot, fee and all-in price.
  await press(page.getByRole("list", { name: "Cities" }).getByRole("link", { name: "Hyderabad" }));
  await expect(page.getByRole("heading", { name: "MRI Brain in Hyderabad" })).toBeVisible();
  const centres = page.getByRole("list", { name: "Centres" });
  const jubilee = centres.getByRole("listitem").filter({ hasText: "Apollo Hospitals, Jubilee Hills" });
  // Aarav is a Circle member: the scan at its member price (₹5,500 → ₹4,950) plus the fee.
  await expect(jubilee).toContainText("₹5,100 all-in");
  await expect(jubilee).toContainText("includes ₹150 registration fee");
  await expect(jubilee).toContainText(/km away · Earliest slot /);
  await noHorizontalScroll(page);
  await press(jubilee.getByRole("button", { name: "Book at Apollo Hospitals, Jubilee Hills" }));

  // Slot, patient, prescription, pay.
  await expect(page).toHaveURL(/\/radiology-cart$/);
  // A slot a few hours ahead, so the order can still be rescheduled ("at least 2 hours before the slot").
  await press(page.getByRole("radio").nth(6), "Space");
  await press(page.getByRole("button", { name: "Save slot" }));
  await press(page.getByRole("radio", { name: /^Aarav Sharma/ }), "Space");
  await press(page.getByRole("button", { name: "Save patient" }));
  await expect(page.getByText("Doctor's prescription for MRI Brain")).toBeVisible();
  await expect(page.locator("[data-circle-saving]")).toHaveText("You save ₹550");
  // Without the prescription the browser will not send the form.
  await press(page.getByRole("button", { name: "Pay ₹5,100" }));
  await expect(page).toHaveURL(/\/radiology-cart$/);
  await page.getByLabel(/Doctor's prescription for MRI Brain/).setInputFiles(PRESCRIPTION);
  await noHorizontalScroll(page);
  await press(page.getByRole("button", { name: "Pay ₹5,100" }));

  // The gateway's hosted checkout, then the result page.
  await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
  await page.getByRole("radio", { name: "Net Banking", exact: true }).check();
  await page.getByRole("radio", { name: /^Success/ }).check();
  await press(page.getByRole("button", { name: "Pay ₹5,100" }));
  await expect(page).toHaveURL(/\/payments\/radiology\/\d+$/);
  const orderId = page.url().split("/").pop()!;
  await press(page.getByRole("link", { name: "View booking" }));
  await expect(page.getByRole("heading", { name: "Your scan is booked" })).toBeVisible();

  // My orders lists it, and its card opens its page.
  await page.goto("/orders");
  const card = page.locator(`li[data-kind="RADIOLOGY"][data-order-id="${orderId}"]`);
  await expect(card).toContainText("Radiology scan");
  await expect(card).toContainText("Confirmed");
  await press(card.getByRole("link", { name: /^View order #/ }));
  await expect(page).toHaveURL(new RegExp(`/radiology-order-details/${orderId}$`));
  await expect(page.getByTestId("radiology-status")).toHaveText("Confirmed");
  const displayId = (await page.getByText(/^Order #\d+/).textContent())!.match(/#(\d+)/)![1];

  // Reschedule, by keyboard: a new slot at the same centre from the order page.
  await expect(page.getByRole("heading", { name: "Reschedule" })).toBeVisible();
  const newSlot = page.getByLabel("New slot at the same centre");
  /** The last slot offered (days ahead), so the moved appointment can still be changed after. */
  const chooseLastSlot = async () => {
    await newSlot.focus();
    await page.keyboard.press("End");
    return { text: (await newSlot.locator("option:checked").textContent())!.trim(), value: await newSlot.inputValue() };
  };
  const taken = await chooseLastSlot();
  expect(taken.text).toMatch(/^\w{3}, \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/);

  // Meanwhile other patients take that slot's last place: the patient is told so, in the spec's words, and moves nowhere.
  const other = await browser.newContext();
  await signInAs(other, { accountId: 2, mobileNumber: "9000000002" });
  await fillRadiologySlot(other.request, taken.value);
  await noHorizontalScroll(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "This slot is no longer available. Please choose another slot." })).toBeVisible();
  await expect(newSlot.locator(`option[value="${taken.value}"]`)).toHaveCount(0);

  const chosen = (await chooseLastSlot()).text;
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Reschedule" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Rescheduled to ${chosen}`)).toBeVisible();
  await expect(page.getByTestId("radiology-status")).toHaveText("Confirmed");
  await expect(newSlot.locator("option", { hasText: chosen })).toHaveCount(0);

  // Another account: the page, the report and the prescription are not found, and it cannot reschedule the order.
  const otherPage = await other.newPage();
  expect((await otherPage.goto(`/radiology-order-details/${orderId}`))!.status()).toBe(404);
  expect((await otherPage.request.get(`/resources/radiology-prescription/${orderId}`)).status()).toBe(404);
  const anotherSlot = await newSlot.locator("option:not([disabled])").first().getAttribute("value");
  expect((await otherPage.request.post(`/radiology-order-details/${orderId}`, { form: { intent: "reschedule", slot: anotherSlot! } })).status()).toBe(404);
  await page.reload();
  await expect(page.getByText(`Rescheduled to ${chosen}`)).toBeVisible();

  // The centre: check in, scan done, report.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ops = await staff.newPage();
  await signInWithOtp(ops, STAFF);
  await ops.waitForURL((u) => !u.pathname.startsWith("/login"));
  await ops.goto("/ops/radiology");
  await press(ops.getByRole("button", { name: `Check in #${displayId}` }));
  await press(ops.getByRole("button", { name: `Scan done #${displayId}` }));
  await ops.getByLabel(`Report PDF for #${displayId}`).setInputFiles(PRESCRIPTION);
  await press(ops.getByRole("button", { name: `Upload report #${displayId}` }));
  await expect(ops.getByText(`#${displayId}`)).toHaveCount(0);

  // The patient downloads the report; nobody else can.
  await page.reload();
  await expect(page.getByTestId("radiology-status")).toHaveText("Report ready");
  const download = page.waitForEvent("download");
  await press(page.getByRole("link", { name: "Download report (PDF)" }));
  expect((await download).suggestedFilename()).toBe(`radiology-report-${displayId}.pdf`);
  expect((await otherPage.request.get(`/resources/radiology-report/${orderId}`)).status()).toBe(404);

  // The report is in Health records by itself, under Test report, and opens from there; not in the other account's.
  await page.goto("/health-records");
  await press(page.getByRole("navigation", { name: "Health records" }).getByRole("link", { name: "Test report" }));
  await expect(page).toHaveURL(/\/health-records\/test-report$/);
  const record = page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: `Order #${displayId}` });
  await expect(record).toContainText("From your order");
  await noHorizontalScroll(page);
  await press(record.getByRole("link", { name: "MRI Brain" }));
  await expect(page.getByRole("heading", { level: 1, name: "MRI Brain" })).toBeVisible();
  const fileHref = await page.getByRole("link", { name: `View radiology-report-${displayId}.pdf` }).getAttribute("href");
  const file = await page.request.get(fileHref!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await otherPage.request.get(fileHref!)).status()).toBe(404);
  await otherPage.goto("/health-records/test-report");
  await expect(otherPage.getByText(`Order #${displayId}`)).toHaveCount(0);
  await other.close();
  await staff.close();
});

test("the search page finds scans and the home screen's radiology link leads to the landing page", async ({ page }) => {
  await page.goto("/lab-tests/radiology?source=home&keyword=mri");
  await expect(page.getByRole("heading", { name: "Scans for “mri”" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: /^MRI Brain MRI/ })).toBeVisible();
  await page.goto("/lab-tests/radiology?keyword=zzzz");
  await expect(page.getByText("No scans match your search.")).toBeVisible();
  await page.goto("/radiology?source=home");
  await expect(page.getByRole("heading", { name: "Radiology Scans", level: 1 })).toBeVisible();
});
