/** Co-branded credit-card application status (the userStatus call of the credit-card flow). */
import type { DB } from "../db/client";

export const CARD_ACTIVE = "CARD_ACTIVE";

export interface CardUserStatus {
  ctaText: string;
  subText: string;
  applicationRefNo: string | null;
  message: string;
  userStatus: string;
  screen: string;
}

export async function getCardUserStatus(db: DB, mobileNumber: string): Promise<CardUserStatus | null> {
  const row = await db.selectFrom("credit_card_status").selectAll().where("mobile_number", "=", mobileNumber).executeTakeFirst();
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
