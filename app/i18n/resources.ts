/**
 * The message catalogue, English here and Hindi in hindi.ts: the site chrome every page shows ("chrome": header,
 * footer, privacy banner, cart bar, item badges, city names) and the item pages ("item", whose English words are in
 * item-words.ts). Only the language-prefixed item pages are in Hindi; every other page renders the same catalogue in
 * English. Plurals use i18next's _one/_other suffixes.
 * Item content (names, descriptions, FAQs) is data: it comes translated from the catalogue tables, not from here.
 */
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "../lib/location";
import type { ItemStrings } from "./item-words";

export const SUPPORTED_LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";
/** Languages with a /{lang}/lab-tests/{nameSlug} page (English lives at /lab-tests/{nameSlug}). */
export const PREFIXED_LANGUAGES: readonly Language[] = ["hi"];

/** BCP 47 tags for <html lang> and hreflang; Open Graph locales. */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const OG_LOCALE: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/** One language's words for each namespace (the English keys are the contract). */
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
  // An item's report time, on cards, the cart, orders and the item page (app/lib/report-tat.ts).
  reportTat_one: "Reports within {{count}} day",
  reportTat_other: "Reports within {{count}} days",
  reportExpected: "Report expected by {{when}}",
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
  // The English "item" words travel with the item pages, not with every page: item-words.ts puts them here when an
  // item page (or the server) imports it. Until then the namespace is empty.
  en: { item: {} as ItemStrings, chrome: chromeEn, badge: badgeEn, city: {} },
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
