/**
 * The consult GraphQL module, on SQLite and PostgreSQL: the doctor listing and profile are public; the account's
 * appointments, its doctors consulted, one appointment and its cancellation answer the owner only — another
 * account gets NOT_FOUND, as for an appointment that does not exist (IDOR), and a visitor UNAUTHENTICATED.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlBody> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody;
}

const ONE = /* GraphQL */ `query One($id: ID!) { getConsultAppointment(appointmentId: $id) { id status patientName doctorName canCancel } }`;
const CANCEL = /* GraphQL */ `mutation Cancel($id: ID!) { cancelConsultAppointment(appointmentId: $id, reason: "Feeling better") { status appointment { id status refunded } } }`;
const CARDS = /* GraphQL */ `query { getConsultAppointments { appointments { appointmentId patientName status } } getPreviouslyConsultedDoctors { doctors { doctorName } } }`;

describe.each(targets)("consult GraphQL on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);

  /** The seeded consult of Meera Sharma (account 9000000001), on the day after the seed day: always cancellable. */
  const meeraConsult = async () => {
    const row = await services()
      .db.selectFrom("orders")
      .innerJoin("patients", "patients.id", "orders.patient_id")
      .select("orders.id")
      .where("orders.kind", "=", "CONSULT")
      .where("patients.uhid", "=", "APJ1.0000000102")
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  it("lists doctors by the spec's filters and sorts, and shows a profile with its registration number, to anyone", async () => {
    const listing = await gql(`query { getDoctorsListing(filter: { specialtySlug: "dermatology", cityId: 9 }, sortBy: "price_ascending") { total page pageCount doctors { slug specialtySlug cityId fee } } }`);
    expect(listing.errors).toBeUndefined();
    const page = listing.data.getDoctorsListing;
    expect(page.total).toBeGreaterThan(0);
    expect(page.doctors.every((d) => d.specialtySlug === "dermatology" && d.cityId === 9)).toBe(true);
    const fees = page.doctors.map((d) => d.fee!);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const profile = await gql(`query { getDoctorDetailsBySlug(slug: "dr-farah-khan") { name registrationNumber registrationCouncil clinics { name } } }`);
    expect(profile.data.getDoctorDetailsBySlug).toMatchObject({ name: "Dr. Farah Khan", registrationNumber: expect.stringMatching(/\S/) });
    const missing = await gql(`query { getDoctorDetailsBySlug(slug: "dr-nobody") { name } }`);
    expect(missing.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("answers an appointment and its cards to its account only", async () => {
    const owner = await account("9000000001");
    const other = await account("9000000002");
    const id = await meeraConsult();

    const mine = await gql(ONE, { id }, owner.cookie);
    expect(mine.data.getConsultAppointment).toMatchObject({ id, patientName: "Meera Sharma", doctorName: "Dr. Ramesh Kumar Reddy", canCancel: true });
    const cards = await gql(CARDS, {}, owner.cookie);
    expect(cards.data.getConsultAppointments.appointments.map((a) => a.appointmentId)).toContain(id);

    const theirs = await gql(ONE, { id }, other.cookie);
    expect(theirs.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const notThere = await gql(ONE, { id: "999999" }, other.cookie);
    expect(notThere.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(notThere.errors?.[0].message).toBe(theirs.errors?.[0].message);
    const otherCards = await gql(CARDS, {}, other.cookie);
    expect(otherCards.data.getConsultAppointments.appointments.map((a) => a.appointmentId)).not.toContain(id);

    for (const q of [ONE, CARDS]) {
      const visitor = await gql(q, { id });
      expect(visitor.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("cancels for the owner only: another account's attempt is NOT_FOUND and changes nothing", async () => {
    const owner = await account("9000000001");
    const other = await account("9000000002");
    const id = await meeraConsult();

    const refused = await gql(CANCEL, { id }, other.cookie);
    expect(refused.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(ONE, { id }, owner.cookie)).data.getConsultAppointment.status).toBe("CONFIRMED");
    expect((await gql(CANCEL, { id })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const done = await gql(CANCEL, { id }, owner.cookie);
    expect(done.errors).toBeUndefined();
    expect(done.data.cancelConsultAppointment).toMatchObject({ status: true, appointment: { id, status: "CANCELLED" } });
    // Cancelled is final: a second cancel is the owner's input error, in words.
    const again = await gql(CANCEL, { id }, owner.cookie);
    expect(again.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
