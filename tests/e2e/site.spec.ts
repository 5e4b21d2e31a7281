import { expect, test, type Locator, type Page } from "./hydrated-test";

/**
 * The blog and the health tools on a phone (390 px), driven by keyboard: search the blog (the spec's 3-character
 * minimum), open an article and come back; run each health tool to its result and the test it offers.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Presses Tab from wherever focus is until `target` has it, as someone without a mouse reaches it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reached by Tab");
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Waits for the page's scripts, so that the browser-side checks of the form run (the server checks the same). */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

test.describe("blog at 390 px by keyboard", () => {
  test("a 2-character search is refused with the spec's rule; a real one lists articles; an article opens and Back returns", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Health articles" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await tabTo(page, search);
    await page.keyboard.type("hb");
    await page.keyboard.press("Enter");
    await expect(search).toHaveAttribute("aria-invalid", "true");
    await expect(search).toHaveAccessibleDescription("Please enter at least 3 characters to search");

    await page.keyboard.type("a1c");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=hba1c/);
    await expect(page.getByRole("heading", { name: "Articles matching “hba1c”" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/\d+ articles?/);
    const article = page.getByRole("link", { name: /HbA1c explained/ });
    await tabTo(page, article);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/blog\/hba1c-explained$/);
    await expect(page.getByRole("heading", { level: 1, name: "HbA1c explained: what your three-month sugar number means" })).toBeVisible();
    await expect(page.getByText(/^Medically reviewed by Dr\. /)).toBeVisible();
    await expect(page.getByText("5 min read")).toBeVisible();
    await expect(page.getByRole("link", { name: /HbA1c/ }).first()).toHaveAttribute("href", "/lab-tests/hba1c-glycated-haemoglobin");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/hba1c-explained$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: "HbA1c explained: what your three-month sugar number means" });
    await expectNoSideways(page);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Articles matching “hba1c”" })).toBeVisible();
  });

  test("the home screen's article links open real articles", async ({ page }) => {
    for (const slug of ["vitamin-d-deficiency-in-india", "dengue-warning-signs", "metformin-guide"]) {
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect((await page.goto("/blog/no-such-article"))?.status()).toBe(404);
  });
});

test.describe("health tools at 390 px by keyboard", () => {
  test("BMI: an empty form says what is missing; 165 cm and 68 kg with a 92 cm waist is 25.0, increased risk, with HbA1c offered", async ({ page }) => {
    await page.goto("/health-tools/bmi-calculator");
    await hydrated(page);
    const submit = page.getByRole("button", { name: "Calculate BMI" });
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please choose male or female")).toBeVisible();
    await expect(page.getByLabel("Height (cm)")).toHaveAttribute("aria-invalid", "true");

    await tabTo(page, page.getByLabel("Male", { exact: true }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByLabel("Height (cm)"));
    await page.keyboard.type("165");
    await page.keyboard.press("Tab");
    await page.keyboard.type("68");
    await page.keyboard.press("Tab");
    await page.keyboard.type("92");
    await page.keyboard.press("Enter");

    const result = page.getByRole("status", { name: "Your BMI" });
    await expect(result.getByText("25.0 kg/m²")).toBeVisible();
    await expect(result.getByText("Overweight (increased risk)")).toBeVisible();
    await expect(result.getByText(/at or above the Indian cut-off for abdominal obesity/)).toBeVisible();
    await expect(result.getByRole("link", { name: "Book HbA1c" })).toHaveAttribute("href", "/lab-tests/hba1c-glycated-haemoglobin");
    await expect(page.getByText(/Appropriate body-mass index for Asian populations/)).toBeVisible();
    await expectNoSideways(page);
  });

  test("calories required: a 40-year-old man, 180 cm, 80 kg, sedentary needs 2,076 kcal a day", async ({ page }) => {
    await page.goto("/health-tools/calories-required");
    await hydrated(page);
    await tabTo(page, page.getByLabel("Male", { exact: true }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByLabel("Age (years)"));
    await page.keyboard.type("40");
    await page.keyboard.press("Tab");
    await page.keyboard.type("180");
    await page.keyboard.press("Tab");
    await page.keyboard.type("80");
    await page.keyboard.press("Tab");
    const activity = page.getByLabel("How active are you?");
    await expect(activity).toBeFocused();
    await activity.selectOption("sedentary");
    await tabTo(page, page.getByRole("button", { name: "Calculate calories" }));
    await page.keyboard.press("Enter");
    const result = page.getByRole("status", { name: "Calories you need a day" });
    await expect(result.getByText("2,076 kcal")).toBeVisible();
    await expect(result.getByText(/about 1,730 kcal a day/)).toBeVisible();
    await expect(page.getByText(/Mifflin MD, St Jeor ST/)).toBeVisible();
    await expectNoSideways(page);
  });

  test("calories burnt: the spec's durations are offered; an hour of running at 10 km/h for 60 kg is 588 kcal", async ({ page }) => {
    await page.goto("/health-tools/calories-burnt");
    await hydrated(page);
    const duration = page.getByLabel("For how long");
    await expect(duration.locator("option")).toHaveText([
      "Choose…", "15 minutes", "30 minutes", "45 minutes", "1 hour",
      ...Array.from({ length: 10 }, (_, i) => `${i + 2} hours`),
    ]);
    const activity = page.getByLabel("Activity");
    await tabTo(page, activity);
    await activity.selectOption("running-10kmh");
    await page.keyboard.press("Tab");
    await expect(duration).toBeFocused();
    await duration.selectOption("60");
    await page.keyboard.press("Tab");
    await page.keyboard.type("60");
    await page.keyboard.press("Enter");
    const result = page.getByRole("status", { name: "Calories burnt" });
    await expect(result.getByText("588 kcal")).toBeVisible();
    await expect(result.getByRole("link", { name: "Book a lipid profile" })).toBeVisible();
    await expectNoSideways(page);
  });

  test("heart health: a 52-year-old male smoker with 150 mmHg and BMI 27 reads 12% from the WHO South Asia chart; Type 2 diabetes adds HbA1c", async ({ page }) => {
    await page.goto("/health-tools/heart-health");
    await hydrated(page);
    await tabTo(page, page.getByLabel("Male", { exact: true }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByLabel("Age (years)"));
    await page.keyboard.type("35");
    await tabTo(page, page.getByLabel("Yes", { exact: true }));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByLabel("Systolic (upper) blood pressure (mmHg)"));
    await page.keyboard.type("150");
    await page.keyboard.press("Tab");
    await page.keyboard.type("170");
    await page.keyboard.press("Tab");
    await page.keyboard.type("78");
    await page.keyboard.press("Tab");
    const diabetes = page.getByLabel("Diabetes", { exact: true });
    await expect(diabetes).toBeFocused();
    await expect(diabetes.locator("option")).toHaveText(["Choose…", "No diabetes", "Pre-Diabetes", "Type 1", "Type 2", "Gestational"]);
    await diabetes.selectOption("none");
    await tabTo(page, page.getByRole("button", { name: "Calculate heart risk" }));
    await page.keyboard.press("Enter");
    // The chart covers ages 40 to 74.
    await expect(page.getByText("Please enter an age between 40 and 74 years")).toBeVisible();

    const age = page.getByLabel("Age (years)");
    await tabTo(page, age);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("52");
    await page.keyboard.press("Enter");
    const result = page.getByRole("status", { name: "Your 10-year heart risk" });
    await expect(result.getByText("12%", { exact: true })).toBeVisible();
    await expect(result.getByText(/Risk level: 10% to under 20%/)).toBeVisible();
    await expect(result.getByRole("link", { name: "Consult a cardiologist" })).toHaveAttribute("href", "/specialties/cardiology");
    await expect(result.getByRole("link", { name: "Book a lipid profile" })).toHaveAttribute("href", "/lab-tests/lipid-profile");
    await expect(page.getByText(/revised models to estimate risk in 21/)).toBeVisible();
    await expectNoSideways(page);

    await tabTo(page, diabetes);
    await diabetes.selectOption("Type 2");
    await tabTo(page, page.getByRole("button", { name: "Calculate heart risk" }));
    await page.keyboard.press("Enter");
    await expect(result.getByText(/With diabetes, WHO advises the laboratory-based chart/)).toBeVisible();
    await expect(result.getByRole("link", { name: "Book HbA1c" })).toBeVisible();
  });

  test("the tools index reaches each tool by keyboard", async ({ page }) => {
    await page.goto("/health-tools");
    const link = page.getByRole("link", { name: /Calories burnt/ });
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Calories burnt" })).toBeVisible();
  });
});
