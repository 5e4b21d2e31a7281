/** The sample type and method each test prints on the report, and the demo results of report-ready orders. */
import { describe, expect, it } from "vitest";
import { sampleAndMethod } from "~/lib/report-sample";
import { demoResultValue } from "~/.server/db/seed-data/report-results";
import { flagFor, rangeForPatient } from "~/lib/result-flags";
import { referenceRanges } from "~/.server/db/seed-data/reference-ranges";

describe("sample type and method per test", () => {
  it("follow the lab section that runs the test", () => {
    expect(sampleAndMethod({ name: "Complete Blood Count (CBC)", section: "Haematology", preparation: "No special preparation required." }))
      .toEqual({ sampleType: "Whole blood (EDTA)", method: "Automated cell counter (impedance and flow cytometry)" });
    expect(sampleAndMethod({ name: "Thyroid Profile Total (T3, T4, TSH)", section: "Immunoassay", preparation: "" }))
      .toEqual({ sampleType: "Serum", method: "Chemiluminescence immunoassay (CLIA)" });
  });

  it("tests whose method is in their name: HbA1c by HPLC on EDTA blood, glucose by hexokinase on fluoride plasma, ESR by Westergren", () => {
    expect(sampleAndMethod({ name: "HbA1c (Glycated Haemoglobin)", section: "Biochemistry", preparation: "" })).toEqual({ sampleType: "Whole blood (EDTA)", method: "HPLC (NGSP certified)" });
    expect(sampleAndMethod({ name: "Glucose Fasting (FBS)", section: "Biochemistry", preparation: "" }).sampleType).toBe("Fluoride plasma");
    expect(sampleAndMethod({ name: "ESR (Erythrocyte Sedimentation Rate)", section: "Haematology", preparation: "" }).method).toBe("Westergren");
  });

  it("a urine or stool collection decides the sample whatever the section", () => {
    expect(sampleAndMethod({ name: "Urine Culture & Sensitivity", section: "Microbiology", preparation: "Collect a mid-stream urine sample in the sterile container provided, before starting antibiotics." }).sampleType).toBe("Urine");
    expect(sampleAndMethod({ name: "Urine Protein, 24 Hours", section: "Biochemistry", preparation: "Collect all urine passed over 24 hours in the container provided" }).sampleType).toBe("24-hour urine");
    expect(sampleAndMethod({ name: "Stool Routine", section: "Clinical Pathology", preparation: "Collect a fresh stool sample in the sterile container provided." }).sampleType).toBe("Stool");
  });

  it("an unknown section still prints a sample and a method", () => {
    expect(sampleAndMethod({ name: "New test", section: null, preparation: "" })).toEqual({ sampleType: "Serum", method: "As per the lab's validated procedure" });
  });
});

describe("demo results of report-ready orders", () => {
  it("are inside the patient's range and the same on every run; vitamin D is low, as in most Indian adults", () => {
    const hb = rangeForPatient(referenceRanges.Haemoglobin, "F");
    const value = demoResultValue(7, "Haemoglobin", hb)!;
    expect(value).toBe(demoResultValue(7, "Haemoglobin", hb));
    expect(flagFor(value, hb)).toBeNull();
    const vitD = Object.keys(referenceRanges).find((k) => /Vitamin D/i.test(k))!;
    const range = rangeForPatient(referenceRanges[vitD], "M");
    expect(flagFor(demoResultValue(7, vitD, range)!, range)).toBe("LOW");
    expect(demoResultValue(7, "ABO Group", null)).toBe("B");
  });
});
