/**
 * The radiology pages' loaders and actions: thin over domain/radiology. Patients' own pages answer 404 for
 * someone else's order, as for none.
 */
import { getServices } from "~/.server/app-context";
import { getRequestState, type RequestState } from "~/.server/request-state";
import { getSessionUser, requireUser } from "~/.server/session";
import * as radiology from "~/.server/domain/radiology";
import { slugify } from "~/.server/domain/catalogue/listing";
import { cancelRadiologySchema } from "~/lib/radiology-form";
import { prescriptionUploadUrl } from "./radiology-prescription.server";
import { RADIOLOGY_CATEGORIES } from "~/.server/db/seed-data/radiology";
import { accountIsCircleMember } from "~/.server/domain/accounts/accounts";
import { advertisedMemberPrice, memberPrice } from "~/lib/member-price";
import { centreAppointmentAction, centreReportDownload, notFoundResponse, orNotFound, positiveId, rescheduleChoicesOf } from "~/features/centres/centre-pages.server";

const notFound = notFoundResponse;

/** `memberPrice`: the scan's Circle member price, shown to everyone where it is lower. */
export type ScanCard = { name: string; slug: string; category: string; price: number; memberPrice: number | null; startingPrice: number; needsPrescription: boolean };
const card = (i: radiology.RadiologyItem): ScanCard => ({
  name: i.name, slug: i.slug, category: i.categories[0], price: i.price, memberPrice: advertisedMemberPrice(i.price, i.circlePrice), startingPrice: i.startingPrice, needsPrescription: i.needsPrescription,
});

/**
 * Whether the viewer pays member prices: on a page a segment shares, the segment's word (Circle is part of its
 * key); rendered for the account, the account's own membership.
 */
async function viewerIsCircleMember(state: RequestState): Promise<boolean> {
  if (state.shared) return state.shared.segments.includes("circle");
  if (!state.user) return false;
  const { db } = await getServices();
  return accountIsCircleMember(db, state.user.accountId);
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

/**
 * /radiology/{name}[-c-{city}]: the scan, its FAQs, and the cities that offer it. `context` is the route's: the
 * page cache's render for a segment takes the segment's location, never an account's.
 */
export async function scanLoader(request: Request, param: string | undefined, context?: unknown) {
  const { slug, citySlug } = splitCity(param);
  const { db } = await getServices();
  const item = await radiology.radiologyItemBySlug(db, slug);
  if (!item) throw notFound();
  const cities = await radiology.getRadiologyCitiesByCategory(db, item.categories[0]);
  const state = await getRequestState(request, context);
  const city = citySlug ? cities.find((c) => slugify(c.name) === citySlug) : cities.find((c) => c.id === state.location.cityId);
  if (citySlug && !city) throw notFound();
  return {
    item: { ...card(item), itemId: item.radiologyItemID, description: item.description, preparation: item.preparation, faqs: item.FAQs },
    cities: cities.map((c) => ({ name: c.name, clinicCount: c.clinicCount, url: `/radiology-details/${item.slug}-c-${slugify(c.name)}` })),
    city: city ? { name: city.name, url: `/radiology-details/${item.slug}-c-${slugify(city.name)}` } : null,
  };
}

/**
 * /radiology-details/{name}-c-{city}: the city's clinics for the scan — distance, earliest slot, fee, all-in price.
 * `context` is the route's: the page cache's render for a segment prices for the segment (Circle or not).
 */
export async function detailsLoader(request: Request, param: string | undefined, context?: unknown) {
  const { slug, citySlug } = splitCity(param);
  if (!citySlug) throw notFound();
  const { db } = await getServices();
  const item = await radiology.radiologyItemBySlug(db, slug);
  if (!item) throw notFound();
  const cities = await radiology.getRadiologyCitiesByCategory(db, item.categories[0]);
  const city = cities.find((c) => slugify(c.name) === citySlug);
  if (!city) throw notFound();
  const state = await getRequestState(request, context);
  const near = state.location.cityId === city.id ? { latitude: state.location.latitude, longitude: state.location.longitude } : {};
  const scansTotal = memberPrice(item.price, item.circlePrice, await viewerIsCircleMember(state)).price;
  const clinics = await radiology.radiologyClinicOffers(db, { cityId: city.id, categories: item.categories, scansTotal, ...near });
  return { item: card(item), city: { id: city.id, name: city.name }, clinics, itemId: item.radiologyItemID };
}

/** /radiology-success?orderId=: the owner's booking, as booked. */
export async function successLoader(request: Request) {
  const user = await requireUser(request);
  const id = positiveId(new URL(request.url).searchParams.get("orderId") ?? undefined);
  const { db } = await getServices();
  const order = await orNotFound(() => radiology.radiologyOrderOfAccount(db, user.accountId, id));
  return { ...order, uploadPrescriptionUrl: await prescriptionUploadUrl(order) };
}

/** /radiology-order-details/{id}: the owner's order, and the slots it may move to. */
export async function orderLoader(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  const { db } = await getServices();
  const orderId = positiveId(id);
  const order = await orNotFound(() => radiology.radiologyOrderOfAccount(db, user.accountId, orderId));
  const slots = order.canCancel ? await radiology.radiologyRescheduleSlots(db, user.accountId, orderId) : [];
  // A scan that needs a prescription booked without one: the page links to the upload.
  return {
    ...order,
    reschedule: rescheduleChoicesOf(slots),
    uploadPrescriptionUrl: await prescriptionUploadUrl(order),
    prescriptionUploaded: new URL(request.url).searchParams.get("prescription") === "uploaded",
  };
}

export const orderAction = (request: Request, id: string | undefined) =>
  centreAppointmentAction(request, id, {
    cancelSchema: cancelRadiologySchema,
    cancel: radiology.cancelRadiologyOrder,
    reschedule: radiology.rescheduleRadiologyOrder,
    path: (orderId) => `/radiology-order-details/${orderId}`,
  });

/** The report PDF (owner only) and the prescription (owner only), as downloads. */
export const reportDownload = (request: Request, id: string | undefined) => centreReportDownload(request, id, radiology.radiologyReportOfAccount);

export async function prescriptionDownload(request: Request, id: string | undefined) {
  const user = await getSessionUser(request);
  if (!user) throw notFound();
  const { db } = await getServices();
  const file = await orNotFound(() => radiology.radiologyPrescriptionFile(db, user.accountId, positiveId(id)));
  return new Response(new Uint8Array(file.bytes), {
    headers: { "content-type": file.contentType, "content-disposition": "attachment", "cache-control": "private, no-store", "x-content-type-options": "nosniff" },
  });
}
