/**
 * The radiology cart's pages and the city and clinic selection modals: thin over domain/radiology. The caller's cart
 * is the signed-in account's stored cart, or a visitor's (its ids in the `radiologyCart` cookie, the way the lab
 * keeps a visitor's cart), rebuilt and changed by the same rules. A visitor adds scans and chooses a city and a
 * centre and sees the price; the slot and the patient come after signing in, which merges the visitor's cart.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getSessionUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import * as radiology from "~/.server/domain/radiology";
import { listPatients } from "~/.server/domain/accounts/patients";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { uploadFile } from "~/.server/domain/lab-tests/prescriptions";
import { INVALID_FILE_TYPE_MESSAGE, prescriptionExtensionOf } from "~/lib/prescription-upload";
import { PATIENT_REQUIRED_MESSAGE, SLOT_REQUIRED_MESSAGE, chooseClinicSchema, radiologyCartSchema } from "~/lib/radiology-form";
import { radiologyCartNextStep, type RadiologyCart } from "~/lib/radiology-cart";
import { kindReplacedMessage } from "~/lib/cart-rules";
import { radiologyScanPrices } from "~/.server/domain/pricing/radiology-pricing";
import {
  formatRadiologyVisitorCartCookie,
  formatVisitorCartCookie,
  radiologyVisitorCartFromCookie,
  visitorCartIdsFromCookie,
} from "~/lib/visitor-cart";

type Db = Awaited<ReturnType<typeof getServices>>["db"];

/** The caller's radiology cart: the account's when signed in, else the visitor's cookie rebuilt by the rules. */
export async function callerRadiologyCart(request: Request): Promise<{ accountId: number | null; cart: RadiologyCart }> {
  const user = await getSessionUser(request);
  const { db } = await getServices();
  if (user) return { accountId: user.accountId, cart: await radiology.readRadiologyCart(db, user.accountId) };
  return { accountId: null, cart: await radiology.visitorRadiologyCart(db, radiologyVisitorCartFromCookie(request.headers.get("Cookie"))) };
}

export interface CallerCartChange {
  cart: RadiologyCart;
  notices: string[];
  /** The caller's lab tests gave way to a scan: the browser's copy of the lab cart is emptied too. */
  labReplaced: boolean;
  /** Set-Cookie headers for a visitor's cookies (their radiology cart and, when replaced, their lab cart). */
  cookies: string[];
}

/** One change to the caller's radiology cart; DomainErrors (the rules' refusals) are thrown as they are. */
export async function changeCallerRadiologyCart(request: Request, action: radiology.RadiologyCartAction): Promise<CallerCartChange> {
  const user = await getSessionUser(request);
  const { db } = await getServices();
  const replaced = kindReplacedMessage("RADIOLOGY");
  if (user) {
    const r = await radiology.changeRadiologyCartOf(db, user.accountId, action);
    return { ...r, labReplaced: r.notices.includes(replaced), cookies: [] };
  }
  const cookie = request.headers.get("Cookie");
  const cart = await radiology.visitorRadiologyCart(db, radiologyVisitorCartFromCookie(cookie));
  const r = await radiology.applyRadiologyCartAction(db, { accountId: null }, cart, action);
  const cookies = [formatRadiologyVisitorCartCookie(radiology.radiologyVisitorIdsOf(r.cart))];
  // "Adding one kind replaces the other kind", for a visitor as for an account: their lab cart is emptied.
  const labReplaced = r.scanAdded && visitorCartIdsFromCookie(cookie).length > 0;
  if (labReplaced) cookies.push(formatVisitorCartCookie([]));
  return { cart: r.cart, notices: labReplaced ? [...r.notices, replaced] : r.notices, labReplaced, cookies };
}

const withCookies = (response: Response, cookies: string[]) => {
  for (const c of cookies) response.headers.append("Set-Cookie", c);
  return response;
};

async function isMember(db: Db, accountId: number | null) {
  return accountId != null && (await accountIsCircleMember(db, accountId));
}

async function cityName(db: Db, cityId: number | null) {
  if (cityId == null) return null;
  return (await db.selectFrom("cities").select("name").where("id", "=", cityId).executeTakeFirst())?.name ?? null;
}

/** /radiology-cart: the cart and the next choice to make (city, centre, slot, patient), the prescription rule, the all-in price. */
export async function cartLoader(request: Request) {
  const { accountId, cart } = await callerRadiologyCart(request);
  const { db } = await getServices();
  const items = await radiology.radiologyItemsByIds(db, cart.radiologyCartItems.map((i) => i.itemId));
  const clinic = cart.selectedClinic == null ? null : await radiology.radiologyClinicById(db, cart.selectedClinic);
  const signedIn = accountId != null;
  const slots = signedIn && clinic ? (await radiology.radiologyClinicSlots(db, clinic.id)).filter((s) => s.available) : [];
  const patients = signedIn ? await listPatients(db, accountId) : [];
  const prices = radiologyScanPrices(items, await isMember(db, accountId));
  const scansTotal = prices.reduce((s, p) => s + p.price, 0);
  const selectedSlot = slots.find((s) => s.slotDate === cart.selectedSlotDate && s.startTime === cart.selectedSlotTime) ?? null;
  const city = cart.selectedCity == null ? null : { id: cart.selectedCity, name: (await cityName(db, cart.selectedCity)) ?? "" };
  return {
    signedIn,
    items: items.map((i, k) => ({ itemId: i.radiologyItemID, name: i.name, slug: i.slug, category: i.categories[0], price: prices[k].price, needsPrescription: i.needsPrescription })),
    circleDiscount: prices.reduce((s, p) => s + p.circleDiscount, 0),
    city,
    clinic: clinic && { id: clinic.id, name: clinic.name, address: clinic.address, registrationFee: clinic.registrationFee * 100 },
    slots: slots.slice(0, 60).map((s) => ({ value: s.slotDateTimeInUTC, day: s.dayLabel, time: s.slotDisplayTime })),
    selectedSlot: selectedSlot?.slotDateTimeInUTC ?? null,
    patients: patients.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), relation: p.relation })),
    selectedPatientId: cart.selectedPatientId,
    needsPrescription: items.filter((i) => i.needsPrescription).map((i) => i.name),
    scansTotal,
    totalAmount: scansTotal + (clinic ? clinic.registrationFee * 100 : 0),
    nextStep: radiologyCartNextStep(cart) ?? (selectedSlot ? null : "slot"),
    labReplaced: new URL(request.url).searchParams.get("replaced") === "lab" ? kindReplacedMessage("RADIOLOGY") : null,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** Intents a visitor may send; the rest (slot, patient, book) ask them to sign in first. */
const VISITOR_INTENTS = new Set(["add", "remove", "clear", "city", "clinic"]);

export async function cartAction(request: Request) {
  const user = await getSessionUser(request);
  const submission = await parseForm(request, (form) => radiologyCartSchema(String(form.get("intent") ?? "")));
  if (submission.status !== "success") return submission.reply();
  const v = submission.value as { intent: string; slot?: string; patientId?: number; itemId?: number; cityId?: number; clinicId?: number; paymentType?: "ONLINE" | "COD"; idempotencyKey?: string; prescription?: File; prescriptionLater?: boolean };
  if (!user && !VISITOR_INTENTS.has(v.intent)) throw redirect(`/login?continue=${encodeURIComponent("/radiology-cart")}`);
  const change = async (action: radiology.RadiologyCartAction, to = "/radiology-cart") => {
    const r = await changeCallerRadiologyCart(request, action);
    return withCookies(redirect(r.labReplaced ? `${to}?replaced=lab` : to), r.cookies);
  };
  try {
    switch (v.intent) {
      case "add":
        return await change({ type: "ADD_ITEM", itemId: v.itemId! });
      case "city":
        return await change({ type: "SELECT_CITY", cityId: v.cityId! });
      case "clinic":
        return await change({ type: "SELECT_CLINIC", clinicId: v.clinicId! });
      case "slot":
        return await change({ type: "SELECT_SLOT", slotDateTimeInUTC: v.slot! });
      case "patient":
        return await change({ type: "SELECT_PATIENT", patientId: v.patientId! });
      case "remove":
        return await change({ type: "REMOVE_ITEM", itemId: v.itemId! });
      case "clear":
        return await change({ type: "CLEAR" }, "/radiology");
      case "book": {
        const { db } = await getServices();
        return await book(db, user!.accountId, v.paymentType!, v.idempotencyKey!, v.prescription, v.prescriptionLater === true);
      }
    }
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") {
      return replyWithErrors(submission, { fieldErrors: v.intent === "book" && /prescription|file/i.test(e.message) ? { prescription: e.message } : {}, formError: e.message });
    }
    throw e;
  }
  return submission.reply();
}

async function book(db: Db, accountId: number, paymentType: "ONLINE" | "COD", idempotencyKey: string, prescription: File | undefined, prescriptionLater: boolean) {
  const cart = await radiology.readRadiologyCart(db, accountId);
  const slot = (await radiology.radiologyClinicSlots(db, cart.selectedClinic ?? 0)).find((s) => s.slotDate === cart.selectedSlotDate && s.startTime === cart.selectedSlotTime);
  if (radiologyCartNextStep(cart) || !slot) throw new DomainError(radiologyCartNextStep(cart) === "patient" ? PATIENT_REQUIRED_MESSAGE : SLOT_REQUIRED_MESSAGE, "BAD_REQUEST");
  let prescriptionFileKey: string | null = null;
  if (prescription && prescription.size > 0) {
    // The lab's upload rules: the name's extension, then the content checked against it.
    const extension = prescriptionExtensionOf(prescription.name);
    if (!extension) throw new DomainError(INVALID_FILE_TYPE_MESSAGE, "BAD_REQUEST");
    const bytes = Buffer.from(await prescription.arrayBuffer());
    prescriptionFileKey = await uploadFile(db, accountId, { fileType: extension, base64FileInput: bytes.toString("base64") });
  }
  const booking = await radiology.bookRadiologyTest(db, accountId, {
    itemIds: cart.radiologyCartItems.map((i) => i.itemId),
    clinicId: cart.selectedClinic!,
    patientId: cart.selectedPatientId!,
    slotDateTimeInUTC: slot.slotDateTimeInUTC,
    paymentType,
    prescriptionFileKey,
    prescriptionLater: prescriptionLater && !prescriptionFileKey,
    idempotencyKey,
  });
  await radiology.changeRadiologyCartOf(db, accountId, { type: "CLEAR" });
  return redirect(booking.paymentLinkURL ?? `/radiology-success?orderId=${booking.id}`);
}

/** Choosing a centre on /radiology-details puts the scan in the caller's cart with its city and centre, then opens the cart. */
export async function detailsAction(request: Request) {
  const submission = await parseForm(request, chooseClinicSchema);
  if (submission.status !== "success") return submission.reply();
  const { itemId, cityId, clinicId } = submission.value;
  const cookies: string[] = [];
  let labReplaced = false;
  try {
    for (const action of [{ type: "ADD_ITEM", itemId }, { type: "SELECT_CITY", cityId }, { type: "SELECT_CLINIC", clinicId }] as const) {
      // Each change reads the cookie the last one wrote: a visitor's request carries it forward.
      const r = await changeCallerRadiologyCart(withCookie(request, cookies), action);
      labReplaced ||= r.labReplaced;
      cookies.push(...r.cookies);
    }
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  // One Set-Cookie per cookie: the last of each (the cart after all three changes).
  const last = new Map(cookies.map((c) => [c.slice(0, c.indexOf("=")), c]));
  return withCookies(redirect(labReplaced ? "/radiology-cart?replaced=lab" : "/radiology-cart"), [...last.values()]);
}

/** The request as it would arrive with the cookies just set (the later ones win, as in a browser). */
function withCookie(request: Request, setCookies: string[]): Request {
  if (!setCookies.length) return request;
  const jar = new Map<string, string>();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const c of setCookies) {
    const [pair] = c.split(";");
    const [name, ...rest] = pair.split("=");
    jar.set(name, rest.join("="));
  }
  const headers = new Headers(request.headers);
  headers.set("Cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  return new Request(request.url, { method: "GET", headers });
}

/**
 * GET /resources/radiology-cart[?cityId=]: what the city and clinic selection modals show for the caller's cart —
 * the cities that offer all its scans, and a city's centres with their distance from the patient's location
 * (haversine, earth radius 6371 km), earliest slot, registration fee and all-in price.
 */
export async function selectionLoader(request: Request) {
  const { accountId, cart } = await callerRadiologyCart(request);
  const { db } = await getServices();
  const categories = [...new Set(cart.radiologyCartItems.map((i) => i.category))];
  const allCities = await radiology.getRadiologyCitiesByCategory(db, null);
  const clinicsByCity = await Promise.all(allCities.map((c) => radiology.getRadiologyClinicsByCategoryAndCity(db, { cityId: c.id })));
  const offers = (clinics: radiology.RadiologyClinic[]) => clinics.filter((c) => radiology.clinicOffersAll(c, categories));
  const cities = allCities.map((c, k) => ({ id: c.id, name: c.name, clinicCount: offers(clinicsByCity[k]).length })).filter((c) => c.clinicCount > 0);
  const cityId = Number(new URL(request.url).searchParams.get("cityId"));
  let clinics: { id: number; name: string; address: string; distance: number | null; earliestSlot: string | null; earliestSlotDisplay: string | null; registrationFee: number; price: number }[] | null = null;
  if (Number.isSafeInteger(cityId) && cities.some((c) => c.id === cityId)) {
    const items = await radiology.radiologyItemsByIds(db, cart.radiologyCartItems.map((i) => i.itemId));
    const scansTotal = radiologyScanPrices(items, await isMember(db, accountId)).reduce((s, p) => s + p.price, 0);
    const { location } = await getRequestState(request);
    const near = location.cityId === cityId ? { latitude: location.latitude, longitude: location.longitude } : {};
    clinics = (await radiology.radiologyClinicOffers(db, { cityId, categories, scansTotal, ...near })).map((c) => ({
      id: c.id, name: c.name, address: c.address, distance: c.distance, earliestSlot: c.earliestSlot, earliestSlotDisplay: c.earliestSlotDisplay,
      registrationFee: c.registrationFee * 100, price: c.price,
    }));
  }
  return {
    scans: cart.radiologyCartItems.map((i) => i.name),
    selectedCityId: cart.selectedCity,
    selectedClinicId: cart.selectedClinic,
    cities,
    clinics,
  };
}

/** POST /resources/radiology-cart (intent city or clinic): the modals' choice, answered as JSON. */
export async function selectionAction(request: Request) {
  const submission = await parseForm(request, (form) => radiologyCartSchema(String(form.get("intent") ?? "")));
  const value = submission.status === "success" ? (submission.value as { intent: string; cityId?: number; clinicId?: number }) : null;
  if (!value || (value.intent !== "city" && value.intent !== "clinic")) return Response.json({ ok: false, message: "Something went wrong! Please try again." }, { status: 400 });
  try {
    const r = await changeCallerRadiologyCart(request, value.intent === "city" ? { type: "SELECT_CITY", cityId: value.cityId! } : { type: "SELECT_CLINIC", clinicId: value.clinicId! });
    return withCookies(Response.json({ ok: true, notices: r.notices }, { headers: { "Cache-Control": "private, no-store" } }), r.cookies);
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") return Response.json({ ok: false, message: e.message }, { status: 400 });
    throw e;
  }
}
