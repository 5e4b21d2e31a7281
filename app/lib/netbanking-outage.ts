/**
 * The spec's netbanking outage messages (§8: "messages that banks are disabled due to high failures and to try
 * another option, or that banks are experiencing high failures"), shown before a patient pays when the payment
 * gateway reports banks failing. One home for every kind's payment pages.
 */

/** What the gateway reports: banks it has switched off for now, and banks failing often but still offered. */
export interface NetbankingHealth {
  disabled: string[];
  degraded: string[];
}

export const NO_NETBANKING_OUTAGE: NetbankingHealth = { disabled: [], degraded: [] };

/** "HDFC Bank", "HDFC Bank and ICICI Bank", "HDFC Bank, ICICI Bank and Axis Bank". */
function banksPhrase(banks: string[]): string {
  return banks.length <= 1 ? banks.join("") : `${banks.slice(0, -1).join(", ")} and ${banks[banks.length - 1]}`;
}

export const netbankingDisabledMessage = (banks: string[]) =>
  `Netbanking for ${banksPhrase(banks)} ${banks.length > 1 ? "are" : "is"} disabled due to high failures. Please try another option.`;

export const netbankingDegradedMessage = (banks: string[]) =>
  `${banksPhrase(banks)} ${banks.length > 1 ? "are" : "is"} experiencing high failures. Your payment may not go through; you can try another option.`;

/** The messages to show, disabled banks first; none when every bank is well. */
export function netbankingOutageMessages(h: NetbankingHealth): string[] {
  const disabled = [...new Set(h.disabled)];
  const degraded = [...new Set(h.degraded)].filter((b) => !disabled.includes(b));
  return [...(disabled.length ? [netbankingDisabledMessage(disabled)] : []), ...(degraded.length ? [netbankingDegradedMessage(degraded)] : [])];
}

/**
 * The sandbox gateway's outage, as a tester sets it in PAYMENT_SANDBOX_NETBANKING_OUTAGE:
 * "HDFC Bank:disabled,ICICI Bank:degraded". Unknown states and empty names are left out.
 */
export function parseSandboxNetbankingOutage(value: string | undefined | null): NetbankingHealth {
  const out: NetbankingHealth = { disabled: [], degraded: [] };
  for (const part of (value ?? "").split(",")) {
    const at = part.lastIndexOf(":");
    if (at <= 0) continue;
    const bank = part.slice(0, at).trim().slice(0, 60);
    const state = part.slice(at + 1).trim().toLowerCase();
    if (bank && (state === "disabled" || state === "degraded")) out[state].push(bank);
  }
  return out;
}
