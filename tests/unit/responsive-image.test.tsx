/** Uploaded studio images render with AVIF/WebP srcset and sizes; every other image URL renders as before. */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ResponsiveImage, fullWidthSizes } from "#widgets/widgets/shared/ResponsiveImage";
import { mediaSrcSet, parseMediaUrl, variantWidths } from "~/lib/media";

const ID = "0123456789abcdef0123456789abcdef";

describe("media URLs", () => {
  it("recognises only /media/<32 hex>/<width>.<webp|avif>", () => {
    expect(parseMediaUrl(`/media/${ID}/1200.webp`)).toEqual({ id: ID, maxWidth: 1200 });
    expect(parseMediaUrl("/images/doctors/dr-farah-khan.jpg")).toBeNull();
    expect(parseMediaUrl(`https://evil.example/media/${ID}/1200.webp`)).toBeNull();
    expect(parseMediaUrl(`/media/${ID}/1200.png`)).toBeNull();
  });

  it("the site's banner artwork is served by the same pipeline: AVIF/WebP at the listed widths, a phone banner up to 720 px", () => {
    expect(parseMediaUrl("/images/banners/lab-tests-offer.svg")).toEqual({ id: "banners/lab-tests-offer", maxWidth: 1200, kind: "artwork" });
    expect(parseMediaUrl("/images/banners/lab-tests-offer-m.svg")).toEqual({ id: "banners/lab-tests-offer-m", maxWidth: 720, kind: "artwork" });
    expect(parseMediaUrl("/images/banners/../secret.svg")).toBeNull();
    expect(mediaSrcSet(parseMediaUrl("/images/banners/home-care-m.svg")!, "avif")).toBe(
      "/images/banners/home-care-m/112.avif 112w, /images/banners/home-care-m/360.avif 360w, /images/banners/home-care-m/720.avif 720w",
    );
  });

  it("icons and pictures (categories, services, specialties, items, articles) are rasters too: an SVG in an <img> is a document the page's main thread parses", () => {
    expect(parseMediaUrl("/images/categories/thyroid.svg")).toEqual({ id: "categories/thyroid", maxWidth: 360, kind: "artwork" });
    expect(parseMediaUrl("/images/widgets/article-hba1c.svg")).toEqual({ id: "widgets/article-hba1c", maxWidth: 360, kind: "artwork" });
    expect(mediaSrcSet(parseMediaUrl("/images/services/lab-tests.svg")!, "webp")).toBe("/images/services/lab-tests/112.webp 112w, /images/services/lab-tests/360.webp 360w");
    expect(parseMediaUrl("/images/secrets/thyroid.svg")).toBeNull();
    expect(parseMediaUrl("/images/categories/thyroid.svg?x=1")).toBeNull();
  });

  it("variants exist at each listed width the original covers, or at its own width", () => {
    expect(variantWidths(1600)).toEqual([112, 360, 720, 1200]);
    expect(variantWidths(500)).toEqual([112, 360]);
    expect(variantWidths(80)).toEqual([80]);
    expect(mediaSrcSet({ id: ID, maxWidth: 360 }, "avif")).toBe(`/media/${ID}/112.avif 112w, /media/${ID}/360.avif 360w`);
    expect(mediaSrcSet({ id: ID, maxWidth: 80 }, "webp")).toBe(`/media/${ID}/80.webp 80w`);
  });
});

describe("ResponsiveImage", () => {
  it("an uploaded image becomes a <picture> with an AVIF source and a WebP srcset, keeping its src, alt and size", () => {
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    const html = renderToStaticMarkup(<ResponsiveImage src={`/media/${ID}/1200.webp`} sizes={fullWidthSizes(1200)} alt="Offer" width={1200} height={300} />).replace(/srcSet=/g, "srcset=");
    expect(html).toContain('<picture class="w-picture"><source type="image/avif"');
    expect(html).toContain(`srcset="/media/${ID}/112.avif 112w, /media/${ID}/360.avif 360w, /media/${ID}/720.avif 720w, /media/${ID}/1200.avif 1200w"`);
    expect(html).toContain(`src="/media/${ID}/1200.webp"`);
    expect(html).toContain(`srcset="/media/${ID}/112.webp 112w, /media/${ID}/360.webp 360w, /media/${ID}/720.webp 720w, /media/${ID}/1200.webp 1200w"`);
    expect(html).toContain('sizes="(max-width: 1200px) 100vw, 1200px"');
    expect(html).toContain('alt="Offer"');
  });

  it("a category icon is a <picture> over its 112 and 360 px rasters, keeping the SVG as the fallback src", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/images/categories/thyroid.svg" sizes="56px" alt="" width={56} height={56} />).replace(/srcSet=/g, "srcset=");
    expect(html).toBe(
      '<picture class="w-picture"><source type="image/avif" srcset="/images/categories/thyroid/112.avif 112w, /images/categories/thyroid/360.avif 360w" sizes="56px"/>' +
        '<img src="/images/categories/thyroid.svg" srcset="/images/categories/thyroid/112.webp 112w, /images/categories/thyroid/360.webp 360w" sizes="56px" alt="" width="56" height="56"/></picture>',
    );
  });

  it("any other URL is the plain <img> it always was", () => {
    expect(renderToStaticMarkup(<ResponsiveImage src="https://cdn.example.in/thyroid.png" sizes="56px" alt="" width={56} height={56} />)).toBe(
      '<img src="https://cdn.example.in/thyroid.png" alt="" width="56" height="56"/>',
    );
  });
});
