/**
 * Corporate benefits for employees of partner companies and customers of partner banks: each card names the
 * benefit, says what it gives, and links to register or use it.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton, type CardRowOptions } from "../shared/card-row";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface CorporateBenefit {
  id: string;
  title: string;
  description: string;
  iconUrl: string;
  redirectUrl: string;
  ctaText?: string;
  partnerName?: string;
}

export interface CorporateBenefitsCardProps {
  benefits: CorporateBenefit[];
}

export const BENEFIT_ICON_SIZE = 40;
export const NO_BENEFIT_TEXT = "No corporate benefits available right now";
const options: CardRowOptions = { mwebCards: 1.3, gridFallback: 3 };

export function CorporateBenefitsCard({ props, meta, section, dispatch }: WidgetProps<CorporateBenefitsCardProps>) {
  return (
    <CardRow slotClassName="w-benefit-skel" className="w-benefits" meta={meta} section={section} dispatch={dispatch} label="Corporate benefits" empty={NO_BENEFIT_TEXT} options={options}>
      {props.benefits.map((b) => (
        <article key={b.id} className="w-benefit">
          <div className="w-benefit-head">
            <ResponsiveImage className="w-benefit-icon" src={b.iconUrl} sizes={`${BENEFIT_ICON_SIZE}px`} alt="" width={BENEFIT_ICON_SIZE} height={BENEFIT_ICON_SIZE} loading="lazy" decoding="async" />
            {b.partnerName ? <span className="w-benefit-partner">{b.partnerName}</span> : null}
          </div>
          <h3 className="w-benefit-title">{b.title}</h3>
          <p className="w-benefit-text">{b.description}</p>
          <WidgetLink className="w-benefit-cta w-stretched" href={b.redirectUrl} dispatch={dispatch} event="item_click" aria-label={`${b.ctaText ?? "Know more"}: ${b.title}`}>
            {b.ctaText ?? "Know more"}
          </WidgetLink>
        </article>
      ))}
    </CardRow>
  );
}

export function CorporateBenefitsCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-benefits" cardClassName="w-benefit-skel" meta={meta} view={view} options={options} />;
}
