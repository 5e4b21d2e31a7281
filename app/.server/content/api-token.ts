/** The content API's editor token (CONTENT_EDITOR_TOKEN), compared in constant time. */
import { timingSafeEqual } from "node:crypto";
import { env } from "../env";

export function isContentEditorToken(token: string | null | undefined): boolean {
  const expected = env().CONTENT_EDITOR_TOKEN;
  if (!expected || !token) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
