/** "Report turnaround time converts milliseconds to days using the divisor 86,400,000." */
import { describe, expect, it } from "vitest";
import { MS_PER_DAY, reportTatDays, reportTatText } from "../../app/lib/report-tat";

describe("report turnaround", () => {
  it("uses the divisor 86,400,000", () => {
    expect(MS_PER_DAY).toBe(86_400_000);
    expect(reportTatDays(86_400_000)).toBe(1);
    expect(reportTatDays(3 * 86_400_000)).toBe(3);
  });

  it("a part day counts as a whole one (8 hours → 1 day, 36 hours → 2 days)", () => {
    expect(reportTatDays(8 * 3_600_000)).toBe(1);
    expect(reportTatDays(36 * 3_600_000)).toBe(2);
  });

  it("unknown or zero turnaround shows nothing", () => {
    expect(reportTatDays(0)).toBeNull();
    expect(reportTatDays(null)).toBeNull();
    expect(reportTatDays(Number.NaN)).toBeNull();
    expect(reportTatText(undefined)).toBe("");
  });

  it("says it in words", () => {
    expect(reportTatText(86_400_000)).toBe("Reports within 1 day");
    expect(reportTatText(72 * 3_600_000)).toBe("Reports within 3 days");
  });
});
