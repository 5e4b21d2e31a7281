/**
 * "Personal HTML pages (orders, order details, payments, ops, studio) carry no `Cache-Control: private, no-store` on
 * the document; only their data responses do." A shared cache or the browser's back-forward cache must never keep
 * one person's orders or the console's patient data in the page itself.
 */
import { expect, test, type APIRequestContext } from "./hydrated-test";
import { accountOf, signInAs } from "./helpers";


const AARAV = { accountId: 1, mobileNumber: "9000000001" };

async function documentCacheControl(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  expect(res.headers()["content-type"], path).toContain("text/html");
  return res.headers()["cache-control"] ?? "";
}

test("a patient's orders, order details and payments pages are private and never stored", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(context, AARAV);
  await page.goto("/orders");
  const detail = await page.locator('a[href^="/order-details/"]').first().getAttribute("href");
  expect(detail).toBeTruthy();
  for (const path of ["/orders", detail!, "/my-payments"]) expect(await documentCacheControl(page.request, path), path).toBe("private, no-store");
});

test("the lab console and the studio are private and never stored", async ({ browser }) => {
  for (const [mobile, path] of [["9000000103", "/ops"], ["9000000101", "/studio"]] as const) {
    const context = await browser.newContext();
    await signInAs(context, accountOf(mobile));
    expect(await documentCacheControl(context.request, path), path).toBe("private, no-store");
    await context.close();
  }
});

test("a configured screen a visitor sees keeps its own shared caching", async ({ request }) => {
  expect(await documentCacheControl(request, "/lab-tests")).toMatch(/^public/);
});
