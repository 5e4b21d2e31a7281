// Time to validate a screen configuration at the section limit (runtime path: envelope + each section + widget
// props), and one of 3,000 sections (all but the limit dropped unvalidated).
import fs from "node:fs";
import { prepareScreen, validateForPublish } from "~/sdui/validate.server";
import { MAX_SECTIONS_PER_SCREEN, parseCappedConfiguration } from "~/sdui/limits";
import { captureLogsForTesting } from "~/.server/log";

const base = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
const all = base.containers.flatMap((c: { sections: unknown[] }) => c.sections);
const screenOf = (n: number) => ({
  ...base,
  containers: [{ type: "vertical", position: 0, sections: Array.from({ length: n }, (_, i) => ({ ...structuredClone(all[i % all.length]), name: `section_${i}`, order: i })) }],
});
const config = screenOf(MAX_SECTIONS_PER_SCREEN);
const huge = screenOf(3000);
const suffixes = ["apollo247.com", "localhost"];

function time(label: string, fn: () => unknown, runs = 200, what = `${MAX_SECTIONS_PER_SCREEN}-section configuration`) {
  for (let i = 0; i < 20; i++) fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
  console.log(`${label}: ${ms.toFixed(3)} ms per ${what}`);
  return ms;
}

const prepared = prepareScreen(config, suffixes);
if (!prepared || prepared.dropped.length) throw new Error("benchmark configuration should be valid");
// A fresh envelope each time: the same object is prepared only once (memoised), which is not what this measures.
time("validate (runtime, per-section)", () => prepareScreen({ ...config }, suffixes));
time("validate (publish, strict)", () => validateForPublish(config, suffixes));
const warn = console.warn;
console.warn = () => {}; // one SDUI_SECTIONS_OVER_LIMIT line per run
time("validate (runtime, 3,000 sections: the first 60 kept)", () => prepareScreen({ ...huge }, suffixes), 20, "3,000-section configuration");
console.warn = warn;

// A hostile stored configuration of 10,000 sections: refused on its size before parsing, and the screen served from
// the next source (here the bundled copy, prepared). Aim: at most 100 ms of server time.
const hostileRaw = JSON.stringify(screenOf(10_000));
const logs = captureLogsForTesting(); // one SDUI_CONFIG_TOO_LARGE line per run
const worst = time(
  `serve a 10,000-section stored configuration (${(hostileRaw.length / 1024 / 1024).toFixed(1)} MB: refused unparsed, then the fallback prepared)`,
  () => parseCappedConfiguration(hostileRaw, "content", "diag_home") ?? prepareScreen({ ...base }, suffixes),
  50,
  "request",
);
logs.restore();
console.log(`hostile configuration, server time per request: ${worst.toFixed(2)} ms (aim ≤ 100 ms)`);
