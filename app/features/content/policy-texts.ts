/**
 * The policy sections of the spec (platform §2 "Policy sections: Corporate Disclosures, Health Records, Covid19
 * Kavach, Other Policies"), at /policies/{slug}, with the index at /policies. Plain data, like legal-texts.
 */
import { CUSTOMER_CARE_NUMBER } from "~/lib/contact-numbers";
import type { TextSection } from "./legal-texts";

export interface PolicySection {
  slug: string;
  /** The spec's section name. */
  name: string;
  summary: string;
  sections: TextSection[];
  /** Other pages this section points to (they exist). */
  links?: { to: string; label: string }[];
}

export const POLICY_UPDATED = "27 November 2026";

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    slug: "corporate-disclosures",
    name: "Corporate Disclosures",
    summary: "What the company publishes under Indian company law, and how to ask for it.",
    sections: [
      { heading: "What is disclosed", paragraphs: ["As a company registered in India, the company that runs Apollo 247 publishes on its website the documents the Companies Act, 2013 asks of it: its annual return (section 92), its corporate social responsibility policy and the projects approved under it (section 135), and notices of its general meetings."] },
      { heading: "Financial statements", paragraphs: ["Audited financial statements are filed with the Registrar of Companies each year and can be inspected there, as the Act allows for any company."] },
      { heading: "Asking for a document", paragraphs: [`To ask for a disclosure that is not listed here, call customer care at ${CUSTOMER_CARE_NUMBER}; your request is passed to the company secretary.`] },
    ],
  },
  {
    slug: "health-records",
    name: "Health Records",
    summary: "Who can see the health records you keep with us, how sharing works, and how to take them elsewhere.",
    sections: [
      { heading: "What we keep", paragraphs: ["The records you upload (prescriptions, bills, discharge summaries, vaccination cards and other papers), the reports of the lab tests and scans you book, and the prescriptions from your consultations. Each record belongs to one family member of your account."] },
      { heading: "Who can see them", paragraphs: ["Only your signed-in account. A link to a file works for a few minutes and only for the account it was made for. Our staff do not read your uploaded records."] },
      { heading: "Records kept on your device", paragraphs: ["Without an account you can keep records on your own device. They stay in that browser and are not sent to us until you sign in and choose to save them to your account; clearing the browser's data removes them."] },
      { heading: "Sharing with a doctor", paragraphs: ["You can share one record with a doctor by link. The link stops working when it expires or when you revoke it, and every time it is opened is logged for you to see."] },
      { heading: "Taking your records elsewhere", paragraphs: ["Any record, or a family member's whole history, can be downloaded as a FHIR R4 document following India's NRCES profiles, so another hospital or a health locker can read it."] },
      { heading: "Deleting them", paragraphs: [`Ask customer care at ${CUSTOMER_CARE_NUMBER} to delete your records or your account. Reports of tests may have to be kept for as long as medical-record law requires; they stay visible to you alone.`] },
    ],
  },
  {
    slug: "covid19-kavach",
    name: "Covid19 Kavach",
    summary: "How COVID-19 tests are booked, collected, reported and notified.",
    sections: [
      { heading: "Booking a COVID-19 test", paragraphs: ["COVID-19 tests are booked like any other lab test. Tell us in the booking if anyone at the address has symptoms, so the phlebotomist comes with full protective equipment."] },
      { heading: "Safe collection", paragraphs: ["Samples are collected with sealed, single-use kits by a phlebotomist who wears a mask and gloves and sanitises hands before and after each collection."] },
      { heading: "Results and notification", paragraphs: ["Reports reach you online like any other report. Laboratories must report COVID-19 results to the public health authorities as Indian law and ICMR's guidance require; only what the authorities ask for is shared."] },
      { heading: "If your result is positive", paragraphs: ["Consult a doctor online from home: you can book a general physician from the consult pages. Follow the isolation advice of your doctor and your state's health department."] },
    ],
  },
  {
    slug: "other-policies",
    name: "Other Policies",
    summary: "Terms, privacy, refunds, cookies and grievances.",
    sections: [
      { heading: "Cookies", paragraphs: ["We use a cookie to keep you signed in, one to remember your location and one to remember your analytics choice. Analytics are recorded only after you accept them."] },
      { heading: "Medical content", paragraphs: ["Health articles are written by named authors and reviewed by a named doctor before they are published. They are information, not a diagnosis."] },
      { heading: "Grievances", paragraphs: [`Complaints about the service or about your data go to our grievance officer through customer care at ${CUSTOMER_CARE_NUMBER}. As the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require, a complaint is acknowledged within 24 hours and resolved within 15 days.`] },
    ],
    links: [
      { to: "/terms", label: "Terms and conditions" },
      { to: "/privacy", label: "Privacy policy" },
      { to: "/refund-policy", label: "Refund policy" },
      { to: "/circle-terms", label: "Circle membership terms" },
    ],
  },
];

export const policyOfSlug = (slug: string | undefined) => POLICY_SECTIONS.find((p) => p.slug === slug) ?? null;
