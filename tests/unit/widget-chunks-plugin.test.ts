/**
 * "Hydration waits one round trip for the widgets chunk": the browser build names the widget chunk and what it
 * imports, and the server build hands that list to the page head as module preloads.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { widgetChunks } from "../../build-plugins/widget-chunks";

type Hook = (...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);

describe("widget chunk preloads", () => {
  it("lists the widget chunk and every chunk it imports, once, for the server build to read", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "widget-chunks-"));
    const client = widgetChunks();
    call(client.config, { root }, { command: "build", isSsrBuild: false });
    call(client.configResolved, { base: "/" });
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: "chunk", fileName, imports, facadeModuleId });
    call(client.generateBundle, {}, {
      a: chunk("assets/views-1.js", ["assets/shared-2.js", "assets/components-3.js"], `${root}/widget-registry/views.ts`),
      b: chunk("assets/shared-2.js", ["assets/components-3.js"]),
      c: chunk("assets/components-3.js", []),
      d: chunk("assets/other-4.js", []),
      e: { type: "asset", fileName: "assets/app.css" },
    });
    const server = widgetChunks();
    const config = call(server.config, { root }, { command: "build", isSsrBuild: true }) as { define: Record<string, string> };
    expect(JSON.parse(config.define.__WIDGET_CHUNKS__)).toEqual(["/assets/views-1.js", "/assets/shared-2.js", "/assets/components-3.js"]);
    // In development there is no browser build to name: no preloads.
    const dev = call(widgetChunks().config, { root }, { command: "serve", isSsrBuild: true }) as { define: Record<string, string> };
    expect(JSON.parse(dev.define.__WIDGET_CHUNKS__)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
