/**
 * A full-width promotional banner: the image, and beside/below it a title (<h2>), subtitle and call to action.
 * The CTA is the one link; it stretches over the whole card so the image is clickable too.
 */
import type { CSSProperties } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { SkeletonBlock } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { bannerBox } from "../shared/media";
import { fullWidthSizes, ResponsiveImage } from "../shared/ResponsiveImage";

export interface FullWidthBannerProps {
  imageUrl: string;
  mwebImageUrl?: string;
  alt: string;
  redirectUrl?: string;
  title?: string;
  subtitle?: string;
  ctaText?: string;
}

export const FULL_WIDTH_BOX = { web: { width: 1200, height: 240 }, mweb: { width: 360, height: 180 } };

export function FullWidthBanner({ props, meta, section, dispatch }: WidgetProps<FullWidthBannerProps>) {
  const box = bannerBox(meta, section.view, FULL_WIDTH_BOX);
  const cta = props.redirectUrl ? props.ctaText || (props.title ? "Know more" : null) : null;
  const img = (
    <ResponsiveImage
      className="w-fwb-img"
      src={section.view === "mweb" && props.mwebImageUrl ? props.mwebImageUrl : props.imageUrl}
      sizes={fullWidthSizes(box.width)}
      alt={props.alt}
      width={box.width}
      height={box.height}
      loading="lazy"
      decoding="async"
    />
  );
  const hasBody = !!(props.title || props.subtitle || cta);
  return (
    <div className="w-fwb-wrap">
      <SectionHeader section={section} dispatch={dispatch} />
      <div className={`w-fwb${hasBody ? "" : " w-fwb--image-only"}`} style={{ "--w-ratio": `${box.width} / ${box.height}` } as CSSProperties}>
        {!hasBody && props.redirectUrl ? (
          <WidgetLink className="w-fwb-media" href={props.redirectUrl} dispatch={dispatch}>
            {img}
          </WidgetLink>
        ) : (
          <div className="w-fwb-media">{img}</div>
        )}
        {hasBody ? (
          <div className="w-fwb-body">
            <div className="w-fwb-text">
              {props.title ? <h2 className="w-fwb-title">{props.title}</h2> : null}
              {props.subtitle ? <p className="w-fwb-subtitle">{props.subtitle}</p> : null}
            </div>
            {cta ? (
              <WidgetLink className="btn-primary w-fwb-cta" href={props.redirectUrl} dispatch={dispatch}>
                {cta}
              </WidgetLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function FullWidthBannerSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const box = bannerBox(meta, view, FULL_WIDTH_BOX);
  return (
    <div className="w-fwb-wrap" aria-hidden="true">
      <div className="w-fwb" style={{ "--w-ratio": `${box.width} / ${box.height}` } as CSSProperties}>
        <SkeletonBlock className="w-fwb-media w-fwb-media-skel" />
        <div className="w-fwb-body">
          <div className="w-fwb-text">
            <SkeletonBlock className="w-skel-line w-skel-line--lg" />
            <SkeletonBlock className="w-skel-line" />
          </div>
        </div>
      </div>
    </div>
  );
}
