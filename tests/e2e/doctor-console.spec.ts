/**
 * The doctor's console and after the consult, on a phone (390 px) and by keyboard: Dr. Ramesh Kumar Reddy signs in
 * (OTP), sees today's consults and a patient waiting appear without reloading, writes Rahul Verma's case sheet with
 * two tests picked from the lab catalogue — Vitamin D (sold in Bangalore, Rahul's city) and HLA-B27 by PCR (not
 * sold there). Rahul then sees the post-consult prescription popover with the two lists, downloads the
 * e-prescription (its text carries the doctor's registration number), rates the consult and books the available
 * test in one step: the lab cart opens with it.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { PDFParse } from "pdf-parse";
import { expect, test, type Locator } from "./hydrated-test";
import { E2E_DATABASE_FILE, signInAs } from "./helpers";
import { signInWithOtp } from "./account-helpers";

const PHONE = { width: 390, height: 844 };

async function activate(target: Locator) {
  await target.focus();
  await target.press("Enter");
}

/** Today's date in India, as the console counts its day. */
const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/**
 * The seeded consult of Dr. Ramesh Kumar Reddy with Rahul Verma, and what the test checks against. The demo
 * consult is on the seed day at 12:00 India time; a run that passes India's midnight after seeding moves it to the
 * new day (what a doctor would see that day), so "Today's consultations" still lists it.
 */
function fixture() {
  const db = new Database(E2E_DATABASE_FILE);
  try {
    db.pragma("busy_timeout = 5000");
    const noon = new Date(`${indiaToday()}T12:00:00+05:30`).toISOString();
    db.prepare(
      `update consult_details set appointment_date_time_utc = ? where appointment_date_time_utc not like ? and order_id in (
         select o.id from orders o join consult_details c on c.order_id = o.id join doctors d on d.id = c.doctor_id
         join patients p on p.id = o.patient_id where d.slug = 'dr-ramesh-kumar-reddy' and p.uhid = 'APJ1.0000000301')`,
    ).run(noon, `${noon.slice(0, 10)}%`);
    const consult = db
      .prepare(
        `select o.id as id, d.registration_number as reg, d.registration_council as council from orders o
         join consult_details c on c.order_id = o.id join doctors d on d.id = c.doctor_id join patients p on p.id = o.patient_id
         where d.slug = 'dr-ramesh-kumar-reddy' and p.uhid = 'APJ1.0000000301' and o.kind = 'CONSULT'`,
      )
      .get() as { id: number; reg: string; council: string };
    const vitaminD = (db.prepare("select item_name from diagnostic_items where canonical_tag = 'vitamin-d-25-hydroxy'").get() as { item_name: string }).item_name;
    return { ...consult, vitaminD };
  } finally {
    db.close();
  }
}

function markWaiting(appointmentId: number) {
  const db = new Database(E2E_DATABASE_FILE);
  try {
    db.pragma("busy_timeout = 5000");
    // What the consult room writes when the patient enters it.
    db.prepare("update consult_details set patient_waiting_at = ? where order_id = ?").run(new Date().toISOString(), appointmentId);
  } finally {
    db.close();
  }
}

test.describe.serial("doctor console and after the consult", () => {
  test.setTimeout(90_000);
  test.use({ viewport: PHONE });

  test("the doctor signs in, sees the day with a waiting patient, and writes a case sheet with two tests", async ({ page }) => {
    const f = fixture();
    await signInWithOtp(page, "9000000201", "/login?continue=%2Fdoctor");
    await expect(page).toHaveURL(/\/doctor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today's consultations" })).toBeVisible();
    const row = page.locator(`[data-appointment-id="${f.id}"]`);
    await expect(row).toContainText("Rahul Verma");
    await expect(row.getByRole("link", { name: "Join consult with Rahul Verma" })).toHaveAttribute("href", `/chat-room/${f.id}`);
    await expect(row.getByText("Patient waiting")).toHaveCount(0);

    // The patient enters the room: the day view shows it without a reload.
    markWaiting(f.id);
    await expect(row.getByText("Patient waiting")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: /waiting/ })).toHaveText(/^\d+ patients? waiting$/);

    await activate(row.getByRole("link", { name: "Case sheet for Rahul Verma" }));
    await expect(page.getByRole("heading", { level: 1, name: "Case sheet: Rahul Verma" })).toBeVisible();
    // Submitting an empty sheet names what is missing.
    await activate(page.getByRole("button", { name: "Submit case sheet" }));
    await expect(page.getByText("Please enter the patient's symptoms.")).toBeVisible();

    await page.getByLabel("Symptoms").fill("Lower back pain and morning stiffness for 3 months");
    await page.getByLabel("Diagnosis").fill("Inflammatory back pain, suspected axial spondyloarthritis");
    const medicine = page.getByRole("group", { name: "Medicine 1" });
    await medicine.getByRole("textbox", { name: "Medicine 1", exact: true }).fill("Naproxen 500 mg tablet");
    await medicine.getByRole("textbox", { name: "Dose", exact: true }).fill("1 tablet");
    await medicine.getByRole("textbox", { name: "Frequency", exact: true }).fill("Twice a day after food");
    await medicine.getByRole("textbox", { name: "Duration", exact: true }).fill("14 days");

    const search = page.getByLabel("Search the lab catalogue");
    await search.fill("Vitamin D");
    await search.press("Enter");
    await activate(page.getByRole("list", { name: "Catalogue results" }).getByRole("button", { name: `Add ${f.vitaminD}` }));
    await search.fill("HLA-B27");
    await search.press("Enter");
    await activate(page.getByRole("list", { name: "Catalogue results" }).getByRole("button", { name: "Add HLA-B27 by PCR" }));
    await expect(page.getByRole("list", { name: "Tests advised" }).getByRole("listitem")).toHaveText([new RegExp(f.vitaminD.replace(/[()]/g, "\\$&")), /HLA-B27 by PCR/]);

    await page.getByLabel("Advice").fill("Daily stretching; avoid long hours of sitting.");
    await page.getByLabel("Follow-up").fill("Review after 2 weeks with reports");
    await activate(page.getByRole("button", { name: "Submit case sheet" }));
    await expect(page.getByRole("status").filter({ hasText: "Case sheet saved" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download e-prescription" })).toHaveAttribute("href", `/resources/e-prescription/${f.id}`);

    await page.goBack();
    await page.goto("/doctor");
    await expect(page.locator(`[data-appointment-id="${f.id}"]`)).toContainText("Case sheet written");
  });

  test("the patient sees the popover, downloads the e-prescription, rates the consult and books the available test", async ({ page, context }) => {
    const f = fixture();
    await signInAs(context, { accountId: 3, mobileNumber: "9876543210" });
    await page.goto(`/appointments/${f.id}`);
    const popover = page.getByRole("dialog", { name: "Your prescription from Dr. Ramesh Kumar Reddy" });
    await expect(popover).toBeVisible();
    await expect(popover.getByRole("heading", { name: "Tests available in Bangalore" })).toBeVisible();
    await expect(popover.locator('[data-list="available"] li')).toHaveText([new RegExp(`^${f.vitaminD.replace(/[()]/g, "\\$&")} · ₹`)]);
    await expect(popover.locator('[data-list="unavailable"] li')).toHaveText(["HLA-B27 by PCR"]);

    const [download] = await Promise.all([page.waitForEvent("download"), activate(popover.getByRole("link", { name: "Download e-prescription" }))]);
    const text = (await new PDFParse({ data: new Uint8Array(fs.readFileSync((await download.path())!)) }).getText()).text;
    expect(text).toContain(`Reg. No. ${f.reg} (${f.council})`);
    expect(text).toContain("Naproxen 500 mg tablet");

    // Feedback: the rating chosen asks its own follow-up question.
    const great = page.getByRole("radio", { name: "4 Great" });
    await great.focus();
    await great.press("Space");
    await expect(page.getByRole("group", { name: "What did you like the most?" })).toBeVisible();
    const answer = page.getByRole("checkbox", { name: "Clear prescription" });
    await answer.focus();
    await answer.press("Space");
    await activate(page.getByRole("button", { name: "Submit feedback" }));
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback." })).toBeVisible();
    await expect(page.getByText("You rated this consultation 4 Great.")).toBeVisible();

    await activate(page.getByRole("dialog").getByRole("button", { name: "Book available test" }));
    await expect(page).toHaveURL(/\/tests-cart$/);
    await expect(page.getByText(f.vitaminD).first()).toBeVisible();
    await expect(page.getByText("HLA-B27 by PCR")).toHaveCount(0);
  });

  test("the doctor takes a day of leave and removes it again", async ({ page, context }) => {
    const db = new Database(E2E_DATABASE_FILE, { readonly: true });
    const doctorAccount = (db.prepare("select account_id from doctors where slug = 'dr-ramesh-kumar-reddy'").get() as { account_id: number }).account_id;
    db.close();
    await signInAs(context, { accountId: doctorAccount, mobileNumber: "9000000201" });
    await page.goto("/doctor");
    await activate(page.getByRole("link", { name: "Online hours and leave" }));
    await expect(page.getByRole("heading", { level: 1, name: "Online hours and leave" })).toBeVisible();
    // Round the clock: every day from 00:00 until midnight.
    await expect(page.getByRole("group", { name: "Monday" }).getByLabel("Monday from")).toHaveValue("00:00");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 4 * 86_400_000));
    await page.getByLabel("Take leave on").fill(day);
    await activate(page.getByRole("button", { name: "Add leave" }));
    await expect(page.getByRole("status").filter({ hasText: "Leave added" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Leave days" })).toContainText(day);
    await activate(page.getByRole("button", { name: `Remove leave on ${day}` }));
    await expect(page.getByRole("status").filter({ hasText: "Leave removed." })).toBeVisible();
    await expect(page.getByText("No leave planned.")).toBeVisible();
  });

  test("another patient gets nothing of it", async ({ page, context }) => {
    const f = fixture();
    await signInAs(context, { accountId: 1, mobileNumber: "9000000001" });
    expect((await page.request.get(`/resources/e-prescription/${f.id}`)).status()).toBe(404);
    expect((await page.request.get(`/appointments/${f.id}`)).status()).toBe(404);
  });
});
