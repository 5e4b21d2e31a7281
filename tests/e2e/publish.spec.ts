import { expect, test } from "./hydrated-test";
import fs from "node:fs";
import { publish } from "./helpers";

test("a newly published configuration is visible on the next request", async ({ page, request }) => {
  await page.goto("/consult");
  await expect(page.getByRole("heading", { name: "How would you like to consult?" })).toBeVisible();
  // Twice more, so the rendered page is certainly in the HTML cache before the publish.
  await request.get("/consult");
  const cached = await request.get("/consult");
  expect(cached.headers()["x-html-cache-status"]).toBe("HIT");

  const config = JSON.parse(fs.readFileSync("screen-configs/consult_home.web.json", "utf8"));
  config.containers[0].sections.find((s: { name: string }) => s.name === "consult_services").title = "Choose how to see a doctor";
  const result = await publish(request, "consult_home", "web", config);
  expect(result.success).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Choose how to see a doctor" })).toBeVisible();
  await expect(page.locator('[data-screen="consult_home"]')).toHaveAttribute("data-config-version", String(result.version));
});

test("a bad configuration is refused with its errors and the screen does not change", async ({ page, request }) => {
  const config = JSON.parse(fs.readFileSync("screen-configs/consult_home.web.json", "utf8"));
  config.containers[0].sections[0].meta.visible_cards = 99;
  const result = await publish(request, "consult_home", "web", config);
  expect(result.success).toBe(false);
  expect(result.errors).toContainEqual({ path: "/containers/0/sections/0/meta/visible_cards", message: "Enter 12 or less" });
  await page.goto("/consult");
  await expect(page.locator('[data-screen="consult_home"]')).toBeVisible();
});
