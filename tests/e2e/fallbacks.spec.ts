import { expect, test } from "./hydrated-test";
import fs from "node:fs";
import path from "node:path";
import { sectionStatuses } from "./helpers";

test.describe("configuration fallbacks", () => {
  test("with the content service failing, the CDN copy is served", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-sdui-fault": "content" });
    await page.goto("/lab-tests");
    await expect(page.locator('[data-screen="diag_home"]')).toHaveAttribute("data-config-source", "cdn");
    await expect(page.locator('[data-section="top_booked_tests"][data-section-status="ok"]')).toBeVisible();
  });

  test("with the content service and the CDN failing, the bundled copy is served", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-sdui-fault": "content,cdn" });
    await page.goto("/");
    await expect(page.locator('[data-screen="a247_home"]')).toHaveAttribute("data-config-source", "bundled");
    const statuses = await sectionStatuses(page);
    expect(statuses.length).toBeGreaterThan(5);
    await expect(page.locator('[data-section="services"]')).toContainText("Book Lab Tests");
  });

  test("a configuration with broken sections renders every other section", async ({ page }) => {
    const file = path.resolve("var/cdn/screen-configs/consult_home.web_qa.json");
    const original = fs.readFileSync(file, "utf8");
    const config = JSON.parse(original);
    const sections = config.containers[0].sections;
    const banner = sections.find((s: { type: string }) => s.type === "FullWidthBanner");
    sections.push(
      { ...banner, name: "unknown_widget", order: 90, type: "HolographicCard" },
      { ...banner, name: "bad_props", order: 91, data_source: { type: "JSON", data: { imageUrl: 42 } } },
      { ...banner, name: "script_url", order: 92, data_source: { type: "JSON", data: { ...banner.data_source.data, redirectUrl: "javascript:alert(document.cookie)" } } },
      {
        name: "failing_source", order: 93, type: "DiagItemCard", title: "Broken list", SSR: true, eager_load: false,
        data_source: { type: "API", api_type: "REST", method: "GET", uri: "/content/getwidgets?city={cityId}&widgetname=no-such-widget", result_path: "data.diagnosticWidgetData" },
        component_prop_mapping: { items: "" },
      },
    );
    fs.writeFileSync(file, JSON.stringify(config));
    try {
      const dialogs: string[] = [];
      page.on("dialog", (d) => (dialogs.push(d.message()), d.dismiss()));
      await page.setExtraHTTPHeaders({ "x-sdui-fault": "content" });
      await page.goto("/consult");
      await expect(page.locator('[data-screen="consult_home"]')).toHaveAttribute("data-config-source", "cdn");
      const statuses = await sectionStatuses(page);
      const names = statuses.map((s) => s.name);
      for (const good of original.match(/"name": ?"[a-z_]+"/g)!.map((m) => m.split('"')[3])) expect(names).toContain(good);
      expect(names).not.toContain("unknown_widget");
      expect(names).not.toContain("bad_props");
      expect(names).not.toContain("script_url");
      expect(statuses.find((s) => s.name === "failing_source")?.status).toBe("error");
      await expect(page.locator('[data-section="failing_source"]')).toContainText("Something went wrong! Please try again.");
      expect(statuses.filter((s) => s.status === "ok").length).toBe(names.length - 1);
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
