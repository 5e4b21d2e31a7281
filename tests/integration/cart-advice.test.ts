/**
 * The cart's advice on every database target: package recommendations suit each patient's gender and age, say
 * what the swap changes (price difference, tests added), and items sharing parameters never share a cart.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { cartPageData } from "~/features/cart/cart-page.server";
import { itemSuitsPatient } from "~/lib/cart-rules";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function gql(query: string, variables: Record<string, unknown>, cookie: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const UPDATE = `mutation($change: DiagnosticCartChange!) {
  updateDiagnosticCart(change: $change) { cart { itemIds patientCartItems { patientID itemIds } } notices { kind message itemId patientID } } }`;
const id = (tag: string) => itemByTag(tag).itemId;
/** First-visit pregnancy tests: only the antenatal profile (women, 18-50 years) includes all of them. */
const CART = [
  "complete-blood-count-cbc", "tsh-ultrasensitive", "blood-group-abo-rh", "hbsag-hepatitis-b-surface-antigen", "hiv-1-2-antibodies",
  "rubella-igg", "haemoglobin-variants-hplc",
];

describe.each(targets)("cart advice on $name", (target) => {
  servicesOfTarget(target);

  async function signedIn() {
    // Account 1's own tests start from an empty cart: Meera (37) and Sushila (70), both women.
    const cookie = await cookieFor(1, "9000000001");
    const update = (change: Record<string, unknown>) => gql(UPDATE, { change }, cookie);
    await update({ action: "CLEAR" });
    const patients = (await gql(`{ getPatientsByAccount { id firstName } }`, {}, cookie)).data.getPatientsByAccount as { id: string; firstName: string }[];
    const idOf = (name: string) => Number(patients.find((p) => p.firstName === name)!.id);
    return { cookie, update, meera: idOf("Meera"), sushila: idOf("Sushila") };
  }

  it("a pregnancy panel is offered to a woman of 37 and never to her mother of 70; the swap shows the price difference and the tests added", async () => {
    const { cookie, update, meera, sushila } = await signedIn();
    await update({ action: "SELECT_PATIENTS", patientIDs: [meera, sushila] });
    for (const tag of CART) {
      await update({ action: "ADD_ITEM", itemId: id(tag) });
    }
    const data = await cartPageData(new Request("http://localhost/tests-cart", { headers: { cookie } }));
    const forMeera = data.recommendations.find((r) => r.patientID === meera)!;
    expect(forMeera.packageName).toBe("Antenatal (Pregnancy) Profile");
    const forSushila = data.recommendations.find((r) => r.patientID === sushila);
    expect(forSushila?.packageItemId).not.toBe(id("antenatal-pregnancy-profile"));
    // Whatever is offered suits the patient it is offered to.
    const dob = { [meera]: "02/03/1989", [sushila]: "05/01/1956" };
    const ids = data.recommendations.map((r) => r.packageItemId);
    const items = (await gql(`query($ids: [Int!]!) { findDiagnosticsByItemIDsAndCityID(itemIDs: $ids, cityID: 9) { itemId gender fromAgeInDays toAgeInDays } }`, { ids }, cookie))
      .data.findDiagnosticsByItemIDsAndCityID as { itemId: number; gender: string; fromAgeInDays: number; toAgeInDays: number }[];
    expect(items).toHaveLength(ids.length);
    for (const r of data.recommendations) {
      expect(itemSuitsPatient(items.find((i) => i.itemId === r.packageItemId)!, { gender: "F", dateOfBirth: dob[r.patientID] }, new Date())).toBe(true);
    }

    // "Replace with …" says what changes: the package price against what the replaced tests cost now.
    const lines = data.billing.diagPatientLineItems.find((p) => p.patientID === meera)!.lineItems;
    const replaced = lines.filter((l) => forMeera.covers.some((c) => c.itemId === l.itemId)).reduce((s, l) => s + l.price, 0);
    expect(forMeera.replacedPrice).toBeCloseTo(replaced, 2);
    expect(forMeera.priceDifference).toBeCloseTo(forMeera.price - replaced, 2);
    expect(forMeera.covers.map((c) => c.itemId).sort()).toEqual(CART.map(id).sort());
    expect(forMeera.testsAdded).toContain("VDRL (Syphilis Screening)");
    expect(forMeera.testsAdded).not.toContain("Complete Blood Count (CBC)");
    expect(forMeera.testsAdded).toHaveLength(itemByTag("antenatal-pregnancy-profile").inclusions.length - CART.length);
  });

  it("'Tests with overlapping parameters cannot share a cart; the cart is updated': TSH is never booked twice", async () => {
    const { update, meera } = await signedIn();
    await update({ action: "SELECT_PATIENTS", patientIDs: [meera] });
    await update({ action: "ADD_ITEM", itemId: id("thyroid-profile-total-t3-t4-tsh") });
    const added = await update({ action: "ADD_ITEM", itemId: id("full-body-checkup-essential") });
    expect(added.data.updateDiagnosticCart.cart.patientCartItems).toEqual([{ patientID: meera, itemIds: [id("full-body-checkup-essential")] }]);
    expect(added.data.updateDiagnosticCart.notices).toContainEqual({
      kind: "partial-overlap", itemId: id("thyroid-profile-total-t3-t4-tsh"), patientID: meera,
      message: "Thyroid Profile Total (T3, T4, TSH) was removed: Full Body Checkup - Essential also measures TSH (Ultrasensitive), and the same parameter is not tested, paid for or reported twice.",
    });
    const refused = await update({ action: "ADD_ITEM", itemId: id("thyroid-profile-total-t3-t4-tsh") });
    expect(refused.data.updateDiagnosticCart.cart.itemIds).toEqual([id("full-body-checkup-essential")]);
    expect(refused.data.updateDiagnosticCart.notices[0].message).toMatch(/^Thyroid Profile Total \(T3, T4, TSH\) was not added: Full Body Checkup - Essential in your cart already measures TSH/);
  });
});
