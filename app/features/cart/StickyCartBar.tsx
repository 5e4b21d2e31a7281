/**
 * "View cart · ₹X": a bar pinned to the bottom of the screen on phones while the cart holds something, on every
 * page outside checkout (a configured screen's own cart ribbon takes its place where one is shown). The total is
 * the pricing module's, as in the drawer and on the cart page.
 */
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatPrice } from "~/lib/price";
import { isCheckoutPath } from "~/lib/checkout-routes";
import { DEFAULT_LOCATION, type UserLocation } from "~/lib/location";
import { CART_CHANGED, readCart } from "./cart-store";
import { useCartTotal } from "./use-cart-total";
import { useChrome } from "~/i18n/I18nProvider";

function useCartIds(): number[] {
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

export function StickyCartBar() {
  const { pathname } = useLocation();
  const t = useChrome();
  const ids = useCartIds();
  const root = useRouteLoaderData("root") as { location?: UserLocation } | undefined;
  const total = useCartTotal(ids, (root?.location ?? DEFAULT_LOCATION).cityId);
  if (!ids.length || isCheckoutPath(pathname)) return null;
  const count = total.status === "ready" ? total.lineCount : ids.length;
  return (
    <aside className="sticky-cart-bar" aria-label={t("cartSummary")}>
      <span>{t("cartItems", { count })}</span>
      <Link to="/tests-cart" className="btn-primary btn-small sticky-cart-link">
        {t("viewCart")}{total.status === "ready" ? ` · ${formatPrice(total.subTotal)}` : ""}
      </Link>
    </aside>
  );
}
