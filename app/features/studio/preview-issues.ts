/** The preview frames' reports as studio warnings, each at the JSON path of its section in the saved draft. */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { PreviewReport } from "~/lib/preview-quality";
import type { SectionIssue } from "./SectionList";

export function sectionPath(config: ScreenConfiguration, name: string): string | null {
  for (const [ci, c] of config.containers.entries()) {
    const si = c.sections.findIndex((s) => s.name === name);
    if (si >= 0) return `/containers/${ci}/sections/${si}`;
  }
  return null;
}

export function previewIssues(reports: Record<string, PreviewReport>, config: ScreenConfiguration): SectionIssue[] {
  const out: SectionIssue[] = [];
  for (const r of Object.values(reports)) {
    for (const i of r.issues) {
      const path = (i.section && sectionPath(config, i.section)) || "/containers";
      out.push({ path, message: `${r.device} preview: ${i.message}`, section: i.section && sectionPath(config, i.section) ? i.section : null });
    }
  }
  return out;
}
