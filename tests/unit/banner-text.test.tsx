/**
 * Issue 23: "Banner text that is drawn into the image can be edited as text. If it stays in the image, changing the
 * alt text without the image warns."
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { checkConfiguration, DRAWN_TEXT_RULE } from "~/.server/content/checks";
import { loader } from "~/routes/images.$";
import { Banner } from "#widgets/widgets/Banner/Banner";
import { FullWidthBanner } from "#widgets/widgets/FullWidthBanner/FullWidthBanner";
import { bannerPropsSchema } from "#widgets/widgets/Banner/index";
import { fullWidthBannerPropsSchema } from "#widgets/widgets/FullWidthBanner/index";
import type { Dispatch } from "#widgets/define-widget";
import { screenOfSections } from "./support/screen-config";

const opts = { allowedUrlSuffixes: ["apollo247.com"], allowedDataHosts: ["localhost"] };
const dispatch = (() => {}) as unknown as Dispatch;

const screen = screenOfSections;

type Item = Record<string, unknown>;
const bannerSection = (banners: Item[], name = "offers", type = "Banner") => ({
  name,
  type,
  order: 1,
  SSR: true,
  eager_load: true,
  data_source: { type: "JSON", data: type === "Banner" ? { banners } : banners[0] },
});
const drawn = (over: Item = {}): Item => ({ id: "b1", imageUrl: "/images/banners/lab-tests-offer.svg", alt: "Up to 66% off on lab tests", ...over });
const stale = (r: ReturnType<typeof checkConfiguration>) => r.warnings.filter((w) => w.message.includes(DRAWN_TEXT_RULE));

describe(`the banner's alt text against its picture: "If it stays in the image, changing the alt text without the image warns"`, () => {
  const live = screen([bannerSection([drawn()])]);

  it("warns, in words, at the description's field and named at its section, when the description changed and the picture did not", () => {
    const r = checkConfiguration(screen([bannerSection([drawn({ alt: "Up to 70% off on lab tests" })])]), { ...opts, live });
    expect(stale(r)).toEqual([
      {
        path: "/containers/0/sections/0/data_source/data/banners/0/alt",
        section: "offers",
        message: expect.stringContaining("The picture description changed but the picture did not (it said “Up to 66% off on lab tests”)"),
      },
    ]);
    expect(r.errors).toEqual([]);
  });

  it("does not warn when the picture changed with it, or nothing changed, or there is no live version", () => {
    const both = screen([bannerSection([drawn({ alt: "Full Body Checkup", imageUrl: "/images/banners/full-body-checkup.svg" })])]);
    expect(stale(checkConfiguration(both, { ...opts, live }))).toEqual([]);
    expect(stale(checkConfiguration(live, { ...opts, live }))).toEqual([]);
    expect(stale(checkConfiguration(screen([bannerSection([drawn({ alt: "New words" })])]), { ...opts, live: null }))).toEqual([]);
  });

  it("a new phone picture counts as a new picture", () => {
    const phone = screen([bannerSection([drawn({ alt: "New words", mwebImageUrl: "/images/banners/lab-tests-offer-m.svg" })])]);
    expect(stale(checkConfiguration(phone, { ...opts, live }))).toEqual([]);
  });

  it("does not warn when the words are no longer in the picture: the banner has its own headline or offer", () => {
    const text = screen([bannerSection([drawn({ alt: "New words", offer: "Up to 70% off" })])]);
    expect(stale(checkConfiguration(text, { ...opts, live }))).toEqual([]);
  });

  it("follows a banner by its id when the banners were reordered", () => {
    const other = { id: "b2", imageUrl: "/images/banners/circle-savings.svg", alt: "Circle members save more" };
    const before = screen([bannerSection([drawn(), other])]);
    const moved = screen([bannerSection([other, drawn({ alt: "Changed" })])]);
    expect(stale(checkConfiguration(moved, { ...opts, live: before })).map((w) => w.path)).toEqual(["/containers/0/sections/0/data_source/data/banners/1/alt"]);
  });

  it("measures against the live version, the first of several known ones, and covers the full-width banner", () => {
    const fwb = (alt: string) => screen([bannerSection([{ imageUrl: "/images/banners/full-body-wide.svg", alt, title: "Full Body Checkup" }], "hero", "FullWidthBanner")]);
    const r = checkConfiguration(fwb("Changed"), { ...opts, live: [fwb("Full Body Checkup – 6 to 34 tests"), fwb("Changed")] });
    expect(stale(r)).toEqual([expect.objectContaining({ path: "/containers/0/sections/0/data_source/data/alt", section: "hero" })]);
  });

  it("other widgets' pictures are not banners with drawn words", () => {
    const card = (alt: string) => screen([{ ...bannerSection([]), type: "DiagItemCard", data_source: { type: "JSON", data: { items: [{ imageUrl: "/images/items/cbc.svg", alt }] } } }]);
    expect(stale(checkConfiguration(card("New"), { ...opts, live: card("Old") }))).toEqual([]);
  });
});

describe(`"Banner text that is drawn into the image can be edited as text"`, () => {
  const section = { name: "offers", view: "mweb" as const };

  it("the banner's schema has the artwork's text fields, with titles and help in words", () => {
    const item = bannerPropsSchema.properties.banners.items.properties as Record<string, { title?: string; description?: string }>;
    for (const k of ["headline", "offer", "detail", "cta"]) {
      expect(item[k]?.title, k).toMatch(/^[A-Z][a-z]/);
      expect(item[k]?.description, k).toBeTruthy();
    }
    expect(Object.keys(fullWidthBannerPropsSchema.properties)).toEqual(expect.arrayContaining(["headline", "offer", "detail"]));
  });

  it("draws the words as HTML text over a decorative picture", () => {
    const props = { banners: [{ imageUrl: "/images/banners/lab-tests-offer-bg.svg", mwebImageUrl: "/images/banners/lab-tests-offer-bg-m.svg", alt: "Up to 66% off lab tests", headline: "Lab tests at home", offer: "Up to 66% off", detail: "Free home sample collection", cta: "Book now" }] };
    const html = renderToStaticMarkup(<Banner props={props} meta={{ variant: "single" }} section={section} dispatch={dispatch} />);
    expect(html).toContain('<span class="w-banner-headline">Lab tests at home</span>');
    expect(html).toContain('<span class="w-banner-offer">Up to 66% off</span>');
    expect(html).toContain('<span class="w-banner-detail">Free home sample collection</span>');
    expect(html).toMatch(/<span class="w-banner-cta">Book now<span aria-hidden="true"> ›<\/span><\/span>/);
    expect(html).toContain('src="/images/banners/lab-tests-offer-bg-m.svg"');
    expect(html).toMatch(/<img[^>]*alt=""/);
    // The LCP picture still loads first, at high priority.
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
  });

  it("a banner whose words are in its picture keeps its description on the picture, and no text layer", () => {
    const props = { banners: [{ imageUrl: "/images/banners/lab-tests-offer.svg", alt: "Up to 66% off lab tests" }] };
    const html = renderToStaticMarkup(<Banner props={props} meta={{ variant: "single" }} section={section} dispatch={dispatch} />);
    expect(html).toContain('alt="Up to 66% off lab tests"');
    expect(html).not.toContain("w-banner-text");
  });

  it("the full-width banner draws its words over the picture and keeps its button in the band", () => {
    const props = { imageUrl: "/images/banners/full-body-wide-bg.svg", alt: "Full Body Checkup", headline: "Full Body Checkup", offer: "6 to 34 tests", title: "Full Body Checkup", subtitle: "Reports in 24 hrs" };
    const html = renderToStaticMarkup(<FullWidthBanner props={props} meta={{}} section={{ name: "hero", view: "web" }} dispatch={dispatch} />);
    expect(html).toContain('<span class="w-banner-offer">6 to 34 tests</span>');
    expect(html).not.toContain("w-banner-cta");
    expect(html).toMatch(/<img[^>]*alt=""/);
  });

  it("every designed banner has a background without words, hidden from screen readers", async () => {
    for (const file of ["lab-tests-offer-bg", "lab-tests-offer-bg-m", "full-body-wide-bg"]) {
      const res = await loader({ params: { "*": `banners/${file}.svg` }, request: new Request(`http://localhost/images/banners/${file}.svg`), context: {} });
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg, file).not.toContain("<text");
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true">/);
      expect(svg).not.toContain('role="img"');
      expect(svg).toMatch(/class="lucide lucide-/);
    }
  });
});
