import { expect, test, type Page } from "./hydrated-test";
import { freshMobile, signInWithOtp } from "./account-helpers";
import { accountOf, signInAs } from "./helpers";

/** A phone photo of a prescription: 4000 × 3000 with the grain of a camera sensor, as a JPEG of more than 3 MB. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext("2d")!;
    const image = ctx.createImageData(4000, 3000);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) & 63;
      image.data[i] = 200 + (grain >> 1);
      image.data[i + 1] = 195 + (grain >> 1);
      image.data[i + 2] = 180 + (grain >> 1);
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    ctx.fillStyle = "#1b2a6b";
    ctx.font = "120px serif";
    ["Dr. S. Rao, MBBS MD", "Rx: CBC, TSH, HbA1c", "Lipid Profile (fasting)"].forEach((line, i) => ctx.fillText(line, 300, 600 + i * 400));
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.97));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, "base64");
}

/** Goes to the page of My orders that lists an order in `status` (other tests' bookings push seeded ones back). */
async function ordersPageWith(page: Page, status: string) {
  for (let n = 1; n <= 6; n++) {
    await page.goto(`/orders?page=${n}`);
    const card = page.locator(`.order-card[data-status="${status}"]`).first();
    if (await card.count()) return card;
  }
  throw new Error(`no ${status} order listed`);
}

test.describe("the lab-test journey on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a date of birth typed as digits on the number pad becomes dd/mm/yyyy, and an age can stand in for it", async ({ page }) => {
    await signInWithOtp(page, freshMobile());
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();

    // The account's own profile, from the cart's patient step, by keyboard: digits only, as an iPhone's pad types them.
    await page.goto("/selected-patients");
    await expect(page.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();
    await page.getByLabel("First name").fill("Ananya");
    await page.getByLabel("Female").check();
    const dob = page.getByLabel("Date of birth (dd/mm/yyyy)");
    await expect(dob).toHaveAttribute("inputmode", "numeric");
    await dob.focus();
    await page.keyboard.type("1203");
    await expect(dob).toHaveValue("12/03");
    await page.keyboard.type("1988");
    await expect(dob).toHaveValue("12/03/1988");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Who are the tests for?" })).toBeVisible();
    await expect(page.locator(".patient-option", { hasText: "Ananya" })).toContainText("Female");

    // A family member whose date of birth is not known: the spec's age entry instead.
    await page.goto("/patients?add=1");
    await page.getByLabel("First name").fill("Kamakshi");
    await page.getByLabel("Female").check();
    await page.getByPlaceholder("Enter age between 0-99").fill("70");
    await page.getByLabel("Relation").selectOption("mother");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status")).toHaveText("Family member added");
    await expect(page.locator(".profile-item", { hasText: "Kamakshi" }).locator(".profile-avatar")).toHaveAttribute("data-band", "senior");

    // Editing keeps the formatted date, and digits typed over it are formatted again.
    await page.locator(".profile-item", { hasText: "Ananya" }).getByRole("link", { name: /Edit/ }).click();
    const edit = page.getByLabel("Date of birth", { exact: true });
    await expect(edit).toHaveValue("12/03/1988");
    await edit.fill("");
    await edit.pressSequentially("01011990");
    await expect(edit).toHaveValue("01/01/1990");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.locator(".profile-item", { hasText: "Ananya" })).toBeVisible();
    const box = await page.locator("main").boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(390);
  });

  test("My account leads to orders and prescriptions; a 4 MB phone photo is made smaller and uploaded, a large PDF is refused saying what to do", async ({ page, context }) => {
    await signInAs(context, accountOf("9000000002"));
    await page.goto("/my-account");
    await expect(page.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/orders");
    await expect(page.getByRole("link", { name: "Prescriptions", exact: true })).toHaveAttribute("href", "/diagnostic-prescription#your-prescriptions");
    await page.getByRole("link", { name: "Upload prescription" }).click();
    await expect(page.getByRole("heading", { name: "Book tests from your prescription" })).toBeVisible();

    const photo = await phonePhoto(page);
    expect(photo.length).toBeGreaterThan(3_000_000);
    const name = `IMG ${Date.now()}.jpg`;
    const file = page.getByLabel("Prescription file");
    await file.setInputFiles({ name, mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByText(/^Your photo was made smaller to upload: \d+\.\d MB to \d+\.\d MB\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prescription Uploaded" })).toBeVisible();
    const mine = page.getByRole("list", { name: "Your prescriptions" }).getByRole("listitem").filter({ hasText: name });
    await expect(mine).toContainText("Prescription Uploaded");
    const stored = await page.request.get((await mine.getByRole("link", { name: `View ${name}` }).getAttribute("href"))!);
    expect(stored.headers()["content-type"]).toBe("image/jpeg");
    expect((await stored.body()).length).toBeLessThanOrEqual(3_000_000);

    // A PDF cannot be made smaller in the browser: refused at once, with what to do instead.
    await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3_200_000)]) });
    await expect(page.getByRole("alert")).toHaveText(/^Invalid File Size\. File size must be less than 3MB\. Scan the prescription at a lower resolution, or upload a photo/);
  });

  test("a failed payment shows the failure with Retry and cash at collection; chips are coloured by group", async ({ page, context }) => {
    await signInAs(context, accountOf("9000000001"));
    // Colour as a patient sees it: failure and a ready report do not look alike.
    const colour = (l: ReturnType<Page["locator"]>) => l.locator(".order-status").evaluate((e) => getComputedStyle(e).backgroundColor);
    const ready = await ordersPageWith(page, "REPORT_GENERATED");
    await expect(ready.locator(".order-status")).toHaveAttribute("data-group", "report-ready");
    const readyColour = await colour(ready);
    const failed = await ordersPageWith(page, "PAYMENT_FAILED");
    await expect(failed.locator(".order-status")).toHaveAttribute("data-group", "failed");
    await expect(failed.locator(".order-status")).toHaveText("Payment Failed");
    await expect(failed).not.toContainText("Journey:");
    expect(await colour(failed)).not.toBe(readyColour);

    await failed.getByRole("link", { name: /View order/ }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Payment failed. Your payment did not go through");
    await expect(page.getByText("Paid online")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Order journey" })).toHaveCount(0);
    await expect(page.getByText(/Online payment failed/)).toBeVisible();
    await expect(alert.getByRole("button", { name: "Pay cash at collection instead" })).toBeVisible();
    // Retry starts a new attempt at the gateway, by keyboard.
    await alert.getByRole("button", { name: "Retry payment" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pay\//);
  });

  test("a report-ready order opens its report in the browser; its timeline says 'Samples Received for Testing' once", async ({ page, context }) => {
    await signInAs(context, accountOf("9000000001"));
    await (await ordersPageWith(page, "REPORT_GENERATED")).getByRole("link", { name: /View order/ }).click();
    await expect(page.locator(".order-tracking").getByText("Samples Received for Testing", { exact: true })).toHaveCount(1);
    const view = page.getByRole("link", { name: "View report" });
    await expect(view).toHaveAttribute("target", "_blank");
    const res = await page.request.get((await view.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(/^inline; filename="report-\d+\.pdf"$/);
    // "Download report" still saves it.
    await expect(page.getByRole("link", { name: "Download report" })).toHaveAttribute("download", /^report-\d+\.pdf$/);
  });
});
