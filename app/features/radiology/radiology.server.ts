/**
 * The radiology pages' loaders and actions: thin over domain/radiology. Patients' own pages answer 404 for
 * someone else's order, as for none.
 */
import { redirect } from "@remix-run/node";
import { getServices } from "~/.server/app-context";
import { getRequestState } from "~/.server/request-state";
import { getSessionUser, requireUser } from "~/.server/session";
import { parseForm, replyWithErrors } from "~/.server/form";
import { DomainError } from "~/.server/domain/errors";
import * as radiology from "~/.server/domain/radiology";
import { listPatients } from "~/.server/domain/accounts/patients";
import { uploadFile } from "~/.server/domain/lab-tests/prescriptions";
import { INVALID_FILE_TYPE_MESSAGE, prescriptionExtensionOf } from "~/lib/prescription-upload";
import { slugify } from "~/.server/domain/catalogue/listing";
import { PATIENT_REQUIRED_MESSAGE, SLOT_REQUIRED_MESSAGE, cancelRadiologySchema, chooseClinicSchema, radiologyCartSchema } from "~/lib/radiology-form";
import { radiologyCartNextStep } from "~/lib/radiology-cart";
import { RADIOLOGY_CATEGORIES } from "~/.server/db/seed-data/radiology";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";

const notFound = () => new Response("Not found", { status: 404 });

/** Domain NOT_FOUND is a 404 page, the same for someone else's id as for none. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && e.code === "NOT_FOUND") throw notFound();
    throw e;
  }
}

const positiveId = (s: string | undefined) => {
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n <= 0) throw notFound();
  return n;
};

/** `memberPrice`: the scan's Circle member price, shown to everyone where it is lower. */
export type ScanCard = { name: string; slug: string; category: string; price: number; memberPrice: number | null; startingPrice: number; needsPrescription: boolean };
const card = (i: radiology.RadiologyItem): ScanCard => ({
  name: i.name, slug: i.slug, category: i.categories[0], price: i.price, memberPrice: advertisedMemberPrice(i.price, i.circlePrice), startingPrice: i.startingPrice, needsPrescription: i.needsPrescription,
});

/** Whether the signed-in viewer (if any) pays member prices. */
async function viewerIsCircleMember(request: Request): Promise<boolean> {
  const user = await getSessionUser(request);
  if (!user) return false;
  const { db } = await getServices();
  return accountIsCircleMember(db, user.accountId);
}

/** /radiology: categories with their scans, popular scans. */
export async function landingLoader() {
  const { db } = await getServices();
  const items = await radiology.listRadiologyItems(db);
  return {
    categories: RADIOLOGY_CATEGORIES.map((name) => ({ name, scans: items.filter((i) => i.categories.includes(name)).map(card) })),
    popular: items.filter((i) => i.popular).map(card),
  };
}

/** /lab-tests/radiology?keyword=: scans matching the keyword. */
export async function searchLoader(request: Request) {
  const keyword = (new URL(request.url).searchParams.get("keyword") ?? "").slice(0, 100);
  const { db } = await getServices();
  return { keyword, results: (await radiology.searchRadiologyItems(db, keyword)).map(card) };
}

/** `{name}` or `{name}-c-{city}`: the scan's slug and the city's, if any. */
export function splitCity(param: string | undefined): { slug: string; citySlug: string | null } {
  if (!param || !/^[a-z0-9-]{1,120}$/i.test(param)) throw notFound();
  const at = param.lastIndexOf("-c-");
  return at > 0 ? { slug: param.slice(0, at).toLowerCase(), citySlug: param.slice(at + 3).toLowerCase() } : { slug: param.toLowerCase(), citySlug: null };
}

/** /radiology/{name}[-c-{city}]: the scan, its FAQs, and the cities that offer it. */
export async function scanLoader(request: Request, param: string | undefined) {
  const { slug, citySlug } = splitCity(param);
  const { db } = await getServices();
  const item = await radiology.radiologyItemBySlug(db, slug);
  if (!item) throw notFound();
  const cities = await radiology.getRadiologyCitiesByCategory(db, item.categories[0]);
  const state = await getRequestState(request);
  const city = citySlug ? cities.find((c) => slugify(c.name) === citySlug) : cities.find((c) => c.id === state.location.cityId);
  if (citySlug && !city) throw notFound();
  return {
    item: { ...card(item), description: item.description, preparation: item.preparation, faqs: item.FAQs },
    cities: cities.map((c) => ({ name: c.name, clinicCount: c.clinicCount, url: `/radiology-details/${item.slug}-c-${slugify(c.name)}` })),
    city: city ? { name: city.name, url: `/radiology-details/${item.slug}-c-${slugify(city.name)}` } : null,
  };
}

/** /radiology-details/{name}-c-{city}: the city's clinics for the scan — distance, earliest slot, fee, all-in price. */
export async function detailsLoader(request: Request, param: string | undefined) {
  const { slug, citySlug } = splitCity(param);
  if (!citySlug) throw notFound();
  const { db } = await getServices();
  const item = await radiology.radiologyItemBySlug(db, slug);
  if (!item) throw notFound();
  const cities = await radiology.getRadiologyCitiesByCategory(db, item.categories[0]);
  const city = cities.find((c) => slugify(c.name) === citySlug);
  if (!city) throw notFound();
  const state = await getRequestState(request);
  const near = state.location.cityId === city.id ? { latitude: state.location.latitude, longitude: state.location.longitude } : {};
  const scansTotal = memberPrice(item.price, item.circlePrice, await viewerIsCircleMember(request)).price;
  const clinics = await radiology.radiologyClinicOffers(db, { cityId: city.id, categories: item.categories, scansTotal, ...near });
  return { item: card(item), city: { id: city.id, name: city.name }, clinics, itemId: item.radiologyItemID };
}

/** Choosing a clinic puts the scan in the radiology cart with its city and clinic, then opens the cart. */
export async function detailsAction(request: Request) {
  const user = await requireUser(request);
  const submission = await parseForm(request, chooseClinicSchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  const { itemId, cityId, clinicId } = submission.value;
  try {
    await radiology.changeRadiologyCartOf(db, user.accountId, { type: "ADD_ITEM", itemId });
    await radiology.changeRadiologyCartOf(db, user.accountId, { type: "SELECT_CITY", cityId });
    await radiology.changeRadiologyCartOf(db, user.accountId, { type: "SELECT_CLINIC", clinicId });
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  return redirect("/radiology-cart");
}

/** /radiology-cart: the cart and the next choice to make (slot, patient), the prescription rule, the all-in price. */
export async function cartLoader(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const cart = await radiology.readRadiologyCart(db, user.accountId);
  const items = await radiology.radiologyItemsByIds(db, cart.radiologyCartItems.map((i) => i.itemId));
  const clinic = cart.selectedClinic == null ? null : await radiology.radiologyClinicById(db, cart.selectedClinic);
  const slots = clinic ? (await radiology.radiologyClinicSlots(db, clinic.id)).filter((s) => s.available) : [];
  const patients = await listPatients(db, user.accountId);
  const isMember = await accountIsCircleMember(db, user.accountId);
  const prices = items.map((i) => memberPrice(i.price, i.circlePrice, isMember));
  const scansTotal = prices.reduce((s, p) => s + p.price, 0);
  const selectedSlot = slots.find((s) => s.slotDate === cart.selectedSlotDate && s.startTime === cart.selectedSlotTime) ?? null;
  return {
    // Each scan at what this account pays for it (the member price for a Circle member, where lower).
    items: items.map((i, k) => ({ ...card(i), price: prices[k].price })),
    circleDiscount: prices.reduce((s, p) => s + p.circleDiscount, 0),
    itemIds: items.map((i) => i.radiologyItemID),
    clinic: clinic && { name: clinic.name, address: clinic.address, registrationFee: clinic.registrationFee * 100 },
    city: cart.selectedCity,
    changeClinicUrl: items[0] && cart.selectedCity != null ? await detailsUrl(items[0].slug, cart.selectedCity) : "/radiology",
    slots: slots.slice(0, 60).map((s) => ({ value: s.slotDateTimeInUTC, day: s.dayLabel, time: s.slotDisplayTime })),
    selectedSlot: selectedSlot?.slotDateTimeInUTC ?? null,
    patients: patients.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), relation: p.relation })),
    selectedPatientId: cart.selectedPatientId,
    needsPrescription: items.filter((i) => i.needsPrescription).map((i) => i.name),
    scansTotal,
    totalAmount: scansTotal + (clinic ? clinic.registrationFee * 100 : 0),
    nextStep: radiologyCartNextStep(cart) ?? (selectedSlot ? null : "slot"),
    idempotencyKey: crypto.randomUUID(),
  };
}

async function detailsUrl(slug: string, cityId: number) {
  const { db } = await getServices();
  const city = await db.selectFrom("cities").select("name").where("id", "=", cityId).executeTakeFirst();
  return city ? `/radiology-details/${slug}-c-${slugify(city.name)}` : "/radiology";
}

export async function cartAction(request: Request) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const submission = await parseForm(request, (form) => radiologyCartSchema(String(form.get("intent") ?? "")));
  if (submission.status !== "success") return submission.reply();
  const v = submission.value as { intent: string; slot?: string; patientId?: number; itemId?: number; paymentType?: "ONLINE" | "COD"; idempotencyKey?: string; prescription?: File };
  try {
    switch (v.intent) {
      case "slot":
        await radiology.changeRadiologyCartOf(db, user.accountId, { type: "SELECT_SLOT", slotDateTimeInUTC: v.slot! });
        return redirect("/radiology-cart");
      case "patient":
        await radiology.changeRadiologyCartOf(db, user.accountId, { type: "SELECT_PATIENT", patientId: v.patientId! });
        return redirect("/radiology-cart");
      case "remove":
        await radiology.changeRadiologyCartOf(db, user.accountId, { type: "REMOVE_ITEM", itemId: v.itemId! });
        return redirect("/radiology-cart");
      case "clear":
        await radiology.changeRadiologyCartOf(db, user.accountId, { type: "CLEAR" });
        return redirect("/radiology");
      case "book":
        return await book(db, user.accountId, v.paymentType!, v.idempotencyKey!, v.prescription);
    }
  } catch (e) {
    if (e instanceof DomainError && e.code !== "UNAUTHENTICATED") {
      return replyWithErrors(submission, { fieldErrors: v.intent === "book" && /prescription|file/i.test(e.message) ? { prescription: e.message } : {}, formError: e.message });
    }
    throw e;
  }
  return submission.reply();
}

async function book(db: Awaited<ReturnType<typeof getServices>>["db"], accountId: number, paymentType: "ONLINE" | "COD", idempotencyKey: string, prescription: File | undefined) {
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
    idempotencyKey,
  });
  await radiology.changeRadiologyCartOf(db, accountId, { type: "CLEAR" });
  return redirect(booking.paymentLinkURL ?? `/radiology-success?orderId=${booking.id}`);
}

/** /radiology-success?orderId=: the owner's booking, as booked. */
export async function successLoader(request: Request) {
  const user = await requireUser(request);
  const id = positiveId(new URL(request.url).searchParams.get("orderId") ?? undefined);
  const { db } = await getServices();
  return orNotFound(() => radiology.radiologyOrderOfAccount(db, user.accountId, id));
}

/** /radiology-order-details/{id}: the owner's order. */
export async function orderLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  return orNotFound(() => radiology.radiologyOrderOfAccount(db, user.accountId, positiveId(id)));
}

export async function orderAction(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const orderId = positiveId(id);
  const submission = await parseForm(request, cancelRadiologySchema);
  if (submission.status !== "success") return submission.reply();
  const { db } = await getServices();
  try {
    await orNotFound(() => radiology.cancelRadiologyOrder(db, user.accountId, orderId, submission.value.reason || null));
  } catch (e) {
    if (e instanceof DomainError) return replyWithErrors(submission, { formError: e.message });
    throw e;
  }
  return redirect(`/radiology-order-details/${orderId}`);
}

/** The report PDF (owner only) and the prescription (owner only), as downloads. */
export async function reportDownload(request: Request, id: string | undefined) {
  const user = await getSessionUser(request);
  if (!user) throw notFound();
  const { db } = await getServices();
  const report = await orNotFound(() => radiology.radiologyReportOfAccount(db, user.accountId, positiveId(id)));
  return new Response(new Uint8Array(report.bytes), {
    headers: {
      "content-type": report.contentType,
      "content-disposition": `attachment; filename="${report.fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export async function prescriptionDownload(request: Request, id: string | undefined) {
  const user = await getSessionUser(request);
  if (!user) throw notFound();
  const { db } = await getServices();
  const file = await orNotFound(() => radiology.radiologyPrescriptionFile(db, user.accountId, positiveId(id)));
  return new Response(new Uint8Array(file.bytes), {
    headers: { "content-type": file.contentType, "content-disposition": "attachment", "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
  });
}
