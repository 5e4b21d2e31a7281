import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import * as addresses from "../domain/accounts/addresses";
import { notFound } from "../domain/errors";

export const addressesTypeDefs = /* GraphQL */ `
  type Address {
    id: ID!, name: String!, addressLine1: String!, addressLine2: String, landmark: String, pincode: String!
    city: String!, cityId: Int, state: String!, stateCode: String!, latitude: Float!, longitude: Float!
    isDefault: Boolean!, serviceable: Boolean!, serviceabilityMessage: String
  }
  input AddressInput {
    id: ID, name: String!, addressLine1: String!, addressLine2: String, landmark: String, pincode: String!
    latitude: Float, longitude: Float
  }
  type DeleteAddressResult { success: Boolean! }
  extend type Query {
    "The caller's address book, default first."
    getAddresses: [Address!]!
    getAddressById(id: ID!): Address
  }
  extend type Mutation {
    saveAddress(addressInput: AddressInput!): Address!
    deleteAddress(id: ID!): DeleteAddressResult!
    setDefaultAddress(id: ID!): Address!
  }
`;

export const addressesResolvers: Resolvers = {
  Query: {
    getAddresses: (_, __, ctx) => addresses.listAddresses(ctx.db, requireAccount(ctx)),
    getAddressById: async (_, a, ctx) => {
      const found = await addresses.getAddress(ctx.db, { id: toId(a.id), accountId: requireAccount(ctx) });
      if (!found) throw notFound("Address not found");
      return found;
    },
  },
  Mutation: {
    saveAddress: (_, { addressInput: i }, ctx) => {
      const accountId = requireAccount(ctx);
      return withUserInput(() =>
        addresses.saveAddress(ctx.db, accountId, {
          id: i.id ? toId(i.id) : null,
          name: i.name, addressLine1: i.addressLine1, addressLine2: i.addressLine2 ?? "", landmark: i.landmark ?? "",
          pincode: i.pincode, latitude: i.latitude ?? null, longitude: i.longitude ?? null,
        }),
      );
    },
    deleteAddress: async (_, a, ctx) => {
      await addresses.deleteAddress(ctx.db, { id: toId(a.id), accountId: requireAccount(ctx) });
      return { success: true };
    },
    setDefaultAddress: (_, a, ctx) =>
      addresses.setDefaultAddress(ctx.db, { id: toId(a.id), accountId: requireAccount(ctx) }),
  },
};
