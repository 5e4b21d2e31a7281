/**
 * A card's cart button: "Add to cart", or "In cart" (a link to the cart) once the item is there, so a second
 * click never adds it again or claims "Added to cart" twice.
 */
import { useEffect, useState } from "react";
import { CART_CHANGED, readCart } from "~/features/cart/cart-store";

/** Is this item in the cart? False during server rendering; follows the cart afterwards. */
export function useInCart(itemId: number): boolean {
  const [inCart, setInCart] = useState(false);
  useEffect(() => {
    const update = () => setInCart(readCart().includes(itemId));
    update();
    window.addEventListener(CART_CHANGED, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(CART_CHANGED, update);
      window.removeEventListener("storage", update);
    };
  }, [itemId]);
  return inCart;
}

export function AddToCartButton({ itemId, itemName, onAdd }: { itemId: number; itemName: string; onAdd(): void }) {
  const inCart = useInCart(itemId);
  if (inCart) {
    return (
      <a href="/tests-cart" className="btn-secondary btn-small w-item-add" aria-label={`In cart: ${itemName}. Go to cart`}>
        In cart
      </a>
    );
  }
  return (
    <button type="button" className="btn-primary btn-small w-item-add" aria-label={`Add to cart: ${itemName}`} onClick={onAdd}>
      Add to cart
    </button>
  );
}
