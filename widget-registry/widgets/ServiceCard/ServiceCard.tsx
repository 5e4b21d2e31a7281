/** Service cards (lab tests, consult, checkups…): icon, title, subtitle and an optional badge; each a link. */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { CarouselSkeleton } from "../../carousel/CarouselSkeleton";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";

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

export function ServiceCard({ props, meta, section, dispatch }: WidgetProps<ServiceCardProps>) {
  const cards = props.services.map((s, i) => (
    <WidgetLink key={`${i}-${s.title}`} className="w-service" href={s.redirectUrl} dispatch={dispatch}>
      <img className="w-service-icon" src={s.iconUrl} alt="" width={SERVICE_ICON_SIZE} height={SERVICE_ICON_SIZE} loading="lazy" decoding="async" />
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
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i}>{card}</div>
          ))}
        </div>
      )}
    </div>
  );
}
