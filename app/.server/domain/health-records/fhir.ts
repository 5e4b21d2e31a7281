/**
 * FHIR R4 export of health records, shaped after India's NRCES profiles so the records can move to an ABDM health
 * locker: each record is a document Bundle whose first entry is a Composition —
 *   DiagnosticReportRecord (lab and test reports): a DiagnosticReport with one Observation per parameter (LOINC
 *     code where the catalogue has one, UCUM unit, reference range, interpretation) and the PDF as presentedForm;
 *     a centre's scan or health-check report has no stored results, so it is the PDF alone (no Observation is
 *     made up from a document), filed under its own service (imaging, other) and performed by its centre;
 *   PrescriptionRecord (prescriptions): the prescription file as a Binary;
 *   HealthDocumentRecord (bills, discharge papers, insurance, vaccination, anything else): a DocumentReference.
 * A family member's whole history is a collection Bundle of those documents.
 */
import crypto from "node:crypto";
import type {
  Attachment, Binary, Bundle, BundleEntry, CodeableConcept, Composition, DiagnosticReport, DocumentReference, Observation,
  Organization, Patient as FhirPatient, Quantity, Resource,
} from "@medplum/fhirtypes";
import type { DB } from "../../db/client";
import { getPatient, type Patient } from "../accounts/patients";
import { notFound } from "../errors";
import { fileOfRecord, medicalRecordsOf, recordOfAccount, type MedicalRecord, type RecordParameter } from "./records";
import { loincCodes } from "../../db/seed-data/loinc-codes";
import { parseNumericResult } from "~/lib/result-flags";

const NRCES = "https://nrces.in/ndhm/fhir/r4/StructureDefinition";
const SNOMED = "http://snomed.info/sct";
const LOINC = "http://loinc.org";
const UCUM = "http://unitsofmeasure.org";
const INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";

/** The NRCES profile a record type is exported as, with the Composition's SNOMED type. */
export function profileOf(record: Pick<MedicalRecord, "recordType">) {
  if (record.recordType === "LAB REPORT" || record.recordType === "TEST_REPORT")
    return { profile: "DiagnosticReportRecord", type: { code: "721981007", display: "Diagnostic studies report" } };
  if (record.recordType === "PRESCRIPTION") return { profile: "PrescriptionRecord", type: { code: "440545006", display: "Prescription record" } };
  return { profile: "HealthDocumentRecord", type: { code: "419891008", display: "Record artifact" } };
}

/** Report units as printed on Indian lab reports, in UCUM. A unit missing here is kept as text without a code. */
const UCUM_UNITS: Record<string, string> = {
  "%": "%", "mg/dL": "mg/dL", "g/dL": "g/dL", "ng/mL": "ng/mL", "ng/dL": "ng/dL", "pg/mL": "pg/mL", "µg/dL": "ug/dL",
  "µIU/mL": "u[IU]/mL", "fL": "fL", "pg": "pg", "U/L": "U/L", "mm/hr": "mm/h", "/µL": "/uL", "mg/g": "mg/g", "mmol/L": "mmol/L",
  "seconds": "s", "million/µL": "10*6/uL",
};

const quantity = (value: number, unit: string | null): Quantity => {
  const code = unit ? UCUM_UNITS[unit] : undefined;
  return code ? { value, unit: unit!, system: UCUM, code } : unit ? { value, unit } : { value };
};

const INTERPRETATIONS: Record<string, { code: string; display: string }> = {
  HIGH: { code: "H", display: "High" },
  LOW: { code: "L", display: "Low" },
  ABNORMAL: { code: "A", display: "Abnormal" },
};

/** dd/mm/yyyy (the spec's date of birth) as FHIR's yyyy-mm-dd; null when it is not a date. */
export function fhirBirthDate(dob: string | null): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob ?? "");
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

const uuid = () => `urn:uuid:${crypto.randomUUID()}`;

function patientResource(p: Patient): FhirPatient {
  return {
    resourceType: "Patient",
    meta: { profile: [`${NRCES}/Patient`] },
    identifier: [{ type: { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0203", code: "MR", display: "Medical record number" }] }, system: "https://www.apollo247.com/uhid", value: p.uhid }],
    name: [{ text: `${p.firstName} ${p.lastName}`.trim(), given: [p.firstName], ...(p.lastName ? { family: p.lastName } : {}) }],
    ...(p.gender === "M" ? { gender: "male" as const } : p.gender === "F" ? { gender: "female" as const } : {}),
    ...(fhirBirthDate(p.dateOfBirth) ? { birthDate: fhirBirthDate(p.dateOfBirth) } : {}),
  };
}

const LAB: Organization = { resourceType: "Organization", meta: { profile: [`${NRCES}/Organization`] }, name: "Apollo Diagnostics" };

/** The v2-0074 diagnostic service section and the NRCES DiagnosticReport profile of a report record. */
const DIAGNOSTIC_SERVICES = {
  LAB: { code: "LAB", display: "Laboratory", profile: "DiagnosticReportLab" },
  RAD: { code: "RAD", display: "Radiology", profile: "DiagnosticReportImaging" },
  OTH: { code: "OTH", display: "Other", profile: "DiagnosticReportLab" },
} as const;

function observationOf(p: RecordParameter, subject: string, issued: string): Observation {
  const loinc = loincCodes[p.parameterName];
  const code: CodeableConcept = loinc ? { coding: [{ system: LOINC, code: loinc.code, display: loinc.display }], text: p.parameterName } : { text: p.parameterName };
  const numeric = parseNumericResult(p.value);
  const interpretation = p.flag ? INTERPRETATIONS[p.flag] : numeric !== null ? { code: "N", display: "Normal" } : undefined;
  return {
    resourceType: "Observation",
    meta: { profile: [`${NRCES}/Observation`] },
    status: "final",
    category: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/observation-category", code: "laboratory", display: "Laboratory" }] }],
    code,
    subject: { reference: subject },
    effectiveDateTime: issued,
    ...(numeric !== null ? { valueQuantity: quantity(numeric, p.unit) } : { valueString: p.value }),
    ...(interpretation ? { interpretation: [{ coding: [{ system: INTERPRETATION, ...interpretation }] }] } : {}),
    ...(p.rangeLow !== null || p.rangeHigh !== null || p.referenceRange
      ? {
          referenceRange: [{
            ...(p.rangeLow !== null ? { low: quantity(p.rangeLow, p.unit) } : {}),
            ...(p.rangeHigh !== null ? { high: quantity(p.rangeHigh, p.unit) } : {}),
            ...(p.referenceRange ? { text: p.referenceRange } : {}),
          }],
        }
      : {}),
  };
}

const fhirDateTime = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date(date).toISOString());

/** One record as an NRCES document Bundle (Composition first), the record's files inside as base64 attachments. */
export async function recordDocument(db: DB, accountId: number, record: MedicalRecord, now = new Date()): Promise<Bundle> {
  const patient = await getPatient(db, { id: record.patientId, accountId });
  if (!patient) throw notFound("Patient not found");
  const { profile, type } = profileOf(record);
  const date = fhirDateTime(record.date);
  const patientRef = uuid();
  const labRef = uuid();
  const service = DIAGNOSTIC_SERVICES[record.diagnosticService ?? "LAB"];
  // A centre's report is authored by that centre; every other record keeps the lab organisation as before.
  const organization: Organization = record.diagnosticService && record.hospitalName ? { ...LAB, name: record.hospitalName } : LAB;
  const attachments: Attachment[] = [];
  for (const f of record.files) {
    const file = await fileOfRecord(db, record, f.index).catch(() => null);
    if (file) attachments.push({ contentType: file.contentType, title: f.fileName, data: file.bytes.toString("base64") });
  }
  const entries: { fullUrl: string; resource: Resource }[] = [
    { fullUrl: patientRef, resource: patientResource(patient) },
    { fullUrl: labRef, resource: organization },
  ];
  const sectionEntries: string[] = [];
  if (profile === "DiagnosticReportRecord") {
    const observations = record.parameters.map((p) => ({ fullUrl: uuid(), resource: observationOf(p, patientRef, date) }));
    const report: DiagnosticReport = {
      resourceType: "DiagnosticReport",
      meta: { profile: [`${NRCES}/${service.profile}`] },
      status: "final",
      category: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: service.code, display: service.display }] }],
      code: { text: record.title },
      subject: { reference: patientRef },
      issued: new Date(date).toISOString(),
      effectiveDateTime: date,
      performer: [{ reference: labRef }],
      ...(observations.length ? { result: observations.map((o) => ({ reference: o.fullUrl })) } : {}),
      ...(attachments.length ? { presentedForm: attachments } : {}),
    };
    const reportRef = uuid();
    entries.push({ fullUrl: reportRef, resource: report }, ...observations);
    sectionEntries.push(reportRef);
  } else if (profile === "PrescriptionRecord") {
    for (const a of attachments) {
      const ref = uuid();
      const binary: Binary = { resourceType: "Binary", meta: { profile: [`${NRCES}/Binary`] }, contentType: a.contentType!, data: a.data };
      entries.push({ fullUrl: ref, resource: binary });
      sectionEntries.push(ref);
    }
  } else {
    const ref = uuid();
    const doc: DocumentReference = {
      resourceType: "DocumentReference",
      meta: { profile: [`${NRCES}/DocumentReference`] },
      status: "current",
      docStatus: "final",
      type: { text: record.title },
      subject: { reference: patientRef },
      date: new Date(date).toISOString(),
      ...(record.doctorName || record.hospitalName ? { description: [record.doctorName && `Doctor: ${record.doctorName}`, record.hospitalName && `Hospital: ${record.hospitalName}`].filter(Boolean).join(". ") } : {}),
      content: attachments.length ? attachments.map((attachment) => ({ attachment })) : [{ attachment: { title: record.title } }],
    };
    entries.push({ fullUrl: ref, resource: doc });
    sectionEntries.push(ref);
  }
  const composition: Composition = {
    resourceType: "Composition",
    meta: { profile: [`${NRCES}/${profile}`] },
    status: "final",
    type: { coding: [{ system: SNOMED, ...type }], text: type.display },
    subject: { reference: patientRef },
    date: now.toISOString(),
    author: [{ reference: labRef }],
    title: record.title,
    section: [{ title: type.display, code: { coding: [{ system: SNOMED, ...type }] }, entry: sectionEntries.map((reference) => ({ reference })) }],
  };
  const compositionRef = uuid();
  return {
    resourceType: "Bundle",
    meta: { lastUpdated: now.toISOString(), profile: [`${NRCES}/DocumentBundle`] },
    identifier: { system: "https://www.apollo247.com/health-records", value: record.id },
    type: "document",
    timestamp: now.toISOString(),
    entry: [{ fullUrl: compositionRef, resource: composition }, ...entries] as BundleEntry[],
  };
}

/** One of the account's records as a document Bundle (NOT_FOUND for anyone else's). */
export async function exportRecord(db: DB, accountId: number, recordId: string, now = new Date()): Promise<Bundle> {
  return recordDocument(db, accountId, await recordOfAccount(db, accountId, recordId), now);
}

/** A family member's whole history: a collection Bundle with one document Bundle per record, newest first. */
export async function exportPatientHistory(db: DB, accountId: number, patientId: number, now = new Date()): Promise<Bundle> {
  const records = await medicalRecordsOf(db, accountId, patientId);
  const documents: Bundle[] = [];
  for (const r of records) documents.push(await recordDocument(db, accountId, r, now));
  return {
    resourceType: "Bundle",
    type: "collection",
    timestamp: now.toISOString(),
    entry: documents.map((resource) => ({ fullUrl: uuid(), resource })),
  };
}
