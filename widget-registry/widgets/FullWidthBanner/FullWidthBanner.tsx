/**
 * A full-width promotional banner: the image, and below it a text band of fixed height with a title (<h2>),
 * subtitle and call to action (text and button side by side from 768 px). The box is the image's aspect ratio
 * plus that band, whatever the text and whichever image form (SVG, raster with srcset) loads, so the skeleton
 * takes the same room. The one link stretches over the whole card so the image is clickable too. Words that were
 * drawn in the picture (headline, offer, detail) can be text over it instead (../shared/BannerText); the call to
 * action stays the band's button.
 */
import type { CSSProperties } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import type { WidgetProps } from "../../define-widget";
import { SectionHeader } from "../../SectionHeader";
import { SkeletonBlock, SkeletonHeader } from "../shared/skeleton";
import { WidgetLink } from "../shared/links";
import { bannerBox, fetchPriority } from "../shared/media";
import { fullWidthSizes, ResponsiveImage } from "../shared/ResponsiveImage";
import { BannerText, hasBannerText, type BannerTextFields } from "../shared/BannerText";
import { FULL_WIDTH_BOX } from "./box";

export interface FullWidthBannerProps extends Omit<BannerTextFields, "cta"> {
  imageUrl: string;
  mwebImageUrl?: string;
  alt: string;
  redirectUrl?: string;
  title?: string;
  subtitle?: string;
  ctaText?: string;
}

export { FULL_WIDTH_BOX } from "./box";

export function FullWidthBanner({ props, meta, section, dispatch }: WidgetProps<FullWidthBannerProps>) {
  const box = bannerBox(meta, section.view, FULL_WIDTH_BOX);
  const hasText = !!(props.title || props.subtitle);
  const words = hasBannerText(props);
  const cta = props.redirectUrl ? props.ctaText || (props.title ? "Know more" : null) : null;
  // A banner without text of its own shows its picture's description in the text band, so every banner (and its
  // skeleton, which cannot know the text) has the same box; the picture is then decorative, the band says it.
  const img = (
    <ResponsiveImage
      className="w-fwb-img"
      src={section.view === "mweb" && props.mwebImageUrl ? props.mwebImageUrl : props.imageUrl}
      sizes={fullWidthSizes(box.width)}
      alt={hasText && !words ? props.alt : ""}
      width={box.width}
      height={box.height}
      // The screen's first section is the page's largest paint, already preloaded at high priority: no waiting for
      // layout. Any other banner waits until it nears the viewport.
      loading={section.first ? "eager" : "lazy"}
      decoding={section.first ? "sync" : "async"}
      {...fetchPriority(!!section.first)}
    />
  );
  return (
    <div className="w-fwb-wrap">
      <SectionHeader section={section} dispatch={dispatch} />
      <div className="w-fwb" style={{ "--w-ratio": `${box.width} / ${box.height}` } as CSSProperties}>
        <div className={words ? "w-fwb-media w-fwb-media--text" : "w-fwb-media"}>
          {img}
          {words ? <BannerText words={props} view={section.view} withCta={false} /> : null}
        </div>
        <div className="w-fwb-body">
          {hasText ? (
            <div className="w-fwb-text">
              {props.title ? <h2 className="w-fwb-title">{props.title}</h2> : null}
              {props.subtitle ? <p className="w-fwb-subtitle">{props.subtitle}</p> : null}
            </div>
          ) : (
            <p className="w-fwb-text w-fwb-caption">
              {props.redirectUrl && !cta ? (
                <WidgetLink className="w-fwb-caption-link" href={props.redirectUrl} dispatch={dispatch}>
                  {props.alt}
                </WidgetLink>
              ) : (
                props.alt
              )}
            </p>
          )}
          {cta ? (
            <WidgetLink className="btn-primary w-fwb-cta" href={props.redirectUrl} dispatch={dispatch}>
              {cta}
            </WidgetLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function FullWidthBannerSkeleton({ meta, view }: { meta: SectionMeta; view: "web" | "mweb" }) {
  const box = bannerBox(meta, view, FULL_WIDTH_BOX);
  return (
    <div className="w-fwb-wrap" aria-hidden="true">
      <SkeletonHeader />
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
