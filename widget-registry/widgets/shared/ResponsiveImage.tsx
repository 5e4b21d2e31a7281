/**
 * An <img> that, when its URL is an uploaded studio image (/media/<id>/<width>.webp), becomes a <picture> with
 * AVIF and WebP sources over every variant width, so a phone downloads a phone-sized file. Any other URL renders
 * exactly the plain <img> it always did.
 */
import type { ImgHTMLAttributes } from "react";
import { mediaSrcSet, parseMediaUrl } from "~/lib/media";

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  src: string;
  /** How wide the image is drawn, for the browser to pick a variant, e.g. "(max-width: 1200px) 100vw, 1200px". */
  sizes: string;
}

export function ResponsiveImage({ src, sizes, ...img }: Props) {
  const media = parseMediaUrl(src);
  if (!media) return <img src={src} {...img} />;
  return (
    <picture className="w-picture">
      <source type="image/avif" srcSet={mediaSrcSet(media, "avif")} sizes={sizes} />
      <img src={src} srcSet={mediaSrcSet(media, "webp")} sizes={sizes} {...img} />
    </picture>
  );
}

/** `sizes` for an image drawn full width up to `maxWidth` CSS px. */
export function fullWidthSizes(maxWidth: number): string {
  return `(max-width: ${maxWidth}px) 100vw, ${maxWidth}px`;
}
