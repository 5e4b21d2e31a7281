import { defineWidget } from "../../define-widget";
import { Banner, BannerSkeleton, type BannerProps } from "./Banner";
import { bannerTextSchema } from "../shared/BannerText";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

export const bannerPropsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["banners"],
  additionalProperties: false,
  properties: {
    banners: {
      type: "array",
      minItems: 1,
      maxItems: 20,
      items: {
        type: "object",
        required: ["imageUrl", "alt"],
        additionalProperties: false,
        properties: {
          id: { type: "string", maxLength: 100 },
          imageUrl: { ...urlString, title: "Picture", description: "The banner image: uploaded here, or a web address on an allowed host." },
          mwebImageUrl: { ...urlString, title: "Picture for phones", description: "A narrower image for phones; the main picture is used when empty." },
          // The description is also the required-field error in words (~/lib/field-words): kept to one sentence.
          alt: { type: "string", minLength: 1, maxLength: 300, title: "Picture description", description: "A description of the picture for people who cannot see it" },
          redirectUrl: { ...urlString, title: "Link", description: "Where a tap on the banner goes: a page on this site (starting with /) or an allowed host." },
          ...bannerTextSchema,
        },
      },
    },
  },
};

const carouselMeta = {
  variant: "carousel" as const,
  visible_cards: 1,
  auto_swipe: true,
  time_to_swipe: 5000,
  circular_rotation: true,
  carousel_dots: true,
  carousel_arrows: true,
  dimensions: { width: 1200, height: 300, mweb_width: 360, mweb_height: 160 },
};

export default defineWidget<BannerProps>({
  type: "Banner",
  propsSchema: bannerPropsSchema,
  Component: Banner,
  Skeleton: BannerSkeleton,
  samples: [
    {
      name: "Lab test offers (auto-swiping, dots and arrows)",
      props: {
        banners: [
          {
            id: "diag-1",
            imageUrl: "/images/banners/health25-offer.svg",
            mwebImageUrl: "/images/banners/health25-offer-m.svg",
            alt: "Flat 25% off with HEALTH25 – up to ₹500 off lab tests",
            redirectUrl: "/lab-tests?openSearch=true",
          },
          {
            id: "diag-2",
            imageUrl: "/images/banners/full-body-checkup.svg",
            mwebImageUrl: "/images/banners/full-body-checkup-m.svg",
            alt: "Full Body Checkup starting ₹739",
            redirectUrl: "/test-listing/full-body-checkup",
          },
          {
            id: "diag-3",
            imageUrl: "/images/banners/circle-savings.svg",
            mwebImageUrl: "/images/banners/circle-savings-m.svg",
            alt: "Circle members save more on every test",
            redirectUrl: "/circle-landing",
          },
        ],
      },
      meta: carouselMeta,
    },
    {
      name: "Single consult banner without a link, its words as text",
      props: {
        banners: [
          {
            id: "consult-1",
            imageUrl: "/images/banners/home-care-bg.svg",
            mwebImageUrl: "/images/banners/home-care-bg-m.svg",
            alt: "Consult top doctors online from ₹199",
            // The words as text over the picture's background: read aloud, translatable, editable without a new image.
            headline: "Consult top doctors online",
            offer: "From ₹199",
            detail: "Consult in 15 minutes",
            cta: "Consult now",
          },
        ],
      },
      meta: { variant: "single", dimensions: { width: 1200, height: 300, mweb_width: 360, mweb_height: 160 } },
    },
  ],
});
