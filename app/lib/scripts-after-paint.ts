/**
 * The page's scripts are asked for after its first paint.
 *
 * Remix's <Scripts> writes a `<link rel="modulepreload">` for every module the page hydrates with (twenty or so,
 * plus the screen's widget chunks in the head) and an inline module script that imports the route modules and the
 * entry. The browser requests all of them as soon as the parser sees them, long before it has painted: on a phone the
 * page's JavaScript then shares the network with the stylesheet and the banner, and Lighthouse's simulated largest
 * paint, which waits for every request started before the observed one, pays for downloading all of it
 * (docs/decisions/2026-11-28-largest-paint.md). The server's HTML is complete and readable without them.
 *
 * So the server writes them inert (app/.server/scripts-after-paint.ts): the preloads with a `rel` no browser knows,
 * the module script with a `type` that makes it a data block. A small inline script at the end of the body puts
 * each one back, in place, once the browser reports its first paint (first-paint.ts). In place matters: React
 * hydrates the whole document and expects a `<link>` and a `<script>` exactly there.
 *
 * A cached page's CSP allows inline scripts by hash (script-hashes.ts): the module script keeps its text, so the hash
 * of the inert one allows the live one too. A rendered page's nonce is copied across.
 */
import { onFirstPaint, FIRST_PAINT_WAIT_MS } from "./first-paint";

/** A module preload as the server writes it: a `rel` browsers ignore. */
export const INERT_PRELOAD_REL = "modulepreload-after-paint";
/** The module script as the server writes it: a data block, which browsers neither fetch nor run. */
export const INERT_MODULE_TYPE = "text/module-after-paint";

/**
 * Replaces each inert preload and module script with a live copy of itself (every attribute, the text and the
 * nonce), preloads first, so the modules are all asked for before the script that imports them runs. Each element is
 * its own task (`later`): starting a preload costs the main thread a few milliseconds on a slow phone, and twenty of
 * them in one task would be a long task of their own. Like onFirstPaint, written into the page as text: it refers to
 * nothing outside itself.
 */
export function startScripts(doc: Document, inertRel: string, inertType: string, later: (run: () => void) => void): void {
  const revive = (inert: Element, tag: "link" | "script") => {
    const live = doc.createElement(tag);
    for (const attr of Array.from(inert.attributes)) live.setAttribute(attr.name, attr.value);
    return live;
  };
  doc.querySelectorAll(`link[rel="${inertRel}"]`).forEach((inert) =>
    later(() => {
      const link = revive(inert, "link") as HTMLLinkElement;
      link.rel = "modulepreload";
      inert.replaceWith(link);
    }),
  );
  doc.querySelectorAll(`script[type="${inertType}"]`).forEach((inert) =>
    later(() => {
      const script = revive(inert, "script") as HTMLScriptElement;
      script.type = "module";
      // The browser hides a nonce attribute once parsed; the element still holds it, and a copy needs it to run.
      script.nonce = (inert as HTMLScriptElement).nonce;
      script.text = (inert as HTMLScriptElement).text;
      inert.replaceWith(script);
    }),
  );
}

/** The inline script each page ends with: the two functions above, as text, called after the first paint. */
export const SCRIPTS_AFTER_PAINT = `(${onFirstPaint.toString()})(function(){(${startScripts.toString()})(document,${JSON.stringify(INERT_PRELOAD_REL)},${JSON.stringify(INERT_MODULE_TYPE)},function(run){setTimeout(run,0)})},window,${FIRST_PAINT_WAIT_MS});`;
