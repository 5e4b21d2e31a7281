import { expect, test } from "./hydrated-test";

test.describe("shell", () => {
  test("the location chip starts at Hyderabad 500085 and changes the city every screen uses", async ({ page }) => {
    await page.goto("/lab-tests");
    const chip = page.getByTestId("location-chip");
    await expect(chip).toHaveText(/Hyderabad 500085/);
    await chip.click();
    const input = page.getByLabel("Enter pincode");
    await expect(input).toBeFocused();
    await input.fill("999999");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("Couldn't identify your address. Please update");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("400001");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(chip).toHaveText(/Mumbai 400001/);
    await page.goto("/");
    await expect(page.getByTestId("location-chip")).toHaveText(/Mumbai 400001/);
  });

  test("unknown paths get a 404 page with a way home", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to home" }).click();
    await expect(page.locator('[data-screen="a247_home"]')).toBeVisible();
    const direct = await page.goto("/page-not-found");
    expect(direct?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("pages carry a CSP that only lets this response's scripts run, and SEO meta", async ({ page, request }) => {
    // A page rendered for this request: its inline scripts run by this response's nonce.
    const rendered = await request.get("/login");
    expect(rendered.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    // A page from the shared cache (the same bytes for everyone): its own inline scripts run by hash, and no
    // nonce is left in it (docs/decisions/2026-11-23-compressed-html-cache.md).
    await request.get("/lab-tests");
    const res = await page.goto("/lab-tests");
    expect(res!.headers()["x-html-cache-status"]).toBe("HIT");
    const csp = res!.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("nonce-");
    expect(await res!.text()).not.toMatch(/ nonce="/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res!.headers()["x-content-type-options"]).toBe("nosniff");
    await expect(page).toHaveTitle(/Lab Tests/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/home sample collection/i);
    // Hydrated: the header's cart count is React-managed.
    await expect(page.locator("[data-cart-count]")).toHaveText("0");
  });

  test("the main navigation works with the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Consult" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/consult$/);
  });
});
