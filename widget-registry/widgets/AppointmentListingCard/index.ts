import { defineWidget } from "../../define-widget";
import { closed, isoDate, listOf, propsSchema, text, urlString } from "../shared/schema";
import { AppointmentListingCard, AppointmentListingCardSkeleton, type AppointmentListingCardProps } from "./AppointmentListingCard";

export const appointmentListingCardPropsSchema = propsSchema(["appointments"], {
  appointments: listOf(
    closed(["appointmentId", "displayId", "doctorName", "specialty", "patientName", "appointmentDateTimeInUTC", "consultMode", "status"], {
      appointmentId: text(64),
      displayId: text(32),
      doctorName: text(120),
      specialty: text(80),
      patientName: text(120),
      appointmentDateTimeInUTC: isoDate,
      consultMode: { enum: ["ONLINE", "PHYSICAL"] },
      status: { enum: ["UPCOMING", "RESCHEDULED", "COMPLETED", "CANCELLED"] },
      // null for an online consult (the appointments query answers every field)
      hospitalName: { ...text(120), type: ["string", "null"] },
      doctorImageUrl: urlString,
    }),
    20,
  ),
});

export default defineWidget<AppointmentListingCardProps>({
  type: "AppointmentListingCard",
  personal: true,
  propsSchema: appointmentListingCardPropsSchema,
  Component: AppointmentListingCard,
  Skeleton: AppointmentListingCardSkeleton,
  samples: [
    {
      name: "Upcoming online consult and clinic visit",
      props: {
        appointments: [
          {
            appointmentId: "APT-20261130-7781",
            displayId: "7781",
            doctorName: "Dr. Anjali Sharma",
            specialty: "Dermatology",
            patientName: "Kavya Rao",
            appointmentDateTimeInUTC: "2026-11-30T05:00:00Z",
            consultMode: "ONLINE",
            status: "UPCOMING",
            doctorImageUrl: "/images/widgets/doctor-anjali-sharma.svg",
          },
          {
            appointmentId: "APT-20261202-7803",
            displayId: "7803",
            doctorName: "Dr. Venkat Rao",
            specialty: "Orthopaedics",
            patientName: "Srinivas Rao",
            appointmentDateTimeInUTC: "2026-12-02T11:30:00Z",
            consultMode: "PHYSICAL",
            status: "RESCHEDULED",
            hospitalName: "Apollo Hospitals, Jubilee Hills",
            doctorImageUrl: "/images/widgets/doctor-venkat-rao.svg",
          },
        ],
      },
      meta: { variant: "carousel", visible_cards: 3, carousel_arrows: true },
    },
    {
      name: "Past consults (list)",
      props: {
        appointments: [
          {
            appointmentId: "APT-20261018-6120",
            displayId: "6120",
            doctorName: "Dr. Ramesh Kumar Reddy",
            specialty: "General Physician",
            patientName: "Lakshmi Reddy",
            appointmentDateTimeInUTC: "2026-10-18T04:15:00Z",
            consultMode: "ONLINE",
            status: "COMPLETED",
          },
          {
            appointmentId: "APT-20261005-5931",
            displayId: "5931",
            doctorName: "Dr. Farah Khan",
            specialty: "Paediatrics",
            patientName: "Aarav Reddy",
            appointmentDateTimeInUTC: "2026-10-05T09:45:00Z",
            consultMode: "PHYSICAL",
            status: "CANCELLED",
            hospitalName: "Apollo Cradle, Kondapur",
          },
        ],
      },
      meta: { variant: "list" },
    },
  ],
});
