/**
 * Pre-publish warnings measured on the rendered preview (they are shown at their section and do not block unless
 * the publisher chooses): heading order, axe-core violations, and the per-screen budget. Pure functions, so the
 * browser (which measures) and the tests share them.
 */

/** "Headings go down one level at a time: a section heading under h2 is h3, never h4" (WCAG 1.3.1, axe heading-order). */
export const HEADING_ORDER_RULE = "Heading levels should only increase by one";

/**
 * The per-screen budget of a preview, per device. Data calls: sections fetching an API (each is a request per
 * visit). Image bytes: every image the page downloaded. Sections above the fold: sections whose top is within the
 * first screenful (more is a slow first paint). HTML bytes: the document. Render time: the server's preview render.
 */
export const PREVIEW_BUDGET = { dataCalls: 8, imageBytes: 600 * 1024, sectionsAboveFold: 5, htmlBytes: 200 * 1024, renderMs: 500 };
export type PreviewBudget = typeof PREVIEW_BUDGET;

export interface PreviewMetrics {
  dataCalls: number;
  imageBytes: number;
  sectionsAboveFold: number;
  htmlBytes: number;
  renderMs: number;
}

export interface HeadingSeen {
  level: number;
  text: string;
  /** The section the heading is in, or null for page chrome. */
  section: string | null;
}

export interface QualityIssue {
  rule: string;
  message: string;
  section: string | null;
}

export function headingOrderIssues(headings: HeadingSeen[]): QualityIssue[] {
  const out: QualityIssue[] = [];
  let previous = 0;
  for (const h of headings) {
    if (previous && h.level > previous + 1) {
      out.push({ rule: "heading-order", message: `heading "${h.text}" is h${h.level} after h${previous}: ${HEADING_ORDER_RULE}`, section: h.section });
    }
    previous = h.level;
  }
  return out;
}

const kb = (n: number) => `${Math.round(n / 1024)} KB`;

export function budgetIssues(m: PreviewMetrics, budget: PreviewBudget = PREVIEW_BUDGET): QualityIssue[] {
  const over: [keyof PreviewMetrics, string][] = [
    ["dataCalls", `${m.dataCalls} data calls: over the budget of ${budget.dataCalls}`],
    ["imageBytes", `${kb(m.imageBytes)} of images: over the budget of ${kb(budget.imageBytes)}`],
    ["sectionsAboveFold", `${m.sectionsAboveFold} sections above the fold: over the budget of ${budget.sectionsAboveFold}`],
    ["htmlBytes", `${kb(m.htmlBytes)} of HTML: over the budget of ${kb(budget.htmlBytes)}`],
    ["renderMs", `server render took ${Math.round(m.renderMs)} ms: over the budget of ${budget.renderMs} ms`],
  ];
  return over.filter(([k]) => m[k] > budget[k]).map(([k, message]) => ({ rule: `budget-${k}`, message, section: null }));
}

/** The part of an axe-core result the studio shows. */
export interface AxeViolationLike {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { section: string | null }[];
}

/** One warning per rule and section: "axe color-contrast (serious): Elements must meet minimum color contrast ratio thresholds". */
export function axeIssues(violations: AxeViolationLike[]): QualityIssue[] {
  const out: QualityIssue[] = [];
  for (const v of violations) {
    const sections = [...new Set(v.nodes.map((n) => n.section))];
    for (const section of sections) {
      const count = v.nodes.filter((n) => n.section === section).length;
      out.push({ rule: `axe-${v.id}`, message: `axe ${v.id}${v.impact ? ` (${v.impact})` : ""}: ${v.help}${count > 1 ? ` — ${count} elements` : ""}`, section });
    }
  }
  return out;
}

/** What the preview frame reports to the editor. */
export interface PreviewReport {
  device: string;
  metrics: PreviewMetrics;
  issues: QualityIssue[];
}

export const PREVIEW_REPORT_MESSAGE = "studio-preview-report";
/** The editor → frame message carrying the unsaved draft's render (a JSON string), and its sequence number. */
export const PREVIEW_LIVE_MESSAGE = "studio-preview-live";
/** The frame → editor message saying it is listening (sent on every load). */
export const PREVIEW_READY_MESSAGE = "studio-preview-ready";
