/**
 * Radiology (platform spec §6): the spec's queries and mutations, thin over domain/radiology. Prices are rupees
 * here, as the rest of the API gives them; the domain keeps paise.
 */
import type { Resolvers } from "./generated/resolvers-types";
import type { GraphQLContext } from "./context";
import { requireAccount, toId, withUserInput } from "./guard";
import * as radiology from "../domain/radiology";
import { radiologyScanPrices } from "../domain/pricing/radiology-pricing";
import { accountIsCircleMember } from "../domain/accounts/accounts";
import { decodeBase64, fileTypeExtension } from "../domain/lab-tests/prescriptions";
import { DomainError, badRequest } from "../domain/errors";
import { INVALID_FILE_TYPE_MESSAGE } from "~/lib/prescription-upload";

export const radiologyTypeDefs = /* GraphQL */ `
  type RadiologyCity { id: Int!, name: String!, stateCode: String!, clinicCount: Int! }
  type RadiologyClinic {
    id: Int!, name: String!, cityId: Int!, address: String!, latitude: Float!, longitude: Float!
    "km from the patient's location, when given (haversine, earth radius 6371 km)"
    distance: Float, registrationFee: Float!, categories: [String!]!
    "UTC start of the earliest slot with a free place"
    earliestSlot: String
    "All-in rupees for the scans asked about (itemIds): scans + registration fee, at a signed-in Circle member's prices where lower"
    price: Float
  }
  type RadiologyFAQ { question: String!, answer: String! }
  type RadiologyItem {
    radiologyItemID: Int!, slug: String!, name: String!
    "Rupees, before the clinic's registration fee"
    price: Float!
    "Rupees: the lowest all-in price"
    startingPrice: Float!
    categories: [String!]!, FAQs: [RadiologyFAQ!]!
    "Booked only with a doctor's prescription"
    needsPrescription: Boolean!
    preparation: String!, description: String!
  }
  type RadiologyServiceability { serviceable: Boolean!, clinicCount: Int!, message: String }
  type RadiologyDepartment { name: String!, itemCount: Int! }
  type RadiologyBooking {
    id: ID!, displayId: String!, slotDate: String!, slotTime: String!
    "Rupees"
    totalAmount: Float!
    paymentOrderId: String, paymentLinkURL: String
  }
  type RadiologyPrescriptionUpload { status: Boolean!, message: String }
  input BookRadiologyTestInput {
    itemIds: [Int!]!, clinicId: Int!, patientId: ID!, slotDateTimeInUTC: String!
    "ONLINE (through the gateway) or COD (at the centre)"
    paymentType: String!
    "From uploadFile, when a scan needs a prescription"
    prescriptionFileKey: String
    idempotencyKey: String!
  }
  extend type Query {
    getRadiologyItemDetails(itemId: Int!): RadiologyItem!
    getRadiologyServiceability(cityId: Int!, itemIds: [Int!]!): RadiologyServiceability!
    getRadiologyCitiesByCategory(category: String): [RadiologyCity!]!
    getRadiologyClinicsByCategoryAndCity(cityId: Int!, category: String, latitude: Float, longitude: Float, itemIds: [Int!]): [RadiologyClinic!]!
    getRadiologyItemsByClinicIdAndCategory(clinicId: Int!, category: String): [RadiologyItem!]!
    getRadiologyLocations: [RadiologyCity!]!
    getRadiologyDepartments: [RadiologyDepartment!]!
    getRadiologyHospitalsClinics(cityId: Int): [RadiologyClinic!]!
  }
  extend type Mutation {
    bookRadiologyTest(input: BookRadiologyTestInput!): RadiologyBooking!
    bookRadiologyTestV1(input: BookRadiologyTestInput!): RadiologyBooking!
    "A png, jpg, jpeg or pdf (fileType), checked by its content, for one of the caller's booked orders"
    uploadRadiologyPrescription(orderId: ID!, fileType: String!, base64FileInput: String!): RadiologyPrescriptionUpload!
  }
`;

const rupees = (paise: number) => paise / 100;
const itemOut = (i: radiology.RadiologyItem) => ({ ...i, price: rupees(i.price), startingPrice: rupees(i.startingPrice) });
const clinicOut = (c: radiology.RadiologyClinic & { earliestSlot?: string | null; price?: number }) => ({
  ...c,
  earliestSlot: c.earliestSlot ?? null,
  price: c.price == null ? null : rupees(c.price),
});

async function book(ctx: GraphQLContext, input: { itemIds: number[]; clinicId: number; patientId: string | number; slotDateTimeInUTC: string; paymentType: string; prescriptionFileKey?: string | null; idempotencyKey: string }) {
  const accountId = requireAccount(ctx);
  const b = await withUserInput(() =>
    radiology.bookRadiologyTest(ctx.db, accountId, { ...input, patientId: toId(input.patientId), paymentType: input.paymentType as "ONLINE" | "COD" }),
  );
  return { ...b, id: String(b.id), totalAmount: rupees(b.totalAmount) };
}

export const radiologyResolvers: Resolvers = {
  Query: {
    getRadiologyItemDetails: async (_, a, ctx) => itemOut(await radiology.getRadiologyItemDetails(ctx.db, a.itemId)),
    getRadiologyServiceability: async (_, a, ctx) => {
      const items = await radiology.radiologyItemsByIds(ctx.db, a.itemIds);
      const categories = [...new Set(items.flatMap((i) => i.categories))];
      const clinics = await radiology.radiologyClinicOffers(ctx.db, { cityId: a.cityId, categories, scansTotal: 0 });
      const serviceable = items.length > 0 && items.length === new Set(a.itemIds).size && clinics.length > 0;
      return { serviceable, clinicCount: serviceable ? clinics.length : 0, message: serviceable ? null : "These scans are not available in your city." };
    },
    getRadiologyCitiesByCategory: (_, a, ctx) => radiology.getRadiologyCitiesByCategory(ctx.db, a.category),
    getRadiologyClinicsByCategoryAndCity: async (_, a, ctx) => {
      if (!a.itemIds?.length) return (await radiology.getRadiologyClinicsByCategoryAndCity(ctx.db, a)).map(clinicOut);
      const items = await radiology.radiologyItemsByIds(ctx.db, a.itemIds);
      const categories = [...new Set([...items.flatMap((i) => i.categories), ...(a.category ? [a.category] : [])])];
      // What this caller pays for the scans: a signed-in Circle member's price where lower, as the site and booking charge.
      const isMember = ctx.accountId != null && (await accountIsCircleMember(ctx.db, ctx.accountId));
      const scansTotal = radiologyScanPrices(items, isMember).reduce((s, p) => s + p.price, 0);
      return (await radiology.radiologyClinicOffers(ctx.db, { cityId: a.cityId, categories, scansTotal, latitude: a.latitude, longitude: a.longitude })).map(clinicOut);
    },
    getRadiologyItemsByClinicIdAndCategory: async (_, a, ctx) => {
      const clinic = await radiology.radiologyClinicById(ctx.db, a.clinicId);
      if (!clinic) return [];
      const items = await radiology.listRadiologyItems(ctx.db, a.category);
      return items.filter((i) => radiology.clinicOffersAll(clinic, i.categories)).map(itemOut);
    },
    getRadiologyLocations: (_, __, ctx) => radiology.getRadiologyCitiesByCategory(ctx.db, null),
    getRadiologyDepartments: async (_, __, ctx) => {
      const items = await radiology.listRadiologyItems(ctx.db);
      const counts = new Map<string, number>();
      for (const i of items) for (const c of i.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
      return [...counts].map(([name, itemCount]) => ({ name, itemCount }));
    },
    getRadiologyHospitalsClinics: async (_, a, ctx) => {
      if (a.cityId != null) return (await radiology.getRadiologyClinicsByCategoryAndCity(ctx.db, { cityId: a.cityId })).map(clinicOut);
      const cities = await radiology.getRadiologyCitiesByCategory(ctx.db, null);
      const lists = await Promise.all(cities.map((c) => radiology.getRadiologyClinicsByCategoryAndCity(ctx.db, { cityId: c.id })));
      return lists.flat().map(clinicOut);
    },
  },
  Mutation: {
    bookRadiologyTest: (_, a, ctx) => book(ctx, a.input),
    bookRadiologyTestV1: (_, a, ctx) => book(ctx, a.input),
    uploadRadiologyPrescription: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      try {
        const extension = fileTypeExtension(a.fileType);
        if (!extension) throw badRequest(INVALID_FILE_TYPE_MESSAGE);
        await radiology.uploadRadiologyPrescription(ctx.db, accountId, toId(a.orderId), { fileName: `prescription.${extension}`, bytes: decodeBase64(a.base64FileInput) });
        return { status: true, message: null };
      } catch (e) {
        if (e instanceof DomainError && e.code === "BAD_REQUEST") return { status: false, message: e.message };
        throw e;
      }
    },
  },
};
