/**
 * Mobile number rules of the spec. A stored number is "+91 followed by 10 digits starting 6-9"; while a
 * user types, the field accepts "a number starts with 6-9 and has up to 10 digits, or starts with 234
 * (Nigeria) followed by up to 10 more digits".
 */
export const INDIA_DIAL_CODE = "+91";
export const MOBILE_PREFIX_MESSAGE = "Mobile Number should start with +91 followed by 10 digits";
export const INVALID_MOBILE_MESSAGE = "Please enter a valid mobile number";

const WITH_PREFIX = /^\+91[6-9]\d{9}$/;
const TYPING = /^(?:[6-9]\d{0,9}|234\d{0,10})$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** "+91 followed by 10 digits starting 6-9". */
export function isValidMobileWithPrefix(value: string): boolean {
  return WITH_PREFIX.test(value);
}

/** Whether a partly typed number may still become valid (empty input is allowed while typing). */
export function isAcceptableWhileTyping(value: string): boolean {
  return value === "" || TYPING.test(value);
}

/** Keeps only what the field accepts: digits, and only while the typed number stays acceptable. */
export function filterTypedMobile(previous: string, next: string): string {
  const digits = next.replace(/\D/g, "");
  return isAcceptableWhileTyping(digits) ? digits : previous;
}

/** A complete Indian mobile number of 10 digits starting 6-9. */
export function isValidIndianMobile(digits: string): boolean {
  return INDIAN_MOBILE.test(digits);
}

/** Validates a submitted Indian number; returns the spec's message, or null when it is valid. */
export function indianMobileError(raw: string): string | null {
  const value = raw.replace(/[\s-]/g, "");
  if (value.startsWith("+")) return isValidMobileWithPrefix(value) ? null : MOBILE_PREFIX_MESSAGE;
  return isValidIndianMobile(value) ? null : INVALID_MOBILE_MESSAGE;
}

/** A number for another country: its dial code is known to us, the rest is 6 to 12 digits. */
export function internationalMobileError(dialCode: string, raw: string): string | null {
  const value = raw.replace(/[\s-]/g, "");
  if (!/^\+\d{1,4}$/.test(dialCode)) return INVALID_MOBILE_MESSAGE;
  if (dialCode === INDIA_DIAL_CODE) return indianMobileError(value);
  // Nigeria's numbers are typed with their 234 prefix ("starts with 234 followed by up to 10 more digits").
  const national = dialCode === "+234" && value.startsWith("234") ? value.slice(3) : value;
  return /^\d{6,12}$/.test(national) ? null : INVALID_MOBILE_MESSAGE;
}

/** The national part without separators (and without a typed +91 / 234 prefix). */
export function nationalNumber(dialCode: string, raw: string): string {
  const value = raw.replace(/[\s-]/g, "");
  if (value.startsWith(dialCode)) return value.slice(dialCode.length);
  if (dialCode === "+234" && value.startsWith("234")) return value.slice(3);
  return value;
}
