/**
 * A signed-in account's radiology cart, stored as the rules in app/lib/radiology-cart.ts leave it. Kept apart from
 * the rest of radiology so the lab cart can clear it ("radiology and pathology never together") without importing
 * radiology's catalogue.
 */
import type { DB } from "../../db/client";
import { emptyRadiologyCart, parseRadiologyCart, type RadiologyCart } from "~/lib/radiology-cart";

export async function readRadiologyCart(db: DB, accountId: number): Promise<RadiologyCart> {
  const row = await db.selectFrom("radiology_carts").select("cart").where("account_id", "=", accountId).executeTakeFirst();
  return parseRadiologyCart(row?.cart);
}

export async function writeRadiologyCart(db: DB, accountId: number, cart: RadiologyCart, now = new Date()): Promise<void> {
  const text = JSON.stringify(cart);
  await db
    .insertInto("radiology_carts")
    .values({ account_id: accountId, cart: text, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("account_id").doUpdateSet({ cart: text, updated_at: now.toISOString() }))
    .execute();
}

/** Empties the account's radiology cart; true when it held scans (so the lab cart can say they were replaced). */
export async function clearRadiologyCartOf(db: DB, accountId: number, now = new Date()): Promise<boolean> {
  const cart = await readRadiologyCart(db, accountId);
  if (!cart.radiologyCartItems.length) return false;
  await writeRadiologyCart(db, accountId, emptyRadiologyCart(), now);
  return true;
}
