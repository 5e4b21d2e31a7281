/**
 * Health checks booked end to end on the spine, on SQLite and PostgreSQL: the spec's queries, the eligibility rule
 * (too young refused, gender mismatch warned), a hospital appointment paid through the sandbox and listed in My
 * orders, the centre's check-in / done / report, the owner's report download, a pay-at-centre appointment cancelled
 * by the rule with its place back, a paid one refunded, the risk assessment carried onto the appointment, and every
 * id-taking operation and route refused to another account (appointment, order, report, patient, assessment).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures, statusOf } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";
import { expectCentreReportInRecords } from "./centre-report-records";
import type { Mutation, Query } from "~/.server/graphql/generated/resolvers-types";
import { completeSandboxCheckout } from "~/.server/providers/payment-sandbox";
import { ordersListLoader } from "~/features/orders/orders.server";
import { appointmentAction, appointmentLoader, hraLoader, reportDownload } from "~/features/prohealth/prohealth.server";
import {
  bookProhealthAppointment,
  cancelProhealthAppointment,
  getPreHraLinkByMobileNumber,
  hraResultOf,
  listProhealthOpsAppointments,
  moveProhealthAppointment,
  prohealthAppointmentOfAccount,
  prohealthReportOfAccount,
  prohealthSlots,
  submitHraAnswers,
  uploadProhealthReport,
  PROHEALTH_REPORT_NOT_PDF_MESSAGE,
} from "~/.server/domain/prohealth";
import { underAgeMessage, genderMismatchWarning, fastingSlotAllowed } from "~/lib/prohealth-rules";

const NOW = new Date("2030-01-14T03:00:00.000Z"); // Monday 08:30 in India
const SECUNDERABAD = 13; // Hyderabad hospital running health checks
const MANIKONDA = 12; // Hyderabad Apollo Clinic
const ESSENTIAL = 101;
const CLINIC_FULL_BODY = 104;
const WOMAN = 401;
const PDF = readFileSync(new URL("../fixtures/prescription.pdf", import.meta.url));

async function gql<Data = Query & Mutation>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody<Data>> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody<Data>;
}

let keys = 0;
const key = () => `prohealth-test-${++keys}-${Date.now()}`;

describe.each(targets)("health checks on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;
  // Every package these tests book needs fasting: "a fasting package's appointment starts before 11:00 India time".
  const slotAt = async (facilityId: number, index: number, now = NOW) =>
    (await prohealthSlots(db(), facilityId, now)).filter((s) => s.available && fastingSlotAllowed(s.startTime, 10))[index].slotDateTimeInUTC;
  const patientNamed = async (accountId: number, firstName: string) =>
    (await db().selectFrom("patients").select("id").where("account_id", "=", accountId).where("first_name", "=", firstName).executeTakeFirstOrThrow()).id;
  const booking = (accountId: number, patientId: number, over: Partial<Parameters<typeof bookProhealthAppointment>[2]> = {}) =>
    ({ packageId: ESSENTIAL, facilityId: SECUNDERABAD, patientId, slotDateTimeInUTC: "", paymentType: "ONLINE" as const, idempotencyKey: key(), bookingSource: "WEB" as const, ...over });

  it("answers the spec's queries: cities, categories by city, hospitals and clinics, package, slots, dates, coordinates", async () => {
    type Aliased = Query & { hospitalSlots: Query["getProhealthHospitalSlots"]; clinicViaHospital: Query["getProhealthHospitalSlots"]; byPincode: Query["getLocationCoordinates"]; byCity: Query["getLocationCoordinates"] };
    const q = await gql<Aliased>(
      `{ getProHealthCities { name hospitalCount }
         getProHealthPackageCategoriesByCity(cityId: 9) { slug name minimumAgeInYears genderRecomended inclusionsCount benefits packages { packageName price isClinicPackage fasting } }
         getProHealthHospitalByCategoryAndCity(categoryId: 1, cityId: 9, latitude: 17.4849, longitude: 78.3897) { id unitName unitType city distance }
         getProHealthPackageBySlug(slug: "apollo-prohealth-essential") { packageName price gender fasting fastingHours serviceId isBookable inclusions faqs { question } }
         getProHealthHospitalPackageDetails(hospitalId: 13, categoryId: 1) { hospital { unitName unitType } packages { packageName } }
         hospitalSlots: getProhealthHospitalSlots(hospitalId: 13) { slotDateTimeInUTC available }
         clinicViaHospital: getProhealthHospitalSlots(hospitalId: 12) { slotDateTimeInUTC }
         getProhealthClinicDates(clinicId: 12)
         byPincode: getLocationCoordinates(pincode: "500072") { city latitude }
         byCity: getLocationCoordinates(city: "chennai") { city cityId } }`,
      {},
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.getProHealthCities.map((c) => c.name)).toHaveLength(6);
    const fullBody = q.data.getProHealthPackageCategoriesByCity.find((c) => c.slug === "full-body-checkup")!;
    expect(fullBody).toMatchObject({ name: "Full Body Checkup", minimumAgeInYears: 18, genderRecomended: "ALL" });
    expect(fullBody.inclusionsCount).toBeGreaterThan(20);
    expect(fullBody.packages.map((p) => p.packageName)).toContain("Apollo ProHealth Essential");
    const units = q.data.getProHealthHospitalByCategoryAndCity;
    expect(units.find((u) => u.id === SECUNDERABAD)).toMatchObject({ unitType: "HOSPITAL", city: "Hyderabad" });
    expect(units.find((u) => u.id === MANIKONDA)).toMatchObject({ unitType: "CLINIC" });
    expect(units[0].distance!).toBeLessThanOrEqual(units[units.length - 1].distance!);
    expect(q.data.getProHealthPackageBySlug).toMatchObject({ packageName: "Apollo ProHealth Essential", price: 3999, gender: "ALL", fasting: true, fastingHours: 10, isBookable: true });
    expect(q.data.getProHealthPackageBySlug.inclusions).toContain("ECG (Electrocardiogram)");
    expect(q.data.getProHealthHospitalPackageDetails.hospital).toMatchObject({ unitName: "Apollo Hospitals, Secunderabad", unitType: "HOSPITAL" });
    expect(q.data.hospitalSlots.length).toBeGreaterThan(10);
    expect(q.data.clinicViaHospital).toEqual([]);
    expect(q.data.getProhealthClinicDates.length).toBeGreaterThan(3);
    expect(q.data.byCity).toMatchObject({ city: "Chennai" });
    const missing = await gql(`{ getProHealthPackageBySlug(slug: "no-such-package") { id } }`, {});
    expect(missing.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("a patient under the category's minimum age cannot be booked; a gender mismatch books with a warning", async () => {
    const a = await account("9000000001");
    const kabir = await patientNamed(a.accountId, "Kabir"); // born 2015
    await expect(bookProhealthAppointment(db(), a.accountId, booking(a.accountId, kabir, { slotDateTimeInUTC: await slotAt(SECUNDERABAD, 0) }), NOW)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: underAgeMessage("Full Body Checkup", 18),
    });
    const aarav = await patientNamed(a.accountId, "Aarav");
    const warned = await bookProhealthAppointment(db(), a.accountId, booking(a.accountId, aarav, { packageId: WOMAN, paymentType: "COD", slotDateTimeInUTC: await slotAt(SECUNDERABAD, 1) }), NOW);
    expect(warned.warnings).toEqual([genderMismatchWarning("Apollo ProHealth Woman", "FEMALE")]);
    expect((await prohealthAppointmentOfAccount(db(), a.accountId, warned.id, NOW)).status).toBe("BOOKED");
  });

  it("books a hospital health check, pays online, lists in My orders, and the centre takes it to report ready", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const input = booking(a.accountId, a.patientId, { slotDateTimeInUTC: await slotAt(SECUNDERABAD, 2) });
    // Another account's patient is not found.
    await expect(bookProhealthAppointment(db(), a.accountId, { ...input, patientId: b.patientId }, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const made = await bookProhealthAppointment(db(), a.accountId, input, NOW);
    // A Circle member pays the package's member price (₹3,999 less 15%, down to ₹10), and the appointment keeps the saving.
    expect(made.price).toBe(339000);
    expect((await prohealthAppointmentOfAccount(db(), a.accountId, made.id, NOW)).circleDiscount).toBe(399900 - 339000);
    expect(Date.parse(made.appointmentEndUtc) - Date.parse(made.appointmentStartUtc)).toBe(180 * 60_000);
    expect((await bookProhealthAppointment(db(), a.accountId, input, NOW)).id).toBe(made.id); // the same submit again

    await completeSandboxCheckout(db(), a.accountId, made.paymentOrderId!, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    const paid = await prohealthAppointmentOfAccount(db(), a.accountId, made.id, NOW);
    expect(paid).toMatchObject({ status: "CONFIRMED", statusLabel: "Confirmed", bookingSource: "WEB", hospital: { unitName: "Apollo Hospitals, Secunderabad", unitType: "HOSPITAL" } });
    expect(paid.fastingNote).toMatch(/^10 hours fasting needed: no food after .+ \(water is fine\)\.$/);

    const page = await ordersListLoader(new Request("http://localhost/orders", { headers: { cookie: a.cookie } }), { allKinds: true });
    expect(page.rows!.find((r) => r.kind === "HEALTH_CHECK" && "entry" in r && r.entry.id === made.id)).toMatchObject({
      entry: { kindLabel: "Health check", statusLabel: "Confirmed", detailPath: `/apollo-prohealth/appointments/${made.id}` },
    });

    // IDOR: the appointment and its report are nobody else's.
    await expect(prohealthAppointmentOfAccount(db(), b.accountId, made.id, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(cancelProhealthAppointment(db(), b.accountId, made.id, null, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });

    // The centre: no skipped step; check in, done, a PDF report.
    expect((await listProhealthOpsAppointments(db())).some((x) => x.id === made.id)).toBe(true);
    await expect(uploadProhealthReport(db(), 99, made.id, PDF, NOW)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await moveProhealthAppointment(db(), 99, made.id, "CHECKED_IN", NOW);
    await expect(prohealthReportOfAccount(db(), a.accountId, made.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await moveProhealthAppointment(db(), 99, made.id, "COMPLETED", NOW);
    await expect(uploadProhealthReport(db(), 99, made.id, Buffer.from("not a pdf at all"), NOW)).rejects.toMatchObject({ message: PROHEALTH_REPORT_NOT_PDF_MESSAGE });
    await uploadProhealthReport(db(), 99, made.id, PDF, NOW);
    const done = await prohealthAppointmentOfAccount(db(), a.accountId, made.id, NOW);
    expect(done).toMatchObject({ status: "REPORT_READY", statusLabel: "Report ready", hasReport: true, canCancel: false });
    expect(done.history.map((h) => h.status)).toEqual(["PAYMENT_PENDING", "CONFIRMED", "CHECKED_IN", "COMPLETED", "REPORT_READY"]);
    expect(Buffer.from((await prohealthReportOfAccount(db(), a.accountId, made.id)).bytes).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(prohealthReportOfAccount(db(), b.accountId, made.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // The report is in the owner's health records by itself, and nobody else's.
    await expectCentreReportInRecords(db(), a, b, { orderId: made.id, displayId: done.displayId, fileName: `health-check-report-${done.displayId}.pdf`, title: done.package.packageName, pdf: PDF, service: "OTH" });
  });

  it("Circle prices: \"the discount applies only if the user is a member … otherwise standard prices apply\"", async () => {
    const member = await account("9000000001");
    const other = await account("9000000002");
    const pkg = await db().selectFrom("prohealth_packages").select(["price", "circle_price"]).where("id", "=", ESSENTIAL).executeTakeFirstOrThrow();
    expect(pkg).toEqual({ price: 399900, circle_price: 339000 });
    const normal = await bookProhealthAppointment(db(), other.accountId, booking(other.accountId, other.patientId, { paymentType: "COD", slotDateTimeInUTC: await slotAt(SECUNDERABAD, 10) }), NOW);
    expect(normal.price).toBe(399900);
    expect((await prohealthAppointmentOfAccount(db(), other.accountId, normal.id, NOW)).circleDiscount).toBe(0);
    const paid = await bookProhealthAppointment(db(), member.accountId, booking(member.accountId, member.patientId, { paymentType: "COD", slotDateTimeInUTC: await slotAt(SECUNDERABAD, 10) }), NOW);
    expect(paid.price).toBe(339000);
  });

  it("a clinic appointment paid at the centre is cancelled by the rule and gives its place back; a paid one is refunded", async () => {
    const a = await account("9000000001");
    const slot = await slotAt(MANIKONDA, 3);
    const placesBefore = (await prohealthSlots(db(), MANIKONDA, NOW)).find((s) => s.slotDateTimeInUTC === slot)!.booked;
    const cod = await bookProhealthAppointment(db(), a.accountId, booking(a.accountId, a.patientId, { packageId: CLINIC_FULL_BODY, facilityId: MANIKONDA, paymentType: "COD", slotDateTimeInUTC: slot }), NOW);
    expect(cod).toMatchObject({ price: 212000, paymentOrderId: null }); // the Circle member price of ₹2,499
    expect((await prohealthSlots(db(), MANIKONDA, NOW)).find((s) => s.slotDateTimeInUTC === slot)!.booked).toBe(placesBefore + 1);
    // A hospital package is not offered at a clinic.
    await expect(bookProhealthAppointment(db(), a.accountId, booking(a.accountId, a.patientId, { facilityId: MANIKONDA, slotDateTimeInUTC: slot }), NOW)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(cancelProhealthAppointment(db(), a.accountId, cod.id, null, new Date(Date.parse(slot) - 60 * 60_000))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await cancelProhealthAppointment(db(), a.accountId, cod.id, "Travelling", NOW)).status).toBe("CANCELLED");
    expect((await prohealthSlots(db(), MANIKONDA, NOW)).find((s) => s.slotDateTimeInUTC === slot)!.booked).toBe(placesBefore);

    const online = await bookProhealthAppointment(db(), a.accountId, booking(a.accountId, a.patientId, { slotDateTimeInUTC: await slotAt(SECUNDERABAD, 5) }), NOW);
    await completeSandboxCheckout(db(), a.accountId, online.paymentOrderId!, { outcome: "success", method: "UPI", upiId: "asha@okhdfc" }, { now: NOW });
    const refunded = await cancelProhealthAppointment(db(), a.accountId, online.id, null, NOW);
    expect(refunded).toMatchObject({ status: "REFUNDED", statusLabel: "Refunded" });
    const refund = await db().selectFrom("refunds").selectAll().where("order_id", "=", online.id).executeTakeFirst();
    expect(refund).toBeTruthy();
  });

  it("the risk assessment: own numbers only, owner-only answers, and its link travels onto the appointment", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    await expect(getPreHraLinkByMobileNumber(db(), a.accountId, "9000000002", NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { token, link } = await getPreHraLinkByMobileNumber(db(), a.accountId, "9000000001", NOW);
    expect(link).toBe(`/apollo-prohealth/hra/${token}`);
    expect((await getPreHraLinkByMobileNumber(db(), a.accountId, "9000000001", NOW)).token).toBe(token); // the open one again
    const result = await submitHraAnswers(db(), a.accountId, token, { age: 43, gender: "MALE", familyHistory: ["heart"], lifestyle: ["smoking"], symptoms: ["chest"] }, NOW);
    expect(result.recommendation?.packageName).toBe("Apollo ProHealth Premium");
    expect(result.recommendation?.reasons.find((r) => r.test === "Pulmonary Function Test (PFT)")?.why).toEqual(["You smoke: a lung function test measures damage before you feel breathless."]);
    await expect(hraResultOf(db(), b.accountId, token)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(submitHraAnswers(db(), b.accountId, token, { age: 30, gender: "FEMALE", familyHistory: [], lifestyle: [], symptoms: [] }, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Someone else's assessment cannot be put on an appointment.
    await expect(bookProhealthAppointment(db(), b.accountId, booking(b.accountId, b.patientId, { hraToken: token, slotDateTimeInUTC: await slotAt(SECUNDERABAD, 6) }), NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const made = await bookProhealthAppointment(db(), a.accountId, booking(a.accountId, a.patientId, { packageId: 103, hraToken: token, paymentType: "COD", slotDateTimeInUTC: await slotAt(SECUNDERABAD, 6) }), NOW);
    expect((await prohealthAppointmentOfAccount(db(), a.accountId, made.id, NOW)).shortHraLink).toBe(link);
  });

  it("GraphQL: signed out is UNAUTHENTICATED; another account's order, patient and number are NOT_FOUND; each booking operation books its own unit type", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const BOOK_HOSPITAL = `mutation($input: BookProhealthAppointmentInput!) { bookProhealthAppointmentHospital(input: $input) { id displayId price warnings paymentLinkURL appointmentStartDateTimeUTC } }`;
    const BOOK_CLINIC = `mutation($input: BookProhealthAppointmentInput!) { bookProhealthAppointment(input: $input) { id price } }`;
    const realSlot = async (id: number) => (await prohealthSlots(db(), id)).filter((s) => s.available && fastingSlotAllowed(s.startTime, 10))[8].slotDateTimeInUTC;
    const input = { packageId: ESSENTIAL, hospitalId: SECUNDERABAD, patientId: String(a.patientId), slotDateTimeInUTC: await realSlot(SECUNDERABAD), paymentType: "ONLINE", idempotencyKey: key() };
    expect((await gql(BOOK_HOSPITAL, { input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql(BOOK_HOSPITAL, { input }, b.cookie)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const atClinicOp = await gql(BOOK_CLINIC, { input }, a.cookie);
    expect(atClinicOp.errors?.[0]).toMatchObject({ message: "This package is booked at a hospital, not a clinic.", extensions: { code: "BAD_USER_INPUT" } });
    const made = await gql(BOOK_HOSPITAL, { input }, a.cookie);
    expect(made.errors).toBeUndefined();
    expect(made.data.bookProhealthAppointmentHospital).toMatchObject({ price: 3390, warnings: [] }); // a Circle member
    expect(made.data.bookProhealthAppointmentHospital.paymentLinkURL).toMatch(/^\/pay\//);
    const clinic = await gql(BOOK_CLINIC, { input: { ...input, packageId: CLINIC_FULL_BODY, hospitalId: MANIKONDA, slotDateTimeInUTC: await realSlot(MANIKONDA), idempotencyKey: key() } }, a.cookie);
    expect(clinic.data.bookProhealthAppointment).toMatchObject({ price: 2120 });

    const id = made.data.bookProhealthAppointmentHospital.id;
    const displayId = made.data.bookProhealthAppointmentHospital.displayId;
    const ORDER = `query($o: ID, $d: String) { getAllProhealthOrdersByOrderIdOrDisplayId(orderId: $o, displayId: $d) { id status package { packageName } hospital { unitName } bookingSource } }`;
    expect((await gql(ORDER, { o: id }, a.cookie)).data.getAllProhealthOrdersByOrderIdOrDisplayId).toMatchObject({ id, status: "PAYMENT_PENDING", bookingSource: "GRAPHQL" });
    expect((await gql(ORDER, { d: displayId }, a.cookie)).data.getAllProhealthOrdersByOrderIdOrDisplayId.id).toBe(id);
    expect((await gql(ORDER, { o: id }, b.cookie)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(ORDER, { d: displayId }, b.cookie)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const theirs = await gql(`{ getAllProhealthAppointments { id } }`, {}, b.cookie);
    expect(theirs.data.getAllProhealthAppointments.map((x) => x.id)).not.toContain(id);
    expect((await gql(`{ getAllProhealthAppointments { id } }`, {}, a.cookie)).data.getAllProhealthAppointments.map((x) => x.id)).toContain(id);
    const hra = await gql(`query($m: String!) { getPreHraLinkByMobileNumber(mobileNumber: $m) { link } }`, { m: "9000000001" }, b.cookie);
    expect(hra.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`query($m: String!) { getPreHraLinkByMobileNumber(mobileNumber: $m) { link } }`, { m: "9000000001" })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("routes: the appointment page, its cancel, the report and the assessment answer 404 to another account, as for none", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const made = await bookProhealthAppointment(db(), a.accountId, booking(a.accountId, a.patientId, { paymentType: "COD", slotDateTimeInUTC: await slotAt(SECUNDERABAD, 9) }), NOW);
    await moveProhealthAppointment(db(), 99, made.id, "CHECKED_IN", NOW);
    await moveProhealthAppointment(db(), 99, made.id, "COMPLETED", NOW);
    await uploadProhealthReport(db(), 99, made.id, PDF, NOW);
    const req = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
    const id = String(made.id);
    expect((await appointmentLoader(req(`/apollo-prohealth/appointments/${id}`, a.cookie), id)).displayId).toBe(made.displayId);
    expect(await statusOf(() => appointmentLoader(req(`/apollo-prohealth/appointments/${id}`, b.cookie), id))).toBe(404);
    expect(await statusOf(() => appointmentLoader(req(`/apollo-prohealth/appointments/999999`, a.cookie), "999999"))).toBe(404);
    expect(await statusOf(() => reportDownload(req(`/resources/prohealth-report/${id}`, b.cookie), id))).toBe(404);
    const own = await reportDownload(req(`/resources/prohealth-report/${id}`, a.cookie), id);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const body = new URLSearchParams({ intent: "cancel", reason: "" });
    expect(await statusOf(() => appointmentAction(req(`/apollo-prohealth/appointments/${id}`, b.cookie, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }), id))).toBe(404);
    expect((await prohealthAppointmentOfAccount(db(), a.accountId, made.id, NOW)).status).toBe("REPORT_READY");
    const { token } = await getPreHraLinkByMobileNumber(db(), a.accountId, "9000000001", NOW);
    expect(await statusOf(() => hraLoader(req(`/apollo-prohealth/hra/${token}`, b.cookie), token))).toBe(404);
    expect(await statusOf(() => hraLoader(req(`/apollo-prohealth/hra/${token}`, a.cookie), token))).toBe(200);
  });
});
