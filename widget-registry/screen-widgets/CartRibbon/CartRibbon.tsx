/** Cart ribbon: item count and total in ₹ while the cart is not empty; opens the cart. */
import { formatPrice } from "~/lib/price";
import { useScreenUi } from "~/sdui/screen-ui";
import { Ribbon } from "../shared/Ribbon";
import { useCartItems, useUserLocation } from "../shared/hooks";
import { useCartTotal } from "~/features/cart/use-cart-total";
import type { ScreenWidgetProps } from "../index";

export function CartRibbon(_: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  const { ids, state } = useCartItems();
  const total = useCartTotal(ids, useUserLocation().cityId);
  if (!ids.length) return null;
  const count = state.status === "ready" ? state.items.length : ids.length;
  return (
    <Ribbon name="cart_ribbon" label="Cart summary">
      <p className="sw-ribbon-text">
        <strong data-testid="cart-ribbon-count">{count} {count === 1 ? "item" : "items"}</strong>
        {total.status === "ready" ? (
          <>
            {" · "}
            <span data-testid="cart-ribbon-total">{formatPrice(total.subTotal)}</span>
          </>
        ) : null}
      </p>
      <button type="button" className="btn-primary btn-small" onClick={() => openModal("cart")}>
        View cart
      </button>
    </Ribbon>
  );
}
