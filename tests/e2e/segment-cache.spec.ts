/**
 * Signed-in screens come from a page cache shared by the segment; the personal parts (the header's name, the
 * cart badge, per-user sections) arrive after load for the signed-in person only, and a visitor never gets a
 * signed-in page.
 */
import { expect, test, type Browser } from "./hydrated-test";
import { signInAs } from "./helpers";
import { clearAccountCart } from "./cart-helpers";

const AARAV = { accountId: 1, mobileNumber: "9000000001" };
const PRIYA = { accountId: 2, mobileNumber: "9000000002" };
const THYROID = 1031;

async function signedInPage(browser: Browser, user: typeof AARAV, cartItems: number[]) {
  const context = await browser.newContext();
  await signInAs(context, user);
  await clearAccountCart(context.request);
  for (const itemId of cartItems) {
    await context.request.post("/graphql", { data: { query: `mutation { updateDiagnosticCart(change: { action: ADD_ITEM, itemId: ${itemId} }) { cart { itemIds } } }` } });
  }
  return { context, page: await context.newPage() };
}

test("two patients on the cached /lab-tests each see their own name, cart badge and personal sections", async ({ browser }) => {
  const aarav = await signedInPage(browser, AARAV, [THYROID]);
  const priya = await signedInPage(browser, PRIYA, []);
  try {
    // Aarav fills the segment's page; his second visit is answered from the cache.
    await aarav.page.goto("/lab-tests");
    const second = await aarav.page.goto("/lab-tests");
    expect(second?.headers()["x-html-cache-status"]).toBe("HIT");
    await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
    await expect(aarav.page.locator("[data-cart-count]")).toHaveText("1");
    const previouslyBooked = aarav.page.locator('[data-section="previously_booked"]');
    await expect(previouslyBooked).toHaveAttribute("data-section-status", "ok");
    await expect(previouslyBooked.getByRole("heading", { name: "Previously Booked Tests and Packages" })).toBeVisible();

    // Priya's page carries nothing of Aarav's.
    await priya.page.goto("/lab-tests");
    await expect(priya.page.getByRole("link", { name: "My Account, Priya" })).toBeVisible();
    await expect(priya.page.locator("[data-cart-count]")).toHaveText("0");
    await expect(priya.page.locator('[data-section="previously_booked"]')).toHaveAttribute("data-section-status", "ok");
    await expect(priya.page.locator("body")).not.toContainText("Aarav");
    const html = await (await priya.page.request.get("/lab-tests")).text();
    expect(html).not.toMatch(/Aarav|Priya|9000000001|9000000002/);
  } finally {
    await clearAccountCart(aarav.context.request);
    await aarav.context.close();
    await priya.context.close();
  }
});

test("a visitor after a signed-in request gets the signed-out page", async ({ browser, page }) => {
  const aarav = await signedInPage(browser, AARAV, []);
  try {
    await aarav.page.goto("/");
    await expect(aarav.page.getByRole("link", { name: /My Account/ })).toBeVisible();
  } finally {
    await aarav.context.close();
  }
  const res = await page.goto("/");
  expect(res?.headers()["cache-control"]).toMatch(/^public/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /My Account/ })).toHaveCount(0);
  await expect(page.locator('[data-screen="a247_home"]')).toHaveAttribute("data-segment", "signed_out");
  await expect(page.locator('[data-section="recommended_for_you"]')).toHaveCount(0);
});

test("a cached page goes out compressed as the client asks, and a repeat visit with its ETag gets 304", async ({ request }) => {
  await request.get("/lab-tests");
  const br = await request.get("/lab-tests", { headers: { "accept-encoding": "gzip, br" } });
  expect(br.headers()).toMatchObject({ "content-encoding": "br", vary: "Accept-Encoding, Cookie", "x-html-cache-status": "HIT" });
  const gzip = await request.get("/lab-tests", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.headers().etag).not.toBe(br.headers().etag);
  const again = await request.get("/lab-tests", { headers: { "accept-encoding": "gzip, br", "if-none-match": br.headers().etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["x-content-type-options"]).toBe("nosniff");
});
