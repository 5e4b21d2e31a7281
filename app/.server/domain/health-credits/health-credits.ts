/**
 * Health credits (paise): the one place they are read, spent and given back, for every kind of order.
 * "Health credit redemption up to 50% of the order": pricing asks `redeemableHealthCredits` what a bill may use;
 * booking spends them in its transaction with one conditional update; a failed or cancelled order gets them back.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/client";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** "Health credit redemption up to 50% of the order." */
export const HEALTH_CREDITS_MAX_PERCENT = 50;

/** The most an order of `orderValue` paise may take from a balance of `balance` paise. */
export const redeemableHealthCredits = (balance: number, orderValue: number): number =>
  Math.max(0, Math.min(balance, Math.floor((orderValue * HEALTH_CREDITS_MAX_PERCENT) / 100)));

export interface DiagnosticAccountFigures {
  healthCredits: number;
  ordersPlaced: number;
}

/** Health credits and past-order count of an account, read by cart pricing and first-order coupons. */
export async function getDiagnosticAccountFigures(db: DB, accountId: number | null): Promise<DiagnosticAccountFigures> {
  if (accountId == null) return { healthCredits: 0, ordersPlaced: 0 };
  const row = await db
    .selectFrom("diagnostic_accounts")
    .select(["health_credits", "orders_placed"])
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return { healthCredits: row?.health_credits ?? 0, ordersPlaced: row?.orders_placed ?? 0 };
}

/**
 * Takes `amount` from the balance in one conditional update; false (and nothing taken) when the balance no longer
 * covers it — another booking spent it first. Call in the booking's transaction.
 */
export async function spendHealthCredits(trx: Db, accountId: number, amount: number): Promise<boolean> {
  if (amount <= 0) return true;
  const r = await trx
    .updateTable("diagnostic_accounts")
    .set((eb) => ({ health_credits: eb("health_credits", "-", amount) }))
    .where("account_id", "=", accountId)
    .where("health_credits", ">=", amount)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives `amount` back to the balance (an order failed or was cancelled), opening the balance if there was none. */
export async function restoreHealthCredits(trx: Db, accountId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await trx
    .insertInto("diagnostic_accounts")
    .values({ account_id: accountId, health_credits: amount, orders_placed: 0 })
    .onConflict((oc) => oc.column("account_id").doUpdateSet((eb) => ({ health_credits: eb("diagnostic_accounts.health_credits", "+", amount) })))
    .execute();
}
