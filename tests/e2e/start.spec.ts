/**
 * README's first command: `npm start` on a fresh machine, with no environment at all, serves the app on the
 * embedded database with demo data, and a person can ask for a sign-in code and find it.
 */
import { expect, test } from "./hydrated-test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const url = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  fs.rmSync("var/e2e-start", { recursive: true, force: true });
  // Only what a fresh shell has: no NODE_ENV, SESSION_SECRET or anything from .env.example.
  const { PATH, HOME } = process.env;
  server = spawn("node", ["scripts/start.mjs"], {
    env: { PATH, HOME, PORT: String(PORT), DATABASE_URL: "file:var/e2e-start/data.sqlite" } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("npm start did not serve the home page");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("npm start with no configuration serves the screens and lets a person sign in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${url}/lab-tests`);
  await expect(page.locator('[data-screen="diag_home"]')).toBeVisible();
  await expect(page.locator('[data-section="top_booked_tests"]')).toContainText("₹");

  await page.goto(`${url}/login`);
  await page.getByRole("textbox", { name: "Mobile number" }).fill("9812345678");
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByLabel("Enter OTP")).toBeVisible();
  // Without an SMS gateway the code goes to the local inbox page, which a person opens in another tab.
  const inbox = await page.context().newPage();
  await inbox.goto(`${url}/dev/otp-inbox`);
  const code = await inbox.locator('[data-phone="+919812345678"] [data-otp="true"]').first().textContent();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel("Enter OTP").fill(code!);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
});
