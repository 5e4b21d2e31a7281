/**
 * Circle API: the plans on sale (public: the plan table), the signed-in account's membership and subscriptions,
 * and buying a plan (a CIRCLE order and its gateway payment). Reads are for the caller's own account only.
 */
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, withUserInput } from "./guard";
import { buyCirclePlan, circleMembershipOf, listPlans, subscriptionsOfAccount, type HeldSubscription } from "../domain/membership";
import { toRupees } from "../domain/pricing/pricing";
import { CIRCLE_PLAN_ID, pricePerMonth } from "~/lib/circle-membership";
import { circlePurchaseSchema } from "~/lib/circle-form";

export const membershipTypeDefs = /* GraphQL */ `
  "A plan on sale. Amounts in rupees."
  type CirclePlan { planId: String!, subPlanId: String!, title: String!, durationDays: Int!, price: Float!, perMonth: Float! }
  type HeldSubscription {
    groupName: String!, name: String!, planId: String!, subPlanId: String, planTitle: String!
    "active, ACTIVE, deferred_active, expired or refunded"
    status: String!
    "New or Repeat"
    purchaseType: String!
    startDate: String!, endDate: String!, fee: Float!
  }
  type CircleMembership {
    isCircleMember: Boolean!
    "Yes, No or Never"
    circleLabel: String!
    duration: Int, startDate: String, endDate: String, daysLeft: Int
    "Rupees saved on lab tests since the membership began, and the fees paid for it"
    savedAmount: Float!, fee: Float!
  }
  type CirclePurchase { orderId: Int!, displayId: String!, paymentOrderId: String!, paymentLinkURL: String!, purchaseType: String! }
  extend type Query {
    getCirclePlans: [CirclePlan!]!
    getCircleMembership: CircleMembership!
    getSubscriptionsOfUser: [HeldSubscription!]!
  }
  extend type Mutation {
    "Full name and a valid Indian mobile number are required; answers with the gateway's checkout link."
    purchaseCirclePlan(subPlanId: String!, fullName: String!, mobileNumber: String!, idempotencyKey: String): CirclePurchase!
  }
`;

const subscriptionOut = (s: HeldSubscription) => ({ ...s, fee: toRupees(s.fee) });

export const membershipResolvers: Resolvers = {
  Query: {
    getCirclePlans: async (_, __, ctx) =>
      (await listPlans(ctx.db, CIRCLE_PLAN_ID)).map((p) => ({ ...p, price: toRupees(p.price), perMonth: pricePerMonth(toRupees(p.price), p.durationDays) })),
    getCircleMembership: async (_, __, ctx) => {
      const m = await circleMembershipOf(ctx.db, requireAccount(ctx));
      return {
        isCircleMember: m.isCircleMember, circleLabel: m.circleLabel, duration: m.durationDays, startDate: m.startDate, endDate: m.endDate,
        daysLeft: m.daysLeft, savedAmount: toRupees(m.saved), fee: toRupees(m.fee),
      };
    },
    getSubscriptionsOfUser: async (_, __, ctx) => (await subscriptionsOfAccount(ctx.db, requireAccount(ctx))).map(subscriptionOut),
  },
  Mutation: {
    purchaseCirclePlan: async (_, args, ctx) => {
      const accountId = requireAccount(ctx);
      return withUserInput(async () => {
        const parsed = circlePurchaseSchema.safeParse({ subPlanId: args.subPlanId, fullName: args.fullName, mobileNumber: args.mobileNumber });
        // The domain checks the same rules and answers with every field's message.
        const input = parsed.success ? parsed.data : { subPlanId: args.subPlanId, fullName: args.fullName, mobileNumber: args.mobileNumber };
        return buyCirclePlan(ctx.db, accountId, input, { idempotencyKey: args.idempotencyKey ?? null });
      });
    },
  },
};
