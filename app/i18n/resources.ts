/**
 * The message catalogue, English here and Hindi in hindi.ts: the site chrome every page shows ("chrome": header, footer, privacy
 * banner, cart bar, item badges, city names) and the item pages ("item"). Only the language-prefixed item pages
 * are in Hindi; every other page renders the same catalogue in English. Plurals use i18next's _one/_other suffixes.
 * Item content (names, descriptions, FAQs) is data: it comes translated from the catalogue tables, not from here.
 */
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "../lib/location";

export const SUPPORTED_LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";
/** Languages with a /{lang}/lab-tests/{nameSlug} page (English lives at /lab-tests/{nameSlug}). */
export const PREFIXED_LANGUAGES: readonly Language[] = ["hi"];

/** BCP 47 tags for <html lang> and hreflang; Open Graph locales. */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const OG_LOCALE: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

const en = {
  home: "Home",
  labTests: "Lab Tests",
  kindPackage_one: "Package · Includes {{count}} test",
  kindPackage_other: "Package · Includes {{count}} tests",
  kindTest: "Test",
  homeCollection: "Home sample collection in {{city}}",
  homeCollectionArea: "Home sample collection in {{area}}, {{city}}",
  centreCollection: "Sample collected at a collection centre in {{city}}",
  forWhom: "For",
  genderB: "Men and women",
  genderM: "Men only",
  genderF: "Women only",
  age: "Age",
  ageAll: "All ages",
  ageFrom: "{{from}} years and above",
  ageTo: "Up to {{to}} years",
  ageRange: "{{from}} to {{to}} years",
  reportTat_one: "Reports within {{count}} day",
  reportTat_other: "Reports within {{count}} days",
  reportExpected: "Report expected by {{when}}",
  addToCart: "Add to cart",
  addedToCart: "Added to cart",
  aboutTest: "About this test",
  aboutPackage: "About this package",
  preparation: "Preparation",
  note: "Note",
  testsIncluded: "Tests included ({{count}})",
  parametersMeasured: "Parameters measured ({{count}})",
  parameterCount_one: "{{count}} parameter",
  parameterCount_other: "{{count}} parameters",
  faqs: "Frequently asked questions",
  faqFastingQ: "Is any preparation needed for {{name}}?",
  faqReportQ: "When will I get the {{name}} report?",
  faqReportA_one: "Reports are ready within {{count}} day of sample collection and are shared online.",
  faqReportA_other: "Reports are ready within {{count}} days of sample collection and are shared online.",
  faqHomeQ: "Can the sample for {{name}} be collected at home?",
  faqHomeYes: "Yes. A trained phlebotomist collects the sample at your home at the slot you choose.",
  faqHomeNo: "Part of this test must be done at a collection centre; the phlebotomist will guide you.",
  faqWhoQ: "Who can take {{name}}?",
  faqIncludesQ: "What does {{name}} include?",
  faqIncludesA: "{{name}} includes {{count}} tests: {{list}}.",
  frequentlyBookedTogether: "Frequently booked together",
  addItemToCart: "Add {{name}} to cart",
  add: "Add",
  language: "Read in",
  price: "Price",
  mrp: "MRP",
  off: "{{percent}}% off",
  circlePrice: "{{price}} with Circle",
  circleApplied: "Circle member price applied",
  metaTitle: "{{name}} – Price, Preparation & Home Sample Collection in {{city}} | Apollo 247",
  metaDescription: "Book {{name}} in {{city}} at {{price}}. {{description}}",
};

/** One language's words for each namespace (the English keys are the contract). */
export type ItemStrings = Record<keyof typeof en, string>;
export type ChromeStrings = Record<keyof typeof chromeEn, string>;
export type BadgeStrings = Record<keyof typeof badgeEn, string>;
export type Catalogue = {
  item: ItemStrings;
  chrome: ChromeStrings;
  badge: BadgeStrings;
  city: Record<string, string>;
};

/** Chrome: what surrounds every page. */
const chromeEn = {
  skipToContent: "Skip to content",
  brandHome: "Apollo 247 home",
  brandName: "Apollo 247",
  navMain: "Main",
  navLabTests: "Lab Tests",
  navConsult: "Consult",
  navCreditCard: "Credit Card",
  search: "Search tests and packages",
  searchShort: "Search tests & packages",
  cartLabel_one: "Cart, {{count}} item",
  cartLabel_other: "Cart, {{count}} items",
  cart: "Cart",
  myAccount: "My Account",
  myAccountOf: "My Account, {{name}}",
  signOut: "Sign out",
  signIn: "Sign in",
  loading: "Loading…",
  cartSummary: "Cart summary",
  cartItems_one: "{{count}} item",
  cartItems_other: "{{count}} items",
  viewCart: "View cart",
  footerServices: "Services",
  footerBookLabTests: "Book Lab Tests",
  footerLabTestsAtHome: "Lab tests at home",
  footerConsult: "Consult a Doctor",
  footerCard: "Apollo SBI Credit Card",
  footerHelp: "Help",
  footerFaqs: "Help & FAQs",
  footerLabQueries: "Lab test queries",
  footerHealthQueries: "Health queries",
  footerArticles: "Health articles",
  footerTools: "Health tools",
  footerInsurance: "Health insurance",
  footerWeightLoss: "Weight loss",
  footerContact: "Contact us",
  footerCompany: "Company",
  footerAbout: "About us",
  footerTerms: "Terms and conditions",
  footerPrivacy: "Privacy policy",
  footerRefund: "Refund policy",
  footerPolicies: "Policies",
  footerSitemap: "Sitemap",
  customerCare: "Customer care",
  helpline: "Helpline",
  finePrint: "Prices shown in ₹ and include home sample collection where stated. © 2026 Apollo 247",
  consentTitle: "Your privacy",
  consentMessage: "We use analytics to learn which tests and offers help you. Nothing is recorded unless you accept.",
  consentPrivacy: "Privacy policy",
  consentReject: "Reject",
  consentAccept: "Accept",
  highlights: "Highlights",
  close: "Close",
  retry: "Retry",
  somethingWentWrong: "Something went wrong! Please try again.",
  itemKindTest: "Test",
  itemKindPackage_one: "Package · {{count}} test",
  itemKindPackage_other: "Package · {{count}} tests",
  // The search dialog.
  searchPlaceholder: "Search for tests, e.g. Thyroid, CBC",
  searching: "Searching…",
  searchResultCount_one: "{{count}} result",
  searchResultCount_other: "{{count}} results",
  searchResults: "Search results",
  searchSpecialties: "Specialties",
  searchDoctors: "Doctors",
  searchNoMatch: "No tests or packages match “{{keyword}}”.",
  recommendedForYou: "Recommended for you",
  recommendedTests: "Recommended tests",
  searchHint: "Type at least {{count}} letters to search tests and health checkup packages.",
  recentlySearched: "Recently searched",
  recentSearches: "Recent searches",
  popularSearches: "Popular searches",
  // The cart drawer.
  yourCart: "Your cart",
  yourCartCount: "Your cart ({{count}})",
  cartTotal: "Total",
  goToCart: "Go to cart",
  cartLoading: "Loading your cart…",
  cartEmpty: "Your cart is empty.",
  browseTests: "Browse tests",
  cartItemsList: "Items in your cart",
  remove: "Remove",
  removeItem: "Remove {{name}}",
  // The location dialog; the server's two answers are the spec's messages.
  locationTitle: "Select your location",
  currentLocation: "Current location:",
  autoDetect: "Auto Detect",
  useMyLocation: "Use my current location",
  detectingLocation: "Detecting your location…",
  manualEntry: "Manual entry",
  enterPincode: "Enter pincode",
  apply: "Apply",
  checking: "Checking…",
  ok: "OK",
  locationBlocked: "Location access is blocked. Allow location for this site in your browser settings, or enter your pincode below.",
  addressUnknown: ADDRESS_UNKNOWN_MESSAGE,
  addressNotServiceable: ADDRESS_NOT_SERVICEABLE_MESSAGE,
  fallbackCity: "We don't serve your area yet, so we're showing prices for our default city.",
};

/** Item badges (the catalogue's tag text, which is the key); a badge not listed shows its own text. */
const badgeEn = {
  Bestseller: "Bestseller",
  Popular: "Popular",
  "Fasting required": "Fasting required",
  "Reports in 24 hrs": "Reports in 24 hrs",
};

/**
 * The catalogues known so far. English is always here (it is every page's language and the fallback); another
 * language joins with `addCatalogue`: the server adds them all at start, the browser only the page's own
 * (`loadCatalogue`), so an English page does not download Hindi.
 */
export const resources: { en: Catalogue } & Partial<Record<Language, Catalogue>> = {
  en: { item: en, chrome: chromeEn, badge: badgeEn, city: {} },
};

export function addCatalogue(lang: Language, catalogue: Catalogue): void {
  resources[lang] = catalogue;
}

/** Makes sure a language's catalogue is here, downloading it when it is not. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  const known = resources[lang];
  if (known) return known;
  const { hindi } = await import("./hindi");
  addCatalogue("hi", hindi);
  return hindi;
}

export const NAMESPACES = ["item", "chrome", "badge", "city"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: string | undefined): value is Language {
  return !!value && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
