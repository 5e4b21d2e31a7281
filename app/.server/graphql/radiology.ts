import type { Resolvers } from "./generated/resolvers-types";
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

export const radiologyResolvers: Resolvers = {
  Query: {
    getRadiologyCitiesByCategory: (_, a, ctx) => radiology.getRadiologyCitiesByCategory(ctx.db, a.category),
    getRadiologyClinicsByCategoryAndCity: (_, a, ctx) =>
      radiology.getRadiologyClinicsByCategoryAndCity(ctx.db, a),
  },
};
