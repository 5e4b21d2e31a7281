/**
 * The studio preview page, shown in the editor's frames: the saved draft through the production pipeline
 * and the production renderer (see sdui/preview.server.ts). Only studio accounts may open it.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useEffect } from "react";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { openDraft } from "~/.server/content/drafts";
import { screenKeyOf } from "~/features/studio/editor.server";
import { StudioErrorBoundary } from "~/features/studio/StudioErrorBoundary";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { renderPreview, type ForcedState, type PreviewSegment } from "~/sdui/preview.server";

export const meta: MetaFunction = () => [{ title: "Preview | Apollo 247" }, { name: "robots", content: "noindex" }];

const SEGMENTS: PreviewSegment[] = ["signed_out", "signed_in", "circle", "corporate"];
const STATES: ForcedState[] = ["loading", "empty", "errored", "dropped"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStudioUser(request);
  const k = screenKeyOf(params);
  const { db } = await getServices();
  const draft = await openDraft(db, k, user.name);
  const url = new URL(request.url);
  const as = url.searchParams.get("as") as PreviewSegment;
  const state = url.searchParams.get("state") as ForcedState;
  const force = url.searchParams.get("force");
  const at = url.searchParams.get("at");
  const started = performance.now();
  const preview = await renderPreview(request, draft.config, {
    view: k.screenView === "mweb" ? "mweb" : "web",
    segment: SEGMENTS.includes(as) ? as : "signed_out",
    cityId: Number(url.searchParams.get("city")) || undefined,
    force: force && STATES.includes(state) ? { section: force, state } : null,
    now: at && !Number.isNaN(Date.parse(at)) ? new Date(at) : undefined,
  });
  if (!preview) throw new Response("The draft is not a screen configuration yet", { status: 422 });
  return data(
    {
      ...preview,
      circle: as === "circle",
      cityId: Number(url.searchParams.get("city")) || 9,
      renderMs: Math.round(performance.now() - started),
      device: url.searchParams.get("device") === "desktop" ? "desktop" : "phone",
      // Sections that fetch an API on a patient's visit (the budget's data calls).
      dataCalls: draft.config.containers.flatMap((c) => c.sections).filter((s) => s.data_source.type === "API" && !preview.hidden.includes(s.name)).length,
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export default function StudioPreview() {
  const { screen, dropped, hidden, circle, cityId, device, renderMs, dataCalls } = useLoaderData<typeof loader>();
  // In the editor's frame: audit the rendered page (axe-core, headings, budget) and report to the editor.
  useEffect(() => {
    if (window.parent === window) return;
    void import("~/features/studio/preview-audit.client").then((m) => m.reportToEditor(device, renderMs, dataCalls));
  }, [device, renderMs, dataCalls]);
  return (
    <>
      {dropped.length ? (
        <div className="studio-preview-dropped" role="status">
          Dropped (patients will not see): {dropped.map((d) => `${d.section} — ${d.reason}`).join("; ")}
        </div>
      ) : null}
      {hidden.length ? <div className="studio-preview-dropped" role="status">Hidden for this viewer: {hidden.join(", ")}</div> : null}
      <ConfiguredScreen screen={screen} deferred={{}} cityId={cityId} isCircleMember={circle} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <StudioErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
