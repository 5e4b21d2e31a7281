/**
 * Image tiles (health checkups for everyone): image, title, subtitle and "Starting at ₹X"; carousel or grid, in the
 * card-row frame (a grid keeps room for meta.visible_cards tiles, as its skeleton draws).
 */
import type { SectionMeta } from "#schemas/generated/meta";
import { formatPrice } from "~/lib/price";
import type { WidgetProps } from "../../define-widget";
import { CardRow, CardRowSkeleton } from "../shared/card-row";
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
export const EMPTY_TILES_TEXT = "No health checkups to show right now";

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
    <CardRow className="w-tiles" meta={meta} section={section} dispatch={dispatch} label="Health checkups" empty={EMPTY_TILES_TEXT} slotClassName="w-tile2-skel">
      {tiles}
    </CardRow>
  );
}

export function DiagTileStyle2Skeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  return <CardRowSkeleton className="w-tiles" cardClassName="w-tile2-skel" meta={meta} view={view} />;
}
