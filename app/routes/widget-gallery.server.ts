/**
 * Who may open /widget-gallery: anyone outside production; in production only a content editor, who proves it
 * with the CONTENT_EDITOR_TOKEN as a bearer token or in the `editor_token` cookie. Everyone else gets a 404,
 * so the gallery does not advertise itself.
 */
import { timingSafeEqual } from "node:crypto";
import { env, type Env } from "~/.server/env";
import { readCookie } from "~/lib/location";

export const EDITOR_COOKIE = "editor_token";

function sameToken(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function canOpenGallery(request: Request, e: Pick<Env, "NODE_ENV" | "CONTENT_EDITOR_TOKEN"> = env()): boolean {
  if (e.NODE_ENV !== "production") return true;
  const expected = e.CONTENT_EDITOR_TOKEN;
  if (!expected) return false;
  const bearer = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  return sameToken(bearer, expected) || sameToken(readCookie(request.headers.get("cookie"), EDITOR_COOKIE), expected);
}
