import { defineWidget } from "../../define-widget";
import { closed, isoDate, listOf, money, propsSchema, text, urlString } from "../shared/schema";
import { PreviouslyConsultedCard, PreviouslyConsultedCardSkeleton, type PreviouslyConsultedCardProps } from "./PreviouslyConsultedCard";

export const previouslyConsultedCardPropsSchema = propsSchema(["doctors"], {
  doctors: listOf(
    closed(["doctorId", "doctorName", "specialty", "lastConsultedOn", "imageUrl", "profileUrl"], {
      doctorId: text(64),
      doctorName: text(120),
      specialty: text(80),
      experienceYears: { type: "integer", minimum: 0, maximum: 70 },
      lastConsultedOn: isoDate,
      imageUrl: urlString,
      profileUrl: urlString,
      consultFee: money,
    }),
    20,
  ),
});

export default defineWidget<PreviouslyConsultedCardProps>({
  type: "PreviouslyConsultedCard",
  personal: true,
  propsSchema: previouslyConsultedCardPropsSchema,
  Component: PreviouslyConsultedCard,
  Skeleton: PreviouslyConsultedCardSkeleton,
  samples: [
    {
      name: "Two doctors consulted this year",
      props: {
        doctors: [
          {
            doctorId: "dr-ramesh-kumar-reddy",
            doctorName: "Dr. Ramesh Kumar Reddy",
            specialty: "General Physician",
            experienceYears: 18,
            lastConsultedOn: "2026-10-18",
            imageUrl: "/images/widgets/doctor-ramesh-kumar-reddy.svg",
            profileUrl: "/doctors/dr-ramesh-kumar-reddy",
            consultFee: 499,
          },
          {
            doctorId: "dr-farah-khan",
            doctorName: "Dr. Farah Khan",
            specialty: "Paediatrics",
            experienceYears: 12,
            lastConsultedOn: "2026-09-02",
            imageUrl: "/images/widgets/doctor-farah-khan.svg",
            profileUrl: "/doctors/dr-farah-khan",
            consultFee: 650,
          },
        ],
      },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true },
    },
    {
      name: "One doctor (grid)",
      props: {
        doctors: [
          {
            doctorId: "dr-priya-nair",
            doctorName: "Dr. Priya Nair",
            specialty: "Endocrinology",
            lastConsultedOn: "2026-11-20",
            imageUrl: "/images/widgets/doctor-priya-nair.svg",
            profileUrl: "/doctors/dr-priya-nair",
          },
        ],
      },
      meta: { variant: "grid", visible_cards: 3 },
    },
  ],
});
