/**
 * Opening or closing a screen widget changes only its query flags; that must not reload the screen's
 * data (sections would flash back to skeletons). Any other change keeps Remix's default.
 */
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { withoutScreenFlags } from "~/lib/screen-flags";

export const shouldRevalidateScreen: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return withoutScreenFlags(currentUrl.search) === withoutScreenFlags(nextUrl.search) ? false : defaultShouldRevalidate;
};
