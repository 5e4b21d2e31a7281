/**
 * The invoice and report PDFs: "Invoice and lab report as real PDF files made with a PDF library (A4, the patient,
 * the items, per-parameter results with reference ranges and flags for the report)". Prices in ₹ ("Currency
 * symbol ₹"); dates in India time; a patient's name in any Indian script prints in that script.
 */
import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { renderInvoicePdf, renderReportPdf, type OrderDocument, type ReportTest } from "~/.server/domain/lab-tests/order-documents";
import { REPORT_PATHOLOGIST, REPORTING_LAB } from "~/.server/domain/lab-tests/report-signatory";

async function parsed(bytes: Buffer) {
  const parser = new PDFParse({ data: bytes });
  try {
    const info = await parser.getInfo();
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text), info };
  } finally {
    await parser.destroy();
  }
}

const doc: OrderDocument = {
  orderId: 9, displayId: "5000000202", parentDisplayId: "5000000201", preBookingId: "PB50000201", status: "REPORT_GENERATED",
  bookedAt: "2026-11-20T04:30:00.000Z", slotAt: "2026-11-21T02:30:00.000Z", collectedAt: "2026-11-21T02:45:00.000Z", reportAt: "2026-11-21T12:00:00.000Z",
  patient: { name: "Priya Nair", age: 34, gender: "F", uhid: "APJ1.0000000201", mobile: "+91 9000000002" },
  address: "12, Sea Breeze Apartments, Bandra West, 400050",
  lineItems: [
    { itemName: "Thyroid Profile Total (T3, T4, TSH)", itemType: "TEST", price: 41900, mrp: 60000 },
    { itemName: "Full Body Checkup Essential", itemType: "PACKAGE", price: 149950, mrp: 300000 },
  ],
  // ₹419 + ₹1,499.50 at MRP ₹600 + ₹3,000, less the ₹50 coupon, plus the ₹100 collection charge.
  bill: { mrpTotal: 360000, mrpDiscount: 168150, circleDiscount: 0, couponDiscount: 5000, collectionFee: 10000, bookingFee: 0, slotFee: 0, healthCreditsUsed: 0, toPay: 196850 },
  couponCode: "HEALTH25", paymentType: "ONLINE",
  results: [{ itemId: 1, itemName: "Thyroid Profile Total (T3, T4, TSH)", sampleType: "Serum", method: "Chemiluminescence immunoassay (CLIA)", packageName: null, rows: [
    { parameterName: "TSH (Ultrasensitive)", value: "0.1", unit: "µIU/mL", referenceRange: "0.27 - 4.2", flag: "LOW" },
    { parameterName: "Total T4 (Thyroxine)", value: "8.4", unit: "µg/dL", referenceRange: "5.1 - 14.1", flag: null },
  ] }],
};

describe("order documents", () => {
  it("the invoice is an A4 PDF with the patient, the order, India-time dates and every item priced in ₹", async () => {
    const bytes = await renderInvoicePdf(doc, new Date("2026-11-21T12:30:00.000Z"));
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]"); // A4
    const { text } = await parsed(bytes);
    for (const s of ["Priya Nair", "34 years / Female", "APJ1.0000000201", "5000000202", "PB50000201", "20/11/2026, 10:00 AM IST"]) expect(text).toContain(s);
    expect(text).toMatch(/Thyroid Profile Total \(T3, T4, TSH\) \(Test\)\s*₹600\s*₹419/);
    expect(text).toMatch(/Full Body Checkup Essential \(Package\)\s*₹3,000\s*₹1,499.50/);
    expect(text).toMatch(/Coupon discount \(HEALTH25\)\s*-₹50/);
    // ₹419 + ₹1,499.50 − ₹50 + ₹100
    expect(text).toMatch(/Total\s*₹1,968.50/);
    expect(text).toContain("Generated on 21/11/2026, 06:00 PM IST");
  });

  // Names are accepted in any script's letters (lib/patient); "a name in Devanagari (any Indian script)" must not
  // print as empty boxes. Each name's characters must be drawn in a font that has them (pdf-fonts.test.ts), and the
  // PDF's text must read them back. PDF text extraction returns Indic text in visual order (the i-sign before its
  // consonant, the reph after), so the name is compared as the set of characters after "Patient:".
  const names = ["प्रिया शर्मा", "தமிழ்செல்வி", "శ్రీనివాస్ రెడ్డి", "সুমিত্রা দাস", "ಅನನ್ಯಾ ಕೃಷ್ಣ", "ഗോപിക മേനോൻ", "હેતલ પટેલ", "ਗੁਰਪ੍ਰੀਤ ਕੌਰ", "ସୁଭଶ୍ରୀ ମହାନ୍ତି"];
  const letters = (s: string) => [...s.normalize("NFD").replace(/\s/g, "")].sort().join("");
  const patientLine = (text: string) => text.split("\n").find((l) => l.startsWith("Patient: "))?.slice("Patient: ".length) ?? "";
  for (const name of names) {
    it(`the invoice and the report print the patient's name "${name}" in its own script, next to ₹ amounts`, async () => {
      const named = { ...doc, patient: { ...doc.patient, name } };
      for (const bytes of [await renderInvoicePdf(named), await renderReportPdf(named)]) {
        const { text } = await parsed(bytes);
        expect(letters(patientLine(text))).toBe(letters(name));
      }
      expect((await parsed(await renderInvoicePdf(named))).text).toMatch(/Total\s*₹1,968.50/);
    });
  }

  it("a name mixing scripts keeps each part, and the fonts are embedded subsets (the file stays small)", async () => {
    const named = { ...doc, patient: { ...doc.patient, name: "Priya Rani" } };
    const bytes = await renderInvoicePdf(named);
    expect(patientLine((await parsed(bytes)).text)).toBe("Priya Rani");
    const mixed = await renderInvoicePdf({ ...doc, patient: { ...doc.patient, name: "Priya प्रिया" } });
    expect(letters(patientLine((await parsed(mixed)).text))).toBe(letters("Priya प्रिया"));
    expect(mixed.length).toBeLessThan(150_000);
  });

  it("the report lists each parameter with its result, flag in words, unit and reference range", async () => {
    const { text } = await parsed(await renderReportPdf(doc));
    expect(text).toContain("Laboratory Report");
    expect(text).toContain("Sample collected: 21/11/2026, 08:15 AM IST");
    // Text extraction reads the micro sign (U+00B5) back as Greek mu (U+03BC): both are accepted.
    expect(text).toMatch(/TSH \(Ultrasensitive\)\s*0\.1\s*Low\s*[µμ]IU\/mL\s*0\.27 - 4\.2/u);
    expect(text).toMatch(/Total T4 \(Thyroxine\)\s*8\.4\s*[µμ]g\/dL\s*5\.1 - 14\.1/u);
  });

  describe("a report like an Indian lab report", () => {
    // A package of many tests and two tests booked alone: several pages.
    const rowsOf = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({ parameterName: `${prefix} parameter ${i + 1}`, value: String(10 + i), unit: "mg/dL", referenceRange: "5 - 40", flag: null }));
    const tests: ReportTest[] = [
      { itemId: 1001, itemName: "Complete Blood Count (CBC)", sampleType: "Whole blood (EDTA)", method: "Automated cell counter (impedance and flow cytometry)", packageName: "Full Body Checkup - Essential", rows: rowsOf(18, "CBC") },
      { itemId: 1040, itemName: "Liver Function Test (LFT)", sampleType: "Serum", method: "Photometry (automated clinical chemistry analyser)", packageName: "Full Body Checkup - Essential", rows: rowsOf(12, "LFT") },
      { itemId: 1041, itemName: "Kidney Function Test (KFT)", sampleType: "Serum", method: "Photometry (automated clinical chemistry analyser)", packageName: "Full Body Checkup - Essential", rows: rowsOf(10, "KFT") },
      { itemId: 1030, itemName: "HbA1c (Glycated Haemoglobin)", sampleType: "Whole blood (EDTA)", method: "HPLC (NGSP certified)", packageName: null, rows: rowsOf(2, "HbA1c") },
      { itemId: 1050, itemName: "Urine Routine & Microscopy", sampleType: "Urine", method: "Physical, chemical (dipstick) and microscopic examination", packageName: null, rows: rowsOf(14, "Urine") },
    ];
    const long = { ...doc, results: tests };

    it("every page carries the lab, its NABL number, the patient's name, age and sex, the order id and 'Page n of N'", async () => {
      const { pages } = await parsed(await renderReportPdf(long, new Date("2026-11-21T12:30:00.000Z")));
      expect(pages.length).toBeGreaterThanOrEqual(3);
      pages.forEach((page, i) => {
        expect(page).toContain(REPORTING_LAB.name);
        expect(page).toContain(REPORTING_LAB.address);
        expect(page).toContain(`Certificate No. ${REPORTING_LAB.nablCertificate}`);
        expect(page).toContain("Patient: Priya Nair");
        expect(page).toContain("34 years / Female");
        expect(page).toContain("Order ID: 5000000202");
        expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      });
    });

    it("each test shows its sample type and method, and a package's name stands once above its tests", async () => {
      const { text } = await parsed(await renderReportPdf(long));
      for (const t of tests) expect(text.replace(/\s+/g, " ")).toContain(`${t.itemName} Sample: ${t.sampleType} · Method: ${t.method}`);
      expect(text.match(/Package: Full Body Checkup - Essential/g)).toHaveLength(1);
      expect(text.indexOf("Package: Full Body Checkup - Essential")).toBeLessThan(text.indexOf("Complete Blood Count (CBC)"));
      // Every parameter printed once.
      for (const t of tests) for (const r of t.rows) expect(text.split(r.parameterName + " ").length - 1).toBe(1);
    });

    it("ends with the pathologist's name, qualification and signature, then 'End of report', on the last page", async () => {
      const bytes = await renderReportPdf(long);
      const { pages } = await parsed(bytes);
      const last = pages.at(-1)!;
      expect(last).toContain(REPORT_PATHOLOGIST.name);
      expect(last).toContain(`${REPORT_PATHOLOGIST.qualification}, ${REPORT_PATHOLOGIST.designation}`);
      expect(last).toContain(REPORT_PATHOLOGIST.registration);
      expect(last.indexOf("*** End of report ***")).toBeGreaterThan(last.indexOf(REPORT_PATHOLOGIST.name));
      for (const page of pages.slice(0, -1)) expect(page).not.toContain("End of report");
    });

    // The frame (lab, patient box, footer) is 11 lines; a page whose body holds fewer than 8 more lines is a
    // near-empty page a patient would wonder about.
    const bodyLines = (page: string) => page.split("\n").filter((l) => l.trim()).length - 11;
    it("no page is near-empty, whatever the number of rows in the last test", async () => {
      for (let n = 1; n <= 40; n += 3) {
        const report = { ...doc, results: [...tests.slice(0, 3), { ...tests[4], rows: rowsOf(n, "Urine") }] };
        const { pages } = await parsed(await renderReportPdf(report));
        for (const page of pages) expect(bodyLines(page), `${n} rows in the last test`).toBeGreaterThanOrEqual(8);
      }
    });

    it("a one-test report is one page", async () => {
      const { pages } = await parsed(await renderReportPdf(doc));
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain("Page 1 of 1");
    });
  });
});
