/**
 * "Report turnaround time converts milliseconds to days using the divisor 86,400,000."
 * One home for the report time's rule and words: the item page, the item cards, the cart and the order page all
 * say it through lib/report-tat, in English and Hindi.
 */
import { describe, expect, it } from "vitest";
import { MS_PER_DAY, expectedReportAt, reportTatDays, reportTatText, tatHoursToMs } from "../../app/lib/report-tat";
import { reportExpectedText } from "../../app/lib/report-expected";

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
    expect(reportTatText(undefined, "hi")).toBe("");
    expect(tatHoursToMs(0)).toBeNull();
  });

  it("says it in words, in English and Hindi, from the catalogue's hours", () => {
    expect(reportTatText(86_400_000)).toBe("Reports within 1 day");
    expect(reportTatText(72 * 3_600_000)).toBe("Reports within 3 days");
    expect(reportTatText(86_400_000, "hi")).toBe("रिपोर्ट 1 दिन में");
    expect(reportTatText(72 * 3_600_000, "hi")).toBe("रिपोर्ट 3 दिनों में");
  });

  it("an 8-hour item is 'within 1 day' everywhere: the same words for the card's hours and the page's milliseconds", () => {
    const fromHours = reportTatText(tatHoursToMs(8));
    expect(fromHours).toBe("Reports within 1 day");
    expect(fromHours).toBe(reportTatText(8 * 3_600_000));
    expect(reportTatText(tatHoursToMs(8), "hi")).toBe("रिपोर्ट 1 दिन में");
  });

  it("the expected date and time is the slot plus the slowest item's turnaround, in India time", () => {
    const at = expectedReportAt("2026-11-28T02:30:00.000Z", tatHoursToMs(24));
    expect(at).toBe("2026-11-29T02:30:00.000Z");
    expect(reportExpectedText(at)).toBe("Report expected by 29/11/2026, 08:00 AM IST");
    // A Hindi page says the time in Hindi words, from the one India-time home: no "AM IST" there.
    expect(reportExpectedText(at, "hi")).toBe("रिपोर्ट 29/11/2026, सुबह 08:00 बजे (भारतीय समय) तक अपेक्षित");
    expect(reportExpectedText(at, "hi")).not.toMatch(/AM|PM|IST/);
    expect(expectedReportAt(null, tatHoursToMs(24))).toBeNull();
    expect(expectedReportAt("2026-11-28T02:30:00.000Z", null)).toBeNull();
    expect(reportExpectedText(null)).toBe("");
  });
});
