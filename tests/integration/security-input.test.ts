/**
 * Input abuse that got through: names in Indian scripts refused, right-to-left overrides and control characters
 * in address fields accepted, (0,0) accepted with a Hyderabad pincode, a malformed multipart body answered 500,
 * and 10 MB GraphQL bodies accepted.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { startSession } from "~/.server/session";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { ADDRESS_LOCATION_MISMATCH_MESSAGE, ADDRESS_UNSAFE_TEXT_MESSAGE } from "~/.server/domain/accounts/addresses";
import { NAME, validatePatientInput } from "~/lib/patient";
import { action as graphqlAction, GRAPHQL_MAX_BODY_BYTES } from "~/routes/graphql";
import { signInAction } from "~/features/auth/sign-in.server";
import { patientsAction } from "~/features/patients/patients.server";
import { servicesOfTarget, targets } from "./harness";
import type { GqlBody } from "./graphql-body";

/** "प्रिया" and friends: Devanagari, Tamil, Telugu, Bengali, Kannada, Malayalam and Gujarati names with their vowel signs. */
const INDIAN_NAMES = ["प्रिया", "தமிழ்செல்வி", "శ్రీనివాస్", "সৌমিত্র", "ಅನನ್ಯ", "ലക്ഷ്മി", "ભાવના", "क्‍षमा"];


describe("the name rule", () => {
  it("accepts every Unicode letter and combining mark: names in Indian scripts", () => {
    for (const name of [...INDIAN_NAMES, "Aarav", "O'Brien-Smith", "Zoë", "José María"]) expect(NAME.test(name), name).toBe(true);
  });
  it("still refuses digits (any script's), markup and control characters", () => {
    for (const bad of ["Priya2", "प्रिया५", "<b>Priya</b>", "Pri\u0000ya", "Priya\nKumar", "Pri\u202Eya", "\u0915\u093F".slice(1), "", " "]) {
      expect(NAME.test(bad.trim()), JSON.stringify(bad)).toBe(false);
    }
    expect(validatePatientInput({ firstName: "प्रिया", lastName: "शर्मा", gender: "F", dateOfBirth: "01/01/1990", relation: "me", emailAddress: "" } as never).firstName).toBeUndefined();
  });
});

describe.each(targets)("input abuse on $name", (target) => {
  const services = servicesOfTarget(target);
  let cookie = "";
  async function gql(query: string, variables: Record<string, unknown> = {}): Promise<GqlBody> {
    if (!cookie) {
      const account = await findOrCreateAccount(services().db, "+91", "9123498765");
      cookie = (await startSession({ accountId: account.id, countryCode: "+91", mobileNumber: "9123498765", isCircleMember: false })).split(";")[0];
    }
    const res = await getYoga().fetch("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as GqlBody;
  }

  it("a patient named in each of five Indian scripts is saved as typed", async () => {
    for (const firstName of INDIAN_NAMES.slice(0, 5)) {
      const res = await gql(`mutation($n: String!) { addNewPatient(patientInput: { firstName: $n, gender: "F", dateOfBirth: "01/01/1990", relation: "other" }) { id firstName } }`, { n: firstName });
      expect(res.errors, firstName).toBeUndefined();
      expect(res.data.addNewPatient.firstName).toBe(firstName);
    }
  });

  it("a right-to-left override or a control character in any address field is refused", async () => {
    const fields = { name: "Home", addressLine1: "14 MG Road", addressLine2: "", landmark: "" };
    for (const [field, value] of [["name", "Home\u202E"], ["addressLine1", "Flat 12 \u202Etnemyap"], ["addressLine2", "Line\u0007two"], ["landmark", "Near\u2066 temple"], ["addressLine1", "14 MG\nRoad"]] as const) {
      const input = { ...fields, [field]: value, pincode: "500085" };
      const res = await gql(`mutation($a: AddressInput!) { saveAddress(addressInput: $a) { id } }`, { a: input });
      expect(res.errors?.[0]?.extensions?.fieldErrors?.[field], `${field}: ${JSON.stringify(value)}`).toBe(ADDRESS_UNSAFE_TEXT_MESSAGE);
    }
  });

  it("coordinates (0,0) with a Hyderabad pincode are refused; a point in Hyderabad is kept", async () => {
    const base = { name: "Home", addressLine1: "Plot 7, KPHB Colony", addressLine2: "", landmark: "", pincode: "500085" };
    const zero = await gql(`mutation($a: AddressInput!) { saveAddress(addressInput: $a) { id } }`, { a: { ...base, latitude: 0, longitude: 0 } });
    expect(zero.errors?.[0]?.extensions?.fieldErrors?.pincode).toBe(ADDRESS_LOCATION_MISMATCH_MESSAGE);
    const ok = await gql(`mutation($a: AddressInput!) { saveAddress(addressInput: $a) { latitude longitude city } }`, { a: { ...base, latitude: 17.4937, longitude: 78.3996 } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.saveAddress).toMatchObject({ latitude: 17.4937, longitude: 78.3996 });
  });

  it("a malformed multipart body answers 400, not 500", async () => {
    const malformed = () => new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=----x", cookie },
      body: "------x\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\nsend-otp\r\n------", // never closed
    });
    for (const run of [() => signInAction(malformed(), false, "192.0.2.1"), () => patientsAction(malformed())]) {
      const outcome = await run().catch((e: unknown) => e);
      expect(outcome).toBeInstanceOf(Response);
      expect((outcome as Response).status).toBe(400);
    }
  });

  it(`GraphQL refuses a body over ${GRAPHQL_MAX_BODY_BYTES / 1024} KB with 413, with or without Content-Length`, async () => {
    const big = JSON.stringify({ query: `{ __typename }`, variables: { pad: "x".repeat(GRAPHQL_MAX_BODY_BYTES) } });
    const declared = await graphqlAction({ request: new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", "content-length": String(big.length) }, body: big }), params: {}, context: {} });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(big)); c.close(); } });
    const chunked = await graphqlAction({ request: new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit), params: {}, context: {} });
    expect(chunked.status).toBe(413);
    const small = await graphqlAction({ request: new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) }), params: {}, context: {} });
    expect(small.status).toBe(200);
  });
});
