import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { widgetChunks } from "./build-plugins/widget-chunks";
import { shellChunk } from "./build-plugins/shell-chunk";
import { graphqlDocuments } from "./build-plugins/graphql-documents";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocuments(), remix(remixConfig), tsconfigPaths(), widgetChunks()],
  server: { port: 3000 },
  // The browser build puts what every page loads (the root layout and the entry) into one file: build-plugins/shell-chunk.ts.
  build: { target: "es2022", rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } } },
  ssr: { external: ["better-sqlite3", "pg", "ioredis"] },
}));
