/**
 * The cart and pricing API: getDiagnosticCart / updateDiagnosticCart (the signed-in account's stored cart, or a
 * visitor's cart passed as visitorItemIds), validatePatientCart, getDiagnosticCartDetailsV1, getPhleboChargesV2,
 * vaidateDiagnosticCoupon and the health-credit balance. Resolvers are thin: rules and arithmetic are in domain/.
 */
import { GraphQLError } from "graphql";
import type { GraphQLContext } from "./context";
import type { DiagnosticCartChange, Resolvers } from "./generated/resolvers-types";
import { withUserInput } from "./guard";
import * as cartDomain from "../domain/cart/cart";
import { billingInRupees, phleboChargeFor, toPaise, toRupees } from "../domain/pricing/pricing";
import { billCart, cartPricingPatients, getDiagnosticCartDetailsV1, phleboChargeRules } from "../domain/pricing/pricing-service";
import { getDiagnosticAccountFigures } from "../domain/health-credits/health-credits";
import { listPatients } from "../domain/accounts/patients";
import { cartType, kindReplacedMessage, validatePatientCart, type DiagnosticsCart } from "~/lib/cart-rules";
import { radiologyVisitorCartFromCookie } from "~/lib/visitor-cart";
import { LOCATION_COOKIE, parseLocation, readCookie } from "~/lib/location";
import { formatPrice } from "~/lib/price";

export const cartTypeDefs = /* GraphQL */ `
  type DiagnosticCartItem { itemId: Int!, name: String!, itemType: String!, gender: String!, inclusions: [Int!]!, kind: String! }
  type DiagnosticPatientCartEntry { patientID: Int!, itemIds: [Int!]! }
  type DiagnosticRecommendationUndo { patientID: Int!, packageItemId: Int!, removedItemIds: [Int!]! }
  type DiagnosticModifyCartItem { itemId: Int!, isRemoved: Boolean! }
  type DiagnosticCart {
    diagnosticsCartItems: [DiagnosticCartItem!]!, patientCartItems: [DiagnosticPatientCartEntry!]!, selectedPatients: [Int!]!
    deliveryAddressId: Int, selectedRecommendations: [DiagnosticRecommendationUndo!]!, activePackageOnTdp: Int
    modifyOrderId: Int, diagnosticsModifyCartItems: [DiagnosticModifyCartItem!]!, couponCode: String, useHealthCredits: Boolean!
    "TESTS, PACKAGES or BOTH; null for an empty cart."
    cartType: String
    itemIds: [Int!]!
    "account: the signed-in account's stored cart; visitor: the ids the browser sent, with the rules applied."
    owner: String!
  }
  type DiagnosticCartNotice { kind: String!, message: String!, itemId: Int, patientID: Int }
  type DiagnosticCartResult { cart: DiagnosticCart!, notices: [DiagnosticCartNotice!]! }
  enum DiagnosticCartAction {
    ADD_ITEM REMOVE_ITEM REMOVE_PATIENT SELECT_PATIENTS APPLY_RECOMMENDATION UNDO_RECOMMENDATION RESET_RECOMMENDATIONS
    MERGE SET_COUPON SET_HEALTH_CREDITS SET_ADDRESS CLEAR
  }
  input DiagnosticCartChange {
    action: DiagnosticCartAction!, itemId: Int, patientID: Int, patientIDs: [Int!], packageItemId: Int, itemIds: [Int!]
    couponCode: String, useHealthCredits: Boolean, addressId: Int, "item_page when added from an item page" source: String
  }
  input DiagnosticCartPatientInput { patientID: Int!, itemIds: [Int!]! }
  type DiagnosticPartialParameterConflict { itemId: Int!, parameters: [String!]! }
  type DiagnosticItemConflict { itemToKeep: Int!, itemsWithConflicts: [Int!]!, partialParameterConflicts: [DiagnosticPartialParameterConflict!]! }
  type DiagnosticValidatedPatientCart { patientID: Int!, conflicts: [DiagnosticItemConflict!]!, genderInvalidItemIds: [Int!]! }
  type ValidatePatientCartResult { validatedCartItems: [DiagnosticValidatedPatientCart!]! }
  type DiagnosticCircleCashback { cashbackType: String!, cashbackValue: Float!, cashbackAmount: Float!, offerDescription: String! }
  type DiagnosticBilledLineItem { itemId: Int!, itemName: String!, price: Float!, mrp: Float!, groupPlan: String!, additionalCircleCashback: DiagnosticCircleCashback }
  type DiagnosticPatientLineItems { patientID: Int!, gender: String, totalPrice: Float!, lineItems: [DiagnosticBilledLineItem!]! }
  "Cart billing (rupees, exact to the paisa)."
  type DiagnosticCartBilling {
    totalMrp: Float!, discountOnMrpNew: Float!, circleMemberDiscount: Float!, couponDiscount: Float!, homeCollectionCharges: Float!
    bookingFees: Float!, additionalCharges: Float!, subTotal: Float!, healthCreditsUsed: Float!, healthCreditsAvailable: Float!
    toPay: Float!, circleCashback: Float!, couponCode: String, isCouponValid: Boolean, errorMsg: String, couponDescription: String
    diagPatientLineItems: [DiagnosticPatientLineItems!]!, patientCount: Int!, perPatientToPay: Float, perPatientTotalMrp: Float
    isCorporateFlow: Boolean!, isCircleMember: Boolean!
  }
  input PhleboChargeDetailsInput { cityId: Int, billAmount: Float! }
  type PhleboCharges { charges: Float!, "Bill from which collection is free, if any" freeCollectionFrom: Float }
  input DiagnosticCouponInput { couponCode: String!, cityId: Int, cartItem: [DiagnosticCartPatientInput!] }
  type DiagnosticCouponResult { status: Boolean!, message: String!, isCouponValid: Boolean!, errorMsg: String, couponCode: String!, discountAmount: Float! }
  type HealthCreditsBalance { balance: Float!, "Health credit redemption up to 50% of the order" maxRedemptionPercent: Int! }
  extend type Query {
    getDiagnosticCart(visitorItemIds: [Int!], cityId: Int): DiagnosticCart!
    validatePatientCart(patientsObjWithLineItems: [DiagnosticCartPatientInput!], cityId: Int): ValidatePatientCartResult!
    getDiagnosticCartDetailsV1(
      cartItem: [DiagnosticCartPatientInput!], cityId: Int, couponCode: String, healthCreditsUsed: Float, isCircle: Boolean
      latitude: Float, longitude: Float, pincode: String, slot: String, visitorItemIds: [Int!]
    ): DiagnosticCartBilling!
    getPhleboChargesV2(chargeDetailsInput: PhleboChargeDetailsInput!): PhleboCharges!
    getHealthCreditsBalance: HealthCreditsBalance!
  }
  extend type Mutation {
    "Idempotent: the same change twice leaves the cart as once."
    updateDiagnosticCart(change: DiagnosticCartChange!, visitorItemIds: [Int!], cityId: Int): DiagnosticCartResult!
    vaidateDiagnosticCoupon(couponInput: DiagnosticCouponInput!): DiagnosticCouponResult!
  }
`;

type PatientInput = { patientID: number; itemIds: number[] };

const locationCityId = (ctx: GraphQLContext) => parseLocation(readCookie(ctx.request.headers.get("Cookie"), LOCATION_COOKIE)).cityId;

function view(cart: DiagnosticsCart, ctx: GraphQLContext) {
  return {
    owner: ctx.accountId != null ? "account" : "visitor",
    ...cart,
    selectedRecommendations: cart.selectedRecommendations.map((r) => ({ patientID: r.patientID, packageItemId: r.packageItemId, removedItemIds: r.removedItems.map((i) => i.itemId) })),
    cartType: cartType(cart),
    itemIds: cartDomain.cartItemIds(cart),
  };
}

async function callerCart(ctx: GraphQLContext, visitorItemIds: number[] | null | undefined, cityId: number): Promise<DiagnosticsCart> {
  if (ctx.accountId != null) return cartDomain.getAccountCart(ctx.db, ctx.accountId);
  return cartDomain.visitorCart(ctx.db, visitorItemIds ?? [], cityId);
}

/** Patient ids given by a client must be the caller's own (a visitor may only price patient 0). */
async function ownPatients(ctx: GraphQLContext, entries: PatientInput[]): Promise<PatientInput[]> {
  const own = new Set(ctx.accountId == null ? [0] : (await listPatients(ctx.db, ctx.accountId)).map((p) => p.id));
  if (ctx.accountId != null) own.add(0);
  if (entries.length > 6 || entries.some((e) => !own.has(e.patientID) || e.itemIds.length > cartDomain.MAX_CART_ITEMS)) {
    throw new GraphQLError("Patient not found", { extensions: { code: "NOT_FOUND" } });
  }
  return entries;
}

function toAction(c: DiagnosticCartChange): cartDomain.CartAction {
  const need = <T>(v: T | null | undefined, name: string): T => {
    if (v == null) throw new GraphQLError(`${name} is required for ${c.action}`, { extensions: { code: "BAD_USER_INPUT" } });
    return v;
  };
  switch (c.action) {
    case "ADD_ITEM": return { type: "ADD_ITEM", itemId: need(c.itemId, "itemId"), source: c.source };
    case "REMOVE_ITEM": return { type: "REMOVE_ITEM", itemId: need(c.itemId, "itemId"), patientID: c.patientID };
    case "REMOVE_PATIENT": return { type: "REMOVE_PATIENT", patientID: need(c.patientID, "patientID") };
    case "SELECT_PATIENTS": return { type: "SELECT_PATIENTS", patientIDs: need(c.patientIDs, "patientIDs") };
    case "APPLY_RECOMMENDATION":
    case "UNDO_RECOMMENDATION":
      return { type: c.action, patientID: need(c.patientID, "patientID"), packageItemId: need(c.packageItemId, "packageItemId") };
    case "MERGE": return { type: "MERGE", itemIds: need(c.itemIds, "itemIds") };
    case "SET_COUPON": return { type: "SET_COUPON", couponCode: c.couponCode ? String(c.couponCode).trim().toUpperCase().slice(0, 30) || null : null };
    case "SET_HEALTH_CREDITS": return { type: "SET_HEALTH_CREDITS", useHealthCredits: need(c.useHealthCredits, "useHealthCredits") };
    case "SET_ADDRESS": return { type: "SET_ADDRESS", addressId: need(c.addressId, "addressId") };
    default: return { type: c.action };
  }
}

/**
 * A visitor's lab test replaces the scans their browser keeps ("radiology and pathology never together"), as it
 * does for an account: the answer says so, and the browser empties its radiology cart (it holds only ids).
 */
function withVisitorScansReplaced(ctx: GraphQLContext, action: cartDomain.CartAction, result: cartDomain.CartChange): cartDomain.CartChange {
  if (action.type !== "ADD_ITEM" || !result.notices.some((n) => n.kind === "added")) return result;
  if (!result.cart.diagnosticsCartItems.some((i) => i.kind === "PATHOLOGY")) return result;
  if (!radiologyVisitorCartFromCookie(ctx.request.headers.get("Cookie")).itemIds.length) return result;
  return { ...result, notices: [...result.notices, { kind: "kind-replaced", message: kindReplacedMessage("PATHOLOGY") }] };
}

export const cartResolvers: Resolvers = {
  Query: {
    getDiagnosticCart: async (_, a, ctx) =>
      view(await callerCart(ctx, a.visitorItemIds, a.cityId ?? locationCityId(ctx)), ctx),

    validatePatientCart: async (_, a, ctx) => {
      const config = await cartDomain.getCartConfig(ctx.db);
      const rules = await cartDomain.rulesContext(ctx.db, ctx.accountId, config);
      let cart = await callerCart(ctx, [], a.cityId ?? locationCityId(ctx));
      if (a.patientsObjWithLineItems) {
        const entries = await ownPatients(ctx, a.patientsObjWithLineItems);
        const items = await cartDomain.cartItemsFor(ctx.db, entries.flatMap((e) => e.itemIds), a.cityId ?? locationCityId(ctx));
        cart = { ...cart, diagnosticsCartItems: [...items.values()], patientCartItems: entries.map((e) => ({ ...e, itemIds: e.itemIds.filter((id) => items.has(id)) })) };
      }
      return { validatedCartItems: validatePatientCart(cart, rules) };
    },

    getDiagnosticCartDetailsV1: async (_, a, ctx) => {
      const cart = await callerCart(ctx, a.visitorItemIds, locationCityId(ctx));
      const cityId = a.cityId ?? (await cartDomain.cartCityId(ctx.db, ctx.accountId, cart, locationCityId(ctx)));
      // The caller's stored choices unless the call overrides them; membership always comes from the account.
      if (!a.cartItem && a.couponCode === undefined && a.healthCreditsUsed == null) {
        return billingInRupees(await billCart(ctx.db, { accountId: ctx.accountId, cart, cityId }));
      }
      const patients = a.cartItem ? await ownPatients(ctx, a.cartItem) : cartPricingPatients(cart);
      const billing = await getDiagnosticCartDetailsV1(ctx.db, {
        accountId: ctx.accountId,
        patients,
        cityId,
        couponCode: a.couponCode === undefined ? cart.couponCode : a.couponCode,
        healthCreditsRequested: a.healthCreditsUsed != null ? toPaise(a.healthCreditsUsed) : cart.useHealthCredits ? Number.MAX_SAFE_INTEGER : 0,
      });
      return billingInRupees(billing);
    },

    getPhleboChargesV2: async (_, a, ctx) => {
      const rules = await phleboChargeRules(ctx.db, a.chargeDetailsInput.cityId ?? locationCityId(ctx));
      const free = rules.find((r) => r.charge === 0);
      return { charges: toRupees(phleboChargeFor(rules, toPaise(a.chargeDetailsInput.billAmount))), freeCollectionFrom: free ? toRupees(free.minBill) : null };
    },

    getHealthCreditsBalance: async (_, __, ctx) => {
      if (ctx.accountId == null) throw new GraphQLError("Please sign in", { extensions: { code: "UNAUTHENTICATED" } });
      const figures = await getDiagnosticAccountFigures(ctx.db, ctx.accountId);
      return { balance: toRupees(figures.healthCredits), maxRedemptionPercent: 50 };
    },
  },
  Mutation: {
    updateDiagnosticCart: (_, a, ctx) =>
      withUserInput(async () => {
        const action = toAction(a.change);
        const cityId = a.cityId ?? locationCityId(ctx);
        const result =
          ctx.accountId != null
            ? await cartDomain.changeAccountCart(ctx.db, ctx.accountId, action, cityId)
            : withVisitorScansReplaced(ctx, action, await cartDomain.changeVisitorCart(ctx.db, a.visitorItemIds ?? [], action, cityId));
        return { cart: view(result.cart, ctx), notices: result.notices };
      }),

    vaidateDiagnosticCoupon: async (_, a, ctx) => {
      const cart = await callerCart(ctx, [], locationCityId(ctx));
      const cityId = a.couponInput.cityId ?? (await cartDomain.cartCityId(ctx.db, ctx.accountId, cart, locationCityId(ctx)));
      const patients = a.couponInput.cartItem ? await ownPatients(ctx, a.couponInput.cartItem) : cartPricingPatients(cart);
      const billing = await getDiagnosticCartDetailsV1(ctx.db, { accountId: ctx.accountId, patients, cityId, couponCode: a.couponInput.couponCode });
      const c = billing.coupon!;
      return {
        status: c.isCouponValid,
        message: c.isCouponValid ? `${c.couponCode} applied: you save ${formatPrice(toRupees(c.discount))}` : (c.errorMsg ?? ""),
        isCouponValid: c.isCouponValid,
        errorMsg: c.errorMsg,
        couponCode: c.couponCode,
        discountAmount: toRupees(c.discount),
      };
    },
  },
};
