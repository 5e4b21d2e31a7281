import { expect, test } from "./hydrated-test";
import { accountOf, signInAs } from "./helpers";
import { freshMobile, readOtpInPage, signInWithOtp } from "./account-helpers";

test.describe("accounts", () => {
  test("a new user signs in with OTP, adds two family members and an address, signs out and back in", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The field refuses what the typing rule refuses: a leading 5 never appears.
    const number = page.getByLabel(/Mobile number/);
    await number.pressSequentially("5");
    await expect(number).toHaveValue("");
    await number.fill(mobile.slice(0, 5));
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page.getByText("Please enter a valid mobile number")).toBeVisible();
    await expect(number).toBeFocused();
    await expect(number).toHaveValue(mobile.slice(0, 5));

    await number.fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page.getByRole("status")).toHaveText(`OTP sent to +91 ${mobile}`);
    await expect(page.getByRole("button", { name: /Resend OTP in \d+s/ })).toBeDisabled();
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("Please enter the otp")).toBeVisible();
    await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, `+91${mobile}`));
    await page.getByLabel("Enter OTP").press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();

    await page.getByRole("link", { name: "My Account" }).click();
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    await page.getByRole("link", { name: /Patient profiles/ }).click();
    const primary = page.locator(".profile-item").first();
    await expect(primary).toContainText("My profile");
    await expect(primary).toContainText("Please contact customer care");

    // First family member, with a mistake first: nothing typed is lost and focus goes to the error.
    await page.getByRole("link", { name: "Add family member" }).click();
    await page.getByLabel("First name").fill("Lakshmi");
    await page.getByLabel("Last name").fill("Iyer");
    await page.getByLabel("Female").check();
    await page.getByLabel("Date of birth", { exact: true }).fill("31/02/1961");
    await page.getByLabel("Relation").selectOption("mother");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Please enter the date of birth as dd/mm/yyyy")).toBeVisible();
    await expect(page.getByLabel("Date of birth", { exact: true })).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue("Lakshmi");
    await page.getByLabel("Date of birth", { exact: true }).fill("12/06/1961");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status")).toHaveText("Family member added");

    // Second one by age: the placeholder is the spec's.
    await page.getByRole("link", { name: "Add family member" }).click();
    await page.getByLabel("First name").fill("Arjun");
    await page.getByLabel("Last name").fill("Iyer");
    await page.getByLabel("Male", { exact: true }).check();
    await expect(page.getByPlaceholder("Enter age between 0-99")).toBeVisible();
    await page.getByPlaceholder("Enter age between 0-99").fill("120");
    await page.getByLabel("Relation").selectOption("son");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Age must be between 0-99 years")).toBeVisible();
    await page.getByPlaceholder("Enter age between 0-99").fill("9");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status")).toHaveText("Family member added");
    await expect(page.locator(".profile-item")).toHaveCount(3);
    await expect(page.locator(".profile-item", { hasText: "Arjun Iyer" }).locator(".profile-avatar")).toHaveAttribute("data-band", "child");
    await expect(page.locator(".profile-item", { hasText: "Lakshmi Iyer" }).locator(".profile-avatar")).toHaveAttribute("data-band", "senior");

    // Complete the primary profile.
    await page.getByRole("link", { name: "Edit My profile" }).click();
    await page.getByLabel("First name").fill("Vikram");
    await page.getByLabel("Last name").fill("Iyer");
    await page.getByLabel("Male", { exact: true }).check();
    await page.getByLabel("Date of birth", { exact: true }).fill("03/09/1988");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated");
    await expect(page.locator(".profile-item").first()).toContainText("Vikram Iyer");
    await expect(page.locator("[data-incomplete]")).toHaveCount(0);

    // An address.
    await page.goto("/address-book");
    await expect(page.getByText("No saved addresses yet.")).toBeVisible();
    await page.getByRole("link", { name: "Add address" }).click();
    await page.getByLabel("Save as").fill("Home");
    await page.getByLabel("House number, building, street").fill("8-2-293, Road No. 12");
    await page.getByLabel("Area, locality (optional)").fill("Banjara Hills");
    await page.getByLabel("Pincode").fill("999999");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("Couldn't identify your address. Please update")).toBeVisible();
    await expect(page.getByLabel("Pincode")).toBeFocused();
    await page.getByLabel("Pincode").fill("500034");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status")).toHaveText("Address added");
    const home = page.locator(".address-item", { hasText: "Home" });
    await expect(home).toContainText("Hyderabad, Telangana 500034");
    await expect(home).toContainText("Default");
    await home.getByRole("button", { name: "Check home collection" }).click();
    await expect(home).toContainText(/Earliest slot: .+\d{1,2}:00 (AM|PM) - \d{1,2}:00 (AM|PM)/);

    // Sign out, and the account pages are closed.
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await page.goto("/patients");
    await expect(page).toHaveURL(/\/login\?continue=%2Fpatients$/);

    // Back in: the same account, with everything kept.
    await signInWithOtp(page, mobile, "/login");
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/patients");
    await expect(page.locator(".profile-item")).toHaveCount(3);
    await page.goto("/address-book");
    await expect(page.locator(".address-item")).toHaveCount(1);
  });

  test("an international user signs in with a country from the list", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: /Not in India/ }).click();
    await expect(page).toHaveURL(/\/internationallogin$/);
    const country = page.getByLabel("Country");
    await expect.poll(() => country.locator("option").count()).toBeGreaterThan(230);
    await country.selectOption("AE");
    await page.getByLabel(/Mobile number/).fill("501234567");
    await page.getByRole("button", { name: "Get OTP" }).click();
    await expect(page.getByRole("status")).toHaveText("OTP sent to +971 501234567");
    await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, "+971501234567"));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByRole("link", { name: "My Account" }).click();
    await expect(page.getByRole("heading", { name: "Fatima Khan" })).toBeVisible();
    await expect(page.locator('[data-role="international"]')).toHaveText("International user");
  });

  test("seeded roles show on My account: Circle member and corporate user", async ({ page, context }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    await page.goto("/my-account");
    await expect(page.locator('[data-role="circle"]')).toHaveText("Circle member");
    await context.clearCookies();
    await signInAs(context, { accountId: 2, mobileNumber: "9000000002" });
    await page.goto("/my-account");
    await expect(page.locator('[data-role="corporate"]')).toHaveText("Corporate benefits");
    await expect(page.locator('[data-role="circle"]')).toHaveCount(0);
  });

  test("at 360 px the sign-in, profiles and address pages fit the screen", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto("/login");
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto("/patients");
    const kamala = page.locator(".profile-item", { hasText: "Kamala Verma" });
    await expect(kamala).toContainText("Gender or date of birth is missing on this profile");
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.goto("/address-book");
    await expect(page.locator(".address-item", { hasText: "Parents" })).toContainText("Sorry! We're working hard to get to this area!");
    expect(await overflow()).toBeLessThanOrEqual(1);
    // Readable: the address text gets the card's width, not a sliver beside the buttons.
    for (const box of await page.locator(".address-body").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))) {
      expect(box).toBeGreaterThan(250);
    }
    await context.close();
  });

  test("keyboard only: the sign-in form can be used without a mouse", async ({ page }) => {
    const mobile = freshMobile(7);
    await page.goto("/login");
    await page.getByLabel(/Mobile number/).focus();
    await page.keyboard.type(mobile);
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Enter OTP")).toBeFocused();
    await page.keyboard.type(await readOtpInPage(page, `+91${mobile}`));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
  });
  test("on a phone, signing out from My account by keyboard clears the device's cached orders list", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signInAs(context, accountOf("9000000001"));
    const page = await context.newPage();
    await page.goto("/orders");
    const cachedPages = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("diagOrdersList")).length);
    await expect.poll(cachedPages).toBeGreaterThan(0);

    await page.goto("/my-account");
    const signOut = page.getByRole("main").getByRole("button", { name: "Sign out" });
    await signOut.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    // The next person to sign in on this phone sees none of these orders.
    expect(await cachedPages()).toBe(0);
    await context.close();
  });
});
