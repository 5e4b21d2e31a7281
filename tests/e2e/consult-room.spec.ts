/**
 * The consult room (/chat-room/{appointmentId}) with two people on phones (390 px), by keyboard: a patient books an
 * online consult with Dr. Ramesh Kumar Reddy (online round the clock) and enters the room; the doctor joins from his
 * own browser. Each sees the other's video playing (Chromium's fake camera and microphone), chat messages and files
 * go both ways with their read marks, audio only reaches the other side, and a reload shows the whole conversation.
 *
 * Media stays on the machine: --allow-loopback-in-peer-connection, no ICE servers, and the server's
 * RTC_LOOPBACK_ONLY=1 (playwright.config.ts) so each browser offers only its loopback host candidates.
 */
import path from "node:path";
import { expect, test, type BrowserContext, type Locator, type Page } from "./hydrated-test";
import { accountOf, signInAs } from "./helpers";

const PHONE = { width: 390, height: 844 };
const WAITING = "You'll be connected to the Doctor in a while";
const MEDIA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--allow-loopback-in-peer-connection"];

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...MEDIA_ARGS],
  },
});

async function activate(target: Locator) {
  await target.focus();
  await target.press("Enter");
}

async function choose(target: Locator) {
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked();
}

/** Whether the page's video of the other side is playing real frames. */
const remoteVideoPlaying = (page: Page) =>
  page.getByTestId("remote-video").evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.videoWidth > 0);

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue("");
}

async function bookNextOnlineSlot(page: Page): Promise<string> {
  await page.goto("/doctors/dr-ramesh-kumar-reddy");
  await activate(page.getByRole("list", { name: "Online consult: times" }).getByRole("link").first());
  await expect(page.getByRole("heading", { name: "Pay for your online consult" })).toBeVisible();
  await choose(page.getByRole("radio", { name: /^Aarav Sharma/ }));
  await activate(page.getByRole("button", { name: "Proceed to pay" }));
  await expect(page).toHaveURL(/\/pay\/PAY[0-9A-F]+$/);
  await choose(page.getByRole("radio", { name: "Net Banking", exact: true }));
  await choose(page.getByRole("radio", { name: /^Success/ }));
  await activate(page.getByRole("button", { name: /^Pay ₹/ }));
  await activate(page.getByRole("link", { name: "View appointment" }));
  await activate(page.getByRole("link", { name: "Go to consult room" }));
  await expect(page).toHaveURL(/\/chat-room\/\d+$/);
  return new URL(page.url()).pathname;
}

test.describe("the consult room", () => {
  test.setTimeout(120_000);
  let patientContext: BrowserContext;
  let doctorContext: BrowserContext;

  test.afterEach(async () => {
    await patientContext?.close();
    await doctorContext?.close();
  });

  test("patient and doctor see each other's video, chat, exchange files, and the conversation survives a reload", async ({ browser }) => {
    patientContext = await browser.newContext({ viewport: PHONE });
    doctorContext = await browser.newContext({ viewport: PHONE });
    await signInAs(patientContext, accountOf("9000000001"));
    await signInAs(doctorContext, accountOf("9000000201"));
    const patient = await patientContext.newPage();
    const doctor = await doctorContext.newPage();

    const room = await bookNextOnlineSlot(patient);
    await expect(patient.getByRole("heading", { level: 1, name: "Consult room" })).toBeVisible();
    // Alone in the room, the patient reads the spec's message.
    await expect(patient.getByText(WAITING)).toBeVisible();

    await doctor.goto(room);
    await expect(doctor.getByText("With Aarav Sharma")).toBeVisible();
    await expect.poll(() => remoteVideoPlaying(doctor), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => remoteVideoPlaying(patient), { timeout: 30_000 }).toBe(true);
    await expect(patient.getByText(WAITING)).toBeHidden();

    // Chat both ways, by keyboard; the patient's message is read by the doctor.
    await send(patient, "Namaste doctor, I have had a fever since Monday.");
    await expect(doctor.getByRole("list", { name: "Messages" })).toContainText("Namaste doctor, I have had a fever since Monday.");
    await send(doctor, "Please take paracetamol 650 mg and drink plenty of fluids.");
    await expect(patient.getByRole("list", { name: "Messages" })).toContainText("Please take paracetamol 650 mg and drink plenty of fluids.");
    await expect(patient.locator(".room-message-mine .room-message-mark").first()).toHaveText(" · Read");

    // Files both ways: the patient a photo, the doctor a PDF; each downloads the other's.
    await patient.getByLabel("Attach a file").setInputFiles(path.resolve("tests/fixtures/prescription.png"));
    const photo = doctor.getByRole("link", { name: "prescription.png" });
    await expect(photo).toBeVisible();
    await doctor.getByLabel("Attach a file").setInputFiles(path.resolve("tests/fixtures/prescription.pdf"));
    const pdf = patient.getByRole("link", { name: "prescription.pdf" });
    await expect(pdf).toBeVisible();
    const pdfDownload = await patient.request.get((await pdf.getAttribute("href"))!);
    expect(pdfDownload.status()).toBe(200);
    expect(pdfDownload.headers()["content-type"]).toBe("application/pdf");
    expect((await doctor.request.get((await photo.getAttribute("href"))!)).headers()["content-type"]).toBe("image/png");

    // A file outside the upload rules is refused in the page, in the spec's words.
    await patient.getByLabel("Attach a file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("fever 101F") });
    await expect(patient.getByRole("alert")).toContainText("Invalid File Type");

    // Audio only: the patient's camera goes off, and the doctor is told.
    const audioOnly = patient.getByRole("button", { name: "Switch to audio only" });
    await activate(audioOnly);
    await expect(patient.getByRole("button", { name: "Switch to video" })).toHaveAttribute("aria-pressed", "true");
    await expect(doctor.getByText("Aarav Sharma has turned the camera off.")).toBeVisible();
    await activate(patient.getByRole("button", { name: "Mute" }));
    await expect(patient.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");

    // A reload (or another device) shows the whole conversation, and the call comes back.
    await patient.reload();
    const messages = patient.getByRole("list", { name: "Messages" });
    await expect(messages).toContainText("Namaste doctor, I have had a fever since Monday.");
    await expect(messages).toContainText("Please take paracetamol 650 mg and drink plenty of fluids.");
    await expect(messages.getByRole("link", { name: "prescription.png" })).toBeVisible();
    await expect(messages.getByRole("link", { name: "prescription.pdf" })).toBeVisible();
    await expect.poll(() => remoteVideoPlaying(patient), { timeout: 30_000 }).toBe(true);
  });

  test("another patient and another doctor are not let into the room", async ({ browser }) => {
    patientContext = await browser.newContext({ viewport: PHONE });
    doctorContext = await browser.newContext({ viewport: PHONE });
    await signInAs(patientContext, accountOf("9000000001"));
    const patient = await patientContext.newPage();
    const room = await bookNextOnlineSlot(patient);
    await signInAs(doctorContext, accountOf("9000000202"));
    const otherDoctor = await doctorContext.newPage();
    const res = await otherDoctor.goto(room);
    expect(res?.status()).toBe(404);
    await expect(otherDoctor.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  });
});
