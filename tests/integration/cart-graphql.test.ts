/**
 * The cart and pricing API on every database target: the server cart per account (survives sign-out and a second
 * device, scoped to its account), idempotent changes, a visitor's cart merged at sign-in, and billing.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

async function cookieFor(accountId: number, mobileNumber: string, isCircleMember = false) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const CART = `itemIds selectedPatients patientCartItems { patientID itemIds } cartType couponCode useHealthCredits
  selectedRecommendations { patientID packageItemId removedItemIds }`;
const UPDATE = `mutation($change: DiagnosticCartChange!, $visitorItemIds: [Int!]) {
  updateDiagnosticCart(change: $change, visitorItemIds: $visitorItemIds) { cart { ${CART} } notices { kind message itemId patientID } } }`;
const BILLING = `totalMrp discountOnMrpNew circleMemberDiscount couponDiscount homeCollectionCharges bookingFees toPay subTotal
  healthCreditsUsed healthCreditsAvailable couponCode isCouponValid errorMsg patientCount perPatientToPay isCircleMember isCorporateFlow
  diagPatientLineItems { patientID totalPrice lineItems { itemId price mrp groupPlan } }`;

const THYROID = itemByTag("thyroid-profile-total-t3-t4-tsh").itemId;
const TSH = itemByTag("tsh-ultrasensitive").itemId;
const CBC = itemByTag("complete-blood-count-cbc").itemId;
const THYROID_CARE = itemByTag("thyroid-care").itemId;
const UPT = itemByTag("urine-pregnancy-test").itemId;

const update = (change: Record<string, unknown>, cookie?: string, visitorItemIds?: number[]) => gql(UPDATE, { change, visitorItemIds }, cookie);
const cartOf = (b: GqlBody) => b.data?.updateDiagnosticCart?.cart;

describe.each(targets)("cart over GraphQL on $name", (target) => {
  servicesOfTarget(target);

  async function patientIds(cookie: string): Promise<Record<string, number>> {
    const b = await gql(`{ getPatientsByAccount { id firstName } }`, {}, cookie);
    return Object.fromEntries(b.data.getPatientsByAccount.map((p: { id: string; firstName: string }) => [p.firstName, Number(p.id)]));
  }

  it("a visitor's cart lives in the browser: the server applies the rules to the ids sent and keeps nothing", async () => {
    const added = await update({ action: "ADD_ITEM", itemId: THYROID }, undefined, [TSH, CBC]);
    // The thyroid profile measures TSH: "Tests with overlapping parameters cannot share a cart; the cart is updated."
    expect(cartOf(added).itemIds).toEqual([CBC, THYROID]);
    expect((await update({ action: "SELECT_PATIENTS", patientIDs: [1] }, undefined, [CBC])).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const billing = await gql(`query($ids: [Int!]) { getDiagnosticCartDetailsV1(visitorItemIds: $ids) { ${BILLING} } }`, { ids: [CBC, THYROID] });
    expect(billing.data.getDiagnosticCartDetailsV1).toMatchObject({ isCircleMember: false, circleMemberDiscount: 0, patientCount: 1 });
  });

  it("a signed-in account's cart is kept on the server, for every device, and for that account only", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Meera, ids.Kabir] }, alice);
    const added = await update({ action: "ADD_ITEM", itemId: THYROID }, alice);
    expect(cartOf(added).patientCartItems).toEqual([{ patientID: ids.Meera, itemIds: [THYROID] }, { patientID: ids.Kabir, itemIds: [THYROID] }]);

    const secondDevice = await cookieFor(1, "9000000001", true);
    expect((await gql(`{ getDiagnosticCart { ${CART} } }`, {}, secondDevice)).data.getDiagnosticCart.itemIds).toEqual([THYROID]);

    const bob = await cookieFor(3, "9876543210");
    expect((await gql(`{ getDiagnosticCart { ${CART} } }`, {}, bob)).data.getDiagnosticCart.itemIds).toEqual([]);
    // Alice's profiles are not Bob's to choose or to price.
    const chosen = await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Meera] }, bob);
    expect(cartOf(chosen).selectedPatients).toEqual([]);
    const priced = await gql(`query($c: [DiagnosticCartPatientInput!]) { getDiagnosticCartDetailsV1(cartItem: $c) { toPay } }`, { c: [{ patientID: ids.Meera, itemIds: [THYROID] }] }, bob);
    expect(priced.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("cart changes are idempotent and safe to double-click; concurrent changes are all kept", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Aarav] }, alice);
    const [a, b] = await Promise.all([update({ action: "ADD_ITEM", itemId: CBC }, alice), update({ action: "ADD_ITEM", itemId: CBC }, alice)]);
    expect(cartOf(a).itemIds).toEqual([CBC]);
    expect(cartOf(b).itemIds).toEqual([CBC]);
    const again = await update({ action: "ADD_ITEM", itemId: CBC }, alice);
    expect(again.data.updateDiagnosticCart.notices.map((n: { kind: string }) => n.kind)).toEqual(["already-in-cart"]);
    await Promise.all([update({ action: "ADD_ITEM", itemId: THYROID }, alice), update({ action: "ADD_ITEM", itemId: UPT }, alice)]);
    const now = (await gql(`{ getDiagnosticCart { ${CART} } }`, {}, alice)).data.getDiagnosticCart;
    // UPT is for women only: Aarav is refused it, so it never enters his cart.
    expect([...now.itemIds].sort()).toEqual([CBC, THYROID].sort());
  });

  it("a visitor's cart merges at sign-in through the same rules", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Aarav] }, alice);
    await update({ action: "ADD_ITEM", itemId: THYROID_CARE }, alice);
    const merged = await update({ action: "MERGE", itemIds: [THYROID, CBC, TSH, UPT] }, alice);
    expect(cartOf(merged).patientCartItems).toEqual([{ patientID: ids.Aarav, itemIds: [THYROID_CARE] }]);
    const again = await update({ action: "MERGE", itemIds: [THYROID, CBC, TSH, UPT] }, alice);
    expect(cartOf(again)).toEqual(cartOf(merged));
  });

  it("a package recommendation replaces the tests it covers for one patient, and undo brings them back", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Aarav, ids.Meera] }, alice);
    await update({ action: "ADD_ITEM", itemId: THYROID }, alice);
    const replaced = await update({ action: "APPLY_RECOMMENDATION", patientID: ids.Meera, packageItemId: THYROID_CARE }, alice);
    expect(cartOf(replaced).patientCartItems).toEqual([{ patientID: ids.Aarav, itemIds: [THYROID] }, { patientID: ids.Meera, itemIds: [THYROID_CARE] }]);
    const undone = await update({ action: "UNDO_RECOMMENDATION", patientID: ids.Meera, packageItemId: THYROID_CARE }, alice);
    expect(cartOf(undone).patientCartItems).toEqual([{ patientID: ids.Aarav, itemIds: [THYROID] }, { patientID: ids.Meera, itemIds: [THYROID] }]);
  });

  it("billing: Circle prices for a member, a coupon with a clear refusal, health credits up to 50%", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Aarav, ids.Meera] }, alice);
    await update({ action: "ADD_ITEM", itemId: THYROID }, alice);
    const plain = (await gql(`{ getDiagnosticCartDetailsV1 { ${BILLING} } }`, {}, alice)).data.getDiagnosticCartDetailsV1;
    expect(plain.isCircleMember).toBe(true);
    expect(plain.diagPatientLineItems[0].lineItems[0].groupPlan).toBe("CIRCLE");
    expect(plain.patientCount).toBe(2);
    expect(plain.perPatientToPay).toBe(Math.round((plain.toPay / 2) * 100) / 100);

    const refused = await gql(`mutation { vaidateDiagnosticCoupon(couponInput: { couponCode: "firstlab" }) { status isCouponValid errorMsg message } }`, {}, alice);
    expect(refused.data.vaidateDiagnosticCoupon).toMatchObject({ status: false, isCouponValid: false, errorMsg: "This coupon is valid on your first lab test order only." });
    const ok = await gql(`mutation { vaidateDiagnosticCoupon(couponInput: { couponCode: "CIRCLE15" }) { status discountAmount } }`, {}, alice);
    expect(ok.data.vaidateDiagnosticCoupon.status).toBe(true);

    await update({ action: "SET_COUPON", couponCode: "circle15" }, alice);
    await update({ action: "SET_HEALTH_CREDITS", useHealthCredits: true }, alice);
    const b = (await gql(`{ getDiagnosticCartDetailsV1 { ${BILLING} } }`, {}, alice)).data.getDiagnosticCartDetailsV1;
    expect(b.couponCode).toBe("CIRCLE15");
    expect(b.couponDiscount).toBe(ok.data.vaidateDiagnosticCoupon.discountAmount);
    const orderValue = b.subTotal - b.couponDiscount + b.homeCollectionCharges + b.bookingFees;
    expect(b.healthCreditsUsed).toBeLessThanOrEqual(orderValue / 2);
    expect(b.healthCreditsUsed).toBeGreaterThan(0);
    expect(Math.round((orderValue - b.healthCreditsUsed) * 100)).toBe(Math.round(b.toPay * 100));
  });

  it("the corporate flow prices by the partner's plan", async () => {
    const priya = await cookieFor(2, "9000000002");
    const ids = await patientIds(priya);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Priya] }, priya);
    await update({ action: "ADD_ITEM", itemId: THYROID }, priya);
    const b = (await gql(`{ getDiagnosticCartDetailsV1 { ${BILLING} } }`, {}, priya)).data.getDiagnosticCartDetailsV1;
    expect(b.isCorporateFlow).toBe(true);
    expect(b.diagPatientLineItems[0].lineItems[0].groupPlan).toBe("HDFCBANK");
  });

  it("validatePatientCart returns conflicts and gender-invalid ids for the caller's patients", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const ids = await patientIds(alice);
    const b = await gql(
      `query($p: [DiagnosticCartPatientInput!]) { validatePatientCart(patientsObjWithLineItems: $p) { validatedCartItems { patientID genderInvalidItemIds conflicts { itemToKeep itemsWithConflicts } } } }`,
      { p: [{ patientID: ids.Aarav, itemIds: [THYROID_CARE, THYROID, UPT] }] },
      alice,
    );
    expect(b.data.validatePatientCart.validatedCartItems[0]).toMatchObject({
      patientID: ids.Aarav, genderInvalidItemIds: [UPT], conflicts: [{ itemToKeep: THYROID_CARE, itemsWithConflicts: [THYROID] }],
    });
  });
});

describe.each(targets)("cart at sign-in and on address change on $name", (target) => {
  const services = servicesOfTarget(target);

  it("'Unserviceable items are removed the same way' when the address changes", async () => {
    const alice = await cookieFor(1, "9000000001", true);
    const { db } = services();
    const ids = Object.fromEntries(
      (await gql(`{ getPatientsByAccount { id firstName } }`, {}, alice)).data.getPatientsByAccount.map((p: { id: string; firstName: string }) => [p.firstName, Number(p.id)]),
    );
    const addresses = (await gql(`{ getAddresses { id cityId } }`, {}, alice)).data.getAddresses as { id: string; cityId: number }[];
    await update({ action: "CLEAR" }, alice);
    await update({ action: "SELECT_PATIENTS", patientIDs: [ids.Aarav] }, alice);
    await update({ action: "ADD_ITEM", itemId: CBC }, alice);
    await update({ action: "ADD_ITEM", itemId: THYROID }, alice);
    // CBC stops being sold in the address's city.
    await db.deleteFrom("diagnostic_pricing").where("item_id", "=", CBC).where("city_id", "=", addresses[0].cityId).execute();
    const moved = await update({ action: "SET_ADDRESS", addressId: Number(addresses[0].id) }, alice);
    expect(cartOf(moved).itemIds).toEqual([THYROID]);
    expect(moved.data.updateDiagnosticCart.notices[0]).toMatchObject({ kind: "unserviceable", itemId: CBC });
  });

  it("signing in merges the visitor's cart cookie into the account's cart and clears the cookie", async () => {
    const { withVisitorCartMerged } = await import("~/features/auth/login-route.server");
    const alice = await cookieFor(1, "9000000001", true);
    await update({ action: "CLEAR" }, alice);
    const request = new Request("http://localhost/login?continue=%2Ftests-cart", { headers: { Cookie: `diagCart=${TSH}.${UPT}` } });
    const response = await withVisitorCartMerged(request, 1, new Response(null, { status: 302, headers: { Location: "/tests-cart" } }));
    expect(response.headers.get("Set-Cookie")).toMatch(/^diagCart=; Path=\/; Max-Age=0/);
    const cart = (await gql(`{ getDiagnosticCart { ${CART} } }`, {}, alice)).data.getDiagnosticCart;
    expect(cart.itemIds).toEqual([TSH, UPT]);
  });
});
