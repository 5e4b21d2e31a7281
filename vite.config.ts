import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import zlib from "node:zlib";
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
  plugins: [
    graphqlDocuments(),
    remix(remixConfig),
    tsconfigPaths(),
    widgetChunks(),
    // The browser's files are compressed once here, at the highest levels (brotli 11, gzip 9), and server.mjs sends
    // these copies: smaller than what a per-request compressor can afford, and no compression work per request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
          defineAlgorithm("gzip", { level: 9 }),
        ],
        logLevel: "silent",
      }),
  ],
  server: { port: 3000 },
  // The browser build puts what every page loads (the root layout and the entry) into one file: build-plugins/shell-chunk.ts.
  build: { target: "es2022", rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } } },
  ssr: { external: ["better-sqlite3", "pg", "ioredis"] },
}));
