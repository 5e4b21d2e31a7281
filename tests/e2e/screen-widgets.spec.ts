/**
 * Screen widgets as a person uses them: opened from the spec's query flags and from configured behaviours,
 * used, and closed with Escape and the back button; on a desktop and at a 360 px phone width.
 */
import { expect, test, type Page } from "./hydrated-test";

const dialog = (page: Page, name: string) => page.locator(`[role="dialog"][data-screen-widget="${name}"]`);

/** JS files the page downloaded whose source holds framer-motion's reduced-motion option. */
function watchMotionScripts(page: Page) {
  const hits: string[] = [];
  page.on("response", async (res) => {
    if (!res.url().endsWith(".js")) return;
    const body = await res.text().catch(() => "");
    if (body.includes("reducedMotion")) hits.push(res.url());
  });
  return hits;
}

test.describe("screen widgets", () => {
  test("a first visit downloads no overlay code; opening one loads it", async ({ page }) => {
    const motion = watchMotionScripts(page);
    for (const path of ["/", "/lab-tests"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(motion).toEqual([]);
    await page.getByTestId("location-chip").click();
    await expect(dialog(page, "location")).toBeVisible();
    await expect.poll(() => motion.length).toBeGreaterThan(0);
  });

  test("openSearch=true opens search; typing finds tests; a result opens its item page; recent searches remember it", async ({ page }) => {
    await page.goto("/lab-tests?openSearch=true");
    const search = dialog(page, "search");
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute("aria-modal", "true");
    await expect(search.getByRole("heading", { name: "Search tests and packages" })).toBeVisible();
    const box = search.getByRole("searchbox", { name: "Search tests and packages" });
    await expect(box).toBeFocused();
    await box.fill("thyroid");
    const results = search.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toContainText(/thyroid/i);
    await expect(results.getByRole("link").first()).toContainText("₹");
    const first = results.getByRole("link").first();
    const name = (await first.locator(".sw-result-name").textContent())!;
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Back returns to the search it came from, now showing the recent search.
    await page.goBack();
    await expect(search).toBeVisible();
    await expect(search.getByRole("heading", { name: "Recently searched" })).toBeVisible();
    await expect(search.getByRole("link", { name })).toBeVisible();
    await search.getByRole("button", { name: "thyroid" }).click();
    await expect(box).toHaveValue("thyroid");
  });

  test("search says so when nothing matches and offers recommendations", async ({ page }) => {
    await page.goto("/lab-tests?openSearch=true");
    const search = dialog(page, "search");
    await search.getByRole("searchbox").fill("zzqx");
    await expect(search.getByText("No tests or packages match “zzqx”.")).toBeVisible();
    await expect(search.getByRole("list", { name: "Recommended tests" }).getByRole("link").first()).toBeVisible();
  });

  test("a configured banner opens how-to-book; focus is trapped; Escape closes and focus returns to the banner", async ({ page }) => {
    await page.goto("/lab-tests");
    const banner = page.locator('[data-section="full_body_checkup_banner"]');
    await banner.scrollIntoViewIfNeeded();
    const cta = banner.getByRole("link", { name: "Book now" });
    await cta.click();
    const how = dialog(page, "how_to_book");
    await expect(how).toBeVisible();
    await expect(page).toHaveURL(/open_modal=how_to_book/);
    await expect(how.getByRole("listitem")).toHaveCount(6);
    // Tab cycles inside the dialog.
    const close = how.getByRole("button", { name: "Close" });
    const next = how.getByRole("button", { name: "Search tests" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(how).toHaveCount(0);
    await expect(page).toHaveURL(/\/lab-tests$/);
    await expect(cta).toBeFocused();
  });

  test("the back button closes an overlay a tap opened, and forward opens it again", async ({ page }) => {
    await page.goto("/lab-tests");
    await page.getByTestId("location-chip").click();
    await expect(dialog(page, "location")).toBeVisible();
    await page.goBack();
    await expect(dialog(page, "location")).toHaveCount(0);
    await expect(page).toHaveURL(/\/lab-tests$/);
    await page.goForward();
    await expect(dialog(page, "location")).toBeVisible();
  });

  test("how-to-book leads into search; one back press closes it", async ({ page }) => {
    await page.goto("/lab-tests");
    await page.goto("/lab-tests?open_modal=how_to_book");
    await dialog(page, "how_to_book").getByRole("button", { name: "Search tests" }).click();
    await expect(dialog(page, "search")).toBeVisible();
    await expect(dialog(page, "how_to_book")).toHaveCount(0);
    await dialog(page, "search").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/lab-tests$/);
  });

  test("an unknown widget name in the URL is ignored", async ({ page }) => {
    await page.goto("/lab-tests?open_modal=no_such_widget");
    await expect(page.getByRole("heading", { name: "Book Lab Tests at Home" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("location by pincode: a bad pincode gets the spec's message, a good one changes the city everywhere", async ({ page }) => {
    await page.goto("/lab-tests");
    await page.getByTestId("location-chip").click();
    const popup = dialog(page, "location");
    await expect(popup.getByRole("heading", { name: "Auto Detect" })).toBeVisible();
    await expect(popup.getByRole("heading", { name: "Manual entry" })).toBeVisible();
    const pincode = popup.getByLabel("Enter pincode");
    await pincode.fill("999999");
    await popup.getByRole("button", { name: "Apply" }).click();
    await expect(popup.getByRole("alert")).toHaveText("Couldn't identify your address. Please update");
    await expect(pincode).toHaveValue("999999");
    await pincode.fill("400001");
    await popup.getByRole("button", { name: "Apply" }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId("location-chip")).toContainText("Mumbai 400001");
    await expect(page).toHaveURL(/\/lab-tests$/);
    await page.reload();
    await expect(page.getByTestId("location-chip")).toContainText("Mumbai 400001");
  });

  test("location by auto detect picks the nearest city from the browser's position", async ({ browser }) => {
    const context = await browser.newContext({ permissions: ["geolocation"], geolocation: { latitude: 12.9352, longitude: 77.6245 } });
    const page = await context.newPage();
    await page.goto("/lab-tests");
    await page.getByTestId("location-chip").click();
    await dialog(page, "location").getByRole("button", { name: "Use my current location" }).click();
    await expect(dialog(page, "location")).toHaveCount(0);
    await expect(page.getByTestId("location-chip")).toContainText("Bangalore 560034");
    // Moving to Powai and detecting again finds Mumbai.
    await context.setGeolocation({ latitude: 19.1239, longitude: 72.9094 });
    await page.getByTestId("location-chip").click();
    await dialog(page, "location").getByRole("button", { name: "Use my current location" }).click();
    await expect(page.getByTestId("location-chip")).toContainText("Mumbai 400076");
    await context.close();
  });

  test("auto detect with location permission denied says how to fix it", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto("/lab-tests?open_modal=location");
    const popup = dialog(page, "location");
    await popup.getByRole("button", { name: "Use my current location" }).click();
    await expect(popup.getByRole("alert")).toContainText("Location access is blocked");
    await context.close();
  });

  test("adding to the cart shows the cart ribbon with count and total; it opens the cart, where items can be removed", async ({ page }) => {
    await page.goto("/lab-tests");
    await expect(page.locator(".sw-ribbons")).toHaveCount(0);
    const section = page.locator('[data-section="top_booked_tests"]');
    await section.getByRole("button", { name: /add to cart/i }).first().click();
    const ribbon = page.getByRole("complementary", { name: "Cart summary" });
    await expect(ribbon.getByTestId("cart-ribbon-count")).toHaveText("1 item");
    await expect(ribbon.getByTestId("cart-ribbon-total")).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
    await expect(page.getByRole("complementary", { name: "Offer" })).toBeVisible();
    const total = await ribbon.getByTestId("cart-ribbon-total").textContent();
    await ribbon.getByRole("button", { name: "View cart" }).click();
    const cart = dialog(page, "cart");
    await expect(cart).toBeVisible();
    await expect(page).toHaveURL(/open_modal=cart/);
    await expect(cart.getByTestId("cart-total")).toHaveText(total!);
    await expect(cart.getByRole("link", { name: "Go to cart" })).toHaveAttribute("href", "/tests-cart");
    const items = cart.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(items).toHaveCount(1);
    await cart.getByRole("button", { name: /^Remove / }).click();
    await expect(cart.getByText("Your cart is empty.")).toBeVisible();
    await expect(cart).toBeFocused();
    await expect(page.locator("[data-cart-count]")).toHaveText("0");
    await page.keyboard.press("Escape");
    await expect(cart).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Cart summary" })).toHaveCount(0);
  });

  test("open_cart=true opens the cart drawer; an empty cart says so", async ({ page }) => {
    await page.goto("/lab-tests?open_cart=true");
    const cart = dialog(page, "cart");
    await expect(cart).toBeVisible();
    await expect(cart.getByText("Your cart is empty.")).toBeVisible();
    await cart.getByRole("button", { name: "Browse tests" }).click();
    await expect(cart).toHaveCount(0);
    await expect(page).toHaveURL(/\/lab-tests$/);
  });

  test("adding a package shows the package-added overlay, which leads to the cart", async ({ page }) => {
    await page.goto("/lab-tests");
    const packages = page.getByRole("tab", { name: "Packages", exact: true });
    await packages.click();
    const panel = page.locator('[data-section="packages_tab"][data-section-status="ok"]');
    const card = panel.locator("article, li").filter({ has: page.getByRole("button", { name: /add to cart/i }) }).first();
    await card.getByRole("button", { name: /add to cart/i }).click();
    const added = dialog(page, "package_added");
    await expect(added).toBeVisible();
    await expect(added.locator(".sw-added-name")).not.toBeEmpty();
    await expect(added).toContainText("tests included");
    await added.getByRole("button", { name: "View cart (1)" }).click();
    await expect(dialog(page, "cart").getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(1);
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("package_added by flag names the package", async ({ page, request }) => {
    const res = await request.post("/graphql", {
      data: { query: `{ getDiagnosticsListingData(filter: PACKAGES, limit: 1) { itemList { itemId itemName } } }` },
    });
    const [pkg] = (await res.json()).data.getDiagnosticsListingData.itemList;
    await page.goto(`/lab-tests?open_modal=package_added&itemId=${pkg.itemId}`);
    await expect(dialog(page, "package_added").locator(".sw-added-name")).toHaveText(pkg.itemName);
  });

  test("the Circle banner on the home screen opens the membership plans", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator('[data-section="circle_banner"]');
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole("link", { name: "Explore Circle" }).click();
    const circle = dialog(page, "circle_membership");
    await expect(circle).toBeVisible();
    for (const [months, price] of [["2 months", "₹99"], ["6 months", "₹199"], ["12 months", "₹299"]]) {
      await expect(circle.getByRole("radio", { name: new RegExp(`${months}.*${price}`) })).toBeVisible();
    }
    await expect(circle.getByText("Benefits begin within 24 hours of purchase.")).toBeVisible();
    await circle.getByRole("radio", { name: /6 months/ }).check();
    await expect(circle.getByRole("link", { name: "Join Circle for ₹199" })).toHaveAttribute("href", /plan_id=CIRCLEPlan&sub_plan_id=CIRCLE_6M/);
    await page.goBack();
    await expect(circle).toHaveCount(0);
  });

  test("the consult screen's banner opens the post-consult prescription popover with its items", async ({ page }) => {
    await page.goto("/consult");
    const banner = page.locator('[data-section="lab_tests_banner"]');
    await banner.scrollIntoViewIfNeeded();
    await banner.getByRole("link", { name: "Book lab tests" }).click();
    const rx = dialog(page, "post_consult_prescription");
    await expect(rx.getByRole("region", { name: "Available for home collection" }).getByRole("listitem")).toHaveText([
      "Complete Blood Count (CBC)", "HbA1c (Glycated Haemoglobin)", "Lipid Profile",
    ]);
    await expect(rx.getByRole("region", { name: "Not available" }).getByRole("listitem")).toHaveText(["MRI Brain (Plain)", "2D Echocardiography"]);
    await rx.getByRole("button", { name: "Book available tests" }).click();
    const search = dialog(page, "search");
    await expect(search.getByRole("searchbox")).toHaveValue("Complete Blood Count (CBC)");
    await expect(search.getByRole("list", { name: "Search results" }).getByRole("link").first()).toContainText("Complete Blood Count (CBC)");
  });

  test("post_consult_prescription by flag lists the items in the URL", async ({ page }) => {
    await page.goto("/lab-tests?open_modal=post_consult_prescription&available=Lipid%20Profile&unavailable=CT%20Scan%20Chest");
    const rx = dialog(page, "post_consult_prescription");
    await expect(rx.getByRole("region", { name: "Available for home collection" })).toContainText("Lipid Profile");
    await expect(rx.getByRole("region", { name: "Not available" })).toContainText("CT Scan Chest");
  });

  test("radiology: choose a city, then a clinic", async ({ page }) => {
    await page.goto("/lab-tests?open_modal=city_selection");
    const cities = dialog(page, "city_selection");
    await cities.getByLabel("Find your city").fill("hyd");
    await expect(cities.getByRole("button")).toContainText(["Hyderabad"]);
    await cities.getByRole("button", { name: /Hyderabad/ }).click();
    const clinics = dialog(page, "clinic_selection");
    await expect(clinics.getByRole("heading", { name: "Select a centre in Hyderabad" })).toBeVisible();
    const first = clinics.getByRole("list", { name: "Radiology centres" }).getByRole("button").first();
    await expect(first).toContainText("Apollo Diagnostics, Kukatpally");
    await expect(first).toContainText("km away");
    await first.click();
    await expect(clinics).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Apollo Diagnostics, Kukatpally selected" })).toBeVisible();
    await page.goto("/lab-tests?open_modal=clinic_selection&cityId=9");
    await expect(dialog(page, "clinic_selection").getByRole("button", { name: /Apollo Diagnostics, Kukatpally/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("coupon_ribbon by flag shows the offer, which can be dismissed", async ({ page }) => {
    await page.goto("/lab-tests?open_modal=coupon_ribbon");
    const offer = page.getByRole("complementary", { name: "Offer" });
    await expect(offer).toContainText("Use code HEALTH25: 25% off lab tests");
    await offer.getByRole("button", { name: "Dismiss offer" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/lab-tests$/);
  });
});

test.describe("screen widgets on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("search fills the width, reads well and finds an item", async ({ page }) => {
    await page.goto("/lab-tests?openSearch=true");
    const search = dialog(page, "search");
    await search.getByRole("searchbox").fill("lipid");
    await expect(search.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
    const box = (await search.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(361);
    const overflow = await search.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await search.getByRole("list", { name: "Search results" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/lab-tests\/lipid/);
  });

  test("the cart ribbon and cart drawer fit the screen", async ({ page }) => {
    await page.goto("/lab-tests");
    // The privacy question sits over the bottom of the screen until it is answered, as it would for a person.
    await page.getByRole("region", { name: "Your privacy" }).getByRole("button", { name: "Reject" }).click();
    await page.locator('[data-section="top_booked_tests"]').getByRole("button", { name: /add to cart/i }).first().click();
    const ribbon = page.getByRole("complementary", { name: "Cart summary" });
    await expect(ribbon.getByTestId("cart-ribbon-total")).toBeVisible();
    // Once it has slid into place, the ribbon sits inside the screen.
    await expect.poll(async () => {
      const r = (await ribbon.boundingBox())!;
      return r.width <= 361 && Math.round(r.y + r.height) <= 740;
    }).toBe(true);
    await ribbon.getByRole("button", { name: "View cart" }).click();
    const cart = dialog(page, "cart");
    await expect(cart.getByTestId("cart-total")).toBeVisible();
    const c = (await cart.boundingBox())!;
    expect(c.width).toBeLessThanOrEqual(361);
    await page.goBack();
    await expect(cart).toHaveCount(0);
  });

  test("the location popup works by pincode on a phone", async ({ page }) => {
    await page.goto("/lab-tests?open_modal=location");
    const popup = dialog(page, "location");
    const box = (await popup.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(361);
    await popup.getByLabel("Enter pincode").fill("600040");
    await popup.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("location-chip")).toContainText("Chennai 600040");
  });
});
