/**
 * The patient's orders API: lists, details, tracking, the agent, reasons, and the order actions. Resolvers are
 * thin; rules are in domain/orders, domain/order-actions, domain/order-reorder and lib/order-*. Every field needs a
 * signed-in caller and every order id is looked up among the caller's own orders (NOT_FOUND otherwise).
 *
 * "Mutations return status plus message … which are shown to the user": a refused action (a rule of the spec,
 * a bad input) answers `status: false` with the message; someone else's order id is a NOT_FOUND error.
 */
import { GraphQLError } from "graphql";
import type { GraphQLContext } from "./context";
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, toId } from "./guard";
import { DomainError } from "../domain/errors";
import * as orders from "../domain/lab-tests/lab-orders";
import * as actions from "../domain/lab-tests/order-actions";
import * as reorder from "../domain/lab-tests/order-reorder";
import { rescheduleSlotOptions } from "../domain/scheduling/reschedule-slots";
import { parentOrderOfAccount } from "../domain/lab-tests/lab-orders-store";

export const ordersTypeDefs = /* GraphQL */ `
  type DiagnosticOrderPatient { id: Int!, uhid: String!, firstName: String!, lastName: String!, gender: String, relation: String! }
  type DiagnosticOrderInclusion { itemId: Int!, name: String! }
  type DiagnosticOrderLineItem {
    itemId: Int!, itemName: String!, itemType: String!, quantity: Int!, price: Float!, mrp: Float!, isRemoved: Boolean!
    reportTATHours: Int!, inclusions: [DiagnosticOrderInclusion!]!
  }
  type DiagnosticOrderAttributes { expectedReportGenerationTime: String, reportTATMessage: String! }
  type DiagnosticJourneyStep { label: String!, state: String! }
  type DiagnosticOrderRefund { amountRefunded: Float!, itemIDs: [Int!]!, refundType: String!, refundMode: String!, destination: String, status: String!, createdAt: String! }
  type DiagnosticOrder {
    id: Int!, displayId: String!, preBookingId: String, parentOrderId: Int!, orderStatus: String!
    "The label shown for orderStatus (lib/order-labels)."
    orderStatusLabel: String!, journey: [DiagnosticJourneyStep!], orderType: String!, paymentType: String!
    totalPrice: Float!, collectionCharges: Float!, couponDiscAmount: Float!, slotDateTimeInUTC: String, slotDurationInMinutes: Int
    diagnosticDate: String, isRescheduled: Boolean!, rescheduleCount: Int!, sampleSubmitted: Boolean!
    patientObj: DiagnosticOrderPatient!, diagnosticOrderLineItems: [DiagnosticOrderLineItem!]!, attributesObj: DiagnosticOrderAttributes!
    phleboRating: Int, csatRating: Int, canCancelOrReschedule: Boolean!, refunds: [DiagnosticOrderRefund!]!, createdDate: String!
    invoiceURL: String, labReportURL: String
  }
  type DiagnosticOrdersList { ordersList: [DiagnosticOrder!]!, ordersCount: Int!, "page number, from 1" page: Int!, limit: Int! }
  type DiagnosticTrackingEntry { orderStatus: String!, statusLabel: String!, statusDate: String!, statusMessage: String, itemId: Int, packageId: Int }
  type DiagnosticTrackingHistory { statusHistory: [DiagnosticTrackingEntry!]! }
  type OrderPhleboDetails { name: String!, mobile: String!, phleboOTP: String, phleboTrackLink: String, phleboRating: Int }
  type OrderPhleboDetailsResult { diagnosticOrdersId: Int!, orderPhleboDetails: OrderPhleboDetails }
  type RescheduleAndCancellationReasons { rescheduleReasons: [String!]!, cancellationReasons: [String!]! }
  type RescheduleSlot { slotId: Int!, slotDate: String!, startTime: String!, durationMinutes: Int!, slotDateTimeInUTC: String!, dateText: String!, timeText: String! }
  type ReorderMessage { itemId: Int, message: String! }
  type ReorderValidation { addressActive: Boolean!, addressServiceable: Boolean!, patientActive: Boolean!, inactiveItemIds: [Int!]!, displayMessages: [ReorderMessage!]! }
  type RecentlyOrderedItems { recentlyOrderedItems: [DiagnosticItem!]!, frequentlyOrderedItems: [DiagnosticItem!]! }
  type RescheduleOrderResult { status: Boolean!, message: String!, rescheduleCount: Int }
  type CancelOrderResult { status: Boolean!, message: String!, isDirectCancellation: Boolean, refundAmount: Float, healthCreditsRestored: Float }
  type OrderActionResult { status: Boolean!, message: String!, fieldErrors: JSON }
  type ModifyOrderResult { status: Boolean!, message: String!, totalPrice: Float }
  type ReorderResult { status: Boolean!, message: String!, itemIds: [Int!]!, validation: ReorderValidation }
  input DiagnosticSlotInfoInput { slotId: Int! }
  input DiagnosticModifyItemInput { itemId: Int!, isRemoved: Boolean! }
  extend type Query {
    "Orders of the caller, newest first. offset is the page number from 1 (the orders page asks offset 1, limit 10)."
    getDiagnosticOrdersListByMobile(mobileNumber: String, patientId: Int, paginated: Boolean, limit: Int, offset: Int): DiagnosticOrdersList!
    getDiagnosticOrdersListByParentOrderID(parentOrderID: Int!): [DiagnosticOrder!]!
    GetDiagnosticOrderDetails(diagnosticOrderId: Int!): DiagnosticOrder!
    getHCOrderFormattedTrackingHistory(diagnosticOrderID: Int!): DiagnosticTrackingHistory!
    getOrderPhleboDetailsBulk(diagnosticOrdersIds: [Int!]!): [OrderPhleboDetailsResult!]!
    getRescheduleAndCancellationReasons(appointmentDateTimeInUTC: String, isCorporateFlow: Boolean, isModifyDisable: Boolean): RescheduleAndCancellationReasons!
    "Free slots to move a booked visit to."
    getRescheduleSlots(parentOrderID: Int!): [RescheduleSlot!]!
    validateReorderFlow(diagnosticOrderId: Int!): ReorderValidation!
    getRecentlyOrderedItemDetails(mobileNumber: String, patientId: Int, cityId: Int, pincode: String): RecentlyOrderedItems!
  }
  extend type Mutation {
    rescheduleDiagnosticsOrderv2(parentOrderID: Int!, slotInfo: DiagnosticSlotInfoInput!, selectedDate: String!, comment: String, reason: String!, source: String): RescheduleOrderResult!
    cancelDiagnosticOrdersv2(diagnosticOrderIds: [Int!]!, reason: String!, comment: String, source: String): CancelOrderResult!
    savePhleboFeedback(diagnosticOrdersId: Int!, phleboRating: Int!, phleboFeedback: String, patientComments: String): OrderActionResult!
    saveDiagnosticCSATRating(orderId: Int!, rating: Int!, feedback: String): OrderActionResult!
    switchDiagnosticOrderPatientID(diagnosticOrderId: Int!, patientId: Int!): OrderActionResult!
    saveModifyDiagnosticOrderV1(diagnosticOrderId: Int!, diagnosticsModifyCartItems: [DiagnosticModifyItemInput!]!, addItemIds: [Int!]): ModifyOrderResult!
    reorderDiagnosticOrder(diagnosticOrderId: Int!): ReorderResult!
    createRefundForSampleRejected(diagnosticOrderId: Int!, account: String, bank: String, ifsc: String, upi: String, amount: Float!, type: String!): OrderActionResult!
  }
`;

/** A refused action answers status false with its message; NOT_FOUND and sign-in errors stay errors. */
async function asResult<T extends object>(run: () => Promise<T>, extra: (e: DomainError) => object = () => ({})): Promise<T | { status: false; message: string }> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") {
      const details = (e.details ?? {}) as { fieldErrors?: Record<string, string> };
      return { status: false, message: e.message, ...(details.fieldErrors ? { fieldErrors: details.fieldErrors } : {}), ...extra(e) };
    }
    throw e;
  }
}

async function ownMobile(ctx: GraphQLContext, accountId: number, mobileNumber: string | null | undefined) {
  if (!mobileNumber) return;
  const acc = await ctx.db.selectFrom("accounts").select(["mobile_number", "country_code"]).where("id", "=", accountId).executeTakeFirstOrThrow();
  const digits = mobileNumber.replace(/\D/g, "").slice(-10);
  if (digits !== acc.mobile_number) throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
}

async function ownPatient(ctx: GraphQLContext, accountId: number, patientId: number | null | undefined) {
  if (patientId == null) return;
  const p = await ctx.db.selectFrom("patients").select("id").where("id", "=", patientId).where("account_id", "=", accountId).executeTakeFirst();
  if (!p) throw new GraphQLError("Patient not found", { extensions: { code: "NOT_FOUND" } });
}

export const ordersResolvers: Resolvers = {
  Query: {
    getDiagnosticOrdersListByMobile: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      await ownMobile(ctx, accountId, a.mobileNumber);
      await ownPatient(ctx, accountId, a.patientId);
      return orders.getDiagnosticOrdersList(ctx.db, { accountId, patientId: a.patientId, paginated: a.paginated, limit: a.limit, offset: a.offset });
    },
    getDiagnosticOrdersListByParentOrderID: (_, a, ctx) =>
      orders.getDiagnosticOrdersListByParentOrderID(ctx.db, requireAccount(ctx), toId(a.parentOrderID)),
    GetDiagnosticOrderDetails: (_, a, ctx) => orders.getDiagnosticOrderDetails(ctx.db, requireAccount(ctx), toId(a.diagnosticOrderId)),
    getHCOrderFormattedTrackingHistory: async (_, a, ctx) => ({
      statusHistory: await orders.getHCOrderFormattedTrackingHistory(ctx.db, requireAccount(ctx), toId(a.diagnosticOrderID)),
    }),
    getOrderPhleboDetailsBulk: (_, a, ctx) =>
      orders.getOrderPhleboDetailsBulk(ctx.db, requireAccount(ctx), a.diagnosticOrdersIds.map(toId)),
    getRescheduleAndCancellationReasons: (_, a, ctx) => actions.reasonsFor(ctx.db, requireAccount(ctx), a),
    getRescheduleSlots: async (_, a, ctx) => {
      const parent = await parentOrderOfAccount(ctx.db, requireAccount(ctx), toId(a.parentOrderID));
      return rescheduleSlotOptions(ctx.db, parent.city_id);
    },
    validateReorderFlow: (_, a, ctx) => reorder.validateReorderFlow(ctx.db, requireAccount(ctx), toId(a.diagnosticOrderId)),
    getRecentlyOrderedItemDetails: async (_, a, ctx) => {
      // A screen section asks this for whoever is looking: a visitor simply has no orders.
      if (ctx.accountId == null) return { recentlyOrderedItems: [], frequentlyOrderedItems: [] };
      await ownMobile(ctx, ctx.accountId, a.mobileNumber);
      await ownPatient(ctx, ctx.accountId, a.patientId);
      let cityId: number | null = a.cityId ?? null;
      if (cityId == null && a.pincode) cityId = (await ctx.db.selectFrom("pincodes").select("city_id").where("pincode", "=", String(a.pincode)).executeTakeFirst())?.city_id ?? null;
      return reorder.getRecentlyOrderedItemDetails(ctx.db, ctx.accountId, { patientId: a.patientId, cityId });
    },
  },
  Mutation: {
    rescheduleDiagnosticsOrderv2: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(
        () => actions.rescheduleDiagnosticsOrder(ctx.db, accountId, { parentOrderId: toId(a.parentOrderID), slotId: a.slotInfo.slotId, selectedDate: a.selectedDate, reason: a.reason, comment: a.comment, source: a.source }),
        (e) => ({ rescheduleCount: (e.details as { rescheduleCount?: number } | undefined)?.rescheduleCount ?? null }),
      );
    },
    cancelDiagnosticOrdersv2: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => actions.cancelDiagnosticOrders(ctx.db, accountId, { orderIds: a.diagnosticOrderIds.map(toId), reason: a.reason, comment: a.comment }));
    },
    savePhleboFeedback: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => actions.savePhleboFeedback(ctx.db, accountId, { ...a, diagnosticOrdersId: toId(a.diagnosticOrdersId) }));
    },
    saveDiagnosticCSATRating: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => actions.saveDiagnosticCSATRating(ctx.db, accountId, { orderId: toId(a.orderId), rating: a.rating, feedback: a.feedback }));
    },
    switchDiagnosticOrderPatientID: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => actions.switchDiagnosticOrderPatientID(ctx.db, accountId, { diagnosticOrderId: toId(a.diagnosticOrderId), patientId: a.patientId }));
    },
    saveModifyDiagnosticOrderV1: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => reorder.saveModifyDiagnosticOrder(ctx.db, accountId, { diagnosticOrderId: toId(a.diagnosticOrderId), diagnosticsModifyCartItems: a.diagnosticsModifyCartItems, addItemIds: a.addItemIds ?? [] }));
    },
    reorderDiagnosticOrder: async (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      const result = await asResult(() => reorder.reorderDiagnosticOrder(ctx.db, accountId, toId(a.diagnosticOrderId)));
      return "itemIds" in result ? { ...result, validation: result } : { ...result, itemIds: [] };
    },
    createRefundForSampleRejected: (_, a, ctx) => {
      const accountId = requireAccount(ctx);
      return asResult(() => actions.createRefundForSampleRejected(ctx.db, accountId, { ...a, diagnosticOrderId: toId(a.diagnosticOrderId) }));
    },
  },
};
