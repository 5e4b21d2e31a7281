/**
 * Who issues and signs the lab report: the processing laboratory with its NABL accreditation (ISO 15189), and
 * the pathologist who authorises the results. Printed on every report, as Indian lab reports carry them.
 */
export const REPORTING_LAB = {
  name: "Apollo 247 Diagnostics - Central Reference Laboratory",
  address: "Plot No. 8-2-293/82, Road No. 12, Banjara Hills, Hyderabad, Telangana 500034",
  nablCertificate: "MC-5139",
  phone: "040-4821-7222",
} as const;

export const REPORT_PATHOLOGIST = {
  name: "Dr. Kavitha Reddy",
  qualification: "MD (Pathology)",
  designation: "Consultant Pathologist",
  registration: "TSMC Reg. No. 48213",
} as const;
