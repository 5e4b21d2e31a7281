/**
 * Issue 9: "the ops console takes one order to report generated and the patient downloads a PDF report that
 * opens". Lab staff sign in, find the order, assign a phlebotomist, move it through collection and the lab, enter
 * results (a typo is refused and nothing saved), generate the report; the patient then downloads it.
 */
import fs from "node:fs";
import { expect, test, type Page } from "./hydrated-test";
import { PDFParse } from "pdf-parse";
import AxeBuilder from "@axe-core/playwright";
import { signInWithOtp } from "./account-helpers";
import { orderWaitingForPickup } from "./ops-helpers";

const STAFF = "9000000103";
const PATIENT = "9000000002";

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Accessibility of the console's own content (the shared header and footer have their own tests). */
async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include(".ops").withTags(AXE_TAGS).analyze();
  return axe.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
}

/** The console's answer to the last action (the page-loading bar is a status region too). */
const notice = (page: Page) => page.getByRole("article").getByRole("status");

async function move(page: Page, to: string) {
  await page.getByRole("button", { name: `Move to ${to}` }).click();
  await expect(notice(page)).toHaveText(`Moved to ${to}.`);
  await expect(page.getByTestId("order-status")).toHaveText(to);
}

test("lab staff take an order to report generated and the patient downloads the PDF report", async ({ browser }) => {
  test.setTimeout(90_000);
  const order = orderWaitingForPickup();

  const staff = await browser.newContext();
  const page = await staff.newPage();
  // Staff sign in like anyone else, then open the console (/ops is not a post-login redirect target of the spec).
  await signInWithOtp(page, STAFF);
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await page.goto("/ops");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Order id, display id or mobile number").fill(order.displayId);
  await page.getByRole("button", { name: "Find orders" }).click();
  await page.getByRole("link", { name: `Open order ${order.displayId}` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Order ${order.displayId}`) })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Pickup requested");
  // The lifecycle offers only what may follow: no report while the sample is still at home.
  await expect(page.getByRole("button", { name: "Move to Report generated" })).toHaveCount(0);

  await page.getByLabel("Assign").selectOption({ label: "Anita Sharma" });
  await page.getByRole("button", { name: "Assign phlebotomist" }).click();
  await expect(notice(page)).toHaveText(/^Phlebotomist assigned\. Visit OTP \d{4}\.$/);
  await expect(page.getByTestId("phlebotomist")).toContainText("Anita Sharma");

  await move(page, "Pickup confirmed");
  await move(page, "Phlebo check-in (agent on the way)");
  await move(page, "Sample collected (phlebo completed)");
  await move(page, "Sample received in lab");

  await page.getByLabel(/^Total T3/).fill("132");
  await page.getByLabel(/^Total T4/).fill("8.4");
  await page.getByLabel(/^TSH/).fill("6.8");
  await page.getByLabel(/^HbA1c/).fill("5,2");
  await page.getByRole("button", { name: "Save results" }).click();
  await expect(page.getByRole("alert")).toHaveText("Some results need fixing. Nothing was saved.");
  await expect(page.getByLabel(/^HbA1c/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("HbA1c: enter a number (for example 5.4).")).toBeVisible();
  await page.getByLabel(/^HbA1c/).fill("5.2");
  await page.getByRole("button", { name: "Save results" }).click();
  await expect(notice(page)).toHaveText("Results saved (4, 1 outside the reference range).");
  await expect(page.getByRole("row", { name: /TSH \(Ultrasensitive\)/ })).toContainText("High");
  expect(await axeViolations(page)).toEqual([]);

  await move(page, "Sample tested");
  await move(page, "Report generated");
  await expect(page.getByRole("heading", { name: "Status history" }).locator("..")).toContainText("Report generated");

  // Staff can open it too: the download goes through the blob + first-byte check in the browser.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download report" }).click()]);
  expect(download.suggestedFilename()).toBe(`report-${order.displayId}.pdf`);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await staff.close();

  // The patient signs in and downloads their report (the order page links here once the orders pages land).
  const patient = await browser.newContext();
  const own = await patient.newPage();
  await signInWithOtp(own, PATIENT);
  await own.waitForURL((u) => !u.pathname.startsWith("/login"));
  const res = await own.request.get(`/resources/orders/${order.id}/report`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(bytes);
  expect(text).toContain("Priya Nair");
  expect(text).toContain("Thyroid Profile Total (T3, T4, TSH)");
  expect(text).toMatch(/TSH \(Ultrasensitive\)\s*6\.8\s*High/);

  // The console is not for patients.
  await own.goto("/ops");
  await expect(own.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await patient.close();
});
