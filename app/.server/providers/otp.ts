/**
 * OTP sender. The local default really delivers on one machine: the code goes to the server log and,
 * outside production, to a dev inbox page (/dev/otp-inbox) that lists the latest code per number.
 */
import { isProduction } from "../env";
import { log } from "../log";

export interface OtpSender {
  send(phone: string, code: string): Promise<void>;
}

export interface InboxEntry {
  phone: string;
  code: string;
  sentAt: number;
}

const INBOX_SIZE = 50;
const inbox: InboxEntry[] = [];

/** Latest code per number, newest first. Empty in production. */
export function devInbox(): InboxEntry[] {
  if (isProduction()) return [];
  const seen = new Set<string>();
  return inbox.filter((e) => (seen.has(e.phone) ? false : (seen.add(e.phone), true)));
}

export const localOtpSender: OtpSender = {
  async send(phone, code) {
    if (isProduction()) {
      // A production deployment plugs in an SMS gateway; the code itself never reaches its logs.
      log.info({ event: "OTP_SENT", phone: `${phone.slice(0, -4).replace(/\d/g, "x")}${phone.slice(-4)}` });
      return;
    }
    log.info({ event: "OTP_SENT", phone, code });
    inbox.unshift({ phone, code, sentAt: Date.now() });
    inbox.length = Math.min(inbox.length, INBOX_SIZE);
  },
};

let current: OtpSender = localOtpSender;
export const otpSender = () => current;
export function useOtpSenderForTesting(sender: OtpSender | null) {
  current = sender ?? localOtpSender;
}
