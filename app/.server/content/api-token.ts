/** The content API's editor token (CONTENT_EDITOR_TOKEN), compared in constant time. */
import { timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { SCREEN_CONFIGURATION_MAX_BYTES } from "~/lib/screen-configuration-limits";

/**
 * The content API's publish carries a whole screen configuration: the largest the schema allows (200 sections,
 * about 181 KB as the studio writes them) must fit in /graphql's body. Only a request bearing the editor token
 * gets this room; everyone else keeps the GraphQL route's own cap.
 */
export const CONTENT_API_MAX_BODY_BYTES = SCREEN_CONFIGURATION_MAX_BYTES + 64 * 1024;

/** CONTENT_API_MAX_BODY_BYTES for a request bearing the editor token, else null. */
export function contentApiBodyLimit(headers: Headers): number | null {
  const bearer = /^Bearer (.+)$/i.exec(headers.get("authorization") ?? "")?.[1];
  return isContentEditorToken(bearer) ? CONTENT_API_MAX_BODY_BYTES : null;
}

export function isContentEditorToken(token: string | null | undefined): boolean {
  const expected = env().CONTENT_EDITOR_TOKEN;
  if (!expected || !token) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
