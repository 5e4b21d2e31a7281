// Time to validate a screen configuration at the section limit (runtime path: envelope + each section + widget
// props), and one of 3,000 sections (all but the limit dropped unvalidated).
import fs from "node:fs";
import { prepareScreen, validateForPublish } from "~/sdui/validate.server";
import { MAX_SECTIONS_PER_SCREEN } from "~/sdui/limits";

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
