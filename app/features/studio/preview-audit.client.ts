/**
 * Runs in the studio preview frame once the page has loaded: axe-core over the rendered screen, the heading order,
 * and the per-screen budget measured from the browser's own resource timings. The result goes to the editor
 * (the frame's parent, same origin) by postMessage. axe-core is loaded here only, never on patient pages.
 */
import { axeIssues, budgetIssues, headingOrderIssues, PREVIEW_REPORT_MESSAGE, type PreviewMetrics, type PreviewReport } from "~/lib/preview-quality";

const sectionOf = (el: Element | null): string | null => el?.closest("[data-section]")?.getAttribute("data-section") ?? null;

function measure(renderMs: number, dataCalls: number): PreviewMetrics {
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const images = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
    (r) => r.initiatorType === "img" || /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/.test(r.name),
  );
  // The desktop frame is tall (it shows more of the page); the fold is a laptop screen's first 800 px.
  const fold = Math.min(window.innerHeight, 800);
  const bytes = (r: PerformanceResourceTiming) => r.decodedBodySize || r.encodedBodySize || r.transferSize || 0;
  return {
    dataCalls,
    imageBytes: images.reduce((n, r) => n + bytes(r), 0),
    sectionsAboveFold: [...document.querySelectorAll("[data-section]")].filter((el) => el.getBoundingClientRect().top < fold).length,
    htmlBytes: nav?.decodedBodySize || new Blob([document.documentElement.outerHTML]).size,
    renderMs,
  };
}

export async function auditPreview(device: string, renderMs: number, dataCalls: number): Promise<PreviewReport & { axeMs: number }> {
  const { default: axe } = await import("axe-core");
  const started = performance.now();
  const root = document.querySelector("[data-screen]") ?? document.body;
  const result = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    resultTypes: ["violations"],
  });
  const axeMs = Math.round(performance.now() - started);
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => {
      const selector = n.target[0];
      return { section: typeof selector === "string" ? sectionOf(document.querySelector(selector)) : null };
    }),
  }));
  // Headings of the whole page, as patients get it: the page's own h1 comes before the sections' headings.
  const headings = [...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => ({
    level: Number(h.tagName[1]),
    text: (h.textContent ?? "").trim().slice(0, 60),
    section: sectionOf(h),
  }));
  const metrics = measure(renderMs, dataCalls);
  return { device, metrics, axeMs, issues: [...axeIssues(violations), ...headingOrderIssues(headings), ...budgetIssues(metrics)] };
}

/** After a live update the audit waits this long for the editor to stop changing the draft. */
export const AUDIT_AFTER_LIVE_MS = 1500;

/** axe-core runs one audit at a time: an audit waits for the one before it. */
let running: Promise<unknown> = Promise.resolve();

/**
 * Audits once the page and its first images have loaded, and reports to the editor frame. After a live update the
 * audit waits for a pause (`delayMs`): auditing a 200-section page takes the frame's process a second or more of
 * CPU, which on a small machine is taken from the editor the person is typing in, and a draft that is still changing
 * would be audited for nothing. Returns a cancel: a newer update drops the audit of the older one, even mid-run.
 */
export function reportToEditor(device: string, renderMs: number, dataCalls: number, delayMs = 300): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const audit = () => {
    running = running.then(async () => {
      if (cancelled) return;
      const report = await auditPreview(device, renderMs, dataCalls);
      if (!cancelled) window.parent.postMessage({ type: PREVIEW_REPORT_MESSAGE, ...report }, window.location.origin);
    }).catch(() => undefined);
  };
  const run = () => {
    timer = window.setTimeout(audit, delayMs);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    window.removeEventListener("load", run);
  };
}
