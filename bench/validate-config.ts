// Time to validate a 100-section screen configuration (runtime path: envelope + each section + widget props).
import fs from "node:fs";
import { prepareScreen, validateForPublish } from "~/sdui/validate.server";

const base = JSON.parse(fs.readFileSync("screen-configs/diag_home.web.json", "utf8"));
const all = base.containers.flatMap((c: { sections: unknown[] }) => c.sections);
const sections = Array.from({ length: 100 }, (_, i) => ({ ...structuredClone(all[i % all.length]), name: `section_${i}`, order: i }));
const config = { ...base, containers: [{ type: "vertical", position: 0, sections }] };
const suffixes = ["apollo247.com", "localhost"];

function time(label: string, fn: () => unknown, runs = 200) {
  for (let i = 0; i < 20; i++) fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
  console.log(`${label}: ${ms.toFixed(3)} ms per 100-section configuration`);
  return ms;
}

const prepared = prepareScreen(config, suffixes);
if (!prepared || prepared.dropped.length) throw new Error("benchmark configuration should be valid");
time("validate (runtime, per-section)", () => prepareScreen(config, suffixes));
time("validate (publish, strict)", () => validateForPublish(config, suffixes));
