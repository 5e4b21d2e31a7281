/**
 * Centre selection (platform spec §3, "Clinic facility": each centre with its distance, its earliest slot and the
 * all-in price). A city's centres get their earliest free slots in one go; each must be the slot that centre's own
 * slot list gives first with a free place — also when that centre's first slots are full, and without creating slot
 * rows (showing the step books nothing and changes no free places).
 */
import { describe, expect, it } from "vitest";
import { radiologyClinicOffers, radiologyClinicResource } from "~/.server/domain/radiology";
import { firstAvailableSlot, slotsWithPlaces } from "~/.server/domain/scheduling";
import { targets, servicesOfTarget } from "./harness";

const NOW = new Date("2030-03-04T03:00:00.000Z"); // Monday 08:30 in India
const HYDERABAD = 9;
const KUKATPALLY = { latitude: 17.492737, longitude: 78.39656 };

describe.each(targets)("centre selection for scans on $name", (target) => {
  const services = servicesOfTarget(target);
  const db = () => services().db;
  const offers = () => radiologyClinicOffers(db(), { cityId: HYDERABAD, categories: ["X-Ray"], scansTotal: 40_000, ...KUKATPALLY }, NOW);

  it("each centre's earliest slot is its own first free one, after its first slots fill up", async () => {
    const before = await offers();
    expect(before.length).toBeGreaterThan(1);
    const slotRows = async () => Number((await db().selectFrom("booking_slots").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const rowsBefore = await slotRows();

    // One centre's first three slots are full.
    const full = before[0];
    const resource = (await radiologyClinicResource(db(), full.id))!;
    const slots = await slotsWithPlaces(db(), resource, NOW);
    for (const s of slots.slice(0, 3)) await db().updateTable("booking_slots").set({ booked: s.capacity }).where("id", "=", s.slotId).execute();
    const rowsAfterListing = await slotRows();

    const after = await offers();
    expect(await slotRows()).toBe(rowsAfterListing); // read only
    expect(rowsAfterListing).toBeGreaterThanOrEqual(rowsBefore);
    expect(after.find((c) => c.id === full.id)!.earliestSlot).toBe(slots[3].slotDateTimeInUTC);
    for (const centre of after) {
      const own = await radiologyClinicResource(db(), centre.id);
      const first = own ? await firstAvailableSlot(db(), own, NOW) : null;
      expect(centre.earliestSlot, centre.name).toBe(first?.slotDateTimeInUTC ?? null);
      expect(centre.price, centre.name).toBe(40_000 + centre.registrationFee * 100);
    }
  });
});
