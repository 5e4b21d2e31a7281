/**
 * Doctor consultations for API clients and for consult_home's personal sections. The spec names no doctor or
 * booking operation, so these names are ours, in the spec's style (docs/decisions/2026-11-27-consult-graphql.md):
 * the doctor listing and profile (public), the account's appointments and the doctors it consulted (owner-only,
 * read-only, so a per-user section may use them), one appointment and its cancellation (owner-only: another
 * account's appointment is NOT_FOUND, as a missing one is). Resolvers only call domain/.
 */
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import { cancelAppointment, getAppointment, homeAppointments, previouslyConsultedDoctors } from "../domain/consult";
import { getDoctorBySlug, listDoctors, clinicsOfDoctors } from "../domain/doctors";
import { markPersonalDataChanged } from "../cache/personal-data";
import { parseDoctorSort } from "~/lib/doctor-listing";

export const consultTypeDefs = /* GraphQL */ `
  "One appointment as consult_home's appointments card shows it."
  type ConsultAppointmentCard {
    appointmentId: ID!, displayId: String!, doctorName: String!, specialty: String!, patientName: String!
    appointmentDateTimeInUTC: String!
    "ONLINE or PHYSICAL"
    consultMode: String!
    "UPCOMING, RESCHEDULED, COMPLETED or CANCELLED"
    status: String!
    hospitalName: String, doctorImageUrl: String!
  }
  type ConsultAppointmentsCard { appointments: [ConsultAppointmentCard!]! }
  "A doctor one of the account's patients has consulted; consultFee in rupees (the online fee of a follow-up)."
  type ConsultedDoctor {
    doctorId: String!, doctorName: String!, specialty: String!, experienceYears: Int!, lastConsultedOn: String!
    imageUrl: String!, profileUrl: String!, consultFee: Float!
  }
  type PreviouslyConsultedDoctors { doctors: [ConsultedDoctor!]! }
  "One appointment of the account; amounts in paise."
  type ConsultAppointment {
    id: ID!, displayId: String!, status: String!, statusLabel: String!, patientName: String!
    doctorName: String!, doctorSlug: String!, specialtyName: String!, consultMode: String!, consultType: String
    facilityName: String, facilityAddress: String, appointmentDateTimeInUTC: String!, durationMinutes: Int!
    fee: Int!, discount: Int!, toPay: Int!, refunded: Int!, isUpcoming: Boolean!, canCancel: Boolean!
  }
  type DoctorClinicPlace { facilityId: Int!, name: String!, locality: String!, cityId: Int! }
  "A doctor as listings and the profile show them; fees in paise."
  type DoctorSummary {
    id: Int!, slug: String!, name: String!, photoUrl: String!, specialtySlug: String!, specialtyName: String!
    qualifications: String!, registrationNumber: String!, registrationCouncil: String!, experienceYears: Int!
    languages: [String!]!, gender: String!, feeOnline: Int!, feeClinic: Int!, feeOnlineCircle: Int, feeClinicCircle: Int
    rating: Float!, reviewCount: Int!, bio: String!, cityId: Int!, cityName: String!
    "The fee the listing ranks by (online, clinic, or the lower of the two)"
    fee: Int
    "The next free online slot, UTC"
    nextSlotDateTimeInUTC: String
    distanceKm: Float
    clinics: [DoctorClinicPlace!]!
  }
  type DoctorsListing { doctors: [DoctorSummary!]!, total: Int!, page: Int!, pageCount: Int! }
  input DoctorsListingFilter {
    specialtySlug: String, cityId: Int
    "online or clinic"
    mode: String
    "Rupees, inclusive"
    feeMin: Int, feeMax: Int
    language: String
    "MALE or FEMALE"
    gender: String
    availableToday: Boolean
  }
  type ConsultCancelResult { status: Boolean!, message: String, appointment: ConsultAppointment }
  extend type Query {
    "The spec's sorts: distance, availability, price_ascending, price_descending, experience, relevance (default), recommendation_rating"
    getDoctorsListing(filter: DoctorsListingFilter, sortBy: String, page: Int, latitude: Float, longitude: Float): DoctorsListing!
    getDoctorDetailsBySlug(slug: String!): DoctorSummary!
    getConsultAppointments: ConsultAppointmentsCard!
    getPreviouslyConsultedDoctors: PreviouslyConsultedDoctors!
    getConsultAppointment(appointmentId: ID!): ConsultAppointment!
  }
  extend type Mutation {
    "Inside the cancel window only; what was paid is refunded to where it came from."
    cancelConsultAppointment(appointmentId: ID!, reason: String): ConsultCancelResult!
  }
`;

const mode = (v: string | null | undefined) => (v === "online" || v === "clinic" ? v : null);
const gender = (v: string | null | undefined) => (v === "MALE" || v === "FEMALE" ? v : null);

export const consultResolvers: Resolvers = {
  Query: {
    getDoctorsListing: async (_, a, ctx) => {
      const f = a.filter ?? {};
      const origin = a.latitude != null && a.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null;
      const page = await listDoctors(ctx.db, {
        specialtySlug: f.specialtySlug ?? null,
        cityId: f.cityId ?? null,
        mode: mode(f.mode),
        feeMin: f.feeMin ?? null,
        feeMax: f.feeMax ?? null,
        language: f.language ?? null,
        gender: gender(f.gender),
        availableToday: f.availableToday ?? false,
        sort: parseDoctorSort(a.sortBy),
        page: a.page ?? 1,
        origin,
      });
      return { ...page, doctors: page.doctors.map((d) => ({ ...d, nextSlotDateTimeInUTC: d.nextSlot?.slotDateTimeInUTC ?? null })) };
    },
    getDoctorDetailsBySlug: async (_, a, ctx) => {
      const d = await getDoctorBySlug(ctx.db, a.slug);
      const clinics = (await clinicsOfDoctors(ctx.db, [d.id])).get(d.id) ?? [];
      return { ...d, fee: null, nextSlotDateTimeInUTC: null, distanceKm: null, clinics };
    },
    getConsultAppointments: async (_, __, ctx) => ({ appointments: await homeAppointments(ctx.db, requireAccount(ctx)) }),
    getPreviouslyConsultedDoctors: async (_, __, ctx) => ({ doctors: await previouslyConsultedDoctors(ctx.db, requireAccount(ctx)) }),
    getConsultAppointment: (_, a, ctx) => getAppointment(ctx.db, requireAccount(ctx), toId(a.appointmentId)),
  },
  Mutation: {
    cancelConsultAppointment: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const appointment = await withUserInput(() => cancelAppointment(ctx.db, accountId, toId(a.appointmentId), a.reason ?? null));
      await markPersonalDataChanged(ctx.cache, accountId);
      return { status: true, message: null, appointment };
    },
  },
};
