/**
 * A deployment is build/ (with server.mjs, package.json and the installed packages), not the sources: started from a
 * directory holding only that, the app still knows its pages, so widget links to them stay links. (The table used to
 * be read from app/routes at run time: a copied build got an empty one and every internal widget link was dropped.)
 */
import { expect, test } from "./hydrated-test";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 51;
const url = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;
let dir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "h247-build-only-"));
  fs.cpSync("build", path.join(dir, "build"), { recursive: true });
  for (const f of ["server.mjs", "package.json"]) fs.copyFileSync(f, path.join(dir, f));
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  expect(fs.existsSync(path.join(dir, "app"))).toBe(false);
  const { PATH, HOME } = process.env;
  server = spawn("node", ["server.mjs"], {
    cwd: dir,
    env: {
      PATH,
      HOME,
      PORT: String(PORT),
      NODE_ENV: "production",
      SESSION_SECRET: "build-only-e2e-session-secret-0123456789",
      // Production takes payments only through a real gateway or an explicitly allowed sandbox.
      PAYMENT_SANDBOX: "1",
      // …and decides card applications only through the issuer's API or an explicitly allowed sandbox bank.
      CARD_BANK_SANDBOX: "1",
      PAYMENT_WEBHOOK_SECRET: "build-only-e2e-webhook-secret-0123456789",
      APP_ORIGIN: url,
      DATABASE_URL: "file:var/data.sqlite",
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 500; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the copied build did not serve the home page");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("a copied build/ alone keeps widget links to the app's pages, the scan cards' included", async ({ page }) => {
  await page.goto(`${url}/`);
  const conditions = page.locator('[data-section="health_conditions"]');
  await expect(conditions.getByRole("link", { name: "View 12 tests for Diabetes" })).toHaveAttribute("href", "/test-listing/diabetes");
  // The scan pages are routes of the copied build too.
  const scans = page.locator('[data-section="radiology_scans"]');
  await expect(scans.getByRole("link", { name: "MRI Brain" })).toHaveAttribute("href", "/radiology/mri-brain");
});
