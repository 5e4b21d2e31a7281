import { defineWidget } from "../../define-widget";
import { closed, listOf, propsSchema, text, urlString } from "../shared/schema";
import { CorporateBenefitsCard, CorporateBenefitsCardSkeleton, type CorporateBenefitsCardProps } from "./CorporateBenefitsCard";

export const corporateBenefitsCardPropsSchema = propsSchema(["benefits"], {
  benefits: listOf(
    closed(["id", "title", "description", "iconUrl", "redirectUrl"], {
      id: text(64),
      title: text(80),
      description: text(200),
      iconUrl: urlString,
      redirectUrl: urlString,
      ctaText: text(30),
      partnerName: text(60),
    }),
    12,
  ),
});

export default defineWidget<CorporateBenefitsCardProps>({
  type: "CorporateBenefitsCard",
  propsSchema: corporateBenefitsCardPropsSchema,
  Component: CorporateBenefitsCard,
  Skeleton: CorporateBenefitsCardSkeleton,
  samples: [
    {
      name: "Benefits for corporate employees",
      props: {
        benefits: [
          {
            id: "free-consults",
            title: "Free doctor consultations",
            description: "Unlimited online consults with general physicians for you and your family.",
            iconUrl: "/images/services/consult.svg",
            redirectUrl: "/corporate-benefits",
            ctaText: "Register",
          },
          {
            id: "annual-checkup",
            title: "Annual health checkup",
            description: "One Full Body Checkup every year at home, paid by your employer.",
            iconUrl: "/images/services/health-checkup.svg",
            redirectUrl: "/corporate-benefits",
            ctaText: "Register",
          },
          {
            id: "lab-discount",
            title: "25% off lab tests",
            description: "On every lab test and package you book, with free home sample collection.",
            iconUrl: "/images/services/lab-tests.svg",
            redirectUrl: "/lab-tests",
            ctaText: "Book a test",
          },
        ],
      },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true },
    },
    {
      name: "Partner bank customers",
      props: {
        benefits: [
          {
            id: "hdfc-gold",
            title: "₹249 off virtual consultations",
            description: "For HDFC Bank Gold customers, on every online consult.",
            iconUrl: "/images/services/consult.svg",
            redirectUrl: "/corporate-benefits?partner=HDFCBANK",
            partnerName: "HDFC Bank",
          },
          {
            id: "sbi-yono",
            title: "Health credits on every order",
            description: "Pay with YONO SBI and earn health credits on lab tests.",
            iconUrl: "/images/services/credit-card.svg",
            redirectUrl: "/corporate-benefits?partner=SBIYONO",
            partnerName: "SBI YONO",
          },
        ],
      },
      meta: { variant: "grid", visible_cards: 2 },
    },
  ],
});
