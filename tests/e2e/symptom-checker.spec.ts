/**
 * The symptom checker as a patient on a phone (390 px) uses it, by keyboard: from symptoms to a booked online
 * consult of the recommended specialty; every red flag stops the questions and shows the emergency numbers;
 * children and "None of these" end in "see a doctor"; the back button returns to the previous question.
 */
import { expect, test, type Locator, type Page } from "./hydrated-test";
import { signInAs } from "./helpers";

const PHONE = { width: 390, height: 844 };
const RAHUL = { accountId: 3, mobileNumber: "9876543210" };
const SHARMA = { accountId: 1, mobileNumber: "9000000001" };

async function activate(target: Locator) {
  await target.focus();
  await target.press("Enter");
}

async function choose(target: Locator) {
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked();
}

/** how_to_use_gd → select_patient → the first question. */
async function startCheck(page: Page, patient: RegExp) {
  await page.goto("/symptom-checker");
  await expect(page.getByRole("heading", { level: 1, name: "Symptom checker" })).toBeVisible();
  await activate(page.getByRole("link", { name: "Start symptom check" }));
  await expect(page.getByRole("heading", { level: 1, name: "Who is the symptom check for?" })).toBeVisible();
  await choose(page.getByRole("radio", { name: patient }));
  await activate(page.getByRole("button", { name: "Next" }));
  await expect(page).toHaveURL(/\/symptom-checker\/main_flow\?assessment=\d+&step=0$/);
}

/** Answers the question shown: ticks each option, then presses the button (Next or Submit). */
async function answer(page: Page, question: string, options: (string | RegExp)[], button = "Next") {
  const group = page.getByRole("group", { name: question });
  await expect(group).toBeVisible();
  for (const o of options) {
    const radio = group.getByRole("radio", { name: o, exact: typeof o === "string" });
    const target = (await radio.count()) ? radio : group.getByRole("checkbox", { name: o, exact: typeof o === "string" });
    await choose(target);
  }
  await activate(page.getByRole("button", { name: button, exact: true }));
}

async function expectEmergency(page: Page, title: string, mentalHealth = false) {
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Get emergency help now" })).toBeVisible();
  await expect(alert).toContainText(title);
  await expect(alert.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
  await expect(alert.getByRole("link", { name: "Call 108" })).toHaveAttribute("href", "tel:108");
  if (mentalHealth) await expect(alert.getByRole("link", { name: "Call Tele-MANAS 14416" })).toHaveAttribute("href", "tel:14416");
  else await expect(alert.getByRole("link", { name: /Tele-MANAS/ })).toHaveCount(0);
  // The questions stopped: no question form is left on the page.
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
}

test.describe("symptom checker", () => {
  test.setTimeout(120_000);
  test.use({ viewport: PHONE });

  test("from symptoms to a booked consult: fever with rash and body pain → dengue, see a doctor today → a general physician online", async ({ page, context }) => {
    await signInAs(context, RAHUL);
    await startCheck(page, /^Rahul Verma/);
    await expect(page.getByText("From the profile: 47 years, male")).toBeVisible();
    await answer(page, "Right now, is any of these happening?", ["None"]);
    await answer(page, "What is troubling you most?", ["Fever"]);
    await answer(page, "What is the highest temperature measured?", [/^39 °C/]);
    await answer(page, "For how long has the fever lasted?", ["3 to 7 days"]);
    await answer(page, "Which of these do you have with the fever?", ["Severe body, joint or behind-the-eye pain", "A rash"]);
    await answer(page, "How bad is it?", ["Moderate"], "Submit");

    await expect(page.getByRole("heading", { level: 1, name: "Result for Rahul Verma" })).toBeVisible();
    await expect(page.locator("[data-triage]")).toHaveText("See a doctor today");
    const dengue = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Dengue" }) });
    await expect(dengue.locator("[data-evidence]")).toHaveText("Strong Evidence");
    await expect(dengue).toContainText("A rash");
    await expect(dengue.getByRole("link", { name: "DOID:12205" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommended: General Physician" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all General Physician doctors" })).toHaveAttribute("href", /^\/doctors\/general-physician-in-[a-z-]+-scity$/);

    await activate(page.getByRole("link", { name: "Book a consult" }));
    // Rahul's seeded demo consult is with a general physician: the flow first offers that doctor (prev_consult).
    await expect(page.getByRole("heading", { level: 1, name: "Consulted before" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Previous consults" })).toContainText("Dr. Ramesh Kumar Reddy");
    await activate(page.getByRole("link", { name: "Choose a General Physician doctor" }));
    await expect(page.getByRole("heading", { level: 1, name: "Book an online consult" })).toBeVisible();
    const times = page.getByRole("list", { name: /: times$/ }).first();
    await activate(times.getByRole("link").first());
    await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
    // The check's patient is already chosen.
    await expect(page.getByRole("radio", { name: /^Rahul Verma/ })).toBeChecked();
    await activate(page.getByRole("button", { name: "Proceed to pay" }));
    await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
    await choose(page.getByRole("radio", { name: "Net Banking", exact: true }));
    await choose(page.getByRole("radio", { name: /^Success/ }));
    await activate(page.getByRole("button", { name: /^Pay ₹/ }));
    await activate(page.getByRole("link", { name: "View appointment" }));
    await expect(page.getByRole("heading", { name: "Appointment booked" })).toBeVisible();

    // The check remembers its consult: success, and the next check for Rahul offers the doctor he saw (prev_consult).
    await page.goto("/symptom-checker");
    await activate(page.getByRole("region", { name: "Your recent checks" }).getByRole("link").first());
    await expect(page.getByRole("heading", { level: 1, name: "Consult booked" })).toBeVisible();
    await expect(page.locator("[data-status]")).toHaveText("Upcoming");
    const doctor = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();

    await startCheck(page, /^Rahul Verma/);
    await answer(page, "Right now, is any of these happening?", ["None"]);
    await answer(page, "What is troubling you most?", ["None of these"]);
    await expect(page.locator("[data-triage]")).toHaveText("See a doctor");
    await activate(page.getByRole("link", { name: "Book a consult" }));
    await expect(page.getByRole("heading", { level: 1, name: "Consulted before" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Consult ${doctor} again` })).toBeVisible();
  });

  test("a child and 'None of these' end in 'see a doctor' with a paediatrician, never in no result", async ({ page, context }) => {
    await signInAs(context, SHARMA);
    await startCheck(page, /^Kabir Sharma/);
    await answer(page, "Right now, is any of these happening?", ["None"]);
    await answer(page, "What is troubling you most?", ["None of these"]);
    await expect(page.locator("[data-triage]")).toHaveText("See a doctor");
    await expect(page.getByText("Children should always be seen by a doctor")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommended: Paediatrics" })).toBeVisible();
  });

  test("wrong answers get a clear message; the back button returns to the previous question with its answer", async ({ page, context }) => {
    await signInAs(context, RAHUL);
    await startCheck(page, /^Rahul Verma/);
    // Nothing chosen.
    await activate(page.getByRole("button", { name: "Next" }));
    await expect(page.getByRole("alert")).toHaveText("Please choose an answer");
    // "None" together with another answer is refused with a message that says why.
    const signs = page.getByRole("group", { name: "Right now, is any of these happening?" });
    await choose(signs.getByRole("checkbox", { name: "None" }));
    await choose(signs.getByRole("checkbox", { name: /^Heavy bleeding/ }));
    await activate(page.getByRole("button", { name: "Next" }));
    await expect(page.getByRole("alert")).toHaveText('"None" cannot be chosen together with other answers');
    await signs.getByRole("checkbox", { name: /^Heavy bleeding/ }).focus();
    await page.keyboard.press("Space");
    await expect(signs.getByRole("checkbox", { name: /^Heavy bleeding/ })).not.toBeChecked();
    await activate(page.getByRole("button", { name: "Next" }));
    await answer(page, "What is troubling you most?", ["Headache"]);
    await expect(page.getByRole("group", { name: "Which is most like your headache?" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("group", { name: "What is troubling you most?" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Headache" })).toBeChecked();
    await answer(page, "What is troubling you most?", ["Skin rash or itching"]);
    await expect(page.getByRole("group", { name: "Which is most like the rash?" })).toBeVisible();
  });

  const RED_FLAGS: { name: string; account: typeof RAHUL; patient: RegExp; path: [string, (string | RegExp)[]][]; title: string; mentalHealth?: boolean }[] = [
    { name: "stroke signs", account: RAHUL, patient: /^Rahul Verma/, path: [["Right now, is any of these happening?", [/^Sudden drooping of the face/]]], title: "Sudden face drooping" },
    { name: "severe bleeding", account: RAHUL, patient: /^Rahul Verma/, path: [["Right now, is any of these happening?", [/^Heavy bleeding/]]], title: "Heavy bleeding that does not stop" },
    { name: "suicidal thoughts", account: RAHUL, patient: /^Rahul Verma/, path: [["Right now, is any of these happening?", [/^Thoughts of ending your life/]]], title: "Thoughts of ending your life", mentalHealth: true },
    {
      name: "chest pain with sweating", account: RAHUL, patient: /^Rahul Verma/, title: "Chest pain with sweating",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Chest pain"]], ["Which of these describe the chest pain?", ["It comes with sweating"]]],
    },
    {
      name: "chest pain with breathlessness", account: RAHUL, patient: /^Rahul Verma/, title: "Chest pain with sweating, breathlessness",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Chest pain"]], ["Which of these describe the chest pain?", ["It comes with breathlessness"]]],
    },
    {
      name: "a child's high fever with drowsiness", account: SHARMA, patient: /^Kabir Sharma/, title: "A child with fever who is unusually sleepy",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Fever"]], ["What is the highest temperature measured?", [/^39 °C/]], ["Is the child unusually sleepy, hard to wake, or floppy?", ["Yes"]]],
    },
    { name: "pregnancy with bleeding", account: SHARMA, patient: /^Meera Sharma/, title: "Bleeding during pregnancy", path: [["Are you pregnant?", ["Yes"]], ["Are you bleeding from the vagina, even a little?", ["Yes"]]] },
    {
      name: "breathless at rest", account: RAHUL, patient: /^Rahul Verma/, title: "Too short of breath",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Cough, cold or breathing trouble"]], ["For how long have you had the cough?", ["Less than a week"]], ["Are you so short of breath that you cannot finish a sentence, or are your lips turning blue?", ["Yes"]]],
    },
    {
      name: "a sudden, very severe headache", account: RAHUL, patient: /^Rahul Verma/, title: "A sudden, very severe headache",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Headache"]], ["Which is most like your headache?", [/^Sudden and the worst ever/]]],
    },
    {
      name: "headache with fever and a stiff neck", account: RAHUL, patient: /^Rahul Verma/, title: "Headache with fever and a stiff neck",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Headache"]], ["Which is most like your headache?", ["With fever and a stiff neck"]]],
    },
    {
      name: "swelling of lips or tongue", account: RAHUL, patient: /^Rahul Verma/, title: "Swelling of the lips or tongue",
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Skin rash or itching"]], ["Which is most like the rash?", [/^Swelling of the lips/]]],
    },
    {
      name: "thoughts of self-harm on the mood questions ('Not Sure' counts)", account: RAHUL, patient: /^Rahul Verma/, title: "Thoughts of ending your life", mentalHealth: true,
      path: [["Right now, is any of these happening?", ["None"]], ["What is troubling you most?", ["Low mood, worry or panic"]], ["Which of these have you felt over the last two weeks?", ["Low or hopeless most days"]], ["Have you had thoughts that you would be better off dead, or of hurting yourself?", ["Not Sure"]]],
    },
  ];

  for (const flag of RED_FLAGS) {
    test(`red flag: ${flag.name} stops the questions and shows the emergency numbers`, async ({ page, context }) => {
      await signInAs(context, flag.account);
      await startCheck(page, flag.patient);
      for (const [question, options] of flag.path) await answer(page, question, options);
      await expectEmergency(page, flag.title, flag.mentalHealth);
    });
  }
});
