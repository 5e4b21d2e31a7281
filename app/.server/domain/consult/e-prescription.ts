/**
 * The e-prescription PDF (pdfkit, A4), drawn the way the lab's invoices and reports are (order-documents: Noto
 * Sans per script, so a patient's name in any Indian script prints). It carries what the Telemedicine Practice
 * Guidelines 2020 ask of a prescription issued after a teleconsultation: the doctor's name, qualification and
 * registration number with the council; the patient's name, age and gender; the date; the diagnosis; the
 * medicines with dose, frequency and duration; the investigations advised; advice and follow-up.
 */
import PDFDocument from "pdfkit";
import { registerFonts } from "../lab-tests/pdf-fonts";
import { toBuffer, write, type Doc } from "../lab-tests/order-documents";
import { indiaDateTime } from "~/lib/india-date-time";
import type { CaseSheet } from "./case-sheets";

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;

export const registrationLine = (s: Pick<CaseSheet, "registrationNumber" | "registrationCouncil">) => `Reg. No. ${s.registrationNumber} (${s.registrationCouncil})`;

function section(doc: Doc, title: string, body: string | string[]) {
  doc.moveDown(0.6);
  write(doc.fontSize(11).fillColor("#02475b"), title, "bold", { x: MARGIN, y: doc.y }, { width: WIDTH });
  const lines = Array.isArray(body) ? body : [body];
  for (const line of lines.length ? lines : ["—"]) write(doc.fontSize(10).fillColor("#000"), line || "—", "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
}

export async function renderEPrescriptionPdf(s: CaseSheet, at: Date): Promise<Buffer> {
  const doc: Doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `E-prescription ${s.appointmentDisplayId}`, Author: s.doctorName, CreationDate: at } });
  registerFonts(doc);
  write(doc.fontSize(16).fillColor("#02475b"), s.doctorName, "bold", { x: MARGIN, y: MARGIN }, { width: WIDTH });
  write(doc.fontSize(10).fillColor("#333"), `${s.doctorQualification} · ${s.specialtyName}`, "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  write(doc.fontSize(10).fillColor("#333"), registrationLine(s), "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  write(doc.fontSize(9).fillColor("#555"), "Apollo 247 · Online consultation (Telemedicine Practice Guidelines 2020)", "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  doc.moveTo(MARGIN, doc.y + 6).lineTo(MARGIN + WIDTH, doc.y + 6).strokeColor("#02475b").lineWidth(1).stroke();
  doc.y += 14;
  write(doc.fontSize(14).fillColor("#000"), "Prescription", "bold", { x: MARGIN, y: doc.y }, { width: WIDTH, align: "center" });
  const who = [s.patientName, s.patientAge != null ? `${s.patientAge} years` : null, s.patientGender === "M" ? "Male" : s.patientGender === "F" ? "Female" : null].filter(Boolean).join(", ");
  write(doc.fontSize(10).fillColor("#000"), `Patient: ${who}`, "regular", { x: MARGIN, y: doc.y + 6 }, { width: WIDTH });
  write(doc.fontSize(10), `Date: ${indiaDateTime(s.updatedAt)}`, "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  write(doc.fontSize(10), `Consultation: ${s.appointmentDisplayId} on ${indiaDateTime(s.appointmentDateTimeInUTC)}`, "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  section(doc, "Symptoms", s.symptoms);
  section(doc, "Diagnosis", s.diagnosis);
  section(
    doc,
    "Medicines (Rx)",
    s.medicines.map((m, i) => `${i + 1}. ${m.name} — ${m.dose}, ${m.frequency}, for ${m.duration}`),
  );
  section(doc, "Tests advised", s.tests.map((t, i) => `${i + 1}. ${t.itemName}`));
  section(doc, "Advice", s.advice);
  section(doc, "Follow-up", s.followUp);
  doc.moveDown(1.5);
  write(doc.fontSize(10).fillColor("#000"), s.doctorName, "bold", { x: MARGIN, y: doc.y }, { width: WIDTH, align: "right" });
  write(doc.fontSize(9).fillColor("#333"), registrationLine(s), "regular", { x: MARGIN, y: doc.y }, { width: WIDTH, align: "right" });
  doc.moveDown(1);
  write(doc.fontSize(8).fillColor("#555"), "This prescription was issued after an online consultation. It is valid without a physical signature under the Telemedicine Practice Guidelines 2020.", "regular", { x: MARGIN, y: doc.y }, { width: WIDTH });
  return toBuffer(doc);
}
