/** The app's own CDN copy of screen configurations (the default CDN_BASE_URL), written on publish. */
import fs from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cdnDir } from "~/.server/content/store";

export async function loader({ params }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!/^[a-z0-9_]+\.(web|mweb)(\.[a-z_]+)?(_qa)?\.json$/.test(file)) return new Response("Not found", { status: 404 });
  try {
    const body = await fs.readFile(path.join(cdnDir(), file));
    return new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=60" } });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}
