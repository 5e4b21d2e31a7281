/**
 * The site header: one row on every width (56 px on a 390 px phone) with the brand, the location chip, search,
 * cart and account. The main navigation sits in the same row from 768 px; on a phone it is a second row that
 * scrolls away with the page, so the sticky part stays one row.
 */
import { Link, NavLink, useLocation } from "@remix-run/react";
import { SignOutForm } from "~/features/auth/SignOutForm";
import { useEffect, useState } from "react";
// One module per icon: the header, on every page, never reaches the icon set's index of 1,500 icons.
import Search from "lucide-react/icons/search";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import UserRound from "lucide-react/icons/user-round";
import type { UserLocation } from "~/lib/location";
import { DEFAULT_LOCATION } from "~/lib/location";
import { withScreenFlag } from "~/lib/screen-flags";
import { CART_CHANGED, readCart } from "~/features/cart/cart-store";
import { LocationChip } from "~/features/location/LocationChip";
import { useScreenUi } from "~/sdui/screen-ui";
import { useChrome } from "~/i18n/I18nProvider";

const NAV_LINKS = [
  { to: "/lab-tests", label: "navLabTests" },
  { to: "/consult", label: "navConsult" },
  { to: "/apollo-sbi-credit-card", label: "navCreditCard" },
] as const;

function MainNav({ className }: { className: string }) {
  const t = useChrome();
  return (
    <nav aria-label={t("navMain")} className={className}>
      {NAV_LINKS.map((l) => (
        <NavLink key={l.to} to={l.to}>{t(l.label)}</NavLink>
      ))}
    </nav>
  );
}

/**
 * Opens the search modal on the current page. A real link (`?open_modal=search`) so that it works before the
 * scripts load and can be opened in a new tab; with scripts, the same flag opens the modal without a reload.
 */
function HeaderSearch() {
  const location = useLocation();
  const { modal, openModal } = useScreenUi();
  const t = useChrome();
  return (
    <Link
      to={{ pathname: location.pathname, search: withScreenFlag(location.search, "search") }}
      className="header-search"
      aria-label={t("search")}
      aria-haspopup="dialog"
      aria-expanded={modal?.name === "search"}
      preventScrollReset
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openModal("search");
      }}
    >
      <Search aria-hidden="true" focusable="false" size={18} />
      <span className="header-search-label" aria-hidden="true">{t("searchShort")}</span>
    </Link>
  );
}

/**
 * The cart opens as a drawer over the page it was opened from (its URL flag added to this page's own URL), so
 * closing it returns there; the spec's /lab-tests?open_cart=true still opens it too.
 */
function CartLink({ count }: { count: number }) {
  const location = useLocation();
  const { openModal } = useScreenUi();
  const t = useChrome();
  return (
    <Link
      to={{ pathname: location.pathname, search: withScreenFlag(location.search, "cart") }}
      className="cart-link"
      aria-label={t("cartLabel", { count })}
      preventScrollReset
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openModal("cart");
      }}
    >
      <ShoppingCart aria-hidden="true" focusable="false" size={18} />
      <span className="cart-link-label">{t("cart")}</span>
      <span className="cart-count" data-cart-count={count}>{count}</span>
    </Link>
  );
}

/** `firstName`: the signed-in person's, once known (on a page a segment shares, after /resources/personal answers). */
export function Header({ location, signedIn, firstName = null }: { location?: UserLocation; signedIn: boolean; firstName?: string | null }) {
  const t = useChrome();
  const [cartCount, setCartCount] = useState(0);
  useEffect(() => {
    const update = () => setCartCount(readCart().length);
    update();
    window.addEventListener(CART_CHANGED, update);
    return () => window.removeEventListener(CART_CHANGED, update);
  }, []);
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand" aria-label={t("brandHome")}>
            <span className="brand-mark" aria-hidden="true">+</span>
            <span className="brand-name">{t("brandName")}</span>
          </Link>
          <LocationChip location={location ?? DEFAULT_LOCATION} />
          <MainNav className="main-nav main-nav-wide" />
          <div className="header-actions">
            <HeaderSearch />
            <CartLink count={cartCount} />

            {signedIn ? (
              <>
                <Link to="/my-account" className="account-link" aria-label={firstName ? t("myAccountOf", { name: firstName }) : t("myAccount")}>
                  <UserRound aria-hidden="true" focusable="false" size={18} />
                  <span className="account-link-label" data-account-name={firstName ?? undefined}>{firstName ?? t("myAccount")}</span>
                </Link>
                <SignOutForm className="header-signout">
                  <button type="submit" className="btn-secondary btn-small">{t("signOut")}</button>
                </SignOutForm>
              </>
            ) : (
              <Link to="/login" className="btn-primary btn-small">{t("signIn")}</Link>
            )}
          </div>
        </div>
      </header>
      <MainNav className="main-nav main-nav-narrow" />
    </>
  );
}
