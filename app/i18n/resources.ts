/**
 * Interface strings of the item pages, English and Hindi ("item" namespace). Only the language-prefixed item pages
 * are translated; the rest of the app is English. Plurals use i18next's _one/_other suffixes.
 */
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
  metaTitle: "{{name}} – Price, Preparation & Home Sample Collection in {{city}} | Apollo 247",
  metaDescription: "Book {{name}} in {{city}} at {{price}}. {{description}}",
};

type Strings = Record<keyof typeof en, string>;

const hi: Strings = {
  home: "होम",
  labTests: "लैब टेस्ट",
  kindPackage_one: "पैकेज · {{count}} टेस्ट शामिल",
  kindPackage_other: "पैकेज · {{count}} टेस्ट शामिल",
  kindTest: "टेस्ट",
  homeCollection: "{{city}} में घर से सैंपल कलेक्शन",
  homeCollectionArea: "{{area}}, {{city}} में घर से सैंपल कलेक्शन",
  centreCollection: "{{city}} के कलेक्शन सेंटर पर सैंपल लिया जाता है",
  forWhom: "किसके लिए",
  genderB: "पुरुष और महिलाएँ",
  genderM: "केवल पुरुष",
  genderF: "केवल महिलाएँ",
  age: "आयु",
  ageAll: "सभी आयु",
  ageFrom: "{{from}} वर्ष और अधिक",
  ageTo: "{{to}} वर्ष तक",
  ageRange: "{{from}} से {{to}} वर्ष",
  reportTat_one: "रिपोर्ट {{count}} दिन में",
  reportTat_other: "रिपोर्ट {{count}} दिनों में",
  addToCart: "कार्ट में जोड़ें",
  addedToCart: "कार्ट में जोड़ा गया",
  aboutTest: "इस टेस्ट के बारे में",
  aboutPackage: "इस पैकेज के बारे में",
  preparation: "तैयारी",
  note: "ध्यान दें",
  testsIncluded: "शामिल टेस्ट ({{count}})",
  parametersMeasured: "मापे जाने वाले पैरामीटर ({{count}})",
  parameterCount_one: "{{count}} पैरामीटर",
  parameterCount_other: "{{count}} पैरामीटर",
  faqs: "अक्सर पूछे जाने वाले सवाल",
  faqFastingQ: "{{name}} के लिए क्या तैयारी चाहिए?",
  faqReportQ: "{{name}} की रिपोर्ट कब मिलेगी?",
  faqReportA_one: "सैंपल लेने के {{count}} दिन के भीतर रिपोर्ट ऑनलाइन मिल जाती है।",
  faqReportA_other: "सैंपल लेने के {{count}} दिनों के भीतर रिपोर्ट ऑनलाइन मिल जाती है।",
  faqHomeQ: "क्या {{name}} का सैंपल घर से लिया जा सकता है?",
  faqHomeYes: "हाँ। प्रशिक्षित फ़्लेबोटोमिस्ट आपके चुने हुए समय पर घर से सैंपल लेते हैं।",
  faqHomeNo: "इस टेस्ट का कुछ भाग कलेक्शन सेंटर पर होता है; फ़्लेबोटोमिस्ट आपको बताएँगे।",
  faqWhoQ: "{{name}} कौन करा सकता है?",
  faqIncludesQ: "{{name}} में क्या शामिल है?",
  faqIncludesA: "{{name}} में {{count}} टेस्ट शामिल हैं: {{list}}।",
  frequentlyBookedTogether: "अक्सर साथ में बुक किए जाते हैं",
  addItemToCart: "{{name}} कार्ट में जोड़ें",
  add: "जोड़ें",
  language: "इस भाषा में पढ़ें",
  price: "कीमत",
  mrp: "एमआरपी",
  off: "{{percent}}% छूट",
  circlePrice: "Circle के साथ {{price}}",
  metaTitle: "{{name}} – कीमत, तैयारी और {{city}} में घर से सैंपल कलेक्शन | Apollo 247",
  metaDescription: "{{city}} में {{name}} {{price}} में बुक करें। {{description}}",
};

export const resources = { en: { item: en }, hi: { item: hi } } as const;

export function isLanguage(value: string | undefined): value is Language {
  return !!value && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
