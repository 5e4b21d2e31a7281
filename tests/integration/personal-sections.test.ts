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
    const consultNames = sectionsOf(consult).map((s) => s.name);
    expect(labNames).not.toContain("post_consult_tests");
    expect(consultNames).not.toContain("your_appointments");
    expect(consultNames).not.toContain("previously_consulted");
    expect(Object.keys(consultPersonal.sections)).toEqual([]);
    expect(Object.keys(diag.sections)).not.toContain("post_consult_tests");

    // Own data from the account's own source: a new account has booked nothing, so the reorder cards are empty.
    expect(sectionsOf(labTests).find((s) => s.name === "previously_booked")).toMatchObject({ mode: "personal" });
    expect(diag.sections.previously_booked).toEqual({ status: "ok", props: { items: [] } });
  });

  it("a visitor's page has no personal section, and none is sent through the per-section route", async () => {
    const config = bundled("consult_home.web.json");
    const inlineAppointments = bundled("consult_home.web.signed_in.json")
      .containers.flatMap((c: { sections: unknown[] }) => c.sections)
      .find((s: { name: string }) => s.name === "your_appointments");
    config.containers[0].sections.push({ ...inlineAppointments, order: 98 });
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
    const preview = await renderPreview(get("/studio/preview"), bundled("consult_home.web.signed_in.json"), { view: "web", segment: "signed_in" });
    const appointments = preview!.screen.containers.flatMap((c) => c.sections).find((s) => s.name === "your_appointments");
    expect(JSON.stringify(appointments?.data)).toContain("Kavya Rao");
  });
});
