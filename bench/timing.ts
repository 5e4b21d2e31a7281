/** p50/p99 timing for the benches run by vite-node: a warm-up, then `runs` timed calls. */
import { performance } from "node:perf_hooks";

export function percentiles(samples: number[], digits = 2) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  return `p50 ${at(50).toFixed(digits)} ms  p99 ${at(99).toFixed(digits)} ms  (${s.length} runs)`;
}

/** `warmUp` first calls are not timed (a listing's slot rows are written on its first call). */
export async function time(runs: number, fn: () => unknown | Promise<unknown>, warmUp = 10, digits = 2) {
  for (let i = 0; i < warmUp; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return percentiles(samples, digits);
}
