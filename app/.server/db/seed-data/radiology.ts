/**
 * Radiology clinics for the city and clinic selection modals ("Radiology screens use city and clinic
 * selection modals. Each user can choose a city, then a clinic"). Deterministic; ids are append-only.
 * Coordinates are the clinics' neighbourhoods; registration fees are whole rupees.
 */
import { CITY_ID } from "./cities";

export interface SeedRadiologyClinic {
  id: number;
  name: string;
  cityId: number;
  address: string;
  latitude: number;
  longitude: number;
  registrationFee: number;
  categories: string[];
}

const ALL = ["MRI", "CT Scan", "X-Ray", "Ultrasound"];
const BASIC = ["X-Ray", "Ultrasound"];

export const radiologyClinics: SeedRadiologyClinic[] = [
  { id: 1, name: "Apollo Hospitals, Jubilee Hills", cityId: CITY_ID.HYDERABAD, address: "Film Nagar, Jubilee Hills, Hyderabad 500033", latitude: 17.415, longitude: 78.4116, registrationFee: 150, categories: ALL },
  { id: 2, name: "Apollo Diagnostics, Kukatpally", cityId: CITY_ID.HYDERABAD, address: "KPHB Colony Road No. 1, Kukatpally, Hyderabad 500072", latitude: 17.4849, longitude: 78.3897, registrationFee: 100, categories: BASIC },
  { id: 3, name: "Apollo Spectra, Kondapur", cityId: CITY_ID.HYDERABAD, address: "Botanical Garden Road, Kondapur, Hyderabad 500084", latitude: 17.4691, longitude: 78.3578, registrationFee: 100, categories: ["CT Scan", "X-Ray", "Ultrasound"] },
  { id: 4, name: "Apollo Hospitals, Greams Road", cityId: CITY_ID.CHENNAI, address: "21 Greams Lane, Off Greams Road, Chennai 600006", latitude: 13.0633, longitude: 80.2518, registrationFee: 150, categories: ALL },
  { id: 5, name: "Apollo Diagnostics, Anna Nagar", cityId: CITY_ID.CHENNAI, address: "2nd Avenue, Anna Nagar, Chennai 600040", latitude: 13.085, longitude: 80.2101, registrationFee: 100, categories: BASIC },
  { id: 6, name: "Apollo Hospitals, Navi Mumbai", cityId: CITY_ID.MUMBAI, address: "Plot 13, Sector 23, CBD Belapur, Navi Mumbai 400614", latitude: 19.0213, longitude: 73.0366, registrationFee: 200, categories: ALL },
  { id: 7, name: "Apollo Diagnostics, Andheri West", cityId: CITY_ID.MUMBAI, address: "Lokhandwala Complex, Andheri West, Mumbai 400053", latitude: 19.1416, longitude: 72.8252, registrationFee: 150, categories: ["CT Scan", "X-Ray", "Ultrasound"] },
  { id: 8, name: "Apollo Multispeciality Hospitals, Kolkata", cityId: CITY_ID.KOLKATA, address: "58 Canal Circular Road, Kadapara, Kolkata 700054", latitude: 22.5741, longitude: 88.4013, registrationFee: 150, categories: ALL },
  { id: 9, name: "Apollo Hospitals, Bannerghatta Road", cityId: CITY_ID.BANGALORE, address: "154/11 Bannerghatta Road, Bangalore 560076", latitude: 12.8961, longitude: 77.5986, registrationFee: 150, categories: ALL },
  { id: 10, name: "Apollo Diagnostics, Indiranagar", cityId: CITY_ID.BANGALORE, address: "100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore 560038", latitude: 12.9784, longitude: 77.6408, registrationFee: 100, categories: BASIC },
  { id: 11, name: "Indraprastha Apollo Hospitals, Sarita Vihar", cityId: CITY_ID.NEW_DELHI, address: "Mathura Road, Sarita Vihar, New Delhi 110076", latitude: 28.5408, longitude: 77.2834, registrationFee: 200, categories: ALL },
];

/** A scan a patient books (spec §3 Radiology item: radiologyItemID, name, price, startingPrice, categories, FAQs). */
export interface SeedRadiologyItem {
  id: number;
  slug: string;
  name: string;
  /** One of the clinics' categories: a clinic offers the scan when it offers its category. */
  category: string;
  /** Whole rupees, before the clinic's registration fee. */
  price: number;
  /**
   * Needs a doctor's prescription: in India MRI, CT and any contrast study are done only on a doctor's written
   * referral (radiation dose, contrast reactions, AERB and PCPNDT practice). This flag is the rule; code reads it.
   */
  needsPrescription: boolean;
  preparation: string;
  description: string;
  popular: boolean;
  faqs: { question: string; answer: string }[];
}

const FAQ = {
  mri: { question: "Is an MRI safe?", answer: "MRI uses a magnetic field and radio waves, not X-rays. Tell the centre about pacemakers, implants, metal fragments or pregnancy before the scan." },
  mriTime: { question: "How long does the scan take?", answer: "Most MRI studies take 20 to 45 minutes. You lie still inside the scanner; it is noisy, so ear plugs are given." },
  ct: { question: "How much radiation does a CT scan give?", answer: "A CT scan uses a low dose of X-rays, justified by what it shows. Tell the centre if you are or may be pregnant." },
  contrast: { question: "Why do I need a kidney test before a contrast scan?", answer: "Contrast is cleared by the kidneys: a serum creatinine from the last 30 days is asked for, and you fast for 4 hours." },
  usg: { question: "Does an ultrasound hurt?", answer: "No. A probe with gel is moved over the skin; there is no radiation. It takes 15 to 30 minutes." },
  xray: { question: "Do I need to prepare for an X-ray?", answer: "No fasting is needed. Remove jewellery and metal from the area; tell the technician if you may be pregnant." },
  report: { question: "When will I get the report?", answer: "Reports are usually ready the same day; you can download them from your order once the radiologist signs them." },
  prescription: { question: "Do I need a prescription?", answer: "Yes. This scan is done only on a doctor's prescription; upload it while booking or bring it to the centre." },
};

const scan = (
  id: number, slug: string, name: string, category: string, price: number, needsPrescription: boolean,
  preparation: string, description: string, faqs: { question: string; answer: string }[], popular = false,
): SeedRadiologyItem => ({
  id, slug, name, category, price, needsPrescription, preparation, description, popular,
  faqs: [...faqs, ...(needsPrescription ? [FAQ.prescription] : []), FAQ.report],
});

const NO_PREP = "No special preparation.";
const FAST_4H = "Fast for 4 hours before the scan; bring a serum creatinine report from the last 30 days.";
const FULL_BLADDER = "Drink 4–5 glasses of water an hour before the scan and do not pass urine until it is done.";

/** The demo scans' Circle member price: 10% off the scan (not the registration fee), down to a whole ₹10. Paise. */
export const circleScanPrice = (pricePaise: number) => Math.floor((pricePaise * 90) / 100 / 1000) * 1000;

/** Prices are typical Indian private-centre prices (2026), in rupees. Ids are append-only. */
export const radiologyItems: SeedRadiologyItem[] = [
  scan(5001, "mri-brain", "MRI Brain", "MRI", 5500, true, "Remove all metal. No fasting needed.", "Detailed images of the brain for headaches, seizures, stroke and dizziness.", [FAQ.mri, FAQ.mriTime], true),
  scan(5002, "mri-lumbar-spine", "MRI Lumbar Spine", "MRI", 6000, true, "Remove all metal. No fasting needed.", "Images of the lower back: discs, nerves and spinal canal, for back pain and sciatica.", [FAQ.mri, FAQ.mriTime], true),
  scan(5003, "mri-cervical-spine", "MRI Cervical Spine", "MRI", 6000, true, "Remove all metal. No fasting needed.", "Images of the neck's spine for neck pain, arm tingling and weakness.", [FAQ.mri, FAQ.mriTime]),
  scan(5004, "mri-knee", "MRI Knee", "MRI", 6500, true, "Remove all metal. No fasting needed.", "Ligaments, menisci and cartilage of the knee after an injury or for long-standing pain.", [FAQ.mri, FAQ.mriTime], true),
  scan(5005, "mri-shoulder", "MRI Shoulder", "MRI", 6500, true, "Remove all metal. No fasting needed.", "Rotator cuff, labrum and joint of the shoulder.", [FAQ.mri, FAQ.mriTime]),
  scan(5006, "mri-brain-with-contrast", "MRI Brain with Contrast", "MRI", 9500, true, FAST_4H, "MRI of the brain with gadolinium contrast, for tumours, infections and multiple sclerosis.", [FAQ.mri, FAQ.contrast]),
  scan(5007, "mri-abdomen", "MRI Abdomen", "MRI", 9000, true, "Fast for 4 hours. Remove all metal.", "MRI of the liver, pancreas, kidneys and adrenal glands.", [FAQ.mri, FAQ.mriTime]),
  scan(5011, "ct-brain", "CT Brain", "CT Scan", 2500, true, NO_PREP, "A quick scan of the head after an injury, for stroke or a sudden severe headache.", [FAQ.ct], true),
  scan(5012, "ct-chest", "CT Chest", "CT Scan", 4500, true, NO_PREP, "Detailed images of the lungs and chest, for a persistent cough, infection or a nodule.", [FAQ.ct], true),
  scan(5013, "hrct-chest", "HRCT Chest", "CT Scan", 5000, true, NO_PREP, "High-resolution CT of the lungs for interstitial lung disease and infections.", [FAQ.ct]),
  scan(5014, "ct-abdomen-with-contrast", "CT Abdomen & Pelvis with Contrast", "CT Scan", 9000, true, FAST_4H, "CT of the abdomen and pelvis with contrast, for pain, masses and infections.", [FAQ.ct, FAQ.contrast]),
  scan(5015, "ct-kub", "CT KUB", "CT Scan", 4000, true, "Drink 1 litre of water an hour before the scan.", "Plain CT of kidneys, ureters and bladder, the test of choice for kidney stones.", [FAQ.ct]),
  scan(5016, "ct-coronary-angiography", "CT Coronary Angiography", "CT Scan", 14000, true, FAST_4H, "CT with contrast of the heart's arteries, to look for narrowing.", [FAQ.ct, FAQ.contrast]),
  scan(5021, "x-ray-chest-pa", "X-Ray Chest PA", "X-Ray", 400, false, NO_PREP, "A standard front view of the chest: lungs, heart size and ribs.", [FAQ.xray], true),
  scan(5022, "x-ray-knee-ap-lat", "X-Ray Knee AP/Lateral", "X-Ray", 600, false, NO_PREP, "Two views of the knee for arthritis or an injury.", [FAQ.xray]),
  scan(5023, "x-ray-lumbar-spine", "X-Ray Lumbosacral Spine AP/Lateral", "X-Ray", 700, false, NO_PREP, "Two views of the lower back.", [FAQ.xray]),
  scan(5024, "x-ray-pns", "X-Ray PNS (Waters View)", "X-Ray", 450, false, NO_PREP, "The sinuses, for sinusitis.", [FAQ.xray]),
  scan(5025, "mammography", "Mammography (Bilateral)", "X-Ray", 2500, false, "Do not use deodorant or talcum powder on the day. Best done a week after your period.", "Low-dose X-ray of both breasts for screening and for a lump.", [FAQ.xray], true),
  scan(5026, "dexa-scan", "DEXA Scan (Bone Mineral Density)", "X-Ray", 2500, false, "Stop calcium supplements 24 hours before the scan.", "Bone density of the hip and spine, for osteoporosis.", [FAQ.xray], true),
  scan(5031, "usg-whole-abdomen", "USG Whole Abdomen", "Ultrasound", 1500, false, "Fast for 6 hours. " + FULL_BLADDER, "Liver, gall bladder, pancreas, spleen, kidneys, bladder and pelvic organs.", [FAQ.usg], true),
  scan(5032, "usg-pelvis", "USG Pelvis", "Ultrasound", 1200, false, FULL_BLADDER, "Uterus, ovaries, prostate and bladder.", [FAQ.usg]),
  scan(5033, "usg-thyroid", "USG Neck (Thyroid)", "Ultrasound", 1300, false, NO_PREP, "The thyroid and the neck's lymph nodes.", [FAQ.usg]),
  scan(5034, "usg-obstetric", "USG Obstetric (Pregnancy)", "Ultrasound", 1500, true, FULL_BLADDER, "The baby's growth and well-being; by law (PCPNDT Act) done only on a doctor's referral.", [FAQ.usg]),
  scan(5035, "usg-breast", "USG Breast (Bilateral)", "Ultrasound", 1800, false, NO_PREP, "Both breasts, often with a mammogram or for a lump in younger women.", [FAQ.usg]),
  scan(5036, "doppler-lower-limb-venous", "Doppler Lower Limb Venous (Single)", "Ultrasound", 3000, false, NO_PREP, "Blood flow in the leg's veins, for clots and varicose veins.", [FAQ.usg]),
  scan(5037, "2d-echo", "2D Echo", "Ultrasound", 2000, false, NO_PREP, "Ultrasound of the heart: its chambers, valves and pumping.", [FAQ.usg], true),
];

/** The categories in the order the landing page shows them. */
export const RADIOLOGY_CATEGORIES = ["MRI", "CT Scan", "X-Ray", "Ultrasound"] as const;
