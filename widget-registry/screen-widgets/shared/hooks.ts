import { useEffect, useState } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import { CART_CHANGED, readCart } from "~/features/cart/cart-store";
import { DEFAULT_LOCATION, type UserLocation } from "~/lib/location";
import { itemPriceDisplay } from "~/lib/price";
import { itemsByIds, type WidgetItem } from "./api";

/** The location the header shows (root loader), i.e. the city prices are for. */
export function useUserLocation(): UserLocation {
  const root = useRouteLoaderData("root") as { location?: UserLocation } | undefined;
  return root?.location ?? DEFAULT_LOCATION;
}

/** The client cart's item ids, kept current with the cart-changed event. */
export function useCartIds(): number[] {
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => {
    const update = () => setIds(readCart());
    update();
    window.addEventListener(CART_CHANGED, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(CART_CHANGED, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return ids;
}

export type CartItemsState = { status: "loading" } | { status: "error" } | { status: "ready"; items: WidgetItem[] };

/** The cart's items priced for the user's city, refetched when the cart or the city changes. */
export function useCartItems(): { ids: number[]; state: CartItemsState; retry(): void } {
  const ids = useCartIds();
  const { cityId } = useUserLocation();
  const [state, setState] = useState<CartItemsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(",");
  useEffect(() => {
    const controller = new AbortController();
    const list = key ? key.split(",").map(Number) : [];
    itemsByIds(list, cityId, controller.signal)
      .then((items) => setState({ status: "ready", items }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [key, cityId, attempt]);
  return { ids, state, retry: () => setAttempt((n) => n + 1) };
}

/** What the viewer pays for an item. Member prices wait for the root loader to know Circle membership. */
export const payablePrice = (item: WidgetItem) => itemPriceDisplay(item.diagnosticPricing, { isCircleMember: false });

export function cartTotal(items: WidgetItem[]): number {
  return Math.round(items.reduce((sum, i) => sum + payablePrice(i).price, 0) * 100) / 100;
}
