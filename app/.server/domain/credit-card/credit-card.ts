/** Co-branded credit-card application status (the userStatus call of the credit-card flow). */
import type { DB } from "../../db/client";

export const CARD_ACTIVE = "CARD_ACTIVE";

export interface CardUserStatus {
  ctaText: string;
  subText: string;
  applicationRefNo: string | null;
  message: string;
  userStatus: string;
  screen: string;
}

/** What userStatus answers for an application in each state (the card home screen shows ctaText and subText). */
const APPLICATION_STATUS: Record<string, Omit<CardUserStatus, "applicationRefNo">> = {
  DRAFT: { userStatus: "APPLICATION_IN_PROGRESS", ctaText: "Continue application", subText: "Complete your application in 2 minutes", message: "Application in progress", screen: "credit_card_home" },
  APPROVED: { userStatus: "APPLICATION_APPROVED", ctaText: "Complete KYC", subText: "Your Apollo SBI Card is approved", message: "Application approved", screen: "credit_card_home" },
  REFERRED: { userStatus: "APPLICATION_REFERRED", ctaText: "View application", subText: "SBI Card is checking your documents", message: "Application under review", screen: "credit_card_home" },
  DECLINED: { userStatus: "APPLICATION_DECLINED", ctaText: "View application", subText: "Your application was not approved", message: "Application declined", screen: "credit_card_home" },
  CARD_ACTIVE: { userStatus: CARD_ACTIVE, ctaText: "View card benefits", subText: "Your Apollo SBI Card SELECT is active", message: "Card active", screen: "credit_card_active" },
};

/**
 * The status of one phone: country code ("+91") and national number together, never the national number alone.
 * An application in the store answers first; the older status table answers for numbers without one.
 */
export async function getCardUserStatus(db: DB, countryCode: string, mobileNumber: string): Promise<CardUserStatus | null> {
  const app = await db
    .selectFrom("card_applications")
    .select(["status", "application_ref_no"])
    .where("country_code", "=", countryCode)
    .where("mobile_number", "=", mobileNumber)
    .executeTakeFirst();
  const known = app ? APPLICATION_STATUS[app.status] : undefined;
  if (app && known) return { ...known, applicationRefNo: app.application_ref_no };
  const row = await db
    .selectFrom("credit_card_status")
    .selectAll()
    .where("country_code", "=", countryCode)
    .where("mobile_number", "=", mobileNumber)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ctaText: row.cta_text,
    subText: row.sub_text,
    applicationRefNo: row.application_ref_no,
    message: row.message,
    userStatus: row.user_status,
    screen: row.screen,
  };
}

/** The configured screen for /apollo-sbi-credit-card: credit_card_active only for a user whose card is active. */
export function creditCardScreenFor(status: CardUserStatus | null): "credit_card_home" | "credit_card_active" {
  return status?.userStatus === CARD_ACTIVE ? "credit_card_active" : "credit_card_home";
}

/**
 * Whether `requested` (the userStatus call's mobileNumber: "9000000001", "+919000000001" or "+91 90000 00001")
 * names the signed-in account's own phone. A bare national number only matches an Indian account's, since the
 * card is issued in India; any other account must send its country code.
 */
export function isOwnNumber(requested: string, own: { countryCode: string; mobileNumber: string }): boolean {
  const compact = requested.replace(/[\s-]/g, "");
  if (compact.startsWith("+")) return compact === `${own.countryCode}${own.mobileNumber}`;
  return own.countryCode === "+91" && compact === own.mobileNumber;
}
