import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { serverSessionCookie } from "./helpers";

/** A mobile number no earlier run has used (the e2e database lives across runs of one build). */
export function freshMobile(offset = 0): string {
  return `7${String(Date.now() + offset).slice(-9)}`;
}

/** The latest OTP for a number, read from the dev inbox page the way a developer would. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const html = await (await request.get("/dev/otp-inbox")).text();
  const m = new RegExp(`data-phone="${phone.replace("+", "\\+")}"><td>[^<]*</td><td data-otp="true">(\\d{6})<`).exec(html);
  if (!m) throw new Error(`no OTP for ${phone} in the inbox`);
  return m[1];
}

export async function readOtpInPage(page: Page, phone: string): Promise<string> {
  return latestOtp(page.context().request, phone);
}

/** Signs in through /login as a person would: number, Get OTP, code from the inbox, verify. */
export async function signInWithOtp(page: Page, mobile: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Enter OTP").waitFor();
  const code = await readOtpInPage(page, `+91${mobile}`);
  await page.getByLabel("Enter OTP").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  // Signed in once the sign-in page has sent the browser on: a navigation started before that would race the
  // session cookie and load the page signed out.
  await page.waitForURL((u) => u.pathname !== "/login");
}

/** A real session cookie, but from a session started (and last used) long ago. */
export async function addOldSessionCookie(context: BrowserContext, accountId: number, mobileNumber: string, ageMs: number) {
  const value = await serverSessionCookie({ accountId, mobileNumber }, Date.now() - ageMs);
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
