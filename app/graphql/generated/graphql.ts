/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type GetPaymentStatusQueryVariables = Exact<{
  category: string;
  orderId: number;
}>;


export type GetPaymentStatusQuery = { getPaymentStatus: { orderId: number, category: string, paymentOrderId: string | null, paymentStatus: string, failureType: string | null, message: string | null, amount: number, healthCreditsUsed: number, paymentMethod: string, canRetry: boolean, paymentLinkURL: string | null, paymentLinkMessage: string | null, errorCode: string | null, orderSucceededPath: string | null, pollIntervalMs: number } };

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
    pollIntervalMs
  }
}
    `) as unknown as TypedDocumentString<GetPaymentStatusQuery, GetPaymentStatusQueryVariables>;