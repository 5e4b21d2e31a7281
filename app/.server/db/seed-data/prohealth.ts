/**
 * Apollo ProHealth-style preventive health checks: categories (spec §3 Category) and packages (spec §3 Package),
 * with their inclusions (real lab tests, scans and consultations), ₹ prices, FAQs and fasting. Hospital packages
 * are offered at every seeded hospital that runs health checks; clinic packages at every seeded Apollo Clinic.
 * Ids are append-only.
 */
import type { DB } from "../client";
import { TEST as T } from "~/lib/prohealth-hra";
import { facilities } from "./facilities";

export interface SeedProhealthCategory {
  id: number;
  slug: string;
  name: string;
  minimumAgeInYears: number;
  genderRecomended: "ALL" | "MALE" | "FEMALE";
  benefits: string[];
  displayOrder: number;
  image: string;
  disclaimer: string;
  tags: string[];
}

export interface SeedProhealthPackage {
  id: number;
  slug: string;
  categoryId: number;
  packageName: string;
  /** Rupees. */
  price: number;
  gender: "ALL" | "MALE" | "FEMALE";
  description: string;
  /** Hours without food before the appointment; 0 when none. */
  fastingHours: number;
  serviceId: string;
  isClinicPackage: boolean;
  isBookable: boolean;
  durationMinutes: number;
  inclusions: string[];
  faqs: { question: string; answer: string }[];
}

const DISCLAIMER = "A health check screens for risk; it does not diagnose. Please discuss your results with the doctor who reviews them.";

export const prohealthCategories: SeedProhealthCategory[] = [
  { id: 1, slug: "full-body-checkup", name: "Full Body Checkup", minimumAgeInYears: 18, genderRecomended: "ALL", displayOrder: 1, image: "/images/categories/full-body-checkup.svg", tags: ["Popular", "Annual"], disclaimer: DISCLAIMER,
    benefits: ["Checks heart, liver, kidneys, thyroid and blood sugar in one visit", "A physician explains every result the same day", "Personalised diet advice"] },
  { id: 2, slug: "heart-health-checkup", name: "Heart Health", minimumAgeInYears: 30, genderRecomended: "ALL", displayOrder: 2, image: "/images/categories/heart.svg", tags: ["Cardiac"], disclaimer: DISCLAIMER,
    benefits: ["ECG, 2D Echo and treadmill test at the hospital", "Cholesterol and inflammation markers", "A cardiologist reviews your results"] },
  { id: 3, slug: "diabetes-checkup", name: "Diabetes Care", minimumAgeInYears: 18, genderRecomended: "ALL", displayOrder: 3, image: "/images/categories/diabetes.svg", tags: ["Diabetes"], disclaimer: DISCLAIMER,
    benefits: ["Sugar control over three months (HbA1c)", "Kidney, eye and foot checks for early complications", "A diabetologist plans your care"] },
  { id: 4, slug: "womens-health-checkup", name: "Women's Health", minimumAgeInYears: 21, genderRecomended: "FEMALE", displayOrder: 4, image: "/images/categories/women.svg", tags: ["Women"], disclaimer: DISCLAIMER,
    benefits: ["Cervical and breast cancer screening", "Bone density, thyroid and anaemia checks", "A gynaecologist consultation"] },
  { id: 5, slug: "senior-citizen-health-checkup", name: "Senior Citizen", minimumAgeInYears: 60, genderRecomended: "ALL", displayOrder: 5, image: "/images/categories/senior.svg", tags: ["60+"], disclaimer: DISCLAIMER,
    benefits: ["Heart, bone, kidney and prostate checks suited to later life", "Eye screening", "Unhurried visit with a physician"] },
  { id: 6, slug: "cancer-screening", name: "Cancer Screening", minimumAgeInYears: 35, genderRecomended: "ALL", displayOrder: 6, image: "/images/categories/cancer.svg", tags: ["Screening"], disclaimer: DISCLAIMER,
    benefits: ["Tumour markers and stool occult blood", "Mammography or PSA by gender", "An oncologist-reviewed report"] },
];

const FAQS_COMMON = [
  { question: "How long does the health check take?", answer: "Plan for 3 to 4 hours at the centre: samples first, then scans and consultations, with breakfast served after the fasting samples." },
  { question: "When do I get my report?", answer: "Most results are ready the same evening; the full report is uploaded to your appointment within 48 hours." },
  { question: "Can I take my regular medicines?", answer: "Yes, with a sip of water, unless your doctor told you otherwise. Diabetes medicines are taken after the fasting sample." },
];
const FASTING_FAQ = { question: "Do I need to fast?", answer: "Yes: no food for 10 to 12 hours before your appointment. Water is fine." };

const BASIC_LABS = [T.CBC, T.FBS, T.LIPIDS, T.LFT, T.KFT, T.URINE];

export const prohealthPackages: SeedProhealthPackage[] = ([
  { id: 101, slug: "apollo-prohealth-essential", categoryId: 1, packageName: "Apollo ProHealth Essential", price: 3999, gender: "ALL", fastingHours: 10, serviceId: "PH-ESS-01", isClinicPackage: false, isBookable: true, durationMinutes: 180,
    description: "A first complete check: blood counts, sugar, cholesterol, liver, kidney and thyroid, with an ECG and a chest X-ray, reviewed by a physician.",
    inclusions: [...BASIC_LABS, T.THYROID, T.ECG, T.XRAY, T.PHYSICIAN] },
  { id: 102, slug: "apollo-prohealth-advanced", categoryId: 1, packageName: "Apollo ProHealth Advanced", price: 7499, gender: "ALL", fastingHours: 12, serviceId: "PH-ADV-01", isClinicPackage: false, isBookable: true, durationMinutes: 240,
    description: "The essential check plus HbA1c, vitamins, inflammation markers, an abdominal ultrasound and a dietitian's advice.",
    inclusions: [...BASIC_LABS, T.HBA1C, T.THYROID, T.VITD, T.B12, T.HSCRP, T.ECG, T.XRAY, T.USG, T.PHYSICIAN, T.DIET] },
  { id: 103, slug: "apollo-prohealth-premium", categoryId: 1, packageName: "Apollo ProHealth Premium", price: 12999, gender: "ALL", fastingHours: 12, serviceId: "PH-PRM-01", isClinicPackage: false, isBookable: true, durationMinutes: 300,
    description: "Apollo's most thorough check: heart imaging and a treadmill test, lung function, eye screening and specialist reviews.",
    inclusions: [...BASIC_LABS, T.PPBS, T.HBA1C, T.THYROID, T.VITD, T.B12, T.HSCRP, T.MICROALB, T.ECG, T.XRAY, T.USG, T.ECHO, T.TMT, T.PFT, T.EYE, T.PHYSICIAN, T.DIET] },
  { id: 104, slug: "apollo-prohealth-clinic-full-body-check", categoryId: 1, packageName: "ProHealth Clinic Full Body Check", price: 2499, gender: "ALL", fastingHours: 10, serviceId: "PH-CLN-01", isClinicPackage: true, isBookable: true, durationMinutes: 120,
    description: "The core blood and urine tests with an ECG and a physician's review, at your neighbourhood Apollo Clinic.",
    inclusions: [...BASIC_LABS, T.THYROID, T.ECG, T.PHYSICIAN] },
  { id: 201, slug: "apollo-prohealth-cardiac-check", categoryId: 2, packageName: "Apollo ProHealth Cardiac Check", price: 8999, gender: "ALL", fastingHours: 12, serviceId: "PH-CAR-01", isClinicPackage: false, isBookable: true, durationMinutes: 240,
    description: "For a family history of heart disease or chest symptoms on effort: heart imaging, a stress test and a cardiologist's review.",
    inclusions: [T.CBC, T.FBS, T.HBA1C, T.LIPIDS, T.HSCRP, T.KFT, T.ECG, T.ECHO, T.TMT, T.XRAY, T.CARDIO] },
  { id: 301, slug: "apollo-prohealth-diabetes-care", categoryId: 3, packageName: "Apollo ProHealth Diabetes Care", price: 4999, gender: "ALL", fastingHours: 10, serviceId: "PH-DIA-01", isClinicPackage: false, isBookable: true, durationMinutes: 210,
    description: "Sugar control and the early signs of its complications in the kidneys, eyes, feet and heart.",
    inclusions: [T.FBS, T.PPBS, T.HBA1C, T.LIPIDS, T.KFT, T.MICROALB, T.URINE, T.ECG, T.EYE, T.FOOT, T.DIABETOLOGIST, T.DIET] },
  { id: 302, slug: "apollo-prohealth-clinic-diabetes-screen", categoryId: 3, packageName: "ProHealth Clinic Diabetes Screen", price: 1799, gender: "ALL", fastingHours: 10, serviceId: "PH-CLN-02", isClinicPackage: true, isBookable: true, durationMinutes: 90,
    description: "Fasting and after-meal sugar, HbA1c, kidneys and urine, with a physician's review at an Apollo Clinic.",
    inclusions: [T.FBS, T.PPBS, T.HBA1C, T.KFT, T.MICROALB, T.URINE, T.PHYSICIAN] },
  { id: 401, slug: "apollo-prohealth-woman", categoryId: 4, packageName: "Apollo ProHealth Woman", price: 8499, gender: "FEMALE", fastingHours: 10, serviceId: "PH-WOM-01", isClinicPackage: false, isBookable: true, durationMinutes: 240,
    description: "Cervical and breast cancer screening, bone density, thyroid, anaemia and vitamins, with a gynaecologist's consultation.",
    inclusions: [...BASIC_LABS, T.THYROID, T.VITD, T.B12, T.PAP, T.MAMMO, T.DEXA, T.USG, T.GYNAE] },
  { id: 501, slug: "apollo-prohealth-senior-male", categoryId: 5, packageName: "Apollo ProHealth Senior (Male)", price: 9999, gender: "MALE", fastingHours: 10, serviceId: "PH-SNM-01", isClinicPackage: false, isBookable: true, durationMinutes: 270,
    description: "For men over 60: heart, prostate, bones, kidneys and eyes, at an unhurried pace.",
    inclusions: [...BASIC_LABS, T.HBA1C, T.THYROID, T.VITD, T.B12, T.PSA, T.ECG, T.ECHO, T.XRAY, T.USG, T.DEXA, T.EYE, T.PHYSICIAN] },
  { id: 502, slug: "apollo-prohealth-senior-female", categoryId: 5, packageName: "Apollo ProHealth Senior (Female)", price: 9999, gender: "FEMALE", fastingHours: 10, serviceId: "PH-SNF-01", isClinicPackage: false, isBookable: true, durationMinutes: 270,
    description: "For women over 60: heart, bones, breasts, kidneys and eyes, at an unhurried pace.",
    inclusions: [...BASIC_LABS, T.HBA1C, T.THYROID, T.VITD, T.B12, T.ECG, T.ECHO, T.XRAY, T.MAMMO, T.DEXA, T.EYE, T.PHYSICIAN] },
  { id: 601, slug: "apollo-prohealth-cancer-screening", categoryId: 6, packageName: "Apollo ProHealth Cancer Screening", price: 10999, gender: "ALL", fastingHours: 0, serviceId: "PH-ONC-01", isClinicPackage: false, isBookable: true, durationMinutes: 180,
    description: "Tumour markers, stool occult blood and imaging for the commonest cancers; mammography and Pap smear for women, PSA for men.",
    inclusions: [T.CBC, T.CEA, T.CA125, T.PSA, T.STOOL_OB, T.PAP, T.MAMMO, T.USG, T.XRAY, T.PHYSICIAN] },
  { id: 602, slug: "apollo-prohealth-lung-screening", categoryId: 6, packageName: "Apollo ProHealth Lung Screening", price: 6499, gender: "ALL", fastingHours: 0, serviceId: "PH-ONC-02", isClinicPackage: false, isBookable: false, durationMinutes: 120,
    description: "Low-dose CT screening for long-term smokers. Booked by calling the hospital after a doctor's referral.",
    inclusions: [T.PFT, T.XRAY, T.PHYSICIAN] },
] satisfies Omit<SeedProhealthPackage, "faqs">[]).map((p) => ({ ...p, faqs: p.fastingHours ? [FASTING_FAQ, ...FAQS_COMMON] : FAQS_COMMON }));

/** The demo packages' Circle member price: 15% off, down to a whole ₹10. Paise. */
export const circlePackagePrice = (pricePaise: number) => Math.floor((pricePaise * 85) / 100 / 1000) * 1000;

/** Where each package is offered: hospital packages at hospitals running health checks, clinic ones at clinics. */
export function prohealthOfferings(): { packageId: number; facilityId: number }[] {
  const hospitals = facilities.filter((f) => f.kind === "hospital" && f.services.includes("health_checks")).map((f) => f.id);
  const clinics = facilities.filter((f) => f.kind === "clinic").map((f) => f.id);
  return prohealthPackages.flatMap((p) => (p.isClinicPackage ? clinics : hospitals).map((facilityId) => ({ packageId: p.id, facilityId })));
}

/** Seeds the categories, packages and offerings missing by id (append-only ids). */
export async function seedProhealth(db: DB) {
  const haveCategories = new Set((await db.selectFrom("prohealth_categories").select("id").execute()).map((r) => r.id));
  const havePackages = new Set((await db.selectFrom("prohealth_packages").select("id").execute()).map((r) => r.id));
  const categories = prohealthCategories.filter((c) => !haveCategories.has(c.id));
  const packages = prohealthPackages.filter((p) => !havePackages.has(p.id));
  if (!categories.length && !packages.length) return;
  await db.transaction().execute(async (trx) => {
    if (categories.length) await trx.insertInto("prohealth_categories").values(categories.map((c) => ({
      id: c.id, slug: c.slug, name: c.name, minimum_age_in_years: c.minimumAgeInYears, gender_recomended: c.genderRecomended,
      benefits: JSON.stringify(c.benefits), display_order: c.displayOrder, image: c.image, disclaimer: c.disclaimer, tags: JSON.stringify(c.tags),
    }))).execute();
    if (packages.length) {
      await trx.insertInto("prohealth_packages").values(packages.map((p) => ({
        id: p.id, slug: p.slug, category_id: p.categoryId, package_name: p.packageName, price: p.price * 100, gender: p.gender,
        description: p.description, faqs: JSON.stringify(p.faqs), fasting_hours: p.fastingHours, service_id: p.serviceId,
        is_clinic_package: p.isClinicPackage ? 1 : 0, is_bookable: p.isBookable ? 1 : 0, duration_minutes: p.durationMinutes,
        inclusions: JSON.stringify(p.inclusions), circle_price: circlePackagePrice(p.price * 100),
      }))).execute();
      const ids = new Set(packages.map((p) => p.id));
      const existingFacilities = new Set((await trx.selectFrom("facilities").select("id").execute()).map((r) => r.id));
      const offerings = prohealthOfferings().filter((o) => ids.has(o.packageId) && existingFacilities.has(o.facilityId));
      if (offerings.length) await trx.insertInto("prohealth_package_facilities").values(offerings.map((o) => ({ package_id: o.packageId, facility_id: o.facilityId }))).execute();
    }
  });
}
