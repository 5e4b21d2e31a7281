import { defineWidget } from "../../define-widget";
import { closed, listOf, money, propsSchema, text, urlString } from "../shared/schema";
import { SpecialtyCard, SpecialtyCardSkeleton, type SpecialtyCardProps } from "./SpecialtyCard";

export const specialtyCardPropsSchema = propsSchema(["specialties"], {
  specialties: listOf(
    closed(["id", "name", "iconUrl"], {
      id: { type: "string", pattern: "^[a-z0-9-]{1,80}$" },
      name: text(60),
      iconUrl: urlString,
      concerns: listOf(text(40), 6),
      startingFee: money,
      redirectUrl: urlString,
    }),
    30,
  ),
});

const icon = (id: string) => `/images/specialties/${id}.svg`;

export default defineWidget<SpecialtyCardProps>({
  type: "SpecialtyCard",
  propsSchema: specialtyCardPropsSchema,
  Component: SpecialtyCard,
  Skeleton: SpecialtyCardSkeleton,
  samples: [
    {
      name: "Top specialties (carousel)",
      props: {
        specialties: [
          { id: "general-physician", name: "General Physician", iconUrl: icon("general-physician"), concerns: ["Fever", "Cold and cough", "Diabetes"], startingFee: 399 },
          { id: "dermatology", name: "Dermatology", iconUrl: icon("dermatology"), concerns: ["Acne", "Hair fall", "Eczema"], startingFee: 499 },
          { id: "obstetrics-and-gynaecology", name: "Gynaecology", iconUrl: icon("obstetrics-and-gynaecology"), concerns: ["PCOS", "Pregnancy", "Irregular periods"], startingFee: 599 },
          { id: "paediatrics", name: "Paediatrics", iconUrl: icon("paediatrics"), concerns: ["Child fever", "Vaccination"], startingFee: 449 },
          { id: "cardiology", name: "Cardiology", iconUrl: icon("cardiology"), concerns: ["Chest pain", "High BP"], startingFee: 799 },
          { id: "orthopaedics", name: "Orthopaedics", iconUrl: icon("orthopaedics"), concerns: ["Back pain", "Knee pain"], startingFee: 649 },
        ],
      },
      meta: { variant: "carousel", visible_cards: 5, carousel_arrows: true, carousel_dots: false },
    },
    {
      name: "Specialties grid without fees",
      props: {
        specialties: [
          { id: "psychiatry", name: "Psychiatry", iconUrl: icon("psychiatry"), concerns: ["Anxiety", "Sleep problems"] },
          { id: "ent", name: "ENT", iconUrl: icon("ent"), concerns: ["Sinusitis", "Ear pain"] },
          { id: "gastroenterology", name: "Gastroenterology", iconUrl: icon("gastroenterology"), concerns: ["Acidity", "IBS"] },
          { id: "urology", name: "Urology", iconUrl: icon("urology"), concerns: ["Kidney stones", "UTI"] },
        ],
      },
      meta: { variant: "grid", visible_cards: 4 },
    },
  ],
});
