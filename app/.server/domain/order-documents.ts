/**
 * The invoice and the lab report of one per-patient order as PDF files (pdfkit, A4). Both are made from stored
 * rows only: the report from the per-parameter results (ranges and flags as entered), the invoice from the line
 * items and charges as booked. Dates print in India time.
 *
 * The rupee sign: pdfkit's built-in Helvetica has no ₹ glyph, so the documents use DejaVu Sans (which has it)
 * when the font file is on the machine (PDF_FONT_DIR, default Debian's /usr/share/fonts/truetype/dejavu), and fall
 * back to Helvetica with "Rs." otherwise — a wrong glyph on an invoice is worse than the abbreviation.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { notFound } from "./errors";
import { storedResultsOf, type ResultGroup } from "./order-results";
import { ageFromDateOfBirth } from "~/lib/patient";
import { indiaDateTime } from "~/lib/india-date-time";
import { formatPrice, CURRENCY_SYMBOL } from "~/lib/price";
import { RESULT_FLAG_LABEL } from "~/lib/result-flags";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";

type Db = Kysely<Database> | Transaction<Database>;


const GENDER: Record<string, string> = { M: "Male", F: "Female" };

export interface OrderDocument {
  orderId: number;
  displayId: string;
  parentDisplayId: string;
  preBookingId: string | null;
  status: string;
  bookedAt: string;
  slotAt: string | null;
  collectedAt: string | null;
  reportAt: string | null;
  patient: { name: string; age: number | null; gender: string | null; uhid: string; mobile: string };
  address: string;
  lineItems: { itemName: string; itemType: string; price: number; mrp: number }[];
  collectionCharges: number;
  couponCode: string | null;
  couponDiscount: number;
  paymentType: string;
  results: ResultGroup[];
}

function addressText(snapshot: string): string {
  try {
    const a = JSON.parse(snapshot) as Record<string, unknown>;
    return ["addressLine1", "addressLine2", "landmark", "city", "cityName", "pincode", "zipcode"]
      .map((k) => a[k])
      .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
      .map(String)
      .filter(Boolean)
      .join(", ");
  } catch {
    return "";
  }
}

/** Everything both documents print, read from the stored order. No ownership check: the routes do that. */
export async function orderDocumentOf(db: Db, orderId: number, now = new Date()): Promise<OrderDocument> {
  const order = await db
    .selectFrom("diagnostic_orders as o")
    .innerJoin("diagnostic_parent_orders as p", "p.id", "o.parent_order_id")
    .innerJoin("patients as pt", "pt.id", "o.patient_id")
    .innerJoin("accounts as a", "a.id", "o.account_id")
    .select([
      "o.id", "o.display_id", "o.pre_booking_id", "o.order_status", "o.created_at", "o.slot_date_time_in_utc", "o.collection_charges",
      "o.coupon_disc_amount", "p.display_id as parent_display_id", "p.coupon_code", "p.payment_type", "p.address",
      "pt.first_name", "pt.last_name", "pt.gender", "pt.date_of_birth", "pt.uhid", "a.country_code", "a.mobile_number",
    ])
    .where("o.id", "=", orderId)
    .executeTakeFirst();
  if (!order) throw notFound("Order not found");
  const [lineItems, history, results] = await Promise.all([
    db.selectFrom("diagnostic_order_line_items").select(["item_name", "item_type", "price", "mrp"]).where("order_id", "=", orderId).where("is_removed", "=", 0).orderBy("id").execute(),
    db.selectFrom("diagnostic_order_status_history").select(["order_status", "status_date"]).where("order_id", "=", orderId).orderBy("id").execute(),
    storedResultsOf(db, orderId),
  ]);
  const lastAt = (status: string) => history.filter((h) => h.order_status === status).at(-1)?.status_date ?? null;
  return {
    orderId: order.id,
    displayId: order.display_id,
    parentDisplayId: order.parent_display_id,
    preBookingId: order.pre_booking_id,
    status: order.order_status,
    bookedAt: order.created_at,
    slotAt: order.slot_date_time_in_utc,
    collectedAt: lastAt(S.PHLEBO_COMPLETED),
    reportAt: lastAt(S.REPORT_GENERATED) ?? (order.order_status === S.REPORT_GENERATED ? now.toISOString() : null),
    patient: {
      name: `${order.first_name} ${order.last_name}`.trim(),
      age: ageFromDateOfBirth(order.date_of_birth, now),
      gender: order.gender,
      uhid: order.uhid,
      mobile: `${order.country_code} ${order.mobile_number}`,
    },
    address: addressText(order.address),
    lineItems: lineItems.map((li) => ({ itemName: li.item_name, itemType: li.item_type, price: li.price, mrp: li.mrp })),
    collectionCharges: order.collection_charges,
    couponCode: order.coupon_code,
    couponDiscount: order.coupon_disc_amount,
    paymentType: order.payment_type,
    results,
  };
}

interface Fonts {
  regular: string;
  bold: string;
  files: { regular: string; bold: string } | null;
}

function findFonts(): Fonts {
  const dir = process.env.PDF_FONT_DIR || "/usr/share/fonts/truetype/dejavu";
  const regular = path.join(dir, "DejaVuSans.ttf");
  const bold = path.join(dir, "DejaVuSans-Bold.ttf");
  if (fs.existsSync(regular) && fs.existsSync(bold)) return { regular: "Body", bold: "Body-Bold", files: { regular, bold } };
  return { regular: "Helvetica", bold: "Helvetica-Bold", files: null };
}

// Chosen afresh for each document (two file checks), then used by the synchronous drawing that follows.
let fonts: Fonts | null = null;

/** Money for a document: paise → "₹1,499", or "Rs. 1,499" when the font has no rupee sign. */
function money(paise: number): string {
  const text = formatPrice(paise / 100);
  return (fonts ??= findFonts()).files ? text : text.replace(CURRENCY_SYMBOL, "Rs. ");
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT = A4.width - 2 * MARGIN;

type Doc = InstanceType<typeof PDFDocument>;

function newDocument(title: string, at: Date): Doc {
  fonts = findFonts();
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Apollo 247 Diagnostics", CreationDate: at } });
  if (fonts.files) {
    doc.registerFont(fonts.regular, fonts.files.regular);
    doc.registerFont(fonts.bold, fonts.files.bold);
  }
  return doc;
}

function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

function heading(doc: Doc, title: string) {
  const f = fonts!;
  doc.font(f.bold).fontSize(16).fillColor("#02475b").text("Apollo 247 Diagnostics", MARGIN, MARGIN);
  doc.font(f.regular).fontSize(9).fillColor("#555").text("Home sample collection");
  doc.moveDown(0.6).font(f.bold).fontSize(13).fillColor("#000").text(title);
  doc.moveTo(MARGIN, doc.y + 4).lineTo(A4.width - MARGIN, doc.y + 4).strokeColor("#999").lineWidth(0.5).stroke();
  doc.moveDown(0.8);
}

/** Two columns of "label: value" pairs. */
function facts(doc: Doc, left: [string, string][], right: [string, string][]) {
  const f = fonts!;
  const top = doc.y;
  const col = CONTENT / 2;
  const write = (pairs: [string, string][], x: number) => {
    doc.y = top;
    for (const [label, value] of pairs) {
      doc.font(f.bold).fontSize(9).fillColor("#000").text(`${label}: `, x, doc.y, { continued: true, width: col - 8 });
      doc.font(f.regular).text(value || "—");
    }
    return doc.y;
  };
  const bottom = Math.max(write(left, MARGIN), write(right, MARGIN + col));
  doc.x = MARGIN;
  doc.y = bottom + 10;
}

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

/** A simple table that starts a new page (repeating its header) when the next row would not fit. */
function table(doc: Doc, columns: Column[], rows: { cells: string[]; bold?: boolean[] }[]) {
  const f = fonts!;
  const drawRow = (cells: string[], bold: boolean[] = []) => {
    const heights = cells.map((c, i) => doc.font(bold[i] ? f.bold : f.regular).fontSize(9).heightOfString(c, { width: columns[i].width - 6 }));
    const h = Math.max(...heights) + 6;
    if (doc.y + h > A4.height - MARGIN - 30) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.font(bold[i] ? f.bold : f.regular).fontSize(9).fillColor("#000").text(c, x + 3, y + 3, { width: columns[i].width - 6, align: columns[i].align ?? "left" });
      x += columns[i].width;
    });
    doc.y = y + h;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + CONTENT, doc.y).strokeColor("#ddd").lineWidth(0.5).stroke();
  };
  const drawHeader = () => drawRow(columns.map((c) => c.title), columns.map(() => true));
  drawHeader();
  for (const r of rows) drawRow(r.cells, r.bold);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function patientFacts(d: OrderDocument): [string, string][] {
  const ageGender = [d.patient.age != null ? `${d.patient.age} years` : null, d.patient.gender ? GENDER[d.patient.gender] ?? d.patient.gender : null]
    .filter(Boolean)
    .join(" / ");
  return [
    ["Patient", d.patient.name],
    ["Age / Gender", ageGender],
    ["UHID", d.patient.uhid],
    ["Mobile", d.patient.mobile],
  ];
}

function footer(doc: Doc, text: string) {
  const f = fonts!;
  doc.moveDown(1).font(f.regular).fontSize(8).fillColor("#555").text(text, MARGIN, doc.y, { width: CONTENT });
}

/** The lab report: the patient, the order and every entered parameter with its reference range and flag. */
export async function renderReportPdf(d: OrderDocument, at = new Date()): Promise<Buffer> {
  const doc = newDocument(`Lab report ${d.displayId}`, at);
  heading(doc, "Laboratory Report");
  facts(doc, patientFacts(d), [
    ["Order ID", d.displayId],
    ["Booking ID", d.preBookingId ?? d.parentDisplayId],
    ["Sample collected", indiaDateTime(d.collectedAt)],
    ["Report generated", indiaDateTime(d.reportAt ?? at.toISOString())],
  ]);
  const f = fonts!;
  const columns: Column[] = [
    { title: "Parameter", width: 170 },
    { title: "Result", width: 80, align: "right" },
    { title: "Flag", width: 50 },
    { title: "Unit", width: 80 },
    { title: "Reference range", width: CONTENT - 380 },
  ];
  if (!d.results.length) doc.font(f.regular).fontSize(10).text("No results have been entered for this order.");
  for (const g of d.results) {
    doc.font(f.bold).fontSize(11).fillColor("#02475b").text(g.itemName, MARGIN, doc.y);
    doc.moveDown(0.3);
    table(
      doc,
      columns,
      g.rows.map((r) => ({
        cells: [r.parameterName, r.value, r.flag ? RESULT_FLAG_LABEL[r.flag] : "", r.unit ?? "", r.referenceRange],
        // An out-of-range value is bold and carries its flag in words: never colour alone.
        bold: [false, Boolean(r.flag), Boolean(r.flag), false, false],
      })),
    );
  }
  footer(
    doc,
    "Results relate only to the sample as received. Values outside the reference range are marked High, Low or Abnormal. " +
      "Please consult your doctor to interpret this report.",
  );
  return toBuffer(doc);
}

/** The invoice: the patient, the order and the items with their prices, charges and the total. */
export async function renderInvoicePdf(d: OrderDocument, at = new Date()): Promise<Buffer> {
  const doc = newDocument(`Invoice ${d.displayId}`, at);
  heading(doc, "Invoice");
  facts(doc, patientFacts(d), [
    ["Invoice for order", d.displayId],
    ["Booking ID", d.preBookingId ?? d.parentDisplayId],
    ["Booked on", indiaDateTime(d.bookedAt)],
    ["Collection slot", indiaDateTime(d.slotAt)],
  ]);
  if (d.address) {
    doc.font(fonts!.regular).fontSize(9).text(`Collection address: ${d.address}`, MARGIN, doc.y, { width: CONTENT });
    doc.moveDown(0.8);
  }
  const itemsTotal = d.lineItems.reduce((s, li) => s + li.price, 0);
  // What the patient pays for this order: item prices (already net of plan discounts), less the order's share of
  // the coupon, plus its home-collection charge.
  const total = itemsTotal - d.couponDiscount + d.collectionCharges;
  const rows: { cells: string[]; bold?: boolean[] }[] = d.lineItems.map((li, i) => ({
    cells: [String(i + 1), `${li.itemName} (${li.itemType === "PACKAGE" ? "Package" : "Test"})`, money(li.mrp), money(li.price)],
  }));
  rows.push({ cells: ["", "Items total", "", money(itemsTotal)] });
  if (d.couponDiscount > 0) rows.push({ cells: ["", `Coupon discount${d.couponCode ? ` (${d.couponCode})` : ""}`, "", `-${money(d.couponDiscount)}`] });
  rows.push({ cells: ["", "Home collection charges", "", money(d.collectionCharges)] });
  rows.push({ cells: ["", "Total", "", money(total)], bold: [false, true, false, true] });
  table(
    doc,
    [
      { title: "#", width: 30 },
      { title: "Item", width: CONTENT - 210 },
      { title: "MRP", width: 90, align: "right" },
      { title: "Price", width: 90, align: "right" },
    ],
    rows,
  );
  doc.font(fonts!.regular).fontSize(9).text(`Payment: ${d.paymentType === "COD" ? "Cash on delivery" : d.paymentType === "NONE" ? "Cashless" : "Online"}`);
  footer(doc, `Generated on ${indiaDateTime(at.toISOString())}. This is a computer-generated invoice and needs no signature.`);
  return toBuffer(doc);
}
