/**
 * The site's artwork as rasters: real AVIF/WebP at the pipeline's widths. Banners (the first is a page's largest
 * paint) and icons (an SVG in an <img> is a document parsed on the page's main thread; a raster is only decoded).
 */
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { loader } from "~/routes/images.$";

const get = (path: string) => loader({ params: { "*": path }, request: new Request(`http://x/images/${path}`), context: {} } as never);

describe("banner artwork rasters", () => {
  it("serves a phone banner as WebP and AVIF at the asked width, cacheable", async () => {
    for (const [format, width] of [["webp", 360], ["avif", 720]] as const) {
      const res = await get(`banners/lab-tests-offer-m/${width}.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${format}`);
      expect(res.headers.get("cache-control")).toContain("max-age=86400");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
    }
  });

  it("serves a category icon and an article picture as rasters at 112 and 360 px, drawn from the same artwork", async () => {
    for (const [path, width] of [["categories/thyroid/112.webp", 112], ["widgets/article-hba1c/360.avif", 360]] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width); // the icons are square
    }
  });

  it("offers only the listed widths up to the artwork's widest, and only the artwork's folders", async () => {
    expect((await get("banners/lab-tests-offer-m/1200.webp")).status).toBe(404); // a phone banner stops at 720
    expect((await get("banners/lab-tests-offer/500.webp")).status).toBe(404);
    expect((await get("banners/lab-tests-offer/1200.png")).status).toBe(404);
    expect((await get("categories/thyroid/720.webp")).status).toBe(404); // an icon stops at 360
    expect((await get("doctors/farah-khan/112.webp")).status).toBe(404);
    expect((await get("categories/../banners/x/112.webp")).status).toBe(404);
    expect((await get("banners/lab-tests-offer.svg")).headers.get("content-type")).toBe("image/svg+xml");
  });
});
