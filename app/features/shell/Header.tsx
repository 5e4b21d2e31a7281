import { Form, Link, NavLink } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { UserLocation } from "~/lib/location";
import { DEFAULT_LOCATION } from "~/lib/location";
import { CART_CHANGED, readCart } from "~/features/cart/cart-store";
import { LocationChip } from "~/features/location/LocationChip";

export function Header({ location, signedIn }: { location?: UserLocation; signedIn: boolean }) {
  const [cartCount, setCartCount] = useState(0);
  useEffect(() => {
    const update = () => setCartCount(readCart().length);
    update();
    window.addEventListener(CART_CHANGED, update);
    return () => window.removeEventListener(CART_CHANGED, update);
  }, []);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label="Apollo 247 home">
          <span className="brand-mark" aria-hidden="true">+</span>
          <span className="brand-name">Apollo 247</span>
        </Link>
        <LocationChip location={location ?? DEFAULT_LOCATION} />
        <nav aria-label="Main" className="main-nav">
          <NavLink to="/lab-tests">Lab Tests</NavLink>
          <NavLink to="/consult">Consult</NavLink>
          <NavLink to="/apollo-sbi-credit-card">Credit Card</NavLink>
        </nav>
        <div className="header-actions">
          <Link to="/lab-tests?open_cart=true" className="cart-link" aria-label={`Cart, ${cartCount} items`}>
            Cart <span className="cart-count" data-cart-count={cartCount}>{cartCount}</span>
          </Link>
          {signedIn ? (
            <>
              <Link to="/my-account" className="account-link">My Account</Link>
              <Form method="post" action="/logout" className="header-signout">
                <button type="submit" className="btn-secondary btn-small">Sign out</button>
              </Form>
            </>
          ) : (
            <Link to="/login" className="btn-primary btn-small">Sign in</Link>
          )}
        </div>
      </div>
    </header>
  );
}
