/** The tool pages' actions: bad input is a 400 with a message per field; good input a result with its offers. */
import { describe, expect, it } from "vitest";
import { bmiAction, caloriesBurntAction, caloriesRequiredAction, heartHealthAction } from "~/features/health-tools/tools.server";

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

  it("heart health: a 52-year-old male smoker, SBP 150, 170 cm and 78 kg (BMI 27.0) reads the chart's cell", async () => {
    const body = await (await heartHealthAction(post({ sex: "male", ageYears: "52", smoker: "yes", systolicMmHg: "150", heightCm: "170", weightKg: "78", diabetes: "none" }))).json();
    // WHO 2019 South Asia non-laboratory chart: men, smokers, 50–54, SBP 140–159, BMI 25–29.
    expect(body.outcome).toMatchObject({ riskPercent: 12, level: "10to20", bmi: 27, knownDiabetes: false });
    expect(body.outcome.offers.map((o: { to: string }) => o.to)).toEqual(["/lab-tests/lipid-profile", "/specialties/cardiology"]);
  });

  it("heart health: the spec's diabetes types are accepted; Type 2 is flagged and adds HbA1c", async () => {
    const body = await (await heartHealthAction(post({ sex: "female", ageYears: "60", smoker: "no", systolicMmHg: "130", heightCm: "155", weightKg: "60", diabetes: "Type 2" }))).json();
    expect(body.outcome).toMatchObject({ knownDiabetes: true });
    expect(body.outcome.offers.map((o: { label: string }) => o.label)).toEqual(["Book a lipid profile", "Book HbA1c", "Consult a cardiologist"]);
    for (const d of ["Pre-Diabetes", "Type 1", "Gestational"]) {
      expect((await heartHealthAction(post({ sex: "female", ageYears: "60", smoker: "no", systolicMmHg: "130", heightCm: "155", weightKg: "60", diabetes: d }))).status).toBe(200);
    }
  });

  it("heart health: outside the chart's ages 40 to 74, and unanswered questions, get their messages", async () => {
    const res = await heartHealthAction(post({ sex: "male", ageYears: "35", systolicMmHg: "150", heightCm: "170", weightKg: "78", diabetes: "Type 3" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.result.error).toMatchObject({
      ageYears: ["Please enter an age between 40 and 74 years"],
      smoker: ["Please say whether you smoke"],
      diabetes: ["Please say whether you have diabetes"],
    });
  });
});
