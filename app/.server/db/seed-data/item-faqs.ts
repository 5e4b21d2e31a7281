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
