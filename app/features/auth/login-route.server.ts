import { redirect } from "@remix-run/node";
import { getSessionUser } from "~/.server/session";
import { postLoginRedirect } from "~/lib/post-login-redirect";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { changeAccountCart } from "~/.server/domain/cart/cart";
import { formatRadiologyVisitorCartCookie, formatVisitorCartCookie, radiologyVisitorCartFromCookie, visitorCartIdsFromCookie } from "~/lib/visitor-cart";
import { mergeVisitorRadiologyCart } from "~/.server/domain/radiology/radiology-cart";
import { log } from "~/.server/log";
import { googleSettings } from "~/.server/providers/google-oidc";

/** A signed-in user opening a sign-in page goes where sign-in would have sent them. */
export async function signInPageLoader(request: Request) {
  const continueTo = new URL(request.url).searchParams.get("continue");
  if (await getSessionUser(request)) throw redirect(postLoginRedirect(continueTo));
  const url = new URL(request.url);
  return {
    continueTo: continueTo && continueTo.length <= 500 ? continueTo : null,
    // Google sign-in: shown only when configured; its failure and the linking step are told on this page.
    google: { enabled: !!googleSettings(), failed: url.searchParams.get("google") === "failed", linking: url.searchParams.get("link") === "google" },
  };
}

/**
 * At sign-in, a visitor's carts (their cookie copies: lab tests, and scans with their city and clinic) join the
 * account's carts through the cart rules, and the visitor copies are cleared. A failure here never blocks signing
 * in: the browser merges its lab copy on its next sync, and the radiology copy stays for the next sign-in.
 */
export async function withVisitorCartMerged(request: Request, accountId: number, response: Response): Promise<Response> {
  const cookie = request.headers.get("Cookie");
  const itemIds = visitorCartIdsFromCookie(cookie);
  const scans = radiologyVisitorCartFromCookie(cookie);
  if (!itemIds.length && !scans.itemIds.length && scans.cityId == null) return response;
  const { db } = await getServices();
  if (itemIds.length) {
    try {
      const { location } = await getRequestState(request);
      await changeAccountCart(db, accountId, { type: "MERGE", itemIds }, location.cityId);
      response.headers.append("Set-Cookie", formatVisitorCartCookie([]));
    } catch (e) {
      log.warn({ event: "VISITOR_CART_MERGE_FAILED", message: (e as Error).message });
    }
  }
  if (scans.itemIds.length || scans.cityId != null) {
    try {
      await mergeVisitorRadiologyCart(db, accountId, scans);
      response.headers.append("Set-Cookie", formatRadiologyVisitorCartCookie({ itemIds: [], cityId: null, clinicId: null }));
    } catch (e) {
      log.warn({ event: "VISITOR_RADIOLOGY_CART_MERGE_FAILED", message: (e as Error).message });
    }
  }
  return response;
}
