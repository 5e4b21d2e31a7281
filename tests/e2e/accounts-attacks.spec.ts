/** Tried as an attacker would: guessing OTPs, open redirects, forged and expired sessions, cross-site posts. */
import { expect, test } from "./hydrated-test";
import { baseURL } from "../../playwright.config";
import { signInAs } from "./helpers";
import { addOldSessionCookie, freshMobile, latestOtp, readOtpInPage } from "./account-helpers";

const BLOCKED = "You entered an incorrect OTP 3 times. Please try again after some time";

test.describe("accounts under attack", () => {
  test("4 wrong OTPs: blocked with the spec's message, and the right code no longer works", async ({ page }) => {
    const mobile = freshMobile(11);
    await page.goto("/login");
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    const code = await readOtpInPage(page, `+91${mobile}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 2; i++) {
      await page.getByLabel("Enter OTP").fill(wrong);
      await page.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(page.getByText("Incorrect OTP. Please try again.")).toBeVisible();
    }
    await page.getByLabel("Enter OTP").fill(wrong);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText(BLOCKED)).toBeVisible();
    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText(BLOCKED)).toBeVisible();
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?continue=/);
  });

  test("after sign-in, continue is honoured only for the spec's prefixes; everything else goes home", async ({ request }) => {
    const cases: [string, string][] = [
      ["//evil.example/orders", "/"],
      ["https://evil.example/orders", "/"],
      ["javascript:alert(1)", "/"],
      ["/%2F%2Fevil.example", "/"],
      ["/%5Cevil.example", "/"],
      ["/\\evil.example", "/"],
      ["/orders/../admin", "/"],
      ["/patients", "/"],
      ["/ordersevil", "/"],
      ["/orders", "/orders"],
      ["/doctors/cardiology-in-hyderabad-scity", "/doctors/cardiology-in-hyderabad-scity"],
      ["/payments/diagnostics/1234?status=success", "/payments/diagnostics/1234?status=success"],
    ];
    for (const [i, [target, expected]] of cases.entries()) {
      const mobile = freshMobile(100 + i);
      const form = { intent: "send-otp", mobileNumber: mobile };
      const headers = { origin: baseURL };
      const url = `/login?continue=${encodeURIComponent(target)}`;
      expect((await request.post(url, { form, headers })).status()).toBe(200);
      const otp = await latestOtp(request, `+91${mobile}`);
      const res = await request.post(url, { form: { intent: "verify-otp", mobileNumber: mobile, otp }, headers, maxRedirects: 0 });
      expect(res.status(), target).toBe(302);
      expect(res.headers()["location"], target).toBe(expected);
      await request.post("/logout", { headers, maxRedirects: 0 });
    }
  });

  test("an open-redirect link lands the user home, on this site", async ({ page }) => {
    const mobile = freshMobile(41);
    await page.goto("/login?continue=%2F%2Fevil.example");
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByRole("button", { name: "Get OTP" }).click();
    // The code is read once the form asks for it: before that the inbox may not hold it yet.
    await page.getByLabel("Enter OTP").waitFor();
    await page.getByLabel("Enter OTP").fill(await readOtpInPage(page, `+91${mobile}`));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/`);
  });

  test("a forged session cookie is not a session", async ({ page, context }) => {
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    const [cookie] = await context.cookies();
    // Claim to be account 3 by editing the payload and keeping the signature.
    const [payload, signature] = decodeURIComponent(cookie.value).split(".");
    const data = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    data.accountId = 3;
    const forged = `${Buffer.from(JSON.stringify(data)).toString("base64").replace(/=+$/, "")}.${signature}`;
    await context.clearCookies();
    await context.addCookies([{ ...cookie, value: encodeURIComponent(forged) }]);
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?continue=%2Fmy-account$/);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  });

  test("an expired session cookie is not a session", async ({ page, context }) => {
    await addOldSessionCookie(context, 1, "9000000001", 31 * 24 * 3600 * 1000);
    await page.goto("/patients");
    await expect(page).toHaveURL(/\/login\?continue=%2Fpatients$/);
  });

  test("cross-site form posts to sign-in, profiles, addresses and sign-out are refused", async ({ context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    const patient = { intent: "add", firstName: "Mallory", lastName: "X", gender: "F", dateOfBirth: "01/01/1990", relation: "other", emailAddress: "" };
    for (const [path, form] of [
      ["/login", { intent: "send-otp", mobileNumber: "9123456789" }],
      ["/patients", patient],
      ["/address-book", { intent: "save", name: "Evil", addressLine1: "1 Evil Street", pincode: "500085" }],
      ["/logout", {}],
    ] as const) {
      const attempts: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
      for (const headers of attempts) {
        const res = await context.request.post(path, { form, headers, maxRedirects: 0 });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // Nothing was added.
    const page = await context.newPage();
    await page.goto("/patients");
    await expect(page.locator(".profile-item", { hasText: "Mallory" })).toHaveCount(0);
  });

  test("a form on another site posting into the app is refused by the browser's own request", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.setContent(`<form method="post" action="${baseURL}/patients">
      <input name="intent" value="add"><input name="firstName" value="Mallory"><input name="gender" value="F">
      <input name="dateOfBirth" value="01/01/1990"><input name="relation" value="other"><button>Win a prize</button></form>`);
    await page.getByRole("button", { name: "Win a prize" }).click();
    await expect(page.locator("body")).toHaveText("Cross-site request refused");
    await page.goto("/patients");
    await expect(page.locator(".profile-item", { hasText: "Mallory" })).toHaveCount(0);
  });

  test("a GraphQL UNAUTHENTICATED answer signs the client out", async ({ page, context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto("/settings");
    await expect(page.locator("[data-sign-in-state]")).toHaveAttribute("data-sign-in-state", "SIGNEDIN");
    // The session ends elsewhere (cookie gone); coming back to the tab finds out and signs out.
    await context.clearCookies();
    // The check is installed at hydration, which may not have happened yet: come back to the tab until it has.
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem("currentUserId"))).toBeNull();
  });

  test("the profile and address forms refuse ids of another account", async ({ context }) => {
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    const headers = { origin: baseURL };
    // Seeded account 1 owns patients 1-4 and addresses 1-2.
    const edit = { intent: "update", patientId: "2", firstName: "Hacked", lastName: "", gender: "F", dateOfBirth: "01/01/1990", relation: "spouse", emailAddress: "" };
    expect((await context.request.post("/patients", { form: edit, headers, maxRedirects: 0 })).status()).toBe(404);
    for (const intent of ["delete", "set-default"]) {
      expect((await context.request.post("/address-book", { form: { intent, addressId: "1" }, headers, maxRedirects: 0 })).status()).toBe(404);
    }
    const save = { intent: "save", addressId: "1", name: "Mine", addressLine1: "Taken over", pincode: "500085" };
    expect((await context.request.post("/address-book", { form: save, headers, maxRedirects: 0 })).status()).toBe(404);
    await context.clearCookies();
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    const page = await context.newPage();
    await page.goto("/patients");
    await expect(page.locator(".profile-item", { hasText: "Meera Sharma" })).toHaveCount(1);
    await page.goto("/address-book");
    await expect(page.locator(".address-item")).toHaveCount(2);
    await expect(page.locator(".address-item", { hasText: "Taken over" })).toHaveCount(0);
  });
});
