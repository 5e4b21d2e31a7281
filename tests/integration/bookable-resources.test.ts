/**
 * A clinic as a bookable resource on every database target: its opening hours give the slots, each slot has the
 * clinic's capacity, holding a place is one conditional update that refuses when the slot is full, and releasing
 * gives the place back — in booking_slots beside the lab's home-collection places, never mixed with them.
 */
import { describe, expect, it } from "vitest";
import {
  facilityResource,
  holdSlotPlace,
  homeCollectionArea,
  releaseSlotPlace,
  slotsOf,
  slotsWithPlaces,
  takeSlotPlace,
  type OpeningHoursRule,
} from "~/.server/domain/scheduling";
import { targets, servicesOfTarget } from "./harness";

/** Monday 30 Nov 2026, 08:00 in India. */
const NOW = new Date("2026-11-30T08:00:00+05:30");
const CLINIC_RULE: OpeningHoursRule = {
  type: "openingHours",
  openingHours: [
    { weekDay: "MON", startTime: "09:00", endTime: "13:00" },
    { weekDay: "TUE", startTime: "09:00", endTime: "13:00" },
  ],
  breaks: [{ startTime: "11:00", endTime: "11:30" }],
  slotMinutes: 30,
  daysAhead: 1,
};

describe.each(targets)("bookable resources on $name", (target) => {
  const services = servicesOfTarget(target);
  let clinicN = 0;
  const clinic = () => facilityResource(1_000_000 + process.pid * 10 + ++clinicN, CLINIC_RULE, 2);

  it("a clinic's slots are its opening hours, with its capacity per slot, stored under its own kind and key", async () => {
    const db = services().db;
    const resource = clinic();
    const slots = await slotsWithPlaces(db, resource, NOW);
    expect(slots.map((s) => `${s.slotDate} ${s.startTime}`)).toEqual(slotsOf(resource, NOW).map((s) => `${s.slotDate} ${s.startTime}`));
    expect(slots.filter((s) => s.slotDate === "2026-11-30").map((s) => s.startTime)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:30", "12:00", "12:30"]);
    expect(slots.every((s) => s.capacity === 2 && s.booked === 0 && s.available)).toBe(true);
    const rows = await db.selectFrom("booking_slots").select(["kind", "area_key", "duration_minutes"]).where("area_key", "=", resource.key).execute();
    expect(rows).toHaveLength(slots.length);
    expect(rows.every((r) => r.kind === "FACILITY" && r.duration_minutes === 30)).toBe(true);
    // Listing again reads the same rows.
    expect((await slotsWithPlaces(db, resource, NOW)).map((s) => s.slotId)).toEqual(slots.map((s) => s.slotId));
  });

  it("capacity 2: two holds succeed, the third is refused, a release gives the place back", async () => {
    const db = services().db;
    const resource = clinic();
    const [slot] = slotsOf(resource, NOW);
    const first = await db.transaction().execute((trx) => holdSlotPlace(trx, resource, slot));
    const second = await db.transaction().execute((trx) => holdSlotPlace(trx, resource, slot));
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(await db.transaction().execute((trx) => holdSlotPlace(trx, resource, slot))).toBeNull();
    expect((await slotsWithPlaces(db, resource, NOW))[0]).toMatchObject({ booked: 2, capacity: 2, available: false });

    await db.transaction().execute((trx) => releaseSlotPlace(trx, first!));
    expect((await slotsWithPlaces(db, resource, NOW))[0]).toMatchObject({ booked: 1, available: true });
    expect(await db.transaction().execute((trx) => takeSlotPlace(trx, first!))).toBe(true);
    expect(await db.transaction().execute((trx) => takeSlotPlace(trx, first!))).toBe(false);
  });

  it("holds racing for the last place: exactly the capacity wins", async () => {
    const db = services().db;
    const resource = clinic();
    const [slot] = slotsOf(resource, NOW);
    const results = await Promise.all(Array.from({ length: 6 }, () => db.transaction().execute((trx) => holdSlotPlace(trx, resource, slot))));
    expect(results.filter((r) => r != null)).toHaveLength(2);
    expect((await slotsWithPlaces(db, resource, NOW))[0]).toMatchObject({ booked: 2, available: false });
  });

  it("a clinic's places never touch the lab's home-collection places", async () => {
    const db = services().db;
    const resource = clinic();
    const [slot] = slotsOf(resource, NOW);
    const before = await slotsWithPlaces(db, homeCollectionArea(9), NOW);
    await db.transaction().execute((trx) => holdSlotPlace(trx, resource, slot));
    const after = await slotsWithPlaces(db, homeCollectionArea(9), NOW);
    expect(after.map((s) => [s.slotId, s.booked])).toEqual(before.map((s) => [s.slotId, s.booked]));
  });
});
