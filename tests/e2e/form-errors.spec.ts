import { expect, test, type Locator, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

/**
 * The action contract seen from a phone, by keyboard: an empty submit moves focus to the first field in error,
 * which says it is invalid and has its message announced with it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Tabs forward from `start` until `target` has focus, as someone without a mouse would reach it. */
async function tabTo(page: Page, start: Locator, target: Locator) {
  await start.focus();
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the button was not reached by Tab");
}

async function expectFocusedError(field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")));
}

test.describe("form errors at 390 px by keyboard", () => {
  test.beforeEach(async ({ context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
  });

  test("an empty profile form focuses the first name and announces its error", async ({ page }) => {
    await page.goto("/patients?add=1");
    const firstName = page.getByLabel("First name");
    const save = page.getByRole("button", { name: "Save profile" });
    // A submit before the page is interactive is answered by the server; once it is, the browser checks first.
    await expect(async () => {
      await tabTo(page, firstName, save);
      await page.keyboard.press("Enter");
      await expectFocusedError(firstName, "Please enter a valid first name");
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("Please select a gender")).toBeVisible();
    await expect(page.getByLabel("Relation")).toHaveAttribute("aria-invalid", "true");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    // Fixed as typed: the message goes away, and the next field in error is the first one now.
    await firstName.fill("Kavya");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
    await tabTo(page, firstName, save);
    await page.keyboard.press("Enter");
    await expectFocusedError(page.getByLabel("Male", { exact: true }), "Please select a gender");
  });

  test("an empty address form focuses the address name and announces its error", async ({ page }) => {
    await page.goto("/address-book?add=1");
    const name = page.getByLabel("Save as");
    const save = page.getByRole("button", { name: "Save address" });
    await expect(async () => {
      await tabTo(page, name, save);
      await page.keyboard.press("Enter");
      await expectFocusedError(name, "Please enter a name for this address (e.g. Home)");
    }).toPass({ timeout: 15_000 });
    await expect(page.getByLabel("House number, building, street")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Pincode")).toHaveAccessibleDescription(/Please enter a valid 6-digit pincode/);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
