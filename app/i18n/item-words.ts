/**
 * The item pages' words ("item" namespace) in English. Only the item pages speak them, so they are not in the
 * catalogue every page downloads (resources.ts): this module adds them to the English catalogue when it is imported,
 * by an item page's components (through `useItemWords`) and by the server's i18n. Hindi has its own in hindi.ts.
 */
import { useNamespaceWords } from "./I18nProvider";
import { resources } from "./resources";

export const itemEn = {
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

/** One language's "item" words (the English keys are the contract). */
export type ItemStrings = Record<keyof typeof itemEn, string>;

resources.en.item = itemEn;

/** The item page's words, in the page's language. */
export function useItemWords() {
  return useNamespaceWords("item");
}
