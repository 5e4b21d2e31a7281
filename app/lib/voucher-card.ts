/**
 * Voucher cards (platform document §5): "Voucher card messages: Invalid card number; Invalid Issuance Number; The
 * card number does not exist or PIN is invalid; Card is Expired. An APPROVAL result is success."
 *
 * A card number is 16 digits, its issuance number 6 digits and its PIN 6 digits (as printed on the card). The
 * checks run in this order so that nothing about a card is told before its PIN is right.
 */
export const INVALID_CARD_NUMBER = "Invalid card number";
export const INVALID_ISSUANCE_NUMBER = "Invalid Issuance Number";
export const CARD_NOT_FOUND_OR_BAD_PIN = "The card number does not exist or PIN is invalid";
export const CARD_EXPIRED = "Card is Expired";
export const CARD_ALREADY_REDEEMED = "This card has already been redeemed";
export const APPROVAL = "APPROVAL";

export const normaliseCardNumber = (raw: string) => raw.replace(/[\s-]/g, "");

/** What the form can tell before asking the card store. */
export function voucherFormatErrors(input: { cardNumber: string; issuanceNumber: string; pin: string }): Partial<Record<"cardNumber" | "issuanceNumber" | "pin", string>> {
  return {
    cardNumber: /^\d{16}$/.test(normaliseCardNumber(input.cardNumber)) ? undefined : INVALID_CARD_NUMBER,
    issuanceNumber: /^\d{6}$/.test(input.issuanceNumber.trim()) ? undefined : INVALID_ISSUANCE_NUMBER,
    pin: /^\d{6}$/.test(input.pin.trim()) ? undefined : CARD_NOT_FOUND_OR_BAD_PIN,
  };
}

export interface StoredVoucher {
  issuanceNumber: string;
  /** yyyy-mm-dd, the last day the card can be used (India). */
  expiresOn: string;
  redeemed: boolean;
}

export type VoucherOutcome = { result: typeof APPROVAL } | { result: "DECLINED"; message: string };

/** The card store's answer: `card` null when no such number; `pinMatches` from the hashed PIN. */
export function voucherOutcome(card: StoredVoucher | null, input: { issuanceNumber: string; pinMatches: boolean }, today: string): VoucherOutcome {
  if (!card || !input.pinMatches) return { result: "DECLINED", message: CARD_NOT_FOUND_OR_BAD_PIN };
  if (card.issuanceNumber !== input.issuanceNumber.trim()) return { result: "DECLINED", message: INVALID_ISSUANCE_NUMBER };
  if (card.expiresOn < today) return { result: "DECLINED", message: CARD_EXPIRED };
  if (card.redeemed) return { result: "DECLINED", message: CARD_ALREADY_REDEEMED };
  return { result: APPROVAL };
}

/** "An APPROVAL result is success." */
export const isVoucherSuccess = (o: VoucherOutcome) => o.result === APPROVAL;
