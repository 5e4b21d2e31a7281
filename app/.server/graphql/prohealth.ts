/**
 * Health checks, ProHealth (platform spec §6): the spec's queries and mutations, thin over domain/prohealth.
 * Prices are rupees here, as the rest of the API gives them; the domain keeps paise. Every operation that takes an
 * appointment or order id answers only the caller's own, NOT_FOUND otherwise.
 */
import type { Resolvers } from "./generated/resolvers-types";
import type { GraphQLContext } from "./context";
import { requireAccount, toId, withUserInput } from "./guard";
import * as prohealth from "../domain/prohealth";
import { badRequest, notFound } from "../domain/errors";
import { advertisedMemberPrice } from "~/lib/member-price";

export const prohealthTypeDefs = /* GraphQL */ `
  type ProHealthFAQ { question: String!, answer: String! }
  type ProHealthCategory {
    id: Int!, slug: String!, name: String!, minimumAgeInYears: Int!
    "ALL, MALE or FEMALE (the spec's spelling)"
    genderRecomended: String!
    benefits: [String!]!, displayOrder: Int!, image: String!, disclaimer: String!, inclusionsCount: Int!, tags: [String!]!
    packages: [ProHealthPackage!]!
  }
  type ProHealthPackage {
    id: Int!, slug: String!, categoryId: Int!, packageName: String!
    "Rupees, all-in"
    price: Float!
    "Rupees: the Circle member price, where lower than price (what a member pays); null when there is none"
    circlePrice: Float
    gender: String!, description: String!, faqs: [ProHealthFAQ!]!
    fasting: Boolean!, fastingHours: Int!, serviceId: String!, isClinicPackage: Boolean!, isBookable: Boolean!
    durationMinutes: Int!, inclusions: [String!]!
  }
  type ProHealthHospital {
    id: Int!, slug: String!, unitName: String!
    "HOSPITAL or CLINIC"
    unitType: String!
    city: String!, cityId: Int!, address: String!, latitude: Float!, longitude: Float!
    "km from the given location (haversine, earth radius 6371 km)"
    distance: Float
  }
  type ProHealthCity { id: Int!, name: String!, slug: String!, hospitalCount: Int! }
  type ProHealthHospitalPackageDetails { hospital: ProHealthHospital!, packages: [ProHealthPackage!]! }
  type ProHealthSlot {
    "UTC start"
    slotDateTimeInUTC: String!
    slotDate: String!, startTime: String!, slotDisplayTime: String!, dayLabel: String!, available: Boolean!
  }
  type ProHealthAppointmentPackage { id: Int!, packageName: String!, slug: String }
  type ProHealthAppointmentHospital { id: Int!, unitName: String!, unitType: String!, city: String!, address: String! }
  type ProHealthAppointment {
    id: ID!, displayId: String!, status: String!, statusLabel: String!
    "Rupees"
    price: Float!
    paymentType: String!
    appointmentStartDateTimeUTC: String!, appointmentEndDateTimeUTC: String!
    package: ProHealthAppointmentPackage!, hospital: ProHealthAppointmentHospital!
    patientName: String, shortHraLink: String, bookingSource: String!
    "The no-food note of a fasting package"
    fastingNote: String
    hasReport: Boolean!, canCancel: Boolean!
  }
  type ProHealthBooking {
    id: ID!, displayId: String!
    appointmentStartDateTimeUTC: String!, appointmentEndDateTimeUTC: String!
    "Rupees"
    price: Float!
    "A gender mismatch warns; the booking goes ahead"
    warnings: [String!]!
    paymentOrderId: String, paymentLinkURL: String
  }
  type LocationCoordinates { latitude: Float!, longitude: Float!, city: String!, cityId: Int! }
  type PreHraLink { link: String!, token: String! }
  input BookProhealthAppointmentInput {
    packageId: Int!
    "The hospital (bookProhealthAppointmentHospital) or clinic (bookProhealthAppointment)"
    hospitalId: Int!
    patientId: ID!
    slotDateTimeInUTC: String!
    "ONLINE (through the gateway) or COD (at the centre)"
    paymentType: String!
    "The token of the caller's pre-health-risk assessment, if the booking follows one"
    hraToken: String
    idempotencyKey: String!
  }
  extend type Query {
    getAllProhealthAppointments: [ProHealthAppointment!]!
    getProHealthCities: [ProHealthCity!]!
    getProHealthHospitalPackageDetails(hospitalId: Int!, categoryId: Int): ProHealthHospitalPackageDetails!
    "A hospital's slots, one India date (yyyy-MM-dd) if given; for a package (packageId), only the slots it may be booked in (a fasting package's are in the morning)"
    getProhealthHospitalSlots(hospitalId: Int!, date: String, packageId: Int): [ProHealthSlot!]!
    getAllProhealthOrdersByOrderIdOrDisplayId(orderId: ID, displayId: String): ProHealthAppointment!
    getProHealthPackageBySlug(slug: String!): ProHealthPackage!
    "A clinic's slots, as getProhealthHospitalSlots"
    getProhealthClinicSlots(clinicId: Int!, date: String, packageId: Int): [ProHealthSlot!]!
    "India dates with a free slot (for the package, if given)"
    getProhealthClinicDates(clinicId: Int!, packageId: Int): [String!]!
    getLocationCoordinates(city: String, pincode: String): LocationCoordinates!
    getProHealthPackageCategoriesByCity(cityId: Int!): [ProHealthCategory!]!
    getPreHraLinkByMobileNumber(mobileNumber: String!): PreHraLink!
    getProHealthHospitalByCategoryAndCity(categoryId: Int!, cityId: Int!, latitude: Float, longitude: Float): [ProHealthHospital!]!
  }
  extend type Mutation {
    bookProhealthAppointment(input: BookProhealthAppointmentInput!): ProHealthBooking!
    bookProhealthAppointmentHospital(input: BookProhealthAppointmentInput!): ProHealthBooking!
  }
`;

const rupees = (paise: number) => paise / 100;
const packageOut = (p: prohealth.ProhealthPackage) => {
  const circlePrice = advertisedMemberPrice(p.price, p.circlePrice);
  return { ...p, price: rupees(p.price), circlePrice: circlePrice == null ? null : rupees(circlePrice) };
};
const appointmentOut = (a: prohealth.ProhealthAppointmentView) => ({
  ...a,
  id: String(a.id),
  price: rupees(a.price),
  appointmentStartDateTimeUTC: a.appointmentStartUtc,
  appointmentEndDateTimeUTC: a.appointmentEndUtc,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The centre asked about, if it is of the operation's unit type and runs health checks, and the package asked
 * about (null: none given). A package this centre does not offer has no slots here to ask about: NOT_FOUND.
 */
async function healthCheckCentre(ctx: GraphQLContext, facilityId: number, unitType: "HOSPITAL" | "CLINIC", packageId?: number | null) {
  const details = await prohealth.getProHealthHospitalPackageDetails(ctx.db, facilityId);
  if (!details || details.hospital.unitType !== unitType || !details.packages.length) return null;
  if (packageId == null) return { pkg: null };
  const pkg = details.packages.find((p) => p.id === packageId);
  if (!pkg) throw notFound("Package not found");
  return { pkg };
}

async function slotsOf(ctx: GraphQLContext, facilityId: number, unitType: "HOSPITAL" | "CLINIC", date?: string | null, packageId?: number | null) {
  if (date != null && !DATE.test(date)) throw badRequest("Please give the date as yyyy-MM-dd.");
  const centre = await healthCheckCentre(ctx, facilityId, unitType, packageId);
  if (!centre) return [];
  return centre.pkg ? prohealth.prohealthPackageSlots(ctx.db, facilityId, centre.pkg, new Date(), date) : prohealth.prohealthSlots(ctx.db, facilityId, new Date(), date);
}

/** getProhealthClinicDates: the domain's one rule for the dates (prohealthDates), for a clinic only. */
async function clinicDatesOf(ctx: GraphQLContext, clinicId: number, packageId?: number | null) {
  const centre = await healthCheckCentre(ctx, clinicId, "CLINIC", packageId);
  return centre ? prohealth.prohealthDates(ctx.db, clinicId, centre.pkg) : [];
}

type BookArgs = { packageId: number; hospitalId: number; patientId: string | number; slotDateTimeInUTC: string; paymentType: string; hraToken?: string | null; idempotencyKey: string };
async function book(ctx: GraphQLContext, input: BookArgs, unitType: "HOSPITAL" | "CLINIC") {
  const accountId = requireAccount(ctx);
  const b = await withUserInput(() =>
    prohealth.bookProhealthAppointment(ctx.db, accountId, {
      packageId: input.packageId,
      facilityId: input.hospitalId,
      patientId: toId(input.patientId),
      slotDateTimeInUTC: input.slotDateTimeInUTC,
      paymentType: input.paymentType as "ONLINE" | "COD",
      hraToken: input.hraToken ?? null,
      idempotencyKey: input.idempotencyKey,
      bookingSource: "GRAPHQL",
      unitType,
    }),
  );
  return { ...b, id: String(b.id), price: rupees(b.price), appointmentStartDateTimeUTC: b.appointmentStartUtc, appointmentEndDateTimeUTC: b.appointmentEndUtc };
}

export const prohealthResolvers: Resolvers = {
  Query: {
    getAllProhealthAppointments: async (_, __, ctx) => (await prohealth.listProhealthAppointments(ctx.db, requireAccount(ctx))).map(appointmentOut),
    getProHealthCities: (_, __, ctx) => prohealth.getProHealthCities(ctx.db),
    getProHealthHospitalPackageDetails: async (_, a, ctx) => {
      const d = await prohealth.getProHealthHospitalPackageDetails(ctx.db, a.hospitalId, a.categoryId);
      if (!d || !d.packages.length) throw notFound("Hospital not found");
      return { hospital: d.hospital, packages: d.packages.map(packageOut) };
    },
    getProhealthHospitalSlots: (_, a, ctx) => withUserInput(() => slotsOf(ctx, a.hospitalId, "HOSPITAL", a.date, a.packageId)),
    getProhealthClinicSlots: (_, a, ctx) => withUserInput(() => slotsOf(ctx, a.clinicId, "CLINIC", a.date, a.packageId)),
    getProhealthClinicDates: (_, a, ctx) => withUserInput(() => clinicDatesOf(ctx, a.clinicId, a.packageId)),
    getAllProhealthOrdersByOrderIdOrDisplayId: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const orderId = a.orderId != null ? toId(a.orderId) : null;
      return appointmentOut(await withUserInput(() => prohealth.prohealthAppointmentByOrderIdOrDisplayId(ctx.db, accountId, { orderId, displayId: a.displayId })));
    },
    getProHealthPackageBySlug: async (_, a, ctx) => {
      const p = await prohealth.getProHealthPackageBySlug(ctx.db, a.slug.slice(0, 120));
      if (!p) throw notFound("Package not found");
      return packageOut(p);
    },
    getLocationCoordinates: async (_, a, ctx) => {
      if (a.pincode) {
        const p = await ctx.db.selectFrom("pincodes").innerJoin("cities", "cities.id", "pincodes.city_id").select(["pincodes.latitude", "pincodes.longitude", "cities.name", "cities.id"]).where("pincodes.pincode", "=", a.pincode.slice(0, 6)).executeTakeFirst();
        if (p) return { latitude: p.latitude, longitude: p.longitude, city: p.name, cityId: p.id };
      }
      if (a.city) {
        const wanted = a.city.trim().toLowerCase().slice(0, 60);
        const cities = await ctx.db.selectFrom("cities").select(["id", "name", "latitude", "longitude"]).execute();
        const c = cities.find((x) => x.name.toLowerCase() === wanted);
        if (c) return { latitude: c.latitude, longitude: c.longitude, city: c.name, cityId: c.id };
      }
      throw notFound("Location not found");
    },
    getProHealthPackageCategoriesByCity: async (_, a, ctx) =>
      (await prohealth.getProHealthPackageCategoriesByCity(ctx.db, a.cityId)).map((c) => ({ ...c, packages: c.packages.map(packageOut) })),
    getPreHraLinkByMobileNumber: (_, a, ctx) => withUserInput(() => prohealth.getPreHraLinkByMobileNumber(ctx.db, requireAccount(ctx), a.mobileNumber)),
    getProHealthHospitalByCategoryAndCity: (_, a, ctx) => withUserInput(() => prohealth.getProHealthHospitalByCategoryAndCity(ctx.db, a)),
  },
  Mutation: {
    bookProhealthAppointment: (_, a, ctx) => book(ctx, a.input, "CLINIC"),
    bookProhealthAppointmentHospital: (_, a, ctx) => book(ctx, a.input, "HOSPITAL"),
  },
};
