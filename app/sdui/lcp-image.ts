/**
 * The first banner is a screen's largest contentful paint. Its preload goes in the document head, so the browser
 * asks for it with the stylesheets instead of after laying the page out: the same file (AVIF, or the image itself
 * when it is not one the media pipeline makes), the same srcset and sizes as the <picture> the banner draws.
 */
import { BANNER_BOX, bannerImageUrl } from "#widgets/widgets/Banner/box";
import { FULL_WIDTH_BOX } from "#widgets/widgets/FullWidthBanner/box";
import { bannerBox } from "#widgets/widgets/shared/media";
import { fullWidthSizes } from "#widgets/widgets/shared/ResponsiveImage";
import { mediaSrcSet, parseMediaUrl } from "~/lib/media";
import type { RenderScreen } from "./types";

export interface ImagePreload {
  href: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

type BannerImage = { imageUrl: string; mwebImageUrl?: string };

/**
 * The preload for a screen whose first section is a banner (a carousel's first picture, or a full-width banner) with
 * its data in the page; null otherwise.
 */
export function firstBannerPreload(screen: RenderScreen): ImagePreload | null {
  const section = screen.containers[0]?.sections[0];
  if (!section || section.mode !== "inline" || section.data?.status !== "ok") return null;
  const props = section.data.props;
  const [first, box] =
    section.type === "Banner"
      ? [(props as { banners?: BannerImage[] }).banners?.[0], BANNER_BOX]
      : section.type === "FullWidthBanner"
        ? [props as Partial<BannerImage>, FULL_WIDTH_BOX]
        : [undefined, BANNER_BOX];
  if (!first?.imageUrl) return null;
  const src = bannerImageUrl(first as BannerImage, screen.view);
  const media = parseMediaUrl(src);
  if (!media) return { href: src };
  // The <picture>'s first source, AVIF; a browser without AVIF skips a preload of that type (and takes the WebP).
  return { href: src, type: "image/avif", imageSrcSet: mediaSrcSet(media, "avif"), imageSizes: fullWidthSizes(bannerBox(section.meta, screen.view, box).width) };
}
