/**
 * The page's widgets come in a chunk the browser asks for only once the entry script has run (entry.client.tsx loads
 * them before hydrating): one round trip after the scripts. This plugin tells the server that chunk's files so the
 * page head can name them as module preloads and the browser fetches them with the rest.
 *
 * The browser build writes the widget chunk and the chunks it imports (build/widget-chunks.json); the server build,
 * which Remix runs after it, reads that file into the constant __WIDGET_CHUNKS__ (app/.server/widget-chunks.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIEWS = "/widget-registry/views.ts";

export function widgetChunks(): Plugin {
  let root = process.cwd();
  let base = "/";
  let ssr = false;
  const file = () => path.resolve(root, "build/widget-chunks.json");
  return {
    name: "widget-chunks",
    config(config, env) {
      root = config.root ? path.resolve(config.root) : process.cwd();
      let list: string[] = [];
      ssr = !!env.isSsrBuild;
      if (env.command === "build" && ssr) {
        try {
          list = JSON.parse(fs.readFileSync(file(), "utf8")) as string[];
        } catch {
          /* no browser build yet: no preloads */
        }
      }
      return { define: { __WIDGET_CHUNKS__: JSON.stringify(list) } };
    },
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const views = chunks.find((c) => c.facadeModuleId?.endsWith(VIEWS));
      if (!views) return;
      // The chunk and everything it imports statically (the entry's own chunks are preloaded by Remix already; the
      // browser asks for a file once whatever names it).
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        for (const dep of byName.get(name)?.imports ?? []) visit(dep);
      };
      visit(views.fileName);
      fs.mkdirSync(path.dirname(file()), { recursive: true });
      fs.writeFileSync(file(), JSON.stringify([...seen].map((n) => `${base}${n}`)));
    },
  };
}
