// `npm test`: unit + integration (Vitest), then a production build and the Playwright suite in Chromium, then the
// two-instance tests (nginx in front of two app instances on PostgreSQL + Redis; tests/cluster, needs
// TEST_POSTGRES_URL). Ends with one summary line "tests: N passed, N failed" over every runner.
// `node scripts/test.mjs unit | e2e | cluster` runs one part.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { playwrightCounts, vitestCounts } from "./test-summary.mjs";

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });

const only = process.argv[2]; // "unit" | "e2e" | "cluster" | undefined (all)
let failedStep = false;
let passed = 0;
let failed = 0;

if (only === undefined || only === "unit") {
  const code = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]);
  try {
    const r = vitestCounts(JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8")));
    passed += r.passed;
    failed += r.failed;
  } catch {
    failedStep = true;
  }
  if (code !== 0) failedStep = true;
}

let built = false;
let buildFailed = false;
if (only === undefined || only === "e2e") {
  built = run("npm", ["run", "build"]) === 0;
  buildFailed = !built;
  if (!built) {
    failedStep = true;
  } else {
    fs.rmSync("var/e2e", { recursive: true, force: true });
    const code = run("npx", ["playwright", "test"]);
    try {
      const r = playwrightCounts(JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8")));
      passed += r.passed;
      failed += r.failed;
    } catch {
      failedStep = true;
    }
    if (code !== 0) failedStep = true;
  }
}

// The cluster tests start real processes (nginx, three app instances) on one database: one file at a time.
if (only === undefined || only === "cluster") {
  if (!process.env.TEST_POSTGRES_URL) {
    console.log("\nSkipping the two-instance tests (tests/cluster): TEST_POSTGRES_URL is not set.");
  } else if (buildFailed || (!built && run("npm", ["run", "build"]) !== 0)) {
    failedStep = true;
  } else {
    const code = run("npx", ["vitest", "run", "-c", "vitest.cluster.config.ts", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/cluster.json"]);
    try {
      const r = vitestCounts(JSON.parse(fs.readFileSync("test-results/cluster.json", "utf8")));
      passed += r.passed;
      failed += r.failed;
    } catch {
      failedStep = true;
    }
    if (code !== 0) failedStep = true;
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
