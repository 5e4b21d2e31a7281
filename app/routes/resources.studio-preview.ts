/**
 * The live preview: the editor's unsaved configuration rendered for one preview frame, exactly as the saved draft
 * would be (the same pipeline and choices as /studio/preview/...). The editor posts here and hands the answer to
 * its sandboxed frame by postMessage: the frame has no origin of its own, so it cannot ask as the studio user.
 * Nothing is stored. A configuration the save would refuse (not a screen, too large, a data source that may not
 * run) is refused here too, so no unsaved draft runs a source a saved one could not.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";
import { readForm } from "~/.server/form";
import { requireStudioUser } from "~/.server/content/access";
import { draftDataSourceErrors } from "~/.server/content/studio";
import { draftProblems } from "~/sdui/validate.server";
import { screenKeyOf } from "~/features/studio/editor.server";
import { previewData } from "~/features/studio/preview-data.server";

export async function action({ request }: ActionFunctionArgs) {
  await requireStudioUser(request);
  const form = await readForm(request);
  const k = screenKeyOf({ screen: String(form.get("screen") ?? ""), view: String(form.get("view") ?? ""), segment: String(form.get("segment") ?? "") });
  let config: unknown;
  try {
    config = JSON.parse(String(form.get("config") ?? ""));
  } catch {
    return Response.json({ ok: false, message: "The draft is not valid JSON yet." }, { status: 400 });
  }
  const problems = [...draftProblems(config), ...draftDataSourceErrors(config)];
  if (problems.length) return Response.json({ ok: false, message: problems.map((p) => p.message).join("; ") }, { status: 422 });
  const preview = await previewData(request, config as ScreenConfiguration, k.screenView, { get: (n) => (form.get(n) === null ? null : String(form.get(n))) });
  if (!preview) return Response.json({ ok: false, message: "The draft is not a screen configuration yet." }, { status: 422 });
  // The render itself, as the frame's loader would give it: the editor passes the text on without parsing it.
  return Response.json(preview, { headers: { "Cache-Control": "private, no-store" } });
}
