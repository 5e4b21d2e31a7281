/**
 * The seed diagnostic catalogue: real lab tests and health packages as sold for home collection in India,
 * with base (non-metro) prices in whole rupees. Fully deterministic: no clock, no randomness; the few
 * values not written out (discounts, popularity of less-booked items, display flags) come from a fixed
 * hash of the item's canonical tag.
 *
 * Spec rules this data follows:
 * - "An item is a package when it has more than one inclusion; otherwise it is a test." A TEST's inclusions
 *   are [its own itemId]; a PACKAGE includes 3-40 TEST items of this catalogue.
 * - "Members see member prices where the circle price is lower than the normal price." Most items have a
 *   circle price below the price (groupPlan CIRCLE); some have circlePrice === price (groupPlan ALL).
 * - "Gender codes: M Male, F Female, B All."
 *
 * Item ids are append-only: tests are numbered from 1001 and packages from 5001 in table order, so add new
 * rows at the end of their table.
 */

export interface SeedItem {
  itemId: number;
  itemName: string;
  itemType: "TEST" | "PACKAGE";
  gender: "B" | "M" | "F";
  canonicalTag: string;
  category: string;
  imageUrl: string | null;
  testDescription: string;
  testPreparationData: string;
  itemRemarks: string | null;
  inclusions: number[];
  observations: { observationName: string; mandatoryValue: string; isHeader: string; PrintOrder: number }[];
  subCategoryList: string[];
  productScore: number;
  itemTags: { display_text: string; display_icon: string | null; text_colour: string; background_colour: string }[];
  fromAgeInDays: number;
  toAgeInDays: number;
  collectionType: string;
  reportTATHours: number;
  mrp: number;
  price: number;
  circlePrice: number;
  groupPlan: string;
  showSlashedPrice: boolean;
  showDiscountPercent: boolean;
  cashbackText: string | null;
}

export interface SeedCategory {
  slug: string;
  name: string;
  iconUrl: string;
}

// ---------------------------------------------------------------------------------------------------------
// Categories

const FB = "full-body-checkup";
const DB = "diabetes";
const HT = "heart";
const TH = "thyroid";
const FV = "fever";
const WH = "women-health";
const MH = "mens-health";
const SC = "senior-citizen";
const VT = "vitamins";
const KD = "kidney";
const LV = "liver";
const AL = "allergy";
const BJ = "bone-joint";
const HR = "hormones";

const CATEGORY_NAMES: [slug: string, name: string][] = [
  [FB, "Full Body Checkup"],
  [DB, "Diabetes"],
  [HT, "Heart"],
  [TH, "Thyroid"],
  [FV, "Fever & Infections"],
  [WH, "Women's Health"],
  [SC, "Senior Citizen"],
  [VT, "Vitamins & Minerals"],
  [KD, "Kidney"],
  [LV, "Liver"],
  [AL, "Allergy"],
  [BJ, "Bone & Joint"],
  [MH, "Men's Health"],
  [HR, "Hormones"],
];

export const popularCategories: SeedCategory[] = CATEGORY_NAMES.map(([slug, name]) => ({
  slug,
  name,
  iconUrl: `/images/categories/${slug}.svg`,
}));

const CATEGORY_NAME = new Map(CATEGORY_NAMES);

// ---------------------------------------------------------------------------------------------------------
// Laboratory sections: the first sub-category of a test and its usual report time in hours.

const SECTIONS = {
  HAEM: ["Haematology", 8],
  COAG: ["Coagulation", 12],
  BIO: ["Biochemistry", 12],
  IMM: ["Immunoassay", 24],
  SPEC: ["Special Chemistry", 48],
  SERO: ["Serology", 24],
  MICRO: ["Microbiology", 72],
  MOL: ["Molecular Diagnostics", 48],
  CP: ["Clinical Pathology", 8],
  CYTO: ["Cytopathology", 72],
  ALG: ["Allergy Testing", 72],
  AUTO: ["Autoimmunity", 48],
} as const satisfies Record<string, readonly [string, number]>;
type Section = keyof typeof SECTIONS;

// ---------------------------------------------------------------------------------------------------------
// Preparation texts

const NONE = "No special preparation required.";
const FAST = "10-12 hours fasting required. Only water is allowed during the fasting period.";
const FAST8 = "8-10 hours fasting required. Only water is allowed during the fasting period.";
const LIPID = "10-12 hours fasting required. Avoid alcohol and fatty meals for 24 hours before the test; only water is allowed.";
const PP = "Sample to be collected exactly 2 hours after a regular meal. Note the time you finished eating.";
const FASTPP = "10-12 hours fasting required for the first sample; the second sample is collected 2 hours after breakfast.";
const GTT = "10-12 hours fasting required. The test takes about 2.5 hours: a fasting sample is taken, 75 g glucose is given to drink, and samples are taken at 1 and 2 hours. Stay seated and do not eat during the test.";
const URINE = "Collect a first-morning mid-stream urine sample in the sterile container provided.";
const URINE_CULT = "Collect a mid-stream urine sample in the sterile container provided, before starting antibiotics.";
const URINE24 = "Collect all urine passed over 24 hours in the container provided: discard the first morning sample, then collect every sample including the next morning's first. Keep the container refrigerated.";
const STOOL = "Collect a fresh stool sample in the sterile container provided. Avoid contamination with urine or water.";
const SPUTUM = "Collect an early-morning deep-cough sputum sample (not saliva) after rinsing the mouth with plain water.";
const CULTURE = "Sample to be collected before starting antibiotics. Tell the phlebotomist about any recent medication.";
const MORNING = "Sample to be collected between 8 and 10 AM. Avoid strenuous exercise before the test.";
const EVENING = "Sample to be collected between 4 and 6 PM.";
const THYROID = "No fasting required. If you take thyroid medication, give the sample before the morning dose.";
const CYCLE_DAY3 = "For women, the sample is preferably collected on day 2-5 of the menstrual cycle. No fasting required.";
const CYCLE_DAY21 = "Sample preferably collected on day 21 of a 28-day menstrual cycle. No fasting required.";
const PREG1 = "Done between 11 and 13+6 weeks of pregnancy. Carry your NT scan report; weight and date of birth are needed for the risk calculation.";
const PREG2 = "Done between 15 and 20 weeks of pregnancy. Carry your latest ultrasound report; weight and date of birth are needed for the risk calculation.";
const SEMEN = "2-5 days of sexual abstinence required. The sample is collected at the collection centre.";
const PAP = "Avoid the test during menstruation. Do not use vaginal creams or douches, or have intercourse, for 48 hours before the test.";
const COAG = "No fasting required. Tell the phlebotomist if you take blood thinners such as warfarin, heparin or aspirin.";
const PSA = "Avoid ejaculation and cycling for 48 hours before the test. No fasting required.";
const DRUG = "Sample to be collected just before the next dose (trough level). Note the time of the last dose.";
const RENIN = "Sample collected mid-morning after being upright for 2 hours. Continue medicines unless your doctor advises otherwise.";
const NEWBORN = "Heel-prick sample collected 48-72 hours after birth, preferably before the baby leaves the hospital.";
const MANTOUX = "No preparation required. The result is read 48-72 hours after the injection, so a second visit to the centre is needed.";
const SWAB = "Do not gargle, use mouthwash or eat for 30 minutes before the swab is taken.";
const PROLACTIN = "Sample preferably collected 2-3 hours after waking up. Rest for 30 minutes before the sample; avoid stress.";
const STONE = "Hand over the stone that was passed or removed, rinsed and dried, in a clean dry container.";
const NIGHT = "Sample to be collected between 10 PM and 2 AM, when microfilariae circulate in the blood.";

const FASTING_TEXTS = new Set([FAST, FAST8, LIPID, FASTPP, GTT]);

// ---------------------------------------------------------------------------------------------------------
// Deterministic helpers

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Rounds a rupee amount to a shop price: 1499, 299, 79; small amounts to the rupee. */
function shopPrice(amount: number): number {
  if (amount >= 1000) return Math.round(amount / 100) * 100 - 1;
  if (amount >= 50) return Math.round(amount / 10) * 10 - 1;
  return Math.max(1, Math.round(amount));
}

const YEAR = 365;
const MAX_AGE = 36500;

const TAG = {
  bestseller: { display_text: "Bestseller", display_icon: null, text_colour: "#ffffff", background_colour: "#0087ba" },
  popular: { display_text: "Popular", display_icon: null, text_colour: "#ffffff", background_colour: "#fc9916" },
  fasting: { display_text: "Fasting required", display_icon: null, text_colour: "#a15d00", background_colour: "#fff3d6" },
  fastReport: { display_text: "Reports in 24 hrs", display_icon: null, text_colour: "#00875a", background_colour: "#e6f7f0" },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Tests

interface TestOptions {
  g?: "B" | "M" | "F";
  score?: number;
  tat?: number;
  sub?: string[];
  rem?: string;
  center?: boolean;
  from?: number;
  to?: number;
}

interface TestRow {
  slug: string;
  name: string;
  cat: string;
  sec: Section;
  mrp: number;
  prep: string;
  obs: string;
  desc: string;
  o: TestOptions;
}

const tests: TestRow[] = [];

/**
 * One test. Observations are "|"-separated; a leading "#" marks a section header and a leading "~" a
 * calculated (non-mandatory) value.
 */
function T(slug: string, name: string, cat: string, sec: Section, mrp: number, prep: string, obs: string, desc: string, o: TestOptions = {}) {
  tests.push({ slug, name, cat, sec, mrp, prep, obs, desc, o });
}

const CBC_OBS =
  "Haemoglobin|RBC Count|Packed Cell Volume (PCV)|~MCV|~MCH|~MCHC|RDW-CV|Total Leucocyte Count (TLC)|#Differential Leucocyte Count|Neutrophils|Lymphocytes|Monocytes|Eosinophils|Basophils|#Absolute Leucocyte Count|~Absolute Neutrophil Count|~Absolute Lymphocyte Count|~Absolute Monocyte Count|~Absolute Eosinophil Count|~Absolute Basophil Count|Platelet Count|Mean Platelet Volume (MPV)";
const LIPID_OBS =
  "Total Cholesterol|Triglycerides|HDL Cholesterol|LDL Cholesterol (Direct)|~VLDL Cholesterol|~Non-HDL Cholesterol|~Total Cholesterol/HDL Ratio|~LDL/HDL Ratio";
const EMERGENCY = "Not a substitute for emergency care: if you have chest pain, go to the nearest emergency department.";
const CHILLED = "Sample must reach the laboratory within 4 hours of collection.";

// Haematology and coagulation
T("complete-blood-count-cbc", "Complete Blood Count (CBC)", FB, "HAEM", 450, NONE, CBC_OBS, "Measures haemoglobin, red cells, white cells and platelets to screen for anaemia, infection, inflammation and bleeding disorders.", { score: 1000, sub: ["Anaemia", "Infection"] });
T("complete-haemogram-cbc-esr", "Complete Haemogram (CBC + ESR)", FB, "HAEM", 550, NONE, `${CBC_OBS}|ESR (Westergren)`, "A complete blood count together with ESR: the full blood picture plus a marker of inflammation.", { score: 760, sub: ["Anaemia"] });
T("haemoglobin-hb", "Haemoglobin (Hb)", FB, "HAEM", 150, NONE, "Haemoglobin", "Measures the oxygen-carrying protein of red blood cells; the first test for anaemia.", { score: 640, sub: ["Anaemia"] });
T("esr-erythrocyte-sedimentation-rate", "ESR (Erythrocyte Sedimentation Rate)", FB, "HAEM", 200, NONE, "ESR (Westergren)", "A non-specific marker of inflammation, raised in infections, autoimmune disease and tuberculosis.", { score: 820, sub: ["Inflammation"] });
T("peripheral-smear-examination", "Peripheral Blood Smear Examination", FB, "HAEM", 400, NONE, "RBC Morphology|WBC Morphology|Platelets on Smear|Haemoparasites|Impression", "Microscopic examination of a stained blood film to study the shape and size of blood cells and look for parasites.", { tat: 24, sub: ["Anaemia"] });
T("platelet-count", "Platelet Count", FV, "HAEM", 200, NONE, "Platelet Count", "Counts platelets; checked daily during dengue and in bleeding disorders.", { score: 700, sub: ["Dengue"] });
T("total-leucocyte-count-tlc", "Total Leucocyte Count (TLC)", FB, "HAEM", 150, NONE, "Total Leucocyte Count", "Counts white blood cells; raised in most infections and lowered by some viral illnesses and medicines.", { sub: ["Infection"] });
T("differential-leucocyte-count-dlc", "Differential Leucocyte Count (DLC)", FB, "HAEM", 200, NONE, "Neutrophils|Lymphocytes|Monocytes|Eosinophils|Basophils", "The share of each type of white blood cell; helps tell bacterial, viral and allergic conditions apart.", { sub: ["Infection"] });
T("absolute-eosinophil-count-aec", "Absolute Eosinophil Count (AEC)", AL, "HAEM", 250, NONE, "Absolute Eosinophil Count", "Counts eosinophils, which rise in allergies, asthma and worm infestations.", { score: 560, sub: ["Asthma"] });
T("reticulocyte-count", "Reticulocyte Count", FB, "HAEM", 350, NONE, "Reticulocyte Count|~Corrected Reticulocyte Count|~Reticulocyte Production Index", "Measures young red blood cells to show how well the bone marrow is replacing red cells.", { sub: ["Anaemia"] });
T("blood-group-abo-rh", "Blood Group (ABO & Rh Typing)", FB, "HAEM", 150, NONE, "ABO Group|Rh (D) Type", "Finds the ABO blood group and Rh factor; needed before pregnancy, surgery and transfusion.", { score: 600, tat: 6 });
T("haemoglobin-variants-hplc", "Haemoglobin Variants by HPLC (Thalassemia Screening)", WH, "HAEM", 1200, NONE, "Haemoglobin A|Haemoglobin A2|Haemoglobin F|Variant Haemoglobin|Interpretation", "Screens for thalassemia trait and sickle cell disease; advised before marriage and in early pregnancy.", { tat: 48, sub: ["Anaemia", "Pre-Marital"] });
T("packed-cell-volume-pcv", "Packed Cell Volume (PCV / Haematocrit)", FB, "HAEM", 150, NONE, "Packed Cell Volume", "The proportion of blood made up of red cells; rises with dehydration and in dengue.", { sub: ["Dengue"] });
T("bleeding-time-clotting-time", "Bleeding Time & Clotting Time (BT/CT)", HT, "COAG", 200, COAG, "Bleeding Time|Clotting Time", "Basic screening of platelet function and clotting before minor procedures.", { tat: 6 });
T("prothrombin-time-pt-inr", "Prothrombin Time with INR (PT/INR)", HT, "COAG", 400, COAG, "Prothrombin Time (Patient)|Prothrombin Time (Control)|~PT Ratio|~INR", "Checks how fast blood clots; used to monitor warfarin and to assess liver function.", { score: 610, rem: CHILLED, sub: ["Blood Thinners"] });
T("aptt-activated-partial-thromboplastin-time", "Activated Partial Thromboplastin Time (aPTT)", HT, "COAG", 550, COAG, "aPTT (Patient)|aPTT (Control)", "Screens the intrinsic clotting pathway; used to monitor heparin and investigate bleeding.", { rem: CHILLED, sub: ["Blood Thinners"] });
T("d-dimer", "D-Dimer (Quantitative)", HT, "COAG", 1400, NONE, "D-Dimer", "Rises when blood clots form and break down; helps rule out deep vein thrombosis and pulmonary embolism.", { score: 590, sub: ["Blood Clots"] });
T("fibrinogen", "Fibrinogen", HT, "COAG", 800, COAG, "Fibrinogen", "Measures the clotting protein fibrinogen; abnormal in bleeding disorders, DIC and inflammation.", { rem: CHILLED });
T("g6pd-quantitative", "G6PD (Glucose-6-Phosphate Dehydrogenase) Quantitative", FB, "SPEC", 900, NONE, "G6PD Activity", "Detects G6PD deficiency, which can break down red cells after certain medicines or fava beans.", { sub: ["Anaemia"] });
T("sickling-test", "Sickling Test (Sickle Cell Screening)", FB, "HAEM", 300, NONE, "Sickling Test", "Screens for sickle haemoglobin, common in parts of central and western India.", { tat: 24, sub: ["Anaemia"] });
T("direct-coombs-test", "Direct Coombs Test (DCT)", FB, "HAEM", 500, NONE, "Direct Antiglobulin Test", "Detects antibodies coating red cells; used in haemolytic anaemia and newborn jaundice.", { tat: 24 });
T("indirect-coombs-test", "Indirect Coombs Test (ICT)", WH, "HAEM", 550, NONE, "Indirect Antiglobulin Test|Titre (if positive)", "Detects red cell antibodies in the blood; done for Rh-negative pregnant women and before transfusion.", { tat: 24, sub: ["Pregnancy"] });
T("malaria-parasite-smear", "Malaria Parasite (MP) Smear", FV, "HAEM", 200, NONE, "Malaria Parasite (Thick Smear)|Malaria Parasite (Thin Smear)|Species", "Microscopic detection of malaria parasites; best collected during a fever spike.", { score: 650, sub: ["Malaria"] });
T("microfilaria-smear", "Microfilaria Smear (Night Sample)", FV, "HAEM", 300, NIGHT, "Microfilaria", "Detects filarial worms in a night blood sample.", { tat: 24 });
T("haptoglobin", "Haptoglobin", FB, "SPEC", 1500, NONE, "Haptoglobin", "Low levels point to the breakdown of red cells (haemolysis).", { sub: ["Anaemia"] });
T("erythropoietin-epo", "Erythropoietin (EPO)", HR, "IMM", 2000, NONE, "Erythropoietin", "The kidney hormone that drives red cell production; used to investigate anaemia and polycythaemia.", { tat: 72, sub: ["Anaemia"] });

// Diabetes
T("glucose-fasting", "Fasting Blood Sugar (FBS)", DB, "BIO", 100, FAST8, "Glucose, Fasting", "Blood glucose after an overnight fast; the basic screening test for diabetes.", { score: 945, tat: 6 });
T("glucose-post-prandial", "Post Prandial Blood Sugar (PPBS)", DB, "BIO", 100, PP, "Glucose, Post Prandial (2 hr)", "Blood glucose 2 hours after a meal; shows how well the body handles sugar after eating.", { score: 860, tat: 6 });
T("glucose-random", "Random Blood Sugar (RBS)", DB, "BIO", 100, NONE, "Glucose, Random", "Blood glucose at any time of day; a quick check when high sugar is suspected.", { score: 700, tat: 6 });
T("blood-sugar-fasting-and-pp", "Blood Sugar Fasting & Post Prandial", DB, "BIO", 180, FASTPP, "Glucose, Fasting|Glucose, Post Prandial (2 hr)", "Fasting and after-meal glucose together, the usual pair for diagnosing and following diabetes.", { score: 810, tat: 8 });
T("hba1c-glycated-haemoglobin", "HbA1c (Glycated Haemoglobin)", DB, "BIO", 650, NONE, "HbA1c|~Estimated Average Glucose (eAG)", "Average blood sugar over the last 2-3 months; used to diagnose and monitor diabetes.", { score: 990 });
T("glucose-tolerance-test-gtt", "Glucose Tolerance Test (GTT, 75 g, 3 Samples)", DB, "BIO", 400, GTT, "Glucose, Fasting|Glucose, 1 hour|Glucose, 2 hours|Urine Glucose (Fasting)|Urine Glucose (2 hours)", "Measures glucose before and after a 75 g glucose drink to diagnose diabetes and prediabetes.", { center: true });
T("glucose-challenge-test-pregnancy", "Glucose Challenge Test (GCT, 75 g) - Pregnancy", WH, "BIO", 250, "No fasting required. 75 g glucose is given and blood is drawn after 2 hours (DIPSI method).", "Glucose, 2 hours after 75 g", "Single-step screening for gestational diabetes, recommended between 24 and 28 weeks of pregnancy.", { g: "F", center: true, from: 18 * YEAR, to: 50 * YEAR, sub: ["Pregnancy"] });
T("insulin-fasting", "Insulin (Fasting)", DB, "IMM", 900, FAST, "Insulin, Fasting", "Fasting insulin level; high values suggest insulin resistance.", { score: 520, sub: ["Insulin Resistance"] });
T("insulin-post-prandial", "Insulin (Post Prandial)", DB, "IMM", 950, PP, "Insulin, Post Prandial", "Insulin 2 hours after a meal; helps assess insulin resistance and low sugar episodes.", { sub: ["Insulin Resistance"] });
T("c-peptide-fasting", "C-Peptide (Fasting)", DB, "IMM", 1500, FAST, "C-Peptide, Fasting", "Reflects the body's own insulin production; helps tell type 1 from type 2 diabetes.");
T("homa-ir-insulin-resistance", "HOMA-IR (Insulin Resistance Index)", DB, "IMM", 1100, FAST, "Glucose, Fasting|Insulin, Fasting|~HOMA-IR|~HOMA-B (Beta Cell Function)", "Calculates insulin resistance from fasting glucose and insulin; useful in PCOS, fatty liver and prediabetes.", { score: 530, sub: ["Insulin Resistance"] });
T("fructosamine", "Fructosamine", DB, "BIO", 800, NONE, "Fructosamine", "Average blood sugar over the last 2-3 weeks; useful when HbA1c is unreliable, as in pregnancy or anaemia.");
T("urine-microalbumin-acr", "Urine Microalbumin (Albumin/Creatinine Ratio)", DB, "BIO", 700, URINE, "Urine Microalbumin|Urine Creatinine|~Albumin/Creatinine Ratio (ACR)", "Detects small amounts of albumin in urine, the earliest sign of kidney damage from diabetes or high blood pressure.", { score: 580, sub: ["Kidney"] });
T("anti-gad-65-antibodies", "Anti-GAD 65 Antibodies", DB, "AUTO", 3500, NONE, "Anti-GAD 65 Antibody", "Autoantibody found in type 1 diabetes and latent autoimmune diabetes of adults (LADA).", { tat: 72 });
T("islet-cell-antibodies", "Islet Cell Antibodies (ICA)", DB, "AUTO", 3200, NONE, "Islet Cell Antibody", "Autoantibodies against the insulin-making cells of the pancreas; supports a diagnosis of type 1 diabetes.", { tat: 72 });
T("urine-sugar-fasting", "Urine Sugar (Fasting)", DB, "CP", 80, FAST8, "Urine Glucose", "Checks whether glucose is spilling into the urine.", { tat: 6 });
T("urine-ketone-bodies", "Urine Ketone Bodies", DB, "CP", 150, URINE, "Ketone Bodies", "Detects ketones in urine; important in uncontrolled diabetes, prolonged fasting and vomiting.", { tat: 6 });
T("beta-hydroxybutyrate", "Beta-Hydroxybutyrate (Blood Ketone)", DB, "BIO", 1400, NONE, "Beta-Hydroxybutyrate", "The main blood ketone; used to detect and monitor diabetic ketoacidosis.");

// Heart
T("lipid-profile", "Lipid Profile", HT, "BIO", 700, LIPID, LIPID_OBS, "Measures cholesterol and triglycerides to assess the risk of heart disease and stroke.", { score: 980, sub: ["Cholesterol"] });
T("lipid-profile-advanced", "Advanced Lipid Profile (with Apolipoproteins & Lp(a))", HT, "SPEC", 2200, LIPID, "Total Cholesterol|Triglycerides|HDL Cholesterol|LDL Cholesterol (Direct)|~VLDL Cholesterol|~Non-HDL Cholesterol|Apolipoprotein A1|Apolipoprotein B|~Apo B/Apo A1 Ratio|Lipoprotein (a)|Small Dense LDL|~Total Cholesterol/HDL Ratio", "The standard lipid profile plus apolipoproteins, Lp(a) and small dense LDL for a finer estimate of heart risk.", { score: 540, sub: ["Cholesterol"] });
T("total-cholesterol", "Total Cholesterol", HT, "BIO", 200, LIPID, "Total Cholesterol", "Total amount of cholesterol in the blood; a quick check of heart risk.", { sub: ["Cholesterol"] });
T("triglycerides", "Triglycerides", HT, "BIO", 250, LIPID, "Triglycerides", "Blood fats that rise with sugar, alcohol and excess weight; very high levels can inflame the pancreas.", { sub: ["Cholesterol"] });
T("hdl-cholesterol-direct", "HDL Cholesterol (Direct)", HT, "BIO", 300, LIPID, "HDL Cholesterol", "The protective 'good' cholesterol that carries cholesterol away from the arteries.", { sub: ["Cholesterol"] });
T("ldl-cholesterol-direct", "LDL Cholesterol (Direct)", HT, "BIO", 400, LIPID, "LDL Cholesterol (Direct)", "The 'bad' cholesterol that builds up in artery walls; the main target of cholesterol treatment.", { sub: ["Cholesterol"] });
T("apolipoprotein-a1", "Apolipoprotein A1 (Apo A1)", HT, "SPEC", 900, FAST, "Apolipoprotein A1", "The main protein of HDL; low levels are linked to higher heart risk.", { sub: ["Cholesterol"] });
T("apolipoprotein-b", "Apolipoprotein B (Apo B)", HT, "SPEC", 900, FAST, "Apolipoprotein B", "Counts the atherogenic cholesterol particles; a strong predictor of heart disease.", { sub: ["Cholesterol"] });
T("apolipoprotein-a1-b-ratio", "Apolipoprotein A1 & B with Ratio", HT, "SPEC", 1600, FAST, "Apolipoprotein A1|Apolipoprotein B|~Apo B/Apo A1 Ratio", "Apo A1 and Apo B measured together; the ratio reflects the balance of good and bad cholesterol particles.", { sub: ["Cholesterol"] });
T("lipoprotein-a", "Lipoprotein (a) - Lp(a)", HT, "SPEC", 1200, NONE, "Lipoprotein (a)", "An inherited cholesterol particle; a high level raises the risk of heart attack at a young age.", { sub: ["Cholesterol"] });
T("hs-crp-high-sensitivity-c-reactive-protein", "hs-CRP (High Sensitivity C-Reactive Protein)", HT, "IMM", 800, NONE, "hs-CRP", "Detects low-grade inflammation in blood vessels; used with the lipid profile to estimate heart risk.", { score: 720, sub: ["Inflammation"] });
T("homocysteine", "Homocysteine", HT, "IMM", 1300, FAST, "Homocysteine", "High levels are linked to heart disease and stroke, and to low vitamin B12 and folate.", { score: 550 });
T("troponin-i-quantitative", "Troponin I (Quantitative)", HT, "IMM", 1400, NONE, "Troponin I", "A heart muscle protein released into the blood during a heart attack.", { tat: 6, rem: EMERGENCY, sub: ["Cardiac Markers"] });
T("hs-troponin-t", "High Sensitivity Troponin T (hs-TnT)", HT, "IMM", 1600, NONE, "hs-Troponin T", "A highly sensitive marker of heart muscle injury.", { tat: 6, rem: EMERGENCY, sub: ["Cardiac Markers"] });
T("ck-mb", "CK-MB (Creatine Kinase-MB)", HT, "BIO", 700, NONE, "CK-MB", "The heart form of creatine kinase; rises after heart muscle damage.", { sub: ["Cardiac Markers"] });
T("cpk-total", "CPK (Creatine Phosphokinase) Total", HT, "BIO", 500, "Avoid strenuous exercise and intramuscular injections for 48 hours before the test.", "CPK Total", "Rises with muscle injury, heart damage and statin-related muscle problems.", { sub: ["Cardiac Markers"] });
T("nt-probnp", "NT-proBNP", HT, "IMM", 3200, NONE, "NT-proBNP", "Released by a stretched heart; used to diagnose and monitor heart failure.", { sub: ["Heart Failure"] });
T("ldh-lactate-dehydrogenase", "LDH (Lactate Dehydrogenase)", HT, "BIO", 500, NONE, "LDH", "An enzyme released by damaged tissue; raised in heart, liver and muscle injury, haemolysis and some cancers.");
T("myoglobin", "Myoglobin", HT, "IMM", 1500, NONE, "Myoglobin", "An early marker of heart or skeletal muscle injury.", { tat: 12, sub: ["Cardiac Markers"] });
T("small-dense-ldl", "Small Dense LDL (sdLDL)", HT, "SPEC", 1800, LIPID, "Small Dense LDL Cholesterol", "Measures the smaller, denser LDL particles that enter artery walls most easily.", { sub: ["Cholesterol"] });
T("digoxin-level", "Digoxin (Drug Level)", HT, "IMM", 1000, DRUG, "Digoxin", "Monitors the blood level of digoxin to keep it effective and below the toxic range.", { sub: ["Drug Monitoring"] });
T("antithrombin-iii-activity", "Antithrombin III Activity", HT, "COAG", 2500, COAG, "Antithrombin III Activity", "A natural anticoagulant; a deficiency raises the risk of blood clots.", { tat: 72, rem: CHILLED, sub: ["Blood Clots"] });
T("protein-c-activity", "Protein C Activity", HT, "COAG", 3500, COAG, "Protein C Activity", "A natural anticoagulant; tested after unexplained or repeated blood clots.", { tat: 72, rem: CHILLED, sub: ["Blood Clots"] });
T("protein-s-free", "Protein S (Free) Antigen", HT, "COAG", 3500, COAG, "Protein S (Free)", "A natural anticoagulant; tested after unexplained or repeated blood clots.", { tat: 72, rem: CHILLED, sub: ["Blood Clots"] });
T("factor-v-leiden-mutation", "Factor V Leiden Mutation (PCR)", HT, "MOL", 3500, NONE, "Factor V Leiden (G1691A) Mutation", "Genetic test for the commonest inherited tendency to form blood clots.", { tat: 72, sub: ["Blood Clots"] });
T("factor-viii-activity", "Factor VIII Activity", HT, "COAG", 2000, COAG, "Factor VIII Activity", "Measures clotting factor VIII; low in haemophilia A.", { tat: 72, rem: CHILLED });

// Thyroid
T("thyroid-profile-total-t3-t4-tsh", "Thyroid Profile Total (T3, T4, TSH)", TH, "IMM", 600, THYROID, "Total T3 (Triiodothyronine)|Total T4 (Thyroxine)|TSH (Ultrasensitive)", "Checks thyroid function; screens for an underactive (hypothyroid) or overactive (hyperthyroid) thyroid.", { score: 985 });
T("thyroid-profile-free-ft3-ft4-tsh", "Thyroid Profile Free (FT3, FT4, TSH)", TH, "IMM", 900, THYROID, "Free T3|Free T4|TSH (Ultrasensitive)", "Measures the active, unbound thyroid hormones with TSH; preferred in pregnancy and when binding proteins are abnormal.", { score: 780 });
T("tsh-ultrasensitive", "TSH (Thyroid Stimulating Hormone)", TH, "IMM", 350, THYROID, "TSH (Ultrasensitive)", "The most sensitive single test of thyroid function; used for screening and to adjust thyroid medicine.", { score: 880 });
T("total-t3", "Total T3 (Triiodothyronine)", TH, "IMM", 250, THYROID, "Total T3", "Measures total T3 hormone; helpful in diagnosing an overactive thyroid.");
T("total-t4", "Total T4 (Thyroxine)", TH, "IMM", 250, THYROID, "Total T4", "Measures total thyroxine, the main hormone made by the thyroid gland.");
T("free-t3", "Free T3 (FT3)", TH, "IMM", 400, THYROID, "Free T3", "The unbound, active form of T3.");
T("free-t4", "Free T4 (FT4)", TH, "IMM", 400, THYROID, "Free T4", "The unbound, active form of thyroxine; used with TSH to confirm thyroid disorders.", { score: 560 });
T("anti-tpo-antibodies", "Anti-TPO (Thyroid Peroxidase) Antibodies", TH, "IMM", 1300, NONE, "Anti-TPO Antibody", "Detects autoimmune thyroid disease such as Hashimoto's thyroiditis.", { score: 570, sub: ["Autoimmunity"] });
T("anti-thyroglobulin-antibodies", "Anti-Thyroglobulin Antibodies (Anti-TG)", TH, "IMM", 1400, NONE, "Anti-Thyroglobulin Antibody", "Autoantibodies against thyroglobulin; support a diagnosis of autoimmune thyroiditis.", { sub: ["Autoimmunity"] });
T("thyroglobulin", "Thyroglobulin (Tg)", TH, "IMM", 1500, NONE, "Thyroglobulin", "Used to follow up patients treated for differentiated thyroid cancer.", { tat: 48 });
T("tsh-receptor-antibody-trab", "TSH Receptor Antibody (TRAb)", TH, "IMM", 3500, NONE, "TSH Receptor Antibody", "Confirms Graves' disease, the commonest cause of an overactive thyroid.", { tat: 72, sub: ["Autoimmunity"] });
T("reverse-t3", "Reverse T3", TH, "SPEC", 2500, THYROID, "Reverse T3", "An inactive form of T3 that rises during severe illness and fasting.", { tat: 72 });
T("calcitonin", "Calcitonin", TH, "IMM", 2200, FAST, "Calcitonin", "A marker for medullary thyroid cancer.", { tat: 48 });
T("thyroxine-binding-globulin", "Thyroxine Binding Globulin (TBG)", TH, "SPEC", 2500, NONE, "Thyroxine Binding Globulin", "The protein that carries thyroid hormones; explains total T3/T4 results that do not match symptoms.", { tat: 72 });

// Liver and digestive system
T("liver-function-test-lft", "Liver Function Test (LFT)", LV, "BIO", 900, FAST8, "Bilirubin Total|Bilirubin Direct|~Bilirubin Indirect|SGOT (AST)|SGPT (ALT)|~AST/ALT Ratio|Alkaline Phosphatase (ALP)|Gamma GT (GGT)|Total Protein|Albumin|~Globulin|~A/G Ratio", "Measures liver enzymes, bilirubin and proteins to check for fatty liver, hepatitis, jaundice and the effect of alcohol or medicines.", { score: 955 });
T("bilirubin-total-direct-indirect", "Bilirubin (Total, Direct & Indirect)", LV, "BIO", 250, NONE, "Bilirubin Total|Bilirubin Direct|~Bilirubin Indirect", "Measures bilirubin to investigate jaundice and liver or bile duct problems.", { score: 620, sub: ["Jaundice"] });
T("sgot-ast", "SGOT (AST)", LV, "BIO", 200, NONE, "SGOT (AST)", "A liver and muscle enzyme; raised in hepatitis, fatty liver and muscle injury.");
T("sgpt-alt", "SGPT (ALT)", LV, "BIO", 200, NONE, "SGPT (ALT)", "The most liver-specific enzyme; raised in hepatitis and fatty liver.", { score: 640 });
T("alkaline-phosphatase-alp", "Alkaline Phosphatase (ALP)", LV, "BIO", 250, NONE, "Alkaline Phosphatase", "An enzyme from the liver, bile ducts and bone; raised in bile duct blockage and bone disease.");
T("gamma-gt-ggt", "Gamma GT (GGT)", LV, "BIO", 400, NONE, "Gamma GT", "A sensitive marker of bile duct disease and alcohol use.", { sub: ["Alcohol"] });
T("total-protein-albumin-globulin", "Total Protein, Albumin & Globulin", LV, "BIO", 300, NONE, "Total Protein|Albumin|~Globulin|~A/G Ratio", "Measures blood proteins; reflects nutrition, liver function and immune status.");
T("albumin-serum", "Albumin (Serum)", LV, "BIO", 200, NONE, "Albumin", "The main protein made by the liver; low in liver disease, kidney protein loss and malnutrition.");
T("ammonia-plasma", "Ammonia (Plasma)", LV, "BIO", 1200, FAST8, "Ammonia", "Raised when the liver cannot clear ammonia, as in advanced liver disease; causes confusion.", { center: true, tat: 6, rem: "Sample is kept on ice and tested within 30 minutes of collection." });
T("hepatitis-a-antibody-igm", "Hepatitis A Antibody IgM (Anti-HAV IgM)", LV, "SERO", 1100, NONE, "Anti-HAV IgM", "Confirms a recent hepatitis A infection, a common cause of jaundice in children.", { sub: ["Hepatitis", "Jaundice"] });
T("hepatitis-e-antibody-igm", "Hepatitis E Antibody IgM (Anti-HEV IgM)", LV, "SERO", 1200, NONE, "Anti-HEV IgM", "Confirms a recent hepatitis E infection, spread through contaminated water.", { sub: ["Hepatitis", "Jaundice"] });
T("hbsag-hepatitis-b-surface-antigen", "HBsAg (Hepatitis B Surface Antigen)", LV, "SERO", 450, NONE, "HBsAg", "Screens for current hepatitis B infection; routine before surgery and in pregnancy.", { score: 650, sub: ["Hepatitis"] });
T("anti-hcv-antibody", "Anti-HCV Antibody (Hepatitis C)", LV, "SERO", 900, NONE, "Anti-HCV Antibody", "Screens for hepatitis C infection.", { sub: ["Hepatitis"] });
T("hbeag-hepatitis-b-e-antigen", "HBeAg (Hepatitis B e Antigen)", LV, "SERO", 900, NONE, "HBeAg", "Shows active hepatitis B virus multiplication and high infectivity.", { sub: ["Hepatitis"] });
T("anti-hbe-antibody", "Anti-HBe (Hepatitis B e Antibody)", LV, "SERO", 900, NONE, "Anti-HBe", "Indicates reduced hepatitis B activity; used to follow chronic hepatitis B.", { sub: ["Hepatitis"] });
T("anti-hbs-antibody-quantitative", "Anti-HBs (Hepatitis B Surface Antibody) Quantitative", LV, "SERO", 900, NONE, "Anti-HBs Titre", "Checks immunity after hepatitis B vaccination or past infection.", { sub: ["Hepatitis", "Vaccination"] });
T("anti-hbc-total", "Anti-HBc Total (Hepatitis B Core Antibody)", LV, "SERO", 1000, NONE, "Anti-HBc Total", "Shows past or present hepatitis B infection.", { sub: ["Hepatitis"] });
T("anti-hbc-igm", "Anti-HBc IgM (Hepatitis B Core IgM)", LV, "SERO", 1200, NONE, "Anti-HBc IgM", "Marker of a recent (acute) hepatitis B infection.", { sub: ["Hepatitis"] });
T("hbv-dna-quantitative", "HBV DNA Quantitative (Viral Load)", LV, "MOL", 5000, NONE, "HBV DNA (IU/mL)|~HBV DNA (log IU/mL)", "Measures the amount of hepatitis B virus in blood; guides and monitors treatment.", { tat: 72, sub: ["Hepatitis"] });
T("hcv-rna-quantitative", "HCV RNA Quantitative (Viral Load)", LV, "MOL", 5500, NONE, "HCV RNA (IU/mL)|~HCV RNA (log IU/mL)", "Confirms active hepatitis C infection and monitors treatment.", { tat: 72, sub: ["Hepatitis"] });
T("alpha-fetoprotein-afp", "Alpha Fetoprotein (AFP)", LV, "IMM", 1000, NONE, "Alpha Fetoprotein", "A tumour marker for liver cancer, used to monitor people with cirrhosis or chronic hepatitis B.", { sub: ["Cancer Screening"] });
T("ceruloplasmin", "Ceruloplasmin", LV, "SPEC", 1300, NONE, "Ceruloplasmin", "The copper-carrying protein; low in Wilson's disease.", { tat: 48 });
T("anti-mitochondrial-antibody-ama", "Anti-Mitochondrial Antibody (AMA)", LV, "AUTO", 1500, NONE, "Anti-Mitochondrial Antibody", "The key marker of primary biliary cholangitis, an autoimmune liver disease.", { sub: ["Autoimmunity"] });
T("anti-smooth-muscle-antibody-asma", "Anti-Smooth Muscle Antibody (ASMA)", LV, "AUTO", 1500, NONE, "Anti-Smooth Muscle Antibody", "A marker of autoimmune hepatitis.", { sub: ["Autoimmunity"] });
T("anti-lkm-1-antibody", "Anti-LKM-1 Antibody", LV, "AUTO", 1800, NONE, "Anti-LKM-1 Antibody", "A marker of type 2 autoimmune hepatitis, seen mostly in children.", { sub: ["Autoimmunity"] });
T("pseudocholinesterase", "Pseudocholinesterase (Serum)", LV, "BIO", 800, NONE, "Pseudocholinesterase", "Made by the liver; low levels cause prolonged effects of some anaesthetic drugs and suggest pesticide exposure.");
T("amylase-serum", "Amylase (Serum)", LV, "BIO", 400, NONE, "Amylase", "A digestive enzyme that rises in acute pancreatitis.", { sub: ["Pancreas"] });
T("lipase-serum", "Lipase (Serum)", LV, "BIO", 600, NONE, "Lipase", "The most specific blood test for acute pancreatitis.", { sub: ["Pancreas"] });
T("h-pylori-antibody-igg", "H. pylori Antibody IgG", LV, "SERO", 900, NONE, "H. pylori IgG", "Detects exposure to Helicobacter pylori, a cause of gastritis and stomach ulcers.", { sub: ["Gastro"] });
T("h-pylori-stool-antigen", "H. pylori Stool Antigen", LV, "SERO", 1400, STOOL, "H. pylori Antigen", "Detects active H. pylori infection and confirms that treatment has worked.", { sub: ["Gastro"] });
T("faecal-calprotectin", "Faecal Calprotectin", LV, "SPEC", 2800, STOOL, "Calprotectin", "Separates inflammatory bowel disease from irritable bowel syndrome.", { tat: 72, sub: ["Gastro"] });
T("neonatal-bilirubin", "Neonatal Bilirubin (Total)", LV, "BIO", 250, NONE, "Bilirubin Total (Neonatal)", "Measures bilirubin in newborns with jaundice to decide on phototherapy.", { tat: 6, to: 28, sub: ["Jaundice", "Newborn"] });
T("ca-19-9", "CA 19-9 (Pancreatic Cancer Marker)", LV, "IMM", 1300, NONE, "CA 19-9", "A tumour marker used to follow pancreatic and bile duct cancers.", { sub: ["Cancer Screening"] });

// Kidney and urine
T("kidney-function-test-kft", "Kidney Function Test (KFT)", KD, "BIO", 900, NONE, "Blood Urea|~Blood Urea Nitrogen (BUN)|Serum Creatinine|~BUN/Creatinine Ratio|Uric Acid|Sodium|Potassium|Chloride|Calcium|Phosphorus|~eGFR (CKD-EPI)", "Measures urea, creatinine, uric acid and electrolytes to check how well the kidneys filter the blood.", { score: 950 });
T("creatinine-serum", "Creatinine (Serum)", KD, "BIO", 200, NONE, "Serum Creatinine|~eGFR (CKD-EPI)", "The main blood marker of kidney function, with the estimated filtration rate (eGFR).", { score: 800 });
T("blood-urea", "Blood Urea", KD, "BIO", 200, NONE, "Blood Urea", "A waste product cleared by the kidneys; rises in kidney disease and dehydration.");
T("blood-urea-nitrogen-bun", "Blood Urea Nitrogen (BUN)", KD, "BIO", 200, NONE, "Blood Urea Nitrogen", "The nitrogen part of urea; read together with creatinine to assess kidney function.");
T("serum-electrolytes", "Serum Electrolytes (Sodium, Potassium, Chloride)", KD, "BIO", 500, NONE, "Sodium|Potassium|Chloride", "Measures the body's salts, which are disturbed by vomiting, diarrhoea, kidney disease and some blood pressure medicines.", { score: 700, tat: 8 });
T("sodium-serum", "Sodium (Serum)", KD, "BIO", 250, NONE, "Sodium", "Low sodium is common in the elderly and with diuretics, and causes confusion and falls.", { tat: 8 });
T("potassium-serum", "Potassium (Serum)", KD, "BIO", 250, NONE, "Potassium", "Abnormal potassium affects the heart rhythm; monitored in kidney disease and with blood pressure medicines.", { tat: 8 });
T("chloride-serum", "Chloride (Serum)", KD, "BIO", 250, NONE, "Chloride", "Helps assess acid-base and fluid balance.", { tat: 8 });
T("bicarbonate-total-co2", "Bicarbonate (Total CO2)", KD, "BIO", 400, NONE, "Bicarbonate", "Reflects the body's acid-base balance; low in kidney failure and diabetic ketoacidosis.", { tat: 8 });
T("cystatin-c", "Cystatin C", KD, "SPEC", 1600, NONE, "Cystatin C|~eGFR (Cystatin C)", "A kidney function marker that is less affected by muscle mass than creatinine.");
T("urine-routine-microscopy", "Urine Routine & Microscopy", KD, "CP", 200, URINE, "#Physical Examination|Colour|Appearance|Specific Gravity|pH|#Chemical Examination|Protein|Glucose|Ketone Bodies|Bilirubin|Urobilinogen|Nitrite|Leucocyte Esterase|Blood|#Microscopic Examination|Pus Cells|Red Blood Cells|Epithelial Cells|Casts|Crystals|Bacteria|Yeast Cells", "Physical, chemical and microscopic examination of urine to screen for infection, kidney disease and diabetes.", { score: 935, sub: ["Urine Infection"] });
T("urine-culture-sensitivity", "Urine Culture & Sensitivity", KD, "MICRO", 900, URINE_CULT, "Organism Isolated|Colony Count|Antibiotic Sensitivity", "Grows and identifies bacteria causing a urinary tract infection and the antibiotics that will work.", { score: 600, sub: ["Urine Infection"] });
T("urine-protein-24-hour", "24 Hour Urine Protein", KD, "BIO", 400, URINE24, "Urine Volume (24 hr)|Urine Protein (24 hr)", "Measures protein lost in urine over a day; used in kidney disease and pre-eclampsia.", { tat: 24 });
T("urine-protein-creatinine-ratio", "Urine Protein/Creatinine Ratio (UPCR)", KD, "BIO", 500, URINE, "Urine Protein|Urine Creatinine|~Protein/Creatinine Ratio", "A spot-urine estimate of daily protein loss, without a 24-hour collection.");
T("creatinine-clearance", "Creatinine Clearance Test", KD, "BIO", 600, URINE24, "Serum Creatinine|Urine Creatinine (24 hr)|Urine Volume (24 hr)|~Creatinine Clearance", "Measures kidney filtration using blood and 24-hour urine creatinine.", { tat: 24 });
T("urine-creatinine-spot", "Urine Creatinine (Spot)", KD, "BIO", 200, URINE, "Urine Creatinine", "Used to correct other spot urine measurements for urine concentration.");
T("urine-calcium-24-hour", "24 Hour Urine Calcium", KD, "BIO", 500, URINE24, "Urine Volume (24 hr)|Urine Calcium (24 hr)", "Measures calcium lost in urine; high levels raise the risk of kidney stones.", { tat: 24, sub: ["Kidney Stones"] });
T("urine-sodium-spot", "Urine Sodium (Spot)", KD, "BIO", 350, URINE, "Urine Sodium", "Helps find the cause of low blood sodium and assess salt intake.");
T("urine-potassium-spot", "Urine Potassium (Spot)", KD, "BIO", 350, URINE, "Urine Potassium", "Helps find the cause of abnormal blood potassium.");
T("urine-uric-acid-24-hour", "24 Hour Urine Uric Acid", KD, "BIO", 400, URINE24, "Urine Volume (24 hr)|Urine Uric Acid (24 hr)", "Measures uric acid excreted in urine; used in gout and kidney stone work-up.", { tat: 24, sub: ["Kidney Stones"] });
T("urine-oxalate-24-hour", "24 Hour Urine Oxalate", KD, "SPEC", 1800, URINE24, "Urine Volume (24 hr)|Urine Oxalate (24 hr)", "High urinary oxalate is a leading cause of calcium oxalate kidney stones.", { tat: 72, sub: ["Kidney Stones"] });
T("urine-citrate-24-hour", "24 Hour Urine Citrate", KD, "SPEC", 1800, URINE24, "Urine Volume (24 hr)|Urine Citrate (24 hr)", "Low urinary citrate removes a natural protection against kidney stones.", { tat: 72, sub: ["Kidney Stones"] });
T("urine-osmolality", "Urine Osmolality", KD, "BIO", 600, URINE, "Urine Osmolality", "Measures urine concentration; used to investigate low sodium and excessive urination.");
T("serum-osmolality", "Serum Osmolality", KD, "BIO", 600, NONE, "Serum Osmolality", "Measures blood concentration; used in low sodium, dehydration and suspected poisoning.");
T("kidney-stone-analysis", "Kidney Stone (Calculus) Analysis", KD, "BIO", 1200, STONE, "Physical Description|Calcium Oxalate|Calcium Phosphate|Uric Acid|Struvite|Cystine|Interpretation", "Finds what a kidney stone is made of, so that diet and treatment can prevent new stones.", { tat: 72, sub: ["Kidney Stones"] });
T("anti-gbm-antibody", "Anti-GBM Antibody", KD, "AUTO", 2500, NONE, "Anti-GBM Antibody", "Detects antibodies against the kidney's filtering membrane (Goodpasture syndrome).", { tat: 72, sub: ["Autoimmunity"] });

// Vitamins, minerals and metals
T("vitamin-d-25-hydroxy", "Vitamin D (25-OH)", VT, "IMM", 1500, NONE, "Vitamin D (25-Hydroxy)", "Measures vitamin D stores; deficiency is very common in India and weakens bones and muscles.", { score: 975, sub: ["Bone Health"] });
T("vitamin-d2-d3-lcms", "Vitamin D2 & D3 (25-OH) by LC-MS/MS", VT, "SPEC", 2800, NONE, "25-OH Vitamin D2|25-OH Vitamin D3|~Total 25-OH Vitamin D", "Measures vitamin D2 and D3 separately by mass spectrometry; useful when supplements do not seem to work.", { tat: 72, sub: ["Bone Health"] });
T("vitamin-d-1-25-dihydroxy", "Vitamin D 1,25-Dihydroxy (Calcitriol)", VT, "SPEC", 3500, NONE, "1,25-Dihydroxy Vitamin D", "The active hormone form of vitamin D; used in kidney disease and calcium disorders.", { tat: 72 });
T("vitamin-b12-cyanocobalamin", "Vitamin B12 (Cyanocobalamin)", VT, "IMM", 1100, NONE, "Vitamin B12", "Low B12, common in vegetarians, causes anaemia, tiredness, tingling and memory problems.", { score: 960, sub: ["Anaemia"] });
T("active-vitamin-b12-holotranscobalamin", "Active Vitamin B12 (Holotranscobalamin)", VT, "SPEC", 2500, NONE, "Holotranscobalamin", "Measures the form of B12 the body can actually use; an earlier marker of deficiency.", { tat: 72 });
T("folic-acid-serum-folate", "Folic Acid (Serum Folate)", VT, "IMM", 1000, NONE, "Folic Acid", "Low folate causes anaemia and, in pregnancy, neural tube defects.", { score: 540, sub: ["Anaemia", "Pregnancy"] });
T("red-cell-folate", "Red Cell Folate", VT, "SPEC", 1800, NONE, "Red Cell Folate", "Reflects folate stores over the last 2-3 months.", { tat: 72 });
T("vitamin-b1-thiamine", "Vitamin B1 (Thiamine)", VT, "SPEC", 2800, FAST, "Vitamin B1", "Thiamine deficiency affects the nerves and heart; seen with alcohol use and poor diet.", { tat: 72 });
T("vitamin-b6-pyridoxal-phosphate", "Vitamin B6 (Pyridoxal Phosphate)", VT, "SPEC", 3000, FAST, "Vitamin B6", "Low B6 causes anaemia, mouth ulcers and nerve symptoms.", { tat: 72 });
T("vitamin-a-retinol", "Vitamin A (Retinol)", VT, "SPEC", 2800, FAST, "Vitamin A", "Deficiency causes night blindness and dry eyes; excess is toxic.", { tat: 72 });
T("vitamin-e-tocopherol", "Vitamin E (Alpha Tocopherol)", VT, "SPEC", 2800, FAST, "Vitamin E", "An antioxidant vitamin; low in fat malabsorption.", { tat: 72 });
T("vitamin-c-ascorbic-acid", "Vitamin C (Ascorbic Acid)", VT, "SPEC", 2500, FAST, "Vitamin C", "Deficiency causes bleeding gums, poor wound healing and scurvy.", { tat: 72 });
T("iron-studies", "Iron Studies (Iron, TIBC, Transferrin Saturation)", VT, "BIO", 800, FAST8, "Serum Iron|Total Iron Binding Capacity (TIBC)|~Unsaturated Iron Binding Capacity (UIBC)|~Transferrin Saturation", "Measures iron and its carrier protein to diagnose iron deficiency anaemia and iron overload.", { score: 925, sub: ["Anaemia"] });
T("iron-serum", "Iron (Serum)", VT, "BIO", 350, FAST8, "Serum Iron", "The amount of iron circulating in the blood.", { sub: ["Anaemia"] });
T("ferritin", "Ferritin", VT, "IMM", 800, NONE, "Ferritin", "The best single test of the body's iron stores; also rises with inflammation.", { score: 830, sub: ["Anaemia"] });
T("transferrin", "Transferrin", VT, "SPEC", 900, NONE, "Transferrin", "The protein that carries iron; high in iron deficiency.", { sub: ["Anaemia"] });
T("magnesium-serum", "Magnesium (Serum)", VT, "BIO", 450, NONE, "Magnesium", "Low magnesium causes cramps, weakness and heart rhythm problems.");
T("zinc-serum", "Zinc (Serum)", VT, "SPEC", 1200, FAST, "Zinc", "Zinc deficiency causes hair loss, poor wound healing and low immunity.", { sub: ["Hair Fall"] });
T("copper-serum", "Copper (Serum)", VT, "SPEC", 1300, NONE, "Copper", "Abnormal copper levels are seen in Wilson's disease and malnutrition.", { tat: 72 });
T("selenium-serum", "Selenium (Serum)", VT, "SPEC", 3000, NONE, "Selenium", "A trace mineral needed for thyroid hormone and antioxidant enzymes.", { tat: 72 });
T("lead-blood", "Lead (Blood)", VT, "SPEC", 2500, NONE, "Blood Lead", "Detects lead poisoning from paints, batteries, cosmetics and some traditional medicines.", { tat: 72, sub: ["Heavy Metals"] });
T("mercury-blood", "Mercury (Blood)", VT, "SPEC", 3000, NONE, "Blood Mercury", "Detects mercury exposure from fish, dental work or industry.", { tat: 72, sub: ["Heavy Metals"] });

// Bone, joints and autoimmunity
T("calcium-serum", "Calcium (Serum)", BJ, "BIO", 200, NONE, "Calcium", "Measures blood calcium; important for bones, nerves and muscles.", { score: 760, sub: ["Bone Health"] });
T("ionized-calcium", "Ionized Calcium", BJ, "BIO", 500, NONE, "Ionized Calcium", "The active, unbound calcium; more accurate when albumin is abnormal.", { tat: 8, sub: ["Bone Health"] });
T("phosphorus-serum", "Phosphorus (Serum)", BJ, "BIO", 250, NONE, "Phosphorus", "Works with calcium to build bones; abnormal in kidney and parathyroid disease.", { sub: ["Bone Health"] });
T("uric-acid-serum", "Uric Acid (Serum)", BJ, "BIO", 200, NONE, "Uric Acid", "High uric acid causes gout and kidney stones.", { score: 790, sub: ["Gout", "Kidney"] });
T("rheumatoid-factor-ra-quantitative", "Rheumatoid Factor (RA Factor) Quantitative", BJ, "IMM", 500, NONE, "Rheumatoid Factor", "An antibody found in most people with rheumatoid arthritis.", { score: 620, sub: ["Arthritis"] });
T("anti-ccp-antibody", "Anti-CCP (Cyclic Citrullinated Peptide) Antibody", BJ, "IMM", 1600, NONE, "Anti-CCP Antibody", "The most specific test for rheumatoid arthritis, often positive years before symptoms.", { sub: ["Arthritis"] });
T("ana-antinuclear-antibody-elisa", "ANA (Antinuclear Antibody) by ELISA", BJ, "AUTO", 900, NONE, "ANA Index", "A screening test for autoimmune diseases such as lupus and Sjogren's syndrome.", { sub: ["Autoimmunity"] });
T("ana-ifa-immunofluorescence", "ANA by Immunofluorescence (IFA, HEp-2)", BJ, "AUTO", 1400, NONE, "ANA (IFA)|Titre|Pattern", "The reference method for antinuclear antibodies, reporting titre and pattern.", { tat: 72, sub: ["Autoimmunity"] });
T("hla-b27-pcr", "HLA-B27 by PCR", BJ, "MOL", 2500, NONE, "HLA-B27", "A genetic marker strongly linked to ankylosing spondylitis and related back pain.", { tat: 72, sub: ["Arthritis"] });
T("aso-titre", "ASO Titre (Anti-Streptolysin O)", BJ, "SERO", 500, NONE, "ASO Titre", "Shows a recent streptococcal throat infection; used in rheumatic fever and joint pain after sore throat.", { sub: ["Arthritis"] });
T("parathyroid-hormone-pth-intact", "Parathyroid Hormone (PTH Intact)", BJ, "IMM", 1500, NONE, "PTH (Intact)", "Controls blood calcium; measured with calcium and vitamin D in bone and kidney disease.", { sub: ["Bone Health"], rem: "Sample must reach the laboratory within 4 hours; it is transported chilled." });
T("anti-dsdna-antibody", "Anti-dsDNA Antibody", BJ, "AUTO", 1500, NONE, "Anti-dsDNA Antibody", "A specific marker of systemic lupus erythematosus (SLE) that tracks disease activity.", { sub: ["Autoimmunity"] });
T("ena-profile", "ENA Profile (Extractable Nuclear Antigens)", BJ, "AUTO", 4500, NONE, "Sm|RNP/Sm|SS-A (Ro 60)|Ro 52|SS-B (La)|Scl-70|Jo-1|CENP-B|PCNA|dsDNA|Nucleosomes|Histones|Ribosomal P Protein|AMA-M2", "Identifies the specific antibody behind a positive ANA to pinpoint the autoimmune disease.", { tat: 72, sub: ["Autoimmunity"] });
T("complement-c3", "Complement C3", BJ, "SPEC", 900, NONE, "Complement C3", "Low in active lupus and some kidney diseases.", { sub: ["Autoimmunity"] });
T("complement-c4", "Complement C4", BJ, "SPEC", 900, NONE, "Complement C4", "Low in active lupus and hereditary angioedema.", { sub: ["Autoimmunity"] });
T("anca-profile", "ANCA Profile (c-ANCA & p-ANCA)", BJ, "AUTO", 2800, NONE, "c-ANCA (PR3)|p-ANCA (MPO)", "Detects antibodies seen in small-vessel vasculitis affecting the kidneys and lungs.", { tat: 72, sub: ["Autoimmunity"] });

// Fever and infections
T("crp-c-reactive-protein-quantitative", "C-Reactive Protein (CRP) Quantitative", FV, "IMM", 500, NONE, "C-Reactive Protein", "Rises quickly with infection and inflammation; used to judge how serious a fever is and how it responds to treatment.", { score: 920, tat: 8, sub: ["Inflammation"] });
T("dengue-ns1-antigen", "Dengue NS1 Antigen", FV, "SERO", 600, NONE, "Dengue NS1 Antigen", "Detects dengue virus in the first 5 days of fever.", { score: 880, tat: 8, sub: ["Dengue"] });
T("dengue-antibodies-igg-igm", "Dengue Antibodies IgG & IgM", FV, "SERO", 900, NONE, "Dengue IgG|Dengue IgM", "Detects antibodies to dengue from day 5 of fever; IgG suggests a past or repeat infection.", { score: 690, sub: ["Dengue"] });
T("malaria-antigen-rapid", "Malaria Antigen (P. vivax & P. falciparum)", FV, "SERO", 500, NONE, "P. falciparum Antigen (HRP-2)|P. vivax Antigen (pLDH)", "Rapid detection of the two common malaria parasites in India.", { score: 780, tat: 6, sub: ["Malaria"] });
T("widal-test-slide", "Widal Test (Slide Method)", FV, "SERO", 250, NONE, "S. Typhi O|S. Typhi H|S. Paratyphi AH|S. Paratyphi BH", "Detects antibodies against typhoid and paratyphoid bacteria; best done after the first week of fever.", { score: 760, tat: 8, sub: ["Typhoid"] });
T("typhidot-igm", "Typhoid IgM (Typhidot)", FV, "SERO", 600, NONE, "Salmonella Typhi IgM", "An early antibody test for typhoid fever.", { sub: ["Typhoid"] });
T("chikungunya-igm", "Chikungunya IgM", FV, "SERO", 900, NONE, "Chikungunya IgM", "Confirms chikungunya, a mosquito-borne fever with severe joint pain.", { sub: ["Monsoon Fever"] });
T("chikungunya-rt-pcr", "Chikungunya RT-PCR", FV, "MOL", 2500, NONE, "Chikungunya Virus RNA", "Detects the chikungunya virus itself in the first week of fever.", { sub: ["Monsoon Fever"] });
T("leptospira-igm", "Leptospira IgM", FV, "SERO", 1000, NONE, "Leptospira IgM", "Detects leptospirosis, spread through flood water contaminated by rat urine.", { sub: ["Monsoon Fever"] });
T("scrub-typhus-igm", "Scrub Typhus IgM", FV, "SERO", 1000, NONE, "Orientia tsutsugamushi IgM", "Detects scrub typhus, a mite-borne fever common in rural and hilly India.", { sub: ["Monsoon Fever"] });
T("procalcitonin-pct", "Procalcitonin (PCT)", FV, "IMM", 2500, NONE, "Procalcitonin", "Rises in serious bacterial infections and sepsis; helps decide on antibiotics.", { tat: 8 });
T("blood-culture-sensitivity-aerobic", "Blood Culture & Sensitivity (Aerobic)", FV, "MICRO", 1200, CULTURE, "Organism Isolated|Antibiotic Sensitivity", "Grows bacteria from the blood in suspected typhoid or sepsis and tests which antibiotics work.", { rem: "Preliminary report in 48 hours; a 'no growth' report is final after 5 days.", sub: ["Typhoid"] });
T("stool-routine-examination", "Stool Routine Examination", FV, "CP", 200, STOOL, "#Physical Examination|Colour|Consistency|Mucus|Visible Blood|#Chemical Examination|pH|Occult Blood|Reducing Substances|#Microscopic Examination|Pus Cells|Red Blood Cells|Ova|Cysts|Trophozoites|Fat Globules|Undigested Food", "Checks stool for infection, worms, blood and poor digestion.", { score: 560, sub: ["Gastro"] });
T("stool-culture-sensitivity", "Stool Culture & Sensitivity", FV, "MICRO", 900, STOOL, "Organism Isolated|Antibiotic Sensitivity", "Identifies bacteria causing diarrhoea or dysentery and the antibiotics that will work.", { sub: ["Gastro"] });
T("sputum-afb-zn-stain", "Sputum for AFB (ZN Stain)", FV, "MICRO", 300, SPUTUM, "Acid Fast Bacilli (Sample 1)|Acid Fast Bacilli (Sample 2)", "Looks for tuberculosis bacteria in sputum under the microscope.", { tat: 24, sub: ["Tuberculosis"] });
T("quantiferon-tb-gold-plus", "QuantiFERON-TB Gold Plus (TB IGRA)", FV, "IMM", 2800, NONE, "TB1 Antigen Response|TB2 Antigen Response|Nil Control|Mitogen Control|Interpretation", "A blood test for tuberculosis infection, including latent TB.", { tat: 72, sub: ["Tuberculosis"] });
T("mantoux-tuberculin-skin-test", "Mantoux Test (Tuberculin Skin Test)", FV, "IMM", 250, MANTOUX, "Induration (mm)|Interpretation", "A skin test for exposure to tuberculosis.", { center: true, tat: 72, sub: ["Tuberculosis"] });
T("tb-genexpert-cbnaat", "TB GeneXpert (CBNAAT) with Rifampicin Resistance", FV, "MOL", 2500, SPUTUM, "MTB DNA|Rifampicin Resistance", "Detects tuberculosis DNA and rifampicin resistance within hours.", { tat: 48, sub: ["Tuberculosis"] });
T("adenosine-deaminase-ada", "Adenosine Deaminase (ADA)", FV, "BIO", 800, NONE, "Adenosine Deaminase", "Raised in tuberculosis of the lung lining and abdomen.", { tat: 24, sub: ["Tuberculosis"] });
T("hiv-1-2-antibodies", "HIV 1 & 2 Antibodies (Screening)", FV, "SERO", 500, NONE, "HIV 1 & 2 Antibodies", "Screens for HIV infection; routine before surgery and in pregnancy.", { score: 580, rem: "Pre-test counselling and consent are required as per national guidelines.", sub: ["Sexual Health"] });
T("hiv-duo-p24-antigen-antibody", "HIV Duo (p24 Antigen & Antibody)", FV, "SERO", 800, NONE, "HIV p24 Antigen|HIV 1 & 2 Antibodies", "A fourth-generation HIV test that detects infection earlier than antibody-only tests.", { rem: "Pre-test counselling and consent are required as per national guidelines.", sub: ["Sexual Health"] });
T("hiv-1-rna-viral-load", "HIV 1 RNA Viral Load", FV, "MOL", 5000, NONE, "HIV 1 RNA (copies/mL)|~HIV 1 RNA (log copies/mL)", "Measures the amount of HIV in blood to monitor treatment.", { tat: 72, sub: ["Sexual Health"] });
T("cd4-count", "CD4 Count", FV, "IMM", 1500, "Sample preferably collected in the morning. No fasting required.", "CD4 Absolute Count|CD4 Percentage|CD3 Absolute Count", "Counts CD4 immune cells to stage HIV and monitor the immune system.", { tat: 24 });
T("vdrl-syphilis", "VDRL (Syphilis Screening)", FV, "SERO", 250, NONE, "VDRL|Titre (if reactive)", "Screens for syphilis; routine in pregnancy and before marriage.", { sub: ["Sexual Health"] });
T("tpha", "TPHA (Treponema pallidum Haemagglutination)", FV, "SERO", 500, NONE, "TPHA", "Confirms syphilis after a reactive VDRL.", { sub: ["Sexual Health"] });
T("hsv-1-2-igg", "Herpes Simplex Virus (HSV) 1 & 2 IgG", FV, "SERO", 1200, NONE, "HSV 1 IgG|HSV 2 IgG", "Shows past infection with the herpes simplex viruses.", { sub: ["Sexual Health"] });
T("hsv-1-2-igm", "Herpes Simplex Virus (HSV) 1 & 2 IgM", FV, "SERO", 1200, NONE, "HSV 1 IgM|HSV 2 IgM", "Suggests a recent herpes simplex infection.", { sub: ["Sexual Health"] });
T("covid-19-rt-pcr", "COVID-19 RT-PCR (SARS-CoV-2)", FV, "MOL", 500, SWAB, "SARS-CoV-2 (E gene)|SARS-CoV-2 (RdRp/ORF1ab)|Result", "Detects the SARS-CoV-2 virus in a nose and throat swab.", { tat: 24, sub: ["Respiratory"] });
T("influenza-a-b-h1n1-rt-pcr", "Influenza A, B & H1N1 RT-PCR", FV, "MOL", 3000, SWAB, "Influenza A|Influenza B|Influenza A (H1N1) pdm09", "Detects seasonal flu and swine flu (H1N1) viruses in a throat and nose swab.", { tat: 24, sub: ["Respiratory"] });
T("brucella-igm", "Brucella IgM", FV, "SERO", 1000, NONE, "Brucella IgM", "Detects brucellosis, a long-lasting fever caught from animals and raw milk.");
T("ebv-vca-igm", "Epstein-Barr Virus (EBV) VCA IgM", FV, "SERO", 1500, NONE, "EBV VCA IgM", "Confirms glandular fever (infectious mononucleosis).", { tat: 48 });
T("cmv-igm", "Cytomegalovirus (CMV) IgM", FV, "SERO", 900, NONE, "CMV IgM", "Suggests a recent cytomegalovirus infection; important in pregnancy and in people with low immunity.");
T("weil-felix-test", "Weil-Felix Test", FV, "SERO", 400, NONE, "Proteus OX-19|Proteus OX-2|Proteus OX-K", "A screening test for rickettsial fevers such as typhus.");
T("filaria-antigen-ict", "Filaria Antigen (ICT)", FV, "SERO", 900, NONE, "Filarial Antigen", "Detects filarial infection from a blood sample taken at any time of day.");
T("kala-azar-rk39-antibody", "Kala Azar (rK39) Antibody", FV, "SERO", 900, NONE, "rK39 Antibody", "Detects visceral leishmaniasis (kala azar), found in Bihar and eastern India.");
T("mycoplasma-pneumoniae-igm", "Mycoplasma pneumoniae IgM", FV, "SERO", 1200, NONE, "Mycoplasma pneumoniae IgM", "Detects 'walking pneumonia' caused by Mycoplasma.", { sub: ["Respiratory"] });
T("varicella-zoster-igg", "Varicella Zoster Virus (VZV) IgG", FV, "SERO", 1200, NONE, "VZV IgG", "Shows immunity to chickenpox, from past infection or vaccination.", { sub: ["Vaccination"] });
T("rotavirus-antigen-stool", "Rotavirus Antigen (Stool)", FV, "SERO", 900, STOOL, "Rotavirus Antigen", "Detects rotavirus, a leading cause of diarrhoea in young children.", { sub: ["Gastro"] });
T("throat-swab-culture", "Throat Swab Culture & Sensitivity", FV, "MICRO", 800, SWAB, "Organism Isolated|Antibiotic Sensitivity", "Identifies bacteria causing a sore throat, especially streptococcus.", { sub: ["Respiratory"] });
T("interleukin-6-il-6", "Interleukin 6 (IL-6)", FV, "IMM", 1800, NONE, "Interleukin 6", "A marker of severe inflammation, used in serious infections.", { tat: 24, sub: ["Inflammation"] });

// Women's health and pregnancy
T("beta-hcg-quantitative", "Beta hCG (Quantitative)", WH, "IMM", 700, NONE, "Beta hCG", "Confirms and dates early pregnancy, and follows its progress.", { g: "F", score: 700, tat: 8, sub: ["Pregnancy"] });
T("urine-pregnancy-test", "Urine Pregnancy Test (UPT)", WH, "CP", 150, URINE, "Urine hCG", "Detects pregnancy hormone in urine from the first day of a missed period.", { g: "F", tat: 6, sub: ["Pregnancy"] });
T("amh-anti-mullerian-hormone", "AMH (Anti-Mullerian Hormone)", WH, "IMM", 2000, NONE, "Anti-Mullerian Hormone", "Estimates the egg reserve of the ovaries; used in fertility planning and PCOS.", { g: "F", score: 680, sub: ["Fertility", "PCOS"] });
T("estradiol-e2", "Estradiol (E2)", WH, "IMM", 700, CYCLE_DAY3, "Estradiol", "The main female hormone; assessed in irregular periods, fertility and menopause.", { g: "F", sub: ["Fertility", "Menopause"] });
T("progesterone", "Progesterone", WH, "IMM", 700, CYCLE_DAY21, "Progesterone", "Confirms ovulation and supports early pregnancy.", { g: "F", sub: ["Fertility"] });
T("fsh-follicle-stimulating-hormone", "FSH (Follicle Stimulating Hormone)", WH, "IMM", 500, CYCLE_DAY3, "FSH", "A pituitary hormone that controls the ovaries and testes; used in fertility work-up and menopause.", { sub: ["Fertility", "Menopause"] });
T("lh-luteinizing-hormone", "LH (Luteinizing Hormone)", WH, "IMM", 500, CYCLE_DAY3, "LH", "Triggers ovulation and testosterone production; a raised LH/FSH ratio suggests PCOS.", { sub: ["Fertility", "PCOS"] });
T("prolactin", "Prolactin", WH, "IMM", 500, PROLACTIN, "Prolactin", "High prolactin causes irregular periods, infertility and breast discharge.", { score: 650, sub: ["Fertility"] });
T("ca-125-ovarian-cancer-marker", "CA-125 (Ovarian Cancer Marker)", WH, "IMM", 1100, NONE, "CA-125", "A tumour marker used to evaluate ovarian masses and follow ovarian cancer.", { g: "F", sub: ["Cancer Screening"] });
T("ca-15-3-breast-cancer-marker", "CA 15-3 (Breast Cancer Marker)", WH, "IMM", 1300, NONE, "CA 15-3", "A tumour marker used to follow treatment of breast cancer.", { g: "F", sub: ["Cancer Screening"] });
T("pap-smear-conventional", "Pap Smear (Conventional)", WH, "CYTO", 700, PAP, "Specimen Adequacy|Epithelial Cell Abnormality|Organisms|Interpretation (Bethesda)", "Screens for cervical cancer and its precursors; advised every 3 years from age 21.", { g: "F", center: true, from: 21 * YEAR, sub: ["Cancer Screening"] });
T("pap-smear-liquid-based-cytology", "Pap Smear by Liquid Based Cytology (LBC)", WH, "CYTO", 1600, PAP, "Specimen Adequacy|Epithelial Cell Abnormality|Organisms|Interpretation (Bethesda)", "A more sensitive Pap test that also allows HPV testing on the same sample.", { g: "F", center: true, from: 21 * YEAR, sub: ["Cancer Screening"] });
T("hpv-dna-high-risk-pcr", "HPV DNA (High Risk) by PCR", WH, "MOL", 3500, PAP, "HPV 16|HPV 18|Other High-Risk HPV (12 types)", "Detects the high-risk human papillomavirus types that cause cervical cancer.", { g: "F", center: true, tat: 72, from: 25 * YEAR, sub: ["Cancer Screening"] });
T("double-marker-test", "Double Marker Test (First Trimester Screening)", WH, "IMM", 2200, PREG1, "PAPP-A|Free Beta hCG|~Risk of Trisomy 21|~Risk of Trisomy 18/13", "Estimates the risk of Down syndrome and other chromosomal conditions in the first trimester.", { g: "F", tat: 72, from: 18 * YEAR, to: 50 * YEAR, sub: ["Pregnancy"] });
T("triple-marker-test", "Triple Marker Test", WH, "IMM", 2300, PREG2, "AFP|Total hCG|Unconjugated Estriol (uE3)|~Risk of Trisomy 21|~Risk of Trisomy 18|~Risk of Neural Tube Defect", "Second-trimester screening for Down syndrome and neural tube defects.", { g: "F", tat: 72, from: 18 * YEAR, to: 50 * YEAR, sub: ["Pregnancy"] });
T("quadruple-marker-test", "Quadruple Marker Test", WH, "IMM", 2800, PREG2, "AFP|Total hCG|Unconjugated Estriol (uE3)|Inhibin A|~Risk of Trisomy 21|~Risk of Trisomy 18|~Risk of Neural Tube Defect", "The most complete second-trimester blood screen for chromosomal conditions and neural tube defects.", { g: "F", tat: 72, from: 18 * YEAR, to: 50 * YEAR, sub: ["Pregnancy"] });
T("torch-panel-igm", "TORCH Panel IgM", WH, "SERO", 2200, NONE, "Toxoplasma IgM|Rubella IgM|Cytomegalovirus IgM|HSV 1 IgM|HSV 2 IgM", "Detects recent infections that can harm an unborn baby.", { tat: 48, sub: ["Pregnancy"] });
T("torch-panel-igg", "TORCH Panel IgG", WH, "SERO", 2200, NONE, "Toxoplasma IgG|Rubella IgG|Cytomegalovirus IgG|HSV 1 IgG|HSV 2 IgG", "Shows past infection or immunity to the TORCH infections before or during pregnancy.", { tat: 48, sub: ["Pregnancy"] });
T("rubella-igg", "Rubella IgG", WH, "SERO", 700, NONE, "Rubella IgG", "Checks immunity to German measles before pregnancy.", { sub: ["Pregnancy", "Vaccination"] });
T("toxoplasma-igg", "Toxoplasma IgG", WH, "SERO", 700, NONE, "Toxoplasma IgG", "Shows past toxoplasma infection; checked before and during pregnancy.", { sub: ["Pregnancy"] });
T("antiphospholipid-antibodies-igg-igm", "Anti-Phospholipid Antibodies IgG & IgM", WH, "AUTO", 1800, NONE, "Anti-Phospholipid IgG|Anti-Phospholipid IgM", "Tested after repeated miscarriages or unexplained blood clots.", { sub: ["Pregnancy", "Autoimmunity"] });
T("anti-cardiolipin-antibodies-igg-igm", "Anti-Cardiolipin Antibodies IgG & IgM", WH, "AUTO", 1800, NONE, "Anti-Cardiolipin IgG|Anti-Cardiolipin IgM", "Part of the work-up for antiphospholipid syndrome and recurrent pregnancy loss.", { sub: ["Pregnancy", "Autoimmunity"] });
T("lupus-anticoagulant-drvvt", "Lupus Anticoagulant (dRVVT)", WH, "COAG", 1800, COAG, "dRVVT Screen|dRVVT Confirm|~Normalised Ratio", "Detects lupus anticoagulant, a cause of clots and recurrent miscarriage.", { rem: CHILLED, sub: ["Pregnancy"] });
T("inhibin-b", "Inhibin B", WH, "SPEC", 2500, CYCLE_DAY3, "Inhibin B", "Reflects ovarian reserve in women and sperm production in men.", { tat: 72, sub: ["Fertility"] });
T("inhibin-a", "Inhibin A", WH, "SPEC", 2500, NONE, "Inhibin A", "Used in second-trimester screening and in the follow-up of some ovarian tumours.", { g: "F", tat: 72, sub: ["Pregnancy"] });
T("high-vaginal-swab-culture", "High Vaginal Swab Culture & Sensitivity", WH, "MICRO", 900, PAP, "Organism Isolated|Antibiotic Sensitivity", "Identifies the cause of vaginal discharge or infection.", { g: "F", center: true });
T("newborn-screening-6-disorders", "Newborn Screening (6 Disorders)", WH, "SPEC", 1500, NEWBORN, "Congenital Hypothyroidism (Neonatal TSH)|Congenital Adrenal Hyperplasia (17-OHP)|G6PD Deficiency|Galactosemia (GALT)|Biotinidase Deficiency|Cystic Fibrosis (IRT)", "A heel-prick test that finds treatable inborn disorders before symptoms appear.", { tat: 72, to: 30, sub: ["Newborn"] });

// Men's health
T("psa-total-prostate-specific-antigen", "PSA Total (Prostate Specific Antigen)", MH, "IMM", 800, PSA, "Total PSA", "Screens for prostate enlargement and prostate cancer in men over 50.", { g: "M", score: 640, sub: ["Prostate", "Cancer Screening"] });
T("psa-free-total-ratio", "PSA Free with Free/Total Ratio", MH, "IMM", 1200, PSA, "Total PSA|Free PSA|~Free/Total PSA Ratio", "Helps decide whether a mildly raised PSA needs a biopsy.", { g: "M", sub: ["Prostate"] });
T("testosterone-total", "Testosterone (Total)", MH, "IMM", 700, MORNING, "Testosterone (Total)", "The main male hormone; low levels cause fatigue, low libido and loss of muscle.", { g: "M", score: 600, sub: ["Fertility"] });
T("semen-analysis", "Semen Analysis", MH, "CP", 600, SEMEN, "#Physical Examination|Volume|Liquefaction Time|Viscosity|pH|#Microscopic Examination|Sperm Concentration|Total Sperm Count|Progressive Motility|Non-Progressive Motility|Immotile Sperm|Normal Morphology|Pus Cells|Round Cells", "The basic test of male fertility: sperm count, movement and shape.", { g: "M", center: true, tat: 24, from: 18 * YEAR, sub: ["Fertility"] });
T("semen-culture-sensitivity", "Semen Culture & Sensitivity", MH, "MICRO", 900, SEMEN, "Organism Isolated|Antibiotic Sensitivity", "Detects infection of the male reproductive tract.", { g: "M", center: true, from: 18 * YEAR, sub: ["Fertility"] });
T("dihydrotestosterone-dht", "Dihydrotestosterone (DHT)", MH, "SPEC", 2500, MORNING, "Dihydrotestosterone", "A potent androgen linked to male-pattern hair loss and prostate enlargement.", { tat: 72, sub: ["Hair Fall"] });
T("sperm-dna-fragmentation-index", "Sperm DNA Fragmentation Index (DFI)", MH, "SPEC", 5000, SEMEN, "DNA Fragmentation Index|High DNA Stainability", "Measures damage to sperm DNA; used in unexplained infertility and repeated IVF failure.", { g: "M", center: true, tat: 72, from: 18 * YEAR, sub: ["Fertility"] });

// Hormones
T("cortisol-morning", "Cortisol (Morning, 8 AM)", HR, "IMM", 600, MORNING, "Cortisol (Morning)", "The stress hormone; low in adrenal insufficiency and high in Cushing's syndrome.", { sub: ["Adrenal"] });
T("cortisol-evening", "Cortisol (Evening, 4 PM)", HR, "IMM", 600, EVENING, "Cortisol (Evening)", "An afternoon cortisol to check the normal daily fall of the hormone.", { sub: ["Adrenal"] });
T("acth-adrenocorticotropic-hormone", "ACTH (Adrenocorticotropic Hormone)", HR, "IMM", 1500, MORNING, "ACTH", "The pituitary hormone that drives cortisol; tells pituitary from adrenal causes of cortisol problems.", { tat: 48, rem: "Collected in a chilled EDTA tube and transported on ice.", sub: ["Adrenal", "Pituitary"] });
T("growth-hormone-gh", "Growth Hormone (GH)", HR, "IMM", 900, FAST, "Growth Hormone", "Assessed in children with poor growth and adults with suspected acromegaly.", { sub: ["Pituitary"] });
T("igf-1-somatomedin-c", "IGF-1 (Somatomedin C)", HR, "SPEC", 2500, NONE, "IGF-1", "A stable marker of growth hormone activity.", { tat: 72, sub: ["Pituitary"] });
T("aldosterone", "Aldosterone", HR, "SPEC", 2000, RENIN, "Aldosterone", "A blood pressure hormone; excess is a curable cause of high blood pressure.", { tat: 72, sub: ["Adrenal", "Hypertension"] });
T("plasma-renin-activity", "Plasma Renin Activity (PRA)", HR, "SPEC", 3000, RENIN, "Plasma Renin Activity", "Read with aldosterone to find hormonal causes of high blood pressure.", { tat: 72, rem: CHILLED, sub: ["Hypertension"] });
T("dhea-s", "DHEA-S (Dehydroepiandrosterone Sulphate)", HR, "IMM", 1200, NONE, "DHEA-S", "An adrenal androgen; raised in PCOS and adrenal disorders.", { sub: ["Adrenal", "PCOS"] });
T("17-oh-progesterone", "17-OH Progesterone", HR, "IMM", 1200, MORNING, "17-Hydroxyprogesterone", "Screens for congenital adrenal hyperplasia in newborns and in women with excess hair growth.", { tat: 48, sub: ["Adrenal"] });
T("androstenedione", "Androstenedione", HR, "SPEC", 1800, MORNING, "Androstenedione", "An androgen measured in PCOS and excess hair growth.", { tat: 72, sub: ["PCOS"] });
T("urine-metanephrines-24-hour", "24 Hour Urine Metanephrines", HR, "SPEC", 3500, URINE24, "Urine Volume (24 hr)|Metanephrine|Normetanephrine", "Screens for adrenal tumours (phaeochromocytoma) that cause episodes of very high blood pressure.", { tat: 72, sub: ["Adrenal", "Hypertension"] });
T("testosterone-free", "Testosterone (Free)", HR, "IMM", 1500, MORNING, "Free Testosterone", "The active, unbound testosterone; used in PCOS in women and low testosterone in men.", { tat: 48, sub: ["PCOS"] });
T("shbg-sex-hormone-binding-globulin", "Sex Hormone Binding Globulin (SHBG)", HR, "IMM", 1500, NONE, "SHBG", "The carrier of sex hormones; needed to interpret testosterone results.", { tat: 48, sub: ["PCOS"] });

// Allergy and immunology
T("total-ige", "Total IgE", AL, "IMM", 700, NONE, "Total IgE", "A raised total IgE points to allergy, asthma, eczema or worm infestation.", { score: 600, sub: ["Asthma"] });
T("allergy-panel-food", "Allergy Panel - Food (Veg & Non-Veg) IgE", AL, "ALG", 4500, NONE, "Cow's Milk|Egg White|Egg Yolk|Wheat|Rice|Maize|Peanut|Soybean|Chickpea (Chana)|Black Gram (Urad)|Cashew Nut|Almond|Sesame|Banana|Tomato|Brinjal|Potato|Mustard|Coffee|Cocoa (Chocolate)|Chicken|Mutton|Fish (Pomfret)|Prawn|Crab", "Specific IgE against 25 common Indian foods, to find food allergies.", { sub: ["Food Allergy"] });
T("allergy-panel-inhalants", "Allergy Panel - Inhalants IgE", AL, "ALG", 4500, NONE, "House Dust|Dust Mite (D. pteronyssinus)|Dust Mite (D. farinae)|Cockroach|Cat Dander|Dog Dander|Feather Mix|Parthenium (Congress Grass)|Bermuda Grass Pollen|Prosopis juliflora|Eucalyptus|Neem Pollen|Aspergillus fumigatus|Alternaria alternata|Cladosporium|Penicillium notatum|Candida albicans|Cotton Dust|Wool|Tobacco Leaf", "Specific IgE against 20 common airborne allergens behind sneezing, runny nose and asthma.", { sub: ["Asthma"] });
T("allergy-panel-drugs", "Allergy Panel - Drugs IgE", AL, "ALG", 3800, NONE, "Penicillin G|Penicillin V|Amoxicillin|Ampicillin|Cefaclor|Sulfamethoxazole|Chlorhexidine|Insulin (Human)|Gelatin|Latex", "Specific IgE against common medicines and materials that cause allergic reactions.", { sub: ["Drug Allergy"] });
T("allergy-cows-milk-ige", "Allergy - Cow's Milk Specific IgE", AL, "ALG", 900, NONE, "Cow's Milk IgE", "Detects allergy to cow's milk protein, common in infants.", { sub: ["Food Allergy"] });
T("allergy-egg-white-ige", "Allergy - Egg White Specific IgE", AL, "ALG", 900, NONE, "Egg White IgE", "Detects egg allergy.", { sub: ["Food Allergy"] });
T("allergy-peanut-ige", "Allergy - Peanut Specific IgE", AL, "ALG", 900, NONE, "Peanut IgE", "Detects peanut allergy, which can cause severe reactions.", { sub: ["Food Allergy"] });
T("allergy-wheat-ige", "Allergy - Wheat Specific IgE", AL, "ALG", 900, NONE, "Wheat IgE", "Detects wheat allergy (different from celiac disease).", { sub: ["Food Allergy"] });
T("allergy-prawn-shrimp-ige", "Allergy - Prawn (Shrimp) Specific IgE", AL, "ALG", 900, NONE, "Prawn IgE", "Detects shellfish allergy.", { sub: ["Food Allergy"] });
T("allergy-dust-mite-ige", "Allergy - House Dust Mite Specific IgE", AL, "ALG", 900, NONE, "D. pteronyssinus IgE|D. farinae IgE", "Detects allergy to dust mites, the commonest trigger of allergic asthma in India.", { sub: ["Asthma"] });
T("allergy-cockroach-ige", "Allergy - Cockroach Specific IgE", AL, "ALG", 900, NONE, "Cockroach IgE", "Detects cockroach allergy, a common indoor asthma trigger.", { sub: ["Asthma"] });
T("allergy-parthenium-ige", "Allergy - Parthenium (Congress Grass) Specific IgE", AL, "ALG", 900, NONE, "Parthenium IgE", "Detects allergy to Parthenium weed pollen, a cause of seasonal allergy and skin rashes.", { sub: ["Asthma"] });
T("allergy-cat-dander-ige", "Allergy - Cat Dander Specific IgE", AL, "ALG", 900, NONE, "Cat Dander IgE", "Detects allergy to cats.", { sub: ["Asthma"] });
T("allergy-dog-dander-ige", "Allergy - Dog Dander Specific IgE", AL, "ALG", 900, NONE, "Dog Dander IgE", "Detects allergy to dogs.", { sub: ["Asthma"] });
T("allergy-aspergillus-fumigatus-ige", "Allergy - Aspergillus fumigatus Specific IgE", AL, "ALG", 1100, NONE, "Aspergillus fumigatus IgE", "Detects mould allergy; raised in allergic bronchopulmonary aspergillosis.", { sub: ["Asthma"] });
T("anti-ttg-iga-celiac", "Anti-tTG IgA (Celiac Disease)", AL, "AUTO", 1500, "No fasting required. Keep eating wheat (gluten) normally until the test.", "Anti-Tissue Transglutaminase IgA", "The best screening test for celiac disease (gluten intolerance).", { sub: ["Food Allergy", "Gastro"] });
T("anti-gliadin-antibodies-iga-igg", "Anti-Gliadin Antibodies IgA & IgG", AL, "AUTO", 2200, "No fasting required. Keep eating wheat (gluten) normally until the test.", "Anti-Gliadin IgA|Anti-Gliadin IgG", "Antibodies to gluten; used with anti-tTG, especially in young children.", { sub: ["Food Allergy", "Gastro"] });
T("immunoglobulin-profile-igg-iga-igm", "Immunoglobulin Profile (IgG, IgA, IgM)", AL, "SPEC", 1800, NONE, "Immunoglobulin G|Immunoglobulin A|Immunoglobulin M", "Measures the main antibody classes in repeated infections and immune disorders.", { sub: ["Immunity"] });

// Senior citizen screening
T("cea-carcinoembryonic-antigen", "CEA (Carcinoembryonic Antigen)", SC, "IMM", 900, NONE, "CEA", "A tumour marker mainly used to follow colon cancer.", { sub: ["Cancer Screening"] });
T("serum-protein-electrophoresis", "Serum Protein Electrophoresis (SPEP)", SC, "SPEC", 1200, NONE, "Albumin|Alpha-1 Globulin|Alpha-2 Globulin|Beta Globulin|Gamma Globulin|M Band|~A/G Ratio|Interpretation", "Separates blood proteins to detect multiple myeloma and chronic inflammation.", { tat: 72, sub: ["Cancer Screening"] });
T("beta-2-microglobulin", "Beta-2 Microglobulin", SC, "SPEC", 1500, NONE, "Beta-2 Microglobulin", "A marker used to stage multiple myeloma and lymphoma, and of kidney tubule damage.", { tat: 48 });
T("free-light-chains-kappa-lambda", "Free Light Chains (Kappa & Lambda)", SC, "SPEC", 4500, NONE, "Free Kappa Light Chains|Free Lambda Light Chains|~Kappa/Lambda Ratio", "Detects and monitors multiple myeloma and related plasma cell disorders.", { tat: 72, sub: ["Cancer Screening"] });
T("stool-occult-blood-fobt", "Stool Occult Blood (FOBT)", SC, "CP", 250, STOOL, "Occult Blood", "Detects hidden blood in stool; a screening test for bowel cancer and intestinal bleeding.", { tat: 24, sub: ["Cancer Screening"] });
T("urine-bence-jones-protein", "Urine Bence Jones Protein", SC, "BIO", 500, URINE, "Bence Jones Protein", "Detects light-chain proteins in urine, a sign of multiple myeloma.", { tat: 24 });

// ---------------------------------------------------------------------------------------------------------
// Packages

interface PackageOptions {
  g?: "B" | "M" | "F";
  score?: number;
  from?: number;
  to?: number;
}

interface PackageRow {
  slug: string;
  name: string;
  cat: string;
  includes: string[];
  desc: string;
  o: PackageOptions;
}

const packages: PackageRow[] = [];

function P(slug: string, name: string, cat: string, includes: string[], desc: string, o: PackageOptions = {}) {
  packages.push({ slug, name, cat, includes, desc, o });
}

const ADULT = 18 * YEAR;
const SENIOR = 60 * YEAR;

// Building blocks (canonical tags of tests)
const CBC = "complete-blood-count-cbc";
const ESR = "esr-erythrocyte-sedimentation-rate";
const FBS = "glucose-fasting";
const PPBS = "glucose-post-prandial";
const HBA1C = "hba1c-glycated-haemoglobin";
const LIPIDS = "lipid-profile";
const LFT = "liver-function-test-lft";
const KFT = "kidney-function-test-kft";
const THYROID_TOTAL = "thyroid-profile-total-t3-t4-tsh";
const THYROID_FREE = "thyroid-profile-free-ft3-ft4-tsh";
const TSH = "tsh-ultrasensitive";
const URINE_RE = "urine-routine-microscopy";
const VITD = "vitamin-d-25-hydroxy";
const B12 = "vitamin-b12-cyanocobalamin";
const IRON = "iron-studies";
const FERRITIN = "ferritin";
const CRP = "crp-c-reactive-protein-quantitative";
const HSCRP = "hs-crp-high-sensitivity-c-reactive-protein";
const CALCIUM = "calcium-serum";
const ELECTROLYTES = "serum-electrolytes";
const URIC = "uric-acid-serum";
const CREAT = "creatinine-serum";
const HBSAG = "hbsag-hepatitis-b-surface-antigen";
const HCV = "anti-hcv-antibody";
const HIV = "hiv-1-2-antibodies";
const VDRL = "vdrl-syphilis";
const FOLATE = "folic-acid-serum-folate";
const MAGNESIUM = "magnesium-serum";
const PHOSPHORUS = "phosphorus-serum";
const PSA_TOTAL = "psa-total-prostate-specific-antigen";
const MICROALB = "urine-microalbumin-acr";
const AMYLASE = "amylase-serum";
const LIPASE = "lipase-serum";
const HOMOCYSTEINE = "homocysteine";
const INSULIN_F = "insulin-fasting";
const BLOOD_GROUP = "blood-group-abo-rh";
const PROLACTIN_T = "prolactin";
const FSH = "fsh-follicle-stimulating-hormone";
const LH = "lh-luteinizing-hormone";

// Full body checkups
P("full-body-checkup-essential", "Full Body Checkup - Essential", FB, [CBC, FBS, LIPIDS, LFT, KFT, TSH, URINE_RE], "An annual screening of blood counts, sugar, cholesterol, liver, kidney and thyroid function.", { score: 970, from: ADULT });
P("full-body-checkup-advanced", "Full Body Checkup - Advanced", FB, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, IRON, URINE_RE], "The essential checkup plus HbA1c, the full thyroid profile, vitamin D, vitamin B12 and iron studies.", { score: 965, from: ADULT });
P("full-body-checkup-comprehensive", "Full Body Checkup - Comprehensive", FB, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, IRON, FERRITIN, HSCRP, CALCIUM, ELECTROLYTES, MAGNESIUM, FOLATE, AMYLASE, LIPASE, HBSAG, MICROALB, URINE_RE], "Our most complete everyday checkup: organs, vitamins, minerals, heart inflammation and pancreas, in one visit.", { score: 940, from: ADULT });
P("full-body-checkup-platinum", "Full Body Checkup - Platinum", FB, [CBC, ESR, FBS, HBA1C, "lipid-profile-advanced", LFT, KFT, THYROID_FREE, "anti-tpo-antibodies", VITD, B12, FOLATE, IRON, FERRITIN, HSCRP, HOMOCYSTEINE, CALCIUM, PHOSPHORUS, MAGNESIUM, ELECTROLYTES, "zinc-serum", AMYLASE, LIPASE, HBSAG, HCV, HIV, "rheumatoid-factor-ra-quantitative", "total-ige", INSULIN_F, "homa-ir-insulin-resistance", "cea-carcinoembryonic-antigen", MICROALB, URINE_RE, "stool-routine-examination"], "A top-to-toe assessment with advanced heart markers, insulin resistance, infections, allergy and cancer screening.", { score: 780, from: ADULT });
P("basic-health-checkup", "Basic Health Checkup", FB, [CBC, FBS, CREAT, "total-cholesterol", "sgpt-alt", URINE_RE], "A short, affordable screen of blood counts, sugar, kidney, liver and cholesterol.", { score: 820 });
P("master-health-checkup", "Master Health Checkup", FB, [CBC, ESR, FBS, PPBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, URINE_RE, HBSAG, BLOOD_GROUP, "stool-routine-examination"], "A classic hospital-style master health checkup covering all major organs, blood sugar after meals and hepatitis B.", { score: 830, from: ADULT });
P("young-adult-health-checkup", "Young Adult Health Checkup (18-30 Years)", FB, [CBC, FBS, LIPIDS, "sgpt-alt", CREAT, TSH, VITD, B12, URINE_RE], "A lifestyle checkup for young adults: vitamins, thyroid, sugar and cholesterol.", { score: 690, from: ADULT, to: 30 * YEAR });
P("annual-health-checkup", "Annual Health Checkup", FB, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, URINE_RE], "A yearly checkup to catch diabetes, cholesterol, thyroid and vitamin D problems early.", { score: 880, from: ADULT });
P("full-body-checkup-with-vitamins", "Full Body Checkup with Vitamins", FB, [CBC, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, FOLATE, CALCIUM, IRON, URINE_RE], "A full body checkup with the complete vitamin and mineral picture.", { score: 860, from: ADULT });
P("executive-health-checkup", "Executive Health Checkup", FB, [CBC, ESR, FBS, PPBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, HSCRP, HOMOCYSTEINE, URIC, ELECTROLYTES, CALCIUM, HBSAG, IRON, FERRITIN, MICROALB, URINE_RE, "stool-routine-examination"], "A detailed checkup for busy professionals, with heart-risk markers and lifestyle-related tests.", { score: 800, from: ADULT });
P("preventive-health-checkup-with-cancer-markers", "Preventive Health Checkup with Cancer Markers", FB, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, "cea-carcinoembryonic-antigen", "alpha-fetoprotein-afp", "ca-19-9", "stool-occult-blood-fobt", URINE_RE], "A preventive checkup with tumour markers and stool occult blood for early cancer screening.", { from: 35 * YEAR });
P("corporate-health-checkup", "Corporate Health Checkup", FB, [CBC, FBS, LIPIDS, "sgpt-alt", CREAT, TSH, URINE_RE, BLOOD_GROUP], "A quick annual checkup commonly used for employee health programmes.", { from: ADULT });

// Diabetes
P("diabetes-screening", "Diabetes Screening (FBS, PPBS, HbA1c)", DB, [FBS, PPBS, HBA1C], "Fasting and after-meal sugar with HbA1c: the three tests used to diagnose diabetes.", { score: 890 });
P("diabetes-care-basic", "Diabetes Care - Basic", DB, [FBS, PPBS, HBA1C, CREAT, URINE_RE], "A regular follow-up for people with diabetes: sugar control and kidney check.", { score: 915 });
P("diabetes-care-advanced", "Diabetes Care - Advanced", DB, [FBS, PPBS, HBA1C, LIPIDS, LFT, KFT, MICROALB, TSH, B12, URINE_RE, INSULIN_F], "Sugar control plus the organs diabetes affects most: heart (lipids), kidneys, liver, thyroid and nerves (B12).", { score: 870 });
P("diabetes-comprehensive-panel", "Diabetes Comprehensive Panel", DB, [FBS, PPBS, HBA1C, "fructosamine", INSULIN_F, "c-peptide-fasting", "homa-ir-insulin-resistance", LIPIDS, LFT, KFT, MICROALB, "urine-protein-creatinine-ratio", HSCRP, VITD, B12, URINE_RE], "An in-depth diabetes assessment with insulin reserve, insulin resistance and early kidney damage markers.", { from: ADULT });
P("insulin-resistance-panel", "Insulin Resistance Panel", DB, [FBS, INSULIN_F, "homa-ir-insulin-resistance", HBA1C, LIPIDS], "Finds insulin resistance early in people with weight gain, PCOS, fatty liver or a family history of diabetes.", { from: ADULT });
P("prediabetes-check", "Prediabetes Check", DB, [FBS, HBA1C, LIPIDS, "urine-sugar-fasting"], "A simple check for prediabetes, when lifestyle changes can still prevent diabetes.", { from: ADULT });
P("gestational-diabetes-panel", "Gestational Diabetes Panel", DB, ["glucose-challenge-test-pregnancy", HBA1C, URINE_RE, CBC], "Screening for diabetes in pregnancy with blood counts and a urine check.", { g: "F", from: ADULT, to: 50 * YEAR });

// Heart
P("heart-health-basic", "Heart Health - Basic", HT, [LIPIDS, HSCRP, FBS, HBA1C], "The core heart-risk tests: cholesterol, blood sugar and vascular inflammation.", { score: 850, from: ADULT });
P("heart-health-advanced", "Heart Health - Advanced", HT, [LIPIDS, HSCRP, HOMOCYSTEINE, "lipoprotein-a", "apolipoprotein-a1-b-ratio", FBS, HBA1C, KFT, ELECTROLYTES, "cpk-total"], "Advanced heart-risk markers for people with a family history of early heart disease.", { score: 740, from: ADULT });
P("cardiac-risk-markers", "Cardiac Risk Markers", HT, [HSCRP, "lipoprotein-a", "apolipoprotein-a1", "apolipoprotein-b", HOMOCYSTEINE], "Five markers that add to the lipid profile in estimating the risk of heart attack.", { from: ADULT });
P("cardiac-enzymes-panel", "Cardiac Enzymes Panel", HT, ["troponin-i-quantitative", "ck-mb", "cpk-total", "ldh-lactate-dehydrogenase", "myoglobin"], "Markers of heart muscle injury. Not a substitute for emergency care for chest pain.");
P("hypertension-screening-panel", "Hypertension (BP) Screening Panel", HT, [KFT, ELECTROLYTES, LIPIDS, FBS, TSH, URINE_RE, MICROALB], "Checks the kidneys, salts, sugar, thyroid and cholesterol in people with high blood pressure.", { score: 700, from: ADULT });
P("coagulation-profile", "Coagulation Profile", HT, ["prothrombin-time-pt-inr", "aptt-activated-partial-thromboplastin-time", "bleeding-time-clotting-time", "platelet-count", "fibrinogen", "d-dimer"], "A complete clotting screen before surgery or for unexplained bleeding and bruising.");
P("thrombophilia-panel", "Thrombophilia Panel", HT, ["protein-c-activity", "protein-s-free", "antithrombin-iii-activity", "factor-v-leiden-mutation", "lupus-anticoagulant-drvvt", "antiphospholipid-antibodies-igg-igm", HOMOCYSTEINE], "Looks for inherited and acquired causes of blood clots.");

// Thyroid
P("thyroid-care", "Thyroid Care", TH, [THYROID_TOTAL, "anti-tpo-antibodies", "anti-thyroglobulin-antibodies", CBC, LIPIDS], "Thyroid function with thyroid antibodies, plus blood counts and cholesterol, which thyroid problems often affect.", { score: 845 });
P("thyroid-care-advanced", "Thyroid Care - Advanced", TH, [THYROID_FREE, "anti-tpo-antibodies", "anti-thyroglobulin-antibodies", VITD, B12, CBC, LIPIDS, CALCIUM], "Free thyroid hormones and antibodies with the vitamins and minerals that affect thyroid health.", { score: 720 });
P("thyroid-antibodies-panel", "Thyroid Antibodies Panel", TH, ["anti-tpo-antibodies", "anti-thyroglobulin-antibodies", "tsh-receptor-antibody-trab"], "Identifies autoimmune thyroid disease: Hashimoto's thyroiditis and Graves' disease.");
P("thyroid-in-pregnancy-panel", "Thyroid in Pregnancy Panel", TH, [THYROID_FREE, "anti-tpo-antibodies", CBC], "Thyroid screening advised in early pregnancy.", { g: "F", from: ADULT, to: 50 * YEAR });

// Fever and infections
P("fever-panel-basic", "Fever Panel - Basic", FV, [CBC, ESR, "malaria-antigen-rapid", "widal-test-slide", URINE_RE], "First tests for a fever lasting more than 2-3 days: blood counts, malaria, typhoid and urine infection.", { score: 905 });
P("fever-panel-advanced", "Fever Panel - Advanced", FV, [CBC, ESR, CRP, "dengue-ns1-antigen", "dengue-antibodies-igg-igm", "malaria-antigen-rapid", "widal-test-slide", "typhidot-igm", LFT, URINE_RE], "A complete fever work-up covering dengue, malaria, typhoid and liver involvement.", { score: 840 });
P("dengue-panel", "Dengue Panel", FV, ["dengue-ns1-antigen", "dengue-antibodies-igg-igm", CBC, "packed-cell-volume-pcv"], "Dengue antigen and antibodies with blood counts to track platelets and haematocrit.", { score: 870 });
P("monsoon-fever-panel", "Monsoon Fever Panel", FV, [CBC, "dengue-ns1-antigen", "malaria-antigen-rapid", "leptospira-igm", "chikungunya-igm", "typhidot-igm", "scrub-typhus-igm", CRP], "Covers the fevers that peak in the rainy season: dengue, malaria, chikungunya, leptospirosis, typhoid and scrub typhus.", { score: 710 });
P("typhoid-panel", "Typhoid Panel", FV, ["widal-test-slide", "typhidot-igm", "blood-culture-sensitivity-aerobic", CBC], "Antibody tests and blood culture to confirm typhoid fever.");
P("hepatitis-panel-a-b-c-e", "Hepatitis Panel (A, B, C, E)", LV, ["hepatitis-a-antibody-igm", HBSAG, HCV, "hepatitis-e-antibody-igm", LFT], "Finds the cause of jaundice and hepatitis: all four common hepatitis viruses with liver function.");
P("std-screening-panel", "Sexual Health (STD) Screening Panel", FV, [HIV, VDRL, "tpha", HBSAG, HCV, "hsv-1-2-igg"], "Confidential screening for common sexually transmitted infections.", { from: ADULT });
P("tuberculosis-panel", "Tuberculosis (TB) Panel", FV, ["quantiferon-tb-gold-plus", ESR, CBC, "sputum-afb-zn-stain", "tb-genexpert-cbnaat"], "Blood and sputum tests for active and latent tuberculosis.");
P("post-covid-recovery-panel", "Post-COVID Recovery Panel", FV, [CBC, CRP, "d-dimer", FERRITIN, "ldh-lactate-dehydrogenase", "interleukin-6-il-6", VITD, FBS, LFT, KFT], "Checks inflammation, clotting, sugar and organ function after COVID-19.");
P("infection-screening-pre-surgery", "Pre-Surgery Infection & Fitness Screen", FV, [CBC, BLOOD_GROUP, "prothrombin-time-pt-inr", "aptt-activated-partial-thromboplastin-time", FBS, CREAT, HIV, HBSAG, HCV, URINE_RE], "The routine blood work needed before a planned surgery.", { from: ADULT });

// Women's health
P("womens-health-basic", "Women's Health - Basic", WH, [CBC, THYROID_TOTAL, FBS, VITD, IRON, URINE_RE], "The most common problems in Indian women: anaemia, thyroid, sugar and vitamin D.", { g: "F", score: 900, from: ADULT });
P("womens-health-advanced", "Women's Health - Advanced", WH, [CBC, ESR, THYROID_TOTAL, HBA1C, LIPIDS, LFT, KFT, VITD, B12, IRON, FERRITIN, CALCIUM, PROLACTIN_T, URINE_RE], "A complete checkup for women with iron stores, vitamins, calcium and hormones.", { g: "F", score: 855, from: ADULT });
P("pcod-pcos-panel", "PCOD / PCOS Panel", WH, [FSH, LH, PROLACTIN_T, "testosterone-free", "dhea-s", INSULIN_F, FBS, TSH, "amh-anti-mullerian-hormone", LIPIDS], "Hormones, insulin and metabolic tests used to diagnose and manage PCOS.", { g: "F", score: 760, from: 12 * YEAR, to: 50 * YEAR });
P("female-fertility-panel", "Fertility Panel - Female", WH, ["amh-anti-mullerian-hormone", FSH, LH, "estradiol-e2", PROLACTIN_T, TSH, "progesterone"], "Ovarian reserve and reproductive hormones for couples planning a pregnancy.", { g: "F", score: 650, from: ADULT, to: 50 * YEAR });
P("antenatal-pregnancy-profile", "Antenatal (Pregnancy) Profile", WH, [CBC, BLOOD_GROUP, FBS, TSH, HIV, HBSAG, VDRL, HCV, URINE_RE, "rubella-igg", "haemoglobin-variants-hplc"], "The routine first-visit blood tests recommended in pregnancy.", { g: "F", score: 730, from: ADULT, to: 50 * YEAR });
P("second-trimester-pregnancy-panel", "Second Trimester Pregnancy Panel", WH, ["glucose-challenge-test-pregnancy", CBC, TSH, URINE_RE, FERRITIN], "Mid-pregnancy checks for gestational diabetes, anaemia and thyroid.", { g: "F", from: ADULT, to: 50 * YEAR });
P("menopause-panel", "Menopause Panel", WH, [FSH, LH, "estradiol-e2", TSH, VITD, CALCIUM, LIPIDS, CBC], "Hormones and the bone and heart markers that change around menopause.", { g: "F", from: 40 * YEAR });
P("pre-marital-screening", "Pre-Marital Screening Package", WH, [CBC, BLOOD_GROUP, HIV, HBSAG, HCV, VDRL, "haemoglobin-variants-hplc", FBS, TSH, URINE_RE], "Screens for infections, thalassemia trait, blood group compatibility and common health problems before marriage.", { score: 620, from: ADULT });
P("pre-pregnancy-planning-panel", "Pre-Pregnancy Planning Panel", WH, [CBC, TSH, "rubella-igg", "toxoplasma-igg", VITD, FOLATE, FBS, BLOOD_GROUP, HBSAG, HIV], "Tests to do before trying to conceive, so that problems can be fixed in advance.", { g: "F", from: ADULT, to: 50 * YEAR });
P("womens-cancer-screening", "Women's Cancer Screening", WH, ["ca-125-ovarian-cancer-marker", "ca-15-3-breast-cancer-marker", "cea-carcinoembryonic-antigen", "pap-smear-conventional"], "Tumour markers with a Pap smear for cervical cancer screening. The Pap smear is collected at the centre.", { g: "F", from: 30 * YEAR });
P("recurrent-pregnancy-loss-panel", "Recurrent Pregnancy Loss Panel", WH, ["antiphospholipid-antibodies-igg-igm", "anti-cardiolipin-antibodies-igg-igm", "lupus-anticoagulant-drvvt", THYROID_TOTAL, "anti-tpo-antibodies", PROLACTIN_T, HBA1C, "torch-panel-igg"], "Investigates the common treatable causes of repeated miscarriage.", { g: "F", from: ADULT, to: 50 * YEAR });

// Men's health
P("mens-health-basic", "Men's Health - Basic", MH, [CBC, FBS, LIPIDS, LFT, KFT, TSH, PSA_TOTAL, URINE_RE], "A yearly checkup for men with prostate screening.", { g: "M", score: 790, from: ADULT });
P("mens-health-advanced", "Men's Health - Advanced", MH, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, PSA_TOTAL, "testosterone-total", VITD, B12, URIC, HSCRP, URINE_RE], "A complete men's checkup with testosterone, prostate, heart-risk and vitamin tests.", { g: "M", score: 750, from: ADULT });
P("male-fertility-panel", "Fertility Panel - Male", MH, ["semen-analysis", "testosterone-total", FSH, LH, PROLACTIN_T], "Semen analysis with the hormones that control sperm production. The semen sample is given at the centre.", { g: "M", from: ADULT });
P("prostate-health-panel", "Prostate Health Panel", MH, [PSA_TOTAL, "psa-free-total-ratio", URINE_RE, CREAT], "Prostate screening with free PSA, urine and kidney checks for men with urinary symptoms.", { g: "M", from: 40 * YEAR });
P("hair-fall-panel", "Hair Fall Panel", VT, [CBC, FERRITIN, VITD, B12, TSH, "zinc-serum", "testosterone-free", "dihydrotestosterone-dht"], "Finds treatable causes of hair loss: iron, vitamins, thyroid, zinc and androgens.", { score: 670, from: 12 * YEAR });

// Senior citizens
P("senior-citizen-health-checkup-male", "Senior Citizen Health Checkup - Male", SC, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, PSA_TOTAL, CALCIUM, ELECTROLYTES, HSCRP, URINE_RE], "A yearly checkup for men over 60 including prostate, bones, salts and heart-risk markers.", { g: "M", score: 810, from: SENIOR });
P("senior-citizen-health-checkup-female", "Senior Citizen Health Checkup - Female", SC, [CBC, ESR, FBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, CALCIUM, PHOSPHORUS, FERRITIN, ELECTROLYTES, HSCRP, URINE_RE], "A yearly checkup for women over 60 with bone health, iron stores and heart-risk markers.", { g: "F", score: 805, from: SENIOR });
P("senior-citizen-basic", "Senior Citizen Health Checkup - Basic", SC, [CBC, FBS, CREAT, LIPIDS, TSH, URINE_RE, "sodium-serum"], "An affordable screen for elders, including sodium, which is often low in older people.", { score: 760, from: SENIOR });
P("senior-citizen-comprehensive", "Senior Citizen Health Checkup - Comprehensive", SC, [CBC, ESR, FBS, PPBS, HBA1C, LIPIDS, LFT, KFT, THYROID_TOTAL, VITD, B12, FOLATE, IRON, FERRITIN, CALCIUM, PHOSPHORUS, MAGNESIUM, ELECTROLYTES, HSCRP, HOMOCYSTEINE, "nt-probnp", MICROALB, "serum-protein-electrophoresis", "cea-carcinoembryonic-antigen", "stool-occult-blood-fobt", URINE_RE], "The most complete checkup for elders, with heart failure, myeloma and bowel cancer screening.", { score: 720, from: SENIOR });

// Vitamins and minerals
P("vitamin-profile-basic", "Vitamin Profile - Basic", VT, [VITD, B12, FOLATE, CALCIUM], "Vitamin D, B12, folate and calcium, the deficiencies most common in India.", { score: 895 });
P("vitamin-profile-advanced", "Vitamin Profile - Advanced", VT, [VITD, B12, FOLATE, "vitamin-a-retinol", "vitamin-e-tocopherol", "vitamin-b6-pyridoxal-phosphate", CALCIUM, MAGNESIUM, "zinc-serum", "iron-serum"], "A complete vitamin and mineral panel.", { score: 640 });
P("anaemia-profile", "Anaemia Profile", VT, [CBC, "peripheral-smear-examination", IRON, FERRITIN, B12, FOLATE, "reticulocyte-count"], "Finds the type and cause of anaemia: iron, B12 or folate deficiency, or another cause.", { score: 770 });
P("iron-deficiency-profile", "Iron Deficiency Profile", VT, [IRON, FERRITIN, CBC, "transferrin"], "Confirms iron deficiency and shows how low the iron stores are.", { score: 735 });
P("minerals-panel", "Minerals Panel", VT, [CALCIUM, MAGNESIUM, PHOSPHORUS, "zinc-serum", "copper-serum", "iron-serum"], "Measures the key minerals for bones, muscles, immunity and blood.");
P("heavy-metals-panel", "Heavy Metals Panel", VT, ["lead-blood", "mercury-blood", "selenium-serum"], "Checks exposure to toxic metals from the environment, work or traditional medicines.");

// Kidney
P("kidney-care-basic", "Kidney Care - Basic", KD, [KFT, URINE_RE, MICROALB], "Kidney function with urine protein checks; advised yearly for people with diabetes or high blood pressure.", { score: 780 });
P("kidney-care-advanced", "Kidney Care - Advanced", KD, [KFT, "cystatin-c", "urine-protein-creatinine-ratio", URINE_RE, MICROALB, CBC, CALCIUM, PHOSPHORUS, "parathyroid-hormone-pth-intact", VITD, "bicarbonate-total-co2"], "A detailed kidney assessment including the bone-mineral changes of chronic kidney disease.", { from: ADULT });
P("kidney-stone-risk-panel", "Kidney Stone Risk Panel", KD, [CALCIUM, URIC, PHOSPHORUS, "parathyroid-hormone-pth-intact", "urine-calcium-24-hour", "urine-oxalate-24-hour", "urine-citrate-24-hour", URINE_RE], "Finds the metabolic causes of repeated kidney stones.", { from: ADULT });

// Liver and digestion
P("liver-care-basic", "Liver Care - Basic", LV, [LFT, HBSAG, HCV], "Liver function with screening for hepatitis B and C.", { score: 750 });
P("liver-care-advanced", "Liver Care - Advanced", LV, [LFT, HBSAG, HCV, "hepatitis-a-antibody-igm", "prothrombin-time-pt-inr", "alpha-fetoprotein-afp", AMYLASE, LIPASE, CBC, LIPIDS, "gamma-gt-ggt"], "A detailed liver check including clotting, hepatitis viruses, the pancreas and a liver cancer marker.");
P("fatty-liver-panel", "Fatty Liver Panel", LV, [LFT, LIPIDS, FBS, HBA1C, INSULIN_F, "homa-ir-insulin-resistance", URIC], "Checks liver enzymes with the metabolic risk factors behind fatty liver.", { score: 660, from: ADULT });
P("pancreas-profile", "Pancreas Profile", LV, [AMYLASE, LIPASE, FBS, CALCIUM, "triglycerides"], "Pancreatic enzymes with the common triggers of pancreatitis.");
P("autoimmune-liver-panel", "Autoimmune Liver Panel", LV, ["ana-ifa-immunofluorescence", "anti-mitochondrial-antibody-ama", "anti-smooth-muscle-antibody-asma", "anti-lkm-1-antibody"], "Antibodies that identify autoimmune hepatitis and primary biliary cholangitis.");
P("gut-health-panel", "Gut Health Panel", LV, ["stool-routine-examination", "h-pylori-stool-antigen", "faecal-calprotectin", "anti-ttg-iga-celiac", CBC], "Looks for infection, H. pylori, bowel inflammation and celiac disease in people with stomach complaints.");

// Allergy
P("allergy-screening-basic", "Allergy Screening - Basic", AL, ["total-ige", "absolute-eosinophil-count-aec", CBC], "A first check for allergy: total IgE and eosinophils.", { score: 630 });
P("comprehensive-allergy-panel", "Comprehensive Allergy Panel", AL, ["total-ige", "absolute-eosinophil-count-aec", "allergy-panel-food", "allergy-panel-inhalants", "allergy-panel-drugs"], "Specific IgE against 55 food, airborne and drug allergens.");
P("celiac-disease-panel", "Celiac Disease Panel", AL, ["anti-ttg-iga-celiac", "anti-gliadin-antibodies-iga-igg", "immunoglobulin-profile-igg-iga-igm", CBC, FERRITIN], "Antibody tests for celiac disease with total IgA and anaemia markers.");
P("asthma-allergy-panel", "Asthma & Respiratory Allergy Panel", AL, ["total-ige", "absolute-eosinophil-count-aec", "allergy-dust-mite-ige", "allergy-cockroach-ige", "allergy-parthenium-ige", "allergy-cat-dander-ige", "allergy-aspergillus-fumigatus-ige"], "Finds the indoor and outdoor allergens that trigger asthma and allergic rhinitis.");
P("child-food-allergy-panel", "Child Food Allergy Panel", AL, ["allergy-cows-milk-ige", "allergy-egg-white-ige", "allergy-peanut-ige", "allergy-wheat-ige", "total-ige"], "The foods that most often cause allergies in young children.", { to: 12 * YEAR });

// Bone and joint
P("arthritis-panel-basic", "Arthritis Panel - Basic", BJ, ["rheumatoid-factor-ra-quantitative", "aso-titre", CRP, URIC, ESR], "First tests for joint pain: rheumatoid factor, inflammation, recent strep infection and uric acid.", { score: 745 });
P("arthritis-panel-advanced", "Arthritis Panel - Advanced", BJ, ["rheumatoid-factor-ra-quantitative", "anti-ccp-antibody", "ana-antinuclear-antibody-elisa", "hla-b27-pcr", CRP, ESR, URIC, VITD, CALCIUM], "A complete arthritis work-up for rheumatoid arthritis, lupus, ankylosing spondylitis and gout.");
P("lupus-sle-panel", "Lupus (SLE) Panel", BJ, ["ana-ifa-immunofluorescence", "anti-dsdna-antibody", "complement-c3", "complement-c4", "ena-profile", CBC, ESR, URINE_RE], "Antibodies, complement and kidney checks to diagnose and monitor lupus.");
P("bone-health-panel", "Bone Health Panel", BJ, [CALCIUM, PHOSPHORUS, "alkaline-phosphatase-alp", VITD, "parathyroid-hormone-pth-intact", MAGNESIUM], "Calcium, vitamin D and the hormones that keep bones strong; advised for osteoporosis risk.", { score: 730 });

// Hormones
P("adrenal-function-panel", "Adrenal Function Panel", HR, ["cortisol-morning", "cortisol-evening", "acth-adrenocorticotropic-hormone", "dhea-s", "aldosterone", "plasma-renin-activity"], "Tests the adrenal glands for underactivity, Cushing's syndrome and hormonal high blood pressure.");
P("pituitary-panel", "Pituitary Hormone Panel", HR, ["growth-hormone-gh", "igf-1-somatomedin-c", PROLACTIN_T, TSH, FSH, LH, "acth-adrenocorticotropic-hormone", "cortisol-morning"], "Measures the hormones made or controlled by the pituitary gland.");
P("hormone-imbalance-panel-female", "Hormone Imbalance Panel - Female", HR, [FSH, LH, PROLACTIN_T, "estradiol-e2", "testosterone-free", "dhea-s", THYROID_TOTAL], "Reproductive, adrenal and thyroid hormones for irregular periods, acne and excess hair growth.", { g: "F", from: 12 * YEAR });
P("testosterone-panel-male", "Testosterone Panel - Male", MH, ["testosterone-total", "testosterone-free", "shbg-sex-hormone-binding-globulin", LH, PROLACTIN_T], "A complete assessment of low testosterone in men.", { g: "M", from: ADULT });

// ---------------------------------------------------------------------------------------------------------
// Build

function observationsOf(obs: string) {
  return obs.split("|").map((raw, i) => {
    const header = raw.startsWith("#");
    const calculated = raw.startsWith("~");
    return {
      observationName: header || calculated ? raw.slice(1) : raw,
      mandatoryValue: calculated ? "No" : "Yes",
      isHeader: header ? "Yes" : "No",
      PrintOrder: i + 1,
    };
  });
}

interface Pricing {
  mrp: number;
  price: number;
  circlePrice: number;
  groupPlan: string;
  showSlashedPrice: boolean;
  showDiscountPercent: boolean;
  cashbackText: string | null;
}

function pricing(slug: string, mrp: number, isPackage: boolean): Pricing {
  const h = hash(slug);
  // Tests: 20-55% off; packages: 45-65% off.
  const discount = isPackage ? 45 + (h % 5) * 5 : 20 + (h % 8) * 5;
  let price = shopPrice((mrp * (100 - discount)) / 100);
  if (price >= mrp) price = mrp - 1;
  // About one item in seven has no member price ("circle price only where lower").
  const noCirclePrice = (h >>> 4) % 7 === 0;
  let circlePrice = price;
  if (!noCirclePrice) {
    circlePrice = shopPrice(price * (isPackage ? 0.85 : 0.9));
    if (circlePrice >= price) circlePrice = Math.max(1, price - 10);
  }
  const cashback = !noCirclePrice && (h >>> 8) % 9 === 0;
  return {
    mrp,
    price,
    circlePrice,
    groupPlan: noCirclePrice ? "ALL" : "CIRCLE",
    showSlashedPrice: (h >>> 12) % 13 !== 0,
    showDiscountPercent: (h >>> 16) % 11 !== 0,
    cashbackText: cashback ? (isPackage ? "Get 15% back as HCs" : "Get 10% back as HCs") : null,
  };
}

function tagsFor(score: number, fasting: boolean, quickPackage: boolean) {
  const tags: SeedItem["itemTags"] = [];
  if (score >= 900) tags.push({ ...TAG.bestseller });
  else if (score >= 750) tags.push({ ...TAG.popular });
  if (fasting) tags.push({ ...TAG.fasting });
  else if (quickPackage) tags.push({ ...TAG.fastReport });
  return tags.slice(0, 2);
}

function imageFor(slug: string, show: boolean): string | null {
  return show ? `/images/items/${slug}.svg` : null;
}

function buildCatalogue(): SeedItem[] {
  const out: SeedItem[] = [];
  const bySlug = new Map<string, SeedItem>();

  tests.forEach((t, i) => {
    const itemId = 1001 + i;
    const h = hash(t.slug);
    const score = t.o.score ?? 40 + (h % 460);
    const [sectionName, sectionTat] = SECTIONS[t.sec];
    const item: SeedItem = {
      itemId,
      itemName: t.name,
      itemType: "TEST",
      gender: t.o.g ?? "B",
      canonicalTag: t.slug,
      category: t.cat,
      imageUrl: imageFor(t.slug, score >= 700),
      testDescription: t.desc,
      testPreparationData: t.prep,
      itemRemarks: t.o.rem ?? null,
      inclusions: [itemId],
      observations: observationsOf(t.obs),
      subCategoryList: [sectionName, ...(t.o.sub ?? [])],
      productScore: score,
      itemTags: tagsFor(score, FASTING_TEXTS.has(t.prep), false),
      fromAgeInDays: t.o.from ?? 0,
      toAgeInDays: t.o.to ?? MAX_AGE,
      collectionType: t.o.center ? "CENTER" : "HOME",
      reportTATHours: t.o.tat ?? sectionTat,
      ...pricing(t.slug, t.mrp, false),
    };
    if (bySlug.has(t.slug)) throw new Error(`Duplicate canonical tag ${t.slug}`);
    bySlug.set(t.slug, item);
    out.push(item);
  });

  packages.forEach((p, i) => {
    const itemId = 5001 + i;
    if (bySlug.has(p.slug)) throw new Error(`Duplicate canonical tag ${p.slug}`);
    const included = p.includes.map((slug) => {
      const test = bySlug.get(slug);
      if (!test || test.itemType !== "TEST") throw new Error(`Package ${p.slug} includes unknown test ${slug}`);
      return test;
    });
    if (new Set(p.includes).size !== p.includes.length) throw new Error(`Package ${p.slug} lists a test twice`);
    if (included.length < 3 || included.length > 40) throw new Error(`Package ${p.slug} must include 3-40 tests`);
    const sexes = new Set(included.map((t) => t.gender).filter((g) => g !== "B"));
    if (sexes.size > 1) throw new Error(`Package ${p.slug} mixes male-only and female-only tests`);
    const derived = (sexes.values().next().value as "M" | "F" | undefined) ?? "B";
    const gender = p.o.g ?? derived;
    if (derived !== "B" && gender !== derived) throw new Error(`Package ${p.slug} gender ${gender} conflicts with its tests`);
    const h = hash(p.slug);
    const score = p.o.score ?? 300 + (h % 350);
    const fasting = included.some((t) => FASTING_TEXTS.has(t.testPreparationData));
    const needsUrine = included.some((t) => t.testPreparationData === URINE || t.testPreparationData === URINE_CULT);
    const needsStool = included.some((t) => t.testPreparationData === STOOL);
    const center = included.some((t) => t.collectionType === "CENTER");
    const tat = Math.min(72, Math.max(...included.map((t) => t.reportTATHours)));
    const prep = [
      fasting ? "10-12 hours fasting required. Only water is allowed during the fasting period." : NONE,
      needsUrine ? "Collect a first-morning mid-stream urine sample in the container provided." : "",
      needsStool ? "Collect a fresh stool sample in the sterile container provided." : "",
      center ? "Some samples in this package are collected at the collection centre." : "",
    ].filter(Boolean).join(" ");
    const mrp = included.reduce((sum, t) => sum + t.mrp, 0);
    const from = p.o.from ?? Math.max(...included.map((t) => t.fromAgeInDays));
    const to = p.o.to ?? Math.min(...included.map((t) => t.toAgeInDays));
    if (included.some((t) => from < t.fromAgeInDays || to > t.toAgeInDays) || from >= to) {
      throw new Error(`Package ${p.slug} age range is outside the age range of one of its tests`);
    }
    const item: SeedItem = {
      itemId,
      itemName: p.name,
      itemType: "PACKAGE",
      gender,
      canonicalTag: p.slug,
      category: p.cat,
      imageUrl: imageFor(p.slug, true),
      testDescription: p.desc,
      testPreparationData: prep,
      itemRemarks: center ? "Includes a sample that must be given at the collection centre." : null,
      inclusions: included.map((t) => t.itemId),
      observations: included.map((t, j) => ({ observationName: t.itemName, mandatoryValue: "Yes", isHeader: "Yes", PrintOrder: j + 1 })),
      subCategoryList: ["Health Packages", CATEGORY_NAME.get(p.cat) ?? p.cat],
      productScore: score,
      itemTags: tagsFor(score, fasting, tat <= 24),
      fromAgeInDays: from,
      toAgeInDays: to,
      collectionType: center ? "CENTER" : "HOME",
      reportTATHours: tat,
      ...pricing(p.slug, mrp, true),
    };
    bySlug.set(p.slug, item);
    out.push(item);
  });

  for (const item of out) {
    if (!CATEGORY_NAME.has(item.category)) throw new Error(`Unknown category ${item.category} on ${item.canonicalTag}`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.canonicalTag)) throw new Error(`Bad canonical tag ${item.canonicalTag}`);
  }
  return out;
}

export const catalogue: SeedItem[] = buildCatalogue();

const itemsByTag = new Map(catalogue.map((i) => [i.canonicalTag, i]));

/** The item with this canonical tag; throws if there is none (seed data must not point at missing items). */
export function itemByTag(canonicalTag: string): SeedItem {
  const item = itemsByTag.get(canonicalTag);
  if (!item) throw new Error(`No catalogue item with canonical tag ${canonicalTag}`);
  return item;
}
