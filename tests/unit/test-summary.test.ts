/**
 * `npm test` ends with "tests: N passed, N failed". A CI run whose suite failed in beforeAll printed
 * "tests: 1524 passed, 0 failed" and exited 1: "the summary must count a suite that failed in `beforeAll` (or any
 * failed file) as failed".
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "../../scripts/test-summary.mjs";

describe("the test summary", () => {
  it("counts a file that failed in beforeAll as a failure (Vitest reports it with no failed test)", () => {
    // Written by Vitest's JSON reporter for one passing file and one whose beforeAll threw.
    const report = JSON.parse(fs.readFileSync("tests/fixtures/vitest-before-all-failed.json", "utf8"));
    expect(report.numFailedTests).toBe(0);
    expect(vitestCounts(report)).toEqual({ passed: 1, failed: 1 });
  });

  it("counts failed tests once, not once more for their file", () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 2,
      testResults: [{ status: "failed", assertionResults: [{ status: "failed" }, { status: "failed" }, { status: "passed" }] }, { status: "passed", assertionResults: [{ status: "passed" }, { status: "passed" }] }],
    };
    expect(vitestCounts(report)).toEqual({ passed: 3, failed: 2 });
  });

  it("counts Playwright's unexpected and flaky tests and its errors outside any test (a global setup, a web server that never started)", () => {
    expect(playwrightCounts({ stats: { expected: 10, unexpected: 1, flaky: 1 }, errors: [{ message: "webServer exited early" }] })).toEqual({ passed: 10, failed: 3 });
    expect(playwrightCounts({ stats: { expected: 5, unexpected: 0 } })).toEqual({ passed: 5, failed: 0 });
  });
});
