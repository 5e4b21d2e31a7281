/**
 * Per-parameter results. Issue 9: "Results are stored per parameter, so the order page also shows them as a
 * readable table, out-of-range values marked." and the report carries "per-parameter results with reference
 * ranges and flags".
 */
import { describe, expect, it } from "vitest";
import { flagFor, formatReferenceRange, parseNumericResult, rangeForPatient, resultValueError } from "~/lib/result-flags";
import { referenceRanges } from "~/.server/db/seed-data/reference-ranges";
import { catalogue } from "~/.server/db/seed-data/catalogue";

describe("reference ranges", () => {
  it("apply sex-specific bounds where the lab has them (Haemoglobin 13-17 men, 12-15 women)", () => {
    expect(rangeForPatient(referenceRanges.Haemoglobin, "M")).toEqual({ unit: "g/dL", low: 13, high: 17, normal: null });
    expect(rangeForPatient(referenceRanges.Haemoglobin, "F")).toEqual({ unit: "g/dL", low: 12, high: 15, normal: null });
    // No recorded sex: the widest interval, so nothing is flagged on a guess.
    expect(rangeForPatient(referenceRanges.Haemoglobin, null)).toMatchObject({ low: 12, high: 17 });
    expect(rangeForPatient(undefined, "M")).toBeNull();
  });

  it("are keyed by observation names that exist in the catalogue, each with a sane interval", () => {
    const names = new Set(catalogue.flatMap((i) => i.observations.map((o) => o.observationName)));
    for (const [name, r] of Object.entries(referenceRanges)) {
      expect(names.has(name), name).toBe(true);
      if (r.low != null && r.high != null) expect(r.low, name).toBeLessThan(r.high);
      for (const s of [r.male, r.female]) if (s?.low != null && s.high != null) expect(s.low, name).toBeLessThan(s.high);
    }
  });

  it("print as the lab writes them", () => {
    expect(formatReferenceRange({ low: 0.27, high: 4.2, normal: null })).toBe("0.27 - 4.2");
    expect(formatReferenceRange({ low: null, high: 200, normal: null })).toBe("< 200");
    expect(formatReferenceRange({ low: 90, high: null, normal: null })).toBe("> 90");
    expect(formatReferenceRange({ low: null, high: null, normal: "Negative" })).toBe("Negative");
    expect(formatReferenceRange(null)).toBe("");
  });
});

describe("flags: 'out-of-range values marked'", () => {
  const tsh = rangeForPatient(referenceRanges["TSH (Ultrasensitive)"], "F");
  it("LOW below the range, HIGH above it, nothing inside it (bounds included)", () => {
    expect(flagFor("0.1", tsh)).toBe("LOW");
    expect(flagFor("6.8", tsh)).toBe("HIGH");
    expect(flagFor("2.5", tsh)).toBeNull();
    expect(flagFor("0.27", tsh)).toBeNull();
    expect(flagFor("4.2", tsh)).toBeNull();
  });
  it("one-sided intervals flag only their side", () => {
    const cholesterol = rangeForPatient(referenceRanges["Total Cholesterol"], "M");
    expect(flagFor("240", cholesterol)).toBe("HIGH");
    expect(flagFor("90", cholesterol)).toBeNull();
  });
  it("a qualitative result other than the normal answer is ABNORMAL (case-insensitive)", () => {
    const ns1 = rangeForPatient(referenceRanges["Dengue NS1 Antigen"], "F");
    expect(flagFor("negative", ns1)).toBeNull();
    expect(flagFor("Positive", ns1)).toBe("ABNORMAL");
  });
  it("no range, no flag", () => {
    expect(flagFor("Smear shows normocytic cells", null)).toBeNull();
  });
});

describe("entered values are checked", () => {
  const hba1c = rangeForPatient(referenceRanges.HbA1c, "M");
  it("accepts plain decimals only where the range is numeric", () => {
    expect(parseNumericResult(" 5.4 ")).toBe(5.4);
    expect(parseNumericResult(".5")).toBe(0.5);
    for (const bad of ["5,4", "5.4%", "1e3", "", "abc", "5..4"]) expect(parseNumericResult(bad), bad).toBeNull();
    expect(resultValueError("HbA1c", "5,4", hba1c)).toBe("HbA1c: enter a number (for example 5.4).");
    expect(resultValueError("HbA1c", "6.1", hba1c)).toBeNull();
  });
  it("allows free text where there is no numeric range, but not control characters or overlong text", () => {
    expect(resultValueError("Impression", "Normocytic normochromic", null)).toBeNull();
    expect(resultValueError("Impression", "bad\u0007bell", null)).toBe("Impression: remove the special characters.");
    expect(resultValueError("Impression", "x".repeat(61), null)).toMatch(/under 60 characters/);
  });
  it("treats a blank as not entered", () => {
    expect(resultValueError("HbA1c", "  ", hba1c)).toBeNull();
  });
});
