/**
 * The console's benefits pages and the card's documents, on a phone (390 px wide) and by keyboard:
 * - staff refund a Circle membership at the management's discretion, giving who approved it and why, and the member's
 *   page then says the membership has ended;
 * - staff add a company, replace its roster with a CSV file and issue a voucher batch whose PINs are shown once;
 * - patients are refused both pages, and forms posted from another site reach neither them nor Circle's purchase;
 * - an applicant whose application the bank referred uploads a proof, which only they can open.
 */
import { expect, test, type Page } from "./hydrated-test";
import { freshMobile, signInWithOtp } from "./account-helpers";

test.use({ viewport: { width: 390, height: 844 } });

const STAFF = "9000000103";

async function press(page: Page, target: ReturnType<Page["getByRole"]>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label);
  await field.focus();
  await field.clear();
  await page.keyboard.type(text);
}

/** Nothing sticks out sideways on a phone: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function signedIn(page: Page, mobile: string) {
  await signInWithOtp(page, mobile);
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
}

test.describe("console: memberships and corporate benefits", () => {
  test.setTimeout(90_000);

  test("staff refund a Circle membership at the management's discretion, with the reason", async ({ browser }) => {
    // A patient buys the 2-month plan through the gateway's sandbox.
    const mobile = freshMobile(21);
    const patient = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signedIn(patient, mobile);
    await patient.goto("/circle-landing?sub_plan_id=CIRCLE_2M");
    // The page is the segment's: the patient's number fills in after load.
    await expect(patient.getByLabel("Mobile number")).toHaveValue(mobile);
    await typeInto(patient, "Full name", "Kavya Reddy");
    await press(patient, patient.getByRole("button", { name: "Join Circle" }), "Enter");
    await expect(patient).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    await press(patient, patient.getByRole("radio", { name: "UPI", exact: true }), "Space");
    await typeInto(patient, "UPI ID", "kavya@okaxis");
    await press(patient, patient.getByRole("radio", { name: /^Success/ }), "Space");
    await press(patient, patient.getByRole("button", { name: "Pay ₹99" }), "Enter");
    await expect(patient.getByRole("heading", { name: "Payment successful" })).toBeVisible();

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signedIn(page, STAFF);
    await page.goto("/ops/memberships");
    await expect(page.getByRole("heading", { name: "Memberships", level: 1 })).toBeVisible();
    await typeInto(page, "Display id or mobile number", mobile);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${mobile}`));
    const refund = page.getByRole("link", { name: /^Refund membership / });
    await expect(refund).toHaveCount(1);
    await press(page, refund, "Enter");
    await expect(page.getByRole("heading", { name: /^Refund membership / })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The reason field has the focus; too short a reason is refused in words.
    await expect(page.getByLabel("Who approved it, and why")).toBeFocused();
    await page.keyboard.type("ok");
    await press(page, page.getByRole("button", { name: "Refund ₹99" }), "Enter");
    await expect(page.getByRole("alert")).toHaveText("A refund is at the management's discretion: say who approved it and why.");
    await typeInto(page, "Who approved it, and why", "Approved by Sunita Rao, regional head: bought by mistake");
    await press(page, page.getByRole("button", { name: "Refund ₹99" }), "Enter");
    await expect(page.getByRole("status").filter({ hasText: "refunded to the original payment method" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Refunds made" }).getByRole("listitem").first()).toContainText("by 9000000103: Approved by Sunita Rao, regional head: bought by mistake");

    // A form on another site cannot make staff refund or change companies, nor a patient buy a plan: refused before
    // any route runs.
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    for (const [request, path, form] of [
      [page.request, "/ops/memberships", { intent: "refund", orderId: "1", reason: "Approved by nobody: a forged form" }],
      [page.request, "/ops/corporate", { intent: "save-company", partnerId: "EVILCO", name: "Evil Co", domains: "evil.example", labDiscountPercent: "50" }],
      [patient.request, "/circle-landing", { subPlanId: "CIRCLE_12M", fullName: "Kavya Reddy", mobileNumber: mobile }],
      [patient.request, "/pay-care?plan_id=FHP1", { subPlanId: "FHP1_12M", fullName: "Kavya Reddy", mobileNumber: mobile }],
    ] as const) {
      const res = await request.post(path, { form, headers: evil, maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      expect(await res.text()).toBe("Cross-site request refused");
    }

    // The back button returns to the search; the member's page says the membership has ended.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Memberships", level: 1 })).toBeVisible();
    await patient.goto("/my-membership");
    await expect(patient.getByRole("heading", { name: "Your Circle membership has ended" })).toBeVisible();
  });

  test("staff add a company, replace its roster and issue a voucher batch", async ({ page }) => {
    await signedIn(page, STAFF);
    await page.goto("/ops/corporate");
    await expect(page.getByRole("heading", { name: "Corporate benefits", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const partnerId = `CO${String(Date.now()).slice(-8)}`;
    await typeInto(page, "Partner id", partnerId);
    await typeInto(page, "Name", "Hyderabad Pharma Works");
    await typeInto(page, "Email domains", "hyd-pharma.in");
    await typeInto(page, "Lab discount (%)", "95");
    await press(page, page.getByRole("button", { name: "Add company" }), "Enter");
    await expect(page.getByText("Lab discount: a whole percent from 0 to 90.")).toBeVisible();
    await expect(page.getByLabel("Lab discount (%)")).toHaveAttribute("aria-invalid", "true");
    await typeInto(page, "Lab discount (%)", "20");
    await press(page, page.getByRole("button", { name: "Add company" }), "Enter");
    await expect(page.getByRole("status")).toHaveText("Company added.");
    await expect(page.getByRole("heading", { name: "Roster of Hyderabad Pharma Works" })).toBeVisible();

    // A roster with a mistake replaces nothing; the fixed file does.
    const roster = (rows: string) => ({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(`member_id,member_kind,full_name\n${rows}`) });
    await page.getByLabel("Roster file").setInputFiles(roster("HPW001,employee,Srinivas Rao\nHPW002,contractor,Lakshmi Devi\n"));
    await press(page, page.getByRole("button", { name: "Replace roster" }), "Enter");
    await expect(page.getByRole("alert")).toContainText("Line 3: the kind must be employee or retiree.");
    await page.getByLabel("Roster file").setInputFiles(roster("HPW001,employee,Srinivas Rao\nHPW002,retiree,Lakshmi Devi\n"));
    await press(page, page.getByRole("button", { name: "Replace roster" }), "Enter");
    await expect(page.getByRole("status")).toHaveText("Roster replaced.");
    await expect(page.getByText("2 ids on the roster, 0 accounts registered.")).toBeVisible();

    // A batch of two ₹500 cards: the PINs are shown once.
    await typeInto(page, "Issuer", "Hyderabad Pharma Works");
    await typeInto(page, "Issuance number", "202612");
    await typeInto(page, "Cards", "2");
    await typeInto(page, "Value (₹)", "500");
    await page.getByLabel("Last valid day").fill("2030-12-31");
    await press(page, page.getByRole("button", { name: "Issue cards" }), "Enter");
    await expect(page.getByText(/^2 cards of ₹500 issued for Hyderabad Pharma Works/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Issued cards" }).getByRole("row")).toHaveCount(3);
    await expectNoSidewaysScroll(page);
  });

  test("patients are refused the console's benefits pages", async ({ page }) => {
    await signedIn(page, freshMobile(22));
    for (const path of ["/ops/memberships", "/ops/corporate"]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    }
  });
});

test("an applicant the bank referred uploads a proof, and only they can open it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const mobile = freshMobile(23);
  await signedIn(page, mobile);
  // Self-employed: the sandbox refers the application to the bank's document check.
  const res = await page.request.post("/api/card/v1/sbi-card/submitApplication", {
    data: {
      firstName: "Rohan", lastName: "Verma", dateOfBirth: "02/03/1988", email: "rohan.verma@gmail.com", employmentType: "self_employed",
      pincode: "500081", addressLine1: "H.No. 12-2-790, Mehdipatnam", panNumber: "ABCPV1234K", annualIncome: "900000", consent: true,
    },
  });
  expect((await res.json()).status).toBe("REFERRED");
  await page.goto("/apollo-sbi-credit-card/overview");
  await expect(page.getByRole("heading", { name: "Documents for SBI Card" })).toBeVisible();
  await expect(page.getByText("No documents uploaded yet.")).toBeVisible();
  await page.getByLabel("What is it?").focus();
  await page.keyboard.press("ArrowDown");
  await page.getByLabel("What is it?").selectOption("INCOME_PROOF");
  // A text file named .pdf is refused by its content.
  await page.getByLabel("File").setInputFiles({ name: "itr.pdf", mimeType: "application/pdf", buffer: Buffer.from("not really a pdf") });
  await press(page, page.getByRole("button", { name: "Upload document" }), "Enter");
  await expect(page.getByRole("alert")).toHaveText("Invalid File Type. Please upload a png, jpg, jpeg or pdf file.");
  await page.getByLabel("What is it?").selectOption("INCOME_PROOF");
  await page.getByLabel("File").setInputFiles("tests/fixtures/prescription.pdf");
  await press(page, page.getByRole("button", { name: "Upload document" }), "Enter");
  await expect(page.getByRole("status").filter({ hasText: "Document uploaded." })).toBeVisible();
  const link = page.getByRole("list", { name: "Uploaded documents" }).getByRole("link", { name: "prescription.pdf" });
  await expect(page.getByRole("list", { name: "Uploaded documents" })).toContainText("Received by SBI Card");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const href = (await link.getAttribute("href"))!;
  expect((await page.request.get(href)).status()).toBe(200);
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signedIn(other, freshMobile(24));
  expect((await other.request.get(href)).status()).toBe(404);
  await stranger.close();
});
