import { defineWidget } from "../../define-widget";
import { FullWidthBanner, FullWidthBannerSkeleton, type FullWidthBannerProps } from "./FullWidthBanner";
import { bannerTextSchema } from "../shared/BannerText";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

export const fullWidthBannerPropsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["imageUrl", "alt"],
  additionalProperties: false,
  properties: {
    imageUrl: { ...urlString, title: "Picture", description: "The banner image: uploaded here, or a web address on an allowed host." },
    mwebImageUrl: { ...urlString, title: "Picture for phones", description: "A narrower image for phones; the main picture is used when empty." },
    alt: { type: "string", minLength: 1, maxLength: 300, title: "Picture description", description: "A description of the picture for people who cannot see it" },
    redirectUrl: { ...urlString, title: "Link", description: "Where a tap on the banner goes: a page on this site (starting with /) or an allowed host." },
    title: { type: "string", maxLength: 120, title: "Heading on the banner", description: "Shown as text over the picture, so it can be read, translated and changed without a new image." },
    subtitle: { type: "string", maxLength: 240, title: "Text under the heading" },
    ctaText: { type: "string", maxLength: 40, title: "Button text" },
    // The words over the picture; the call to action is the band's button (ctaText).
    headline: bannerTextSchema.headline,
    offer: bannerTextSchema.offer,
    detail: bannerTextSchema.detail,
  },
};

const dimensions = { width: 1200, height: 240, mweb_width: 360, mweb_height: 180 };

export default defineWidget<FullWidthBannerProps>({
  type: "FullWidthBanner",
  propsSchema: fullWidthBannerPropsSchema,
  Component: FullWidthBanner,
  Skeleton: FullWidthBannerSkeleton,
  samples: [
    {
      name: "Full body checkup with a call to action",
      props: {
        imageUrl: "/images/banners/full-body-wide.svg",
        mwebImageUrl: "/images/banners/full-body-wide-m.svg",
        alt: "Full Body Checkup – 6 to 34 tests with free home collection",
        title: "Full Body Checkup",
        subtitle: "80+ parameters · Reports in 24 hrs",
        ctaText: "Book now",
        redirectUrl: "/test-listing/full-body-checkup",
      },
      meta: { dimensions },
    },
    {
      name: "Circle membership",
      props: {
        imageUrl: "/images/banners/circle-wide.svg",
        mwebImageUrl: "/images/banners/circle-wide-m.svg",
        alt: "Circle membership – member prices on lab tests, free delivery and extra cashback",
        title: "Circle Membership",
        subtitle: "Member prices on lab tests · ₹99 for 2 months",
        ctaText: "Explore Circle",
        redirectUrl: "/circle-landing",
      },
      meta: { dimensions },
    },
    {
      name: "Image only (Apollo SBI Card)",
      props: {
        imageUrl: "/images/banners/card-apply.svg",
        mwebImageUrl: "/images/banners/card-apply-m.svg",
        alt: "Apollo SBI Card – up to 10% back as health credits",
        redirectUrl: "/apollo-sbi-credit-card/form",
      },
      meta: { dimensions },
    },
    {
      name: "Words over the picture as text",
      props: {
        imageUrl: "/images/banners/circle-wide-bg.svg",
        mwebImageUrl: "/images/banners/circle-wide-bg-m.svg",
        alt: "Circle membership – member prices on lab tests",
        headline: "Circle Membership",
        offer: "Member prices on lab tests",
        detail: "₹99 for 2 months",
        title: "Join Circle today",
        subtitle: "Free delivery and extra cashback on every order",
        ctaText: "Explore Circle",
        redirectUrl: "/circle-landing",
      },
      meta: { dimensions },
    },
  ],
});
