import type { Resolvers } from "./generated/resolvers-types";
import * as catalogue from "../domain/catalogue/catalogue";
import * as itemDetails from "../domain/catalogue/item-details";
import * as reportTat from "../domain/lab-tests/report-tat";
import * as recommendations from "../domain/catalogue/recommendations";

export const catalogueTypeDefs = /* GraphQL */ `
  type DiagnosticItemTag { display_text: String!, display_icon: String, text_colour: String!, background_colour: String! }
  type DiagnosticObservation { observationName: String!, mandatoryValue: String, isHeader: String, PrintOrder: Int }
  type DiagnosticPricing {
    mrp: Float!, price: Float!, allMrp: Float, allPrice: Float, circleMrp: Float, circlePrice: Float
    groupPlan: String!, nonCirclePlan: String, status: String!, startDate: String, endDate: String, couponCode: String
    showSlashedPrice: Boolean!, showDiscountPercent: Boolean!, circleDiscPercent: Int, nonCircleDiscPercent: Int
    discountPercentage: Int, isCircleDiscountGreater: Boolean, cashbackText: String
  }
  type DiagnosticItem {
    id: ID!, itemId: Int!, itemName: String!, itemType: String!, gender: String!, rate: Float, price: Float
    imageUrl: String, canonicalTag: String!, category: String, url: String!, testPreparationData: String
    testDescription: String, itemRemarks: String, inclusions: [Int!]!, includedItemIds: [Int!]!
    itemInclusionCount: Int!, itemInclusionText: String, subCategoryList: [String!]!, productScore: Float
    itemTags: [DiagnosticItemTag!]!, allObservations: [DiagnosticObservation!]!, fromAgeInDays: Int, toAgeInDays: Int
    collectionType: String, reportTATHours: Int, extraInclusionsCount: Int, diagnosticPricing: [DiagnosticPricing!]!
  }
  enum DiagnosticListingFilter { TESTS PACKAGES TESTS_AND_PACKAGES }
  enum DiagnosticSortBy {
    PRICE_ASC PRICE_DESC POPULARITY_ASC POPULARITY_DESC TEST_COUNT_ASC TEST_COUNT_DESC
    NAME_ASC NAME_DESC TOP_DEALS_ASC TOP_DEALS_DESC
  }
  type DiagnosticsListingData { itemList: [DiagnosticItem!]!, totalCount: Int!, includesTestsAndPackages: Boolean! }
  type DiagnosticWidget { widgetName: String!, title: String!, category: String!, itemIds: [Int!]!, diagnosticWidgetData: [DiagnosticItem!]! }
  type DiagnosticItemPricing { itemId: Int!, diagnosticPricing: [DiagnosticPricing!]! }
  type City { id: Int!, name: String!, stateCode: String!, stateName: String!, latitude: Float!, longitude: Float! }
  type PopularCategory { slug: String!, name: String!, iconUrl: String!, url: String! }
  input RecommendationInputItem { itemId: Int!, itemType: String }
  type DiagnosticPackageCoverage { packageItemId: Int!, coveredItemIds: [Int!]! }
  type DiagnosticPackageRecommendations { packageRecommendations: [DiagnosticItem!]!, coverage: [DiagnosticPackageCoverage!]! }
  type SearchDiagnosticItemResult { data: [DiagnosticItem!]!, totalCount: Int! }

  extend type Query {
    getDiagnosticsListingData(cityId: Int, filter: DiagnosticListingFilter, limit: Int, offset: Int, sortBy: DiagnosticSortBy, itemIds: [Int!], category: String): DiagnosticsListingData!
    findDiagnosticsByItemIDsAndCityID(itemIDs: [Int!]!, cityID: Int): [DiagnosticItem!]!
    getDiagnosticsByItemIdAndCanonicalTag(itemId: Int, canonicalTag: String, cityId: Int): DiagnosticItem
    findDiagnosticsWidgetsPricing(itemIds: [Int!]!, cityId: Int): [DiagnosticItemPricing!]!
    getWidgets(cityId: Int, widgetNames: [String!]!): [DiagnosticWidget!]!
    getDiagnosticCities: [City!]!
    getPopularCategories(cityId: Int): [PopularCategory!]!
    getDiagnosticPackageRecommendationsBulk(cityId: Int, groupPlan: String, recommendationInputItems: [RecommendationInputItem!]!, limit: Int): DiagnosticPackageRecommendations!
    searchDiagnosticItem(keyword: String!, cityId: Int, size: Int, itemType: String, includeRadiology: Boolean): SearchDiagnosticItemResult!
  }

  type DiagnosticInclusion { itemId: Int!, name: String!, allObservations: [DiagnosticObservation!]! }
  type ActiveDiagnostic { itemId: Int!, itemName: String!, itemType: String!, canonicalTag: String!, category: String! }
  type DiagnosticReportTAT { itemId: Int!, reportTATInMs: Float!, reportTATMessage: String! }
  type ConfigurableReportTAT { maxReportTATInMs: Float!, reportTATMessage: String!, items: [DiagnosticReportTAT!]! }
  type FrequentlyOrderedItemDetails { langCode: String!, frequentlyOrderedItems: [DiagnosticItem!]! }
  type DiagnosticItemRecommendations { bookingSource: String!, itemsData: [DiagnosticItem!]! }

  extend type Query {
    getDiagnosticInclusionsByItemId(cityId: Int, itemId: Int!): [DiagnosticInclusion!]!
    getActiveDiagnosticsByCityID(cityID: Int!): [ActiveDiagnostic!]!
    getDiagnosticsReportTAT(itemIds: [Int!]!, cityId: Int): [DiagnosticReportTAT!]!
    getConfigurableReportTAT(itemIds: [Int!]!, cityId: Int): ConfigurableReportTAT!
    "Empty until the account has orders."
    getDiagnosticItemRecommendationsByPastOrders(mobileNumber: String, cityId: Int): [DiagnosticItem!]!
    getFrequentlyOrderedItemDetails(langCode: String, cityId: Int): FrequentlyOrderedItemDetails!
  }
  extend type Mutation {
    "bookingSource: where the recommendation is shown, e.g. frequently booked together."
    getDiagnosticItemRecommendations(itemIds: [Int!]!, bookingSource: String!, cityId: Int): DiagnosticItemRecommendations!
  }
`;

export const catalogueResolvers: Resolvers = {
  Query: {
    getDiagnosticsListingData: (_, a, ctx) => catalogue.getDiagnosticsListingData(ctx.db, a),
    findDiagnosticsByItemIDsAndCityID: (_, a, ctx) =>
      catalogue.findDiagnosticsByItemIDsAndCityID(ctx.db, a.itemIDs, a.cityID),
    getDiagnosticsByItemIdAndCanonicalTag: (_, a, ctx) =>
      catalogue.getDiagnosticsByItemIdAndCanonicalTag(ctx.db, a),
    findDiagnosticsWidgetsPricing: (_, a, ctx) =>
      catalogue.findDiagnosticsWidgetsPricing(ctx.db, a.itemIds, a.cityId),
    getWidgets: (_, a, ctx) => catalogue.getWidgets(ctx.db, a),
    getDiagnosticPackageRecommendationsBulk: (_, a, ctx) =>
      catalogue.getDiagnosticPackageRecommendationsBulk(ctx.db, a),
    getDiagnosticCities: async (_, __, ctx) =>
      (await catalogue.getCities(ctx.db)).map((c) => ({
        id: c.id, name: c.name, stateCode: c.state_code, stateName: c.state_name, latitude: c.latitude, longitude: c.longitude,
      })),
    searchDiagnosticItem: (_, a, ctx) => catalogue.searchDiagnosticItem(ctx.db, a),
    getPopularCategories: async (_, __, ctx) =>
      (await catalogue.getPopularCategories(ctx.db)).map((c) => ({
        slug: c.slug, name: c.name, iconUrl: c.icon_url, url: `/test-listing/${c.slug}`,
      })),
    getDiagnosticInclusionsByItemId: (_, a, ctx) =>
      itemDetails.getDiagnosticInclusionsByItemId(ctx.db, { cityId: a.cityId, itemId: a.itemId }),
    getActiveDiagnosticsByCityID: (_, a, ctx) => itemDetails.getActiveDiagnosticsByCityID(ctx.db, a.cityID),
    getDiagnosticsReportTAT: (_, a, ctx) => reportTat.getDiagnosticsReportTAT(ctx.db, { itemIds: a.itemIds, cityId: a.cityId }),
    getConfigurableReportTAT: (_, a, ctx) => reportTat.getConfigurableReportTAT(ctx.db, { itemIds: a.itemIds, cityId: a.cityId }),
    getDiagnosticItemRecommendationsByPastOrders: () => recommendations.getDiagnosticItemRecommendationsByPastOrders(),
    getFrequentlyOrderedItemDetails: (_, a, ctx) =>
      recommendations.getFrequentlyOrderedItemDetails(ctx.db, { langCode: a.langCode, cityId: a.cityId }),
  },
  Mutation: {
    getDiagnosticItemRecommendations: (_, a, ctx) =>
      recommendations.getDiagnosticItemRecommendations(ctx.db, { itemIds: a.itemIds, bookingSource: a.bookingSource, cityId: a.cityId }),
  },
};
