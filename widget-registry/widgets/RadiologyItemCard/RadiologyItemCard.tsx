/**
 * Radiology scans (MRI, CT, X-ray, ultrasound): image, scan name, its categories and the lowest price across
 * clinics ("Starting at ₹X"); the card links to the scan's page, /radiology/{name}.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { formatPrice } from "~/lib/price";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface RadiologyItem {
  radiologyItemID: number;
  name: string;
  slug: string;
  startingPrice?: number;
  categories?: string[];
  imageUrl: string;
  redirectUrl?: string;
}

export interface RadiologyItemCardProps {
  items: RadiologyItem[];
}

export const RADIOLOGY_IMAGE_SIZE = 64;
export const NO_RADIOLOGY_TEXT = "No scans available in your city right now";
const options: CardRowOptions = { mwebCards: 1.7, gridFallback: 4 };

/** The spec's radiology item route: /radiology/{name}. */
export const radiologyHref = (i: RadiologyItem) => i.redirectUrl ?? `/radiology/${encodeURIComponent(i.slug)}`;

export function RadiologyItemCard({ props, meta, section, dispatch }: WidgetProps<RadiologyItemCardProps>) {
  return (
    <CardRow slotClassName="w-scan-skel" className="w-scans" meta={meta} section={section} dispatch={dispatch} label="Radiology scans" empty={NO_RADIOLOGY_TEXT} options={options}>
      {props.items.map((i) => (
        <article key={i.radiologyItemID} className="w-scan" data-radiology-item-id={i.radiologyItemID}>
          <ResponsiveImage className="w-scan-img" src={i.imageUrl} sizes={`${RADIOLOGY_IMAGE_SIZE}px`} alt="" width={RADIOLOGY_IMAGE_SIZE} height={RADIOLOGY_IMAGE_SIZE} loading="lazy" decoding="async" />
          <h3 className="w-scan-name">
            <WidgetLink className="w-stretched" href={radiologyHref(i)} dispatch={dispatch} event="item_click">
              {i.name}
            </WidgetLink>
          </h3>
          {i.categories?.length ? <p className="w-scan-cats">{i.categories.join(" · ")}</p> : null}
          {i.startingPrice != null && i.startingPrice > 0 ? (
            <p className="w-scan-price">
              Starting at <strong>{formatPrice(i.startingPrice)}</strong>
            </p>
          ) : (
            <p className="w-scan-price">Price at the clinic</p>
          )}
        </article>
      ))}
    </CardRow>
  );
}

export function RadiologyItemCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-scans" cardClassName="w-scan-skel" meta={meta} view={view} options={options} />;
}
