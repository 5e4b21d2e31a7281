/**
 * The outside attacks on the running app, replayed as the attacker made them: a forged Host header then a
 * clean visitor, a page on a second loopback origin reading /graphql with the patient's cookie, and a cookie
 * copied before sign-out replayed after it.
 */
import http from "node:http";
import fs from "node:fs";
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { expect, test } from "./hydrated-test";
import { baseURL } from "../../playwright.config";
import { freshMobile, signInWithOtp } from "./account-helpers";

const app = new URL(baseURL);

/** A raw GET with whatever Host the attacker likes (browsers and fetch() do not let you set it). */
function rawGet(path: string, host: string, port = app.port): Promise<{ status: number; body: string; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: app.hostname, port, path, method: "GET", headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, rawHeaders: res.rawHeaders }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A small server on another loopback port, closed after the test. */
async function serve(handler: http.RequestListener): Promise<{ origin: string; port: number; close(): void }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

test.describe("security", () => {
  test("a forged Host is refused before rendering, and the next visitor sees only the real page", async ({ page }) => {
    const ATTACK = "Call +1-555-0100 now for free tests";
    const requested: string[] = [];
    // The attacker's server answers whatever section data or screen copy the app would fetch from it.
    const attacker = await serve((req, res) => {
      requested.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true, data: [{ title: ATTACK, widgetName: "x", iconUrl: "/favicon.ico", redirectUrl: "/lab-tests" }] }));
    });
    try {
      // A URL no one has asked for yet, so the forged request would be the one that fills the page cache.
      const path = `/lab-tests?utm_campaign=${Date.now()}`;
      for (const host of [`localhost:${attacker.port}`, "evil.example", `127.0.0.1:${attacker.port}`]) {
        const forged = await rawGet(path, host);
        expect(forged.status, host).toBe(421);
        expect(forged.body).not.toContain(ATTACK);
      }
      expect(requested).toEqual([]);

      await page.goto(path);
      await expect(page.locator('[data-section="popular_categories"]')).toBeVisible();
      await expect(page.locator("body")).not.toContainText(ATTACK);
      expect(requested).toEqual([]);
    } finally {
      attacker.close();
    }
  });

  test("a page on a second loopback origin cannot read a signed-in patient's names and addresses from /graphql", async ({ page }) => {
    await signInWithOtp(page, freshMobile(501));
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    // The same request from the app's own origin works: the cookie is a real session.
    const own = await page.evaluate(async () => {
      const r = await fetch("/graphql?query=%7BgetCurrentUser%7BaccountId%7D%7D", { credentials: "include" });
      return (await r.json()) as { data?: { getCurrentUser?: { accountId?: number } } };
    });
    expect(own.data?.getCurrentUser?.accountId).toBeGreaterThan(0);

    const query = encodeURIComponent("{ getCurrentUser { accountId mobileNumber } getPatientsByAccount { firstName lastName } getAddresses { addressLine1 pincode } }");
    const target = `${baseURL}/graphql?query=${query}`;
    // The attacker's page tries a plain GET (no preflight; the browser sends the SameSite=Lax cookie, since
    // both origins are on one site) and a JSON POST (preflighted), and shows whatever it could read.
    const attackerPage = `<!doctype html><title>Win a free checkup</title>
<output id="get">waiting</output><output id="post">waiting</output>
<script>
  const show = (id, p) => p.then((r) => r.text()).then((t) => { document.getElementById(id).textContent = "READ " + t; },
    (e) => { document.getElementById(id).textContent = "blocked: " + e.name; });
  show("get", fetch(${JSON.stringify(target)}, { credentials: "include" }));
  show("post", fetch(${JSON.stringify(`${baseURL}/graphql`)}, { method: "POST", credentials: "include",
    headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ getCurrentUser { accountId mobileNumber } }" }) }));
</script>`;
    const attacker = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(attackerPage);
    });
    try {
      await page.goto(attacker.origin);
      await expect(page.locator("#get")).toHaveText("blocked: TypeError");
      await expect(page.locator("#post")).toHaveText("blocked: TypeError");
    } finally {
      attacker.close();
    }
  });

  test("a session cookie copied before sign-out does not work after it", async ({ page, context }) => {
    await signInWithOtp(page, freshMobile(502));
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    await page.goto("/my-account");
    await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
    const copied = (await context.cookies()).filter((c) => c.name === "__session");
    expect(copied).toHaveLength(1);

    await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

    await context.addCookies(copied);
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?continue=%2Fmy-account$/);
  });

  test("'Sign out everywhere' ends the sessions of every device signed in to the account", async ({ page, browser }) => {
    const mobile = freshMobile(503);
    await signInWithOtp(page, mobile);
    await expect(page.getByRole("link", { name: "My Account" })).toBeVisible();
    // A second device: another browser context, signed in to the same number.
    const laptop = await browser.newContext({ baseURL });
    const laptopPage = await laptop.newPage();
    try {
      await signInWithOtp(laptopPage, mobile);
      await expect(laptopPage.getByRole("link", { name: "My Account" })).toBeVisible();

      await page.goto("/settings");
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

      await laptopPage.goto("/my-account");
      await expect(laptopPage).toHaveURL(/\/login\?continue=%2Fmy-account$/);
    } finally {
      await laptop.close();
    }
  });

  test("every response carries each security header exactly once: rendered, cached, API and refused", async () => {
    const fresh = `/lab-tests?utm_source=${Date.now()}`;
    const requests: [string, string][] = [
      ...["/login", fresh, fresh, "/graphql?query=%7B__typename%7D", "/favicon.ico", "/no-such-page"].map((p): [string, string] => [p, app.host]),
      ["/", "evil.example"],
    ];
    for (const [path, host] of requests) {
      const { rawHeaders, status } = await rawGet(path, host);
      expect(status, path).toBeLessThan(500);
      const names = rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
      for (const header of ["x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy"]) {
        expect(names.filter((n) => n === header), `${header} on ${path}`).toHaveLength(1);
      }
    }
  });

  test("`node server.mjs` without NODE_ENV runs in local mode, as README says, and errors show no stack traces", async () => {
    test.setTimeout(60_000);
    const port = Number(app.port) + 9;
    fs.rmSync("var/e2e-local", { recursive: true, force: true });
    const { PATH, HOME } = process.env;
    const server = spawn("node", ["server.mjs"], {
      env: { PATH, HOME, PORT: String(port), DATABASE_URL: "file:var/e2e-local/data.sqlite" } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      let inbox = { status: 0, body: "", rawHeaders: [] as string[] };
      for (let i = 0; i < 150 && inbox.status !== 200; i++) {
        inbox = await rawGet("/dev/otp-inbox", `127.0.0.1:${port}`, String(port)).catch(() => inbox);
        if (inbox.status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      // The dev OTP inbox exists only in local mode.
      expect(inbox.status).toBe(200);
      // A malformed URL reaches the HTTP framework's error path: no stack, no file paths.
      const broken = await rawGet("/lab-tests/%E0%A4", `127.0.0.1:${port}`, String(port));
      expect(broken.status).toBe(400);
      expect(broken.body).not.toMatch(/node_modules|\/work\/|at [A-Za-z.]+ \(/);
    } finally {
      server.kill("SIGTERM");
    }
  });
});
