import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The local OpenID Connect provider the Google sign-in spec starts; the server is told of it here. */
export const OIDC_FAKE_PORT = PORT + 1000;
export const OIDC_CLIENT = { id: "a247-web.e2e.example", secret: "e2e-google-secret" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1, // one app server with one SQLite file; two cores
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node server.mjs",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      // "test": production build, but the test-only fault injection (SDUI_FAULTS) is honoured.
      NODE_ENV: "test",
      SESSION_SECRET: "e2e-session-secret-0123456789",
      DATABASE_URL: "file:var/e2e/data.sqlite",
      CONTENT_EDITOR_TOKEN: "e2e-editor-token",
      SDUI_FAULTS: "1",
      ALLOWED_URL_SUFFIXES: "apollo247.com,apollo247.in,localhost",
      ALLOWED_DATA_HOSTS: "localhost,127.0.0.1",
      // Every e2e sign-in comes from 127.0.0.1 with numbers made from the clock (one prefix for a while): the
      // OTP sending limits would otherwise stop the suite part-way. Their own tests are integration tests.
      OTP_SENDS_PER_IP: "1000",
      OTP_SENDS_PER_PREFIX: "1000",
      // The consult room's calls: browsers offer each other loopback host candidates only (no traffic off the machine).
      RTC_LOOPBACK_ONLY: "1",
      // The sandbox reports one bank failing often: the spec's netbanking outage message shows before paying.
      PAYMENT_SANDBOX_NETBANKING_OUTAGE: "ICICI Bank:degraded",
      // Google sign-in against the local fake (started by google-sign-in.spec.ts; nothing calls it before then).
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_OIDC_ISSUER: `http://127.0.0.1:${OIDC_FAKE_PORT}`,
    },
  },
});
