/**
 * Booking from a prescription, as people do it: a patient uploads a prescription and sees 'Prescription Uploaded';
 * a file the spec does not allow is refused with its message; the lab's staff open the lead, pick the tests and a
 * slot, and make it an order; a patient cannot open the staff page.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./hydrated-test";
import AxeBuilder from "@axe-core/playwright";
import { accountOf, signInAs } from "./helpers";


const png = fs.readFileSync("tests/fixtures/prescription.png");

/** WCAG 2.2 AA of the page's own content (the shared header and footer have their own tests). */
async function axeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return axe.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
}

test("a patient uploads a prescription and the lab makes it an order", async ({ browser }) => {
  // A name of this run, so the lead is easy to find among earlier runs' leads.
  const fileName = `Rx ${Date.now()}.png`;

  const patientContext = await browser.newContext();
  await signInAs(patientContext, accountOf("9000000001"));
  const patient = await patientContext.newPage();
  await patient.goto("/diagnostic-prescription?consult_id=e2e-consult-1");
  await expect(patient.getByRole("heading", { name: "Book tests from your prescription" })).toBeVisible();
  await patient.getByLabel("Patient").selectOption({ index: 0 });
  await patient.getByLabel("Prescription file").setInputFiles({ name: fileName, mimeType: "image/png", buffer: png });
  await patient.getByRole("button", { name: "Upload" }).click();
  await expect(patient.getByRole("status").filter({ hasText: "Prescription Uploaded" })).toBeVisible();
  expect(await axeViolations(patient, ".account-page")).toEqual([]);
  const mine = patient.getByRole("list", { name: "Your prescriptions" }).getByRole("listitem").filter({ hasText: fileName });
  await expect(mine).toContainText("Prescription Uploaded");
  // The file opens for its owner, as it was uploaded.
  const href = await mine.getByRole("link", { name: `View ${fileName}` }).getAttribute("href");
  const own = await patient.request.get(href!);
  expect(own.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await own.body())).toEqual(png);

  const opsContext = await browser.newContext();
  await signInAs(opsContext, accountOf("9000000103"));
  const ops = await opsContext.newPage();
  await ops.goto("/ops/leads");
  const lead = ops.getByRole("list", { name: "Prescription leads" }).getByRole("listitem").filter({ hasText: fileName });
  await expect(lead).toContainText("Prescription Uploaded");
  const prescriptionHref = await lead.getByRole("link", { name: new RegExp(`Prescription of .*${fileName.replace(/[.()]/g, "\\$&")}`) }).getAttribute("href");
  expect((await ops.request.get(prescriptionHref!)).headers()["content-type"]).toBe("image/png");
  await lead.getByRole("link", { name: /Make order for/ }).click();

  await ops.getByRole("searchbox", { name: "Search tests" }).fill("cbc");
  await ops.getByRole("button", { name: "Search" }).click();
  await ops.getByRole("link", { name: "Add Complete Blood Count (CBC)" }).click();
  await expect(ops.getByRole("row", { name: /Complete Blood Count \(CBC\)/ })).toBeVisible();
  await expect(ops.getByTestId("lead-to-pay")).toHaveText(/^₹[\d,]+/);
  expect(await axeViolations(ops, ".ops-leads")).toEqual([]);
  // The last date offered is always ahead of now, whatever the hour.
  // The slots booking offers for the city (free places only), grouped by day.
  const slots = ops.getByLabel("Collection slot");
  await slots.selectOption({ index: (await slots.locator("option").count()) - 1 });
  await ops.getByRole("button", { name: "Create order" }).click();
  await expect(ops.getByRole("status").filter({ hasText: /Order placed \(pre-booking id PB\d{8}\)/ })).toBeVisible();
  await expect(ops.getByRole("list", { name: "Prescription leads" }).getByRole("listitem").filter({ hasText: fileName })).toHaveCount(0);

  // Back on the patient's side the prescription is now an order.
  await patient.reload();
  await expect(mine).toContainText("Order Placed");
  await expect(mine.getByRole("link", { name: "View order" })).toBeVisible();
  await patientContext.close();
  await opsContext.close();
});

test("a file the spec does not allow is refused with its message, and nothing is listed", async ({ page, context }) => {
  await signInAs(context, accountOf("9000000002"));
  await page.goto("/diagnostic-prescription");
  const list = page.getByRole("list", { name: "Your prescriptions" }).getByRole("listitem");
  const before = await list.count();
  const file = page.getByLabel("Prescription file");

  // Too big (a PDF, which the browser cannot make smaller; photos are): said as soon as the file is picked.
  await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3_000_001 - 9)]) });
  await expect(page.getByRole("alert")).toHaveText(/^Invalid File Size\. File size must be less than 3MB\./);
  await expect(file).toHaveAttribute("aria-invalid", "true");

  // A text file named .png passes the name and size checks; the server finds it is not an image.
  await file.setInputFiles({ name: "prescription.png", mimeType: "image/png", buffer: Buffer.from("#!/bin/sh\necho not a prescription\n") });
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid File Type. Please upload a png, jpg, jpeg or pdf file.");
  await expect(list).toHaveCount(before);
});

test("a patient is refused the lab's leads page", async ({ page, context }) => {
  await signInAs(context, accountOf("9000000001"));
  const res = await page.goto("/ops/leads");
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Prescription leads" })).toHaveCount(0);
});
