/**
 * Payments API: getPaymentStatus (what the result page polls every 5 s; reconciles a pending payment with the
 * gateway), retryPayment (a new attempt for a failed online order) and getMyPayments. Every field is for the
 * order's owner only: another account's order answers NOT_FOUND, exactly like an id that does not exist.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId, withUserInput } from "./guard";
import { getPaymentStatus, listPayments, retryPayment, type PaymentStatusView } from "../domain/payments/payments";
import { toRupees } from "../domain/pricing/pricing";
import { DomainError } from "../domain/errors";
import { kindOfCategory } from "../domain/payments/payable-kinds";

export const paymentsTypeDefs = /* GraphQL */ `
  "One order's payment as the patient sees it. Amounts in rupees."
  type PaymentStatusResult {
    orderId: Int!, category: String!, paymentOrderId: String
    "success, failed, pending, aborted, unknown, refund or cod"
    paymentStatus: String!
    "FAILED, ABORTED or PENDING when not a success"
    failureType: String
    message: String, amount: Float!, healthCreditsUsed: Float!, paymentMethod: String!, canRetry: Boolean!
    paymentLinkURL: String, paymentLinkExpiry: String, paymentLinkMessage: String
    "ORDER_ID_EXPIRED when the payment link ran out unpaid"
    errorCode: String
    orderSucceededPath: String
    "The words of the link to orderSucceededPath: View booking, View appointment, View membership"
    orderSucceededLabel: String!
    pollIntervalMs: Int!
  }
  type PaymentLink { paymentOrderId: String!, paymentLinkURL: String!, paymentLinkExpiry: String! }
  type PaymentListEntry {
    paymentOrderId: String, orderKind: String!, orderId: Int!, orderDisplayId: String, paymentPath: String
    amount: Float!, healthCreditsUsed: Float!, paymentMethod: String!, paymentStatus: String!, createdAt: String!
  }
  type PaymentList { total: Int!, limit: Int!, offset: Int!, payments: [PaymentListEntry!]! }
  extend type Query {
    "category: the kind of order, as in /payments/{category}/{orderId} (diagnostics)"
    getPaymentStatus(category: String!, orderId: Int!): PaymentStatusResult!
    getMyPayments(limit: Int, offset: Int): PaymentList!
  }
  extend type Mutation {
    retryPayment(category: String!, orderId: Int!): PaymentLink!
  }
`;

function kindFrom(category: string): string {
  const kind = kindOfCategory(category);
  if (!kind) throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
  return kind;
}

/** Someone else's order reads as no order at all: NOT_FOUND, as an expected outcome rather than a logged fault. */
async function ownOnly<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
    throw e;
  }
}

const inRupees = (v: PaymentStatusView) => ({ ...v, amount: toRupees(v.amount), healthCreditsUsed: toRupees(v.healthCreditsUsed) });

export const paymentsResolvers: Resolvers = {
  Query: {
    getPaymentStatus: async (_, a, ctx) =>
      inRupees(await ownOnly(() => getPaymentStatus(ctx.db, requireAccount(ctx), kindFrom(a.category), toId(a.orderId)))),
    getMyPayments: async (_, a, ctx) => {
      const list = await listPayments(ctx.db, requireAccount(ctx), { limit: a.limit ?? undefined, offset: a.offset ?? undefined });
      return { ...list, payments: list.payments.map((p) => ({ ...p, amount: toRupees(p.amount), healthCreditsUsed: toRupees(p.healthCreditsUsed) })) };
    },
  },
  Mutation: {
    retryPayment: (_, a, ctx) =>
      ownOnly(() => withUserInput(() => retryPayment(ctx.db, requireAccount(ctx), kindFrom(a.category), toId(a.orderId)))),
  },
};
