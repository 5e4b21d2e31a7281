import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [tsconfigPaths()],
  esbuild: { jsx: "automatic" },
  // One graphql instance: app code would otherwise get graphql's ESM build while graphql-yoga (loaded by Node)
  // gets the CommonJS one, and graphql refuses schemas "from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup.ts"],
    // Two cores: keep workers modest so integration tests (real databases) are not starved.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 20_000,
    // Published as ESM with extension-less imports, which Node cannot load: run through Vite like app code (the
    // JSON editor's completion is tested on the schema the studio gives it).
    server: { deps: { inline: ["codemirror-json-schema", "json-schema-library"] } },
    hookTimeout: 60_000,
  },
});
