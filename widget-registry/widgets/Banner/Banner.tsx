/**
 * Offer banners: a carousel of images sized by meta.dimensions (mweb_* and mwebImageUrl on mweb). The first image
 * is the likely LCP element, so it loads eagerly at high priority; the rest wait until needed. A banner with words of
 * its own (headline, offer…) shows them as text over its picture, which is then decorative (../shared/BannerText).
 */
import type { CSSProperties } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { Dispatch, WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { Carousel } from "../../carousel/Carousel";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { bannerBox, fetchPriority, type Box } from "../shared/media";
import { fullWidthSizes, ResponsiveImage } from "../shared/ResponsiveImage";
import { BannerText, hasBannerText, type BannerTextFields } from "../shared/BannerText";
import { BANNER_BOX, bannerImageUrl } from "./box";

export interface BannerItem extends BannerTextFields {
  id?: string;
  imageUrl: string;
  mwebImageUrl?: string;
  alt: string;
  redirectUrl?: string;
}

export interface BannerProps {
  banners: BannerItem[];
}

export { BANNER_BOX } from "./box";

const asCarousel = (meta: SectionMeta, count: number) => count > 1 && meta.variant !== "single";

function BannerImage({ banner, first, box, view, dispatch }: { banner: BannerItem; first: boolean; box: Box; view: "web" | "mweb"; dispatch: Dispatch }) {
  const words = hasBannerText(banner);
  const img = (
    <ResponsiveImage
      className="w-banner-img"
      src={bannerImageUrl(banner, view)}
      sizes={fullWidthSizes(box.width)}
      // With words of its own, the picture is the background: its description would repeat them.
      alt={words ? "" : banner.alt}
      width={box.width}
      height={box.height}
      loading={first ? "eager" : "lazy"}
      decoding={first ? "sync" : "async"}
      {...fetchPriority(first)}
    />
  );
  const frame = words ? "w-banner-frame w-banner-frame--text" : "w-banner-frame";
  const content = words ? (
    <>
      {img}
      <BannerText words={banner} view={view} />
    </>
  ) : (
    img
  );
  if (!banner.redirectUrl) return <div className={frame}>{content}</div>;
  return (
    <WidgetLink className={`${frame} w-banner-link`} href={banner.redirectUrl} dispatch={dispatch}>
      {content}
    </WidgetLink>
  );
}

export function Banner({ props, meta, section, dispatch }: WidgetProps<BannerProps>) {
  const box = bannerBox(meta, section.view, BANNER_BOX);
  const slides = props.banners.map((b, i) => (
    <BannerImage key={b.id ?? `${i}-${b.imageUrl}`} banner={b} first={i === 0} box={box} view={section.view} dispatch={dispatch} />
  ));
  return (
    <div className="w-banner" style={{ "--w-ratio": `${box.width} / ${box.height}` } as CSSProperties}>
      <SectionHeader section={section} dispatch={dispatch} />
      {asCarousel(meta, slides.length) ? (
        <Carousel meta={{ ...meta, visible_cards: meta.visible_cards ?? 1 }} view={section.view} label={section.title ?? section.heading ?? "Offers"} peek={false}>
          {slides}
        </Carousel>
      ) : (
        slides[0]
      )}
    </div>
  );
}

export function BannerSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const box = bannerBox(meta, view, BANNER_BOX);
  const carousel = meta.variant !== "single";
  return (
    <div className="w-banner" style={{ "--w-ratio": `${box.width} / ${box.height}` } as CSSProperties} aria-hidden="true">
      <SkeletonHeader />
      <SkeletonBlock className="w-banner-frame w-banner-skel" />
      {carousel && meta.carousel_dots ? <div className="w-carousel-dots" data-pending="true" /> : null}
    </div>
  );
}
