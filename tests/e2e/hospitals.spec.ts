/**
 * Finding a hospital as a patient on a phone does: filters by keyboard, "near me" from the browser's location (granted
 * and denied), a hospital's opening hours and directions, at 390 px.
 */
import { expect, test } from "./hydrated-test";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("hospitals and clinics", () => {
  test("filters by city and category with the keyboard, pages by real links, and opens a clinic's hours", async ({ page }) => {
    await page.goto("/hospitals-and-clinics");
    await expect(page.getByRole("heading", { level: 1, name: "Hospitals and clinics" })).toBeVisible();
    const all = await page.getByRole("list", { name: "Hospitals and clinics" }).getByRole("listitem").count();
    expect(all).toBe(10); // first page of 25
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/hospitals-and-clinics?page=2");

    const city = page.getByRole("combobox", { name: "City" });
    await city.focus();
    await city.selectOption("Bangalore");
    await expect(page).toHaveURL(/city=Bangalore/);
    const category = page.getByRole("combobox", { name: "Category" });
    await category.selectOption("clinics");
    await expect(page).toHaveURL(/category=clinics/);
    const cards = page.getByRole("list", { name: "Hospitals and clinics" }).getByRole("listitem");
    await expect(cards.first()).toContainText("Bangalore");
    for (const text of await cards.allTextContents()) expect(text).toMatch(/^.*(Clinic|Diagnostic centre) · .*Bangalore/);

    const koramangala = page.getByRole("link", { name: "Apollo Clinic, Koramangala" });
    await koramangala.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hospital\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Apollo Clinic, Koramangala" })).toBeVisible();
    const hours = page.getByRole("table");
    await expect(hours.getByRole("row", { name: /Monday/ })).toContainText("9:00 AM – 1:00 PM, 4:00 PM – 8:00 PM");
    await expect(hours.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
    await expect(page.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=12\.9352,77\.6245/);
    // Lab tests are booked there: that service links to its flow.
    await expect(page.getByRole("region", { name: "Services" }).getByRole("link", { name: "Lab tests" })).toHaveAttribute("href", "/lab-tests");

    await page.goBack();
    await expect(page).toHaveURL(/category=clinics/);
    await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Bangalore");
  });

  test("near me lists what is within 20 km, nearest first, once the patient allows their location", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 17.4239, longitude: 78.4138 }, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/hospitals-and-clinics");
    await page.getByRole("button", { name: "Hospitals near me" }).press("Enter");
    await expect(page).toHaveURL(/location=nearme&lat=17\.4239&lng=78\.4138/);
    await expect(page.getByRole("status")).toContainText("within 20 km of you");
    const metas = await page.locator(".hospital-card .hospital-meta").allTextContents();
    const km = metas.map((m) => Number(m.match(/([\d.]+) km away/)![1]));
    expect(km.length).toBeGreaterThan(0);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((k) => k <= 20)).toBe(true);
    await expect(page.getByRole("link", { name: "Apollo Hospitals, Jubilee Hills" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apollo Clinic, Koramangala" })).toHaveCount(0); // Bangalore is far away
    await context.close();
  });

  test("near me with location blocked says so and keeps the list", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: [] });
    const page = await context.newPage();
    await page.goto("/hospitals-and-clinics");
    await page.getByRole("button", { name: "Hospitals near me" }).click();
    await expect(page.getByRole("alert")).toContainText("Location access is blocked");
    await expect(page.getByRole("list", { name: "Hospitals and clinics" }).getByRole("listitem").first()).toBeVisible();
    await context.close();
  });

  test("an unknown hospital is a page-not-found, not a crash", async ({ page }) => {
    const res = await page.goto("/hospital/99999");
    expect(res?.status()).toBe(404);
    const bad = await page.goto("/hospital/abc");
    expect(bad?.status()).toBe(404);
  });
});
