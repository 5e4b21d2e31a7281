/**
 * Slots and booking: findDiagnosticSettings, getCustomizedSlotsv2, saveDiagnosticBookHCOrderv2 and
 * wrapperProcessDiagnosticHCOrderCOD (getUpcomingSlotInfo stays in serviceability, on the same slot generator).
 * Money goes out in rupees (exact to the paisa) and comes in as rupees; domain/ works in paise.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "./generated/resolvers-types";
import { requireAccount, withUserInput } from "./guard";
import { BOOKING_MESSAGE, bookingAnswer, saveDiagnosticBookHCOrderv2, wrapperProcessDiagnosticHCOrderCOD, type BookingAnswer } from "../domain/lab-tests/booking";
import { findDiagnosticSettings, getCustomizedSlotsv2 } from "../domain/scheduling/diagnostic-slots";
import { billingInRupees, toPaise, toRupees } from "../domain/pricing/pricing";
import type { SlotWithPlaces } from "../domain/scheduling/slots";
import { DomainError } from "../domain/errors";
import { slotInfoText } from "~/lib/slots";

export const bookingTypeDefs = /* GraphQL */ `
  type DiagnosticPaidSlotCharge { startTime: String!, charge: Float! }
  type DiagnosticSettings {
    cityId: Int!, advanceBookingDays: Int!, slotCutoff: String!, weekendDays: [String!]!, slotMinuteUnit: Int!
    slotDurationInMinutes: Int!, paidSlotCharges: [DiagnosticPaidSlotCharge!]!, slotCapacity: Int!, slotByClusterConfig: Boolean!
  }
  type DiagnosticSlot {
    slotDate: String!, startTime: String!, slotDateTimeInUTC: String!, slotDurationInMinutes: Int!, slotDisplayTime: String!
    slotInfo: String!, dayLabel: String!, isMorning: Boolean!, isPaidSlot: Boolean!, slotCharges: Float!
    "false when every place is taken"
    available: Boolean!
  }
  type DiagnosticSlotDate { slotDate: String!, dayLabel: String!, hasFreeSlot: Boolean! }
  type DiagnosticCustomizedSlots {
    status: Boolean!, message: String, cityId: Int, areaName: String, dates: [DiagnosticSlotDate!]!, selectedDate: String
    slots: [DiagnosticSlot!]!, suggestedSlot: DiagnosticSlot, isFasting: Boolean!, fastingHours: Int, fastingMessage: String
    paidSlotCharges: Float!, additionalSlotCharges: Float!
  }
  input DiagnosticSlotAddressInput { latitude: Float!, longitude: Float!, zipcode: String!, stateCode: String }
  input DiagnosticPatientLineItemsInput { patientID: Int!, itemIds: [Int!]! }
  enum DiagnosticPaymentMode { COD ONLINE }
  input SaveBookHomeCollectionOrderInputv2 {
    "Made by the client once per checkout attempt; the same key again returns the same order."
    idempotencyKey: String!
    patientsObjWithLineItems: [DiagnosticPatientLineItemsInput!]!
    patientAddressID: Int!
    slotDateTimeInUTC: String!
    paymentMode: DiagnosticPaymentMode!
    couponCode: String
    useHealthCredits: Boolean
    "The amount the client showed (rupees); a different bill is refused and returned."
    toPay: Float!
  }
  type DiagnosticPatientOrderStatus { patientID: Int!, orderID: Int!, displayId: String!, status: String!, preBookingId: String }
  type SaveDiagnosticBookHCOrderResult {
    status: Boolean!, errorMessageToDisplay: String, parentOrderId: Int, displayId: String, orderStatus: String, paymentType: String
    paymentLink: String, paymentLinkExpiry: String, paymentOrderId: String, toPay: Float, slotDateTimeInUTC: String
    patientsObjWithOrderIDs: [DiagnosticPatientOrderStatus!]!
    "The current bill when the prices changed since the cart showed them."
    billing: DiagnosticCartBilling
  }
  type ProcessDiagnosticHCOrderCODResult { status: Boolean!, message: String, orderStatus: String, patientsObjWithOrderIDs: [DiagnosticPatientOrderStatus!]! }
  extend type Query {
    findDiagnosticSettings(cityId: Int!, latitude: Float, longitude: Float, slotByClusterConfig: Boolean): DiagnosticSettings!
    getCustomizedSlotsv2(address: DiagnosticSlotAddressInput!, patientsObjWithLineItems: [DiagnosticPatientLineItemsInput!]!, billAmount: Float!, selectedDate: String): DiagnosticCustomizedSlots!
  }
  extend type Mutation {
    saveDiagnosticBookHCOrderv2(diagnosticOrderInput: SaveBookHomeCollectionOrderInputv2!): SaveDiagnosticBookHCOrderResult!
    "Retry of cash on delivery is always disabled: only an order booked as COD is processed, once."
    wrapperProcessDiagnosticHCOrderCOD(parentOrderId: Int!): ProcessDiagnosticHCOrderCODResult!
  }
`;

const slotView = (s: SlotWithPlaces) => ({ ...s, slotInfo: slotInfoText(s), slotCharges: toRupees(s.slotCharges) });

const answerView = (a: BookingAnswer) => ({
  status: true,
  errorMessageToDisplay: null,
  ...a,
  toPay: toRupees(a.toPay),
  patientsObjWithOrderIDs: a.patients,
  billing: null,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const bookingResolvers: Resolvers = {
  Query: {
    findDiagnosticSettings: (_, a, ctx) =>
      findDiagnosticSettings(ctx.db, a).then((s) => ({ ...s, paidSlotCharges: s.paidSlotCharges.map((p) => ({ ...p, charge: toRupees(p.charge) })) })),

    getCustomizedSlotsv2: (_, a, ctx) =>
      withUserInput(async () => {
        if (!(a.billAmount >= 0) || a.patientsObjWithLineItems.length > 6 || (a.selectedDate != null && !DATE.test(a.selectedDate))) {
          throw new GraphQLError("Invalid slot request", { extensions: { code: "BAD_USER_INPUT" } });
        }
        const r = await getCustomizedSlotsv2(ctx.db, {
          address: a.address,
          patients: a.patientsObjWithLineItems,
          billAmount: toPaise(a.billAmount),
          selectedDate: a.selectedDate ?? null,
        });
        return {
          ...r,
          slots: r.slots.map(slotView),
          suggestedSlot: r.suggestedSlot ? slotView(r.suggestedSlot) : null,
          paidSlotCharges: toRupees(r.paidSlotCharges),
          additionalSlotCharges: toRupees(r.additionalSlotCharges),
        };
      }),
  },
  Mutation: {
    saveDiagnosticBookHCOrderv2: (_, { diagnosticOrderInput: i }, ctx) =>
      withUserInput(async () => {
        const accountId = requireAccount(ctx);
        const result = await saveDiagnosticBookHCOrderv2(ctx.db, {
          accountId,
          idempotencyKey: i.idempotencyKey,
          patients: i.patientsObjWithLineItems,
          addressId: i.patientAddressID,
          slotDateTimeInUTC: i.slotDateTimeInUTC,
          paymentMode: i.paymentMode,
          couponCode: i.couponCode ?? null,
          useHealthCredits: !!i.useHealthCredits,
          toPay: toPaise(i.toPay),
        });
        if (result.status) return answerView(result.answer);
        return { status: false, errorMessageToDisplay: result.message, patientsObjWithOrderIDs: [], billing: result.billing ? billingInRupees(result.billing) : null };
      }),

    wrapperProcessDiagnosticHCOrderCOD: (_, a, ctx) =>
      withUserInput(async () => {
        const accountId = requireAccount(ctx);
        try {
          await ctx.db.transaction().execute((trx) => wrapperProcessDiagnosticHCOrderCOD(trx, { accountId, parentOrderId: a.parentOrderId }));
        } catch (e) {
          if (e instanceof DomainError) throw new GraphQLError("Order not found", { extensions: { code: "NOT_FOUND" } });
          if (e instanceof Error && e.message === "COD_NOT_AVAILABLE") return { status: false, message: BOOKING_MESSAGE.COD_NOT_AVAILABLE, orderStatus: null, patientsObjWithOrderIDs: [] };
          throw e;
        }
        const answer = await bookingAnswer(ctx.db, accountId, a.parentOrderId);
        return { status: true, message: null, orderStatus: answer.orderStatus, patientsObjWithOrderIDs: answer.patients };
      }),
  },
};
