/**
 * Scans and health checks through the API as on the site, on SQLite and PostgreSQL: the clinic list's all-in price
 * is what the caller pays ("the discount applies only if the user is a member … otherwise standard prices apply"),
 * a package tells its member price, and slots asked for a package follow "packages with fasting hours can only be
 * booked in morning slots", so the API offers no slot that booking would refuse.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import type { Query } from "~/.server/graphql/generated/resolvers-types";
import { FASTING_MORNING_CUTOFF } from "~/lib/prohealth-rules";
import { prohealthDates, prohealthPackageById } from "~/.server/domain/prohealth";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";

const KUKATPALLY = 2; // ₹100 registration
const XRAY_CHEST = 5021; // ₹400; Circle ₹360
const SECUNDERABAD = 13; // a hospital running health checks
const MANIKONDA = 12; // an Apollo Clinic
const ESSENTIAL = 101; // hospital package, 10 hours' fasting, ₹3,999; Circle ₹3,390
const CANCER_SCREENING = 601; // hospital package, no fasting
const CLINIC_FULL_BODY = 104; // clinic package, 10 hours' fasting

async function gql<Data = Query>(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<GqlBody<Data>> {
  const res = await getYoga().fetch("http://localhost/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody<Data>;
}

describe.each(targets)("centre prices and slots through GraphQL on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);

  it("getRadiologyClinicsByCategoryAndCity prices the scans at the caller's price: member price for a signed-in member only", async () => {
    const member = await account("9000000001");
    const other = await account("9000000002");
    const CLINICS = `query($ids: [Int!]) { getRadiologyClinicsByCategoryAndCity(cityId: 9, itemIds: $ids) { id price } }`;
    const priceAt = async (cookie?: string) => {
      const r = await gql(CLINICS, { ids: [XRAY_CHEST] }, cookie);
      expect(r.errors).toBeUndefined();
      return r.data.getRadiologyClinicsByCategoryAndCity.find((c) => c.id === KUKATPALLY)!.price;
    };
    expect(await priceAt()).toBe(500); // a visitor: ₹400 + ₹100
    expect(await priceAt(other.cookie)).toBe(500); // signed in, not a member
    expect(await priceAt(member.cookie)).toBe(460); // member ₹360 + ₹100, what booking charges
  });

  it("a package tells its Circle member price, to everyone (null where it has none lower)", async () => {
    const r = await gql(`{ getProHealthPackageBySlug(slug: "apollo-prohealth-essential") { price circlePrice } getProHealthPackageCategoriesByCity(cityId: 9) { packages { id price circlePrice } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.getProHealthPackageBySlug).toEqual({ price: 3999, circlePrice: 3390 });
    const packages = r.data.getProHealthPackageCategoriesByCity.flatMap((c) => c.packages);
    expect(packages.find((p) => p.id === ESSENTIAL)).toEqual({ id: ESSENTIAL, price: 3999, circlePrice: 3390 });
    for (const p of packages) if (p.circlePrice != null) expect(p.circlePrice).toBeLessThan(p.price);
  });

  it("slots asked for a fasting package are morning slots only; a package without fasting takes every slot", async () => {
    type Slots = { all: Query["getProhealthHospitalSlots"]; fasting: Query["getProhealthHospitalSlots"]; free: Query["getProhealthHospitalSlots"] };
    const r = await gql<Slots>(
      `query($h: Int!, $f: Int!, $n: Int!) { all: getProhealthHospitalSlots(hospitalId: $h) { slotDateTimeInUTC startTime }
         fasting: getProhealthHospitalSlots(hospitalId: $h, packageId: $f) { slotDateTimeInUTC startTime }
         free: getProhealthHospitalSlots(hospitalId: $h, packageId: $n) { slotDateTimeInUTC startTime } }`,
      { h: SECUNDERABAD, f: ESSENTIAL, n: CANCER_SCREENING },
    );
    expect(r.errors).toBeUndefined();
    const { all, fasting, free } = r.data;
    expect(all.some((s) => s.startTime >= FASTING_MORNING_CUTOFF)).toBe(true);
    expect(fasting.length).toBeGreaterThan(0);
    expect(fasting.every((s) => s.startTime < FASTING_MORNING_CUTOFF)).toBe(true);
    expect(fasting).toEqual(all.filter((s) => s.startTime < FASTING_MORNING_CUTOFF));
    expect(free).toEqual(all);

    // A clinic's slots and dates follow the same rule.
    type Clinic = { slots: Query["getProhealthClinicSlots"]; dates: Query["getProhealthClinicDates"] };
    const c = await gql<Clinic>(`query($c: Int!, $p: Int!) { slots: getProhealthClinicSlots(clinicId: $c, packageId: $p) { startTime slotDate available } dates: getProhealthClinicDates(clinicId: $c, packageId: $p) }`, {
      c: MANIKONDA,
      p: CLINIC_FULL_BODY,
    });
    expect(c.errors).toBeUndefined();
    expect(c.data.slots.length).toBeGreaterThan(0);
    expect(c.data.slots.every((s) => s.startTime < FASTING_MORNING_CUTOFF)).toBe(true);
    expect(c.data.dates).toEqual([...new Set(c.data.slots.filter((s) => s.available).map((s) => s.slotDate))]);
  });

  it("getProhealthClinicDates is the domain's one date rule: a fasting package's dates are those with a free morning slot", async () => {
    const db = services().db;
    // Monday 09:30 in India: with the desk's two hours' notice, the clinic's first slot today is 11:30, too late
    // for "packages with fasting hours can only be booked in morning slots".
    const now = new Date("2030-01-14T04:00:00.000Z");
    const fasting = (await prohealthPackageById(db, CLINIC_FULL_BODY))!;
    expect(fasting.fastingHours).toBeGreaterThan(0);
    const any = await prohealthDates(db, MANIKONDA, null, now);
    const mornings = await prohealthDates(db, MANIKONDA, fasting, now);
    expect(any[0]).toBe("2030-01-14");
    expect(mornings[0]).toBe("2030-01-15");
    expect(mornings).toEqual(any.filter((d) => d !== "2030-01-14"));
    // Sunday: the clinic is closed.
    expect(any).not.toContain("2030-01-20");

    // The API answers with the same rule, at the time it is asked.
    const r = await gql<{ dates: Query["getProhealthClinicDates"] }>(`query($c: Int!, $p: Int!) { dates: getProhealthClinicDates(clinicId: $c, packageId: $p) }`, { c: MANIKONDA, p: CLINIC_FULL_BODY });
    expect(r.errors).toBeUndefined();
    expect(r.data.dates).toEqual(await prohealthDates(db, MANIKONDA, fasting));
  });

  it("a package the centre does not offer, or none at all, is not found (nothing listed for it)", async () => {
    const notHere = await gql(`{ getProhealthHospitalSlots(hospitalId: ${SECUNDERABAD}, packageId: ${CLINIC_FULL_BODY}) { slotDateTimeInUTC } }`);
    expect(notHere.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const none = await gql(`{ getProhealthClinicDates(clinicId: ${MANIKONDA}, packageId: 999999) }`);
    expect(none.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
