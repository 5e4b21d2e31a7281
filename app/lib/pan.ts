/**
 * The PAN checks made before an application reaches the bank (issue 20, "The co-branded credit card"):
 * "format ^[A-Z]{5}[0-9]{4}[A-Z]$, the fourth letter P for a person, the fifth letter the initial of the surname".
 * Pure, so the browser, the REST validatePan call and the application store apply the same rule.
 */
export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_REQUIRED_MESSAGE = "Please enter your PAN";
export const PAN_FORMAT_MESSAGE = "Please enter a valid PAN: 5 letters, 4 digits and a letter, like ABCPK1234F";
export const PAN_NOT_PERSONAL_MESSAGE = "This is not a personal PAN: its 4th letter must be P";
export const PAN_SURNAME_MESSAGE = "The 5th letter of your PAN must be the first letter of your surname";

/** Upper case, without spaces: how people type a PAN and how it is kept. */
export const normalisePan = (raw: string) => raw.replace(/\s+/g, "").toUpperCase();

/** Why a PAN cannot be used for this surname, or null when it can. */
export function panError(raw: string, surname: string): string | null {
  const pan = normalisePan(raw);
  if (!pan) return PAN_REQUIRED_MESSAGE;
  if (!PAN_FORMAT.test(pan)) return PAN_FORMAT_MESSAGE;
  // The 4th character is the holder's status; P is an individual person.
  if (pan[3] !== "P") return PAN_NOT_PERSONAL_MESSAGE;
  const initial = surname.trim().normalize("NFD").replace(/[^A-Za-z]/g, "").charAt(0).toUpperCase();
  // The 5th character is the first letter of a person's surname.
  if (!initial || pan[4] !== initial) return PAN_SURNAME_MESSAGE;
  return null;
}

/** "ABCPK1234F" → "ABCPK••••F": how a PAN is shown anywhere, once entered. Anything else is masked whole. */
export function maskPan(raw: string): string {
  const pan = normalisePan(raw);
  return PAN_FORMAT.test(pan) ? `${pan.slice(0, 5)}••••${pan.slice(9)}` : "••••••••••";
}
