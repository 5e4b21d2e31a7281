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
    "fragment CartFields on DiagnosticCart { owner itemIds activePackageOnTdp }": typeof types.CartFieldsFragmentDoc,
    "\n  mutation CartChange($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {\n    updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) { cart { ...CartFields } notices { kind message itemId patientID } }\n  }\n": typeof types.CartChangeDocument,
    "query CartSync($visitorItemIds: [Int!]) { getDiagnosticCart(visitorItemIds: $visitorItemIds) { ...CartFields } }": typeof types.CartSyncDocument,
    "\n  query CartTotal($visitorItemIds: [Int!]) {\n    getDiagnosticCartDetailsV1(visitorItemIds: $visitorItemIds) { subTotal diagPatientLineItems { lineItems { itemId } } }\n  }\n": typeof types.CartTotalDocument,
    "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath orderSucceededLabel pollIntervalMs\n    }\n  }\n": typeof types.GetPaymentStatusDocument,
    "\n  query CirclePlans {\n    getCirclePlans { subPlanId title durationDays price perMonth }\n  }\n": typeof types.CirclePlansDocument,
    "\n  query Recommended($cityId: Int) {\n    getDiagnosticsListingData(cityId: $cityId, limit: 4, offset: 0, sortBy: POPULARITY_DESC) { itemList { ...WidgetItemFields } }\n  }\n": typeof types.RecommendedDocument,
    "\n  fragment WidgetItemFields on DiagnosticItem {\n    itemId itemName itemType url itemInclusionCount\n    diagnosticPricing { mrp price circlePrice circleMrp groupPlan status showSlashedPrice showDiscountPercent cashbackText }\n  }\n": typeof types.WidgetItemFieldsFragmentDoc,
    "\n  query CartItems($itemIDs: [Int!]!, $cityID: Int) {\n    findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) { ...WidgetItemFields }\n  }\n": typeof types.CartItemsDocument,
};
const documents: Documents = {
    "\n  query Serviceability($latitude: Float!, $longitude: Float!, $postalCode: String!) {\n    getDiagnosticServiceability(latitude: $latitude, longitude: $longitude, postalCode: $postalCode) {\n      status cityID stateID cityName stateName areaName message\n    }\n  }\n": types.ServiceabilityDocument,
    "\n  query UpcomingSlot($latitude: Float!, $longitude: Float!, $zipcode: String!, $serviceability: ServiceabilityIdsInput!) {\n    getUpcomingSlotInfo(latitude: $latitude, longitude: $longitude, zipcode: $zipcode, serviceability: $serviceability) { status slotInfo }\n  }\n": types.UpcomingSlotDocument,
    "query SessionCheck { getCurrentUser { accountId } }": types.SessionCheckDocument,
    "fragment CartFields on DiagnosticCart { owner itemIds activePackageOnTdp }": types.CartFieldsFragmentDoc,
    "\n  mutation CartChange($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {\n    updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) { cart { ...CartFields } notices { kind message itemId patientID } }\n  }\n": types.CartChangeDocument,
    "query CartSync($visitorItemIds: [Int!]) { getDiagnosticCart(visitorItemIds: $visitorItemIds) { ...CartFields } }": types.CartSyncDocument,
    "\n  query CartTotal($visitorItemIds: [Int!]) {\n    getDiagnosticCartDetailsV1(visitorItemIds: $visitorItemIds) { subTotal diagPatientLineItems { lineItems { itemId } } }\n  }\n": types.CartTotalDocument,
    "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath orderSucceededLabel pollIntervalMs\n    }\n  }\n": types.GetPaymentStatusDocument,
    "\n  query CirclePlans {\n    getCirclePlans { subPlanId title durationDays price perMonth }\n  }\n": types.CirclePlansDocument,
    "\n  query Recommended($cityId: Int) {\n    getDiagnosticsListingData(cityId: $cityId, limit: 4, offset: 0, sortBy: POPULARITY_DESC) { itemList { ...WidgetItemFields } }\n  }\n": types.RecommendedDocument,
    "\n  fragment WidgetItemFields on DiagnosticItem {\n    itemId itemName itemType url itemInclusionCount\n    diagnosticPricing { mrp price circlePrice circleMrp groupPlan status showSlashedPrice showDiscountPercent cashbackText }\n  }\n": types.WidgetItemFieldsFragmentDoc,
    "\n  query CartItems($itemIDs: [Int!]!, $cityID: Int) {\n    findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) { ...WidgetItemFields }\n  }\n": types.CartItemsDocument,
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
export function graphql(source: "fragment CartFields on DiagnosticCart { owner itemIds activePackageOnTdp }"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartChange($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {\n    updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) { cart { ...CartFields } notices { kind message itemId patientID } }\n  }\n"): typeof import('./graphql').CartChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartSync($visitorItemIds: [Int!]) { getDiagnosticCart(visitorItemIds: $visitorItemIds) { ...CartFields } }"): typeof import('./graphql').CartSyncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartTotal($visitorItemIds: [Int!]) {\n    getDiagnosticCartDetailsV1(visitorItemIds: $visitorItemIds) { subTotal diagPatientLineItems { lineItems { itemId } } }\n  }\n"): typeof import('./graphql').CartTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPaymentStatus($category: String!, $orderId: Int!) {\n    getPaymentStatus(category: $category, orderId: $orderId) {\n      orderId category paymentOrderId paymentStatus failureType message amount healthCreditsUsed paymentMethod canRetry\n      paymentLinkURL paymentLinkMessage errorCode orderSucceededPath orderSucceededLabel pollIntervalMs\n    }\n  }\n"): typeof import('./graphql').GetPaymentStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CirclePlans {\n    getCirclePlans { subPlanId title durationDays price perMonth }\n  }\n"): typeof import('./graphql').CirclePlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recommended($cityId: Int) {\n    getDiagnosticsListingData(cityId: $cityId, limit: 4, offset: 0, sortBy: POPULARITY_DESC) { itemList { ...WidgetItemFields } }\n  }\n"): typeof import('./graphql').RecommendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WidgetItemFields on DiagnosticItem {\n    itemId itemName itemType url itemInclusionCount\n    diagnosticPricing { mrp price circlePrice circleMrp groupPlan status showSlashedPrice showDiscountPercent cashbackText }\n  }\n"): typeof import('./graphql').WidgetItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartItems($itemIDs: [Int!]!, $cityID: Int) {\n    findDiagnosticsByItemIDsAndCityID(itemIDs: $itemIDs, cityID: $cityID) { ...WidgetItemFields }\n  }\n"): typeof import('./graphql').CartItemsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
