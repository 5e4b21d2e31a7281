// `npm start`: build if needed, then run the production server (which migrates and seeds the database).
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const buildFile = "build/server/index.js";
const sources = ["app", "widget-registry", "schemas", "screen-configs"].filter((d) => fs.existsSync(d));
const stale =
  !fs.existsSync(buildFile) || Math.max(...sources.map(newestMtime)) > fs.statSync(buildFile).mtimeMs;
if (stale || process.env.FORCE_BUILD === "1") {
  console.log("Building the app…");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Without NODE_ENV, server.mjs runs the production build in local mode (see there).
await import(path.resolve("server.mjs"));
