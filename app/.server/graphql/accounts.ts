import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount } from "./guard";
import { getAccountSummary } from "../domain/accounts/accounts";
import { unauthenticated } from "../domain/errors";

export const accountsTypeDefs = /* GraphQL */ `
  type MembershipSubscription { groupName: String!, name: String!, planId: String!, status: String!, purchaseType: String!, startDate: String!, endDate: String! }
  type CurrentUser {
    accountId: Int!, mobileNumber: String!, countryCode: String!
    isCircleMember: Boolean!, isCorporate: Boolean!, isInternational: Boolean!
    roles: [String!]!
    subscriptions: [MembershipSubscription!]!
    patients: [Patient!]!
  }
  extend type Query {
    "The signed-in account with its roles; UNAUTHENTICATED for a visitor."
    getCurrentUser: CurrentUser!
  }
`;

export const accountsResolvers: Resolvers = {
  Query: {
    getCurrentUser: async (_, __, ctx) => {
      const summary = await getAccountSummary(ctx.db, requireAccount(ctx));
      // A session for an account that no longer exists is as good as none.
      if (!summary) throw unauthenticated();
      return {
        accountId: summary.account.id,
        mobileNumber: summary.account.mobileNumber,
        countryCode: summary.account.countryCode,
        isCircleMember: summary.roles.includes("circle"),
        isCorporate: summary.roles.includes("corporate"),
        isInternational: summary.roles.includes("international"),
        roles: summary.roles,
        subscriptions: summary.subscriptions,
        patients: summary.patients,
      };
    },
  },
};
