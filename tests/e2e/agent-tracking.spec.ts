/**
 * Track agent, live: lab staff open the phlebotomist's location-sharing page from the assignment in the console;
 * the phlebotomist shares location from a phone (browser geolocation); the patient's order page shows distance
 * and ETA, and the ETA changes as the phlebotomist moves — without a reload.
 */
import Database from "better-sqlite3";
import { expect, test } from "./hydrated-test";
import { accountOf, E2E_DATABASE_FILE, signInAs } from "./helpers";

/** The seeded demo order whose agent (Ravi Kumar) is on the way, and its collection address's position. */
function orderOnTheWay() {
  const db = new Database(E2E_DATABASE_FILE, { readonly: true });
  try {
    const row = db
      .prepare(
        `select d.id, d.display_id, a.latitude, a.longitude from diagnostic_orders d join orders h on h.id = d.id
         join diagnostic_parent_orders p on p.id = d.parent_order_id join addresses a on a.id = p.address_id
         where d.display_id = '71000000082' and h.status = 'PHLEBO_CHECK_IN'`,
      )
      .get() as { id: number; display_id: string; latitude: number; longitude: number } | undefined;
    if (!row) throw new Error("the seeded order on the way is not in the e2e database");
    return row;
  } finally {
    db.close();
  }
}

test.setTimeout(90_000);

test("the phlebotomist shares location from the assignment's page, and the patient's ETA follows, live", async ({ browser }) => {
  const order = orderOnTheWay();
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

  // Lab staff: the assignment links the phlebotomist's page.
  const staff = await browser.newContext();
  await signInAs(staff, accountOf("9000000103"));
  const console_ = await staff.newPage();
  await console_.goto(`/ops/orders/${order.id}`);
  const link = console_.getByRole("link", { name: "Location sharing page for Ravi Kumar" });
  const trackPath = (await link.getAttribute("href"))!;
  expect(trackPath).toMatch(new RegExp(`^/phlebo-track/${order.id}/[A-Za-z0-9_-]{32}$`));

  // The phlebotomist's phone, 3.3 km north of the address, with location allowed.
  const agentContext = await browser.newContext({
    ...phone,
    permissions: ["geolocation"],
    geolocation: { latitude: order.latitude + 0.03, longitude: order.longitude, accuracy: 15 },
  });
  const agent = await agentContext.newPage();
  await agent.goto(trackPath);
  await expect(agent.getByRole("heading", { name: "Your visit, Ravi Kumar" })).toBeVisible();
  // By keyboard.
  await agent.getByRole("button", { name: "Start sharing" }).focus();
  await agent.keyboard.press("Enter");
  await expect(agent.getByRole("status").filter({ hasText: "Sharing." })).toHaveText("Sharing. The patient sees: 3.3 km away · about 11 min");

  // The patient, on a phone, taps "Track agent".
  const patientContext = await browser.newContext(phone);
  await signInAs(patientContext, accountOf("9000000001"));
  const patient = await patientContext.newPage();
  await patient.goto(`/order-details/${order.id}`);
  await patient.getByRole("link", { name: "Track agent" }).click();
  const eta = patient.getByTestId("agent-eta");
  await expect(eta).toHaveText("Ravi Kumar: 3.3 km away · about 11 min");
  await expect(eta).toHaveAttribute("data-live", "true");

  // The phlebotomist rides on: 1.1 km away, then at the door. The patient's page follows without a reload.
  // The phlebotomist's screen is the one in front on their phone.
  await agent.bringToFront();
  await agentContext.setGeolocation({ latitude: order.latitude + 0.01, longitude: order.longitude, accuracy: 15 });
  await expect(agent.getByRole("status").filter({ hasText: "Sharing." })).toHaveText("Sharing. The patient sees: 1.1 km away · about 4 min");
  await expect(eta).toHaveText("Ravi Kumar: 1.1 km away · about 4 min", { timeout: 15_000 });
  await agentContext.setGeolocation({ latitude: order.latitude + 0.0004, longitude: order.longitude, accuracy: 10 });
  await expect(eta).toHaveText("Ravi Kumar: Arriving now", { timeout: 15_000 });
  const box = await patient.locator("main").boundingBox();
  expect(box && box.width).toBeLessThanOrEqual(390);

  // The console keeps the ETA history of the order.
  await console_.reload();
  await console_.getByText(/^ETA history \(\d+\)$/).click();
  await expect(console_.getByRole("list", { name: "ETA history" }).getByRole("listitem").last()).toContainText("Arriving now");

  // Sharing stops when the phlebotomist says so.
  await agent.getByRole("button", { name: "Stop sharing" }).click();
  await expect(agent.getByRole("button", { name: "Start sharing" })).toBeVisible();
  await Promise.all([staff.close(), agentContext.close(), patientContext.close()]);
});
