import { defineWidget } from "../../define-widget";
import { closed, isoDate, listOf, propsSchema, text } from "../shared/schema";
import { PostConsultCard, PostConsultCardSkeleton, type PostConsultCardProps } from "./PostConsultCard";

export const postConsultCardPropsSchema = propsSchema(["prescriptions"], {
  prescriptions: listOf(
    closed(["appointmentId", "doctorName", "patientName", "consultDate", "items"], {
      appointmentId: text(64),
      doctorName: text(120),
      specialty: text(80),
      patientName: text(120),
      consultDate: isoDate,
      items: listOf(
        closed(["itemName", "available"], { itemId: { type: "integer", minimum: 1 }, itemName: text(200), available: { type: "boolean" } }),
        30,
      ),
    }),
    10,
  ),
});

export default defineWidget<PostConsultCardProps>({
  type: "PostConsultCard",
  personal: true,
  propsSchema: postConsultCardPropsSchema,
  Component: PostConsultCard,
  Skeleton: PostConsultCardSkeleton,
  samples: [
    {
      name: "After a general physician consult",
      props: {
        prescriptions: [
          {
            appointmentId: "APT-20261118-4412",
            doctorName: "Dr. Ramesh Kumar Reddy",
            specialty: "General Physician",
            patientName: "Lakshmi Reddy",
            consultDate: "2026-11-18",
            items: [
              { itemId: 1001, itemName: "Complete Blood Count (CBC)", available: true },
              { itemId: 1003, itemName: "HbA1c (Glycated Haemoglobin)", available: true },
              { itemId: 1004, itemName: "Lipid Profile", available: true },
              { itemName: "2D Echocardiography", available: false },
            ],
          },
        ],
      },
      meta: { variant: "grid", visible_cards: 2 },
    },
    {
      name: "Two consults, one with nothing bookable at home",
      props: {
        prescriptions: [
          {
            appointmentId: "APT-20261120-5120",
            doctorName: "Dr. Priya Nair",
            specialty: "Endocrinology",
            patientName: "Arjun Nair",
            consultDate: "2026-11-20",
            items: [
              { itemId: 1002, itemName: "Thyroid Profile (Total T3, T4, TSH)", available: true },
              { itemId: 1005, itemName: "Vitamin D (25-OH)", available: true },
            ],
          },
          {
            appointmentId: "APT-20261102-3307",
            doctorName: "Dr. Sanjay Mehta",
            specialty: "Orthopaedics",
            patientName: "Arjun Nair",
            consultDate: "2026-11-02",
            items: [{ itemName: "MRI Knee (Left)", available: false }],
          },
        ],
      },
      meta: { variant: "carousel", visible_cards: 2, carousel_arrows: true },
    },
  ],
});
