/**
 * Health records (platform §2 "/health-records/{x}, /add-record/{x}", §3 "Record types: PRESCRIPTION, BILL,
 * HOSPITALIZATION, INSURANCE, VACCINATION, LAB REPORT, UNIDENTIFIED, TEST_REPORT", §9 "Health-record navs:
 * Prescription, Bill, Hospitalization"): the types with their tab slugs and labels, and the fields each type keeps.
 * Shared by the pages and the server.
 */

/** "Record types: PRESCRIPTION, BILL, HOSPITALIZATION, INSURANCE, VACCINATION, LAB REPORT, UNIDENTIFIED, TEST_REPORT". */
export const RECORD_TYPES = ["PRESCRIPTION", "BILL", "HOSPITALIZATION", "INSURANCE", "VACCINATION", "LAB REPORT", "UNIDENTIFIED", "TEST_REPORT"] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const isRecordType = (v: string): v is RecordType => (RECORD_TYPES as readonly string[]).includes(v);

/**
 * The {x} of /health-records/{x} and /add-record/{x} for each type. The navs the spec names come first, in its
 * order ("Prescription, Bill, Hospitalization"); the other types follow as further tabs.
 */
export const RECORD_TABS: readonly { slug: string; type: RecordType; label: string }[] = [
  { slug: "prescription", type: "PRESCRIPTION", label: "Prescription" },
  { slug: "bill", type: "BILL", label: "Bill" },
  { slug: "hospitalization", type: "HOSPITALIZATION", label: "Hospitalization" },
  { slug: "lab-report", type: "LAB REPORT", label: "Lab report" },
  { slug: "test-report", type: "TEST_REPORT", label: "Test report" },
  { slug: "insurance", type: "INSURANCE", label: "Insurance" },
  { slug: "vaccination", type: "VACCINATION", label: "Vaccination" },
  { slug: "unidentified", type: "UNIDENTIFIED", label: "Unidentified" },
];

export const tabOfSlug = (slug: string) => RECORD_TABS.find((t) => t.slug === slug) ?? null;
export const tabOfType = (type: RecordType) => RECORD_TABS.find((t) => t.type === type)!;

/**
 * Where a record came from: the patient's own upload, an order's report (a lab order, a scan, a health check), or a
 * consult's prescription (platform §3: "source (uploaded, or from an order or a consult)").
 */
export const RECORD_SOURCES = ["UPLOADED", "ORDER", "CONSULT"] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const RECORD_SOURCE_LABEL: Record<RecordSource, string> = { UPLOADED: "Uploaded by you", ORDER: "From your order", CONSULT: "From your consult" };

/** A type's own fields, beyond title, date, doctor and hospital: what a patient reads off that kind of paper. */
export interface RecordField {
  name: string;
  label: string;
  /** Amounts are rupees as typed; dates are yyyy-MM-dd. */
  kind: "text" | "amount" | "date";
}

export const RECORD_TYPE_FIELDS: Record<RecordType, readonly RecordField[]> = {
  PRESCRIPTION: [{ name: "diagnosis", label: "Diagnosis", kind: "text" }, { name: "medicines", label: "Medicines", kind: "text" }],
  BILL: [{ name: "billNumber", label: "Bill number", kind: "text" }, { name: "amount", label: "Amount (₹)", kind: "amount" }],
  HOSPITALIZATION: [{ name: "dischargeDate", label: "Discharge date", kind: "date" }, { name: "diagnosis", label: "Diagnosis", kind: "text" }],
  INSURANCE: [{ name: "insurer", label: "Insurance company", kind: "text" }, { name: "policyNumber", label: "Policy number", kind: "text" }, { name: "sumInsured", label: "Sum insured (₹)", kind: "amount" }],
  VACCINATION: [{ name: "vaccine", label: "Vaccine", kind: "text" }, { name: "dose", label: "Dose", kind: "text" }],
  "LAB REPORT": [{ name: "labName", label: "Lab", kind: "text" }],
  TEST_REPORT: [{ name: "testName", label: "Test", kind: "text" }],
  UNIDENTIFIED: [],
};

/** Titles, names and free-text fields: long enough for a hospital's name, short enough to list. */
export const RECORD_TEXT_MAX = 120;
