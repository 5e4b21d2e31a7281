/**
 * The Apollo SBI Card application as applicants would go through it, on a phone (390 px) and by keyboard: the
 * form checks the PAN against the surname before anything reaches the bank, saves progress and resumes with the
 * PAN masked, needs explicit consent, and the bank's sandbox approves one applicant (whose card home switches to
 * credit_card_active once the sandbox activates the card at the KYC handshake) and declines another.
 */
import { expect, test, type Page } from "./hydrated-test";
import { freshMobile, signInWithOtp } from "./account-helpers";

test.use({ viewport: { width: 390, height: 844 } });

async function press(page: Page, target: ReturnType<Page["getByRole"]>, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

/** Types into a field found by its label, by keyboard. */
async function type(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.clear();
  await page.keyboard.type(text);
}

async function fillApplicant(page: Page, income: string) {
  await type(page, "Email", "ananya.sharma@gmail.com");
  await type(page, "Company (salaried)", "Infosys");
  await type(page, "Designation (salaried)", "Software Engineer");
  await type(page, "Annual income (₹)", income);
  await type(page, "House, street and area", "Flat 402, Cyber Towers Road, Madhapur");
  await type(page, "Pincode", "500081");
}

test.describe("Apollo SBI Card application", () => {
  test.setTimeout(90_000);

  test("an applicant goes from the form to approved, and the card home switches to credit_card_active when the sandbox activates the card", async ({ page }) => {
    await signInWithOtp(page, freshMobile(11));
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/apollo-sbi-credit-card");
    await expect(page.getByRole("heading", { name: "Apollo SBI Credit Card", level: 1 })).toBeVisible();
    await expect(page.locator('[data-screen="credit_card_home"]')).toBeVisible();

    await page.goto("/apollo-sbi-credit-card/form");
    await expect(page.getByRole("heading", { name: "Apply for the Apollo SBI Card", level: 1 })).toBeVisible();
    await type(page, "First name (as on PAN)", "Ananya");
    await type(page, "Surname (as on PAN)", "Sharma");
    await type(page, "Date of birth", "14/08/1990");
    // The PAN's fifth letter must be the surname's initial: refused before any bank call.
    await type(page, "PAN", "ABCPK1234F");
    await press(page, page.getByRole("button", { name: "Save and continue later" }), "Enter");
    await expect(page.getByText("The 5th letter of your PAN must be the first letter of your surname")).toBeVisible();
    await expect(page.getByLabel("PAN", { exact: true })).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("abcps4321k");
    await press(page, page.getByRole("button", { name: "Save and continue later" }), "Enter");
    await expect(page.getByRole("status")).toHaveText("Your progress is saved. You can come back and finish at any time.");

    // Resumed later: the fields are back, the PAN only masked.
    await page.goto("/apollo-sbi-credit-card/form");
    await expect(page.getByLabel("First name (as on PAN)", { exact: true })).toHaveValue("Ananya");
    await expect(page.getByLabel("PAN", { exact: true })).toHaveValue("");
    await expect(page.getByText("PAN on file: ABCPS••••K. Leave blank to keep it.")).toBeVisible();
    await expect(page.getByText("ABCPS4321K")).toHaveCount(0);

    await fillApplicant(page, "1260000");
    // Consent is explicit.
    await press(page, page.getByRole("button", { name: "Submit application" }), "Enter");
    await expect(page.getByText("Please agree to share your details with SBI Card to apply")).toBeVisible();
    await press(page, page.getByRole("checkbox", { name: /I agree to share these details with SBI Card/ }), "Space");
    await press(page, page.getByRole("button", { name: "Submit application" }), "Enter");

    await expect(page).toHaveURL(/\/apollo-sbi-credit-card\/approved$/);
    await expect(page.getByRole("heading", { name: "Your Apollo SBI Card is approved", level: 1 })).toBeVisible();
    await expect(page.getByText("₹3,15,000")).toBeVisible();
    await expect(page.getByText("ABCPS••••K")).toBeVisible();

    // The KYC handshake: the sandbox activates the card, and the card home becomes credit_card_active.
    await press(page, page.getByRole("link", { name: "Complete KYC" }), "Enter");
    await expect(page).toHaveURL(/\/apollo-sbi-credit-card\/handshake$/);
    await press(page, page.getByRole("button", { name: "Complete KYC with SBI Card" }), "Enter");
    await expect(page).toHaveURL(/\/apollo-sbi-credit-card$/);
    await expect(page.getByRole("heading", { name: "Your Apollo SBI Card", level: 1 })).toBeVisible();
    await expect(page.locator('[data-screen="credit_card_active"]')).toBeVisible();

    // The back button returns to the status page, which now says so.
    await page.goBack();
    await expect(page.getByText("Card active")).toBeVisible();
  });

  test("another applicant, below the income minimum, is declined with the reason", async ({ page }) => {
    await signInWithOtp(page, freshMobile(23));
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/apollo-sbi-credit-card/overview");
    await press(page, page.getByRole("link", { name: "Check eligibility and apply" }), "Enter");
    await expect(page).toHaveURL(/\/apollo-sbi-credit-card\/form$/);
    await type(page, "First name (as on PAN)", "Rahul");
    await type(page, "Surname (as on PAN)", "Verma");
    await type(page, "Date of birth", "02/03/1995");
    await type(page, "PAN", "BQRPV7788L");
    await fillApplicant(page, "240000");
    await press(page, page.getByRole("checkbox", { name: /I agree to share these details with SBI Card/ }), "Space");
    await press(page, page.getByRole("button", { name: "Submit application" }), "Enter");

    await expect(page).toHaveURL(/\/apollo-sbi-credit-card\/declined$/);
    await expect(page.getByRole("heading", { name: "Your application was not approved", level: 1 })).toBeVisible();
    await expect(page.getByTestId("card-reasons")).toHaveText("Annual income is below ₹3,00,000, the card's minimum.");
    // A declined application cannot be edited: the form sends the applicant back to the decision.
    await page.goto("/apollo-sbi-credit-card/form");
    await expect(page).toHaveURL(/\/apollo-sbi-credit-card\/declined$/);
  });
});
