/**
 * Radiology booked end to end on the spine, on SQLite and PostgreSQL: the spec's queries, a scan that needs a
 * prescription refused without one, a booking paid through the sandbox and listed in My orders, a pay-at-centre
 * booking cancelled by the written rule, the centre's check-in / scan done / report, the owner's report download,
 * the slot's capacity, the cart's "never together" rule both ways, and every id-taking operation refused to another
 * account (order, prescription, report, patient, uploaded file).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures, statusOf } from "./payment-helpers";
import { orderLoader, prescriptionDownload, reportDownload, successLoader, orderAction } from "~/features/radiology/radiology.server";
import type { GqlBody } from "./graphql-body";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { ordersListLoader } from "~/features/orders/orders.server";
import { changeAccountCart, readAccountCart } from "~/.server/domain/cart/cart";
import {
  bookRadiologyTest,
  cancelRadiologyOrder,
  changeRadiologyCartOf,
  listRadiologyAppointments,
  moveRadiologyAppointment,
  radiologyClinicSlots,
  radiologyOrderOfAccount,
  radiologyPrescriptionFile,
  radiologyReportOfAccount,
  readRadiologyCart,
  uploadRadiologyReport,
  PRESCRIPTION_REQUIRED_MESSAGE,
  REPORT_NOT_PDF_MESSAGE,
} from "~/.server/domain/radiology";
import { uploadFile } from "~/.server/domain/lab-tests/prescriptions";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { expectCentreReportInRecords } from "./centre-report-records";

const NOW = new Date("2030-01-14T03:00:00.000Z"); // Monday 08:30 in India
const MRI_BRAIN = 5001;
const XRAY_CHEST = 5021;
const JUBILEE_HILLS = 1; // Hyderabad, every category, ₹150 registration
const KUKATPALLY = 2; // Hyderabad, X-ray and ultrasound only
const PDF = readFileSync(new URL("../fixtures/prescription.pdf", import.meta.url));

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

let keys = 0;
const key = () => `radiology-test-${++keys}-${Date.now()}`;

describe.each(targets)("radiology on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;
  const slotAt = async (clinicId: number, index: number) => (await radiologyClinicSlots(db(), clinicId, NOW))[index].slotDateTimeInUTC;
  const upload = (accountId: number) => uploadFile(db(), accountId, { fileType: "pdf", base64FileInput: PDF.toString("base64") }, NOW);

  it("answers the spec's queries: scan details, clinics with distance, earliest slot and the all-in price", async () => {
    const item = await gql(`query($id: Int!) { getRadiologyItemDetails(itemId: $id) { name price startingPrice categories needsPrescription FAQs { question } } }`, { id: MRI_BRAIN });
    expect(item.data.getRadiologyItemDetails).toMatchObject({ name: "MRI Brain", price: 5500, startingPrice: 5650, categories: ["MRI"], needsPrescription: true });
    expect(item.data.getRadiologyItemDetails.FAQs.length).toBeGreaterThan(1);

    const clinics = await gql(
      `query($c: Int!, $ids: [Int!]) { getRadiologyClinicsByCategoryAndCity(cityId: $c, itemIds: $ids, latitude: 17.4849, longitude: 78.3897) { id name distance registrationFee earliestSlot price } }`,
      { c: 9, ids: [MRI_BRAIN] },
    );
    const list = clinics.data.getRadiologyClinicsByCategoryAndCity;
    // Only the clinics with an MRI; Kukatpally (the patient's own neighbourhood) has none.
    expect(list.map((c) => c.id)).not.toContain(KUKATPALLY);
    const jubilee = list.find((c) => c.id === JUBILEE_HILLS)!;
    expect(jubilee).toMatchObject({ registrationFee: 150, price: 5650 });
    expect(jubilee.distance).toBeGreaterThan(5);
    expect(jubilee.distance).toBeLessThan(15);
    expect(jubilee.earliestSlot).toMatch(/^\d{4}-\d\d-\d\dT/);

    const serviceability = await gql(`query($ids: [Int!]!) { a: getRadiologyServiceability(cityId: 9, itemIds: $ids) { serviceable clinicCount } b: getRadiologyServiceability(cityId: 1234, itemIds: $ids) { serviceable message } }`, { ids: [MRI_BRAIN] });
    expect(serviceability.data).toMatchObject({ a: { serviceable: true }, b: { serviceable: false, message: "These scans are not available in your city." } });
    const departments = await gql(`{ getRadiologyDepartments { name itemCount } getRadiologyLocations { id } getRadiologyHospitalsClinics(cityId: 9) { id } }`, {});
    expect(departments.data.getRadiologyDepartments.map((d) => d.name).sort()).toEqual(["CT Scan", "MRI", "Ultrasound", "X-Ray"]);
    expect(departments.data.getRadiologyLocations.length).toBe(6);
    expect(departments.data.getRadiologyHospitalsClinics.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    const atKukatpally = await gql(`{ getRadiologyItemsByClinicIdAndCategory(clinicId: 2) { categories } }`, {});
    expect(new Set(atKukatpally.data.getRadiologyItemsByClinicIdAndCategory.flatMap((i) => i.categories))).toEqual(new Set(["X-Ray", "Ultrasound"]));
  });

  it("books an MRI only with a prescription, pays online, lists in My orders, and the centre takes it to report ready", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const input = { itemIds: [MRI_BRAIN], clinicId: JUBILEE_HILLS, patientId: a.patientId, slotDateTimeInUTC: await slotAt(JUBILEE_HILLS, 2), paymentType: "ONLINE" as const, idempotencyKey: key() };
    await expect(bookRadiologyTest(db(), a.accountId, input, NOW)).rejects.toMatchObject({ message: PRESCRIPTION_REQUIRED_MESSAGE(["MRI Brain"]) });
    // Another account's upload, or another account's patient, is not found.
    await expect(bookRadiologyTest(db(), a.accountId, { ...input, prescriptionFileKey: await upload(b.accountId) }, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const fileKey = await upload(a.accountId);
    await expect(bookRadiologyTest(db(), a.accountId, { ...input, patientId: b.patientId, prescriptionFileKey: fileKey }, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const booking = await bookRadiologyTest(db(), a.accountId, { ...input, prescriptionFileKey: fileKey }, NOW);
    // 9000000001 is a Circle member: the MRI's member price (₹5,500 → ₹4,950) + ₹150 registration.
    expect(booking.totalAmount).toBe(510000);
    // The same submit again is the same booking.
    expect((await bookRadiologyTest(db(), a.accountId, { ...input, prescriptionFileKey: fileKey }, NOW)).id).toBe(booking.id);
    expect((await radiologyOrderOfAccount(db(), a.accountId, booking.id, NOW)).status).toBe("PAYMENT_PENDING");

    await completeSandboxCheckout(db(), a.accountId, booking.paymentOrderId!, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    const paid = await radiologyOrderOfAccount(db(), a.accountId, booking.id, NOW);
    expect(paid).toMatchObject({ status: "CONFIRMED", statusLabel: "Confirmed", hasPrescription: true, registrationFee: 15000, items: [{ name: "MRI Brain", price: 495000 }] });

    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: a.cookie } }), { allKinds: true });
    expect(page.rows!.find((r) => r.kind === "RADIOLOGY" && "entry" in r && r.entry.id === booking.id)).toMatchObject({
      entry: { kindLabel: "Radiology scan", statusLabel: "Confirmed", detailPath: `/radiology-order-details/${booking.id}`, toPay: 510000 },
    });

    // IDOR: the order, its prescription and its report are nobody else's.
    await expect(radiologyOrderOfAccount(db(), b.accountId, booking.id, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(radiologyPrescriptionFile(db(), b.accountId, booking.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await radiologyPrescriptionFile(db(), a.accountId, booking.id)).contentType).toBe("application/pdf");
    const theirs = await gql(`mutation($o: ID!, $f: String!) { uploadRadiologyPrescription(orderId: $o, fileType: "pdf", base64FileInput: $f) { status } }`, { o: booking.id, f: PDF.toString("base64") }, b.cookie);
    expect(theirs.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    await expect(cancelRadiologyOrder(db(), b.accountId, booking.id, null, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });

    // The centre: appointments list, no skipped step, check-in, scan done, a PDF report.
    expect((await listRadiologyAppointments(db())).some((x) => x.id === booking.id)).toBe(true);
    await expect(uploadRadiologyReport(db(), 99, booking.id, PDF, NOW)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await moveRadiologyAppointment(db(), 99, booking.id, "CHECKED_IN", NOW);
    await expect(radiologyReportOfAccount(db(), a.accountId, booking.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await moveRadiologyAppointment(db(), 99, booking.id, "SCAN_DONE", NOW);
    await expect(uploadRadiologyReport(db(), 99, booking.id, Buffer.from("not a pdf at all"), NOW)).rejects.toMatchObject({ message: REPORT_NOT_PDF_MESSAGE });
    await uploadRadiologyReport(db(), 99, booking.id, PDF, NOW);
    const done = await radiologyOrderOfAccount(db(), a.accountId, booking.id, NOW);
    expect(done).toMatchObject({ status: "REPORT_READY", statusLabel: "Report ready", hasReport: true, canCancel: false });
    expect(done.history.map((h) => h.status)).toEqual(["PAYMENT_PENDING", "CONFIRMED", "CHECKED_IN", "SCAN_DONE", "REPORT_READY"]);
    expect(Buffer.from((await radiologyReportOfAccount(db(), a.accountId, booking.id)).bytes).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(radiologyReportOfAccount(db(), b.accountId, booking.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // The report is in the owner's health records by itself, and nobody else's.
    await expectCentreReportInRecords(db(), a, b, { orderId: booking.id, displayId: done.displayId, fileName: `radiology-report-${done.displayId}.pdf`, title: "MRI Brain", pdf: PDF, service: "RAD" });
  });

  it("an X-ray paid at the centre needs no prescription, is cancelled by the rule, and gives its place back", async () => {
    const a = await account("9000000001");
    const slot = await slotAt(KUKATPALLY, 4);
    const before = (await radiologyClinicSlots(db(), KUKATPALLY, NOW))[4].booked;
    const booking = await bookRadiologyTest(db(), a.accountId, { itemIds: [XRAY_CHEST], clinicId: KUKATPALLY, patientId: a.patientId, slotDateTimeInUTC: slot, paymentType: "COD", idempotencyKey: key() }, NOW);
    expect(booking).toMatchObject({ totalAmount: 46000, paymentOrderId: null }); // member ₹360 (of ₹400) + ₹100
    expect((await radiologyClinicSlots(db(), KUKATPALLY, NOW))[4].booked).toBe(before + 1);
    // An MRI at a centre without one is refused.
    await expect(
      bookRadiologyTest(db(), a.accountId, { itemIds: [MRI_BRAIN], clinicId: KUKATPALLY, patientId: a.patientId, slotDateTimeInUTC: slot, paymentType: "COD", prescriptionFileKey: await upload(a.accountId), idempotencyKey: key() }, NOW),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Too close to the slot: refused; in time: cancelled, and the place is back.
    await expect(cancelRadiologyOrder(db(), a.accountId, booking.id, null, new Date(Date.parse(slot) - 60 * 60_000))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const cancelled = await cancelRadiologyOrder(db(), a.accountId, booking.id, "Plans changed", NOW);
    expect(cancelled.status).toBe("CANCELLED");
    expect((await radiologyClinicSlots(db(), KUKATPALLY, NOW))[4].booked).toBe(before);
  });

  it("a slot takes two patients; the third is told it is gone", async () => {
    const a = await account("9000000001");
    const slot = await slotAt(KUKATPALLY, 8);
    const book = () => bookRadiologyTest(db(), a.accountId, { itemIds: [XRAY_CHEST], clinicId: KUKATPALLY, patientId: a.patientId, slotDateTimeInUTC: slot, paymentType: "COD", idempotencyKey: key() }, NOW);
    await book();
    await book();
    await expect(book()).rejects.toMatchObject({ message: "This slot is no longer available. Please choose another slot." });
  });

  it("'Radiology and pathology tests cannot be booked together; adding one kind replaces the other kind' — both ways", async () => {
    const a = await account("9000000002");
    const cbc = itemByTag("complete-blood-count-cbc").itemId;
    await changeAccountCart(db(), a.accountId, { type: "ADD_ITEM", itemId: cbc }, 9, NOW);
    const added = await changeRadiologyCartOf(db(), a.accountId, { type: "ADD_ITEM", itemId: XRAY_CHEST }, NOW);
    expect(added.notices).toContain("Radiology and pathology tests cannot be booked together: the lab tests in your cart were replaced.");
    expect((await readAccountCart(db(), a.accountId)).cart.diagnosticsCartItems).toEqual([]);
    expect(added.cart.availableRadiologyCities.length).toBe(6);

    const back = await changeAccountCart(db(), a.accountId, { type: "ADD_ITEM", itemId: cbc }, 9, NOW);
    expect(back.notices.map((n) => n.message)).toContain("Radiology and pathology tests cannot be booked together: the scans in your cart were replaced.");
    expect((await readRadiologyCart(db(), a.accountId)).radiologyCartItems).toEqual([]);
  });

  it("the radiology cart walks city → clinic → slot → patient, and refuses another account's patient", async () => {
    const a = await account("9000000002");
    const b = await account("9000000001");
    await changeRadiologyCartOf(db(), a.accountId, { type: "CLEAR" }, NOW);
    await changeRadiologyCartOf(db(), a.accountId, { type: "ADD_ITEM", itemId: MRI_BRAIN }, NOW);
    expect((await changeRadiologyCartOf(db(), a.accountId, { type: "ADD_ITEM", itemId: MRI_BRAIN }, NOW)).notices).toEqual(["Already in cart"]);
    const city = await changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_CITY", cityId: 9 }, NOW);
    expect(city.cart.availableClinicsList.sort()).toEqual([1, 3].filter((id) => id === JUBILEE_HILLS)); // MRI in Hyderabad: Jubilee Hills only
    await expect(changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_CLINIC", clinicId: KUKATPALLY }, NOW)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_CLINIC", clinicId: JUBILEE_HILLS }, NOW);
    await changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_SLOT", slotDateTimeInUTC: await slotAt(JUBILEE_HILLS, 5) }, NOW);
    await expect(changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_PATIENT", patientId: b.patientId }, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const done = await changeRadiologyCartOf(db(), a.accountId, { type: "SELECT_PATIENT", patientId: a.patientId }, NOW);
    expect(done.cart).toMatchObject({ selectedCity: 9, selectedClinic: JUBILEE_HILLS, selectedPatientId: a.patientId, selectedSlotDate: "2030-01-14" });
    const cleared = await changeRadiologyCartOf(db(), a.accountId, { type: "CLEAR" }, NOW);
    expect(cleared.cart).toMatchObject({ radiologyCartItems: [], selectedCity: null, selectedClinic: null, selectedPatientId: null, availableRadiologyCities: [] });
  });

  it("routes: the order page, success page, report and prescription answer 404 to another account, as for no order", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const booking = await bookRadiologyTest(db(), a.accountId, { itemIds: [MRI_BRAIN], clinicId: JUBILEE_HILLS, patientId: a.patientId, slotDateTimeInUTC: await slotAt(JUBILEE_HILLS, 10), paymentType: "COD", prescriptionFileKey: await upload(a.accountId), idempotencyKey: key() }, NOW);
    await moveRadiologyAppointment(db(), 99, booking.id, "CHECKED_IN", NOW);
    await moveRadiologyAppointment(db(), 99, booking.id, "SCAN_DONE", NOW);
    await uploadRadiologyReport(db(), 99, booking.id, PDF, NOW);
    const req = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
    const id = String(booking.id);

    expect((await orderLoader(req(`/radiology-order-details/${id}`, a.cookie), id)).displayId).toBe(booking.displayId);
    expect(await statusOf(() => orderLoader(req(`/radiology-order-details/${id}`, b.cookie), id))).toBe(404);
    expect(await statusOf(() => orderLoader(req(`/radiology-order-details/999999`, a.cookie), "999999"))).toBe(404);
    expect(await statusOf(() => successLoader(req(`/radiology-success?orderId=${id}`, b.cookie)))).toBe(404);
    expect(await statusOf(() => reportDownload(req(`/resources/radiology-report/${id}`, b.cookie), id))).toBe(404);
    expect(await statusOf(() => prescriptionDownload(req(`/resources/radiology-prescription/${id}`, b.cookie), id))).toBe(404);
    const own = await reportDownload(req(`/resources/radiology-report/${id}`, a.cookie), id);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    // Cancelling someone else's order from its page: 404, and the order is unchanged.
    const body = new URLSearchParams({ intent: "cancel", reason: "" });
    expect(await statusOf(() => orderAction(req(`/radiology-order-details/${id}`, b.cookie, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }), id))).toBe(404);
    expect((await radiologyOrderOfAccount(db(), a.accountId, booking.id, NOW)).status).toBe("REPORT_READY");
  });

  it("bookRadiologyTest over GraphQL: signed out is UNAUTHENTICATED; another account's patient is NOT_FOUND; a missing prescription is the spec's kind of message", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const BOOK = `mutation($input: BookRadiologyTestInput!) { bookRadiologyTest(input: $input) { id displayId totalAmount paymentLinkURL } }`;
    const input = { itemIds: [XRAY_CHEST], clinicId: KUKATPALLY, patientId: String(a.patientId), slotDateTimeInUTC: await slotAt(KUKATPALLY, 12), paymentType: "ONLINE", idempotencyKey: key() };
    expect((await gql(BOOK, { input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql(BOOK, { input }, b.cookie)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const mri = await gql(BOOK, { input: { ...input, itemIds: [MRI_BRAIN], clinicId: JUBILEE_HILLS, slotDateTimeInUTC: await slotAt(JUBILEE_HILLS, 12) } }, a.cookie);
    expect(mri.errors?.[0]).toMatchObject({ message: PRESCRIPTION_REQUIRED_MESSAGE(["MRI Brain"]), extensions: { code: "BAD_USER_INPUT" } });
  });
});
