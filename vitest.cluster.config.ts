// The two-instance tests (tests/cluster): one cluster of real processes at a time, so one file at a time in one
// worker. Run by scripts/test.mjs after the main Vitest run when TEST_POSTGRES_URL is set.
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    pool: "forks",
    fileParallelism: false,
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
