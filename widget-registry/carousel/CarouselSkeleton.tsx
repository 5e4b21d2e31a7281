/** The box a Carousel takes before its section's data arrives: the same row, slide widths and dots row. */
import type { CSSProperties, ReactNode } from "react";
import type { SectionMeta } from "#schemas/generated/meta";
import { carouselLayout, carouselVars, type LayoutOptions } from "./layout";

export function CarouselSkeleton({
  meta,
  view,
  slide,
  options,
}: {
  meta: SectionMeta;
  view: "web" | "mweb";
  /** One placeholder slide; repeated to fill the widest row. */
  slide: ReactNode;
  options?: LayoutOptions;
}) {
  const layout = carouselLayout(meta, view, options);
  const count = Math.ceil(Math.max(layout.perView.sm, layout.perView.md, layout.perView.lg)) + 1;
  return (
    <div className="w-carousel" style={carouselVars(layout) as CSSProperties} aria-hidden="true">
      <div className="w-carousel-stage">
        <div className="w-carousel-viewport w-carousel-viewport--static">
          <div className="w-carousel-track">
            {Array.from({ length: count }, (_, i) => (
              <div key={i} className="w-carousel-slide">
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
      {layout.dots ? <div className="w-carousel-dots" data-pending="true" /> : null}
    </div>
  );
}
