/** Patients, addresses and serviceability over GraphQL, on every database target, tried as an attacker would. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useServicesForTesting, type AppServices } from "~/.server/app-context";
import { getYoga } from "~/.server/graphql/yoga";
import { startSession } from "~/.server/session";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "~/.server/domain/location/location";
import { targets } from "./harness";
import type { GqlBody } from "./graphql-body";

async function cookieFor(accountId: number, mobileNumber: string, issuedAt = Date.now()) {
  const setCookie = await startSession({ accountId, mobileNumber, countryCode: "+91", isCircleMember: false }, issuedAt);
  return setCookie.split(";")[0];
}

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}
const code = (b: GqlBody) => b.errors?.[0]?.extensions?.code;

const PATIENT = `id firstName lastName gender dateOfBirth relation isIncomplete age profileIconBand partnerId`;
const ADDRESS = `id name pincode city state stateCode latitude longitude isDefault serviceable serviceabilityMessage`;

describe.each(targets)("accounts over GraphQL on $name", (target) => {
  let services: AppServices;
  let teardown: () => Promise<void>;
  let alice: string; // account 1
  let bob: string; // account 3
  beforeAll(async () => {
    ({ services, teardown } = await target.setup());
    useServicesForTesting(services);
    alice = await cookieFor(1, "9000000001");
    bob = await cookieFor(3, "9876543210");
  });
  afterAll(async () => {
    useServicesForTesting(null);
    await teardown();
  });

  it("an unauthenticated call to a protected field returns UNAUTHENTICATED", async () => {
    for (const q of [`{ getPatientsByAccount { id } }`, `{ getAddresses { id } }`, `{ getCurrentUser { accountId } }`]) {
      expect(code(await gql(q))).toBe("UNAUTHENTICATED");
    }
    const add = await gql(`mutation { addNewPatient(patientInput: { firstName: "Eve", gender: "F", dateOfBirth: "01/01/1990", relation: "sister" }) { id } }`);
    expect(code(add)).toBe("UNAUTHENTICATED");
  });

  it("a forged or expired session cookie is no session at all", async () => {
    const forged = alice.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(code(await gql(`{ getPatientsByAccount { id } }`, {}, forged))).toBe("UNAUTHENTICATED");
    const expired = await cookieFor(1, "9000000001", Date.now() - 31 * 24 * 3600 * 1000);
    expect(code(await gql(`{ getPatientsByAccount { id } }`, {}, expired))).toBe("UNAUTHENTICATED");
  });

  it("getPatientsByAccount lists the primary 'me' profile first, then family profiles, with roles", async () => {
    const { data } = await gql(`{ getPatientsByAccount { ${PATIENT} } getCurrentUser { roles isCircleMember isCorporate } }`, {}, alice);
    expect(data.getPatientsByAccount[0]).toMatchObject({ firstName: "Aarav", relation: "me", isIncomplete: false });
    expect(data.getPatientsByAccount.map((p) => p.relation)).toEqual(["me", "spouse", "son", "mother"]);
    expect(data.getPatientsByAccount.find((p) => p.relation === "son")?.profileIconBand).toBe("child");
    expect(data.getCurrentUser).toMatchObject({ isCircleMember: true, isCorporate: false, roles: ["patient", "circle"] });
  });

  it("a profile missing its date of birth is flagged", async () => {
    const { data } = await gql(`{ getPatientsByAccount { firstName isIncomplete } }`, {}, bob);
    expect(data.getPatientsByAccount.find((p) => p.firstName === "Kamala")?.isIncomplete).toBe(true);
  });

  it("reading or changing another account's patient is refused as not found", async () => {
    const { data } = await gql(`{ getPatientsByAccount { id firstName } }`, {}, alice);
    const aliceSpouse = data.getPatientsByAccount[1];
    const read = await gql(`query($id: ID!) { getPatientById(id: $id) { firstName } }`, { id: aliceSpouse.id }, bob);
    expect(code(read)).toBe("NOT_FOUND");
    expect(read.data?.getPatientById ?? null).toBeNull();
    const change = await gql(
      `mutation($id: ID!) { updatePatient(id: $id, patientInput: { firstName: "Hacked", gender: "F", dateOfBirth: "01/01/1990", relation: "spouse" }) { id } }`,
      { id: aliceSpouse.id },
      bob,
    );
    expect(code(change)).toBe("NOT_FOUND");
    const after = await gql(`{ getPatientsByAccount { firstName } }`, {}, alice);
    expect(after.data.getPatientsByAccount[1].firstName).toBe(aliceSpouse.firstName);
  });

  it("addNewPatient validates every field and reports them together as BAD_USER_INPUT", async () => {
    const bad = await gql(
      `mutation { addNewPatient(patientInput: { firstName: "", gender: "X", dateOfBirth: "31/02/2000", relation: "cousin", emailAddress: "nope" }) { id } }`,
      {},
      bob,
    );
    expect(code(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.errors![0].extensions!.fieldErrors!).sort()).toEqual(["dateOfBirth", "emailAddress", "firstName", "gender", "relation"]);
    const ok = await gql(
      `mutation { addNewPatient(patientInput: { firstName: "Ishaan", lastName: "Verma", gender: "M", dateOfBirth: "15/05/2010", relation: "son" }) { ${PATIENT} } }`,
      {},
      bob,
    );
    expect(ok.data.addNewPatient).toMatchObject({ firstName: "Ishaan", relation: "son", isIncomplete: false });
  });

  it("an account holds at most 100 profiles", async () => {
    const cookie = await cookieFor(4, "501234567");
    const add = () =>
      gql(`mutation { addNewPatient(patientInput: { firstName: "Sara", gender: "F", dateOfBirth: "01/01/2000", relation: "other" }) { id } }`, {}, cookie);
    const { data } = await gql(`{ getPatientsByAccount { id } }`, {}, cookie);
    for (let n = data.getPatientsByAccount.length; n < 100; n++) expect((await add()).errors).toBeUndefined();
    const refused = await add();
    expect(code(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors![0].message).toBe("You can add up to 100 profiles to an account.");
  });

  it("saveAddress fills city, state and coordinates from the pincode; the first address is the default", async () => {
    const fresh = await services.db.insertInto("accounts").values({ country_code: "+91", mobile_number: "9123400001", created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow();
    const cookie = await cookieFor(fresh.id, "9123400001");
    const first = await gql(`mutation { saveAddress(addressInput: { name: "Home", addressLine1: "14 MG Road", pincode: "560001" }) { ${ADDRESS} } }`, {}, cookie);
    expect(first.data.saveAddress).toMatchObject({ city: "Bangalore", state: "Karnataka", stateCode: "KA", isDefault: true, serviceable: true, serviceabilityMessage: null });
    const second = await gql(`mutation { saveAddress(addressInput: { name: "Farm", addressLine1: "Survey 12", pincode: "562110" }) { ${ADDRESS} } }`, {}, cookie);
    expect(second.data.saveAddress).toMatchObject({ isDefault: false, serviceable: false, serviceabilityMessage: ADDRESS_NOT_SERVICEABLE_MESSAGE });
    const unknown = await gql(`mutation { saveAddress(addressInput: { name: "X", addressLine1: "Somewhere", pincode: "999999" }) { id } }`, {}, cookie);
    expect(unknown.errors![0].extensions!.fieldErrors!.pincode).toBe(ADDRESS_UNKNOWN_MESSAGE);
    await gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`, { id: second.data.saveAddress.id }, cookie);
    const list = await gql(`{ getAddresses { id isDefault } }`, {}, cookie);
    expect(list.data.getAddresses[0]).toEqual({ id: second.data.saveAddress.id, isDefault: true });
    await gql(`mutation($id: ID!) { deleteAddress(id: $id) { success } }`, { id: second.data.saveAddress.id }, cookie);
    const after = await gql(`{ getAddresses { id isDefault } }`, {}, cookie);
    expect(after.data.getAddresses).toEqual([{ id: first.data.saveAddress.id, isDefault: true }]);
  });

  it("reading, changing or deleting another account's address is refused and changes nothing", async () => {
    const { data } = await gql(`{ getAddresses { id name addressLine1 } }`, {}, alice);
    const target = data.getAddresses[0];
    expect(code(await gql(`query($id: ID!) { getAddressById(id: $id) { name } }`, { id: target.id }, bob))).toBe("NOT_FOUND");
    const edit = await gql(`mutation($id: ID!) { saveAddress(addressInput: { id: $id, name: "Mine", addressLine1: "Taken over", pincode: "500085" }) { id } }`, { id: target.id }, bob);
    expect(code(edit)).toBe("NOT_FOUND");
    expect(code(await gql(`mutation($id: ID!) { deleteAddress(id: $id) { success } }`, { id: target.id }, bob))).toBe("NOT_FOUND");
    expect(code(await gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`, { id: target.id }, bob))).toBe("NOT_FOUND");
    const after = await gql(`{ getAddresses { id name addressLine1 } }`, {}, alice);
    expect(after.data.getAddresses[0]).toEqual(target);
  });

  it("getDiagnosticServiceability answers for a serviceable, an unserviceable and an unknown place", async () => {
    const q = `query($lat: Float!, $lng: Float!, $pin: String!, $st: String) { getDiagnosticServiceability(latitude: $lat, longitude: $lng, postalCode: $pin, stateCode: $st) { status cityID stateID cityName message } }`;
    const ok = await gql(q, { lat: 17.492737, lng: 78.39656, pin: "500085", st: "TS" });
    expect(ok.data.getDiagnosticServiceability).toEqual({ status: true, cityID: 9, stateID: 36, cityName: "Hyderabad", message: null });
    const far = await gql(q, { lat: 17.248088, lng: 78.395599, pin: "501218", st: "TS" });
    expect(far.data.getDiagnosticServiceability).toMatchObject({ status: false, message: ADDRESS_NOT_SERVICEABLE_MESSAGE });
    const unknown = await gql(q, { lat: 17.4, lng: 78.4, pin: "500085", st: "KA" });
    expect(unknown.data.getDiagnosticServiceability).toMatchObject({ status: false, message: ADDRESS_UNKNOWN_MESSAGE });
  });

  it("getUpcomingSlotInfo gives a slot for a serviceable place and 'No Slots Available' otherwise", async () => {
    const q = `query($pin: String!, $c: Int!, $s: Int!) { getUpcomingSlotInfo(latitude: 17.49, longitude: 78.39, zipcode: $pin, serviceability: { cityID: $c, stateID: $s }) { status slotInfo slotDurationInMinutes } }`;
    const ok = await gql(q, { pin: "500085", c: 9, s: 36 });
    expect(ok.data.getUpcomingSlotInfo).toMatchObject({ status: true, slotDurationInMinutes: 60 });
    expect(ok.data.getUpcomingSlotInfo.slotInfo).toMatch(/\d{1,2}:00 (AM|PM) - \d{1,2}:00 (AM|PM)$/);
    const none = await gql(q, { pin: "501218", c: 9, s: 36 });
    expect(none.data.getUpcomingSlotInfo).toMatchObject({ status: false, slotInfo: "No Slots Available" });
  });
});
