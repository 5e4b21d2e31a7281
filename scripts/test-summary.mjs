// How `npm test` counts what its runners report, for its closing line "tests: N passed, N failed". A file that fails
// without a failing test (an error in beforeAll, an import that throws) or a Playwright error outside any test is a
// failure too: such a run must never read "0 failed".

/** Vitest's JSON reporter output → counts. */
export function vitestCounts(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed").length;
    if (file.status === "failed" && failedTests === 0) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

/** Playwright's JSON reporter output → counts. */
export function playwrightCounts(report) {
  const s = report.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (report.errors?.length ?? 0) };
}
