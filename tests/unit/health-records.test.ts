/**
 * The health records' rules: the spec's record types and navs, the add-record form, the expiring owner-only file
 * links, the NRCES profile of each record type, and the trend chart drawn from a family member's reports.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { RECORD_TABS, RECORD_TYPES, tabOfSlug } from "~/lib/health-records";
import { AMOUNT_INVALID_MESSAGE, DATE_IN_FUTURE_MESSAGE, TITLE_REQUIRED_MESSAGE, validateRecordInput } from "~/lib/health-record-form";
import { FILE_LINK_TTL_MS, checkFileLink, fileLinkOf } from "~/.server/domain/health-records/file-links";
import { fhirBirthDate, profileOf } from "~/.server/domain/health-records/fhir";
import { parseRecordId, recordIdOf } from "~/.server/domain/health-records/records";
import { TrendChart } from "~/features/health-records/TrendChart";

const NOW = new Date("2026-11-27T04:00:00.000Z");

describe("record types and navs", () => {
  it('has every type of "Record types: PRESCRIPTION, BILL, HOSPITALIZATION, INSURANCE, VACCINATION, LAB REPORT, UNIDENTIFIED, TEST_REPORT", each with a tab', () => {
    expect([...RECORD_TYPES].sort()).toEqual(["BILL", "HOSPITALIZATION", "INSURANCE", "LAB REPORT", "PRESCRIPTION", "TEST_REPORT", "UNIDENTIFIED", "VACCINATION"]);
    expect(RECORD_TABS.map((t) => t.type).sort()).toEqual([...RECORD_TYPES].sort());
  });

  it('opens with "Health-record navs: Prescription, Bill, Hospitalization", in that order', () => {
    expect(RECORD_TABS.slice(0, 3).map((t) => t.label)).toEqual(["Prescription", "Bill", "Hospitalization"]);
    expect(tabOfSlug("lab-report")?.type).toBe("LAB REPORT");
    expect(tabOfSlug("LAB REPORT")).toBeNull();
  });

  it("names a record by its source and id, and refuses anything else", () => {
    expect(parseRecordId(recordIdOf({ kind: "order", id: 41 }))).toEqual({ kind: "order", id: 41 });
    // "Lab reports from orders, radiology reports … appear there by themselves": a centre's report is named by its order.
    expect(parseRecordId(recordIdOf({ kind: "centre", id: 7 }))).toEqual({ kind: "centre", id: 7 });
    for (const bad of ["order-0", "order-01", "upload-", "bill-3", "upload-1 ", "upload-12345678901", "../upload-1", "centre-0", "centres-1"]) expect(parseRecordId(bad)).toBeNull();
  });
});

describe("the add-record form", () => {
  const base = { recordType: "BILL", patientId: 7, title: "Dental cleaning", recordDate: "2026-11-02" };

  it("keeps the type's own fields and drops fields of other types", () => {
    const r = validateRecordInput({ ...base, hospitalName: "Apollo White Dental", fields: { billNumber: "AWD-22871", amount: "1800.50", vaccine: "BCG" } }, NOW);
    expect(r).toEqual({ ok: true, value: { recordType: "BILL", patientId: 7, title: "Dental cleaning", recordDate: "2026-11-02", doctorName: null, hospitalName: "Apollo White Dental", fields: { billNumber: "AWD-22871", amount: "1800.50" } } });
  });

  it("needs a title and a real date that is not after today in India", () => {
    expect(validateRecordInput({ ...base, title: "  " }, NOW)).toEqual({ ok: false, fieldErrors: { title: TITLE_REQUIRED_MESSAGE } });
    expect(validateRecordInput({ ...base, recordDate: "2026-02-30" }, NOW)).toMatchObject({ ok: false, fieldErrors: { recordDate: expect.any(String) } });
    // 04:00 UTC on the 27th is already the 27th in India (UTC+5:30): today is allowed, tomorrow is not.
    expect(validateRecordInput({ ...base, recordDate: "2026-11-27" }, NOW).ok).toBe(true);
    expect(validateRecordInput({ ...base, recordDate: "2026-11-28" }, NOW)).toEqual({ ok: false, fieldErrors: { recordDate: DATE_IN_FUTURE_MESSAGE } });
  });

  it("takes amounts in rupees with at most two decimals, and refuses control characters in text", () => {
    expect(validateRecordInput({ ...base, fields: { amount: "₹1,800" } }, NOW)).toEqual({ ok: false, fieldErrors: { amount: AMOUNT_INVALID_MESSAGE } });
    expect(validateRecordInput({ ...base, title: "Bill\u202Egpj.exe" }, NOW).ok).toBe(false);
    expect(validateRecordInput({ ...base, recordType: "XRAY" }, NOW).ok).toBe(false);
  });
});

describe("fetchBlobURLWithPRISMData links", () => {
  it("work for the account they were made for, until they expire", () => {
    const { url, expiresAt } = fileLinkOf(3, "upload-9", 0, NOW);
    expect(Date.parse(expiresAt) - NOW.getTime()).toBe(FILE_LINK_TTL_MS);
    const params = new URL(url, "http://localhost").searchParams;
    expect(checkFileLink(3, params, NOW)).toEqual({ recordId: "upload-9", index: 0 });
    expect(checkFileLink(4, params, NOW)).toBeNull();
    expect(checkFileLink(3, params, new Date(Date.parse(expiresAt)))).toBeNull();
  });

  it("open nothing once any part is changed", () => {
    const params = new URL(fileLinkOf(3, "upload-9", 0, NOW).url, "http://localhost").searchParams;
    for (const [k, v] of [["record", "upload-10"], ["file", "1"], ["expires", String(NOW.getTime() + 86_400_000)], ["signature", "x"]]) {
      const changed = new URLSearchParams(params);
      changed.set(k, v);
      expect(checkFileLink(3, changed, NOW)).toBeNull();
    }
  });
});

describe("FHIR export", () => {
  it("follows NRCES: reports as DiagnosticReportRecord, prescriptions as PrescriptionRecord, the rest as HealthDocumentRecord", () => {
    expect(profileOf({ recordType: "LAB REPORT" }).profile).toBe("DiagnosticReportRecord");
    expect(profileOf({ recordType: "TEST_REPORT" }).profile).toBe("DiagnosticReportRecord");
    expect(profileOf({ recordType: "PRESCRIPTION" }).profile).toBe("PrescriptionRecord");
    for (const t of ["BILL", "HOSPITALIZATION", "INSURANCE", "VACCINATION", "UNIDENTIFIED"] as const) expect(profileOf({ recordType: t }).profile).toBe("HealthDocumentRecord");
  });

  it('turns the spec\'s "dateOfBirth (dd/mm/yyyy)" into FHIR\'s date', () => {
    expect(fhirBirthDate("14/08/1986")).toBe("1986-08-14");
    expect(fhirBirthDate("1986-08-14")).toBeUndefined();
    expect(fhirBirthDate(null)).toBeUndefined();
  });
});

describe("the trend chart", () => {
  it("plots every report's value against the reference range, and says so in words", () => {
    const html = renderToStaticMarkup(TrendChart({
      trend: {
        parameterName: "HbA1c", unit: "%", rangeLow: 4, rangeHigh: 5.6,
        points: [
          { date: "2026-05-13T07:10:00.000Z", value: 7.1, flag: "HIGH", orderDisplayId: "71000000141" },
          { date: "2026-10-03T07:10:00.000Z", value: 6.4, flag: "HIGH", orderDisplayId: "71000000041" },
        ],
      },
    }));
    expect(html).toContain('aria-label="HbA1c across 2 reports: 7.1 % on 13 May 2026, 6.4 % on 3 Oct 2026. Reference range 4–5.6 %."');
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain('class="trend-range"');
    expect(html).toMatch(/<path d="M[\d.]+,[\d.]+L[\d.]+,[\d.]+"/);
  });
});
