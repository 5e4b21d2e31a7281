import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { widgetChunks } from "./build-plugins/widget-chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remix(remixConfig), tsconfigPaths(), widgetChunks()],
  server: { port: 3000 },
  build: { target: "es2022" },
  ssr: { external: ["better-sqlite3", "pg", "ioredis"] },
});
