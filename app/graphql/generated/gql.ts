/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {\n    getDiagnosticServiceability(latitude: $latitude, longitude: $longitude, postalCode: $postalCode) {\n      status cityID stateID cityName stateName areaName message\n    }\n  }\n": typeof types.ServiceabilityDocument,
    "\n  query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {\n    getUpcomingSlotInfo(latitude: $latitude, longitude: $longitude, zipcode: $zipcode, serviceability: $serviceability) { status slotInfo }\n  }\n": typeof types.UpcomingSlotDocument,
    "query SessionCheck { getCurrentUser { accountId } }": typeof types.SessionCheckDocument,
    "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath pollIntervalMs\n    }\n  }\n": typeof types.GetPaymentStatusDocument,
};
const documents: Documents = {
    "\n  query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {\n    getDiagnosticServiceability(latitude: $latitude, longitude: $longitude, postalCode: $postalCode) {\n      status cityID stateID cityName stateName areaName message\n    }\n  }\n": types.ServiceabilityDocument,
    "\n  query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {\n    getUpcomingSlotInfo(latitude: $latitude, longitude: $longitude, zipcode: $zipcode, serviceability: $serviceability) { status slotInfo }\n  }\n": types.UpcomingSlotDocument,
    "query SessionCheck { getCurrentUser { accountId } }": types.SessionCheckDocument,
    "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath pollIntervalMs\n    }\n  }\n": types.GetPaymentStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {\n    getDiagnosticServiceability(latitude: $latitude, longitude: $longitude, postalCode: $postalCode) {\n      status cityID stateID cityName stateName areaName message\n    }\n  }\n"): typeof import('./graphql').ServiceabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {\n    getUpcomingSlotInfo(latitude: $latitude, longitude: $longitude, zipcode: $zipcode, serviceability: $serviceability) { status slotInfo }\n  }\n"): typeof import('./graphql').UpcomingSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SessionCheck { getCurrentUser { accountId } }"): typeof import('./graphql').SessionCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath pollIntervalMs\n    }\n  }\n"): typeof import('./graphql').GetPaymentStatusDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
