/**
 * Environment, parsed once at start-up. Production refuses defaults that would be unsafe there.
 */
export interface Env {
  NODE_ENV: string;
  PORT: number;
  DATABASE_URL: string;
  REDIS_URL: string | null;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: string;
  /** Base URL of the instance that serves screen configurations; unset: this process reads its own database. */
  CONTENT_SERVICE_URL: string | null;
  /** How long a renderer waits for the content service before falling back (stale, CDN, bundled copy). */
  CONTENT_SERVICE_TIMEOUT_MS: number;
  /** Bearer token that opens /metrics to non-loopback clients; without it only direct loopback requests get it. */
  METRICS_TOKEN: string | null;
  /** On SIGTERM, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: number;
  SESSION_SECRET: string;
  CDN_BASE_URL: string | null;
  ALLOWED_URL_SUFFIXES: string[];
  /**
   * Where REST data sources may be fetched from besides the app's own content API: "host:port", or a bare host
   * for the default ports only (see ~/sdui/data-hosts). None by default.
   */
  ALLOWED_DATA_HOSTS: string[];
  DEV_OTP: string | null;
  CONTENT_EDITOR_TOKEN: string | null;
  /** Who may publish a studio draft: "second_person" (default: not its only reviewer's own change) or "none". */
  STUDIO_REVIEW_RULE: "second_person" | "none";
  /** Test-only fault injection for the screen-configuration sources (never in production). */
  SDUI_FAULTS: boolean;
  /** The app's own public origin: relative data-source and CDN URIs resolve against it, never the request's Host. */
  APP_ORIGIN: string;
  /** Extra Host values (name or name:port) the app answers besides APP_ORIGIN's and loopback on PORT. */
  ALLOWED_HOSTS: string[];
  /** Origins that may call /graphql cross-origin with credentials (none by default). */
  CORS_ALLOWED_ORIGINS: string[];
  /** Believe the address the proxy appended to X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: boolean;
  /** OTP codes one client IP may have sent per 15 minutes. */
  OTP_SENDS_PER_IP: number;
  /** OTP codes the numbers of one prefix (a block of 1,000) may be sent per hour. */
  OTP_SENDS_PER_PREFIX: number;
  /** Key of the HMAC-SHA256 signature on payment-gateway callbacks (the sandbox signs with it; production sets its own). */
  PAYMENT_WEBHOOK_SECRET: string;
  /** Which gateway takes online payments (see providers/payment-gateway.ts). */
  PAYMENT_GATEWAY: PaymentGatewayName;
  /** PAYMENT_SANDBOX=1: production (a staging site) may run the sandbox, where the tester decides every payment. */
  PAYMENT_SANDBOX: boolean;
  /** The mobile app that may open this site's deep links (Android App Links); null: no app is associated. */
  ANDROID_APP_PACKAGE: string | null;
  /** SHA-256 fingerprints of the Android app's signing certificates (AA:BB:…). */
  ANDROID_APP_CERT_SHA256: string[];
  /** The iOS app ids (TEAMID.bundle.id) that may open them (Universal Links). */
  IOS_APP_IDS: string[];
  /** The sandbox's netbanking outage, for trying the outage messages: "HDFC Bank:disabled,ICICI Bank:degraded". */
  PAYMENT_SANDBOX_NETBANKING_OUTAGE: string;
  /** Razorpay API keys (Dashboard → API Keys); unset: no Razorpay gateway can be made. */
  RAZORPAY_KEY_ID: string | null;
  RAZORPAY_KEY_SECRET: string | null;
  /** The secret of the Razorpay webhook pointed at /resources/payment-callback. */
  RAZORPAY_WEBHOOK_SECRET: string | null;
  /** Razorpay's API host; tests point it at a local fake. */
  RAZORPAY_API_URL: string;
  /** Who delivers sign-in codes: `local` (log and dev inbox) or `msg91` (SMS). */
  OTP_PROVIDER: OtpProviderName;
  MSG91_AUTH_KEY: string | null;
  /** The approved (DLT) OTP template; its OTP variable carries the code. */
  MSG91_TEMPLATE_ID: string | null;
  /** MSG91's API host; tests point it at a local fake. */
  MSG91_API_URL: string;
  /** Who sends email (company-email codes): `local` (development inbox) or `smtp` (nodemailer, SMTP_URL). */
  EMAIL_PROVIDER: "local" | "smtp";
  /** smtp(s)://user:password@host:port of the mail server, for EMAIL_PROVIDER=smtp. */
  SMTP_URL: string | null;
  EMAIL_FROM: string;
  /**
   * Key that seals card applicants' PAN and income at rest (AES-256-GCM): 32 bytes, base64 or hex. Outside
   * production a fixed development key is used; in production, without it, card applications cannot be saved.
   */
  CARD_DATA_KEY: Buffer | null;
  /** Who decides card applications: `sandbox` (the local rules, default) or `http` (the issuer's API). */
  CARD_BANK_PROVIDER: "sandbox" | "http";
  /** CARD_BANK_SANDBOX=1: production (a staging site) may run the sandbox bank, whose fixed rules decide every application. */
  CARD_BANK_SANDBOX: boolean;
  /** The issuer's application API (CARD_BANK_PROVIDER=http) and its HTTP Basic credentials. */
  CARD_BANK_API_URL: string | null;
  CARD_BANK_CLIENT_ID: string | null;
  CARD_BANK_CLIENT_SECRET: string | null;
  /** One bank call's time limit; a timed-out call is retried twice. */
  CARD_BANK_TIMEOUT_MS: number;
}

/**
 * The gateways payments can go through, chosen with PAYMENT_GATEWAY: the local sandbox (default), or Razorpay
 * (providers/razorpay.ts, which needs its three keys).
 */
export const PAYMENT_GATEWAYS = ["sandbox", "razorpay"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Whether the sandbox takes payments: it is the chosen gateway, and this is not production or PAYMENT_SANDBOX=1
 * allows it there. In production it would let the patient, not a bank, decide that an order is paid.
 */
export function paymentSandboxEnabled(e: Pick<Env, "NODE_ENV" | "PAYMENT_GATEWAY" | "PAYMENT_SANDBOX">): boolean {
  return e.PAYMENT_GATEWAY === "sandbox" && (e.NODE_ENV !== "production" || e.PAYMENT_SANDBOX);
}

export const OTP_PROVIDERS = ["local", "msg91"] as const;
export type OtpProviderName = (typeof OTP_PROVIDERS)[number];

const DEFAULT_SECRET = "dev-session-secret-change-me";
/**
 * Whether the sandbox bank decides card applications: it is the chosen provider, and this is not production or
 * CARD_BANK_SANDBOX=1 allows it there. In production it would approve cards by its own rules, with no bank behind them.
 */
export function cardBankSandboxEnabled(e: Pick<Env, "NODE_ENV" | "CARD_BANK_PROVIDER" | "CARD_BANK_SANDBOX">): boolean {
  return e.CARD_BANK_PROVIDER === "sandbox" && (e.NODE_ENV !== "production" || e.CARD_BANK_SANDBOX);
}

/** Anyone could sign a callback with it: production refuses to start with it, like the default session secret. */
export const DEFAULT_PAYMENT_WEBHOOK_SECRET = "dev-payment-webhook-secret-change-me";

function list(value: string | undefined, fallback: string): string[] {
  return (value || fallback)
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const isHttpUrl = (u: string) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol);

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const NODE_ENV = source.NODE_ENV || "development";
  const production = NODE_ENV === "production";
  const port = Number(source.PORT || 3000);
  const problems: string[] = [];
  if (!Number.isInteger(port) || port <= 0 || port > 65535) problems.push("PORT must be a TCP port");
  const secret = source.SESSION_SECRET || DEFAULT_SECRET;
  if (production && secret === DEFAULT_SECRET) problems.push("SESSION_SECRET must be set in production");
  if (production && source.DEV_OTP) problems.push("DEV_OTP must not be set in production");
  if (source.DEV_OTP && !/^\d{6}$/.test(source.DEV_OTP)) problems.push("DEV_OTP must be 6 digits");
  const databaseUrl = source.DATABASE_URL || "file:var/data.sqlite";
  if (!/^(file:|postgres(ql)?:\/\/)/.test(databaseUrl)) problems.push("DATABASE_URL must be file:… or postgres://…");
  const appOrigin = source.APP_ORIGIN || `http://localhost:${port}`;
  let parsedOrigin: URL | null = null;
  try {
    parsedOrigin = new URL(appOrigin);
  } catch {
    /* reported below */
  }
  if (!parsedOrigin || !/^https?:$/.test(parsedOrigin.protocol) || parsedOrigin.pathname !== "/") {
    problems.push("APP_ORIGIN must be an http(s) origin such as https://www.example.com");
  }
  const corsOrigins = list(source.CORS_ALLOWED_ORIGINS, "");
  if (corsOrigins.some((o) => !URL.canParse(o) || !/^https?:$/.test(new URL(o).protocol))) {
    problems.push("CORS_ALLOWED_ORIGINS must list http(s) origins (not * or null)");
  }
  const otpPerIp = Number(source.OTP_SENDS_PER_IP || 10);
  if (!Number.isInteger(otpPerIp) || otpPerIp < 1) problems.push("OTP_SENDS_PER_IP must be a positive whole number");
  const otpPerPrefix = Number(source.OTP_SENDS_PER_PREFIX || 10);
  if (!Number.isInteger(otpPerPrefix) || otpPerPrefix < 1) problems.push("OTP_SENDS_PER_PREFIX must be a positive whole number");
  const contentServiceUrl = (source.CONTENT_SERVICE_URL || "").replace(/\/$/, "");
  if (contentServiceUrl && (!URL.canParse(contentServiceUrl) || !/^https?:$/.test(new URL(contentServiceUrl).protocol))) {
    problems.push("CONTENT_SERVICE_URL must be an http(s) URL such as http://content.internal:3000");
  }
  const contentTimeout = Number(source.CONTENT_SERVICE_TIMEOUT_MS || 1500);
  if (!Number.isInteger(contentTimeout) || contentTimeout < 1) problems.push("CONTENT_SERVICE_TIMEOUT_MS must be a positive whole number");
  const shutdownTimeout = Number(source.SHUTDOWN_TIMEOUT_MS || 10_000);
  if (!Number.isInteger(shutdownTimeout) || shutdownTimeout < 0) problems.push("SHUTDOWN_TIMEOUT_MS must be a whole number of ms");
  // The mobile app's deep links: an association naming a malformed app would be ignored by the phone, silently.
  const androidPackage = (source.ANDROID_APP_PACKAGE || "").trim();
  if (androidPackage && !/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(androidPackage)) problems.push("ANDROID_APP_PACKAGE must be an Android package name such as com.example.app");
  const androidCerts = list(source.ANDROID_APP_CERT_SHA256, "").map((c) => c.toUpperCase());
  if (androidCerts.some((c) => !/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/.test(c))) problems.push("ANDROID_APP_CERT_SHA256 must list SHA-256 fingerprints as AA:BB:… (32 pairs)");
  if (androidPackage && !androidCerts.length) problems.push("ANDROID_APP_PACKAGE needs ANDROID_APP_CERT_SHA256");
  // Not list(): app ids are case-sensitive (a bundle id keeps its case).
  const iosAppIds = (source.IOS_APP_IDS || "").split(",").map((s) => s.trim()).filter(Boolean);
  if (iosAppIds.some((id) => !/^[A-Z0-9]{10}\.[\w.-]+$/.test(id))) problems.push("IOS_APP_IDS must list app ids as TEAMID.bundle.id");
  const webhookSecret = source.PAYMENT_WEBHOOK_SECRET || DEFAULT_PAYMENT_WEBHOOK_SECRET;
  const gateway = (source.PAYMENT_GATEWAY || "sandbox").trim().toLowerCase();
  // The sandbox signs its callbacks with this key; Razorpay's webhooks carry their own (RAZORPAY_WEBHOOK_SECRET).
  if (production && gateway === "sandbox" && webhookSecret === DEFAULT_PAYMENT_WEBHOOK_SECRET) problems.push("PAYMENT_WEBHOOK_SECRET must be set in production");
  const isGatewayName = (name: string): name is PaymentGatewayName => (PAYMENT_GATEWAYS as readonly string[]).includes(name);
  if (!isGatewayName(gateway)) problems.push(`PAYMENT_GATEWAY must be one of: ${PAYMENT_GATEWAYS.join(", ")}`);
  if (!["", "0", "1"].includes(source.PAYMENT_SANDBOX ?? "")) problems.push("PAYMENT_SANDBOX must be 1 (allow the sandbox in production) or empty");
  const payments = { NODE_ENV, PAYMENT_GATEWAY: gateway as PaymentGatewayName, PAYMENT_SANDBOX: source.PAYMENT_SANDBOX === "1" };
  if (production && gateway === "sandbox" && !paymentSandboxEnabled(payments)) {
    problems.push("PAYMENT_GATEWAY must name a real payment gateway in production, or PAYMENT_SANDBOX=1 must allow the sandbox (a staging site, where the tester decides every payment)");
  }
  const razorpay = {
    keyId: source.RAZORPAY_KEY_ID || null,
    keySecret: source.RAZORPAY_KEY_SECRET || null,
    webhookSecret: source.RAZORPAY_WEBHOOK_SECRET || null,
    apiUrl: (source.RAZORPAY_API_URL || "https://api.razorpay.com").replace(/\/$/, ""),
  };
  // Half a Razorpay configuration would take payments it can never confirm (no webhook secret) or never start.
  if ((razorpay.keyId || razorpay.keySecret || razorpay.webhookSecret) && !(razorpay.keyId && razorpay.keySecret && razorpay.webhookSecret)) {
    problems.push("RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together");
  }
  if (!isHttpUrl(razorpay.apiUrl)) problems.push("RAZORPAY_API_URL must be an http(s) URL");
  if (gateway === "razorpay" && !razorpay.keyId) problems.push("PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET");
  const otpProvider = source.OTP_PROVIDER || "local";
  if (!(OTP_PROVIDERS as readonly string[]).includes(otpProvider)) problems.push(`OTP_PROVIDER must be one of ${OTP_PROVIDERS.join(", ")}`);
  const msg91 = {
    authKey: source.MSG91_AUTH_KEY || null,
    templateId: source.MSG91_TEMPLATE_ID || null,
    apiUrl: (source.MSG91_API_URL || "https://control.msg91.com").replace(/\/$/, ""),
  };
  if (otpProvider === "msg91" && !(msg91.authKey && msg91.templateId)) problems.push("OTP_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
  if (!isHttpUrl(msg91.apiUrl)) problems.push("MSG91_API_URL must be an http(s) URL");
  const emailProvider = source.EMAIL_PROVIDER || "local";
  if (!["local", "smtp"].includes(emailProvider)) problems.push("EMAIL_PROVIDER must be one of local, smtp");
  const smtpUrl = source.SMTP_URL || null;
  if (emailProvider === "smtp" && !(smtpUrl && /^smtps?:\/\//.test(smtpUrl))) problems.push("EMAIL_PROVIDER=smtp needs SMTP_URL (smtp:// or smtps://)");
  const cardKey = cardDataKey(source.CARD_DATA_KEY, production);
  if (typeof cardKey === "string") problems.push(cardKey);
  const cardBank = {
    provider: source.CARD_BANK_PROVIDER || "sandbox",
    apiUrl: (source.CARD_BANK_API_URL || "").replace(/\/$/, "") || null,
    clientId: source.CARD_BANK_CLIENT_ID || null,
    clientSecret: source.CARD_BANK_CLIENT_SECRET || null,
    timeoutMs: Number(source.CARD_BANK_TIMEOUT_MS || 8000),
  };
  if (!["sandbox", "http"].includes(cardBank.provider)) problems.push("CARD_BANK_PROVIDER must be one of sandbox, http");
  if (cardBank.provider === "http" && !(cardBank.apiUrl && cardBank.clientId && cardBank.clientSecret)) {
    problems.push("CARD_BANK_PROVIDER=http needs CARD_BANK_API_URL, CARD_BANK_CLIENT_ID and CARD_BANK_CLIENT_SECRET");
  }
  if (cardBank.apiUrl && !isHttpUrl(cardBank.apiUrl)) problems.push("CARD_BANK_API_URL must be an http(s) URL");
  if (production && cardBank.apiUrl && new URL(cardBank.apiUrl).protocol !== "https:") problems.push("CARD_BANK_API_URL must be https in production (PAN and income travel in it)");
  if (!Number.isInteger(cardBank.timeoutMs) || cardBank.timeoutMs < 1) problems.push("CARD_BANK_TIMEOUT_MS must be a positive whole number");
  if (!["", "0", "1"].includes(source.CARD_BANK_SANDBOX ?? "")) problems.push("CARD_BANK_SANDBOX must be 1 (allow the sandbox bank in production) or empty");
  const cardBankSandbox = source.CARD_BANK_SANDBOX === "1";
  if (production && cardBank.provider === "sandbox" && !cardBankSandbox) {
    problems.push("CARD_BANK_PROVIDER must name the issuer's API (http) in production, or CARD_BANK_SANDBOX=1 must allow the sandbox bank (a staging site, where its fixed rules decide every card application)");
  }
  if (problems.length) {
    throw new Error(`Invalid environment variables:\n- ${problems.join("\n- ")}`);
  }
  return {
    NODE_ENV,
    PORT: port,
    DATABASE_URL: databaseUrl,
    REDIS_URL: source.REDIS_URL || null,
    REDIS_KEY_PREFIX: source.REDIS_KEY_PREFIX || "h247:",
    CONTENT_SERVICE_URL: contentServiceUrl || null,
    CONTENT_SERVICE_TIMEOUT_MS: contentTimeout,
    METRICS_TOKEN: source.METRICS_TOKEN || null,
    SHUTDOWN_TIMEOUT_MS: shutdownTimeout,
    SESSION_SECRET: secret,
    CDN_BASE_URL: source.CDN_BASE_URL || null,
    ALLOWED_URL_SUFFIXES: list(source.ALLOWED_URL_SUFFIXES, "apollo247.com,apollo247.in,localhost"),
    ALLOWED_DATA_HOSTS: list(source.ALLOWED_DATA_HOSTS, ""),
    DEV_OTP: production ? null : source.DEV_OTP || null,
    CONTENT_EDITOR_TOKEN: source.CONTENT_EDITOR_TOKEN || (production ? null : "dev-editor-token"),
    STUDIO_REVIEW_RULE: source.STUDIO_REVIEW_RULE === "none" ? "none" : "second_person",
    SDUI_FAULTS: !production && source.SDUI_FAULTS === "1",
    APP_ORIGIN: parsedOrigin!.origin,
    ALLOWED_HOSTS: list(source.ALLOWED_HOSTS, ""),
    CORS_ALLOWED_ORIGINS: corsOrigins.map((o) => new URL(o).origin),
    TRUST_PROXY: source.TRUST_PROXY === "1",
    OTP_SENDS_PER_IP: otpPerIp,
    OTP_SENDS_PER_PREFIX: otpPerPrefix,
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
    PAYMENT_GATEWAY: payments.PAYMENT_GATEWAY,
    PAYMENT_SANDBOX: payments.PAYMENT_SANDBOX,
    ANDROID_APP_PACKAGE: androidPackage || null,
    ANDROID_APP_CERT_SHA256: androidCerts,
    IOS_APP_IDS: iosAppIds,
    PAYMENT_SANDBOX_NETBANKING_OUTAGE: (source.PAYMENT_SANDBOX_NETBANKING_OUTAGE ?? "").slice(0, 500),
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.apiUrl,
    OTP_PROVIDER: otpProvider as OtpProviderName,
    MSG91_AUTH_KEY: msg91.authKey,
    MSG91_TEMPLATE_ID: msg91.templateId,
    MSG91_API_URL: msg91.apiUrl,
    EMAIL_PROVIDER: emailProvider as "local" | "smtp",
    SMTP_URL: smtpUrl,
    EMAIL_FROM: source.EMAIL_FROM || "Apollo 247 <no-reply@apollo247.com>",
    CARD_DATA_KEY: cardKey as Buffer | null,
    CARD_BANK_PROVIDER: cardBank.provider as "sandbox" | "http",
    CARD_BANK_SANDBOX: cardBankSandbox,
    CARD_BANK_API_URL: cardBank.apiUrl,
    CARD_BANK_CLIENT_ID: cardBank.clientId,
    CARD_BANK_CLIENT_SECRET: cardBank.clientSecret,
    CARD_BANK_TIMEOUT_MS: cardBank.timeoutMs,
  };
}

/** Development only: never used in production, where an unset CARD_DATA_KEY leaves card applications unsealable. */
const DEV_CARD_DATA_KEY = Buffer.from("apollo247-dev-card-data-key-0001", "utf8");

/** CARD_DATA_KEY as 32 bytes (base64 or hex), the development key outside production, or what is wrong with it. */
function cardDataKey(raw: string | undefined, production: boolean): Buffer | string | null {
  if (!raw) return production ? null : DEV_CARD_DATA_KEY;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
  return key.length === 32 ? key : "CARD_DATA_KEY must be 32 bytes, base64 or hex (openssl rand -base64 32)";
}

let current: Env | null = null;
export function env(): Env {
  if (!current) current = parseEnv();
  return current;
}
export const isProduction = () => env().NODE_ENV === "production";

/** Tests change process.env and re-read it. */
export function resetEnvForTesting() {
  current = null;
}

/**
 * Tests that need an environment start-up refuses today: production with the sandbox not allowed, which is what a
 * site with a real gateway runs with. Null goes back to reading process.env.
 */
export function setEnvForTesting(next: Env | null) {
  current = next;
}
