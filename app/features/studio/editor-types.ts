/** What the studio editor's loader gives it, and what its actions answer. */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { CatalogueEntry } from "./draft-ops";
import type { SectionIssue } from "./SectionList";

export interface EditorData {
  user: { mobileNumber: string; role: "editor" | "publisher" };
  key: { screenName: string; screenView: string; segment: string };
  draft: { config: ScreenConfiguration; revision: number; status: string; reviewNote: string | null; updatedBy: string; updatedAt: string; baseVersion: number };
  liveVersion: number | null;
  report: { errors: SectionIssue[]; warnings: SectionIssue[] };
  versions: { version: number; publishedAt: string; publishedBy: string }[];
  diff: null | {
    from: number;
    to: number;
    added: string[];
    removed: string[];
    moved: { name: string; from: number; to: number }[];
    changed: { name: string; fields: string[] }[];
  };
  schedules: { id: number; runAt: string; status: string; version: number | null; error: string | null; createdBy: string }[];
  audit: { id: number; at: string; actor: string; action: string; detail: string | null }[];
  catalogue: CatalogueEntry[];
  /** Render failures reported by patients' browsers, by section name. */
  failures: Record<string, number>;
  /** Sections hidden everywhere with the kill switch. */
  killed: string[];
}

export type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  revision?: number;
  version?: number;
  conflict?: { revision: number; updatedBy: string; config: ScreenConfiguration };
  errors?: SectionIssue[];
};
