/**
 * Item-specific FAQs for the most booked items. Every item page also answers the standard questions (fasting,
 * report time, home collection, who it is for) from the item's own data; these add what is particular to a test.
 */
import { itemByTag } from "./catalogue";

export interface SeedItemFaq {
  itemId: number;
  position: number;
  question: string;
  answer: string;
}

const FAQS: Record<string, [question: string, answer: string][]> = {
  "complete-blood-count-cbc": [
    ["Why is a CBC done?", "A CBC is the most common blood test: it screens for anaemia, infections, inflammation and bleeding disorders, and is part of most routine checkups."],
    ["Can I eat before a CBC?", "Yes. A CBC needs no fasting unless it is booked together with a test that does."],
  ],
  "thyroid-profile-total-t3-t4-tsh": [
    ["What do T3, T4 and TSH show?", "TSH is made by the pituitary gland and rises when the thyroid is underactive; T3 and T4 are the thyroid's own hormones. Together they show whether the thyroid is underactive, overactive or normal."],
    ["Should I take my thyroid tablet before the test?", "Give the sample first and take the morning dose afterwards, so the result reflects your usual level."],
  ],
  "hba1c-glycated-haemoglobin": [
    ["What is a normal HbA1c?", "Below 5.7% is normal, 5.7-6.4% suggests prediabetes, and 6.5% or above suggests diabetes. Your doctor will interpret it with your other results."],
    ["How often should HbA1c be checked?", "Every 3 months for people with diabetes whose treatment is changing, and every 6 months once sugar is well controlled."],
  ],
  "lipid-profile": [
    ["Why is fasting needed for a lipid profile?", "Triglycerides rise after a meal, so a 10-12 hour fast gives a reliable baseline."],
  ],
  "vitamin-d-25-hydroxy": [
    ["Why is vitamin D deficiency so common in India?", "Indoor lifestyles, covered skin, pollution and vegetarian diets mean many people make or eat too little vitamin D despite plenty of sunshine."],
  ],
  "full-body-checkup-essential": [
    ["How is Essential different from Advanced?", "Essential covers blood counts, sugar, cholesterol, liver, kidney and thyroid. Advanced adds HbA1c, the full thyroid profile, vitamin D, vitamin B12 and iron studies."],
  ],
  "full-body-checkup-advanced": [
    ["How is Advanced different from Essential?", "Advanced adds HbA1c, the full thyroid profile, vitamin D, vitamin B12 and iron studies to the Essential checkup."],
  ],
};

export const itemFaqs: SeedItemFaq[] = Object.entries(FAQS).flatMap(([tag, list]) =>
  list.map(([question, answer], i) => ({ itemId: itemByTag(tag).itemId, position: i + 1, question, answer })),
);

/**
 * Hindi for every FAQ above, by item and position (test names and abbreviations stay in Latin script, as labs print
 * them). A FAQ added above without Hindi is shown in English, marked as English, on the Hindi page.
 */
const FAQS_HI: Record<string, [question: string, answer: string][]> = {
  "complete-blood-count-cbc": [
    ["CBC क्यों किया जाता है?", "CBC सबसे आम खून की जाँच है: यह खून की कमी (एनीमिया), संक्रमण, सूजन और रक्तस्राव विकारों की जाँच करता है, और ज़्यादातर नियमित चेकअप का हिस्सा है।"],
    ["क्या CBC से पहले खाना खा सकते हैं?", "हाँ। CBC के लिए उपवास की ज़रूरत नहीं है, जब तक उसके साथ कोई ऐसा टेस्ट बुक न हो जिसमें उपवास चाहिए।"],
  ],
  "thyroid-profile-total-t3-t4-tsh": [
    ["T3, T4 और TSH क्या बताते हैं?", "TSH पिट्यूटरी ग्रंथि बनाती है और थायरॉइड कम सक्रिय होने पर यह बढ़ता है; T3 और T4 थायरॉइड के अपने हार्मोन हैं। तीनों मिलकर बताते हैं कि थायरॉइड कम सक्रिय है, अधिक सक्रिय है या सामान्य।"],
    ["क्या टेस्ट से पहले थायरॉइड की गोली लेनी चाहिए?", "पहले सैंपल दें और सुबह की खुराक बाद में लें, ताकि रिपोर्ट आपका सामान्य स्तर दिखाए।"],
  ],
  "hba1c-glycated-haemoglobin": [
    ["सामान्य HbA1c कितना होता है?", "5.7% से कम सामान्य है, 5.7-6.4% प्रीडायबिटीज़ का संकेत है, और 6.5% या अधिक डायबिटीज़ का संकेत है। आपके डॉक्टर इसे आपकी बाकी रिपोर्टों के साथ देखेंगे।"],
    ["HbA1c कितनी बार जाँचना चाहिए?", "जिन डायबिटीज़ मरीज़ों का इलाज बदल रहा है उनके लिए हर 3 महीने, और शुगर अच्छी तरह नियंत्रित होने पर हर 6 महीने।"],
  ],
  "lipid-profile": [
    ["लिपिड प्रोफ़ाइल के लिए उपवास क्यों ज़रूरी है?", "खाने के बाद ट्राइग्लिसराइड बढ़ जाते हैं, इसलिए 10-12 घंटे का उपवास भरोसेमंद आधार देता है।"],
  ],
  "vitamin-d-25-hydroxy": [
    ["भारत में विटामिन D की कमी इतनी आम क्यों है?", "घर के अंदर रहने की आदत, ढकी हुई त्वचा, प्रदूषण और शाकाहारी भोजन के कारण भरपूर धूप के बावजूद बहुत से लोग पर्याप्त विटामिन D नहीं बना या खा पाते।"],
  ],
  "full-body-checkup-essential": [
    ["एसेंशियल और एडवांस्ड में क्या अंतर है?", "एसेंशियल में खून की जाँच, शुगर, कोलेस्ट्रॉल, लिवर, किडनी और थायरॉइड शामिल हैं। एडवांस्ड में इनके साथ HbA1c, पूरी थायरॉइड प्रोफ़ाइल, विटामिन D, विटामिन B12 और आयरन स्टडीज़ भी हैं।"],
  ],
  "full-body-checkup-advanced": [
    ["एडवांस्ड और एसेंशियल में क्या अंतर है?", "एडवांस्ड, एसेंशियल चेकअप में HbA1c, पूरी थायरॉइड प्रोफ़ाइल, विटामिन D, विटामिन B12 और आयरन स्टडीज़ जोड़ता है।"],
  ],
};

export interface SeedItemFaqTranslation extends SeedItemFaq {
  lang: string;
}

export const itemFaqTranslations: SeedItemFaqTranslation[] = Object.entries(FAQS_HI).flatMap(([tag, list]) => {
  // Every Hindi FAQ answers an English one at the same position (a stray entry fails here, not on the page).
  if ((FAQS[tag]?.length ?? 0) < list.length) throw new Error(`Hindi FAQs for ${tag} have no English FAQ to translate`);
  return list.map(([question, answer], i) => ({ itemId: itemByTag(tag).itemId, position: i + 1, lang: "hi", question, answer }));
});
