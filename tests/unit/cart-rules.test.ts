/** Cart rules, one test per rule of the lab-tests spec (§4 "Cart behaviours", §5 validation rules), quoted. */
import { describe, expect, it } from "vitest";
import {
  addItem, addPackageFromItemPage, applyPackageRecommendation, applyRule, cartType, clearCartInfo, emptyCart,
  ageInDays, flagModifyItem, genderMatches, itemSuitsPatient, maxPatientsMessage, mergeVisitorCart, removeItem, removeModifyOrderId, removePatient,
  removePatientItem, removeUnserviceableItems, resetRecommendationUndo, sanitiseCart, selectPatients, undoModifyCart,
  undoPackageRecommendation, validatePatientCart, type CartItem, type CartRulesContext, type DiagnosticsCart,
} from "~/lib/cart-rules";
import { PROFILE_INCOMPLETE_MESSAGE } from "~/lib/patient";

const test = (itemId: number, name: string, parameters: string[], over: Partial<CartItem> = {}): CartItem => ({
  itemId, name, itemType: "TEST", gender: "B", inclusions: [itemId], parameters, kind: "PATHOLOGY", ...over,
});
const CBC = test(1001, "Complete Blood Count (CBC)", ["Haemoglobin", "Platelet Count"]);
const THYROID = test(1071, "Thyroid Profile Total (T3, T4, TSH)", ["Total T3", "Total T4", "TSH"]);
const TSH = test(1073, "TSH (Thyroid Stimulating Hormone)", ["TSH"]);
const FT4 = test(1077, "Free T4 (FT4)", ["Free T4", "TSH"]); // shares TSH with the thyroid profile, and more
const UPT = test(1223, "Urine Pregnancy Test (UPT)", ["Urine hCG"], { gender: "F" });
const PSA = test(1249, "PSA Total", ["PSA"], { gender: "M" });
const GTT = test(1032, "Glucose Tolerance Test (GTT)", ["Glucose, Fasting", "Glucose, 2 hours"]);
const GCT = test(1033, "Glucose Challenge Test (GCT, 75 g) - Pregnancy", ["Glucose, 2 hours after 75 g"], { gender: "F" });
const NEWBORN = test(1248, "Newborn Screening (6 Disorders)", ["TSH (Neonatal)"]);
const XRAY = test(9001, "X-Ray Chest PA View", ["Chest X-Ray"], { kind: "RADIOLOGY" });
const THYROID_CARE: CartItem = {
  itemId: 5027, name: "Thyroid Care", itemType: "PACKAGE", gender: "B", inclusions: [1071, 1001, 1090],
  parameters: ["Total T3", "Total T4", "TSH", "Haemoglobin", "Platelet Count", "Anti-TPO"], kind: "PATHOLOGY",
};

const ctx: CartRulesContext = {
  patients: [
    { id: 1, firstName: "Aarav", gender: "M", dateOfBirth: "14/08/1986" },
    { id: 2, firstName: "Meera", gender: "F", dateOfBirth: "02/03/1989" },
    { id: 3, firstName: "Kabir", gender: "M", dateOfBirth: "21/11/2015" },
    { id: 4, firstName: "Baby", gender: "F", dateOfBirth: "01/10/2026" },
    { id: 5, firstName: "Kamala", gender: "F", dateOfBirth: null },
    { id: 6, firstName: "P6", gender: "F", dateOfBirth: "01/01/1990" },
    { id: 7, firstName: "P7", gender: "M", dateOfBirth: "01/01/1990" },
    { id: 8, firstName: "P8", gender: "M", dateOfBirth: "01/01/1990" },
  ],
  blockedItems: [{ itemId: GTT.itemId, blockedItemIds: [GCT.itemId] }],
  labTestConfig: { minAgeForDiagOrder: 1, minAgeSpecialItemId: NEWBORN.itemId },
  today: new Date("2026-11-23T12:00:00Z"),
};

function withPatients(ids: number[], cart: DiagnosticsCart = emptyCart()) {
  return applyRule(cart, (d) => selectPatients(d, ids, ctx)).cart;
}
const add = (cart: DiagnosticsCart, item: CartItem) => applyRule(cart, (d) => addItem(d, item, ctx));
const itemsOf = (cart: DiagnosticsCart, patientID: number) => cart.patientCartItems.find((e) => e.patientID === patientID)?.itemIds ?? [];

describe("adding items", () => {
  it("'Adding an item puts it in the global cart and in the cart of each selected patient'", () => {
    const { cart, notices } = add(withPatients([1, 2]), CBC);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([CBC.itemId]);
    expect(itemsOf(cart, 1)).toEqual([CBC.itemId]);
    expect(itemsOf(cart, 2)).toEqual([CBC.itemId]);
    expect(notices.filter((n) => n.kind === "added")).toHaveLength(2);
  });

  it("adding an item already in the cart changes nothing and says so (safe to double-click)", () => {
    const once = add(withPatients([1]), CBC).cart;
    const twice = add(once, CBC);
    expect(twice.cart).toBe(once); // immer returns the same object when nothing changed
    expect(twice.notices.map((n) => n.kind)).toEqual(["already-in-cart"]);
  });

  it("'…whose gender matches': 'item gender must equal the patient gender or be All; otherwise a tooltip states that the test is not available for that gender'", () => {
    expect(genderMatches("F", "M")).toBe(false);
    expect(genderMatches("B", "M")).toBe(true);
    expect(genderMatches("F", "F")).toBe(true);
    const { cart, notices } = add(withPatients([1, 2]), UPT);
    expect(itemsOf(cart, 1)).toEqual([]);
    expect(itemsOf(cart, 2)).toEqual([UPT.itemId]);
    expect(notices.find((n) => n.patientID === 1)).toMatchObject({ kind: "gender", message: "This test is available only for women" });
  });

  it("a male-only test for a female patient alone adds nothing for her", () => {
    const { cart, notices } = add(withPatients([2]), PSA);
    expect(itemsOf(cart, 2)).toEqual([CBC.itemId].filter(() => false));
    expect(notices[0]).toMatchObject({ kind: "gender", message: "This test is available only for men" });
  });

  it("'…and who has no blocked-item conflict': 'This test cannot be added since {item} is already added in same order.'", () => {
    const start = add(withPatients([2]), GTT).cart;
    const { cart, notices } = add(start, GCT);
    expect(itemsOf(cart, 2)).toEqual([GTT.itemId]);
    expect(notices[0].message).toBe("This test cannot be added since Glucose Tolerance Test (GTT) is already added in same order.");
  });

  it("'A test already included in another cart item is rejected.'", () => {
    const start = add(withPatients([1]), THYROID_CARE).cart;
    const { cart, notices } = add(start, THYROID);
    expect(itemsOf(cart, 1)).toEqual([THYROID_CARE.itemId]);
    expect(notices[0]).toMatchObject({ kind: "included", message: "Thyroid Profile Total (T3, T4, TSH) is already included in Thyroid Care in your cart." });
  });

  it("'Tests with overlapping parameters cannot share a cart; the cart is updated.' — a covered test gives way", () => {
    const start = add(withPatients([1]), TSH).cart;
    const { cart, notices } = add(start, THYROID);
    expect(itemsOf(cart, 1)).toEqual([THYROID.itemId]);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([THYROID.itemId]);
    expect(notices.map((n) => n.kind)).toEqual(["overlap-replaced", "added"]);
    // …and the smaller test cannot come back while the larger one measures it.
    expect(add(cart, TSH).notices[0].kind).toBe("included");
  });

  describe("'Tests with overlapping parameters cannot share a cart; the cart is updated.' — partial overlaps", () => {
    const FULL_BODY: CartItem = {
      itemId: 5001, name: "Full Body Checkup - Essential", itemType: "PACKAGE", gender: "B", inclusions: [1001, 1073, 1040],
      parameters: ["Haemoglobin", "Platelet Count", "TSH", "Glucose, Fasting", "Total Cholesterol"], kind: "PATHOLOGY",
    };
    const FREE = test(1072, "Thyroid Profile Free (FT3, FT4, TSH)", ["Free T3", "Free T4", "TSH"]);

    it("a package measuring TSH among more parameters replaces the thyroid profile, and says what left and why", () => {
      const start = add(withPatients([1]), THYROID).cart;
      const { cart, notices } = add(start, FULL_BODY);
      expect(itemsOf(cart, 1)).toEqual([FULL_BODY.itemId]);
      expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([FULL_BODY.itemId]);
      expect(notices.find((n) => n.kind === "partial-overlap")).toMatchObject({
        itemId: THYROID.itemId, patientID: 1,
        message: "Thyroid Profile Total (T3, T4, TSH) was removed: Full Body Checkup - Essential also measures TSH, and the same parameter is not tested, paid for or reported twice.",
      });
    });

    it("the smaller item is not added next to one measuring the same parameter and more (TSH is never paid for twice)", () => {
      const start = add(withPatients([1]), FULL_BODY).cart;
      const { cart, notices } = add(start, THYROID);
      expect(itemsOf(cart, 1)).toEqual([FULL_BODY.itemId]);
      expect(notices).toEqual([{
        kind: "partial-overlap", itemId: THYROID.itemId, patientID: 1,
        message: "Thyroid Profile Total (T3, T4, TSH) was not added: Full Body Checkup - Essential in your cart already measures TSH and more, and the same parameter is not tested, paid for or reported twice.",
      }]);
      // Free T4 (2 parameters) beside the total profile (3): the profile stays.
      expect(itemsOf(add(add(withPatients([1]), THYROID).cart, FT4).cart, 1)).toEqual([THYROID.itemId]);
    });

    it("of two items measuring as many parameters, the one just added stays (the patient's latest choice)", () => {
      const { cart, notices } = add(add(withPatients([1, 2]), THYROID).cart, FREE);
      expect(itemsOf(cart, 1)).toEqual([FREE.itemId]);
      expect(itemsOf(cart, 2)).toEqual([FREE.itemId]);
      expect(notices.filter((n) => n.kind === "partial-overlap").map((n) => n.patientID)).toEqual([1, 2]);
    });

    it("a visitor's cart follows the same rule", () => {
      const { cart, notices } = add(add(emptyCart(), THYROID).cart, FULL_BODY);
      expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([FULL_BODY.itemId]);
      expect(notices[0].kind).toBe("partial-overlap");
      expect(add(cart, THYROID).notices[0].kind).toBe("partial-overlap");
    });

    it("accepting a package recommendation also takes out items sharing only some of its parameters, and undo brings them back", () => {
      const start = add(add(withPatients([1]), CBC).cart, FT4).cart;
      const applied = applyRule(start, (d) => applyPackageRecommendation(d, 1, THYROID_CARE, ctx));
      expect(itemsOf(applied.cart, 1)).toEqual([THYROID_CARE.itemId]);
      const undone = applyRule(applied.cart, (d) => undoPackageRecommendation(d, 1, THYROID_CARE.itemId));
      expect([...itemsOf(undone.cart, 1)].sort()).toEqual([CBC.itemId, FT4.itemId].sort());
    });
  });

  it("'For a patient under the minimum age, only one special item may be added.' (minAgeForDiagOrder)", () => {
    const baby = withPatients([4]);
    expect(add(baby, CBC).notices[0].kind).toBe("min-age");
    expect(itemsOf(add(baby, NEWBORN).cart, 4)).toEqual([NEWBORN.itemId]);
  });

  it("'Radiology and pathology tests cannot be booked together; adding one kind replaces the other kind.'", () => {
    const start = add(add(withPatients([1]), CBC).cart, THYROID).cart;
    const { cart, notices } = add(start, XRAY);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([XRAY.itemId]);
    expect(itemsOf(cart, 1)).toEqual([XRAY.itemId]);
    expect(notices[0].kind).toBe("kind-replaced");
    expect(add(cart, CBC).cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([CBC.itemId]);
  });

  it("a visitor's cart (no patients) keeps items globally under the same conflict rules", () => {
    const a = add(emptyCart(), TSH).cart;
    const b = add(a, THYROID).cart;
    expect(b.diagnosticsCartItems.map((i) => i.itemId)).toEqual([THYROID.itemId]);
    expect(add(b, THYROID).notices[0].kind).toBe("already-in-cart");
  });
});

describe("patients", () => {
  it("'Maximum patients per cart: 'You can add selected tests for upto {n} patients'' with n = 6", () => {
    const { cart, notices } = applyRule(emptyCart(), (d) => selectPatients(d, [1, 2, 3, 4, 6, 7, 8], ctx));
    expect(notices[0].message).toBe("You can add selected tests for upto 6 patients");
    expect(maxPatientsMessage()).toBe("You can add selected tests for upto 6 patients");
    expect(cart.selectedPatients).toEqual([]);
  });

  it("'A profile missing gender or date of birth blocks the order: contact customer care.'", () => {
    const { cart, notices } = applyRule(emptyCart(), (d) => selectPatients(d, [5, 1], ctx));
    expect(cart.selectedPatients).toEqual([1]);
    expect(notices[0]).toMatchObject({ kind: "profile-incomplete", message: PROFILE_INCOMPLETE_MESSAGE });
    expect(PROFILE_INCOMPLETE_MESSAGE).toMatch(/contact customer care/);
  });

  it("choosing a patient gives them the cart's items; un-choosing drops them", () => {
    const visitor = add(emptyCart(), CBC).cart;
    const chosen = withPatients([1, 2], visitor);
    expect(itemsOf(chosen, 1)).toEqual([CBC.itemId]);
    expect(itemsOf(withPatients([2], chosen), 1)).toEqual([]);
    expect(withPatients([2], chosen).selectedPatients).toEqual([2]);
  });

  it("'Removing a patient drops that patient's entry.'", () => {
    const start = add(withPatients([1, 2]), CBC).cart;
    const cart = applyRule(start, (d) => removePatient(d, 1)).cart;
    expect(cart.patientCartItems.map((e) => e.patientID)).toEqual([2]);
    expect(cart.selectedPatients).toEqual([2]);
  });

  it("'A patient left with no line items is dropped.'", () => {
    const start = add(withPatients([1, 2]), CBC).cart;
    const cart = applyRule(start, (d) => removePatientItem(d, 1, CBC.itemId)).cart;
    expect(cart.patientCartItems.map((e) => e.patientID)).toEqual([2]);
    expect(cart.selectedPatients).toEqual([2]);
  });
});

describe("removing and sanitising", () => {
  it("'Removing an item removes it from every patient'", () => {
    const start = add(add(withPatients([1, 2]), CBC).cart, THYROID).cart;
    const cart = applyRule(start, (d) => removeItem(d, CBC.itemId)).cart;
    expect(itemsOf(cart, 1)).toEqual([THYROID.itemId]);
    expect(itemsOf(cart, 2)).toEqual([THYROID.itemId]);
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([THYROID.itemId]);
  });

  it("'Unserviceable items are removed the same way.'", () => {
    const start = add(add(withPatients([1]), CBC).cart, THYROID).cart;
    const { cart, notices } = applyRule(start, (d) => removeUnserviceableItems(d, new Set([THYROID.itemId])));
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([THYROID.itemId]);
    expect(notices[0]).toMatchObject({ kind: "unserviceable", itemId: CBC.itemId });
  });

  it("'Sanitising removes entries for patients no longer known and items no longer in the cart.'", () => {
    const start = add(withPatients([1, 2]), CBC).cart;
    const broken: DiagnosticsCart = { ...start, patientCartItems: [...start.patientCartItems.map((e) => ({ ...e, itemIds: [...e.itemIds, 4242] }))] };
    const cart = applyRule(broken, (d) => sanitiseCart(d, new Set([1]))).cart;
    expect(cart.patientCartItems).toEqual([{ patientID: 1, itemIds: [CBC.itemId] }]);
    expect(cart.selectedPatients).toEqual([1]);
  });

  it("'Clearing cart info resets cart, address, patient items, prescription and recommendations'", () => {
    const start = { ...add(withPatients([1]), CBC).cart, deliveryAddressId: 3, couponCode: "HEALTH25" };
    expect(applyRule(start, (d) => clearCartInfo(d)).cart).toEqual(emptyCart());
  });
});

describe("package recommendations", () => {
  const start = () => add(add(withPatients([1, 2]), THYROID).cart, CBC).cart;

  it("'A package recommendation replaces, for a patient, the items it covers.'", () => {
    const { cart } = applyRule(start(), (d) => applyPackageRecommendation(d, 1, THYROID_CARE, ctx));
    expect(itemsOf(cart, 1)).toEqual([THYROID_CARE.itemId]);
    expect(itemsOf(cart, 2)).toEqual([THYROID.itemId, CBC.itemId]);
  });

  it("'Undo options are kept per recommendation and reset together.'", () => {
    let cart = applyRule(start(), (d) => applyPackageRecommendation(d, 1, THYROID_CARE, ctx)).cart;
    cart = applyRule(cart, (d) => applyPackageRecommendation(d, 2, THYROID_CARE, ctx)).cart;
    expect(cart.selectedRecommendations.map((r) => r.patientID)).toEqual([1, 2]);
    const undone = applyRule(cart, (d) => undoPackageRecommendation(d, 1, THYROID_CARE.itemId)).cart;
    expect([...itemsOf(undone, 1)].sort()).toEqual([CBC.itemId, THYROID.itemId].sort());
    expect(itemsOf(undone, 2)).toEqual([THYROID_CARE.itemId]);
    expect(undone.selectedRecommendations.map((r) => r.patientID)).toEqual([2]);
    const reset = applyRule(cart, (d) => resetRecommendationUndo(d)).cart;
    expect(reset.selectedRecommendations).toEqual([]);
    expect(applyRule(reset, (d) => undoPackageRecommendation(d, 1, THYROID_CARE.itemId)).cart).toBe(reset);
  });

  it("'Adding a package from the test detail page drops cart items that are included in it or conflict with it, sets a flag'", () => {
    const { cart } = applyRule(start(), (d) => addPackageFromItemPage(d, THYROID_CARE, ctx));
    expect(cart.diagnosticsCartItems.map((i) => i.itemId)).toEqual([THYROID_CARE.itemId]);
    expect(itemsOf(cart, 1)).toEqual([THYROID_CARE.itemId]);
    expect(cart.activePackageOnTdp).toBe(THYROID_CARE.itemId);
  });
});

describe("cart type, modify order, merge", () => {
  it("'Cart type: only tests, only packages, or both.'", () => {
    expect(cartType(emptyCart())).toBeNull();
    const tests = add(emptyCart(), CBC).cart;
    expect(cartType(tests)).toBe("TESTS");
    expect(cartType(add(tests, { ...THYROID_CARE, inclusions: [1090, 1091, 1092], parameters: ["A", "B"] }).cart)).toBe("BOTH");
    expect(cartType(add(emptyCart(), THYROID_CARE).cart)).toBe("PACKAGES");
  });

  it("'Modify-order cart: items can be flagged removed or restored. Undo restores all flags and clears the cart items. Removing the modify order id clears both lists.'", () => {
    let cart: DiagnosticsCart = { ...add(emptyCart(), CBC).cart, modifyOrderId: 77 };
    cart = applyRule(cart, (d) => flagModifyItem(d, 11, true)).cart;
    cart = applyRule(cart, (d) => flagModifyItem(d, 12, true)).cart;
    cart = applyRule(cart, (d) => flagModifyItem(d, 12, false)).cart;
    expect(cart.diagnosticsModifyCartItems).toEqual([{ itemId: 11, isRemoved: true }, { itemId: 12, isRemoved: false }]);
    const undone = applyRule(cart, (d) => undoModifyCart(d)).cart;
    expect(undone.diagnosticsModifyCartItems.every((f) => !f.isRemoved)).toBe(true);
    expect(undone.diagnosticsCartItems).toEqual([]);
    const cleared = applyRule(cart, (d) => removeModifyOrderId(d)).cart;
    expect(cleared.modifyOrderId).toBeNull();
    expect(cleared.diagnosticsModifyCartItems).toEqual([]);
    expect(cleared.diagnosticsCartItems).toEqual([]);
  });

  it("a visitor's cart merged at sign-in follows the same rules (a test inside a package in the account's cart is refused)", () => {
    const account = add(withPatients([1]), THYROID_CARE).cart;
    const { cart, notices } = applyRule(account, (d) => mergeVisitorCart(d, [THYROID, UPT, CBC], ctx));
    expect(itemsOf(cart, 1)).toEqual([THYROID_CARE.itemId]);
    expect(notices.map((n) => n.kind)).toEqual(["included", "gender", "included"]);
    // Merging twice is the same as merging once.
    expect(applyRule(cart, (d) => mergeVisitorCart(d, [THYROID, UPT, CBC], ctx)).cart).toBe(cart);
  });
});

describe("validatePatientCart", () => {
  it("'Cart validation returns conflicted items (itemToKeep, itemsWithConflicts, partial parameter conflicts) and ids of items invalid for the patient's gender.'", () => {
    // A cart that came in from elsewhere (an old device) without the rules applied.
    const cart: DiagnosticsCart = {
      ...emptyCart(),
      diagnosticsCartItems: [THYROID_CARE, THYROID, FT4, PSA],
      selectedPatients: [2],
      patientCartItems: [{ patientID: 2, itemIds: [THYROID_CARE.itemId, THYROID.itemId, FT4.itemId, PSA.itemId] }],
    };
    const [result] = validatePatientCart(cart, ctx);
    expect(result.patientID).toBe(2);
    expect(result.genderInvalidItemIds).toEqual([PSA.itemId]);
    const keep = result.conflicts.find((c) => c.itemToKeep === THYROID_CARE.itemId)!;
    expect(keep.itemsWithConflicts).toEqual([THYROID.itemId]);
    expect(keep.partialParameterConflicts).toEqual([{ itemId: FT4.itemId, parameters: ["TSH"] }]);
  });
});

describe("who a recommendation may be offered to", () => {
  const today = new Date(2026, 10, 27);
  const YEAR = 365;
  const ANTENATAL = { gender: "F", fromAgeInDays: 18 * YEAR, toAgeInDays: 50 * YEAR };
  const SENIOR_FEMALE = { gender: "F", fromAgeInDays: 60 * YEAR, toAgeInDays: 100 * YEAR };
  const FOR_ALL = { gender: "B", fromAgeInDays: 0, toAgeInDays: 100 * YEAR };
  const sushila = { gender: "F", dateOfBirth: "05/01/1956" };
  const meera = { gender: "F", dateOfBirth: "02/03/1989" };
  const aarav = { gender: "M", dateOfBirth: "14/08/1986" };

  it("a pregnancy panel (women, 18-50 years) is never offered to a 70-year-old woman, nor to a man", () => {
    expect(itemSuitsPatient(ANTENATAL, sushila, today)).toBe(false);
    expect(itemSuitsPatient(ANTENATAL, aarav, today)).toBe(false);
    expect(itemSuitsPatient(ANTENATAL, meera, today)).toBe(true);
  });

  it("'item gender must equal the patient gender or be All', and the age must lie within fromAgeInDays..toAgeInDays", () => {
    expect(itemSuitsPatient(SENIOR_FEMALE, sushila, today)).toBe(true);
    expect(itemSuitsPatient(SENIOR_FEMALE, meera, today)).toBe(false);
    expect(itemSuitsPatient(FOR_ALL, { gender: "M", dateOfBirth: "01/10/2026" }, today)).toBe(true);
  });

  it("the bounds are whole days: the day before the 18th birthday is too young, the birthday itself is not", () => {
    const adultFrom = { gender: "B", fromAgeInDays: 6575, toAgeInDays: 100 * YEAR };
    expect(ageInDays("27/11/2008", today)).toBe(6574);
    expect(itemSuitsPatient(adultFrom, { gender: "F", dateOfBirth: "27/11/2008" }, today)).toBe(false);
    expect(itemSuitsPatient(adultFrom, { gender: "F", dateOfBirth: "26/11/2008" }, today)).toBe(true);
  });

  it("a patient of unknown age is offered only items without an age limit", () => {
    expect(ageInDays(null, today)).toBeNull();
    expect(itemSuitsPatient(FOR_ALL, { gender: "F", dateOfBirth: null }, today)).toBe(true);
    expect(itemSuitsPatient(ANTENATAL, { gender: "F", dateOfBirth: null }, today)).toBe(false);
  });
});
