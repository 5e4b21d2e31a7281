/**
 * The slots version: what an instance compares to decide whether pages showing free slots (doctor and scan pages)
 * are stale. It combines
 * - a checksum of the places taken at doctors and centres (booking_slots of those kinds): every booking, cancel,
 *   reschedule or failed payment moves it — a reschedule too, since the place moves to a slot with another id;
 *   slot rows created with no place taken (the first listing of a day) leave it as it is;
 * - a counter that a change of a doctor's hours or leave bumps (they change which slots exist, not booking_slots).
 * Watched like the catalogue version (cache/version-poller.ts): no change can be missed.
 */
import { sql } from "kysely";
import type { DB } from "../../db/client";
import { bumpVersionCounter, readVersionCounter, watchVersion } from "../../cache/version-poller";
import { RESOURCE_KINDS } from "./resource";

export const SLOTS_VERSION_KEY = "slots_version";
const PAGE_KINDS = [RESOURCE_KINDS.FACILITY, RESOURCE_KINDS.DOCTOR_IN_CLINIC, RESOURCE_KINDS.DOCTOR_ONLINE];

export async function getSlotsVersion(db: DB): Promise<string> {
  const [counter, places] = await Promise.all([
    readVersionCounter(db, SLOTS_VERSION_KEY),
    db
      .selectFrom("booking_slots")
      .select([sql<string>`coalesce(sum(booked), 0)`.as("taken"), sql<string>`coalesce(sum(booked * id), 0)`.as("spread")])
      .where("kind", "in", PAGE_KINDS)
      .where("booked", ">", 0)
      .executeTakeFirst(),
  ]);
  return `${counter}:${String(places?.taken ?? 0)}:${String(places?.spread ?? 0)}`;
}

/** Call after a change of a doctor's hours or leave: every instance drops its pages that show free slots. */
export const bumpSlotsVersion = (db: DB): Promise<void> => bumpVersionCounter(db, SLOTS_VERSION_KEY);

/** Calls `onChange` within about `everyMs` of any change of free slots, on every instance. Returns the stop function. */
export const watchSlotsVersion = (db: DB, onChange: () => void, everyMs = 1000): (() => void) => watchVersion(() => getSlotsVersion(db), onChange, everyMs);
