/**
 * Hindi for the seeded catalogue, shown on /hi/lab-tests/{nameSlug}: names and descriptions of the most booked
 * items, and preparation text translated sentence by sentence (the catalogue builds preparation from a small set
 * of sentences, so the sentence table covers most items). Anything not translated here falls back to English.
 */
import { catalogue, itemByTag } from "./catalogue";

/** canonicalTag → [Hindi name, Hindi description]. Test abbreviations (CBC, TSH, HbA1c) stay in Latin script, as labs print them. */
const ITEMS: Record<string, [name: string, description: string]> = {
  "complete-blood-count-cbc": ["कम्प्लीट ब्लड काउंट (CBC)", "खून की कमी (एनीमिया), संक्रमण, सूजन और रक्तस्राव विकारों की जाँच के लिए हीमोग्लोबिन, लाल रक्त कोशिकाएँ, श्वेत रक्त कोशिकाएँ और प्लेटलेट्स मापता है।"],
  "hba1c-glycated-haemoglobin": ["HbA1c (ग्लाइकेटेड हीमोग्लोबिन)", "पिछले 2-3 महीनों की औसत ब्लड शुगर; डायबिटीज़ की पहचान और निगरानी के लिए।"],
  "thyroid-profile-total-t3-t4-tsh": ["थायरॉइड प्रोफ़ाइल टोटल (T3, T4, TSH)", "थायरॉइड की कार्यक्षमता जाँचता है; कम सक्रिय (हाइपोथायरॉइड) या अधिक सक्रिय (हाइपरथायरॉइड) थायरॉइड की जाँच।"],
  "lipid-profile": ["लिपिड प्रोफ़ाइल", "हृदय रोग और स्ट्रोक का जोखिम आँकने के लिए कोलेस्ट्रॉल और ट्राइग्लिसराइड मापता है।"],
  "vitamin-d-25-hydroxy": ["विटामिन D (25-OH)", "शरीर में विटामिन D का भंडार मापता है; भारत में इसकी कमी बहुत आम है और इससे हड्डियाँ व मांसपेशियाँ कमज़ोर होती हैं।"],
  "full-body-checkup-essential": ["फ़ुल बॉडी चेकअप - एसेंशियल", "खून की जाँच, शुगर, कोलेस्ट्रॉल, लिवर, किडनी और थायरॉइड की वार्षिक जाँच।"],
  "full-body-checkup-advanced": ["फ़ुल बॉडी चेकअप - एडवांस्ड", "एसेंशियल चेकअप के साथ HbA1c, पूरी थायरॉइड प्रोफ़ाइल, विटामिन D, विटामिन B12 और आयरन की जाँच।"],
  "vitamin-b12-cyanocobalamin": ["विटामिन B12 (सायनोकोबालामिन)", "B12 की कमी, जो शाकाहारियों में आम है, खून की कमी, थकान, झुनझुनी और याददाश्त की समस्या पैदा करती है।"],
  "liver-function-test-lft": ["लिवर फ़ंक्शन टेस्ट (LFT)", "फैटी लिवर, हेपेटाइटिस, पीलिया और शराब या दवाओं के असर की जाँच के लिए लिवर एंज़ाइम, बिलीरुबिन और प्रोटीन मापता है।"],
  "kidney-function-test-kft": ["किडनी फ़ंक्शन टेस्ट (KFT)", "किडनी खून को कितनी अच्छी तरह छानती है, यह जानने के लिए यूरिया, क्रिएटिनिन, यूरिक एसिड और इलेक्ट्रोलाइट मापता है।"],
  "glucose-fasting": ["फ़ास्टिंग ब्लड शुगर (FBS)", "रात भर के उपवास के बाद खून में ग्लूकोज़; डायबिटीज़ की बुनियादी जाँच।"],
  "full-body-checkup-comprehensive": ["फ़ुल बॉडी चेकअप - कॉम्प्रिहेंसिव", "हमारा सबसे संपूर्ण चेकअप: अंग, विटामिन, खनिज, हृदय की सूजन और अग्न्याशय, एक ही बार में।"],
  "urine-routine-microscopy": ["यूरिन रूटीन और माइक्रोस्कोपी", "संक्रमण, किडनी रोग और डायबिटीज़ की जाँच के लिए पेशाब की भौतिक, रासायनिक और सूक्ष्मदर्शी जाँच।"],
  "iron-studies": ["आयरन स्टडीज़ (आयरन, TIBC, ट्रांसफ़रिन सैचुरेशन)", "आयरन की कमी से होने वाले एनीमिया और आयरन की अधिकता की पहचान के लिए आयरन और उसका वाहक प्रोटीन मापता है।"],
  "crp-c-reactive-protein-quantitative": ["सी-रिएक्टिव प्रोटीन (CRP) क्वांटिटेटिव", "संक्रमण और सूजन में तेज़ी से बढ़ता है; बुखार कितना गंभीर है और इलाज का असर जानने में मदद करता है।"],
  "diabetes-care-basic": ["डायबिटीज़ केयर - बेसिक", "डायबिटीज़ के मरीज़ों के लिए नियमित जाँच: शुगर नियंत्रण और किडनी की जाँच।"],
  "fever-panel-basic": ["फ़ीवर पैनल - बेसिक", "2-3 दिन से ज़्यादा चलने वाले बुखार की पहली जाँच: खून की जाँच, मलेरिया, टाइफ़ाइड और पेशाब का संक्रमण।"],
  "womens-health-basic": ["महिला स्वास्थ्य - बेसिक", "भारतीय महिलाओं की सबसे आम समस्याएँ: खून की कमी, थायरॉइड, शुगर और विटामिन D।"],
  "vitamin-profile-basic": ["विटामिन प्रोफ़ाइल - बेसिक", "विटामिन D, B12, फ़ोलेट और कैल्शियम, भारत में सबसे आम कमियाँ।"],
  "diabetes-screening": ["डायबिटीज़ स्क्रीनिंग (FBS, PPBS, HbA1c)", "खाली पेट और खाने के बाद की शुगर के साथ HbA1c: डायबिटीज़ की पहचान के तीन टेस्ट।"],
  "tsh-ultrasensitive": ["TSH (थायरॉइड स्टिमुलेटिंग हार्मोन)", "थायरॉइड की सबसे संवेदनशील एकल जाँच; स्क्रीनिंग और थायरॉइड की दवा तय करने के लिए।"],
  "dengue-ns1-antigen": ["डेंगू NS1 एंटीजन", "बुखार के पहले 5 दिनों में डेंगू वायरस का पता लगाता है।"],
  "annual-health-checkup": ["वार्षिक स्वास्थ्य जाँच", "डायबिटीज़, कोलेस्ट्रॉल, थायरॉइड और विटामिन D की समस्याएँ जल्दी पकड़ने के लिए सालाना जाँच।"],
  "diabetes-care-advanced": ["डायबिटीज़ केयर - एडवांस्ड", "शुगर नियंत्रण के साथ वे अंग जिन पर डायबिटीज़ का सबसे ज़्यादा असर होता है: हृदय (लिपिड), किडनी, लिवर, थायरॉइड और नसें (B12)।"],
  "dengue-panel": ["डेंगू पैनल", "प्लेटलेट्स और हीमैटोक्रिट पर नज़र रखने के लिए खून की जाँच के साथ डेंगू एंटीजन और एंटीबॉडी।"],
  "glucose-post-prandial": ["पोस्ट प्रैंडियल ब्लड शुगर (PPBS)", "खाने के 2 घंटे बाद खून में ग्लूकोज़; शरीर खाने के बाद शुगर को कैसे संभालता है, यह दिखाता है।"],
  "full-body-checkup-with-vitamins": ["विटामिन के साथ फ़ुल बॉडी चेकअप", "विटामिन और खनिजों की पूरी जानकारी के साथ फ़ुल बॉडी चेकअप।"],
  "womens-health-advanced": ["महिला स्वास्थ्य - एडवांस्ड", "आयरन भंडार, विटामिन, कैल्शियम और हार्मोन के साथ महिलाओं के लिए संपूर्ण चेकअप।"],
  "heart-health-basic": ["हृदय स्वास्थ्य - बेसिक", "हृदय जोखिम की मुख्य जाँचें: कोलेस्ट्रॉल, ब्लड शुगर और रक्त वाहिकाओं की सूजन।"],
  "thyroid-care": ["थायरॉइड केयर", "थायरॉइड एंटीबॉडी के साथ थायरॉइड की कार्यक्षमता, साथ ही खून की जाँच और कोलेस्ट्रॉल, जिन पर थायरॉइड की समस्याओं का अक्सर असर होता है।"],
  "fever-panel-advanced": ["फ़ीवर पैनल - एडवांस्ड", "डेंगू, मलेरिया, टाइफ़ाइड और लिवर पर असर की पूरी बुखार जाँच।"],
  ferritin: ["फ़ेरिटिन", "शरीर के आयरन भंडार की सबसे अच्छी एकल जाँच; सूजन में भी बढ़ता है।"],
  "master-health-checkup": ["मास्टर हेल्थ चेकअप", "अस्पताल जैसा मास्टर हेल्थ चेकअप: सभी मुख्य अंग, खाने के बाद की शुगर और हेपेटाइटिस B।"],
  "esr-erythrocyte-sedimentation-rate": ["ESR (एरिथ्रोसाइट सेडिमेंटेशन रेट)", "सूजन का एक सामान्य संकेतक, जो संक्रमण, ऑटोइम्यून रोग और टीबी में बढ़ता है।"],
  "basic-health-checkup": ["बेसिक हेल्थ चेकअप", "खून की जाँच, शुगर, किडनी, लिवर और कोलेस्ट्रॉल की एक छोटी, किफ़ायती जाँच।"],
  "blood-sugar-fasting-and-pp": ["ब्लड शुगर फ़ास्टिंग और पोस्ट प्रैंडियल", "खाली पेट और खाने के बाद का ग्लूकोज़ एक साथ, डायबिटीज़ की पहचान और निगरानी की सामान्य जोड़ी।"],
  "senior-citizen-health-checkup-male": ["वरिष्ठ नागरिक स्वास्थ्य जाँच - पुरुष", "60 वर्ष से अधिक आयु के पुरुषों के लिए सालाना जाँच, जिसमें प्रोस्टेट, हड्डियाँ, लवण और हृदय जोखिम शामिल हैं।"],
  "senior-citizen-health-checkup-female": ["वरिष्ठ नागरिक स्वास्थ्य जाँच - महिला", "60 वर्ष से अधिक आयु की महिलाओं के लिए हड्डियों, आयरन भंडार और हृदय जोखिम के साथ सालाना जाँच।"],
  "creatinine-serum": ["क्रिएटिनिन (सीरम)", "अनुमानित फ़िल्ट्रेशन दर (eGFR) के साथ किडनी की कार्यक्षमता का मुख्य रक्त संकेतक।"],
  "executive-health-checkup": ["एग्ज़ीक्यूटिव हेल्थ चेकअप", "व्यस्त पेशेवरों के लिए हृदय जोखिम और जीवनशैली से जुड़ी जाँचों के साथ विस्तृत चेकअप।"],
  "thyroid-profile-free-ft3-ft4-tsh": ["थायरॉइड प्रोफ़ाइल फ़्री (FT3, FT4, TSH)", "फ़्री T3, फ़्री T4 और TSH से थायरॉइड की अधिक सटीक जाँच।"],
};

/** English preparation sentence → Hindi. */
const PREPARATION_SENTENCES: Record<string, string> = {
  "No special preparation required.": "किसी विशेष तैयारी की आवश्यकता नहीं है।",
  "10-12 hours fasting required.": "10-12 घंटे का उपवास आवश्यक है।",
  "8-10 hours fasting required.": "8-10 घंटे का उपवास आवश्यक है।",
  "Only water is allowed during the fasting period.": "उपवास के दौरान केवल पानी पी सकते हैं।",
  "Collect a first-morning mid-stream urine sample in the container provided.": "सुबह के पहले पेशाब का बीच वाला नमूना दिए गए कंटेनर में लें।",
  "Collect a first-morning mid-stream urine sample in the sterile container provided.": "सुबह के पहले पेशाब का बीच वाला नमूना दिए गए कीटाणुरहित कंटेनर में लें।",
  "No fasting required.": "उपवास की आवश्यकता नहीं है।",
  "Collect a fresh stool sample in the sterile container provided.": "ताज़ा मल का नमूना दिए गए कीटाणुरहित कंटेनर में लें।",
  "Tell the phlebotomist if you take blood thinners such as warfarin, heparin or aspirin.": "यदि आप वारफ़रिन, हेपरिन या एस्पिरिन जैसी खून पतला करने वाली दवाएँ लेते हैं तो सैंपल लेने वाले को बताएँ।",
  "If you take thyroid medication, give the sample before the morning dose.": "यदि आप थायरॉइड की दवा लेते हैं, तो सुबह की खुराक से पहले सैंपल दें।",
  "Avoid alcohol and fatty meals for 24 hours before the test; only water is allowed.": "टेस्ट से 24 घंटे पहले शराब और तला-भुना खाना न लें; केवल पानी पी सकते हैं।",
  "Sample to be collected between 8 and 10 AM.": "सैंपल सुबह 8 से 10 बजे के बीच लिया जाएगा।",
  "Avoid strenuous exercise before the test.": "टेस्ट से पहले भारी व्यायाम न करें।",
  "Avoid contamination with urine or water.": "नमूने में पेशाब या पानी न मिलने दें।",
  "Keep the container refrigerated.": "कंटेनर को फ़्रिज में रखें।",
  "Some samples in this package are collected at the collection centre.": "इस पैकेज के कुछ सैंपल कलेक्शन सेंटर पर लिए जाते हैं।",
  "Sample to be collected exactly 2 hours after a regular meal.": "सामान्य भोजन के ठीक 2 घंटे बाद सैंपल लिया जाएगा।",
  "Note the time you finished eating.": "खाना ख़त्म करने का समय नोट कर लें।",
  "10-12 hours fasting required for the first sample; the second sample is collected 2 hours after breakfast.": "पहले सैंपल के लिए 10-12 घंटे का उपवास आवश्यक है; दूसरा सैंपल नाश्ते के 2 घंटे बाद लिया जाता है।",
  "Sample to be collected before starting antibiotics.": "एंटीबायोटिक शुरू करने से पहले सैंपल लिया जाएगा।",
  "Tell the phlebotomist about any recent medication.": "हाल में ली गई किसी भी दवा के बारे में सैंपल लेने वाले को बताएँ।",
  "For women, the sample is preferably collected on day 2-5 of the menstrual cycle.": "महिलाओं के लिए, सैंपल मासिक धर्म चक्र के दिन 2-5 पर लेना बेहतर है।",
  "Sample to be collected between 4 and 6 PM.": "सैंपल शाम 4 से 6 बजे के बीच लिया जाएगा।",
};

/** Hindi preparation text, or null unless every sentence of it has a translation (no half-Hindi text). */
export function hindiPreparation(english: string): string | null {
  const sentences = english.split(/(?<=\.) /);
  const out: string[] = [];
  for (const s of sentences) {
    const hi = PREPARATION_SENTENCES[s];
    if (!hi) return null;
    out.push(hi);
  }
  return out.join(" ");
}

export interface SeedTranslation {
  itemId: number;
  lang: string;
  itemName: string | null;
  testDescription: string | null;
  testPreparationData: string | null;
}

function buildHindi(): SeedTranslation[] {
  const out: SeedTranslation[] = [];
  for (const item of catalogue) {
    const named = ITEMS[item.canonicalTag];
    const prep = hindiPreparation(item.testPreparationData);
    if (!named && !prep) continue;
    out.push({ itemId: item.itemId, lang: "hi", itemName: named?.[0] ?? null, testDescription: named?.[1] ?? null, testPreparationData: prep });
  }
  // Every named entry must point at a real item (a renamed tag fails here, not silently on the page).
  for (const tag of Object.keys(ITEMS)) itemByTag(tag);
  return out;
}

export const hindiTranslations: SeedTranslation[] = buildHindi();
