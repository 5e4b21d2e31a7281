import { Link } from "@remix-run/react";
import { useState } from "react";
import type { DiagnosticItem } from "~/.server/domain/catalogue";
import { addToCart } from "~/features/cart/cart-store";
import { formatPrice, itemPriceDisplay } from "~/lib/price";
import { useViewer } from "#widgets/viewer-context";

type Item = Pick<
  DiagnosticItem,
  "itemId" | "itemName" | "itemType" | "gender" | "testDescription" | "testPreparationData" | "reportTATHours" | "diagnosticPricing" | "allObservations" | "itemInclusionCount"
>;

export function ItemDetails({ item, included, cityName }: { item: Item; included: { itemId: number; itemName: string; url: string }[]; cityName: string }) {
  const { isCircleMember } = useViewer();
  const [added, setAdded] = useState(false);
  const price = itemPriceDisplay(item.diagnosticPricing, { isCircleMember });
  return (
    <article className="item-page" data-item-id={item.itemId}>
      <h1 className="page-title">{item.itemName}</h1>
      <p className="item-kind">
        {item.itemType === "PACKAGE" ? `Package · Includes ${item.itemInclusionCount} tests` : "Test"} · Home sample collection in {cityName}
      </p>
      <div className="item-price" aria-label="Price">
        <strong>{formatPrice(price.price)}</strong>
        {price.showSlashedPrice && price.mrp > price.price ? <s aria-label="MRP">{formatPrice(price.mrp)}</s> : null}
        {price.discountPercent ? <span className="item-discount">{price.discountPercent}% off</span> : null}
        {price.circlePrice != null ? <p className="item-circle">{formatPrice(price.circlePrice)} for Circle members</p> : null}
      </div>
      <button
        type="button"
        className="btn-primary"
        onClick={() => {
          addToCart(item.itemId, { source: "item_page" });
          setAdded(true);
        }}
      >
        {added ? "Added to cart" : "Add to cart"}
      </button>
      <section>
        <h2>About this {item.itemType === "PACKAGE" ? "package" : "test"}</h2>
        <p>{item.testDescription}</p>
      </section>
      <section>
        <h2>Preparation</h2>
        <p>{item.testPreparationData}</p>
        <p>Reports in {item.reportTATHours} hours</p>
      </section>
      {included.length ? (
        <section>
          <h2>Tests included ({included.length})</h2>
          <ul className="item-inclusions">
            {included.map((i) => (
              <li key={i.itemId}>
                <Link to={i.url}>{i.itemName}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : item.allObservations.length ? (
        <section>
          <h2>Parameters measured ({item.allObservations.length})</h2>
          <ul className="item-inclusions">
            {item.allObservations.map((o) => (
              <li key={o.observationName}>{o.observationName}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
