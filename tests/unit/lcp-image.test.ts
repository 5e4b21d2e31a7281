/** "The banner is the LCP element … preloaded with fetchpriority=high": the head asks for the first banner's file. */
import { describe, expect, it } from "vitest";
import { firstBannerPreload } from "~/sdui/lcp-image";
import type { RenderScreen, RenderSection } from "~/sdui/types";

const banner = (over: Partial<RenderSection> = {}): RenderSection => ({
  name: "banner",
  type: "Banner",
  order: 0,
  meta: { dimensions: { width: 1200, height: 300, mweb_width: 360, mweb_height: 160 } },
  behaviours: [],
  mode: "inline",
  eager_load: true,
  data: { status: "ok", props: { banners: [{ imageUrl: "/images/banners/home-care.svg", mwebImageUrl: "/images/banners/home-care-m.svg", alt: "Home care" }, { imageUrl: "/images/banners/b.svg", alt: "B" }] } },
  ...over,
});
const screenOf = (sections: RenderSection[], view: "web" | "mweb" = "mweb"): RenderScreen => ({
  screen_name: "a247_home", screen_identifier: "a247_home", version: 1, view, segment: "signed_out", source: "bundled",
  containers: [{ type: "vertical", position: 0, sections }],
});

describe("first banner preload", () => {
  it("asks for the first banner's phone picture on mweb as the AVIF srcset its <picture> draws", () => {
    expect(firstBannerPreload(screenOf([banner()]))).toEqual({
      href: "/images/banners/home-care-m.svg",
      type: "image/avif",
      imageSrcSet: "/images/banners/home-care-m/112.avif 112w, /images/banners/home-care-m/360.avif 360w, /images/banners/home-care-m/720.avif 720w",
      imageSizes: "(max-width: 360px) 100vw, 360px",
    });
    expect(firstBannerPreload(screenOf([banner()], "web"))?.imageSizes).toBe("(max-width: 1200px) 100vw, 1200px");
  });

  it("asks for a full-width banner's picture when it opens the page (its <img> is then eager, at high priority)", () => {
    const fwb = banner({ type: "FullWidthBanner", meta: {}, data: { status: "ok", props: { imageUrl: "/images/banners/home-care.svg", mwebImageUrl: "/images/banners/home-care-m.svg", alt: "Home care" } } });
    expect(firstBannerPreload(screenOf([fwb]))).toMatchObject({ href: "/images/banners/home-care-m.svg", type: "image/avif", imageSizes: "(max-width: 360px) 100vw, 360px" });
    expect(firstBannerPreload(screenOf([fwb], "web"))?.href).toBe("/images/banners/home-care.svg");
  });

  it("preloads nothing when the page does not open with a banner whose data is in the page", () => {
    expect(firstBannerPreload(screenOf([{ ...banner(), type: "ServiceCard" }]))).toBeNull();
    expect(firstBannerPreload(screenOf([banner({ mode: "client", data: undefined })]))).toBeNull();
    expect(firstBannerPreload(screenOf([banner({ data: { status: "error", message: "x" } })]))).toBeNull();
    expect(firstBannerPreload(screenOf([]))).toBeNull();
  });
});
