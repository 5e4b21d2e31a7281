/**
 * Specialty cards on the consult home: icon, specialty, the common concerns it treats and the lowest consult fee;
 * the whole card is one link to the specialty's doctor listing.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { formatPrice } from "~/lib/price";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface Specialty {
  id: string;
  name: string;
  iconUrl: string;
  concerns?: string[];
  startingFee?: number;
  redirectUrl?: string;
}

export interface SpecialtyCardProps {
  specialties: Specialty[];
}

export const SPECIALTY_ICON_SIZE = 56;
export const NO_SPECIALTY_TEXT = "No specialties available right now";
const options: CardRowOptions = { mwebCards: 2.2, gridFallback: 4 };

/** The spec's specialty listing route: /specialties/{x}. */
export const specialtyHref = (s: Specialty) => s.redirectUrl ?? `/specialties/${encodeURIComponent(s.id)}`;

export function SpecialtyCard({ props, meta, section, dispatch }: WidgetProps<SpecialtyCardProps>) {
  return (
    <CardRow slotClassName="w-specialty-skel" className="w-specialties" meta={meta} section={section} dispatch={dispatch} label="Specialties" empty={NO_SPECIALTY_TEXT} options={options}>
      {props.specialties.map((s) => (
        <article key={s.id} className="w-specialty">
          <ResponsiveImage className="w-specialty-icon" src={s.iconUrl} sizes={`${SPECIALTY_ICON_SIZE}px`} alt="" width={SPECIALTY_ICON_SIZE} height={SPECIALTY_ICON_SIZE} loading="lazy" decoding="async" />
          <h3 className="w-specialty-name">
            <WidgetLink className="w-stretched" href={specialtyHref(s)} dispatch={dispatch} event="item_click">
              {s.name}
            </WidgetLink>
          </h3>
          {s.concerns?.length ? <p className="w-specialty-concerns">{s.concerns.join(", ")}</p> : null}
          {s.startingFee != null && s.startingFee > 0 ? <p className="w-specialty-fee">Consult from {formatPrice(s.startingFee)}</p> : null}
        </article>
      ))}
    </CardRow>
  );
}

export function SpecialtyCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-specialties" cardClassName="w-specialty-skel" meta={meta} view={view} options={options} />;
}
