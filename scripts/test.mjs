// `npm test`: unit + integration (Vitest), then a production build and the Playwright suite in Chromium.
// Ends with one summary line "tests: N passed, N failed" over both runners.
import fs from "node:fs";
import { spawnSync } from "node:child_process";

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });

const only = process.argv[2]; // "unit" | "e2e" | undefined (both)
let failedStep = false;
let passed = 0;
let failed = 0;

if (only !== "e2e") {
  const code = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]);
  try {
    const r = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } catch {
    failedStep = true;
  }
  if (code !== 0) failedStep = true;
}

if (only !== "unit") {
  if (run("npm", ["run", "build"]) !== 0) {
    failedStep = true;
  } else {
    fs.rmSync("var/e2e", { recursive: true, force: true });
    const code = run("npx", ["playwright", "test"]);
    try {
      const r = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8"));
      passed += r.stats.expected;
      failed += r.stats.unexpected + (r.stats.flaky ?? 0);
    } catch {
      failedStep = true;
    }
    if (code !== 0) failedStep = true;
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
