/**
 * The /my-membership ledger ("you saved ₹X") counts health checks and scans as it counts lab orders and consults:
 * each keeps what the member price saved when it is booked, and only what went ahead counts. On SQLite and
 * PostgreSQL, through the domain and the GraphQL query the page's clients read.
 */
import { describe, expect, it } from "vitest";
import { getYoga } from "~/.server/graphql/yoga";
import { circleMembershipOf } from "~/.server/domain/membership";
import { bookProhealthAppointment, cancelProhealthAppointment, prohealthSlots } from "~/.server/domain/prohealth";
import { bookRadiologyTest, cancelRadiologyOrder, radiologyClinicSlots } from "~/.server/domain/radiology";
import { fastingSlotAllowed } from "~/lib/prohealth-rules";
import { targets, servicesOfTarget } from "./harness";
import { paymentFixtures } from "./payment-helpers";
import type { GqlBody } from "./graphql-body";
import { backfillScanSavings } from "~/.server/db/migrations/0047-scan-member-savings";
import type { MigrationDb } from "~/.server/db/migration-db";

const SECUNDERABAD = 13;
const ESSENTIAL = 101; // ₹3,999; Circle ₹3,390
const KUKATPALLY = 2;
const XRAY_CHEST = 5021; // ₹400; Circle ₹360

let keys = 0;
const key = () => `circle-savings-${++keys}-${Date.now()}`;

describe.each(targets)("Circle savings of health checks and scans on $name", (target) => {
  const services = servicesOfTarget(target);
  const { account } = paymentFixtures(services);
  const db = () => services().db;

  it("'you saved ₹X' adds what member prices took off a health check and a scan that went ahead, and drops them when cancelled", async () => {
    // Today is inside the demo member's plan (seeded to be current on the seed day): the ledger counts from its start.
    const now = new Date();
    const member = await account("9000000001");
    const other = await account("9000000002");
    const saved = async () => (await circleMembershipOf(db(), member.accountId, now)).saved;
    const before = await saved();
    const otherBefore = (await circleMembershipOf(db(), other.accountId, now)).saved;

    const checkSlot = (await prohealthSlots(db(), SECUNDERABAD, now)).filter((s) => s.available && fastingSlotAllowed(s.startTime, 10)).at(-1)!.slotDateTimeInUTC;
    const check = await bookProhealthAppointment(
      db(),
      member.accountId,
      { packageId: ESSENTIAL, facilityId: SECUNDERABAD, patientId: member.patientId, slotDateTimeInUTC: checkSlot, paymentType: "COD", idempotencyKey: key(), bookingSource: "WEB" },
      now,
    );
    expect(await saved()).toBe(before + (399900 - 339000));

    const scanSlot = (await radiologyClinicSlots(db(), KUKATPALLY, now)).filter((s) => s.available).at(-1)!.slotDateTimeInUTC;
    const scan = await bookRadiologyTest(db(), member.accountId, { itemIds: [XRAY_CHEST], clinicId: KUKATPALLY, patientId: member.patientId, slotDateTimeInUTC: scanSlot, paymentType: "COD", idempotencyKey: key() }, now);
    expect(Number((await db().selectFrom("radiology_order_details").select("circle_discount").where("order_id", "=", scan.id).executeTakeFirstOrThrow()).circle_discount)).toBe(4000);
    expect(await saved()).toBe(before + 60900 + 4000);

    // The page's clients read the same ledger, in rupees.
    const res = await getYoga().fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: member.cookie },
      body: JSON.stringify({ query: "{ getCircleMembership { savedAmount } }" }),
    });
    const body = (await res.json()) as GqlBody;
    expect(body.data.getCircleMembership.savedAmount).toBe((before + 64900) / 100);

    // A cancelled appointment saved nothing.
    await cancelRadiologyOrder(db(), member.accountId, scan.id, "Plans changed", now);
    expect(await saved()).toBe(before + 60900);
    await cancelProhealthAppointment(db(), member.accountId, check.id, "Plans changed", now);
    expect(await saved()).toBe(before);
    // Nobody else's ledger moved.
    expect((await circleMembershipOf(db(), other.accountId, now)).saved).toBe(otherBefore);
  });

  it("scans booked before savings were kept (migration 0047) count what their member price saved, and nothing else", async () => {
    const now = new Date();
    const member = await account("9000000001");
    const other = await account("9000000002");
    const slots = (await radiologyClinicSlots(db(), KUKATPALLY, now)).filter((s) => s.available);
    const book = (who: typeof member, slot: string) =>
      bookRadiologyTest(db(), who.accountId, { itemIds: [XRAY_CHEST], clinicId: KUKATPALLY, patientId: who.patientId, slotDateTimeInUTC: slot, paymentType: "COD", idempotencyKey: key() }, now);
    const atMemberPrice = await book(member, slots.at(-2)!.slotDateTimeInUTC);
    const atNormalPrice = await book(other, slots.at(-3)!.slotDateTimeInUTC);
    // As such orders were before the column existed: nothing kept.
    await db().updateTable("radiology_order_details").set({ circle_discount: 0 }).where("order_id", "in", [atMemberPrice.id, atNormalPrice.id]).execute();
    await backfillScanSavings(db() as unknown as MigrationDb);
    const kept = await db().selectFrom("radiology_order_details").select(["order_id", "circle_discount"]).where("order_id", "in", [atMemberPrice.id, atNormalPrice.id]).execute();
    expect(Object.fromEntries(kept.map((k) => [k.order_id, Number(k.circle_discount)]))).toEqual({ [atMemberPrice.id]: 4000, [atNormalPrice.id]: 0 });
  });
});
