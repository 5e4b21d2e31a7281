/** Image tiles (health checkups for everyone): image, title, subtitle and "Starting at ₹X"; carousel or grid. */
import type { CSSProperties } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import { formatPrice } from "~/lib/price";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { CarouselSkeleton } from "../../carousel/CarouselSkeleton";
import { gridLayout, gridVars } from "../../carousel/layout";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { ResponsiveImage } from "../shared/ResponsiveImage";

export interface ImageTile {
  title: string;
  subtitle?: string;
  imageUrl: string;
  redirectUrl: string;
  startingPrice?: number;
}

export interface DiagTileStyle2Props {
  tiles: ImageTile[];
}

export const TILE_IMAGE_SIZE = 96;

export function DiagTileStyle2({ props, meta, section, dispatch }: WidgetProps<DiagTileStyle2Props>) {
  const tiles = props.tiles.map((t, i) => (
    <WidgetLink key={`${i}-${t.title}`} className="w-tile2" href={t.redirectUrl} dispatch={dispatch}>
      <span className="w-tile2-media">
        <ResponsiveImage src={t.imageUrl} sizes={`${TILE_IMAGE_SIZE}px`} alt="" width={TILE_IMAGE_SIZE} height={TILE_IMAGE_SIZE} loading="lazy" decoding="async" />
      </span>
      <span className="w-tile2-title">{t.title}</span>
      {t.subtitle ? <span className="w-tile2-subtitle">{t.subtitle}</span> : null}
      {t.startingPrice != null && t.startingPrice > 0 ? (
        <span className="w-tile2-price">Starting at {formatPrice(t.startingPrice)}</span>
      ) : null}
    </WidgetLink>
  ));
  return (
    <div className="w-tiles">
      <SectionHeader section={section} dispatch={dispatch} />
      {meta.variant === "grid" ? (
        <ul className="w-grid" style={gridVars(gridLayout(meta, section.view)) as CSSProperties}>
          {tiles.map((tile) => (
            <li key={tile.key}>{tile}</li>
          ))}
        </ul>
      ) : (
        <Carousel meta={meta} view={section.view} label={section.title ?? section.heading ?? "Health checkups"}>
          {tiles}
        </Carousel>
      )}
    </div>
  );
}

export function DiagTileStyle2Skeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const tile = <SkeletonBlock className="w-tile2-skel" />;
  const grid = gridLayout(meta, view);
  return (
    <div className="w-tiles" aria-hidden="true">
      <SkeletonHeader />
      {meta.variant === "grid" ? (
        <div className="w-grid" style={gridVars(grid) as CSSProperties}>
          {Array.from({ length: grid.cols.lg }, (_, i) => (
            <div key={i}>{tile}</div>
          ))}
        </div>
      ) : (
        <CarouselSkeleton meta={meta} view={view} slide={tile} />
      )}
    </div>
  );
}
