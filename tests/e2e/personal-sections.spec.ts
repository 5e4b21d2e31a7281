/**
 * A brand-new account, on a phone: the signed-in sections show its own data or their empty state, never the example
 * patients and doctors of the bundled configurations (it was shown "Tests From Your Consultations — Dr. Ramesh Kumar
 * Reddy · For Lakshmi Reddy" and "Your Appointments … For Kavya Rao").
 */
import fs from "node:fs";
import { expect, test } from "./hydrated-test";
import { freshMobile, signInWithOtp } from "./account-helpers";

/** Every patient's and doctor's name in the bundled configurations' inline data. */
function personNames(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) personNames(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "patientName" || k === "doctorName") && typeof v === "string") out.add(v);
      else personNames(v, out);
    }
  }
  return out;
}
const EXAMPLE_NAMES = [...personNames(fs.readdirSync("screen-configs").map((f) => JSON.parse(fs.readFileSync(`screen-configs/${f}`, "utf8"))))];

test.use({
  viewport: { width: 390, height: 844 },
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
});

test("a new account at 390 px sees its own data or empty states in the personal sections, and nobody else's", async ({ page }) => {
  expect(EXAMPLE_NAMES).toEqual(expect.arrayContaining(["Dr. Ramesh Kumar Reddy", "Lakshmi Reddy"]));
  await signInWithOtp(page, freshMobile());
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/lab-tests");
  await expect(page.locator('[data-screen="diag_home"]')).toHaveAttribute("data-segment", "signed_in");
  // Own data: a new account has booked nothing, so "Book again" shows its empty state.
  const booked = page.locator('[data-section="previously_booked"]');
  await expect(booked).toHaveAttribute("data-section-status", "ok");
  await expect(booked).toContainText("You have not booked any tests yet");
  // No consultation of this account is known: the section is not there at all.
  await expect(page.locator('[data-section="post_consult_tests"]')).toHaveCount(0);
  await expect(page.getByText("Tests From Your Consultations")).toHaveCount(0);
  for (const name of EXAMPLE_NAMES) await expect(page.locator("body"), name).not.toContainText(name);

  await page.goto("/consult");
  await expect(page.locator('[data-screen="consult_home"]')).toHaveAttribute("data-segment", "signed_in");
  await expect(page.locator('[data-section="specialty_cards"]')).toBeAttached();
  // Its own consults: none yet, so both cards show their empty states.
  const appointments = page.locator('[data-section="your_appointments"]');
  await expect(appointments).toHaveAttribute("data-section-status", "ok");
  await expect(appointments).toContainText("You have no appointments");
  await expect(page.locator('[data-section="previously_consulted"]')).toContainText("Doctors you consult will show here");
  for (const name of EXAMPLE_NAMES) await expect(page.locator("body"), name).not.toContainText(name);

  // What the browser asks for after load carries none of them either.
  for (const screen of ["diag_home", "consult_home"]) {
    const personal = await page.request.get(`/resources/personal?screen=${screen}`);
    expect(personal.ok()).toBe(true);
    const text = await personal.text();
    for (const name of EXAMPLE_NAMES) expect(text, `${screen}: ${name}`).not.toContain(name);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test("a demo patient at 390 px sees the seeded consults of the account on consult_home and opens one by keyboard", async ({ page }) => {
  await signInWithOtp(page, "9000000001");
  await page.goto("/consult");
  const appointments = page.locator('[data-section="your_appointments"]');
  await expect(appointments).toHaveAttribute("data-section-status", "ok");
  // Meera Sharma's consult with Dr. Ramesh Kumar Reddy is seeded on the day after the seed day: still to come.
  // (Other tests book for this account too: the seeded one is the online consult with Dr. Ramesh Kumar Reddy.)
  const meera = appointments.locator("article", { hasText: "For Meera Sharma" }).filter({ hasText: "Dr. Ramesh Kumar Reddy" }).filter({ hasText: "Online consult" }).first();
  await expect(meera).toContainText("Dr. Ramesh Kumar Reddy");
  await expect(meera).toContainText("Upcoming");
  const link = meera.getByRole("link", { name: "Dr. Ramesh Kumar Reddy" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/appointments\/\d+$/);
  await expect(page.getByText("Meera Sharma").first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/consult$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
