/**
 * Request bodies are capped before anything reads them: an anonymous 200 MB POST used to be buffered whole by the
 * route that parsed it, blocking the process and taking memory for every such request. The server refuses by the
 * declared length alone, so a refused body is never read: 413 past the route's cap, and 411 for a body sent without
 * a length (chunked), which no browser form or fetch of this app sends and whose size could only be learnt by
 * reading it.
 */
import { FILE_MAXIMUM_BYTES } from "~/lib/prescription-upload";
import { MEDIA_MAX_BYTES } from "./content/media";

/** Every route but the upload routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Room for the multipart boundaries and the other fields of an upload form. */
const MULTIPART_ROOM = 64 * 1024;

/** The routes that take a file, each at its upload limit. */
const UPLOAD_ROUTES: [path: string, limit: number][] = [
  ["/resources/studio-media", MEDIA_MAX_BYTES + MULTIPART_ROOM],
  ["/resources/prescriptions/upload", FILE_MAXIMUM_BYTES + MULTIPART_ROOM],
  ["/diagnostic-prescription", FILE_MAXIMUM_BYTES + MULTIPART_ROOM],
  // The same form sent by the page's scripts: Remix posts it to the route's single-fetch data URL.
  ["/diagnostic-prescription.data", FILE_MAXIMUM_BYTES + MULTIPART_ROOM],
  // Documents of a referred card application, by the same upload rules.
  ["/apollo-sbi-credit-card/overview", FILE_MAXIMUM_BYTES + MULTIPART_ROOM],
  ["/apollo-sbi-credit-card/overview.data", FILE_MAXIMUM_BYTES + MULTIPART_ROOM],
];

/** Upload routes with an id in the path: a file sent in a consult room's chat. */
const UPLOAD_ROUTE_PATTERNS: [pattern: RegExp, limit: number][] = [[/^\/resources\/chat-room\/\d+\/files$/, FILE_MAXIMUM_BYTES + MULTIPART_ROOM]];

export function bodyLimitOf(pathname: string): number {
  return UPLOAD_ROUTES.find(([p]) => p === pathname)?.[1] ?? UPLOAD_ROUTE_PATTERNS.find(([p]) => p.test(pathname))?.[1] ?? BODY_LIMIT_BYTES;
}

export interface BodyRefusal {
  status: 411 | 413;
  message: string;
}

/** Why a request's body is refused before it is read, or null. `url` is the request target (path and query). */
export function bodyRefusal(url: string, headers: { get(name: string): string | string[] | null }): BodyRefusal | null {
  const length = headers.get("content-length");
  const chunked = headers.get("transfer-encoding");
  if (length == null || Array.isArray(length)) {
    return chunked ? { status: 411, message: "Length Required" } : null;
  }
  const declared = Number(length);
  const pathname = url.split("?")[0];
  if (!Number.isFinite(declared) || declared > bodyLimitOf(pathname)) return { status: 413, message: "Payload Too Large" };
  return null;
}
