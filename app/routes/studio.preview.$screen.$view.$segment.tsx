/**
 * The studio preview page, shown in the editor's frames: the saved draft through the production pipeline
 * and the production renderer (see sdui/preview.server.ts). Only studio accounts may open it.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useEffect, useState } from "react";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { openDraft } from "~/.server/content/drafts";
import { screenKeyOf } from "~/features/studio/editor.server";
import { StudioErrorBoundary } from "~/features/studio/StudioErrorBoundary";
import { ConfiguredScreen } from "~/sdui/ConfiguredScreen";
import { ScreenPageHeading } from "~/sdui/screen-page-heading";
import { previewData, type PreviewData } from "~/features/studio/preview-data.server";
import { PREVIEW_LIVE_MESSAGE, PREVIEW_READY_MESSAGE } from "~/lib/preview-quality";

export const meta: MetaFunction = () => [{ title: "Preview | Apollo 247" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStudioUser(request);
  const k = screenKeyOf(params);
  const { db } = await getServices();
  const draft = await openDraft(db, k, user.name);
  const preview = await previewData(request, draft.config, k.screenView, new URL(request.url).searchParams);
  if (!preview) throw new Response("The draft is not a screen configuration yet", { status: 422 });
  return data(preview, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export default function StudioPreview() {
  const saved = useLoaderData<typeof loader>();
  // The editor's unsaved changes, rendered by the server for this frame and sent by the editor (the frame is
  // sandboxed: it cannot fetch as the studio user itself). Until then, and after a save, the saved draft.
  const [live, setLive] = useState<{ data: PreviewData; seq: number } | null>(null);
  const shown = live?.data ?? saved;
  const { screen, dropped, hidden, circle, cityId, device, renderMs, dataCalls } = shown;
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (e: MessageEvent) => {
      // Only the editor that holds this frame, on the app's own origin, may change what it shows.
      if (e.source !== window.parent || e.origin !== window.location.origin) return;
      const m = e.data as { type?: string; body?: unknown; seq?: unknown };
      if (m?.type !== PREVIEW_LIVE_MESSAGE || typeof m.body !== "string" || typeof m.seq !== "number") return;
      const seq = m.seq;
      setLive((current) => (current && current.seq >= seq ? current : { data: JSON.parse(m.body as string) as PreviewData, seq }));
    };
    window.addEventListener("message", onMessage);
    // Ready: the editor sends the unsaved changes it has (a frame reloads when the segment or city changes).
    window.parent.postMessage({ type: PREVIEW_READY_MESSAGE, device: saved.device }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [saved.device]);
  // In the editor's frame: audit the rendered page (axe-core, headings, budget) and report to the editor, again
  // once the live updates pause (each newer update cancels the audit of the one before).
  const liveSeq = live?.seq;
  useEffect(() => {
    if (window.parent === window) return;
    let cancel: (() => void) | null = null;
    let gone = false;
    void import("~/features/studio/preview-audit.client").then((m) => {
      if (!gone) cancel = m.reportToEditor(device, renderMs, dataCalls, liveSeq ? m.AUDIT_AFTER_LIVE_MS : undefined);
    });
    return () => {
      gone = true;
      cancel?.();
    };
  }, [device, renderMs, dataCalls, liveSeq]);
  return (
    <div className="studio-preview-page" data-preview-content={live ? "unsaved" : "saved"} data-preview-seq={live?.seq ?? 0}>
      {dropped.length ? (
        <div className="studio-preview-dropped" role="status">
          Dropped (patients will not see): {dropped.map((d) => `${d.section} — ${d.reason}`).join("; ")}
        </div>
      ) : null}
      {hidden.length ? <div className="studio-preview-dropped" role="status">Hidden for this viewer: {hidden.join(", ")}</div> : null}
      <ScreenPageHeading screenName={screen.screen_name} />
      <ConfiguredScreen screen={screen} deferred={{}} cityId={cityId} isCircleMember={circle} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <StudioErrorBoundary error={error} isResponse={isRouteErrorResponse(error)} />;
}
