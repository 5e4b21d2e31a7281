/**
 * Hosts the open screen widget (a dialog, by name from the URL flag) and, on screens that ask for them, the
 * ribbons. Widgets render after hydration only: they are client-side chunks, and the server never needs them.
 * Focus goes back to whatever opened a dialog once it closes.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { getScreenWidget } from "#widgets/screen-widgets/index";
import { itemsByIds } from "#widgets/screen-widgets/shared/api";
import { useUserLocation } from "#widgets/screen-widgets/shared/hooks";
import { CART_CHANGED, readCart } from "~/features/cart/cart-store";
import { useScreenUi } from "./screen-ui";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ScreenWidgetHost() {
  const { modal, closeModal } = useScreenUi();
  const hydrated = useHydrated();
  const entry = modal ? getScreenWidget(modal.name) : undefined;
  const dialog = entry?.kind === "dialog" ? entry : undefined;
  const opener = useRef<HTMLElement | null>(null);
  const open = hydrated && !!dialog;

  useEffect(() => {
    if (open) {
      if (!opener.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const el = opener.current;
    opener.current = null;
    if (el && el.isConnected && el !== document.body) el.focus();
  }, [open]);

  usePackageAddedOverlay();

  if (!open || !dialog || !modal) return null;
  return (
    <Suspense fallback={<p className="visually-hidden" role="status">Loading…</p>}>
      <dialog.Component key={modal.name} params={modal.params ?? {}} onClose={closeModal} />
    </Suspense>
  );
}

/** "package-added overlay (shown after a package is added to the cart)": watches the cart for a new package. */
function usePackageAddedOverlay() {
  const { openModal } = useScreenUi();
  const { cityId } = useUserLocation();
  const open = useRef(openModal);
  open.current = openModal;
  const city = useRef(cityId);
  city.current = cityId;
  useEffect(() => {
    let known = new Set(readCart());
    const onChange = (e: Event) => {
      const now = readCart();
      // A cart page or a sync catching up with the server is not the user adding a package.
      if ((e as CustomEvent<{ announce?: boolean }>).detail?.announce === false) {
        known = new Set(now);
        return;
      }
      const added = now.filter((id) => !known.has(id));
      known = new Set(now);
      if (added.length !== 1) return;
      itemsByIds(added, city.current)
        .then(([item]) => {
          if (item?.itemType === "PACKAGE" && readCart().includes(item.itemId)) open.current("package_added", { itemId: item.itemId });
        })
        .catch(() => {
          /* the overlay is a nicety; the item is in the cart either way */
        });
    };
    window.addEventListener(CART_CHANGED, onChange);
    return () => window.removeEventListener(CART_CHANGED, onChange);
  }, []);
}

/** Ribbons pinned at the bottom: automatic on screens that ask for them (cart not empty), or by flag anywhere. */
export function RibbonBar({ auto }: { auto: boolean }) {
  const { modal, closeModal } = useScreenUi();
  const hydrated = useHydrated();
  const [cartCount, setCartCount] = useState(0);
  const [couponDismissed, setCouponDismissed] = useState(false);
  useEffect(() => {
    const update = () => setCartCount(readCart().length);
    update();
    window.addEventListener(CART_CHANGED, update);
    return () => window.removeEventListener(CART_CHANGED, update);
  }, []);
  if (!hydrated) return null;
  const flagged = modal && getScreenWidget(modal.name)?.kind === "ribbon" ? modal.name : null;
  const showCart = cartCount > 0 && (auto || flagged === "cart_ribbon");
  const showCoupon = !couponDismissed && ((auto && cartCount > 0) || flagged === "coupon_ribbon");
  const coupon = getScreenWidget("coupon_ribbon")!;
  const cart = getScreenWidget("cart_ribbon")!;
  if (!showCart && !showCoupon) return null;
  return (
    <div className="sw-ribbons">
      <Suspense fallback={null}>
        {showCoupon ? (
          <coupon.Component
            params={flagged === "coupon_ribbon" ? (modal?.params ?? {}) : {}}
            onClose={() => {
              setCouponDismissed(true);
              if (flagged === "coupon_ribbon") closeModal();
            }}
          />
        ) : null}
        {showCart ? <cart.Component params={{}} onClose={closeModal} /> : null}
      </Suspense>
    </div>
  );
}
