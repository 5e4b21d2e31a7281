import { expect, test } from "@playwright/test";
import { freshMobile, signInWithOtp } from "./account-helpers";

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
});
