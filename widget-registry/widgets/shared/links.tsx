/**
 * Links in widgets are real <a href> (crawlable, open in a new tab with ctrl/cmd/middle click) whose plain
 * left click goes through the action dispatcher, so a section's configured behaviours and tracking apply.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { safeUrl } from "~/lib/safe-url";
import { isLivePath } from "~/lib/app-routes";
import { useClientEnv } from "~/lib/client-env";
import type { Dispatch } from "../../define-widget";

/** A click the browser would handle as "follow this link here" (not a new tab/window, not a download). */
export function isPlainLeftClick(e: MouseEvent<HTMLElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * The config URL if it passes the safe-URL rule (relative paths, or http(s) on an allowed host) and, for a path of
 * this app, leads to a page that exists; else null. A configuration may already point at a flow still being built:
 * its content shows without a link rather than sending a patient to "page not found".
 */
export function useSafeHref(url: string | null | undefined): string | null {
  const { ALLOWED_URL_SUFFIXES, PAGE_ROUTES } = useClientEnv();
  const safe = url ? safeUrl(url, ALLOWED_URL_SUFFIXES) : null;
  if (safe && PAGE_ROUTES && safe.startsWith("/") && !isLivePath(safe, PAGE_ROUTES)) return null;
  return safe;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick">;

export interface WidgetLinkProps extends AnchorProps {
  href: string | null | undefined;
  dispatch: Dispatch;
  /** The behaviour event a config may override: "click", "item_click", "view_all". */
  event?: string;
  children: ReactNode;
}

/** An unsafe or missing URL renders the content without a link rather than a dead or dangerous one. */
export function WidgetLink({ href, dispatch, event = "click", children, ...rest }: WidgetLinkProps) {
  // A section's behaviour for this event (open a modal, go elsewhere) decides where the link really leads.
  const url = useSafeHref(dispatch.hrefFor?.(event) ?? href);
  if (!url) return <span className={rest.className}>{children}</span>;
  return (
    <a
      {...rest}
      href={url}
      onClick={(e) => {
        if (!isPlainLeftClick(e)) return;
        e.preventDefault();
        dispatch({ type: "navigate", url }, event);
      }}
    >
      {children}
    </a>
  );
}
