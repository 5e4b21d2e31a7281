import type { GraphQLContext } from "./context";
import * as radiology from "../domain/radiology/radiology";

export const radiologyTypeDefs = /* GraphQL */ `
  type RadiologyCity { id: Int!, name: String!, stateCode: String!, clinicCount: Int! }
  type RadiologyClinic {
    id: Int!, name: String!, cityId: Int!, address: String!, latitude: Float!, longitude: Float!
    distance: Float, registrationFee: Float!, categories: [String!]!
  }
  extend type Query {
    getRadiologyCitiesByCategory(category: String): [RadiologyCity!]!
    getRadiologyClinicsByCategoryAndCity(cityId: Int!, category: String, latitude: Float, longitude: Float): [RadiologyClinic!]!
  }
`;

type Args = Record<string, any>;

export const radiologyResolvers = {
  Query: {
    getRadiologyCitiesByCategory: (_: unknown, a: Args, ctx: GraphQLContext) => radiology.getRadiologyCitiesByCategory(ctx.db, a.category),
    getRadiologyClinicsByCategoryAndCity: (_: unknown, a: Args, ctx: GraphQLContext) =>
      radiology.getRadiologyClinicsByCategoryAndCity(ctx.db, a as { cityId: number }),
  },
};
