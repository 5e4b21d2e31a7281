/**
 * The booking API over GraphQL on every database target: the slot settings and customized slots, booking with
 * cash on delivery and online, a double submit, COD retry refused, and sign-in required.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { createUserSession } from "~/.server/session";
import { itemByTag } from "~/.server/db/seed-data/catalogue";
import { targets, servicesOfTarget } from "./harness";
import type { GqlBody } from "./graphql-body";

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}
async function cookieFor(accountId: number, mobileNumber: string) {
  const res = await createUserSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: true }, "/");
  return res.headers.get("Set-Cookie")!.split(";")[0];
}

const CBC = itemByTag("complete-blood-count-cbc").itemId;
const LIPID = itemByTag("lipid-profile").itemId;
const HOME = { latitude: 17.4948, longitude: 78.3996, zipcode: "500085", stateCode: "TS" };

const SLOTS = `query($a: DiagnosticSlotAddressInput!, $p: [DiagnosticPatientLineItemsInput!]!, $d: String) {
  getCustomizedSlotsv2(address: $a, patientsObjWithLineItems: $p, billAmount: 700, selectedDate: $d) {
    status message isFasting fastingMessage dates { slotDate hasFreeSlot } selectedDate
    slots { slotDateTimeInUTC slotDisplayTime isPaidSlot slotCharges available } suggestedSlot { slotDateTimeInUTC slotInfo isMorning }
  } }`;
const BOOK = `mutation($i: SaveBookHomeCollectionOrderInputv2!) { saveDiagnosticBookHCOrderv2(diagnosticOrderInput: $i) {
  status errorMessageToDisplay parentOrderId orderStatus paymentType paymentLink paymentLinkExpiry paymentOrderId toPay
  patientsObjWithOrderIDs { patientID orderID displayId status preBookingId } billing { toPay } } }`;
const BILL = `query($c: [DiagnosticCartPatientInput!]) { getDiagnosticCartDetailsV1(cartItem: $c, cityId: 9, couponCode: null, healthCreditsUsed: 0) { toPay } }`;

describe.each(targets)("booking over GraphQL on $name", (target) => {
  servicesOfTarget(target);

  async function me() {
    const cookie = await cookieFor(1, "9000000001");
    const patients = (await gql(`{ getPatientsByAccount { id firstName } }`, {}, cookie)).data.getPatientsByAccount;
    const addresses = (await gql(`{ getAddresses { id pincode } }`, {}, cookie)).data?.getAddresses;
    return { cookie, patientId: Number(patients[0].id), addressId: Number(addresses.find((a: { pincode: string }) => a.pincode === "500085")!.id) };
  }

  it("findDiagnosticSettings gives the spec's slot constants and the area's capacity", async () => {
    const b = await gql(`{ findDiagnosticSettings(cityId: 9, latitude: 17.49, longitude: 78.39, slotByClusterConfig: false) {
      advanceBookingDays slotCutoff weekendDays slotMinuteUnit slotDurationInMinutes slotCapacity paidSlotCharges { startTime charge } } }`);
    expect(b.data.findDiagnosticSettings).toEqual({
      advanceBookingDays: 3, slotCutoff: "12:00", weekendDays: ["SAT", "SUN"], slotMinuteUnit: 60, slotDurationInMinutes: 60, slotCapacity: 8,
      paidSlotCharges: [{ startTime: "07:00", charge: 99 }],
    });
  });

  it("getCustomizedSlotsv2: a fasting cart's suggested slot is a morning one; an unserviceable place gets the spec's message", async () => {
    const b = await gql(SLOTS, { a: HOME, p: [{ patientID: 0, itemIds: [LIPID] }] });
    const r = b.data.getCustomizedSlotsv2;
    expect(r.status).toBe(true);
    expect(r.isFasting).toBe(true);
    expect(r.suggestedSlot?.isMorning).toBe(true);
    expect(r.fastingMessage).toMatch(/^10 hours fasting needed: no food after \d{1,2} (am|pm) \(water is fine\)\.$/);
    const far = (await gql(SLOTS, { a: { latitude: 13.289186, longitude: 77.69942, zipcode: "562110" }, p: [{ patientID: 0, itemIds: [CBC] }] })).data.getCustomizedSlotsv2;
    expect(far).toMatchObject({ status: false, slots: [] });
    expect(far.message).toMatch(/^Sorry! We're working hard to get to this area!/);
  });

  it("books with cash on delivery once however often it is sent; online gives a payment link; COD retry is refused", async () => {
    const { cookie, patientId, addressId } = await me();
    const slots = (await gql(SLOTS, { a: HOME, p: [{ patientID: patientId, itemIds: [CBC] }] })).data.getCustomizedSlotsv2;
    const slot = slots.slots.find((s: { available: boolean; isPaidSlot: boolean }) => s.available && !s.isPaidSlot);
    const toPay = (await gql(BILL, { c: [{ patientID: patientId, itemIds: [CBC] }] }, cookie)).data.getDiagnosticCartDetailsV1.toPay;
    const input = { idempotencyKey: `gql-${Date.now()}-cod`, patientsObjWithLineItems: [{ patientID: patientId, itemIds: [CBC] }], patientAddressID: addressId, slotDateTimeInUTC: slot!.slotDateTimeInUTC, paymentMode: "COD", toPay };

    expect((await gql(BOOK, { i: input })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const first = (await gql(BOOK, { i: input }, cookie)).data.saveDiagnosticBookHCOrderv2;
    expect(first).toMatchObject({ status: true, orderStatus: "ORDER_PLACED", paymentType: "COD", paymentLink: null, toPay });
    expect(first.patientsObjWithOrderIDs).toEqual([expect.objectContaining({ patientID: patientId, status: "ORDER_PLACED", preBookingId: expect.stringMatching(/^PB\d{8}$/) })]);
    const again = (await gql(BOOK, { i: input }, cookie)).data.saveDiagnosticBookHCOrderv2;
    expect(again).toEqual(first);

    const stale = (await gql(BOOK, { i: { ...input, idempotencyKey: `gql-${Date.now()}-stale`, toPay: toPay + 1 } }, cookie)).data.saveDiagnosticBookHCOrderv2;
    expect(stale).toMatchObject({ status: false, errorMessageToDisplay: "The prices in your cart have changed. Please check the new bill and place the order again.", billing: { toPay } });

    const online = (await gql(BOOK, { i: { ...input, idempotencyKey: `gql-${Date.now()}-online`, paymentMode: "ONLINE" } }, cookie)).data.saveDiagnosticBookHCOrderv2;
    expect(online).toMatchObject({ status: true, orderStatus: "PAYMENT_PENDING", paymentType: "ONLINE" });
    expect(online.paymentLink).toBe(`/pay/${online.paymentOrderId}`);
    expect(Date.parse(online.paymentLinkExpiry ?? "")).toBeGreaterThan(Date.now());

    const cod = await gql(`mutation($id: Int!) { wrapperProcessDiagnosticHCOrderCOD(parentOrderId: $id) { status message } }`, { id: online.parentOrderId }, cookie);
    expect(cod.data.wrapperProcessDiagnosticHCOrderCOD).toEqual({ status: false, message: "Cash on delivery is not available for this order." });
    const others = await gql(`mutation($id: Int!) { wrapperProcessDiagnosticHCOrderCOD(parentOrderId: $id) { status } }`, { id: first.parentOrderId }, await cookieFor(2, "9000000002"));
    expect(others.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
