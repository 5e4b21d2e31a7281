/**
 * Email sender, used for the one-time codes that prove a company email. The local default keeps the message in a
 * development inbox (/dev/email-inbox, never in production); EMAIL_PROVIDER=smtp sends it through an SMTP server
 * with nodemailer (SMTP_URL, EMAIL_FROM). Codes never reach the logs in either.
 */
import nodemailer from "nodemailer";
import { env, isProduction } from "../env";
import { log } from "../log";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export class EmailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}

export interface EmailInboxEntry extends EmailMessage {
  sentAt: number;
}

const INBOX_SIZE = 50;
const inbox: EmailInboxEntry[] = [];

/** "priya.sharma@infosys.com" → "p***@infosys.com": enough to follow a message through the logs. */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

/** Newest first; empty in production. */
export function devEmailInbox(): EmailInboxEntry[] {
  return isProduction() ? [] : [...inbox];
}

export const localEmailSender: EmailSender = {
  async send(message) {
    if (isProduction()) {
      log.warn({ event: "EMAIL_NOT_DELIVERED", to: maskedEmail(message.to), message: "no email provider: set EMAIL_PROVIDER=smtp (see README)" });
      throw new EmailDeliveryError("Email could not be sent");
    }
    log.info({ event: "EMAIL_SENT", provider: "local", to: maskedEmail(message.to), subject: message.subject });
    inbox.unshift({ ...message, sentAt: Date.now() });
    inbox.length = Math.min(inbox.length, INBOX_SIZE);
  },
};

/** SMTP through nodemailer: `url` like smtps://user:pass@smtp.example.com:465 or smtp://127.0.0.1:2525. */
export function smtpEmailSender(config: { url: string; from: string; timeoutMs?: number }): EmailSender {
  const u = new URL(config.url);
  const secure = u.protocol === "smtps:";
  const timeout = config.timeoutMs ?? 5_000;
  const transport = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // A local test server (smtp://127.0.0.1) has no certificate to offer; anything else must upgrade to TLS if it can.
    ignoreTLS: u.searchParams.get("ignoreTLS") === "1",
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text });
        log.info({ event: "EMAIL_SENT", provider: "smtp", to: maskedEmail(message.to), messageId: info.messageId });
      } catch (e) {
        // The server's reply may quote the message: only its code goes to the error.
        const code = (e as { responseCode?: number; code?: string }).responseCode ?? (e as { code?: string }).code ?? "unknown";
        log.warn({ event: "EMAIL_NOT_DELIVERED", provider: "smtp", to: maskedEmail(message.to), code });
        throw new EmailDeliveryError(`The email server did not accept the message (${code})`);
      }
    },
  };
}

export function configuredEmailSender(e = env()): EmailSender {
  if (e.EMAIL_PROVIDER === "smtp") return smtpEmailSender({ url: e.SMTP_URL!, from: e.EMAIL_FROM });
  return localEmailSender;
}

let current: EmailSender | null = null;
let forTesting: EmailSender | null = null;
export const emailSender = () => forTesting ?? (current ??= configuredEmailSender());
export function useEmailSenderForTesting(sender: EmailSender | null) {
  forTesting = sender;
  current = null;
}
