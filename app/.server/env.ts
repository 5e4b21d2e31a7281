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
}

const DEFAULT_SECRET = "dev-session-secret-change-me";
/** Payments refuse to run in production with this one (see providers/payment-gateway.ts), rather than start-up. */
export const DEFAULT_PAYMENT_WEBHOOK_SECRET = "dev-payment-webhook-secret-change-me";

function list(value: string | undefined, fallback: string): string[] {
  return (value || fallback)
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

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
    SDUI_FAULTS: !production && source.SDUI_FAULTS === "1",
    APP_ORIGIN: parsedOrigin!.origin,
    ALLOWED_HOSTS: list(source.ALLOWED_HOSTS, ""),
    CORS_ALLOWED_ORIGINS: corsOrigins.map((o) => new URL(o).origin),
    TRUST_PROXY: source.TRUST_PROXY === "1",
    OTP_SENDS_PER_IP: otpPerIp,
    OTP_SENDS_PER_PREFIX: otpPerPrefix,
    PAYMENT_WEBHOOK_SECRET: source.PAYMENT_WEBHOOK_SECRET || DEFAULT_PAYMENT_WEBHOOK_SECRET,
  };
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
