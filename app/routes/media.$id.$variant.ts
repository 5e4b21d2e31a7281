/**
 * Public studio media: /media/<id>/<width>.<avif|webp>. Variants never change once made (a new upload gets a new
 * id), so browsers and CDNs may keep them for a year. X-Content-Type-Options comes with every response from the
 * server (security-headers.ts); setting it here too sent it twice.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { mediaVariant } from "~/.server/content/media";
import { fileStorage } from "~/.server/providers/file-storage";

export async function loader({ params }: LoaderFunctionArgs) {
  const { db } = await getServices();
  const file = await mediaVariant(db, fileStorage(), params.id ?? "", params.variant ?? "");
  if (!file) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
