// The environment every bench starts the built server with (NODE_ENV=production). Production refuses to start
// without a real webhook secret and an allowed payment gateway and card issuer; the sandboxes are the only ones yet.
// One place, so that a new production check breaks no single bench on its own.
export const BENCH_SESSION_SECRET = "bench-secret-0123456789";

/**
 * `databaseUrl`: the bench's own SQLite file; `port`: where the server listens.
 * @param {{ port: number, databaseUrl: string }} where
 * @returns {NodeJS.ProcessEnv}
 */
export function productionBenchEnv({ port, databaseUrl }) {
  return {
    ...process.env,
    PORT: String(port),
    NODE_ENV: /** @type {const} */ ("production"),
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PAYMENT_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
    PAYMENT_SANDBOX: "1",
    CARD_BANK_SANDBOX: "1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    SDUI_FAULTS: "",
  };
}
