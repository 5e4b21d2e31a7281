// Studio responsiveness with a large screen: time to open a 200-section draft in the editor (navigation to an
// interactive editor with every row drawn) and input latency while typing in a section's form (Event Timing
// durations of the keystrokes: input delay + handlers + next paint). Own server (local mode, fixed sign-in code).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";

const SECTIONS = 200;

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

export async function studioBench(port = 3310) {
  fs.rmSync("var/bench-studio", { recursive: true, force: true });
  const server = spawn("node", ["server.mjs"], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "test", DEV_OTP: "123456", SESSION_SECRET: "bench-studio-secret-0123456789", DATABASE_URL: "file:var/bench-studio/data.sqlite", REDIS_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    await waitFor(`${base}/`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/login?continue=/studio`);
    await page.getByLabel(/Mobile number/).fill("9000000102");
    await page.getByRole("button", { name: "Get OTP" }).click();
    await page.getByLabel("Enter OTP").fill("123456");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));

    // A 200-section draft: the bundled diag_home with its banner repeated under new names.
    const path = "/studio/diag_home/web/signed_out";
    await page.goto(`${base}${path}`);
    await page.locator(".studio-editor[data-hydrated]").waitFor();
    const revision = Number(await page.locator(".studio-editor").getAttribute("data-draft-revision"));
    const config = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
    const banner = config.containers[0].sections[0];
    const list = config.containers[2].sections;
    for (let i = 0; list.length + 6 < SECTIONS; i++) list.push({ ...structuredClone(banner), name: `bench_banner_${i}`, order: 100 + i });
    const saved = await page.request.post(`${base}${path}`, { form: { intent: "save", config: JSON.stringify(config), revision: String(revision) }, headers: { origin: base } });
    if (!saved.ok()) throw new Error(`could not save the 200-section draft: ${saved.status()}`);

    const opens = [];
    for (let i = 0; i < 3; i++) {
      const t0 = Date.now();
      await page.goto(`${base}${path}`);
      await page.locator(".studio-editor[data-hydrated]").waitFor();
      await page.locator("[data-studio-section]").nth(SECTIONS - 1).waitFor();
      opens.push(Date.now() - t0);
    }

    await page.getByRole("button", { name: /^bench_banner_50 / }).click();
    const input = page.locator('[data-studio-form="bench_banner_50"] input[id$="_title"]').first();
    await input.click();
    // Let the frames of the opened draft settle first: what is measured is typing and the previews updating.
    await page.waitForFunction(() => document.querySelectorAll("[data-preview-device]").length >= 2, null, { timeout: 120_000 });
    if (process.env.BENCH_STUDIO_DEBUG) page.on("console", (m) => m.text().startsWith("longtask") && console.log(m.text()));
    await page.evaluate((debug) => {
      window.__debugTasks = debug;
      window.__keyDurations = [];
      window.__longTasks = [];
      window.__reports = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (e.name === "keydown" || e.name === "keypress" || e.name === "input") window.__keyDurations.push(e.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: false });
      // Long tasks of the editor's main thread (same-origin preview frames share it).
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__longTasks.push(e.duration);
        if (window.__debugTasks) for (const e of l.getEntries()) console.log("longtask", Math.round(e.duration), e.name, e.attribution?.[0]?.containerType, e.attribution?.[0]?.containerSrc?.slice(0, 80), Math.round(e.startTime));
      }).observe({ type: "longtask", buffered: false });
      window.addEventListener("message", (e) => {
        if (e.data?.type === "studio-preview-report") window.__reports++;
      });
    }, !!process.env.BENCH_STUDIO_DEBUG);
    // Typed in bursts with a pause after each, as a person types: every pause starts the live preview (the
    // unsaved draft rendered by the server and drawn by the edited view's frame), and the next burst is typed while
    // that frame draws and audits it. Each update is waited for, so the figures are taken with the preview at work.
    const bursts = ["Monsoon ", "fever ", "panel, ", "30% off"];
    const typed = bursts.join("");
    const edited = page.frameLocator('iframe[title="Desktop preview"]');
    let liveUpdates = 0;
    const t0 = Date.now();
    for (const burst of bursts) {
      await page.keyboard.type(burst, { delay: 30 });
      liveUpdates++;
      await edited.locator(`[data-preview-content="unsaved"][data-preview-seq="${liveUpdates}"]`).waitFor({ timeout: 120_000 });
    }
    const wall = Date.now() - t0;
    const durations = await page.evaluate(() => window.__keyDurations);
    // And after a save the frames draw the saved draft: wait for a frame to report again.
    await page.evaluate(() => (window.__reports = 0));
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved").waitFor({ timeout: 60_000 });
    const settled = await page
      .waitForFunction(() => window.__reports >= 1, null, { timeout: 120_000 })
      .then(() => true)
      .catch(() => false);
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => window.__longTasks);
    await context.close();
    return {
      sections: SECTIONS,
      openMs: opens,
      keystrokes: typed.length,
      slowEvents: durations.length,
      p50: pct(durations, 50),
      p95: pct(durations, 95),
      max: Math.max(0, ...durations),
      wallMs: wall,
      liveUpdates,
      longestTask: Math.max(0, ...longTasks),
      longTasks: longTasks.length,
      previewsSettled: settled,
    };
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await studioBench(Number(process.env.BENCH_STUDIO_PORT ?? 3310));
  printStudio(r);
}

export function printStudio(r) {
  console.log(`\n== Studio with a ${r.sections}-section draft (Chromium, 1280 px) ==`);
  console.log(`open to interactive, every row drawn: ${r.openMs.join(" / ")} ms`);
  console.log(
    `typing ${r.keystrokes} characters in a section form: ${r.slowEvents} key events over 16 ms` +
      (r.slowEvents ? ` (p50 ${Math.round(r.p50)} ms, p95 ${Math.round(r.p95)} ms, max ${Math.round(r.max)} ms)` : "") +
      `; ${r.wallMs} ms wall for ${r.keystrokes} keys at 30 ms apart in ${r.liveUpdates} bursts`,
  );
  console.log(`live preview on: ${r.liveUpdates} updates of the unsaved draft drawn in the edited view's frame while typing`);
  // Event Timing only records events over 16 ms: with none, every keystroke took less (p95 < 16 ms).
  console.log(`editor typing p95 at ${r.sections} sections: ${r.slowEvents ? `${Math.round(r.p95)} ms` : "< 16 ms"} (aim ≤ 50 ms)`);
  console.log(
    `editor longest task while typing and the previews update at ${r.sections} sections: ${Math.round(r.longestTask)} ms ` +
      `(${r.longTasks} tasks over 50 ms; aim: none over 200 ms)${r.previewsSettled ? "" : " — the previews did not report within 2 minutes"}`,
  );
}
