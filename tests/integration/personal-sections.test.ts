/**
 * A personal section shows the patient's own data, or its empty state, or nothing — never the example data an
 * editor or a widget sample put inline (a brand-new account was shown "Tests From Your Consultations — Dr. Ramesh
 * Kumar Reddy · For Lakshmi Reddy" and "Your Appointments … For Kavya Rao"). The studio preview and the widget
 * samples still show that example data: there it is an example, not anyone's record.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { widgets } from "#widgets/registry";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { startSession } from "~/.server/session";
import { loader as labTestsLoader } from "~/routes/lab-tests._index";
import { loader as consultLoader } from "~/routes/consult";
import { loader as personalLoader } from "~/routes/resources.personal";
import { loader as sectionLoader } from "~/routes/resources.section";
import { renderPreview } from "~/sdui/preview.server";
import { servicesOfTarget, targets } from "./harness";
import { indiaDate } from "~/lib/india-date-time";

type Json = unknown;

/** Every person's name (patient or doctor) in a value. */
function personNames(value: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) personNames(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (/^(patientName|doctorName)$/.test(k) && typeof v === "string") out.add(v);
      else personNames(v, out);
    }
  }
  return out;
}

const bundled = (file: string) => JSON.parse(fs.readFileSync(`screen-configs/${file}`, "utf8"));
/** The names seeded as examples: in the widgets' samples and in the bundled configurations' inline data. */
const SAMPLE_NAMES = [...personNames([widgets.map((w) => w.samples.map((s) => s.props)), fs.readdirSync("screen-configs").map(bundled)])];

const get = (url: string, cookie?: string) => new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} });

/** consult_home's appointments card with an editor's inline example data (the widget's own sample) instead of its source. */
function inlineAppointments() {
  const section = bundled("consult_home.web.signed_in.json")
    .containers.flatMap((c: { sections: unknown[] }) => c.sections)
    .find((s: { name: string }) => s.name === "your_appointments");
  const sample = widgets.find((w) => w.type === "AppointmentListingCard")!.samples[0].props;
  return { ...section, data_source: { type: "JSON", data: sample } };
}

type Page = { data: { screen: { segment: string; containers: { sections: { name: string; mode: string; data?: Json }[] }[] } } };
const sectionsOf = (page: unknown) => (page as Page).data.screen.containers.flatMap((c) => c.sections);

describe.each(targets)("personal sections for a brand-new account on $name", (target) => {
  const services = servicesOfTarget(target);

  const newAccountCookie = async () => {
    const mobile = `70${String(Date.now()).slice(-8)}`;
    const account = await findOrCreateAccount(services().db, "+91", mobile);
    expect(account.created).toBe(true);
    return (await startSession({ accountId: account.id, mobileNumber: mobile, countryCode: "+91", isCircleMember: false })).split(";")[0];
  };

  it("knows the seeded example names it must never show as someone's own", () => {
    expect(SAMPLE_NAMES).toEqual(expect.arrayContaining(["Dr. Ramesh Kumar Reddy", "Lakshmi Reddy", "Kavya Rao"]));
  });

  it("/lab-tests and /consult, and the personal request, carry none of the example names", async () => {
    const cookie = await newAccountCookie();
    const labTests = await labTestsLoader({ request: get("/lab-tests", cookie), params: {}, context: {} });
    const consult = await consultLoader({ request: get("/consult", cookie), params: {}, context: {} });
    for (const page of [labTests, consult]) expect((page as unknown as Page).data.screen.segment).toBe("signed_in");

    const personal = async (screen: string) => {
      const res = await personalLoader({ request: get(`/resources/personal?screen=${screen}`, cookie), params: {}, context: {} });
      return (await res.json()) as { user: Json; sections: Record<string, { status: string; props: Record<string, Json[]> }> };
    };
    const diag = await personal("diag_home");
    const consultPersonal = await personal("consult_home");

    const everything = JSON.stringify([(labTests as unknown as Page).data, (consult as unknown as Page).data, diag, consultPersonal]);
    for (const name of SAMPLE_NAMES) expect(everything, name).not.toContain(name);

    // Sections with nothing but example data have no place on the page and nothing in the personal answer.
    const labNames = sectionsOf(labTests).map((s) => s.name);
    expect(labNames).not.toContain("post_consult_tests");
    expect(Object.keys(diag.sections)).not.toContain("post_consult_tests");

    // consult_home's cards read the account's own consults: a new account has none, so both are empty.
    const consultSections = sectionsOf(consult);
    expect(consultSections.find((s) => s.name === "your_appointments")).toMatchObject({ mode: "personal" });
    expect(consultSections.find((s) => s.name === "previously_consulted")).toMatchObject({ mode: "personal" });
    expect(consultSections.find((s) => s.name === "your_appointments")?.data).toBeUndefined();
    expect(consultPersonal.sections.your_appointments).toEqual({ status: "ok", props: { appointments: [] } });
    expect(consultPersonal.sections.previously_consulted).toEqual({ status: "ok", props: { doctors: [] } });

    // Own data from the account's own source: a new account has booked nothing, so the reorder cards are empty.
    expect(sectionsOf(labTests).find((s) => s.name === "previously_booked")).toMatchObject({ mode: "personal" });
    expect(diag.sections.previously_booked).toEqual({ status: "ok", props: { items: [] } });
  });

  it("a demo account's cards show its own seeded consults: what is coming, and the doctors it has seen", async () => {
    const db = services().db;
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000001").executeTakeFirstOrThrow();
    const cookie = (await startSession({ accountId: account.id, mobileNumber: "9000000001", countryCode: "+91", isCircleMember: false })).split(";")[0];
    const consults = await db
      .selectFrom("orders")
      .innerJoin("consult_details", "consult_details.order_id", "orders.id")
      .innerJoin("patients", "patients.id", "orders.patient_id")
      .innerJoin("doctors", "doctors.id", "consult_details.doctor_id")
      .select(["orders.id", "patients.first_name", "doctors.name as doctor_name", "consult_details.appointment_date_time_utc as at"])
      .where("orders.account_id", "=", account.id)
      .where("orders.kind", "=", "CONSULT")
      .execute();
    // The seeded Kabir Sharma consult took place yesterday; the others stay where the seed put them.
    const kabir = consults.find((c) => c.first_name === "Kabir")!;
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000);
    yesterday.setUTCMinutes(0, 0, 0);
    await db.updateTable("consult_details").set({ appointment_date_time_utc: yesterday.toISOString() }).where("order_id", "=", kabir.id).execute();
    try {
      const res = await personalLoader({ request: get("/resources/personal?screen=consult_home", cookie), params: {}, context: {} });
      const body = (await res.json()) as { sections: Record<string, { status: string; props: { appointments?: { appointmentId: string; doctorName: string; patientName: string; status: string }[]; doctors?: { doctorName: string; profileUrl: string; lastConsultedOn: string }[] } }> };
      const appointments = body.sections.your_appointments.props.appointments!;
      const upcoming = consults.filter((c) => c.id !== kabir.id && Date.parse(c.at) + 15 * 60_000 > Date.now());
      // Meera Sharma's consult is on the day after the seed day: always still to come.
      expect(upcoming.some((c) => c.first_name === "Meera")).toBe(true);
      expect(appointments.map((a) => a.appointmentId).sort()).toEqual(upcoming.map((c) => String(c.id)).sort());
      expect(appointments.find((a) => a.patientName === "Meera Sharma")).toMatchObject({ doctorName: "Dr. Ramesh Kumar Reddy", status: "UPCOMING" });
      // Each doctor of a consult that has taken place, once; Aarav's of the seed day has too once its time is past.
      const seen = body.sections.previously_consulted.props.doctors!;
      const past = consults.filter((c) => c.id === kabir.id || Date.parse(c.at) + 15 * 60_000 <= Date.now());
      expect(seen.map((d) => d.doctorName).sort()).toEqual([...new Set(past.map((c) => c.doctor_name))].sort());
      expect(seen.find((d) => d.doctorName === "Dr. Farah Khan")).toMatchObject({ profileUrl: "/doctors/dr-farah-khan", lastConsultedOn: indiaDate(yesterday) });
      // Another account sees none of them.
      const other = await newAccountCookie();
      const theirs = await (await personalLoader({ request: get("/resources/personal?screen=consult_home", other), params: {}, context: {} })).text();
      for (const c of consults) expect(theirs).not.toContain(`"appointmentId":"${c.id}"`);
      expect(theirs).not.toContain("Dr. Farah Khan");
    } finally {
      await db.updateTable("consult_details").set({ appointment_date_time_utc: kabir.at }).where("order_id", "=", kabir.id).execute();
    }
  });

  it("a visitor's page has no personal section, and none is sent through the per-section route", async () => {
    const config = bundled("consult_home.web.json");
    config.containers[0].sections.push({ ...inlineAppointments(), order: 98 });
    const { publishScreenConfiguration } = await import("~/.server/content/store");
    const published = await publishScreenConfiguration(services(), { screenName: "consult_home", screenView: "web", config, publishedBy: "test" });
    expect(published.errors).toEqual([]);

    const page = await consultLoader({ request: get("/consult"), params: {}, context: {} });
    expect(sectionsOf(page).map((s) => s.name)).not.toContain("your_appointments");
    for (const name of SAMPLE_NAMES) expect(JSON.stringify((page as unknown as Page).data), name).not.toContain(name);
    const res = await sectionLoader({ request: get("/resources/section?screen=consult_home&section=your_appointments"), params: {}, context: {} });
    expect(res.status).toBe(404);
  });

  it("the studio preview still shows a personal section's example data", async () => {
    const config = bundled("consult_home.web.signed_in.json");
    config.containers[0].sections = config.containers[0].sections.map((s: { name: string }) => (s.name === "your_appointments" ? inlineAppointments() : s));
    const preview = await renderPreview(get("/studio/preview"), config, { view: "web", segment: "signed_in" });
    const appointments = preview!.screen.containers.flatMap((c) => c.sections).find((s) => s.name === "your_appointments");
    expect(JSON.stringify(appointments?.data)).toContain("Kavya Rao");
  });
});
