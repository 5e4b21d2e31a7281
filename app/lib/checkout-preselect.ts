/**
 * What checkout chooses for the patient when the choice is obvious (issue: "Pre-select the account's own profile
 * after it is created, and the only or default address"). Only the address rule is here; the own profile is
 * selected where it is created (the cart's patient step).
 */

/** The collection address to use when none is chosen: the default one, else the only one, else none. */
export function preselectedAddressId(addresses: readonly { id: number; isDefault: boolean }[]): number | null {
  const byDefault = addresses.find((a) => a.isDefault);
  if (byDefault) return byDefault.id;
  return addresses.length === 1 ? addresses[0].id : null;
}
