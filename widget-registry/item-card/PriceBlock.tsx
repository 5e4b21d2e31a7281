/** An item's price as the spec shows it: price, slashed MRP and percent by the flags, Circle price and cashback. */
import { formatPrice, itemPriceDisplay, type PricingInput } from "~/lib/price";
import { useViewer } from "../viewer-context";

export function PriceBlock({ pricing }: { pricing: PricingInput[] | null | undefined }) {
  const { isCircleMember } = useViewer();
  const d = itemPriceDisplay(pricing, { isCircleMember });
  if (d.price <= 0 && d.mrp <= 0) return <p className="w-price w-price-none">Price on request</p>;
  return (
    <div className="w-price">
      <p className="w-price-row">
        <span className="visually-hidden">Price </span>
        <strong className="w-price-now">{formatPrice(d.price)}</strong>
        {d.showSlashedPrice ? (
          <s className="w-price-mrp">
            <span className="visually-hidden">MRP </span>
            {formatPrice(d.mrp)}
          </s>
        ) : null}
        {d.discountPercent ? <span className="w-price-off">{d.discountPercent}% off</span> : null}
      </p>
      {d.circlePrice != null ? (
        <p className="w-price-circle">{isCircleMember ? "Circle member price applied" : `${formatPrice(d.circlePrice)} with Circle`}</p>
      ) : null}
      {d.cashbackText ? <p className="w-price-cashback">{d.cashbackText}</p> : null}
    </div>
  );
}
