/**
 * Health records as a family uses them on a phone (390 px), by keyboard: a bill uploaded for a family member; a
 * lab report that arrived from an order; HbA1c across two reports; the FHIR export; a record shared with a doctor
 * by link and the link revoked.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./hydrated-test";
import { accountOf, signInAs } from "./helpers";

const pdf = fs.readFileSync("tests/fixtures/prescription.pdf");

test.use({ viewport: { width: 390, height: 844 } });

/** Follows a link or presses a button from the keyboard: focus it, then Enter. */
async function activate(page: Page, target: ReturnType<Page["getByRole"]>) {
  await target.focus();
  await page.keyboard.press("Enter");
}

test.beforeEach(async ({ context }) => {
  await signInAs(context, accountOf("9000000001"));
});

test("a bill is uploaded for a family member and listed under Bill", async ({ page }) => {
  const title = `Dental cleaning ${Date.now()}`;
  await page.goto("/health-records/bill");
  await activate(page, page.getByRole("link", { name: "Add bill" }));
  await expect(page.getByRole("heading", { name: "Add a health record" })).toBeVisible();
  await page.getByLabel("Family member").focus();
  await page.getByLabel("Family member").selectOption({ label: "Meera Sharma" });
  await page.keyboard.press("Tab");
  await page.keyboard.type(title);
  await page.getByLabel("Date on the record").fill("2026-11-02");
  await page.getByLabel("Hospital or clinic (optional)").fill("Apollo White Dental, Banjara Hills");
  await page.getByLabel("Amount (₹) (optional)").fill("1800");
  // A file the spec does not allow is refused before anything is sent.
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "bill.txt", mimeType: "text/plain", buffer: Buffer.from("not a bill") });
  await expect(page.getByText("Invalid File Type. Please upload a png, jpg, jpeg or pdf file.")).toBeVisible();
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "Dental bill (Nov).pdf", mimeType: "application/pdf", buffer: pdf });
  await activate(page, page.getByRole("button", { name: "Save record" }));
  await expect(page.getByRole("status").filter({ hasText: "Record added." })).toBeVisible();
  await expect(page).toHaveURL(/\/health-records\/bill\?added=upload-\d+$/);
  const item = page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("For Meera Sharma · 2 Nov 2026");
  await expect(item).toContainText("Uploaded by you");
  // The file opens through its link, as it was uploaded.
  const href = await item.getByRole("link", { name: "View Dental bill (Nov).pdf" }).getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body())).toEqual(pdf);
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a lab report from an order is in the records with its results, and exports as FHIR", async ({ page }) => {
  await page.goto("/health-records");
  await activate(page, page.getByRole("navigation", { name: "Health records" }).getByRole("link", { name: "Lab report" }));
  await expect(page).toHaveURL(/\/health-records\/lab-report$/);
  const report = page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: "Order #71000000041" });
  await expect(report).toContainText("From your order");
  await activate(page, report.getByRole("link", { name: "Full Body Checkup - Advanced" }));
  await expect(page.getByRole("heading", { level: 1, name: "Full Body Checkup - Advanced" })).toBeVisible();
  await expect(page.getByRole("row", { name: /HbA1c 6\.4 % \(High\)/ })).toBeVisible();

  const download = page.waitForEvent("download");
  await activate(page, page.getByRole("link", { name: "Export as FHIR" }));
  const bundle = JSON.parse(fs.readFileSync(await (await download).path(), "utf8"));
  expect(bundle).toMatchObject({ resourceType: "Bundle", type: "document" });
  expect(bundle.entry[0].resource.meta.profile).toEqual(["https://nrces.in/ndhm/fhir/r4/StructureDefinition/DiagnosticReportRecord"]);
  expect(bundle.entry.some((e: { resource: { resourceType: string; code?: { coding?: { code: string }[] } } }) => e.resource.resourceType === "Observation" && e.resource.code?.coding?.[0]?.code === "4548-4")).toBe(true);
});

test("HbA1c is plotted across two reports against its reference range", async ({ page }) => {
  await page.goto("/health-records/lab-report");
  await activate(page, page.getByRole("link", { name: "Trends" }));
  await page.getByLabel("Family member").selectOption({ label: "Aarav Sharma (you)" });
  await page.getByLabel("Parameter").selectOption({ label: "HbA1c (2 reports)" });
  await activate(page, page.getByRole("button", { name: "Show" }));
  await expect(page.getByRole("heading", { name: "HbA1c (%)" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^HbA1c across 2 reports: 7\.1 % on 1\d May 2026, 6\.4 % on \d+ Oct 2026\. Reference range 4–5\.6 %\.$/ })).toBeVisible();
  await expect(page.getByText("Shaded: reference range 4–5.6 %.")).toBeVisible();
  await expect(page.getByRole("table", { name: "HbA1c results" }).getByRole("row")).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a record is shared with a doctor by link, opened, and revoked", async ({ page, browser }) => {
  await page.goto("/health-records/lab-report");
  const report = page.getByRole("list", { name: "Records" }).getByRole("listitem").filter({ hasText: "Order #71000000141" });
  await activate(page, report.getByRole("link", { name: /HbA1c/ }));
  const doctor = `Dr Anjali Rao ${Date.now()}`;
  await page.getByLabel("Doctor's name").focus();
  await page.keyboard.type(doctor);
  await page.getByLabel("Link works for").selectOption({ label: "7 days" });
  await activate(page, page.getByRole("button", { name: "Create link" }));
  const link = await page.getByRole("textbox", { name: "Shared link", exact: true }).inputValue();
  expect(link).toMatch(/\/shared-record\/[A-Za-z0-9_-]{32}$/);

  // The doctor opens it without an account.
  const doctorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto(link);
  await expect(doctorPage.getByRole("heading", { level: 1 })).toContainText("HbA1c");
  await expect(doctorPage.getByRole("row", { name: /HbA1c 7\.1 % \(High\)/ })).toBeVisible();

  // The patient sees the opening, and revokes the link.
  await page.reload();
  const shared = page.getByRole("list", { name: "Shared links" }).getByRole("listitem").filter({ hasText: doctor });
  await expect(shared).toContainText("Opened 1 time");
  await activate(page, shared.getByRole("button", { name: `Revoke link for ${doctor}` }));
  await expect(page.getByRole("status").filter({ hasText: "Link revoked." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Shared links" }).getByRole("listitem").filter({ hasText: doctor })).toContainText("Revoked");

  const after = await doctorPage.goto(link);
  expect(after?.status()).toBe(404);
  await doctorContext.close();
});
