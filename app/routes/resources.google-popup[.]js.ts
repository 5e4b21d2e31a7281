/**
 * GET /resources/google-popup.js: the script of the sign-in popup's own pages (the CSP allows scripts from this
 * site only). "started": tells the opener the popup is open, then goes to Google. "done": hands the next page to the
 * opener and closes; without an opener (a blocked or detached popup) it goes there itself.
 */
import { GOOGLE_POPUP_MESSAGE_TYPE } from "~/lib/google-sign-in";

const SCRIPT = `(function () {
  var stage = document.body.getAttribute("data-stage");
  var next = document.body.getAttribute("data-next") || "/";
  var opener = window.opener && !window.opener.closed ? window.opener : null;
  if (opener) opener.postMessage({ type: ${JSON.stringify(GOOGLE_POPUP_MESSAGE_TYPE)}, stage: stage, next: stage === "done" ? next : null }, window.location.origin);
  if (stage === "done" && opener) { window.close(); return; }
  window.location.replace(next);
})();
`;

export const loader = () =>
  new Response(SCRIPT, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=300" } });
