/**
 * Writes the page's module preloads and its module script inert, for the browser to start after its first paint
 * (why, and how they are started: app/lib/scripts-after-paint.ts). The preloads also say fetchpriority="low": once
 * started, they still come after the banner the first paint may be waiting for.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "~/lib/scripts-after-paint";

const PRELOAD = '<link rel="modulepreload"';
const INERT_PRELOAD = `<link rel="${INERT_PRELOAD_REL}" fetchpriority="low"`;
const SCRIPT = "<script";
/** A module script's opening tag (React writes its attributes in one order, but match any). */
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"/g;

/** Rewrites a whole document (or the part of it seen so far, cut after a whole tag). */
export const withScriptsAfterPaint = (html: string) =>
  html.replaceAll(PRELOAD, INERT_PRELOAD).replace(MODULE_SCRIPT, (_tag, before: string) => `<script${before} type="${INERT_MODULE_TYPE}"`);

/**
 * How much of `text`'s end might be a preload or a script tag cut by a chunk boundary: that much waits for the next
 * chunk. Only a tail from the last "<" that is the start of one of those tags, not yet closed, is held back, so a
 * chunk React flushed on its own (a streamed section) goes out whole.
 */
function heldBack(text: string): number {
  const lt = text.lastIndexOf("<");
  if (lt === -1) return 0;
  const tail = text.slice(lt);
  if (tail.includes(">")) return 0;
  const cutTag = PRELOAD.startsWith(tail) || SCRIPT.startsWith(tail) || tail.startsWith(SCRIPT);
  return cutTag ? tail.length : 0;
}

/** A pass-through for the HTML React streams, with every module preload and module script made inert. */
export function scriptsAfterPaintStream(): Transform {
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a multi-byte character (₹)
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      const hold = heldBack(text);
      pending = hold ? text.slice(text.length - hold) : "";
      const out = withScriptsAfterPaint(hold ? text.slice(0, text.length - hold) : text);
      done(null, out ? Buffer.from(out, "utf8") : undefined);
    },
    flush(done) {
      const rest = withScriptsAfterPaint(pending + decoder.end());
      done(null, rest ? Buffer.from(rest, "utf8") : undefined);
    },
  });
}
