/**
 * Studio media upload (editors and publishers): one image as multipart `file`, answered with its media URL.
 * The size limit is enforced while reading the body, so an oversized upload is never held in memory whole.
 */
import {
  json,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { requireStudioUser } from "~/.server/content/access";
import { isStudioKey } from "~/.server/content/drafts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, uploadMedia } from "~/.server/content/media";
import { fileStorage } from "~/.server/providers/file-storage";

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStudioUser(request);
  if (request.method !== "POST") return json({ ok: false, message: "Method not allowed" }, { status: 405 });
  // Headroom over the file limit for the other form fields and multipart framing.
  if (Number(request.headers.get("content-length") ?? 0) > MEDIA_MAX_BYTES + 64 * 1024) {
    return json({ ok: false, message: MEDIA_MESSAGES.tooBig }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MEDIA_MAX_BYTES }));
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) return json({ ok: false, message: MEDIA_MESSAGES.tooBig }, { status: 413 });
    return json({ ok: false, message: MEDIA_MESSAGES.empty }, { status: 400 });
  }
  const file = form.get("file");
  if (!file || typeof file === "string") return json({ ok: false, message: MEDIA_MESSAGES.empty }, { status: 400 });
  const screen = { screenName: String(form.get("screen") ?? ""), screenView: String(form.get("view") ?? ""), segment: String(form.get("segment") ?? "") };
  const { db } = await getServices();
  const result = await uploadMedia(db, fileStorage(), user, {
    name: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
    screen: isStudioKey(screen) ? screen : undefined,
  });
  if (!result.ok) return json({ ok: false, message: result.message }, { status: result.status });
  return json({ ok: true, message: "Image uploaded", url: result.url, width: result.width, height: result.height });
}
