/**
 * The patient's orders as a person uses them, on the seeded orders of +91 9000000001 (the Sharma family), each test
 * on its own order: the list and an order's details; rescheduling three times and being refused the fourth;
 * cancelling a prepaid order and seeing the refund; rating the agent. Needs a fresh e2e database (the test
 * script removes var/e2e before a run) since these tests change their orders.
 */
import { expect, test, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

const AARAV = { accountId: 1, mobileNumber: "9000000001" };

async function openOrder(page: Page, name: RegExp) {
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  const summary = page.getByRole("status").filter({ hasText: /^\d+ orders?/ });
  await expect(summary).toBeVisible();
  for (let pageNumber = 1; ; pageNumber++) {
    const link = page.getByRole("link", { name });
    if (await link.count()) {
      await link.click();
      return;
    }
    // Wait for the next page to be on screen before looking again: counting links while the
    // navigation is still under way would see the old page and click past the last one.
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(summary).toContainText(`page ${pageNumber + 1} of`);
  }
}

/** The list row of an order, on whichever page of the list it is (the list is newest first). */
async function orderRow(page: Page, displayId: string) {
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  const summary = page.getByRole("status").filter({ hasText: /^\d+ orders?/ });
  for (let pageNumber = 1; ; pageNumber++) {
    const row = page.getByRole("listitem").filter({ hasText: displayId });
    if (await row.count()) return row;
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(summary).toContainText(`page ${pageNumber + 1} of`);
  }
}

test.describe("orders", () => {
  test("at 390 px the order dialogs' radios sit beside their words and the rating is five stars, by keyboard too", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(context, AARAV);
    /** Every radio at its own size (not a field-wide box) with its words just to its right. */
    const radiosBesideWords = async (scope: ReturnType<Page["getByRole"]>) => {
      const radios = scope.getByRole("radio");
      expect(await radios.count()).toBeGreaterThan(1);
      for (const radio of await radios.all()) {
        const box = (await radio.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(24);
        const words = (await radio.locator("xpath=following-sibling::span[1]").boundingBox())!;
        expect(words.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
        expect(words.x - (box.x + box.width)).toBeLessThanOrEqual(16);
      }
    };
    await openOrder(page, /View order #71000000091 for Kabir Sharma/);
    await page.getByRole("button", { name: "Reschedule" }).click();
    const reschedule = page.getByRole("dialog", { name: "Reschedule sample collection" });
    await radiosBesideWords(reschedule);
    await page.keyboard.press("Escape");
    await expect(reschedule).toBeHidden();
    await page.getByRole("button", { name: "Cancel order" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel this order?" });
    await radiosBesideWords(cancel);
    await page.keyboard.press("Escape");
    await expect(cancel).toBeHidden();

    await openOrder(page, /View order #71000000061 for Aarav Sharma/);
    const agent = page.getByRole("region", { name: "Your sample collection agent" });
    const stars = agent.locator(".star-label svg");
    await expect(stars).toHaveCount(5);
    for (const star of await stars.all()) expect((await star.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    const filled = () => stars.evaluateAll((svgs) => svgs.filter((s) => getComputedStyle(s).fill !== "transparent" && getComputedStyle(s).fill !== "none" && getComputedStyle(s).fill !== "rgba(0, 0, 0, 0)").length);
    expect(await filled()).toBe(0);
    await agent.getByRole("radio", { name: "3 stars" }).check();
    await expect.poll(filled).toBe(3);
    // Arrow keys move along the stars, as in any radio group.
    await agent.getByRole("radio", { name: "3 stars" }).press("ArrowRight");
    await expect(agent.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect.poll(filled).toBe(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the orders list pages by ten and opens an order with its status, journey, history and report", async ({ page, context }) => {
    await signInAs(context, AARAV);
    await page.goto("/orders");
    // 12 seeded orders, plus any the booking tests placed for this account earlier in the run.
    const summary = page.getByRole("status").filter({ hasText: /^\d+ orders?/ });
    // Every kind's orders list here (consults, scans, health checks), so the total depends on what ran before.
    await expect(summary).toHaveText(/^\d+ orders · page 1 of \d+$/);
    const total = Number((await summary.textContent())!.match(/^(\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(summary).toHaveText(`${total} orders · page 1 of ${Math.ceil(total / 10)}`);
    await expect(page.getByRole("list", { name: "My orders" }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByRole("list", { name: "My orders" }).getByRole("listitem")).toHaveCount(Math.min(10, total - 10));
    await page.getByRole("link", { name: "Previous page" }).click();
    await expect(page.getByRole("list", { name: "My orders" }).getByRole("listitem")).toHaveCount(10);

    await openOrder(page, /View order #71000000041/);
    await expect(page).toHaveURL(/\/order-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order #71000000041");
    await expect(page.getByRole("list", { name: "Order journey" }).locator('[aria-current="step"]')).toHaveText("Reports Ready");
    await expect(page.getByRole("link", { name: "Download invoice" })).toHaveAttribute("href", /\/resources\/orders\/\d+\/invoice$/);
    await expect(page.getByRole("region", { name: "Results" })).toBeVisible();
    await expect(page.locator("#tracking").getByText("Sample Collected")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    // Rating the order (scale 5) once its report is ready.
    const experience = page.getByRole("region", { name: "Your experience" });
    await experience.getByRole("radio", { name: "4 stars" }).check();
    await experience.getByRole("button", { name: "Send rating" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback." })).toBeVisible();
    await expect(experience).toContainText("You rated this order 4 of 5.");
    // The back button returns to the list.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  });

  test("reschedules Kabir's blood count three times; the fourth is refused with the spec's message", async ({ page, context }) => {
    await signInAs(context, AARAV);
    await openOrder(page, /View order #71000000091 for Kabir Sharma/);
    await expect(page.getByRole("region", { name: "Status" }).getByText("Order Confirmed", { exact: true })).toBeVisible();
    for (let n = 1; n <= 3; n++) {
      await page.getByRole("button", { name: "Reschedule" }).click();
      const dialog = page.getByRole("dialog", { name: "Reschedule sample collection" });
      await expect(dialog.getByText(`${4 - n} left`)).toBeVisible();
      await dialog.getByRole("radio").nth(n).check(); // a different time each round
      await dialog.getByRole("radio", { name: "I want a different time" }).check();
      await dialog.getByRole("button", { name: "Confirm reschedule" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your sample collection is rescheduled to" })).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    await expect(page.locator("#tracking").getByText("Order Rescheduled")).toHaveCount(3);
    await page.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("You have rescheduled thrice. You're out of reschedule attempts.");
    await expect(page.getByRole("button", { name: "Confirm reschedule" })).toHaveCount(0);
  });

  test("cancels Aarav's prepaid lipid and liver order and sees the refund to source and the health credits back", async ({ page, context }) => {
    await signInAs(context, AARAV);
    await page.goto("/orders"); // the list is now cached in the browser
    await openOrder(page, /View order #71000000101 for Aarav Sharma/);
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    // A reason is required: the browser keeps the dialog open.
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: "I booked by mistake" }).check();
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
      "Your order has been cancelled. ₹708 will be refunded to your original payment method in 5-7 working days; ₹200 of health credits are back in your account.",
    );
    await expect(page.getByText("Refund Initiated", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("₹708 refund to your original payment method — initiated")).toBeVisible();
    await expect(page.getByText("₹200 restored as health credits — completed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    // The cached list was cleared by the change: the list shows the new status.
    await page.getByRole("link", { name: "My orders" }).click();
    const row = await orderRow(page, "#71000000101");
    await expect(row.getByText("Refund Initiated")).toBeVisible();
  });

  test("rates the agent who collected Aarav's vitamin B12 sample", async ({ page, context }) => {
    await signInAs(context, AARAV);
    await openOrder(page, /View order #71000000061 for Aarav Sharma/);
    await expect(page.getByRole("region", { name: "Status" }).getByText("Sample Collected", { exact: true })).toBeVisible();
    const agent = page.getByRole("region", { name: "Your sample collection agent" });
    await expect(agent.getByText("Lakshmi Devi", { exact: true })).toBeVisible();
    await agent.getByRole("button", { name: "Rate agent" }).click();
    await expect(agent.getByRole("button", { name: "Rate agent" })).toBeVisible(); // a rating is required first
    await agent.getByRole("radio", { name: "5 stars" }).check();
    await agent.getByLabel("Feedback (optional)").fill("Quick and gentle");
    await agent.getByRole("button", { name: "Rate agent" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText("Thank you for rating your agent.");
    await expect(agent.getByText("You rated Lakshmi Devi 5 of 5.")).toBeVisible();
    await expect(agent.getByRole("button", { name: "Rate agent" })).toHaveCount(0);
  });

  test("another account's order is not found, and /order-details without an id is the list", async ({ page, context }) => {
    await signInAs(context, { accountId: 4, mobileNumber: "501234567" });
    await page.goto("/order-details");
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText("You have not booked any lab tests yet.")).toBeVisible();
    const res = await page.goto("/order-details/1");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
