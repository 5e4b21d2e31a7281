/**
 * The cart drawer (open_cart=true): the client cart's items with their prices for the user's city, remove
 * buttons and the total. Booking (patients, slot, payment) continues on the cart page.
 */
import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { removeFromCart } from "~/features/cart/cart-store";
import { Overlay } from "../shared/Overlay";
import { payablePrice, useCartItems, useUserLocation } from "../shared/hooks";
import { useCartTotal } from "~/features/cart/use-cart-total";
import type { ScreenWidgetProps } from "../index";
import { useChrome, useEnglishDataLang } from "~/i18n/I18nProvider";

export function CartDrawer({ onClose }: ScreenWidgetProps) {
  const t = useChrome();
  const dataLang = useEnglishDataLang();
  const { ids, state, retry } = useCartItems();
  // The total is the pricing module's (every patient's tests, member prices), as on the cart page.
  const total = useCartTotal(ids, useUserLocation().cityId);
  const items = state.status === "ready" ? state.items : [];
  const empty = state.status === "ready" && items.length === 0;
  return (
    <Overlay
      name="cart"
      title={ids.length ? t("yourCartCount", { count: ids.length }) : t("yourCart")}
      variant="drawer"
      onClose={onClose}
      footer={
        state.status === "ready" && items.length ? (
          <>
            <p className="sw-total">
              {t("cartTotal")} {total.status === "ready" ? <strong data-testid="cart-total">{formatPrice(total.subTotal)}</strong> : <span className="sw-note">…</span>}
            </p>
            <Link to="/tests-cart" className="btn-primary">{t("goToCart")}</Link>
          </>
        ) : null
      }
    >
      {state.status === "loading" && ids.length ? <p className="sw-note" role="status">{t("cartLoading")}</p> : null}
      {state.status === "error" ? (
        <div className="sw-error" role="alert">
          <p>{t("somethingWentWrong")}</p>
          <button type="button" className="btn-secondary" onClick={retry}>{t("retry")}</button>
        </div>
      ) : null}
      {empty || (!ids.length && state.status === "loading") ? (
        <div className="sw-empty">
          <p>{t("cartEmpty")}</p>
          <button type="button" className="btn-secondary" onClick={onClose}>{t("browseTests")}</button>
        </div>
      ) : null}
      {items.length ? (
        <ul className="sw-cart-items" aria-label={t("cartItemsList")}>
          {items.map((item) => {
            const price = payablePrice(item);
            return (
              <li key={item.itemId} className="sw-cart-item">
                <div className="sw-cart-item-main">
                  <Link to={item.url} className="sw-cart-item-name" lang={dataLang}>{item.itemName}</Link>
                  <span className="sw-note">{item.itemType === "PACKAGE" ? t("itemKindPackage", { count: item.itemInclusionCount }) : t("itemKindTest")}</span>
                </div>
                <div className="sw-cart-item-price">
                  <strong>{formatPrice(price.price)}</strong>
                  {price.showSlashedPrice ? <s className="sw-mrp">{formatPrice(price.mrp)}</s> : null}
                </div>
                <button type="button" className="sw-remove" aria-label={t("removeItem", { name: item.itemName })} onClick={(e) => {
                    // The button disappears with its item; keep focus inside the drawer.
                    const panel = e.currentTarget.closest<HTMLElement>('[role="dialog"]');
                    removeFromCart(item.itemId);
                    panel?.focus();
                  }}>
                  {t("remove")}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Overlay>
  );
}
