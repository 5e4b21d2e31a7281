import fs from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { publish } from "./helpers";
import { signInWithOtp } from "./account-helpers";

export const EDITOR = "9000000101";
export const PUBLISHER = "9000000102";
export const DIAG_WEB = "/studio/diag_home/web/signed_out";

/** One sign-in per account per test run (codes can be re-sent only every 30 s); later contexts reuse it. */
const states = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();

const open: BrowserContext[] = [];

/** Closes the contexts a test opened (call from afterEach). */
export async function closeStudioContexts() {
  for (const c of open.splice(0)) await c.close();
}

export async function studioContext(browser: Browser, mobile: string): Promise<{ context: BrowserContext; page: Page }> {
  const saved = states.get(mobile);
  const context = await browser.newContext(saved ? { storageState: saved } : {});
  open.push(context);
  const page = await context.newPage();
  if (!saved) {
    await signInWithOtp(page, mobile, "/login?continue=/studio");
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    states.set(mobile, await context.storageState());
  }
  return { context, page };
}

/** Opens a draft in the editor, once it is interactive. */
export async function openEditor(page: Page, path = DIAG_WEB) {
  await page.goto(path);
  await page.locator(".studio-editor[data-hydrated]").waitFor();
}

/** Opens a draft in the editor and starts it again from the live version. */
export async function openFreshDraft(page: Page, path = DIAG_WEB) {
  await openEditor(page, path);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.getByText("Draft discarded").waitFor();
}

export async function sectionOrder(page: Page, container = 0): Promise<string[]> {
  return page.locator(`[data-container="${container}"] [data-studio-section]`).evaluateAll((els) => els.map((e) => e.getAttribute("data-studio-section")!));
}

/** Makes the bundled diag_home web layout live again (through the API), whatever an earlier run left. */
export async function resetLiveDiagHome(request: APIRequestContext) {
  const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
  const result = await publish(request, "diag_home", "web", config);
  if (!result.success) throw new Error(`could not reset diag_home: ${JSON.stringify(result.errors)}`);
}
