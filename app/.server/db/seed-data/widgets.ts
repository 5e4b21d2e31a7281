/**
 * Seed content-service widget lists: the home-screen sections ("top booked tests, frequently booked
 * together, frequently booked items, ... recommended for you") and one list per popular category (its
 * widgetName is the category slug, as /content/category-widgets advertises). Rows with cityId null serve
 * every city; a city-specific row of the same name takes precedence for that city.
 *
 * Items are named by canonical tag and resolved to item ids here, so a renamed or missing item fails at
 * import time instead of silently producing an empty widget.
 */
import { catalogue, itemByTag, popularCategories, type SeedItem } from "./catalogue";
import { CITY_ID } from "./cities";

export interface SeedWidget {
  widgetName: string;
  title: string;
  category: string;
  cityId: number | null;
  itemIds: number[];
  sortOrder: number;
}

function ids(tags: string[], type?: SeedItem["itemType"]): number[] {
  return tags.map((tag) => {
    const item = itemByTag(tag);
    if (type && item.itemType !== type) throw new Error(`Widget item ${tag} is a ${item.itemType}, expected ${type}`);
    return item.itemId;
  });
}

const TOP_BOOKED_TESTS = [
  "complete-blood-count-cbc",
  "hba1c-glycated-haemoglobin",
  "thyroid-profile-total-t3-t4-tsh",
  "lipid-profile",
  "vitamin-d-25-hydroxy",
  "vitamin-b12-cyanocobalamin",
  "liver-function-test-lft",
  "kidney-function-test-kft",
  "glucose-fasting",
  "urine-routine-microscopy",
  "crp-c-reactive-protein-quantitative",
  "iron-studies",
];

/** Hyderabad: vitamin D and the thyroid profile are booked more than the all-India order suggests. */
const TOP_BOOKED_TESTS_HYDERABAD = [
  "complete-blood-count-cbc",
  "vitamin-d-25-hydroxy",
  "thyroid-profile-total-t3-t4-tsh",
  "hba1c-glycated-haemoglobin",
  "lipid-profile",
  "vitamin-b12-cyanocobalamin",
  "glucose-fasting",
  "liver-function-test-lft",
  "kidney-function-test-kft",
  "iron-studies",
  "urine-routine-microscopy",
  "crp-c-reactive-protein-quantitative",
];

/** Mumbai: monsoon fevers push CRP and the haemogram up the list. */
const TOP_BOOKED_TESTS_MUMBAI = [
  "complete-blood-count-cbc",
  "hba1c-glycated-haemoglobin",
  "crp-c-reactive-protein-quantitative",
  "thyroid-profile-total-t3-t4-tsh",
  "lipid-profile",
  "vitamin-d-25-hydroxy",
  "liver-function-test-lft",
  "vitamin-b12-cyanocobalamin",
  "kidney-function-test-kft",
  "glucose-fasting",
  "iron-studies",
  "urine-routine-microscopy",
];

const FREQUENTLY_BOOKED_ITEMS = [
  "complete-blood-count-cbc",
  "full-body-checkup-essential",
  "hba1c-glycated-haemoglobin",
  "thyroid-profile-total-t3-t4-tsh",
  "vitamin-d-25-hydroxy",
  "full-body-checkup-advanced",
  "lipid-profile",
  "diabetes-care-basic",
  "vitamin-b12-cyanocobalamin",
  "womens-health-basic",
];

const FREQUENTLY_BOOKED_TOGETHER = [
  "complete-blood-count-cbc",
  "esr-erythrocyte-sedimentation-rate",
  "glucose-fasting",
  "glucose-post-prandial",
  "hba1c-glycated-haemoglobin",
  "lipid-profile",
  "vitamin-d-25-hydroxy",
  "vitamin-b12-cyanocobalamin",
];

const POPULAR_PACKAGES = [
  "full-body-checkup-essential",
  "full-body-checkup-advanced",
  "full-body-checkup-comprehensive",
  "diabetes-care-basic",
  "womens-health-basic",
  "fever-panel-basic",
  "vitamin-profile-basic",
  "annual-health-checkup",
  "thyroid-care",
  "senior-citizen-health-checkup-male",
];

const RECOMMENDED_FOR_YOU = [
  "full-body-checkup-advanced",
  "vitamin-profile-basic",
  "heart-health-basic",
  "thyroid-profile-total-t3-t4-tsh",
  "iron-studies",
  "hs-crp-high-sensitivity-c-reactive-protein",
  "diabetes-screening",
  "kidney-care-basic",
];

/**
 * Signed-in home sections ("previously booked tests and packages", recent searches). Package recommendations are
 * computed from the catalogue by getDiagnosticPackageRecommendationsBulk.
 * The demo account's history is a content list like the others, so the cards show real, priced catalogue items.
 */
const PREVIOUSLY_BOOKED = [
  "hba1c-glycated-haemoglobin",
  "thyroid-profile-total-t3-t4-tsh",
  "diabetes-care-basic",
  "lipid-profile",
  "vitamin-d-25-hydroxy",
  "complete-blood-count-cbc",
];

/** Newest first; the past search card shows the first two ("Recent search items: 2 shown"). */
const PAST_SEARCHES = ["vitamin-b12-cyanocobalamin", "iron-studies", "liver-function-test-lft", "vitamin-d-25-hydroxy"];

/** Category widgets list the category's items, most booked first, at most this many. */
const CATEGORY_WIDGET_SIZE = 12;

function categoryItemIds(slug: string): number[] {
  const items = catalogue
    .filter((i) => i.category === slug)
    .sort((a, b) => b.productScore - a.productScore || a.itemId - b.itemId)
    .slice(0, CATEGORY_WIDGET_SIZE);
  if (!items.length) throw new Error(`Category ${slug} has no items`);
  return items.map((i) => i.itemId);
}

const HOME = "home";

export const widgets: SeedWidget[] = [
  { widgetName: "top-booked-tests", title: "Top Booked Tests", category: HOME, cityId: null, itemIds: ids(TOP_BOOKED_TESTS, "TEST"), sortOrder: 1 },
  { widgetName: "top-booked-tests", title: "Top Booked Tests", category: HOME, cityId: CITY_ID.HYDERABAD, itemIds: ids(TOP_BOOKED_TESTS_HYDERABAD, "TEST"), sortOrder: 1 },
  { widgetName: "top-booked-tests", title: "Top Booked Tests", category: HOME, cityId: CITY_ID.MUMBAI, itemIds: ids(TOP_BOOKED_TESTS_MUMBAI, "TEST"), sortOrder: 1 },
  { widgetName: "frequently-booked-items", title: "Frequently Booked Items", category: HOME, cityId: null, itemIds: ids(FREQUENTLY_BOOKED_ITEMS), sortOrder: 2 },
  { widgetName: "frequently-booked-together", title: "Frequently Booked Together", category: HOME, cityId: null, itemIds: ids(FREQUENTLY_BOOKED_TOGETHER), sortOrder: 3 },
  { widgetName: "popular-packages", title: "Popular Health Packages", category: HOME, cityId: null, itemIds: ids(POPULAR_PACKAGES, "PACKAGE"), sortOrder: 4 },
  { widgetName: "recommended-for-you", title: "Recommended For You", category: HOME, cityId: null, itemIds: ids(RECOMMENDED_FOR_YOU), sortOrder: 5 },
  { widgetName: "previously-booked", title: "Previously Booked Tests and Packages", category: HOME, cityId: null, itemIds: ids(PREVIOUSLY_BOOKED), sortOrder: 6 },
  { widgetName: "past-searches", title: "Your Recent Searches", category: HOME, cityId: null, itemIds: ids(PAST_SEARCHES), sortOrder: 7 },
  ...popularCategories.map((c, i) => ({
    widgetName: c.slug,
    title: c.name,
    category: c.slug,
    cityId: null,
    itemIds: categoryItemIds(c.slug),
    sortOrder: 10 + i,
  })),
];
