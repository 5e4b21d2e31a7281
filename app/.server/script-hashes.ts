/**
 * Turns a page rendered with a CSP nonce into one whose inline scripts are allowed by hash instead, so that the
 * cached page is the same bytes for everyone (and can be compressed once). Only the inline scripts that the
 * render itself gave the nonce are hashed: a <script> that reached the page some other way had no nonce and
 * stays blocked, exactly as it would have been under the nonce.
 */
import crypto from "node:crypto";

export interface PinnedScripts {
  /** The page without the nonce attributes (the nonce is no longer in any policy). */
  html: string;
  /** Base64 SHA-256 of each nonce-carrying inline script's text, as CSP's 'sha256-…' sources want. */
  hashes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export const scriptHash = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");

export function pinInlineScripts(html: string, nonce: string): PinnedScripts {
  if (!nonce) return { html, hashes: [] };
  const attr = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const pinned = html.replace(SCRIPT, (whole, attrs: string, text: string) => {
    if (!attrs.includes(attr)) return whole;
    // External scripts are allowed by 'self'; only inline text needs a hash (an empty one still gets one).
    if (!/\ssrc\s*=/i.test(attrs)) hashes.add(scriptHash(text));
    return `<script${attrs.replace(attr, "")}>${text}</script>`;
  });
  // Anything else that carried the nonce (module preload links) no longer needs it.
  return { html: pinned.split(attr).join(""), hashes: [...hashes] };
}
