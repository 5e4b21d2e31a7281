/**
 * Voucher cards: prepaid health vouchers a partner hands out. Redeeming one adds its value to the account's health
 * credits. The messages and their order are the spec's (~/lib/voucher-card). PIN guesses are limited per account.
 */
import crypto from "node:crypto";
import type { DB } from "../../db/client";
import type { Cache } from "../../cache/cache";
import { createLimiter, take } from "../../rate-limit";
import { restoreHealthCredits } from "../health-credits/health-credits";
import { indiaDate } from "~/lib/india-date-time";
import { CARD_ALREADY_REDEEMED, voucherOutcome, type VoucherOutcome } from "~/lib/voucher-card";
import { log } from "../../log";

export const VOUCHER_TRIES_MESSAGE = "Too many attempts. Please try again after some time.";

/** How a voucher's PIN is kept: never the PIN itself. */
export const voucherPinHash = (cardNumber: string, pin: string) => crypto.createHash("sha256").update(`voucher:${cardNumber}:${pin}`).digest("hex");

const limiters = new WeakMap<Cache, ReturnType<typeof createLimiter>>();
/** One limiter per cache, so memory-backed counts persist between requests. */
function voucherLimiter(cache: Cache) {
  let l = limiters.get(cache);
  if (!l) limiters.set(cache, (l = createLimiter(cache, "voucher", { points: 5, duration: 15 * 60 })));
  return l;
}

export type RedeemResult = VoucherOutcome & { value?: number };

export async function redeemVoucher(
  services: { db: DB; cache: Cache },
  accountId: number,
  input: { cardNumber: string; issuanceNumber: string; pin: string },
  now = new Date(),
): Promise<RedeemResult | { result: "DECLINED"; message: string }> {
  const { db, cache } = services;
  // Five tries per account per 15 minutes: a 6-digit PIN must not be guessable.
  const wait = await take(voucherLimiter(cache), String(accountId));
  if (wait != null) return { result: "DECLINED", message: VOUCHER_TRIES_MESSAGE };
  const card = await db.selectFrom("voucher_cards").selectAll().where("card_number", "=", input.cardNumber).executeTakeFirst();
  const pinMatches = !!card && crypto.timingSafeEqual(Buffer.from(voucherPinHash(input.cardNumber, input.pin), "hex"), Buffer.from(card.pin_hash, "hex"));
  const outcome = voucherOutcome(
    card ? { issuanceNumber: card.issuance_number, expiresOn: card.expires_on, redeemed: card.redeemed_by != null } : null,
    { issuanceNumber: input.issuanceNumber, pinMatches },
    indiaDate(now),
  );
  if (outcome.result !== "APPROVAL" || !card) return outcome;
  const redeemed = await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable("voucher_cards")
      .set({ redeemed_by: accountId, redeemed_at: now.toISOString() })
      .where("card_number", "=", card.card_number)
      .where("redeemed_by", "is", null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await restoreHealthCredits(trx, accountId, card.value);
    return true;
  });
  if (!redeemed) return { result: "DECLINED", message: CARD_ALREADY_REDEEMED };
  log.info({ event: "VOUCHER_REDEEMED", accountId, card: `••••${card.card_number.slice(-4)}`, value: card.value });
  return { result: "APPROVAL", value: card.value };
}
