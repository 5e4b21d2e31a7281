/**
 * Demo accounts. Ids and numbers are fixed: other data refers to them (credit-card statuses are keyed by
 * 9000000001 and 9000000002, and tests sign in as accounts 1-3). Account 1 is a Circle member, account 2 a
 * corporate user (partnerId on its primary profile), account 4 an international user (UAE).
 */
export interface SeedPatient {
  uhid: string;
  firstName: string;
  lastName: string;
  gender: "M" | "F" | null;
  dateOfBirth: string | null;
  relation: string;
  emailAddress: string | null;
  partnerId?: string;
  isConsulted?: boolean;
}

export interface SeedAddress {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  landmark?: string;
  pincode: string;
  isDefault?: boolean;
}

export interface SeedAccount {
  id: number;
  countryCode: string;
  mobileNumber: string;
  patients: SeedPatient[];
  addresses: SeedAddress[];
  /**
   * `startDate`/`endDate` as "yyyy-MM-dd", or a plan that is current whenever the database is seeded: it began
   * `daysBeforeSeed` days before the seed day and lasts `days` days (a fixed date would expire the demo member).
   */
  subscriptions: ({ name: string; planId: string; subPlanId?: string; status: string; purchaseType: string; fee?: number } & (
    | { startDate: string; endDate: string }
    | { daysBeforeSeed: number; days: number }
  ))[];
}

export const seedAccounts: SeedAccount[] = [
  {
    id: 1,
    countryCode: "+91",
    mobileNumber: "9000000001",
    patients: [
      { uhid: "APJ1.0000000101", firstName: "Aarav", lastName: "Sharma", gender: "M", dateOfBirth: "14/08/1986", relation: "me", emailAddress: "aarav.sharma@example.in", isConsulted: true },
      { uhid: "APJ1.0000000102", firstName: "Meera", lastName: "Sharma", gender: "F", dateOfBirth: "02/03/1989", relation: "spouse", emailAddress: null },
      { uhid: "APJ1.0000000103", firstName: "Kabir", lastName: "Sharma", gender: "M", dateOfBirth: "21/11/2015", relation: "son", emailAddress: null },
      { uhid: "APJ1.0000000104", firstName: "Sushila", lastName: "Sharma", gender: "F", dateOfBirth: "05/01/1956", relation: "mother", emailAddress: null },
    ],
    addresses: [
      { name: "Home", addressLine1: "Flat 402, Lakeview Residency, Road No. 4", addressLine2: "KPHB Colony, Kukatpally", landmark: "Near JNTU Metro", pincode: "500085", isDefault: true },
      { name: "Office", addressLine1: "Tower B, Cyber Gateway", addressLine2: "HITEC City, Madhapur", pincode: "500081" },
    ],
    subscriptions: [
      { name: "CIRCLE PLAN", planId: "CIRCLEPlan", subPlanId: "CIRCLE_12M", status: "active", purchaseType: "first_time", daysBeforeSeed: 90, days: 360, fee: 29900 },
    ],
  },
  {
    id: 2,
    countryCode: "+91",
    mobileNumber: "9000000002",
    patients: [
      { uhid: "APJ1.0000000201", firstName: "Priya", lastName: "Nair", gender: "F", dateOfBirth: "19/06/1992", relation: "me", emailAddress: "priya.nair@example.in", partnerId: "HDFCBANK" },
      { uhid: "APJ1.0000000202", firstName: "Raghavan", lastName: "Nair", gender: "M", dateOfBirth: "30/09/1960", relation: "father", emailAddress: null },
    ],
    addresses: [
      { name: "Home", addressLine1: "12, Sea Breeze Apartments, Carter Road", addressLine2: "Bandra West", pincode: "400050", isDefault: true },
    ],
    subscriptions: [],
  },
  {
    id: 3,
    countryCode: "+91",
    mobileNumber: "9876543210",
    patients: [
      { uhid: "APJ1.0000000301", firstName: "Rahul", lastName: "Verma", gender: "M", dateOfBirth: "11/02/1979", relation: "me", emailAddress: "rahul.verma@example.in" },
      { uhid: "APJ1.0000000302", firstName: "Ananya", lastName: "Verma", gender: "F", dateOfBirth: "08/07/2004", relation: "daughter", emailAddress: null },
      // Added by customer care without a date of birth: flagged, cannot be used to order.
      { uhid: "APJ1.0000000303", firstName: "Kamala", lastName: "Verma", gender: "F", dateOfBirth: null, relation: "grandmother", emailAddress: null },
    ],
    addresses: [
      { name: "Home", addressLine1: "27, 2nd Cross, 5th Block", addressLine2: "Koramangala", landmark: "Opposite Forum Mall", pincode: "560034", isDefault: true },
      { name: "Parents", addressLine1: "88, Devanahalli Main Road", pincode: "562110" },
    ],
    subscriptions: [
      { name: "CIRCLE PLAN", planId: "CIRCLEPlan", subPlanId: "CIRCLE_6M", status: "expired", purchaseType: "renewal", startDate: "2025-01-01", endDate: "2025-06-30", fee: 19900 },
    ],
  },
  {
    id: 4,
    countryCode: "+971",
    mobileNumber: "501234567",
    patients: [
      { uhid: "APJ1.0000000401", firstName: "Fatima", lastName: "Khan", gender: "F", dateOfBirth: "23/04/1984", relation: "me", emailAddress: "fatima.khan@example.ae" },
    ],
    addresses: [
      { name: "Hyderabad home", addressLine1: "6-3-456, Road No. 1", addressLine2: "Banjara Hills", pincode: "500034", isDefault: true },
    ],
    subscriptions: [],
  },
];

/** A seeded plan's dates: fixed ones as written, a current one from the seed day (India). */
export function subscriptionDates(s: SeedAccount["subscriptions"][number], seedDay: string): { startDate: string; endDate: string } {
  if ("startDate" in s) return { startDate: s.startDate, endDate: s.endDate };
  const day = (offset: number) => new Date(Date.parse(`${seedDay}T00:00:00.000Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return { startDate: day(-s.daysBeforeSeed), endDate: day(-s.daysBeforeSeed + s.days - 1) };
}
