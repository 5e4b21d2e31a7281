/** Health credits and past-order count of an account (paise), read by cart pricing and first-order coupons. */
import type { DB } from "../../db/client";

export interface DiagnosticAccountFigures {
  healthCredits: number;
  ordersPlaced: number;
}

export async function getDiagnosticAccountFigures(db: DB, accountId: number | null): Promise<DiagnosticAccountFigures> {
  if (accountId == null) return { healthCredits: 0, ordersPlaced: 0 };
  const row = await db
    .selectFrom("diagnostic_accounts")
    .select(["health_credits", "orders_placed"])
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return { healthCredits: row?.health_credits ?? 0, ordersPlaced: row?.orders_placed ?? 0 };
}
