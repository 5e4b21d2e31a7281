/** The preview frames' reports as studio warnings, each at the JSON path of its section in the saved draft. */
import type { PreviewReport } from "~/lib/preview-quality";
import type { SectionIssue } from "./SectionList";

/** What a section's path depends on: the containers' section names in order (a screen configuration is one). */
export interface SectionLayout {
  containers: readonly { sections: readonly { name: string }[] }[];
}

export function sectionPath(config: SectionLayout, name: string): string | null {
  for (const [ci, c] of config.containers.entries()) {
    const si = c.sections.findIndex((s) => s.name === name);
    if (si >= 0) return `/containers/${ci}/sections/${si}`;
  }
  return null;
}

/** The frame showing each view: phones get mweb, computers web. */
export const DEVICE_OF_VIEW: Record<string, string> = { mweb: "phone", web: "desktop" };

/**
 * `view` is the view being edited: only its frame's issues are at this draft's sections; the other frame shows the
 * other view's draft, so its issues are said as that view's and placed on no section here.
 */
export function previewIssues(reports: Record<string, PreviewReport>, config: SectionLayout, view = "web"): SectionIssue[] {
  const out: SectionIssue[] = [];
  for (const r of Object.values(reports)) {
    const own = r.device === DEVICE_OF_VIEW[view];
    for (const i of r.issues) {
      const at = own && i.section ? sectionPath(config, i.section) : null;
      const label = own ? `${r.device} preview` : `${r.device} preview (the ${view === "web" ? "mweb" : "web"} configuration)`;
      out.push({ path: at ?? "/containers", message: `${label}: ${i.section && !own ? `${i.section}: ` : ""}${i.message}`, section: at ? i.section : null });
    }
  }
  return out;
}
