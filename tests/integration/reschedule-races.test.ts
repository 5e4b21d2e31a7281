/**
 * A visit rescheduled from several tabs or instances at once (Promise.all through the domain function, on SQLite
 * and PostgreSQL): the end state counts each reschedule once and the visit holds exactly one slot place.
 */
import { describe, expect, it } from "vitest";
import { rescheduleDiagnosticsOrder } from "~/.server/domain/lab-tests/order-actions";
import { rescheduleSlotOptions } from "~/.server/domain/scheduling/reschedule-slots";
import { targets, servicesOfTarget } from "./harness";

const N = 8;

describe.each(targets)("reschedule races on $name", (target) => {
  const services = servicesOfTarget(target);

  it("N concurrent reschedules of one visit: overlapping ones give one success, each success counts once, the old place is given back once and no slot goes over capacity", async () => {
    const db = services().db;
    const child = await db.selectFrom("diagnostic_orders").selectAll().where("display_id", "=", "71000000091").executeTakeFirstOrThrow();
    const seeded = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", child.parent_order_id).executeTakeFirstOrThrow();
    // First into a slot of the table, so the place it gives back can be counted.
    const first = (await rescheduleSlotOptions(db, seeded.city_id!))[0];
    await rescheduleDiagnosticsOrder(db, child.account_id, { parentOrderId: seeded.id, slotId: first.slotId, selectedDate: first.slotDate, reason: "I want a different time" });
    const parent = await db.selectFrom("diagnostic_parent_orders").selectAll().where("id", "=", seeded.id).executeTakeFirstOrThrow();
    const before = await db.selectFrom("diagnostic_orders").selectAll().where("id", "=", child.id).executeTakeFirstOrThrow();
    expect(parent.slot_id).toBe(first.slotId);
    const options = (await rescheduleSlotOptions(db, parent.city_id!)).filter((s) => s.slotId !== parent.slot_id);
    expect(options.length).toBeGreaterThan(N);
    const booked = async (ids: (number | null)[]) =>
      (await db.selectFrom("booking_slots").select(["id", "booked"]).where("id", "in", ids.filter((i): i is number => i != null)).execute()).reduce((s, r) => s + r.booked, 0);
    const targetsOfMove = options.slice(0, N);
    const oldBefore = await booked([parent.slot_id]);
    const newBefore = await booked(targetsOfMove.map((s) => s.slotId));

    const results = await Promise.all(
      targetsOfMove.map((s) =>
        rescheduleDiagnosticsOrder(db, child.account_id, { parentOrderId: parent.id, slotId: s.slotId, selectedDate: s.slotDate, reason: "I want a different time" })
          .then((r) => ({ ok: true as const, r }), (e: Error) => ({ ok: false as const, message: e.message })),
      ),
    );
    // Requests that truly overlap give one success; one that starts after another has committed is a new, valid
    // reschedule. Either way every success counts once and the visit holds exactly one place.
    const wins = results.filter((r) => r.ok).length;
    expect(wins).toBeGreaterThanOrEqual(1);
    const after = await db.selectFrom("diagnostic_orders").selectAll().where("id", "=", child.id).executeTakeFirstOrThrow();
    expect(after.reschedule_count).toBe(before.reschedule_count + wins);
    expect(await booked([parent.slot_id])).toBe(oldBefore - 1);
    expect(await booked(targetsOfMove.map((s) => s.slotId))).toBe(newBefore + 1);
    const parentAfter = await db.selectFrom("diagnostic_parent_orders").select("slot_id").where("id", "=", parent.id).executeTakeFirstOrThrow();
    expect(parentAfter.slot_id).toBe(after.slot_id);
    const winner = targetsOfMove.find((s) => s.slotId === after.slot_id);
    expect(winner).toBeDefined();
    const history = await db.selectFrom("diagnostic_order_status_history").select("order_status").where("order_id", "=", child.id).where("order_status", "=", "ORDER_RESCHEDULED").execute();
    expect(history).toHaveLength(before.reschedule_count + wins);
    // No slot holds more than its capacity.
    const over = await db.selectFrom("booking_slots").select("id").whereRef("booked", ">", "capacity").execute();
    expect(over).toEqual([]);
  });
});
