/** What the studio editor's loader gives it, and what its actions answer. */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import type { CatalogueEntry } from "./draft-ops";
import type { SectionIssue } from "./SectionList";

export interface EditorData {
  user: { mobileNumber: string; role: "editor" | "publisher"; name: string };
  key: { screenName: string; screenView: string; segment: string };
  draft: {
    config: ScreenConfiguration;
    revision: number;
    status: string;
    reviewNote: string | null;
    updatedBy: string;
    updatedAt: string;
    baseVersion: number;
    authorNames: string[];
    approvedByName: string | null;
  };
  liveVersion: number | null;
  /** Sections changed in this view's draft but not in the other view's (web ↔ mweb). */
  drift: { otherView: string; sections: { section: string; kind: "changed" | "added" }[]; screens: string[]; segments: string[] };
  /** The draft against live, per section, in words. */
  changes: { section: string; kind: "added" | "removed" | "moved" | "changed"; changes: { field: string; from: string; to: string }[] }[];
  /** Why this user may not publish the draft as it stands (the review rule), or null. */
  publishBlocked: string | null;
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
  conflict?: { revision: number; updatedBy: string; config: ScreenConfiguration; sections?: string[] };
  confirm?: { sections: string[]; version: number; section: string | null };
  errors?: SectionIssue[];
  /** Published, but these need a look (a data source that failed when tried). */
  warnings?: SectionIssue[];
};
