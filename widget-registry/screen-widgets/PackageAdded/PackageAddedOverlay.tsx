/** Shown after a package is added to the cart: what was added, and the way to the cart or back to browsing. */
import { useEffect, useState } from "react";
import { formatPrice } from "~/lib/price";
import { useScreenUi } from "~/sdui/screen-ui";
import { Overlay } from "../shared/Overlay";
import { itemsByIds, SOMETHING_WENT_WRONG, type WidgetItem } from "../shared/api";
import { payablePrice, useCartIds, useUserLocation } from "../shared/hooks";
import type { ScreenWidgetProps } from "../index";

export function PackageAddedOverlay({ params, onClose }: ScreenWidgetProps) {
  const { openModal } = useScreenUi();
  const { cityId } = useUserLocation();
  const cartIds = useCartIds();
  const itemId = Number(params.itemId);
  const [item, setItem] = useState<WidgetItem | null | "error" | "loading">("loading");

  useEffect(() => {
    if (!Number.isInteger(itemId) || itemId <= 0) {
      setItem(null);
      return;
    }
    const controller = new AbortController();
    itemsByIds([itemId], cityId, controller.signal)
      .then(([found]) => setItem(found ?? null))
      .catch(() => !controller.signal.aborted && setItem("error"));
    return () => controller.abort();
  }, [itemId, cityId]);

  return (
    <Overlay
      name="package_added"
      title="Package added to cart"
      variant="sheet"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>Continue browsing</button>
          <button type="button" className="btn-primary" onClick={() => openModal("cart")}>
            View cart ({cartIds.length})
          </button>
        </>
      }
    >
      {item === "loading" ? <p className="sw-note" role="status">Loading…</p> : null}
      {item === "error" ? <p className="sw-error" role="alert">{SOMETHING_WENT_WRONG}</p> : null}
      {item === null ? <p className="sw-empty">This package is no longer available in your city.</p> : null}
      {item && typeof item === "object" ? (
        <div className="sw-added">
          <span className="sw-added-tick" aria-hidden="true">✓</span>
          <div>
            <p className="sw-added-name">{item.itemName}</p>
            <p className="sw-note">
              {item.itemInclusionCount} tests included · {formatPrice(payablePrice(item).price)}
            </p>
          </div>
        </div>
      ) : null}
    </Overlay>
  );
}
