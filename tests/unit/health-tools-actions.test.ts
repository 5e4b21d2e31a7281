/** The tool pages' actions: bad input is a 400 with a message per field; good input a result with its offers. */
import { describe, expect, it } from "vitest";
import { bmiAction, caloriesBurntAction, caloriesRequiredAction } from "~/features/health-tools/tools.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/x", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("health tool actions", () => {
  it("BMI: missing and out-of-range fields each get their message", async () => {
    const res = await bmiAction(post({ heightCm: "1.7", weightKg: "" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.outcome).toBeNull();
    expect(body.result.error).toMatchObject({
      sex: ["Please choose male or female"],
      heightCm: ["Please enter a height between 100 and 250 cm"],
      weightKg: ["Please enter your weight"],
    });
  });

  it("BMI: 68 kg at 165 cm with a 92 cm waist (man) is 25.0, increased risk, and offers HbA1c and a lipid profile", async () => {
    const body = await (await bmiAction(post({ sex: "male", heightCm: "165", weightKg: "68", waistCm: "92" }))).json();
    expect(body.outcome).toMatchObject({ bmi: 25, category: "increased", abdominalObesity: true });
    expect(body.outcome.offers.map((o: { to: string }) => o.to)).toEqual(["/lab-tests/hba1c-glycated-haemoglobin", "/lab-tests/lipid-profile", "/consult"]);
  });

  it("calories required: Mifflin-St Jeor × activity factor", async () => {
    const body = await (await caloriesRequiredAction(post({ sex: "male", ageYears: "40", heightCm: "180", weightKg: "80", activity: "sedentary" }))).json();
    expect(body.outcome).toMatchObject({ restingKcal: 1730, dailyKcal: 2076 });
    expect((await caloriesRequiredAction(post({ sex: "male", ageYears: "12", heightCm: "180", weightKg: "80", activity: "x" }))).status).toBe(400);
  });

  it("calories burnt: only the spec's durations are accepted", async () => {
    const body = await (await caloriesBurntAction(post({ activity: "running-10kmh", minutes: "60", weightKg: "60" }))).json();
    expect(body.outcome).toMatchObject({ kcal: 588, met: 9.8 });
    const bad = await (await caloriesBurntAction(post({ activity: "running-10kmh", minutes: "50", weightKg: "60" }))).json();
    expect(bad.result.error.minutes).toEqual(["Please choose how long"]);
  });
});
