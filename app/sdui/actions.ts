/**
 * The one action dispatcher: navigate, add to cart, open modal, track. A section's configured
 * behaviours override a widget's default action for the same event. Every URL passes the safe-URL rule.
 */
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import type { Action } from "#schemas/generated/actions";
import type { Behaviour } from "#schemas/generated/section";
import { safeUrl } from "~/lib/safe-url";
import { addToCart } from "~/features/cart/cart-store";
import { track } from "~/lib/analytics.client";
import { useClientEnv } from "~/lib/client-env";
import { useScreenUi } from "./screen-ui";
import { withScreenFlag } from "~/lib/screen-flags";
import type { Dispatch } from "#widgets/define-widget";

export interface DispatchContext {
  screen: string;
  version: number;
  section: string;
  behaviours: Behaviour[];
}

export function useActionDispatcher(ctx: DispatchContext): Dispatch {
  const navigate = useNavigate();
  const location = useLocation();
  const { ALLOWED_URL_SUFFIXES } = useClientEnv();
  const ui = useScreenUi();
  const { screen, version, section, behaviours } = ctx;

  const dispatch = useCallback(
    (action: Action, event?: string) => {
      const configured = event ? behaviours.find((b) => b.event === event)?.action : undefined;
      const a = configured ?? action;
      const base = { screen, version, section };
      switch (a.type) {
        case "navigate": {
          const url = safeUrl(a.url, ALLOWED_URL_SUFFIXES);
          if (!url) {
            console.warn(`blocked unsafe URL from section ${section}`);
            return;
          }
          track("click", { ...base, url });
          if (url.startsWith("/")) navigate(url);
          else window.location.assign(url);
          return;
        }
        case "add_to_cart": {
          const itemId = a.item_id ?? (action.type === "add_to_cart" ? action.item_id : undefined);
          if (itemId == null) return;
          track("add_to_cart", { ...base, item_id: itemId });
          // The cart says what happened: added, already there, or why not (never "Added" twice).
          void addToCart(itemId).then((r) => ui.showToast(r.message));
          return;
        }
        case "open_modal":
          track("open_modal", { ...base, modal: a.modal });
          ui.openModal(a.modal, a.params);
          return;
        case "track":
          track(a.event, { ...base, ...(a.properties ?? {}) });
          return;
      }
    },
    [navigate, ALLOWED_URL_SUFFIXES, ui, screen, version, section, behaviours],
  );
  return useMemo(() => {
    const hrefFor = (event: string): string | null => {
      const a = behaviours.find((b) => b.event === event)?.action;
      if (a?.type === "navigate") return a.url;
      if (a?.type === "open_modal") return `${location.pathname}${withScreenFlag(location.search, a.modal, a.params ?? {})}`;
      return null;
    };
    return Object.assign((action: Action, event?: string) => dispatch(action, event), { hrefFor });
  }, [dispatch, behaviours, location.pathname, location.search]);
}
