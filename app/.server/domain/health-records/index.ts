/** Health records: uploads, lab and centre reports read from orders, trends, file links, sharing and the FHIR export. */
export * from "./records";
export * from "./lab-reports";
export * from "./centre-reports";
export * from "./trends";
export * from "./file-links";
export * from "./sharing";
export * from "./fhir";
