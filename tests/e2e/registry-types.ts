/**
 * The widget types registered in widget-registry/registry.ts, read from its source: one import per widget
 * between the `// WIDGET IMPORTS` marker and the list (`import Type from "./widgets/Type"`). Read as text
 * because Playwright collects tests in Node, without the app's bundler.
 */
import fs from "node:fs";

export function registeredWidgetTypes(file = "widget-registry/registry.ts"): string[] {
  const source = fs.readFileSync(file, "utf8");
  const start = source.indexOf("// WIDGET IMPORTS");
  const end = source.indexOf("// WIDGET LIST");
  if (start < 0 || end < 0) throw new Error(`${file}: WIDGET IMPORTS / WIDGET LIST markers missing`);
  const imports = [...source.slice(start, end).matchAll(/^import\s+(\w+)\s+from\s+["']\.\/widgets\/(\w+)["'];?$/gm)].map((m) => m[2]);
  const list = [...source.slice(end).split("];")[0].matchAll(/^\s+(\w+),?$/gm)].map((m) => m[1]);
  if (imports.length !== list.length) throw new Error(`${file}: ${imports.length} widget imports but ${list.length} list entries`);
  return imports;
}
