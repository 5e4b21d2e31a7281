/**
 * Demo corporate plans, rosters, voucher cards and the card application's employer and designation lists.
 * Inserted once into empty tables (seedIfEmpty). Employee ids, voucher numbers and PINs are made up.
 */
import type { DB } from "../client";
import { voucherPinHash } from "../../domain/corporate/vouchers";
import { indiaDate } from "~/lib/india-date-time";
import { addCalendarDays } from "~/lib/circle-membership";

const consult = "/images/services/consult.svg";
const checkup = "/images/services/health-checkup.svg";
const labs = "/images/services/lab-tests.svg";
const card = "/images/services/credit-card.svg";

export const CORPORATE_COMPANIES = [
  {
    partner_id: "HDFCBANK", name: "HDFC Bank", kind: "partner_bank", email_domains: "hdfcbank.com", discount_percent: 40,
    benefits: [
      { id: "hdfc-gold", title: "₹249 off virtual consultations", description: "For HDFC Bank Gold customers, on every online consult.", iconUrl: consult, redirectUrl: "/consult", ctaText: "Consult now", partnerName: "HDFC Bank" },
      { id: "hdfc-labs", title: "40% off lab tests", description: "On lab tests and packages booked with home sample collection.", iconUrl: labs, redirectUrl: "/lab-tests", ctaText: "Book a test", partnerName: "HDFC Bank" },
    ],
  },
  {
    partner_id: "SBIYONO", name: "SBI YONO", kind: "partner_bank", email_domains: "sbi.co.in", discount_percent: 30,
    benefits: [
      { id: "sbi-labs", title: "30% off lab tests", description: "For YONO SBI customers, on every lab test and package.", iconUrl: labs, redirectUrl: "/lab-tests", ctaText: "Book a test", partnerName: "SBI YONO" },
      { id: "sbi-card", title: "Apollo SBI Card", description: "Earn health credits on every spend with the co-branded card.", iconUrl: card, redirectUrl: "/apollo-sbi-credit-card", ctaText: "Apply", partnerName: "SBI YONO" },
    ],
  },
  {
    partner_id: "INFOSYS", name: "Infosys", kind: "employer", email_domains: "infosys.com", discount_percent: 40,
    benefits: [
      { id: "infosys-consults", title: "Free doctor consultations", description: "Online consults with general physicians for you and your family, paid by Infosys.", iconUrl: consult, redirectUrl: "/consult", ctaText: "Consult now" },
      { id: "infosys-checkup", title: "Annual health checkup", description: "One Full Body Checkup every year at home, paid by Infosys.", iconUrl: checkup, redirectUrl: "/lab-tests", ctaText: "Book" },
      { id: "infosys-labs", title: "40% off lab tests", description: "On every lab test and package you book, with free home sample collection.", iconUrl: labs, redirectUrl: "/lab-tests", ctaText: "Book a test" },
    ],
  },
  {
    partner_id: "TCS", name: "Tata Consultancy Services", kind: "employer", email_domains: "tcs.com", discount_percent: 45,
    benefits: [
      { id: "tcs-labs", title: "45% off lab tests", description: "For TCS employees, retirees and their families, on every lab test.", iconUrl: labs, redirectUrl: "/lab-tests", ctaText: "Book a test" },
      { id: "tcs-consults", title: "Free doctor consultations", description: "Online consults with general physicians, paid by TCS.", iconUrl: consult, redirectUrl: "/consult", ctaText: "Consult now" },
    ],
  },
  {
    partner_id: "WIPRO", name: "Wipro", kind: "employer", email_domains: "wipro.com", discount_percent: 35,
    benefits: [
      { id: "wipro-labs", title: "35% off lab tests", description: "For Wipro employees and their families.", iconUrl: labs, redirectUrl: "/lab-tests", ctaText: "Book a test" },
    ],
  },
];

export const CORPORATE_MEMBERS = [
  { partner_id: "INFOSYS", member_id: "INF100234", member_kind: "employee", full_name: "Rohan Iyer" },
  { partner_id: "INFOSYS", member_id: "INF100235", member_kind: "employee", full_name: "Sneha Kulkarni" },
  { partner_id: "INFOSYS", member_id: "INFR2019001", member_kind: "retiree", full_name: "Venkatesh Rao" },
  { partner_id: "TCS", member_id: "TCS400117", member_kind: "employee", full_name: "Arjun Mehta" },
  { partner_id: "TCS", member_id: "TCSR2016044", member_kind: "retiree", full_name: "Lakshmi Subramanian" },
  { partner_id: "WIPRO", member_id: "WIP558812", member_kind: "employee", full_name: "Farhan Qureshi" },
  { partner_id: "HDFCBANK", member_id: "HDFC07731", member_kind: "employee", full_name: "Kavita Joshi" },
];

/**
 * Demo voucher cards: number, issuance number, PIN (kept only hashed), last valid day counted from the seed day (so
 * the valid ones stay valid and the expired one stays expired whenever the demo is seeded), value in rupees.
 */
export const DEMO_VOUCHERS = [
  { cardNumber: "4000123412341234", issuanceNumber: "202611", pin: "482913", expiresDaysAfterSeed: 400, rupees: 500 },
  { cardNumber: "4000123412345678", issuanceNumber: "202611", pin: "119034", expiresDaysAfterSeed: 215, rupees: 1000 },
  { cardNumber: "4000555566667777", issuanceNumber: "202609", pin: "730245", expiresDaysAfterSeed: 307, rupees: 250 },
  { cardNumber: "4000987698769876", issuanceNumber: "202401", pin: "650021", expiresDaysAfterSeed: -606, rupees: 500 },
];

/** Employers as the bank grades them (CAT A lends most readily). */
export const CARD_COMPANIES: [string, string][] = [
  ["Tata Consultancy Services", "CAT A"], ["Infosys", "CAT A"], ["Wipro", "CAT A"], ["HCL Technologies", "CAT A"],
  ["Tech Mahindra", "CAT A"], ["Reliance Industries", "CAT A"], ["Larsen & Toubro", "CAT A"], ["ITC Limited", "CAT A"],
  ["Hindustan Unilever", "CAT A"], ["State Bank of India", "CAT A"], ["HDFC Bank", "CAT A"], ["ICICI Bank", "CAT A"],
  ["Axis Bank", "CAT A"], ["Bharti Airtel", "CAT A"], ["Maruti Suzuki India", "CAT A"], ["Mahindra & Mahindra", "CAT A"],
  ["Apollo Hospitals Enterprise", "CAT A"], ["Sun Pharmaceutical Industries", "CAT A"], ["Dr. Reddy's Laboratories", "CAT A"],
  ["Asian Paints", "CAT B"], ["Bajaj Auto", "CAT B"], ["Titan Company", "CAT B"], ["Zomato", "CAT B"], ["Swiggy", "CAT B"],
  ["Flipkart Internet", "CAT B"], ["Ola Electric Mobility", "CAT B"], ["Mphasis", "CAT B"], ["Persistent Systems", "CAT B"],
  ["Cognizant Technology Solutions India", "CAT A"], ["Accenture Solutions", "CAT A"], ["Indian Railways", "CAT A"],
];

export const CARD_DESIGNATIONS = [
  "Software Engineer", "Senior Software Engineer", "Technical Lead", "Project Manager", "Product Manager", "Business Analyst",
  "Data Scientist", "Consultant", "Senior Consultant", "Manager", "Senior Manager", "Assistant Manager", "Deputy General Manager",
  "General Manager", "Vice President", "Director", "Accountant", "Chartered Accountant", "Sales Executive", "Relationship Manager",
  "Branch Manager", "Teacher", "Professor", "Doctor", "Nurse", "Pharmacist", "Civil Engineer", "Mechanical Engineer",
  "HR Executive", "Operations Executive", "Customer Support Executive", "Government Officer",
];

async function isEmpty(db: DB, table: "corporate_companies" | "voucher_cards" | "card_companies" | "card_designations" | "corporate_members") {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seedCorporate(db: DB, seedDay: string = indiaDate(new Date())): Promise<void> {
  if (await isEmpty(db, "corporate_companies")) {
    await db.insertInto("corporate_companies").values(CORPORATE_COMPANIES.map((c) => ({ ...c, benefits: JSON.stringify(c.benefits), is_active: 1 }))).execute();
  }
  if (await isEmpty(db, "corporate_members")) await db.insertInto("corporate_members").values(CORPORATE_MEMBERS).execute();
  if (await isEmpty(db, "voucher_cards")) {
    await db
      .insertInto("voucher_cards")
      .values(DEMO_VOUCHERS.map((v) => ({
        card_number: v.cardNumber, issuance_number: v.issuanceNumber, pin_hash: voucherPinHash(v.cardNumber, v.pin), expires_on: addCalendarDays(seedDay, v.expiresDaysAfterSeed),
        value: v.rupees * 100, issuer: "Apollo Health Voucher",
      })))
      .execute();
  }
  if (await isEmpty(db, "card_companies")) await db.insertInto("card_companies").values(CARD_COMPANIES.map(([name, category]) => ({ name, category }))).execute();
  if (await isEmpty(db, "card_designations")) await db.insertInto("card_designations").values(CARD_DESIGNATIONS.map((name) => ({ name }))).execute();
}
