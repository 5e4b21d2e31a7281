/**
 * The radiology cart of a visitor and what happens at sign-in, and the prescription added after booking, on SQLite
 * and PostgreSQL, through the pages' own loaders and actions:
 * - "Items are not duplicated by itemId."; "Clearing resets city, clinic, slot, patient, items and cities.";
 *   "Radiology and pathology tests cannot be booked together; adding one kind replaces the other kind." (platform
 *   spec §5), for a visitor both ways;
 * - a visitor chooses a city, then a centre, and sees the all-in price; the slot and the patient need sign-in;
 * - the cart survives sign-in (merged by the rules, the cookie cleared, twice is once);
 * - the modals' data: centres with distance, earliest slot, registration fee and all-in price;
 * - /radiology-order-details/{id}/prescription: owner only (404 for anyone else, before the upload is read), the
 *   lab's upload rules, and the order's page links to it only while a needed prescription is missing.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures, statusOf } from "./payment-helpers";
import { cartAction, cartLoader, detailsAction, selectionAction, selectionLoader } from "~/features/radiology/radiology-cart.server";
import { prescriptionPageAction, prescriptionPageLoader } from "~/features/radiology/radiology-prescription.server";
import { orderLoader } from "~/features/radiology/radiology.server";
import { withVisitorCartMerged } from "~/features/auth/login-route.server";
import { changeAccountCart, readAccountCart } from "~/.server/domain/cart/cart";
import { bookRadiologyTest, changeRadiologyCartOf, radiologyClinicSlots, readRadiologyCart, PRESCRIPTION_REQUIRED_MESSAGE } from "~/.server/domain/radiology";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { INVALID_FILE_TYPE_MESSAGE } from "~/lib/prescription-upload";
import type { GqlBody } from "./graphql-body";

const MRI_BRAIN = 5001;
const XRAY_CHEST = 5021;
const JUBILEE_HILLS = 1; // Hyderabad, every category, ₹150 registration
const KUKATPALLY = 2; // Hyderabad, X-ray and ultrasound only
const PDF = readFileSync(new URL("../fixtures/prescription.pdf", import.meta.url));

const cookieOf = (res: Response, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0] ?? null;

function post(path: string, fields: Record<string, string>, cookie = "") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  });
}
const get = (path: string, cookie = "") => new Request(`http://localhost${path}`, { headers: { cookie } });

function upload(path: string, cookie: string, file: Blob, name: string) {
  const form = new FormData();
  form.set("file", file, name);
  return new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { cookie } });
}

async function gql(query: string, variables: Record<string, unknown>, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

let keys = 0;
const key = () => `radiology-visitor-${++keys}-${Date.now()}`;

describe.each(targets)("the radiology visitor cart and prescriptions after booking on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;

  /** A visitor's step: the action's answer and the cookie it leaves. */
  async function visitorStep(fields: Record<string, string>, cookie: string) {
    const res = (await cartAction(post("/radiology-cart", fields, cookie))) as Response;
    return { res, cookie: cookieOf(res, "radiologyCart") ?? cookie };
  }

  it("a visitor adds scans (never twice), chooses a city, then a centre, and sees the all-in price; the slot needs sign-in", async () => {
    let step = await visitorStep({ intent: "add", itemId: String(MRI_BRAIN) }, "");
    expect(step.res.status).toBe(302);
    expect(step.res.headers.get("Location")).toBe("/radiology-cart");
    expect(step.cookie).toBe(`radiologyCart=${MRI_BRAIN}~~`);
    // "Items are not duplicated by itemId."
    step = await visitorStep({ intent: "add", itemId: String(MRI_BRAIN) }, step.cookie);
    expect(step.cookie).toBe(`radiologyCart=${MRI_BRAIN}~~`);

    step = await visitorStep({ intent: "city", cityId: "9" }, step.cookie);
    expect(step.cookie).toBe(`radiologyCart=${MRI_BRAIN}~9~`);
    // Kukatpally has no MRI: refused in words, and the cookie is not touched.
    const refused = await cartAction(post("/radiology-cart", { intent: "clinic", clinicId: String(KUKATPALLY) }, step.cookie));
    expect(refused).not.toBeInstanceOf(Response);
    expect(JSON.stringify(refused)).toContain("This clinic does not offer every scan in your cart. Please choose another clinic.");
    step = await visitorStep({ intent: "clinic", clinicId: String(JUBILEE_HILLS) }, step.cookie);
    expect(step.cookie).toBe(`radiologyCart=${MRI_BRAIN}~9~${JUBILEE_HILLS}`);

    const page = await cartLoader(get("/radiology-cart", step.cookie));
    expect(page).toMatchObject({ signedIn: false, city: { id: 9, name: "Hyderabad" }, clinic: { id: JUBILEE_HILLS, registrationFee: 15_000 }, patients: [], slots: [] });
    expect(page.items.map((i) => i.itemId)).toEqual([MRI_BRAIN]);
    expect(page.totalAmount).toBe(550_000 + 15_000);

    // The slot and the patient come after signing in, and sign-in returns to the cart.
    const slot = (await cartAction(post("/radiology-cart", { intent: "slot", slot: "2030-01-14T05:00:00.000Z" }, step.cookie)).catch((e: unknown) => e)) as Response;
    expect(slot.status).toBe(302);
    expect(slot.headers.get("Location")).toBe("/login?continue=%2Fradiology-cart");

    // "Clearing resets city, clinic, slot, patient, items and cities": the cookie goes.
    const cleared = await visitorStep({ intent: "clear" }, step.cookie);
    expect(cleared.res.headers.getSetCookie().find((c) => c.startsWith("radiologyCart="))).toMatch(/^radiologyCart=; Path=\/; Max-Age=0/);
    expect((await cartLoader(get("/radiology-cart", cleared.cookie))).items).toEqual([]);
  });

  it("'Each user can choose a city, then a clinic' before the scans: a scan keeps the centre when the centre does it", async () => {
    let cookie = (await visitorStep({ intent: "city", cityId: "9" }, "")).cookie;
    cookie = (await visitorStep({ intent: "clinic", clinicId: String(KUKATPALLY) }, cookie)).cookie;
    expect(cookie).toBe(`radiologyCart=~9~${KUKATPALLY}`);
    cookie = (await visitorStep({ intent: "add", itemId: String(XRAY_CHEST) }, cookie)).cookie;
    expect(cookie).toBe(`radiologyCart=${XRAY_CHEST}~9~${KUKATPALLY}`);
    // Kukatpally does no MRI: the centre is chosen again, the city stays.
    cookie = (await visitorStep({ intent: "add", itemId: String(MRI_BRAIN) }, cookie)).cookie;
    expect(cookie).toBe(`radiologyCart=${XRAY_CHEST}.${MRI_BRAIN}~9~`);
    // Removing the last scan clears everything ("Clearing resets city, clinic, slot, patient, items and cities").
    cookie = (await visitorStep({ intent: "remove", itemId: String(XRAY_CHEST) }, cookie)).cookie;
    const last = await visitorStep({ intent: "remove", itemId: String(MRI_BRAIN) }, cookie);
    expect(last.res.headers.getSetCookie().find((c) => c.startsWith("radiologyCart="))).toMatch(/^radiologyCart=; Path=\/; Max-Age=0/);
  });

  it("'Book here' on a scan's centre list works for a visitor too: the scan, its city and the centre go into their cart", async () => {
    const res = (await detailsAction(post("/radiology-details/mri-brain-c-hyderabad", { intent: "choose-clinic", itemId: String(MRI_BRAIN), cityId: "9", clinicId: String(JUBILEE_HILLS) }))) as Response;
    expect(res.headers.get("Location")).toBe("/radiology-cart");
    expect(cookieOf(res, "radiologyCart")).toBe(`radiologyCart=${MRI_BRAIN}~9~${JUBILEE_HILLS}`);
  });

  it("a visitor's cookie is only ids: unknown scans and a centre that does not fit are dropped by the rules", async () => {
    const page = await cartLoader(get("/radiology-cart", `radiologyCart=99999.${XRAY_CHEST}~9~424242`));
    expect(page.items.map((i) => i.itemId)).toEqual([XRAY_CHEST]);
    expect(page.city).toMatchObject({ id: 9 });
    expect(page.clinic).toBeNull();
  });

  it("'adding one kind replaces the other kind' for a visitor, both ways", async () => {
    const cbc = itemByTag("complete-blood-count-cbc").itemId;
    // A scan empties the visitor's lab cart: its cookie is cleared and the cart page says so.
    const { res } = await visitorStep({ intent: "add", itemId: String(XRAY_CHEST) }, `diagCart=${cbc}`);
    expect(res.headers.get("Location")).toBe("/radiology-cart?replaced=lab");
    expect(cookieOf(res, "diagCart")).toBe("diagCart=");
    expect((await cartLoader(get("/radiology-cart?replaced=lab", `radiologyCart=${XRAY_CHEST}~~`))).labReplaced).toBe(
      "Radiology and pathology tests cannot be booked together: the lab tests in your cart were replaced.",
    );
    // A lab test added by a visitor who holds scans: the answer tells the browser to drop them.
    const added = await gql(
      `mutation($c: DiagnosticCartChange!, $v: [Int!]) { updateDiagnosticCart(change: $c, visitorItemIds: $v) { notices { kind message } } }`,
      { c: { action: "ADD_ITEM", itemId: cbc }, v: [] },
      `radiologyCart=${XRAY_CHEST}~~`,
    );
    expect(added.data.updateDiagnosticCart.notices).toContainEqual({ kind: "kind-replaced", message: "Radiology and pathology tests cannot be booked together: the scans in your cart were replaced." });
    // Without scans in the browser there is nothing to say.
    const plain = await gql(`mutation($c: DiagnosticCartChange!) { updateDiagnosticCart(change: $c, visitorItemIds: []) { notices { kind } } }`, { c: { action: "ADD_ITEM", itemId: cbc } });
    expect(plain.data.updateDiagnosticCart.notices.map((n: { kind: string }) => n.kind)).not.toContain("kind-replaced");
  });

  it("the cart survives sign-in: merged by the rules into the account's cart, the cookie cleared; twice is once", async () => {
    const a = await account("9000000002");
    const cbc = itemByTag("complete-blood-count-cbc").itemId;
    await changeRadiologyCartOf(db(), a.accountId, { type: "CLEAR" });
    await changeAccountCart(db(), a.accountId, { type: "ADD_ITEM", itemId: cbc }, 9);
    const cookie = `radiologyCart=${MRI_BRAIN}~9~${JUBILEE_HILLS}`;
    const signIn = () => withVisitorCartMerged(get("/login", cookie), a.accountId, new Response(null, { status: 302, headers: { Location: "/radiology-cart" } }));
    const res = await signIn();
    expect(res.headers.getSetCookie().find((c) => c.startsWith("radiologyCart="))).toMatch(/^radiologyCart=; Path=\/; Max-Age=0/);
    const cart = await readRadiologyCart(db(), a.accountId);
    expect(cart).toMatchObject({ selectedCity: 9, selectedClinic: JUBILEE_HILLS });
    expect(cart.radiologyCartItems.map((i) => i.itemId)).toEqual([MRI_BRAIN]);
    // The scans replaced the account's lab tests, as any scan added does.
    expect((await readAccountCart(db(), a.accountId)).cart.diagnosticsCartItems).toEqual([]);
    await signIn();
    expect((await readRadiologyCart(db(), a.accountId)).radiologyCartItems.map((i) => i.itemId)).toEqual([MRI_BRAIN]);
    // Signed in, the cart page goes on to the slot.
    const page = await cartLoader(get("/radiology-cart", a.cookie));
    expect(page.signedIn).toBe(true);
    expect(page.nextStep).toBe("slot");
    expect(page.slots.length).toBeGreaterThan(0);
  });

  it("the selection modals: cities with a centre for the cart's scans, centres with distance, earliest slot, fee and all-in price", async () => {
    const visitor = `radiologyCart=${MRI_BRAIN}~~`;
    const cities = await selectionLoader(get("/resources/radiology-cart", visitor));
    expect(cities.clinics).toBeNull();
    expect(cities.cities.find((c) => c.id === 9)).toMatchObject({ name: "Hyderabad", clinicCount: 1 });
    const hyd = await selectionLoader(get("/resources/radiology-cart?cityId=9", visitor));
    expect(hyd.clinics!.map((c) => c.id)).toEqual([JUBILEE_HILLS]);
    const jubilee = hyd.clinics![0];
    expect(jubilee).toMatchObject({ registrationFee: 15_000, price: 565_000 });
    // The default location is in Hyderabad (17.492737, 78.39656): haversine km to the centre.
    expect(jubilee.distance).toBeGreaterThan(5);
    expect(jubilee.distance).toBeLessThan(15);
    expect(jubilee.earliestSlotDisplay).toMatch(/, \d/);

    // Choosing: the city, then the centre; a centre that does not do the scan is refused in words.
    const city = await selectionAction(post("/resources/radiology-cart", { intent: "city", cityId: "9" }, visitor));
    expect(city.status).toBe(200);
    const chosen = cookieOf(city, "radiologyCart")!;
    const wrong = await selectionAction(post("/resources/radiology-cart", { intent: "clinic", clinicId: String(KUKATPALLY) }, chosen));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ ok: false, message: "This clinic does not offer every scan in your cart. Please choose another clinic." });
    const right = await selectionAction(post("/resources/radiology-cart", { intent: "clinic", clinicId: String(JUBILEE_HILLS) }, chosen));
    expect(cookieOf(right, "radiologyCart")).toBe(`radiologyCart=${MRI_BRAIN}~9~${JUBILEE_HILLS}`);
    expect((await selectionLoader(get("/resources/radiology-cart?cityId=9", cookieOf(right, "radiologyCart")!))).selectedClinicId).toBe(JUBILEE_HILLS);
  });

  it("a prescription after booking: owner only, the lab's upload rules, and the order page's link while it is missing", async () => {
    const a = await account("9000000001");
    const b = await account("9000000002");
    const slot = (await radiologyClinicSlots(db(), JUBILEE_HILLS))[20].slotDateTimeInUTC;
    const input = { itemIds: [MRI_BRAIN], clinicId: JUBILEE_HILLS, patientId: a.patientId, slotDateTimeInUTC: slot, paymentType: "COD" as const, idempotencyKey: key() };
    // "An upload is required for scans that need one": at booking, or after it when the patient says so.
    await expect(bookRadiologyTest(db(), a.accountId, input)).rejects.toMatchObject({ message: PRESCRIPTION_REQUIRED_MESSAGE(["MRI Brain"]) });
    const booking = await bookRadiologyTest(db(), a.accountId, { ...input, prescriptionLater: true });
    const id = String(booking.id);
    const path = `/radiology-order-details/${id}/prescription`;

    const order = await orderLoader(get(`/radiology-order-details/${id}`, a.cookie), id);
    expect(order.uploadPrescriptionUrl).toBe(path);
    expect(order.hasPrescription).toBe(false);
    const page = await prescriptionPageLoader(get(path, a.cookie), id);
    expect(page).toMatchObject({ scans: ["MRI Brain"], hasPrescription: false, open: true, order: { displayId: booking.displayId } });

    // Another account: the page and the upload are 404, as for no order, and nothing is stored.
    expect(await statusOf(() => prescriptionPageLoader(get(path, b.cookie), id))).toBe(404);
    expect(await statusOf(() => prescriptionPageAction(upload(path, b.cookie, new Blob([PDF]), "rx.pdf"), id))).toBe(404);
    expect(await statusOf(() => prescriptionPageLoader(get("/radiology-order-details/999999/prescription", a.cookie), "999999"))).toBe(404);
    expect((await orderLoader(get(`/radiology-order-details/${id}`, a.cookie), id)).hasPrescription).toBe(false);

    // The lab's rules: a text file named .pdf is refused by its content.
    const fake = (await prescriptionPageAction(upload(path, a.cookie, new Blob(["not a pdf"]), "rx.pdf"), id)) as Response;
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ formError: INVALID_FILE_TYPE_MESSAGE });

    const done = (await prescriptionPageAction(upload(path, a.cookie, new Blob([PDF]), "Rx (Dr Rao).pdf"), id)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/radiology-order-details/${id}?prescription=uploaded`);
    const after = await orderLoader(get(`/radiology-order-details/${id}?prescription=uploaded`, a.cookie), id);
    expect(after).toMatchObject({ hasPrescription: true, uploadPrescriptionUrl: null, prescriptionUploaded: true });
  });
});
