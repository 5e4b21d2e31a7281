/** Icon tiles (categories, specialties): a grid, 4 a row on phones and 6–8 on wide screens; each tile a link. */
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { CarouselSkeleton } from "../../carousel/CarouselSkeleton";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface IconTile {
  id?: string;
  title: string;
  iconUrl: string;
  redirectUrl: string;
  widgetName?: string;
}

export interface DiagTileStyle1Props {
  tiles: IconTile[];
}

export const ICON_SIZE = 56;
const carouselOptions = { mwebCards: 3.5, gap: 8 };

export function DiagTileStyle1({ props, meta, section, dispatch }: WidgetProps<DiagTileStyle1Props>) {
  const tiles = props.tiles.map((t, i) => (
    <WidgetLink key={t.id ?? t.widgetName ?? `${i}-${t.title}`} className="w-tile1" href={t.redirectUrl} dispatch={dispatch}>
      <span className="w-tile1-icon">
        {/* Decorative: the tile's title is its accessible name. */}
        <ResponsiveImage src={t.iconUrl} sizes={`${ICON_SIZE}px`} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" decoding="async" />
      </span>
      <span className="w-tile1-title">{t.title}</span>
    </WidgetLink>
  ));
  return (
    <div className="w-tiles">
      <SectionHeader section={section} dispatch={dispatch} />
      {meta.variant === "carousel" ? (
        <Carousel meta={meta} view={section.view} label={section.title ?? section.heading ?? "Categories"} {...carouselOptions}>
          {tiles}
        </Carousel>
      ) : (
        <ul className="w-tile1-grid">
          {tiles.map((tile) => (
            <li key={tile.key}>{tile}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function DiagTileStyle1Skeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const tile = <SkeletonBlock className="w-tile1-skel" />;
  return (
    <div className="w-tiles" aria-hidden="true">
      <SkeletonHeader />
      {meta.variant === "carousel" ? (
        <CarouselSkeleton meta={meta} view={view} slide={tile} options={carouselOptions} />
      ) : (
        <div className="w-tile1-grid">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i}>{tile}</div>
          ))}
        </div>
      )}
    </div>
  );
}
