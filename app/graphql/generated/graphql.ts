/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DiagnosticCartAction =
  | 'ADD_ITEM'
  | 'APPLY_RECOMMENDATION'
  | 'CLEAR'
  | 'MERGE'
  | 'REMOVE_ITEM'
  | 'REMOVE_PATIENT'
  | 'RESET_RECOMMENDATIONS'
  | 'SELECT_PATIENTS'
  | 'SET_ADDRESS'
  | 'SET_COUPON'
  | 'SET_HEALTH_CREDITS'
  | 'UNDO_RECOMMENDATION';

export type DiagnosticCartChange = {
  action: DiagnosticCartAction;
  addressId?: number | null | undefined;
  couponCode?: string | null | undefined;
  itemId?: number | null | undefined;
  itemIds?: Array<number> | null | undefined;
  packageItemId?: number | null | undefined;
  patientID?: number | null | undefined;
  patientIDs?: Array<number> | null | undefined;
  /** item_page when added from an item page */
  source?: string | null | undefined;
  useHealthCredits?: boolean | null | undefined;
};

export type ServiceabilityIdsInput = {
  cityID: number;
  stateID: number;
};

export type ServiceabilityQueryVariables = Exact<{
  latitude: number;
  longitude: number;
  postalCode: string;
}>;


export type ServiceabilityQuery = { getDiagnosticServiceability: { status: boolean, cityID: number | null, stateID: number | null, cityName: string | null, stateName: string | null, areaName: string | null, message: string | null } };

export type UpcomingSlotQueryVariables = Exact<{
  latitude: number;
  longitude: number;
  zipcode: string;
  serviceability: ServiceabilityIdsInput;
}>;


export type UpcomingSlotQuery = { getUpcomingSlotInfo: { status: boolean, slotInfo: string } };

export type SessionCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionCheckQuery = { getCurrentUser: { accountId: number } };

export type CartFieldsFragment = { owner: string, itemIds: Array<number>, activePackageOnTdp: number | null };

export type CartChangeMutationVariables = Exact<{
  change: DiagnosticCartChange;
  visitorItemIds?: Array<number> | number | null | undefined;
}>;


export type CartChangeMutation = { updateDiagnosticCart: { cart: { owner: string, itemIds: Array<number>, activePackageOnTdp: number | null }, notices: Array<{ kind: string, message: string, itemId: number | null, patientID: number | null }> } };

export type CartSyncQueryVariables = Exact<{
  visitorItemIds?: Array<number> | number | null | undefined;
}>;


export type CartSyncQuery = { getDiagnosticCart: { owner: string, itemIds: Array<number>, activePackageOnTdp: number | null } };

export type CartTotalQueryVariables = Exact<{
  visitorItemIds?: Array<number> | number | null | undefined;
}>;


export type CartTotalQuery = { getDiagnosticCartDetailsV1: { subTotal: number, diagPatientLineItems: Array<{ lineItems: Array<{ itemId: number }> }> } };

export type GetPaymentStatusQueryVariables = Exact<{
  category: string;
  orderId: number;
}>;


export type GetPaymentStatusQuery = { getPaymentStatus: { orderId: number, category: string, paymentOrderId: string | null, paymentStatus: string, failureType: string | null, message: string | null, amount: number, healthCreditsUsed: number, paymentMethod: string, canRetry: boolean, paymentLinkURL: string | null, paymentLinkMessage: string | null, errorCode: string | null, orderSucceededPath: string | null, orderSucceededLabel: string, pollIntervalMs: number } };

export type CirclePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type CirclePlansQuery = { getCirclePlans: Array<{ subPlanId: string, title: string, durationDays: number, price: number, perMonth: number }> };

export type RecommendedQueryVariables = Exact<{
  cityId?: number | null | undefined;
}>;


export type RecommendedQuery = { getDiagnosticsListingData: { itemList: Array<{ itemId: number, itemName: string, itemType: string, url: string, itemInclusionCount: number, diagnosticPricing: Array<{ mrp: number, price: number, circlePrice: number | null, circleMrp: number | null, groupPlan: string, status: string, showSlashedPrice: boolean, showDiscountPercent: boolean, cashbackText: string | null }> }> } };

export type WidgetItemFieldsFragment = { itemId: number, itemName: string, itemType: string, url: string, itemInclusionCount: number, diagnosticPricing: Array<{ mrp: number, price: number, circlePrice: number | null, circleMrp: number | null, groupPlan: string, status: string, showSlashedPrice: boolean, showDiscountPercent: boolean, cashbackText: string | null }> };

export type CartItemsQueryVariables = Exact<{
  itemIDs: Array<number> | number;
  cityID?: number | null | undefined;
}>;


export type CartItemsQuery = { findDiagnosticsByItemIDsAndCityID: Array<{ itemId: number, itemName: string, itemType: string, url: string, itemInclusionCount: number, diagnosticPricing: Array<{ mrp: number, price: number, circlePrice: number | null, circleMrp: number | null, groupPlan: string, status: string, showSlashedPrice: boolean, showDiscountPercent: boolean, cashbackText: string | null }> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on DiagnosticCart {
  owner
  itemIds
  activePackageOnTdp
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const WidgetItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment WidgetItemFields on DiagnosticItem {
  itemId
  itemName
  itemType
  url
  itemInclusionCount
  diagnosticPricing {
    mrp
    price
    circlePrice
    circleMrp
    groupPlan
    status
    showSlashedPrice
    showDiscountPercent
    cashbackText
  }
}
    `, {"fragmentName":"WidgetItemFields"}) as unknown as TypedDocumentString<WidgetItemFieldsFragment, unknown>;
export const ServiceabilityDocument = new TypedDocumentString(`
    query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {
  getDiagnosticServiceability(
    latitude: $latitude
    longitude: $longitude
    postalCode: $postalCode
  ) {
    status
    cityID
    stateID
    cityName
    stateName
    areaName
    message
  }
}
    `) as unknown as TypedDocumentString<ServiceabilityQuery, ServiceabilityQueryVariables>;
export const UpcomingSlotDocument = new TypedDocumentString(`
    query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {
  getUpcomingSlotInfo(
    latitude: $latitude
    longitude: $longitude
    zipcode: $zipcode
    serviceability: $serviceability
  ) {
    status
    slotInfo
  }
}
    `) as unknown as TypedDocumentString<UpcomingSlotQuery, UpcomingSlotQueryVariables>;
export const SessionCheckDocument = new TypedDocumentString(`
    query SessionCheck {
  getCurrentUser {
    accountId
  }
}
    `) as unknown as TypedDocumentString<SessionCheckQuery, SessionCheckQueryVariables>;
export const CartChangeDocument = new TypedDocumentString(`
    mutation CartChange($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {
  updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) {
    cart {
      ...CartFields
    }
    notices {
      kind
      message
      itemId
      patientID
    }
  }
}
    fragment CartFields on DiagnosticCart {
  owner
  itemIds
  activePackageOnTdp
}`) as unknown as TypedDocumentString<CartChangeMutation, CartChangeMutationVariables>;
export const CartSyncDocument = new TypedDocumentString(`
    query CartSync($visitorItemIds: [Int!]) {
  getDiagnosticCart(visitorItemIds: $visitorItemIds) {
    ...CartFields
  }
}
    fragment CartFields on DiagnosticCart {
  owner
  itemIds
  activePackageOnTdp
}`) as unknown as TypedDocumentString<CartSyncQuery, CartSyncQueryVariables>;
export const CartTotalDocument = new TypedDocumentString(`
    query CartTotal($visitorItemIds: [Int!]) {
  getDiagnosticCartDetailsV1(visitorItemIds: $visitorItemIds) {
    subTotal
    diagPatientLineItems {
      lineItems {
        itemId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartTotalQuery, CartTotalQueryVariables>;
export const GetPaymentStatusDocument = new TypedDocumentString(`
    query GetPaymentStatus($category: String!, $orderId: Int!) {
  getPaymentStatus(category: $category, orderId: $orderId) {
    orderId
    category
    paymentOrderId
    paymentStatus
    failureType
    message
    amount
    healthCreditsUsed
    paymentMethod
    canRetry
    paymentLinkURL
    paymentLinkMessage
    errorCode
    orderSucceededPath
    orderSucceededLabel
    pollIntervalMs
  }
}
    `) as unknown as TypedDocumentString<GetPaymentStatusQuery, GetPaymentStatusQueryVariables>;
export const CirclePlansDocument = new TypedDocumentString(`
    query CirclePlans {
  getCirclePlans {
    subPlanId
    title
    durationDays
    price
    perMonth
  }
}
    `) as unknown as TypedDocumentString<CirclePlansQuery, CirclePlansQueryVariables>;
export const RecommendedDocument = new TypedDocumentString(`
    query Recommended($cityId: Int) {
  getDiagnosticsListingData(
    cityId: $cityId
    limit: 4
    offset: 0
    sortBy: POPULARITY_DESC
  ) {
    itemList {
      ...WidgetItemFields
    }
  }
}
    fragment WidgetItemFields on DiagnosticItem {
  itemId
  itemName
  itemType
  url
  itemInclusionCount
  diagnosticPricing {
    mrp
    price
    circlePrice
    circleMrp
    groupPlan
    status
    showSlashedPrice
    showDiscountPercent
    cashbackText
  }
}`) as unknown as TypedDocumentString<RecommendedQuery, RecommendedQueryVariables>;
export const CartItemsDocument = new TypedDocumentString(`
    query CartItems($itemIDs: [Int!]!, $cityID: Int) {
  findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) {
    ...WidgetItemFields
  }
}
    fragment WidgetItemFields on DiagnosticItem {
  itemId
  itemName
  itemType
  url
  itemInclusionCount
  diagnosticPricing {
    mrp
    price
    circlePrice
    circleMrp
    groupPlan
    status
    showSlashedPrice
    showDiscountPercent
    cashbackText
  }
}`) as unknown as TypedDocumentString<CartItemsQuery, CartItemsQueryVariables>;