import { defineWidget } from "../../define-widget";
import { ServiceCard, ServiceCardSkeleton, type ServiceCardProps } from "./ServiceCard";

const urlString = { type: "string", minLength: 1, maxLength: 2048 };

export const serviceCardPropsSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  required: ["services"],
  additionalProperties: false,
  properties: {
    services: {
      type: "array",
      maxItems: 24,
      items: {
        type: "object",
        required: ["title", "iconUrl", "redirectUrl"],
        additionalProperties: false,
        properties: {
          title: { type: "string", minLength: 1, maxLength: 60 },
          subtitle: { type: "string", maxLength: 120 },
          iconUrl: urlString,
          redirectUrl: urlString,
          badge: { type: "string", maxLength: 30 },
        },
      },
    },
  },
};

export default defineWidget<ServiceCardProps>({
  type: "ServiceCard",
  propsSchema: serviceCardPropsSchema,
  Component: ServiceCard,
  Skeleton: ServiceCardSkeleton,
  samples: [
    {
      name: "Our services (home page)",
      props: {
        services: [
          { title: "Book Lab Tests", subtitle: "Home sample collection", iconUrl: "/images/services/lab-tests.svg", redirectUrl: "/lab-tests", badge: "Up to 60% off" },
          { title: "Consult a Doctor", subtitle: "Online or at a clinic", iconUrl: "/images/services/consult.svg", redirectUrl: "/consult" },
          { title: "Health Checkups", subtitle: "Preventive packages", iconUrl: "/images/services/health-checkup.svg", redirectUrl: "/test-listing/full-body-checkup" },
          { title: "Radiology Scans", subtitle: "MRI, CT, X-ray near you", iconUrl: "/images/services/radiology.svg", redirectUrl: "/radiology" },
          { title: "Apollo SBI Card", subtitle: "Earn health credits", iconUrl: "/images/services/credit-card.svg", redirectUrl: "/apollo-sbi-credit-card" },
        ],
      },
      meta: { variant: "grid", visible_cards: 5 },
    },
    {
      name: "How would you like to consult?",
      props: {
        services: [
          { title: "Instant Consult", subtitle: "Talk to a doctor in 15 minutes", iconUrl: "/images/services/instant.svg", redirectUrl: "/instant-consult", badge: "24x7" },
          { title: "Online Consult", subtitle: "Video or audio with a specialist", iconUrl: "/images/services/consult.svg", redirectUrl: "/specialties/online" },
          { title: "Visit a Clinic", subtitle: "Book an appointment near you", iconUrl: "/images/services/clinic.svg", redirectUrl: "/doctors/doctors-near-me" },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
