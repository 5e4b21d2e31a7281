/**
 * Issue 24: "Signed-in visitors get the segment's cached page plus the one personal request, as on the screens."
 * Signed in, the scans and health checks landing pages, Circle's landing page, doctors' profiles and scans' pages
 * come from the cache their segment shares (Circle members and others each their own); the header's name, the
 * member's own plan, the purchase form's name and number arrive after load, on a phone (390 px wide), and the cached
 * HTML has nobody's.
 */
import { expect, test, type Browser, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

const AARAV = { accountId: 1, mobileNumber: "9000000001" }; // a Circle member
const PRIYA = { accountId: 2, mobileNumber: "9000000002" }; // not a member

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Visits until the page comes from the cache. The first visit fills it; a catalogue change of an earlier test may
 * still be emptying every instance's cache (within a second), so the next visit is asked for until it is a hit.
 */
async function visitCached(page: Page, url: string) {
  await page.goto(url);
  let last: Awaited<ReturnType<Page["goto"]>> = null;
  await expect
    .poll(async () => {
      last = await page.goto(url);
      return last?.headers()["x-html-cache-status"];
    }, { timeout: 30_000 })
    .toBe("HIT");
  return last!;
}

async function signedIn(browser: Browser, user: typeof AARAV) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInAs(context, user);
  return { context, page: await context.newPage() };
}

test("a Circle member sees their own plan, name and number on the cached /circle-landing after load; a non-member gets the other segment's page", async ({ browser }) => {
  const aarav = await signedIn(browser, AARAV);
  const priya = await signedIn(browser, PRIYA);
  try {
    // The member's second visit is answered from the Circle segment's page.
    const second = await visitCached(aarav.page, "/circle-landing");
    expect(second.headers()["cache-control"]).toBe("private, max-age=0, must-revalidate");
    // After load: the header's name, the member's own plan end, and the form filled with their name and number.
    await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
    const notice = aarav.page.getByRole("status").filter({ hasText: "You are a Circle member" });
    await expect(notice.getByTestId("circle-end-date")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const endDate = (await notice.getByTestId("circle-end-date").textContent())!;
    // By keyboard: from the chosen plan to the form's first field, already the member's.
    await aarav.page.getByRole("radio", { name: /12 months/ }).focus();
    await aarav.page.keyboard.press("Tab");
    await expect(aarav.page.getByLabel("Full name")).toBeFocused();
    await expect(aarav.page.getByLabel("Full name")).toHaveValue("Aarav Sharma");
    await expect(aarav.page.getByLabel("Mobile number")).toHaveValue("9000000001");
    // The page the segment shares has none of it.
    const html = await (await aarav.context.request.get("/circle-landing")).text();
    expect(html).toContain("You are a Circle member");
    expect(html).not.toMatch(/Aarav|Sharma|9000000001/);
    expect(html).not.toContain(endDate);

    // A non-member gets the other segment's page: no membership notice, their own name and number after load.
    await visitCached(priya.page, "/circle-landing");
    await expect(priya.page.getByLabel("Full name")).toHaveValue("Priya Nair");
    await expect(priya.page.getByLabel("Mobile number")).toHaveValue("9000000002");
    await expect(priya.page.getByText("You are a Circle member")).toHaveCount(0);
    await expect(priya.page.locator("body")).not.toContainText("Aarav");
    expect(await (await priya.context.request.get("/circle-landing")).text()).not.toMatch(/Aarav|Priya|9000000001|9000000002|You are a Circle member/);

    // From My membership by keyboard (a navigation in the page, rendered for the account): the same own state.
    await aarav.page.goto("/my-membership");
    await aarav.page.getByRole("link", { name: "Renew early" }).focus();
    await aarav.page.keyboard.press("Enter");
    await expect(aarav.page).toHaveURL("/circle-landing");
    await expect(aarav.page.getByTestId("circle-end-date")).toHaveText(endDate);
    await expect(aarav.page.getByLabel("Full name")).toHaveValue("Aarav Sharma");
  } finally {
    await aarav.context.close();
    await priya.context.close();
  }
});

test("signed in, /radiology and /apollo-prohealth are the segment's cached pages, with the name after load", async ({ browser }) => {
  const aarav = await signedIn(browser, AARAV);
  try {
    for (const [url, heading] of [["/radiology", "Radiology Scans"], ["/apollo-prohealth", "Apollo ProHealth health checks"]] as const) {
      await visitCached(aarav.page, url);
      await expect(aarav.page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
      expect(await (await aarav.context.request.get(url)).text(), url).not.toMatch(/Aarav|9000000001/);
    }
  } finally {
    await aarav.context.close();
  }
});

test("signed in, a doctor's profile is the segment's cached page; a slot taken by keyboard goes on to the account's own checkout", async ({ browser }) => {
  const aarav = await signedIn(browser, AARAV);
  try {
    const second = await visitCached(aarav.page, "/doctors/dr-farah-khan");
    expect(second.headers()["cache-control"]).toBe("private, max-age=0, must-revalidate");
    await expect(aarav.page.getByRole("heading", { name: "Dr. Farah Khan", level: 1 })).toBeVisible();
    await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
    expect(await (await aarav.context.request.get("/doctors/dr-farah-khan")).text()).not.toMatch(/Aarav|Sharma|9000000001/);
    // By keyboard: the second day offered (today's last times may pass), then its first time, to checkout.
    const days = aarav.page.getByRole("list", { name: "Online consult: days" }).getByRole("link");
    await days.nth(1).focus();
    await aarav.page.keyboard.press("Enter");
    await expect(days.nth(1)).toHaveAttribute("aria-current", "date");
    await aarav.page.getByRole("list", { name: "Online consult: times" }).getByRole("link").first().focus();
    await aarav.page.keyboard.press("Enter");
    await expect(aarav.page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
    // Checkout is the account's own: its family members to choose from.
    await expect(aarav.page.getByRole("radio", { name: /^Aarav Sharma/ })).toBeVisible();
  } finally {
    await aarav.context.close();
  }
});

test("signed in, a scan's page and its centres are the segment's cached pages, the centres priced for Circle members", async ({ browser }) => {
  const aarav = await signedIn(browser, AARAV);
  const priya = await signedIn(browser, PRIYA);
  try {
    await visitCached(aarav.page, "/radiology/mri-brain");
    await expect(aarav.page.getByRole("heading", { name: "MRI Brain", level: 1 })).toBeVisible();
    await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
    expect(await (await aarav.context.request.get("/radiology/mri-brain")).text()).not.toMatch(/Aarav|Sharma|9000000001/);
    // By keyboard: into Hyderabad's centres, a page the Circle segment shares: the scan at its member price
    // (₹5,500 → ₹4,950) plus the fee.
    await aarav.page.getByRole("list", { name: "Cities" }).getByRole("link", { name: "Hyderabad" }).focus();
    await aarav.page.keyboard.press("Enter");
    await expect(aarav.page.getByRole("heading", { name: "MRI Brain in Hyderabad" })).toBeVisible();
    const centre = (page: Page) => page.getByRole("list", { name: "Centres" }).getByRole("listitem").filter({ hasText: "Apollo Hospitals, Jubilee Hills" });
    await expect(centre(aarav.page)).toContainText("₹5,100 all-in");
    await visitCached(aarav.page, "/radiology-details/mri-brain-c-hyderabad");
    await expect(centre(aarav.page)).toContainText("₹5,100 all-in");
    await expect(aarav.page.getByRole("link", { name: "My Account, Aarav" })).toBeVisible();
    // Not a member: the other segment's page, at the price for everyone.
    await visitCached(priya.page, "/radiology-details/mri-brain-c-hyderabad");
    await expect(centre(priya.page)).toContainText("₹5,650 all-in");
    await expect(priya.page.getByRole("link", { name: "My Account, Priya" })).toBeVisible();
    expect(await (await priya.context.request.get("/radiology-details/mri-brain-c-hyderabad")).text()).not.toMatch(/Aarav|Priya|9000000001|9000000002/);
  } finally {
    await aarav.context.close();
    await priya.context.close();
  }
});
