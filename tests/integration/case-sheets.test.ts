/**
 * The doctor's console and after the consult, on SQLite and PostgreSQL: the seeded doctor writes a case sheet with
 * two advised tests (one sold in the patient's city, one not); the e-prescription carries the registration number;
 * caseSheet(appointmentId), getPatientPrescriptions(patientId, limit), the PDF download, the health records and the
 * advised-tests booking answer the appointment's patient account and its doctor only — every other account,
 * another doctor included, gets NOT_FOUND (IDOR). Feedback is stored once; leave removes the doctor's slots.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { localFileStorage, useFileStorageForTesting } from "~/.server/providers/file-storage";
import {
  advisedTestsOf, bookAdvisedTests, bookConsult, doctorAppointments, FEEDBACK_TOO_EARLY, saveCaseSheet, saveFeedback, UNKNOWN_TEST_MESSAGE,
} from "~/.server/domain/consult";
import { addLeave, getDoctorBySlug, LEAVE_HAS_CONSULTS, onlineResourceOf, removeLeave } from "~/.server/domain/doctors";
import { slotsWithPlaces } from "~/.server/domain/scheduling";
import { getAccountCart } from "~/.server/domain/cart/cart";
import { medicalRecordsOf, recordOfAccount } from "~/.server/domain/health-records";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { loader as eRxRoute } from "~/routes/resources.e-prescription.$id";
import { CONSULT_SLOT_UNAVAILABLE_MESSAGE } from "~/lib/consult-rules";
import { FEEDBACK_ALREADY_GIVEN } from "~/lib/case-sheet";
import { indiaDate } from "~/lib/india-date-time";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

const VITAMIN_D = itemByTag("vitamin-d-25-hydroxy").itemId;
const HLA_B27 = itemByTag("hla-b27-pcr").itemId;
const BANGALORE = 2;
const HYDERABAD = 9;

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "erx-files-"));
beforeAll(() => useFileStorageForTesting(localFileStorage(storageDir)));
afterAll(() => {
  useFileStorageForTesting(null);
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const sheetInput = (tests: number[]) => ({
  symptoms: "Lower back pain and morning stiffness for 3 months",
  diagnosis: "Inflammatory back pain, suspected axial spondyloarthritis",
  medicines: [{ name: "Naproxen 500 mg tablet", dose: "1 tablet", frequency: "Twice a day after food", duration: "14 days" }],
  tests,
  advice: "Daily stretching; avoid long hours of sitting.",
  followUp: "Review after 2 weeks with reports",
});

describe.each(targets)("case sheets and e-prescriptions on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;
  const accountOf = async (mobile: string) => (await db().selectFrom("accounts").select("id").where("mobile_number", "=", mobile).executeTakeFirstOrThrow()).id;
  const cookieOf = async (mobile: string) => {
    const res = await createUserSession({ accountId: await accountOf(mobile), mobileNumber: mobile, countryCode: "+91", isCircleMember: false }, "/");
    return res.headers.get("Set-Cookie")!.split(";")[0];
  };
  /** The seeded consult of Dr. Ramesh Kumar Reddy with Rahul Verma (account 3, Bangalore). */
  const rahulsConsult = async () => {
    const row = await db()
      .selectFrom("orders")
      .innerJoin("patients", "patients.id", "orders.patient_id")
      .innerJoin("consult_details", "consult_details.order_id", "orders.id")
      .innerJoin("doctors", "doctors.id", "consult_details.doctor_id")
      .select(["orders.id", "orders.patient_id", "doctors.id as doctor_id"])
      .where("patients.uhid", "=", "APJ1.0000000301")
      .where("doctors.slug", "=", "dr-ramesh-kumar-reddy")
      .executeTakeFirstOrThrow();
    return { appointmentId: row.id, patientId: row.patient_id!, doctorId: row.doctor_id };
  };

  it("shows the doctor today's seeded consults, with a waiting patient marked", async () => {
    const { appointmentId, doctorId } = await rahulsConsult();
    await db().updateTable("consult_details").set({ patient_waiting_at: new Date().toISOString() }).where("order_id", "=", appointmentId).execute();
    const day = await doctorAppointments(db(), doctorId);
    const all = [...day.today, ...day.upcoming];
    expect(all.find((a) => a.id === appointmentId)).toMatchObject({ patientName: "Rahul Verma", patientWaitingSince: expect.any(String), hasCaseSheet: false });
    expect(day.today.every((a) => a.day === indiaDate(new Date()))).toBe(true);
    // Another doctor's day does not show it.
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    const other = await doctorAppointments(db(), farah.id);
    expect([...other.today, ...other.upcoming].some((a) => a.id === appointmentId)).toBe(false);
  });

  it("the doctor writes the case sheet: e-prescription with the registration number, consult completed; another doctor cannot", async () => {
    const { appointmentId, doctorId } = await rahulsConsult();
    const farah = await getDoctorBySlug(db(), "dr-farah-khan");
    await expect(saveCaseSheet(db(), farah.id, appointmentId, sheetInput([VITAMIN_D]))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(saveCaseSheet(db(), doctorId, appointmentId, sheetInput([999_999]))).rejects.toMatchObject({ message: UNKNOWN_TEST_MESSAGE });
    const sheet = await saveCaseSheet(db(), doctorId, appointmentId, sheetInput([VITAMIN_D, HLA_B27]));
    expect(sheet.tests.map((t) => t.itemName)).toEqual([itemByTag("vitamin-d-25-hydroxy").itemName, "HLA-B27 by PCR"]);
    const order = await db().selectFrom("orders").select("status").where("id", "=", appointmentId).executeTakeFirstOrThrow();
    expect(order.status).toBe("COMPLETED");
    const ramesh = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    const res = await eRxRoute({ request: new Request(`http://localhost/resources/e-prescription/${appointmentId}`, { headers: { cookie: await cookieOf("9876543210") } }), params: { id: String(appointmentId) }, context: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) }).getText()).text;
    expect(text).toContain(ramesh.registrationNumber);
    expect(text).toContain(ramesh.registrationCouncil);
    expect(text).toContain(ramesh.qualifications);
    expect(text).toContain("Rahul Verma");
    expect(text).toContain("Naproxen 500 mg tablet");
    expect(text).toContain("HLA-B27 by PCR");
  });

  it("caseSheet(appointmentId) and getPatientPrescriptions answer the patient's account and the doctor only", async () => {
    const { appointmentId, patientId } = await rahulsConsult();
    const Q = `query($id: ID!) { caseSheet(appointmentId: $id) { diagnosis registrationNumber doctorName patientName medicines { name dose } tests { itemName } } }`;
    const mine = await gql(Q, { id: String(appointmentId) }, await cookieOf("9876543210"));
    expect(mine.data?.caseSheet).toMatchObject({ patientName: "Rahul Verma", doctorName: "Dr. Ramesh Kumar Reddy", medicines: [{ name: "Naproxen 500 mg tablet", dose: "1 tablet" }] });
    expect((await gql(Q, { id: String(appointmentId) }, await cookieOf("9000000201"))).data?.caseSheet?.diagnosis).toMatch(/spondyloarthritis/);
    for (const stranger of ["9000000001", "9000000202"]) {
      const refused = await gql(Q, { id: String(appointmentId) }, await cookieOf(stranger));
      expect(refused.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(refused.data?.caseSheet ?? null).toBeNull();
    }
    expect((await gql(Q, { id: String(appointmentId) })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const P = `query($p: ID!) { getPatientPrescriptions(patientId: $p, limit: 5) { id doctorName fileUrl caseSheet { diagnosis symptoms medicines { name } } } }`;
    const own = (await gql(P, { p: String(patientId) }, await cookieOf("9876543210"))).data?.getPatientPrescriptions;
    expect(own?.[0]).toMatchObject({ id: `consult-${appointmentId}`, doctorName: "Dr. Ramesh Kumar Reddy", fileUrl: `/resources/e-prescription/${appointmentId}`, caseSheet: { medicines: [{ name: "Naproxen 500 mg tablet" }] } });
    const doctors = (await gql(P, { p: String(patientId) }, await cookieOf("9000000201"))).data?.getPatientPrescriptions;
    expect(doctors?.map((p) => p.id)).toEqual([`consult-${appointmentId}`]);
    for (const stranger of ["9000000001", "9000000202"]) {
      expect((await gql(P, { p: String(patientId) }, await cookieOf(stranger))).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
  });

  it("the PDF download and the health records are the owner's only", async () => {
    const { appointmentId, patientId } = await rahulsConsult();
    for (const stranger of ["9000000001", "9000000202"]) {
      const res = await eRxRoute({ request: new Request("http://localhost/x", { headers: { cookie: await cookieOf(stranger) } }), params: { id: String(appointmentId) }, context: {} });
      expect(res.status).toBe(404);
    }
    const doctorsCopy = await eRxRoute({ request: new Request("http://localhost/x", { headers: { cookie: await cookieOf("9000000201") } }), params: { id: String(appointmentId) }, context: {} });
    expect(doctorsCopy.status).toBe(200);
    const records = await medicalRecordsOf(db(), await accountOf("9876543210"), patientId, ["PRESCRIPTION"]);
    const rx = records.find((r) => r.source === "CONSULT" && r.doctorName === "Dr. Ramesh Kumar Reddy");
    expect(rx).toMatchObject({ recordType: "PRESCRIPTION", fields: { diagnosis: expect.stringMatching(/spondyloarthritis/) } });
    await expect(recordOfAccount(db(), await accountOf("9000000001"), rx!.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("splits the advised tests by the patient's city and books the available ones into the cart; nobody else can", async () => {
    const { appointmentId } = await rahulsConsult();
    const rahul = await accountOf("9876543210");
    const inBangalore = await advisedTestsOf(db(), rahul, appointmentId, BANGALORE);
    expect(inBangalore?.available.map((t) => t.itemId)).toEqual([VITAMIN_D]);
    expect(inBangalore?.unavailable.map((t) => t.itemName)).toEqual(["HLA-B27 by PCR"]);
    expect((await advisedTestsOf(db(), rahul, appointmentId, HYDERABAD))?.available.map((t) => t.itemId)).toEqual([VITAMIN_D, HLA_B27]);
    await expect(bookAdvisedTests(db(), await accountOf("9000000001"), appointmentId, BANGALORE)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await bookAdvisedTests(db(), rahul, appointmentId, BANGALORE)).toBe(1);
    const cart = await getAccountCart(db(), rahul);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toContain(VITAMIN_D);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).not.toContain(HLA_B27);
  });

  it("stores feedback once, for the appointment's patient only, after the consult", async () => {
    const { appointmentId } = await rahulsConsult();
    const rahul = await accountOf("9876543210");
    await expect(saveFeedback(db(), await accountOf("9000000001"), appointmentId, { rating: 1, answers: [], comment: "" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const saved = await saveFeedback(db(), rahul, appointmentId, { rating: 4, answers: ["Clear prescription"], comment: "Very patient doctor" });
    expect(saved).toMatchObject({ rating: 4, label: "Great", answers: ["Clear prescription"] });
    await expect(saveFeedback(db(), rahul, appointmentId, { rating: 2, answers: [], comment: "" })).rejects.toMatchObject({ message: FEEDBACK_ALREADY_GIVEN });
    // Tomorrow's consult has not happened yet.
    const tomorrow = await db()
      .selectFrom("orders").innerJoin("patients", "patients.id", "orders.patient_id").select("orders.id")
      .where("patients.uhid", "=", "APJ1.0000000302").where("orders.kind", "=", "CONSULT").executeTakeFirstOrThrow();
    await expect(saveFeedback(db(), rahul, tomorrow.id, { rating: 3, answers: [], comment: "" })).rejects.toMatchObject({ message: FEEDBACK_TOO_EARLY });
  });

  it("leave removes the doctor's slots from booking, refuses a day with booked consults, and comes back when removed", async () => {
    const now = new Date();
    const ramesh = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    const tomorrow = indiaDate(new Date(now.getTime() + 86_400_000));
    await expect(addLeave(db(), ramesh.id, tomorrow, now)).rejects.toMatchObject({ message: LEAVE_HAS_CONSULTS });
    const day = indiaDate(new Date(now.getTime() + 3 * 86_400_000));
    const before = (await slotsWithPlaces(db(), onlineResourceOf(ramesh), now)).filter((s) => s.slotDate === day);
    expect(before.length).toBeGreaterThan(0);
    await addLeave(db(), ramesh.id, day, now);
    const onLeave = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    expect((await slotsWithPlaces(db(), onlineResourceOf(onLeave), now)).filter((s) => s.slotDate === day)).toHaveLength(0);
    const rahul = await accountOf("9876543210");
    const patient = await db().selectFrom("patients").select("id").where("uhid", "=", "APJ1.0000000301").executeTakeFirstOrThrow();
    await expect(
      bookConsult(db(), { accountId: rahul, patientId: patient.id, doctorId: ramesh.id, mode: "ONLINE", consultType: "VIDEO", slotDateTimeInUTC: before[0].slotDateTimeInUTC, idempotencyKey: `leave-${target.name}` }, now),
    ).rejects.toMatchObject({ message: CONSULT_SLOT_UNAVAILABLE_MESSAGE });
    await removeLeave(db(), ramesh.id, day);
    const back = await getDoctorBySlug(db(), "dr-ramesh-kumar-reddy");
    expect((await slotsWithPlaces(db(), onlineResourceOf(back), now)).filter((s) => s.slotDate === day)).toHaveLength(before.length);
  });
});
