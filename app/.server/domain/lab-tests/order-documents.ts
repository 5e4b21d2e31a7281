/**
 * The invoice and the lab report of one per-patient order as PDF files (pdfkit, A4). Both are made from stored
 * rows only: the report from the per-parameter results (ranges and flags as entered), the invoice from the line
 * items and charges as booked. Dates print in India time.
 * Text is drawn in the Noto Sans faces its scripts need (pdf-fonts.ts): names in any Indian script, and ₹.
 */
import { storedBill, type OrderBill } from "../orders/order-bill";
import { billLines } from "~/lib/bill-lines";
import PDFDocument from "pdfkit";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../errors";
import { storedResultsOf, type ResultGroup } from "./order-results";
import { ageFromDateOfBirth } from "~/lib/patient";
import { indiaDateTime } from "~/lib/india-date-time";
import { formatPrice } from "~/lib/price";
import { mainRun, registerFonts, textRuns, type Weight } from "./pdf-fonts";
import { RESULT_FLAG_LABEL } from "~/lib/result-flags";
import { DIAGNOSTIC_ORDER_STATUS as S } from "~/lib/order-status";
import { sampleAndMethod } from "~/lib/report-sample";
import { REPORT_PATHOLOGIST, REPORTING_LAB } from "./report-signatory";

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
  /** This order's stored bill (domain/order-bill): the invoice prints it as it is. */
  bill: OrderBill;
  couponCode: string | null;
  paymentType: string;
  results: ReportTest[];
}

/** One test's results as the report prints them: with its sample, method and the package it was booked in. */
export interface ReportTest extends ResultGroup {
  sampleType: string;
  method: string;
  packageName: string | null;
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
    .innerJoin("orders as h", "h.id", "o.id")
    .innerJoin("diagnostic_parent_orders as p", "p.id", "o.parent_order_id")
    .innerJoin("patients as pt", "pt.id", "h.patient_id")
    .innerJoin("accounts as a", "a.id", "h.account_id")
    .select([
      "h.id", "h.display_id", "o.pre_booking_id", "h.status as order_status", "h.created_at", "o.slot_date_time_in_utc", "h.bill",
      "p.display_id as parent_display_id", "p.coupon_code", "p.payment_type", "p.address",
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
  const reportTests = await reportTestsOf(db, orderId, results);
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
    bill: storedBill({ id: order.id, bill: order.bill }),
    couponCode: order.coupon_code,
    paymentType: order.payment_type,
    results: reportTests,
  };
}

const parseList = <T>(text: string): T[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
};

/** Adds to each test's results its sample type, method and the package (if any) it was booked in. */
async function reportTestsOf(db: Db, orderId: number, groups: ResultGroup[]): Promise<ReportTest[]> {
  if (!groups.length) return [];
  const lines = await db.selectFrom("diagnostic_order_line_items").select(["item_id", "item_type", "item_name"]).where("order_id", "=", orderId).where("is_removed", "=", 0).orderBy("id").execute();
  const ids = [...new Set([...groups.map((g) => g.itemId), ...lines.map((l) => l.item_id)])];
  const items = await db.selectFrom("diagnostic_items").select(["item_id", "inclusions", "sub_category_list", "test_preparation_data"]).where("item_id", "in", ids).execute();
  const itemById = new Map(items.map((i) => [i.item_id, i]));
  const packageOf = (testId: number) =>
    lines.find((l) => l.item_type === "PACKAGE" && parseList<number>(itemById.get(l.item_id)?.inclusions ?? "[]").includes(testId))?.item_name ?? null;
  return groups.map((g) => {
    const item = itemById.get(g.itemId);
    const { sampleType, method } = sampleAndMethod({
      name: g.itemName,
      section: item ? parseList<string>(item.sub_category_list)[0] ?? null : null,
      preparation: item?.test_preparation_data ?? "",
    });
    return { ...g, sampleType, method, packageName: packageOf(g.itemId) };
  });
}

/** Money for a document: paise → "₹1,499". */
function money(paise: number): string {
  return formatPrice(paise / 100);
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT = A4.width - 2 * MARGIN;

export type Doc = InstanceType<typeof PDFDocument>;

function newDocument(title: string, at: Date): Doc {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: title, Author: "Apollo 247 Diagnostics", CreationDate: at } });
  registerFonts(doc);
  return doc;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Draws text at the current size and colour, each run in the font its script needs. Several runs flow on as one
 * paragraph (`continued`); a right-aligned cell is placed run by run from its right edge, as pdfkit aligns each
 * continued piece on its own.
 */
export function write(doc: Doc, text: string, weight: Weight, at?: { x: number; y: number }, options: TextOptions = {}) {
  const runs = textRuns(text, weight);
  if (runs.length <= 1) {
    const run = runs[0] ?? mainRun(text, weight);
    doc.font(run.font);
    const opts = run.features ? { ...options, features: run.features } : options;
    return at ? doc.text(text, at.x, at.y, opts) : doc.text(text, opts);
  }
  if (options.align === "right" && at && options.width) {
    const widths = runs.map((r) => doc.font(r.font).widthOfString(r.text, { features: r.features }));
    let x = at.x + options.width - widths.reduce((a, b) => a + b, 0);
    runs.forEach((r, i) => {
      doc.font(r.font).text(r.text, x, at.y, { lineBreak: false, features: r.features });
      x += widths[i];
    });
    return doc;
  }
  // pdfkit measures continued pieces with the first piece's options, so shaping overrides go on every piece.
  const features = runs.find((r) => r.features)?.features;
  runs.forEach((r, i) => {
    const opts = { ...options, features, continued: i < runs.length - 1 ? true : (options.continued ?? false) };
    doc.font(r.font);
    if (i === 0 && at) doc.text(r.text, at.x, at.y, opts);
    else doc.text(r.text, opts);
  });
  return doc;
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** The height a table cell's text takes, measured in the font of its longest run. */
function measure(doc: Doc, text: string, weight: Weight, width: number): number {
  const run = mainRun(text, weight);
  return doc.font(run.font).fontSize(9).heightOfString(text, { width, features: run.features });
}

function heading(doc: Doc, title: string) {
  write(doc.fontSize(16).fillColor("#02475b"), "Apollo 247 Diagnostics", "bold", { x: MARGIN, y: MARGIN });
  write(doc.fontSize(9).fillColor("#555"), "Home sample collection", "regular");
  write(doc.moveDown(0.6).fontSize(13).fillColor("#000"), title, "bold");
  doc.moveTo(MARGIN, doc.y + 4).lineTo(A4.width - MARGIN, doc.y + 4).strokeColor("#999").lineWidth(0.5).stroke();
  doc.moveDown(0.8);
}

/** Two columns of "label: value" pairs. */
function facts(doc: Doc, left: [string, string][], right: [string, string][]) {
  const top = doc.y;
  const col = CONTENT / 2;
  const column = (pairs: [string, string][], x: number) => {
    doc.y = top;
    for (const [label, value] of pairs) {
      // The value is placed after its label rather than continued from it: pdfkit would measure a continued piece
      // with the label's font options, not the value's script's.
      const y = doc.y;
      const labelText = `${label}: `;
      const labelRun = mainRun(labelText, "bold");
      const labelWidth = doc.font(labelRun.font).fontSize(9).widthOfString(labelText);
      write(doc.fillColor("#000"), labelText, "bold", { x, y }, { lineBreak: false });
      write(doc, value || "—", "regular", { x: x + labelWidth, y }, { width: col - 8 - labelWidth });
    }
    return doc.y;
  };
  const bottom = Math.max(column(left, MARGIN), column(right, MARGIN + col));
  doc.x = MARGIN;
  doc.y = bottom + 10;
}

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

/**
 * A simple table that starts a new page (repeating its header) when the next row would not fit. `keep` holds
 * the last rows together with what follows the table (`after` points of it), so a table never leaves one or two
 * rows alone on a page.
 */
function table(doc: Doc, columns: Column[], rows: { cells: string[]; bold?: boolean[] }[], keep: { rows: number; after: number } = { rows: 0, after: 0 }) {
  const limit = () => A4.height - doc.page.margins.bottom - 30;
  const heightOf = (cells: string[], bold: boolean[] = []) => Math.max(...cells.map((c, i) => measure(doc, c, bold[i] ? "bold" : "regular", columns[i].width - 6))) + 6;
  const newPage = () => {
    doc.addPage();
    doc.y = doc.page.margins.top;
    drawHeader();
  };
  const drawRow = (cells: string[], bold: boolean[] = []) => {
    const h = heightOf(cells, bold);
    if (doc.y + h > limit()) newPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      write(doc.fontSize(9).fillColor("#000"), c, bold[i] ? "bold" : "regular", { x: x + 3, y: y + 3 }, { width: columns[i].width - 6, align: columns[i].align ?? "left" });
      x += columns[i].width;
    });
    doc.y = y + h;
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + CONTENT, doc.y).strokeColor("#ddd").lineWidth(0.5).stroke();
  };
  const drawHeader = () => drawRow(columns.map((c) => c.title), columns.map(() => true));
  drawHeader();
  const tailStart = keep.rows > 0 ? Math.max(1, rows.length - keep.rows) : rows.length;
  const tailHeight = rows.slice(tailStart).reduce((sum, r) => sum + heightOf(r.cells, r.bold), 0) + keep.after;
  rows.forEach((r, i) => {
    // The tail moves to a new page as one piece when it would not fit, if a page can hold it at all.
    const pageRoom = limit() - doc.page.margins.top - heightOf(columns.map((c) => c.title));
    if (i === tailStart && doc.y + tailHeight > limit() && tailHeight <= pageRoom) newPage();
    drawRow(r.cells, r.bold);
  });
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
  write(doc.moveDown(1).fontSize(8).fillColor("#555"), text, "regular", { x: MARGIN, y: doc.y }, { width: CONTENT });
}

// The report's page frame: a header (lab, accreditation, patient, order) and a footer (page numbers) on every page.
const REPORT_BODY_TOP = 146;
const REPORT_BODY_BOTTOM = 56;
const ROW = 16;

/** Lab, accreditation and the patient's identifiers, drawn on each page once the page count is known. */
function reportPageFrame(doc: Doc, d: OrderDocument, at: Date, page: number, pages: number) {
  const bottom = doc.page.margins.bottom;
  // Drawing inside the margins must not start a new page.
  doc.page.margins.bottom = 0;
  write(doc.fontSize(13).fillColor("#02475b"), REPORTING_LAB.name, "bold", { x: MARGIN, y: 28 }, { width: CONTENT, lineBreak: false });
  write(doc.fontSize(8).fillColor("#444"), REPORTING_LAB.address, "regular", { x: MARGIN, y: 45 }, { width: CONTENT });
  write(
    doc.fontSize(8).fillColor("#444"),
    `NABL accredited laboratory (ISO 15189:2022) · Certificate No. ${REPORTING_LAB.nablCertificate} · Helpline ${REPORTING_LAB.phone}`,
    "regular",
    { x: MARGIN, y: 56 },
    { width: CONTENT },
  );
  doc.moveTo(MARGIN, 70).lineTo(A4.width - MARGIN, 70).strokeColor("#02475b").lineWidth(1).stroke();
  doc.x = MARGIN;
  doc.y = 78;
  doc.fontSize(9);
  facts(doc, patientFacts(d).slice(0, 3), [
    ["Order ID", d.displayId],
    ["Sample collected", indiaDateTime(d.collectedAt)],
    ["Report generated", indiaDateTime(d.reportAt ?? at.toISOString())],
  ]);
  doc.moveTo(MARGIN, REPORT_BODY_TOP - 12).lineTo(A4.width - MARGIN, REPORT_BODY_TOP - 12).strokeColor("#999").lineWidth(0.5).stroke();
  const footY = A4.height - 40;
  doc.moveTo(MARGIN, footY - 6).lineTo(A4.width - MARGIN, footY - 6).strokeColor("#ccc").lineWidth(0.5).stroke();
  write(doc.fontSize(8).fillColor("#555"), `${d.patient.name} · Order ID ${d.displayId}`, "regular", { x: MARGIN, y: footY }, { width: CONTENT / 2, lineBreak: false });
  write(doc.fontSize(8).fillColor("#555"), `Page ${page} of ${pages}`, "regular", { x: MARGIN + CONTENT / 2, y: footY }, { width: CONTENT / 2, align: "right", lineBreak: false });
  doc.page.margins.bottom = bottom;
}

const spaceLeft = (doc: Doc) => A4.height - doc.page.margins.bottom - 30 - doc.y;

/** The height a test block needs to start well: its name, sample line, table header and up to `rows` rows. */
const testStartHeight = (rows: number) => 18 + 14 + ROW + Math.max(1, rows) * ROW;

const SIGNATURE_HEIGHT = 150;

/** The pathologist's signature block and the end-of-report line. */
function signOff(doc: Doc) {
  footer(
    doc,
    "Results relate only to the sample as received. Values outside the reference range are marked High, Low or Abnormal. " +
      "Please consult your doctor to interpret this report.",
  );
  doc.moveDown(1.2);
  const y = doc.y;
  // The signature as drawn on the signing pad, kept as a path so it prints sharp at any size.
  doc
    .save()
    .translate(MARGIN + CONTENT - 170, y)
    .path("M2 26 C 10 4, 18 4, 20 22 S 30 36, 38 14 C 42 4, 48 6, 50 20 C 52 30, 58 30, 64 16 C 70 4, 78 8, 80 22 L 86 18 C 96 10, 104 26, 116 14 C 124 8, 132 12, 140 18")
    .lineWidth(1.3)
    .strokeColor("#1b2a6b")
    .stroke()
    .restore();
  const x = MARGIN + CONTENT - 200;
  doc.y = y + 40;
  write(doc.fontSize(10).fillColor("#000"), REPORT_PATHOLOGIST.name, "bold", { x, y: doc.y }, { width: 200, align: "right" });
  write(doc.fontSize(9).fillColor("#333"), `${REPORT_PATHOLOGIST.qualification}, ${REPORT_PATHOLOGIST.designation}`, "regular", { x, y: doc.y }, { width: 200, align: "right" });
  write(doc.fontSize(8).fillColor("#555"), REPORT_PATHOLOGIST.registration, "regular", { x, y: doc.y }, { width: 200, align: "right" });
  doc.moveDown(1.5);
  write(doc.fontSize(9).fillColor("#000"), "*** End of report ***", "bold", { x: MARGIN, y: doc.y }, { width: CONTENT, align: "center" });
}

/**
 * The lab report as Indian lab reports print it: the lab with its NABL accreditation on every page, with the
 * patient's name, age, sex and the order id, and "Page n of N"; each package's name above its tests; each test
 * with its sample type and method and every parameter with its result, flag in words, unit and reference range;
 * the pathologist's signature and "End of report". A test block starts on a new page rather than leaving its
 * name alone at the foot of one, and the last test moves with the signature so no page is left near-empty.
 */
export async function renderReportPdf(d: OrderDocument, at = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: REPORT_BODY_TOP, bottom: REPORT_BODY_BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Lab report ${d.displayId}`, Author: REPORTING_LAB.name, CreationDate: at },
  });
  registerFonts(doc);
  doc.y = REPORT_BODY_TOP;
  write(doc.fontSize(13).fillColor("#000"), "Laboratory Report", "bold", { x: MARGIN, y: doc.y }, { width: CONTENT, align: "center" });
  doc.moveDown(0.6);
  const columns: Column[] = [
    { title: "Parameter", width: 170 },
    { title: "Result", width: 80, align: "right" },
    { title: "Flag", width: 50 },
    { title: "Unit", width: 80 },
    { title: "Reference range", width: CONTENT - 380 },
  ];
  if (!d.results.length) write(doc.fontSize(10), "No results have been entered for this order.", "regular", { x: MARGIN, y: doc.y });
  let currentPackage: string | null = null;
  d.results.forEach((g, i) => {
    const isLast = i === d.results.length - 1;
    const opensPackage = g.packageName != null && g.packageName !== currentPackage;
    // The whole last test (when it fits on a page) goes with the signature; any other test needs room to start.
    const lastBlock = testStartHeight(g.rows.length) + SIGNATURE_HEIGHT;
    const need = (opensPackage ? 26 : 0) + (isLast && lastBlock < A4.height - REPORT_BODY_TOP - REPORT_BODY_BOTTOM - 60 ? lastBlock : testStartHeight(Math.min(3, g.rows.length)));
    if (spaceLeft(doc) < need) {
      doc.addPage();
      doc.y = REPORT_BODY_TOP;
    }
    if (opensPackage) {
      write(doc.fontSize(11.5).fillColor("#000"), `Package: ${g.packageName}`, "bold", { x: MARGIN, y: doc.y }, { width: CONTENT });
      doc.moveTo(MARGIN, doc.y + 1).lineTo(A4.width - MARGIN, doc.y + 1).strokeColor("#02475b").lineWidth(0.75).stroke();
      doc.moveDown(0.5);
    }
    currentPackage = g.packageName;
    write(doc.fontSize(11).fillColor("#02475b"), g.itemName, "bold", { x: MARGIN, y: doc.y }, { width: CONTENT });
    write(doc.fontSize(8.5).fillColor("#444"), `Sample: ${g.sampleType} · Method: ${g.method}`, "regular", { x: MARGIN, y: doc.y }, { width: CONTENT });
    doc.moveDown(0.3);
    table(
      doc,
      columns,
      g.rows.map((r) => ({
        cells: [r.parameterName, r.value, r.flag ? RESULT_FLAG_LABEL[r.flag] : "", r.unit ?? "", r.referenceRange],
        // An out-of-range value is bold and carries its flag in words: never colour alone.
        bold: [false, Boolean(r.flag), Boolean(r.flag), false, false],
      })),
      // The last rows of the last test stay with the signature; elsewhere at least three rows move together.
      isLast ? { rows: 4, after: SIGNATURE_HEIGHT } : { rows: 3, after: 0 },
    );
  });
  if (spaceLeft(doc) < SIGNATURE_HEIGHT - 30) {
    doc.addPage();
    doc.y = REPORT_BODY_TOP;
  }
  signOff(doc);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    reportPageFrame(doc, d, at, i - start + 1, count);
  }
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
    write(doc.fontSize(9), `Collection address: ${d.address}`, "regular", { x: MARGIN, y: doc.y }, { width: CONTENT });
    doc.moveDown(0.8);
  }
  const rows: { cells: string[]; bold?: boolean[] }[] = d.lineItems.map((li, i) => ({
    cells: [String(i + 1), `${li.itemName} (${li.itemType === "PACKAGE" ? "Package" : "Test"})`, money(li.mrp), money(li.price)],
  }));
  // The order's share of the stored bill, line by line as the order page shows it; the lines add up to the total.
  const { lines, total } = billLines(d.bill, d.paymentType, d.couponCode);
  for (const l of lines) rows.push({ cells: ["", l.label, "", l.amount < 0 ? `-${money(-l.amount)}` : money(l.amount)] });
  rows.push({ cells: ["", "Total", "", money(total.amount)], bold: [false, true, false, true] });
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
  write(doc.fontSize(9), `Payment: ${d.paymentType === "COD" ? "Cash on delivery" : d.paymentType === "NONE" ? "Cashless" : "Online"}`, "regular");
  footer(doc, `Generated on ${indiaDateTime(at.toISOString())}. This is a computer-generated invoice and needs no signature.`);
  return toBuffer(doc);
}
