/**
 * What a preview frame renders: a configuration (the saved draft, or the editor's unsaved one) through the
 * production pipeline, for the segment, city, moment and forced section state the editor chose. One home for the
 * preview route's loader (saved draft, first paint of the frame) and the live-preview action (unsaved changes).
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { renderPreview, type ForcedState, type PreviewSegment } from "~/sdui/preview.server";

const SEGMENTS: PreviewSegment[] = ["signed_out", "signed_in", "circle", "corporate"];
const STATES: ForcedState[] = ["loading", "empty", "errored", "dropped"];

/** The editor's preview choices, as query parameters (frame src) or form fields (live preview). */
export interface PreviewChoices {
  get(name: string): string | null;
}

export async function previewData(request: Request, config: ScreenConfiguration, view: string, q: PreviewChoices) {
  const as = q.get("as") as PreviewSegment;
  const state = q.get("state") as ForcedState;
  const force = q.get("force");
  const at = q.get("at");
  const started = performance.now();
  const preview = await renderPreview(request, config, {
    view: view === "mweb" ? "mweb" : "web",
    segment: SEGMENTS.includes(as) ? as : "signed_out",
    cityId: Number(q.get("city")) || undefined,
    force: force && STATES.includes(state) ? { section: force, state } : null,
    now: at && !Number.isNaN(Date.parse(at)) ? new Date(at) : undefined,
  });
  if (!preview) return null;
  return {
    ...preview,
    circle: as === "circle",
    cityId: Number(q.get("city")) || 9,
    renderMs: Math.round(performance.now() - started),
    device: q.get("device") === "desktop" ? "desktop" : "phone",
    // Sections that fetch an API on a patient's visit (the budget's data calls).
    dataCalls: config.containers.flatMap((c) => c.sections).filter((s) => s.data_source.type === "API" && !preview.hidden.includes(s.name)).length,
  };
}

export type PreviewData = NonNullable<Awaited<ReturnType<typeof previewData>>>;
