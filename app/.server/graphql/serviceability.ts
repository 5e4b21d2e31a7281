import type { Resolvers } from "./generated/resolvers-types";
import { withUserInput } from "./guard";
import * as serviceability from "../domain/location/serviceability";

export const serviceabilityTypeDefs = /* GraphQL */ `
  type DiagnosticServiceability {
    status: Boolean!, cityID: Int, stateID: Int, cityName: String, stateName: String, stateCode: String
    areaName: String, message: String
  }
  input ServiceabilityIdsInput { cityID: Int!, stateID: Int! }
  type UpcomingSlotInfo { status: Boolean!, slotInfo: String!, slotDateTimeInUTC: String, slotDurationInMinutes: Int }
  extend type Query {
    getDiagnosticServiceability(latitude: Float!, longitude: Float!, postalCode: String!, stateCode: String): DiagnosticServiceability!
    getUpcomingSlotInfo(latitude: Float!, longitude: Float!, zipcode: String!, serviceability: ServiceabilityIdsInput!): UpcomingSlotInfo!
  }
`;

export const serviceabilityResolvers: Resolvers = {
  Query: {
    getDiagnosticServiceability: (_, a, ctx) =>
      withUserInput(() => serviceability.getDiagnosticServiceability(ctx.db, a)),
    getUpcomingSlotInfo: (_, a, ctx) =>
      withUserInput(() => serviceability.getUpcomingSlotInfo(ctx.db, a)),
  },
};
