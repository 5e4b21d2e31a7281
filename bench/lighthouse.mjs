// Lighthouse (npm `lighthouse`, Debian's Chromium) with its default mobile settings: performance and
// accessibility scores of a page. Localhost only.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

/** `headers`: sent with every request of the page (a session cookie, for a signed-in run). */
export async function lighthouseScores(url, headers = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      ...(Object.keys(headers).length ? { extraHeaders: headers } : {}),
    });
    const { categories, audits } = result.lhr;
    const failing = (cat) =>
      categories[cat].auditRefs
        .filter((r) => r.weight > 0 && audits[r.id].score != null && audits[r.id].score < 1)
        .map((r) => `${r.id} ${audits[r.id].displayValue ?? audits[r.id].score}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      /** Bytes of JavaScript the page transferred (compressed, as on the wire), from Lighthouse's resource summary. */
      jsTransferred: audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0,
      metrics: {
        fcp: audits["first-contentful-paint"].numericValue,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
      },
      /** What Lighthouse took as the largest paint (a selector and a snippet of the element), and when it painted. */
      lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]),
      /** Where the largest paint's time went: time to first byte, load delay, load time, render delay (ms). */
      lcpPhases: lcpPhasesOf(audits["largest-contentful-paint-element"]),
      toImprove: { performance: failing("performance"), accessibility: failing("accessibility") },
    };
  } finally {
    await chrome.kill();
  }
}

/** The LCP element's selector and snippet, from the audit's first table (its layout varies across versions). */
function lcpElementOf(audit) {
  const find = (items) => {
    for (const item of items ?? []) {
      if (item?.node) return item.node;
      if (item?.items) {
        const n = find(item.items);
        if (n) return n;
      }
    }
    return null;
  };
  const node = find(audit?.details?.items);
  return node ? `${node.selector ?? ""} ${String(node.snippet ?? "").slice(0, 120)}`.trim() : "";
}

/** "TTFB 480, Load Delay 0, …" from the audit's phase table; "" when it has none. */
function lcpPhasesOf(audit) {
  const table = (audit?.details?.items ?? []).find((t) => t?.items?.some?.((i) => i.phase));
  return table ? table.items.map((i) => `${i.phase} ${Math.round(i.timing)}`).join(", ") : "";
}
