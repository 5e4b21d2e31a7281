/**
 * OTP sender. The local default really delivers on one machine: the code goes to the server log and,
 * outside production, to a dev inbox page (/dev/otp-inbox) that lists the latest code per number.
 * OTP_PROVIDER=msg91 sends it by SMS through MSG91's OTP API instead.
 */
import { env, isProduction } from "../env";
import { log } from "../log";

export interface OtpSender {
  send(phone: string, code: string): Promise<void>;
}

/** The SMS provider refused the code or could not be reached. The message never contains the code. */
export class OtpDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OtpDeliveryError";
  }
}

export interface InboxEntry {
  phone: string;
  code: string;
  sentAt: number;
}

const INBOX_SIZE = 50;
const inbox: InboxEntry[] = [];

/** "+919812345678" → "+xxxxxxxx5678": enough to follow a number through the logs, not to read it. */
const maskedPhone = (phone: string) => `${phone.slice(0, -4).replace(/\d/g, "x")}${phone.slice(-4)}`;

/** Latest code per number, newest first. Empty in production. */
export function devInbox(): InboxEntry[] {
  if (isProduction()) return [];
  const seen = new Set<string>();
  return inbox.filter((e) => (seen.has(e.phone) ? false : (seen.add(e.phone), true)));
}

export const localOtpSender: OtpSender = {
  async send(phone, code) {
    if (isProduction()) {
      // Nobody receives this code: production needs OTP_PROVIDER. The code itself never reaches the logs.
      log.info({ event: "OTP_SENT", phone: maskedPhone(phone) });
      log.warn({ event: "OTP_NOT_DELIVERED", message: "no SMS provider: set OTP_PROVIDER=msg91 (see README)" });
      return;
    }
    log.info({ event: "OTP_SENT", phone, code });
    inbox.unshift({ phone, code, sentAt: Date.now() });
    inbox.length = Math.min(inbox.length, INBOX_SIZE);
  },
};

export interface Msg91Config {
  authKey: string;
  /** The approved (DLT) OTP template, whose OTP variable MSG91 fills with the code. */
  templateId: string;
  /** https://control.msg91.com unless a test points it at a local fake. */
  apiUrl?: string;
  timeoutMs?: number;
}

/**
 * MSG91's OTP API (POST /api/v5/otp): the app makes and checks the code itself (hashed, with its attempt limits);
 * MSG91 only delivers it in the approved template. The auth key travels in a header, never in the URL.
 */
export function msg91OtpSender(config: Msg91Config): OtpSender {
  const base = (config.apiUrl ?? "https://control.msg91.com").replace(/\/$/, "");
  return {
    async send(phone, code) {
      const url = new URL(`${base}/api/v5/otp`);
      url.searchParams.set("template_id", config.templateId);
      url.searchParams.set("mobile", phone.replace(/\D/g, "")); // country code and number, no "+"
      url.searchParams.set("otp", code);
      // Whatever MSG91 says goes into an error message: never let the code through with it.
      const clean = (text: string) => text.split(code).join("******").slice(0, 200);
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
          body: "{}",
          signal: AbortSignal.timeout(config.timeoutMs ?? 5_000),
        });
      } catch (e) {
        throw new OtpDeliveryError(`MSG91 could not be reached: ${clean((e as Error)?.message ?? String(e))}`);
      }
      const body = (await res.json().catch(() => null)) as { type?: string; message?: string; request_id?: string } | null;
      if (!res.ok || body?.type !== "success") {
        throw new OtpDeliveryError(`MSG91 did not send the code: ${clean(body?.message ?? "no reason given")} (HTTP ${res.status})`);
      }
      log.info({ event: "OTP_SENT", provider: "msg91", phone: maskedPhone(phone), requestId: body.request_id ?? null });
    },
  };
}

/** The sender OTP_PROVIDER names; local unless set. */
export function configuredOtpSender(e = env()): OtpSender {
  if (e.OTP_PROVIDER === "msg91") return msg91OtpSender({ authKey: e.MSG91_AUTH_KEY!, templateId: e.MSG91_TEMPLATE_ID!, apiUrl: e.MSG91_API_URL });
  return localOtpSender;
}

let current: OtpSender | null = null;
let forTesting: OtpSender | null = null;
export const otpSender = () => forTesting ?? (current ??= configuredOtpSender());
export function useOtpSenderForTesting(sender: OtpSender | null) {
  forTesting = sender;
  current = null; // a test that changed OTP_PROVIDER gets the sender it names
}
