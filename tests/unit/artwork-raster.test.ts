/** Banner artwork as rasters (the first banner is a page's largest paint): real AVIF/WebP at the pipeline's widths. */
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

  it("offers only the listed widths up to the banner's widest, and nothing but banners", async () => {
    expect((await get("banners/lab-tests-offer-m/1200.webp")).status).toBe(404); // a phone banner stops at 720
    expect((await get("banners/lab-tests-offer/500.webp")).status).toBe(404);
    expect((await get("banners/lab-tests-offer/1200.png")).status).toBe(404);
    expect((await get("categories/thyroid/360.webp")).status).toBe(404);
    expect((await get("banners/lab-tests-offer.svg")).headers.get("content-type")).toBe("image/svg+xml");
  });
});
