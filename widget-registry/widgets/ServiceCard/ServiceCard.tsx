/**
 * Service cards (lab tests, consult, checkups…): icon, title, subtitle and an optional badge; each a link. A grid
 * keeps room for meta.visible_cards cards (4 when unset), as its skeleton draws; more cards still show, in more rows.
 */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { CarouselSkeleton } from "../../carousel/CarouselSkeleton";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { reservedCards } from "../shared/card-row";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface Service {
  title: string;
  subtitle?: string;
  iconUrl: string;
  redirectUrl: string;
  badge?: string;
}

export interface ServiceCardProps {
  services: Service[];
}

export const SERVICE_ICON_SIZE = 48;
/** Cards a grid keeps room for when meta.visible_cards is not set. */
const GRID_FALLBACK = 4;

export function ServiceCard({ props, meta, section, dispatch }: WidgetProps<ServiceCardProps>) {
  const cards = props.services.map((s, i) => (
    <WidgetLink key={`${i}-${s.title}`} className="w-service" href={s.redirectUrl} dispatch={dispatch}>
      <ResponsiveImage className="w-service-icon" src={s.iconUrl} sizes={`${SERVICE_ICON_SIZE}px`} alt="" width={SERVICE_ICON_SIZE} height={SERVICE_ICON_SIZE} loading="lazy" decoding="async" />
      <span className="w-service-text">
        <span className="w-service-title">{s.title}</span>
        {s.subtitle ? <span className="w-service-subtitle">{s.subtitle}</span> : null}
      </span>
      {s.badge ? <span className="w-service-badge">{s.badge}</span> : null}
    </WidgetLink>
  ));
  return (
    <div className="w-services">
      <SectionHeader section={section} dispatch={dispatch} />
      {meta.variant === "carousel" ? (
        <Carousel meta={meta} view={section.view} label={section.title ?? section.heading ?? "Services"}>
          {cards}
        </Carousel>
      ) : (
        <ul className="w-service-grid">
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
          {/* Empty cells up to the cards the skeleton draws, so the grid has its rows (and columns) at every width. */}
          {Array.from({ length: Math.max(0, reservedCards(meta, GRID_FALLBACK) - cards.length) }, (_, i) => (
            <li key={`slot-${i}`} className="w-grid-slot" aria-hidden="true">
              <div className="w-service-skel" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ServiceCardSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const card = <SkeletonBlock className="w-service-skel" />;
  return (
    <div className="w-services" aria-hidden="true">
      <SkeletonHeader />
      {meta.variant === "carousel" ? (
        <CarouselSkeleton meta={meta} view={view} slide={card} />
      ) : (
        <div className="w-service-grid">
          {Array.from({ length: reservedCards(meta, GRID_FALLBACK) }, (_, i) => (
            <div key={i}>{card}</div>
          ))}
        </div>
      )}
    </div>
  );
}
