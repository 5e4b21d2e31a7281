/**
 * What the cart pages (/tests-cart, /review-cart, /selected-patients) load and do. The signed-in account's cart
 * comes from the database; a visitor's from the `diagCart` cookie the browser keeps. Prices always come from
 * the one pricing module, so the page shows exactly what `getDiagnosticCartDetailsV1` answers.
 */
import { memberPrice } from "~/lib/member-price";
import { readForm } from "~/.server/form";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { cartCityId, changeAccountCart, changeVisitorCart, getAccountCart, visitorCart, type CartAction } from "~/.server/domain/cart/cart";
import { billCart, getDiagnosticCartDetailsV1, cartPricingPatients, indiaToday, listCoupons } from "~/.server/domain/pricing/pricing-service";
import { couponChoices } from "~/.server/domain/pricing/coupons";
import { billingInRupees, toRupees } from "~/.server/domain/pricing/pricing";
import { getDiagnosticAccountFigures } from "~/.server/domain/health-credits/health-credits";
import { getDiagnosticPackageRecommendationsBulk } from "~/.server/domain/catalogue/catalogue";
import { listPatients, type Patient } from "~/.server/domain/accounts/patients";
import { cartType, itemSuitsPatient, type CartNotice, type DiagnosticsCart } from "~/lib/cart-rules";
import { ageFromDateOfBirth, displayName, GENDER_LABEL, type Gender } from "~/lib/patient";
import { formatVisitorCartCookie, visitorCartIdsFromCookie } from "~/lib/visitor-cart";
import { inclusionCount } from "~/lib/item";
import { getConfigurableReportTAT } from "~/.server/domain/lab-tests/report-tat";

export interface CartPatientView {
  id: number;
  name: string;
  relation: string;
  gender: string | null;
  age: number | null;
  isIncomplete: boolean;
}

const patientView = (p: Patient): CartPatientView => ({
  id: p.id,
  name: displayName(p),
  relation: p.relation,
  gender: p.gender,
  age: ageFromDateOfBirth(p.dateOfBirth),
  isIncomplete: p.isIncomplete,
});

export const genderText = (g: string | null) => (g === "M" || g === "F" ? GENDER_LABEL[g as Gender] : "");

/**
 * "A new account has no profile step": a primary profile with no name was never filled in (ask for it here);
 * one with a name but missing gender or date of birth came incomplete from elsewhere (customer care fixes it).
 */
export function primaryProfileState(patients: Patient[]): "complete" | "needs-profile" | "incomplete-elsewhere" {
  const me = patients.find((p) => p.relation === "me");
  if (!me || !me.isIncomplete) return "complete";
  return me.firstName.trim() ? "incomplete-elsewhere" : "needs-profile";
}

async function callerCart(request: Request) {
  const { db } = await getServices();
  const state = await getRequestState(request);
  const accountId = state.user?.accountId ?? null;
  const cart = accountId != null ? await getAccountCart(db, accountId) : await visitorCart(db, visitorCartIdsFromCookie(request.headers.get("Cookie")), state.location.cityId);
  const cityId = await cartCityId(db, accountId, cart, state.location.cityId);
  return { db, state, accountId, cart, cityId };
}

interface Recommendation {
  patientID: number;
  patientName: string;
  packageItemId: number;
  packageName: string;
  inclusionCount: number;
  price: number;
  /** What the patient's line pays now for the items the package would replace. */
  replacedPrice: number;
  /** price - replacedPrice: positive costs more, negative saves. */
  priceDifference: number;
  covers: { itemId: number; name: string }[];
  /** Tests the package adds beyond those it replaces. */
  testsAdded: string[];
}

type Billing = ReturnType<typeof billingInRupees>;

/**
 * One package per patient that would replace some of that patient's tests (getDiagnosticPackageRecommendationsBulk),
 * offered only where the package suits the patient's gender and age (fromAgeInDays..toAgeInDays), with what the
 * swap changes: the price difference and the tests it adds.
 */
async function recommendationsFor(
  db: Awaited<ReturnType<typeof getServices>>["db"],
  cart: DiagnosticsCart,
  patients: Patient[],
  billing: Billing,
  cityId: number,
  today: Date = new Date(),
): Promise<Recommendation[]> {
  const tests = cart.diagnosticsCartItems.filter((i) => i.itemType === "TEST");
  if (!tests.length || !cart.patientCartItems.length) return [];
  const { packageRecommendations } = await getDiagnosticPackageRecommendationsBulk(db, {
    cityId,
    groupPlan: billing.isCircleMember ? "CIRCLE" : "ALL",
    recommendationInputItems: tests.map((t) => ({ itemId: t.itemId, itemType: "TEST" })),
    limit: 20,
  });
  const out: Recommendation[] = [];
  for (const entry of cart.patientCartItems) {
    const patient = patients.find((p) => p.id === entry.patientID);
    if (!patient) continue;
    const lines = billing.diagPatientLineItems.find((l) => l.patientID === entry.patientID)?.lineItems ?? [];
    const mine = cart.diagnosticsCartItems.filter((i) => entry.itemIds.includes(i.itemId));
    let best: { pkg: (typeof packageRecommendations)[number]; covers: typeof mine } | null = null;
    for (const pkg of packageRecommendations) {
      if (entry.itemIds.includes(pkg.itemId) || !itemSuitsPatient(pkg, patient, today)) continue;
      const covers = mine.filter((i) => i.inclusions.every((t) => pkg.inclusions.includes(t)));
      if (!covers.length || (best && best.covers.length >= covers.length)) continue;
      best = { pkg, covers };
    }
    if (!best) continue;
    const { pkg, covers } = best;
    const pricing = pkg.diagnosticPricing[0];
    const price = memberPrice(pricing.price, pricing.circlePrice, billing.isCircleMember).price;
    const replacedPaise = covers.reduce((sum, c) => sum + Math.round((lines.find((l) => l.itemId === c.itemId)?.price ?? 0) * 100), 0);
    const coveredTests = new Set(covers.flatMap((c) => c.inclusions));
    const addedIds = pkg.inclusions.filter((id) => !coveredTests.has(id));
    const names = addedIds.length
      ? new Map((await db.selectFrom("diagnostic_items").select(["item_id", "item_name"]).where("item_id", "in", addedIds).execute()).map((r) => [r.item_id, r.item_name]))
      : new Map<number, string>();
    out.push({
      patientID: patient.id,
      patientName: displayName(patient),
      packageItemId: pkg.itemId,
      packageName: pkg.itemName,
      inclusionCount: inclusionCount(pkg),
      price,
      replacedPrice: replacedPaise / 100,
      priceDifference: (Math.round(price * 100) - replacedPaise) / 100,
      covers: covers.map((c) => ({ itemId: c.itemId, name: c.name })),
      testsAdded: addedIds.map((id) => names.get(id)).filter((n): n is string => !!n),
    });
  }
  return out;
}

/** Everything the cart and review pages show. */
export async function cartPageData(request: Request) {
  const { db, state, accountId, cart, cityId } = await callerCart(request);
  const [billing, patients, figures, tat] = await Promise.all([
    billCart(db, { accountId, cart, cityId }),
    accountId != null ? listPatients(db, accountId) : Promise.resolve([] as Patient[]),
    getDiagnosticAccountFigures(db, accountId),
    // The cart's report time is its slowest item's (getConfigurableReportTAT), in the same words as the item page.
    getConfigurableReportTAT(db, { itemIds: cart.diagnosticsCartItems.map((i) => i.itemId).slice(0, 100), cityId }),
  ]);
  const views = patients.map(patientView);
  const billed = billingInRupees(billing);
  const recommendations = accountId != null ? await recommendationsFor(db, cart, patients, billed, cityId) : [];
  // The coupon list, by the same check as a typed code, against what the items cost now.
  const coupons =
    accountId != null && billing.subTotal > 0
      ? couponChoices(await listCoupons(db), {
          orderValue: billing.subTotal,
          isFirstOrder: figures.ordersPlaced === 0,
          isCircleMember: billing.isCircleMember,
          today: indiaToday(),
        }).map((c) => ({ ...c, saving: toRupees(c.saving) }))
      : [];
  const nameOfPatient = (id: number) => views.find((p) => p.id === id)?.name ?? "Patient";
  const itemName = (id: number) => cart.diagnosticsCartItems.find((i) => i.itemId === id)?.name ?? "";
  return {
    signedIn: accountId != null,
    owner: accountId != null ? ("account" as const) : ("visitor" as const),
    itemIds: cart.diagnosticsCartItems.map((i) => i.itemId),
    reportTATInMs: tat.maxReportTATInMs || null,
    items: cart.diagnosticsCartItems.map((i) => ({ itemId: i.itemId, name: i.name, itemType: i.itemType, gender: i.gender, inclusionCount: i.inclusions.length })),
    cartType: cartType(cart),
    selectedPatients: cart.selectedPatients,
    couponCode: cart.couponCode,
    useHealthCredits: cart.useHealthCredits,
    healthCreditsBalance: toRupees(figures.healthCredits),
    patients: views,
    billing: billed,
    recommendations,
    coupons,
    undos: cart.selectedRecommendations.map((r) => ({
      patientID: r.patientID,
      patientName: nameOfPatient(r.patientID),
      packageItemId: r.packageItemId,
      packageName: itemName(r.packageItemId),
      restores: r.removedItems.map((i) => i.name),
    })),
    activePackageOnTdp: cart.activePackageOnTdp,
    profileState: primaryProfileState(patients),
    cityName: state.location.cityName,
  };
}
export type CartPageData = Awaited<ReturnType<typeof cartPageData>>;

export interface CartActionData {
  notices: CartNotice[];
  couponError?: string;
  couponCode?: string;
}

const int = (v: FormDataEntryValue | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The cart pages' form posts: one `intent` per button. Unknown or malformed posts answer 400. */
export async function cartPageAction(request: Request): Promise<Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { db, accountId, cart, cityId } = await callerCart(request);
  const itemId = int(form.get("itemId"));
  const patientID = int(form.get("patientID"));
  const packageItemId = int(form.get("packageItemId"));
  let action: CartAction | null = null;
  switch (intent) {
    case "add-item":
      if (itemId) action = { type: "ADD_ITEM", itemId };
      break;
    case "remove-item":
      if (itemId) action = { type: "REMOVE_ITEM", itemId, patientID };
      break;
    case "remove-patient":
      if (patientID) action = { type: "REMOVE_PATIENT", patientID };
      break;
    case "apply-recommendation":
      if (patientID && packageItemId) action = { type: "APPLY_RECOMMENDATION", patientID, packageItemId };
      break;
    case "undo-recommendation":
      if (patientID && packageItemId) action = { type: "UNDO_RECOMMENDATION", patientID, packageItemId };
      break;
    case "health-credits":
      action = { type: "SET_HEALTH_CREDITS", useHealthCredits: form.get("use") === "true" };
      break;
    case "remove-coupon":
      action = { type: "SET_COUPON", couponCode: null };
      break;
    case "apply-coupon": {
      const code = String(form.get("couponCode") ?? "").trim().toUpperCase().slice(0, 30);
      if (!code) return Response.json({ notices: [], couponError: "Please enter a coupon code", couponCode: code } satisfies CartActionData, { status: 400 });
      const billing = await getDiagnosticCartDetailsV1(db, { accountId, patients: cartPricingPatients(cart), cityId, couponCode: code });
      if (!billing.coupon?.isCouponValid) {
        return Response.json({ notices: [], couponError: billing.coupon?.errorMsg ?? "This coupon code is not valid.", couponCode: code } satisfies CartActionData, { status: 400 });
      }
      action = { type: "SET_COUPON", couponCode: code };
      break;
    }
  }
  if (!action) return Response.json({ notices: [{ kind: "error", message: "Something went wrong! Please try again." }] }, { status: 400 });
  if (accountId != null) {
    const result = await changeAccountCart(db, accountId, action, cityId);
    return Response.json({ notices: result.notices } satisfies CartActionData);
  }
  if (action.type !== "ADD_ITEM" && action.type !== "REMOVE_ITEM") {
    return Response.json({ notices: [{ kind: "error", message: "Please sign in to continue" }] }, { status: 400 });
  }
  const result = await changeVisitorCart(db, cart.diagnosticsCartItems.map((i) => i.itemId), action, cityId);
  return Response.json({ notices: result.notices } satisfies CartActionData, {
    headers: { "Set-Cookie": formatVisitorCartCookie(result.cart.diagnosticsCartItems.map((i) => i.itemId)) },
  });
}
