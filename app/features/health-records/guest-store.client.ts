/**
 * Guest records on this device: IndexedDB through idb-keyval, so a file stays a Blob (localStorage would hold it
 * as text, a third larger, within a 5 MB quota). Nothing here leaves the browser until the records are claimed.
 */
import { createStore, del, get, set, values, type UseStore } from "idb-keyval";
import { GUEST_RECORDS_DB, GUEST_RECORDS_FULL_MESSAGE, GUEST_RECORDS_MAX, GUEST_RECORDS_STORE, type GuestRecord } from "~/lib/guest-records";

let store: UseStore | null = null;
/** Opened on first use: the module is loaded during hydration, the database only when the page needs it. */
const guestStore = () => (store ??= createStore(GUEST_RECORDS_DB, GUEST_RECORDS_STORE));

export async function listGuestRecords(): Promise<GuestRecord[]> {
  const all = (await values<GuestRecord>(guestStore())).filter((r) => r && typeof r.id === "string" && r.file instanceof Blob);
  return all.sort((a, b) => (a.savedAt < b.savedAt ? 1 : -1));
}

export async function keepGuestRecord(record: GuestRecord): Promise<void> {
  const all = await values<GuestRecord>(guestStore());
  if (all.length >= GUEST_RECORDS_MAX) throw new Error(GUEST_RECORDS_FULL_MESSAGE);
  await set(record.id, record, guestStore());
}

export const forgetGuestRecord = (id: string) => del(id, guestStore());
export const guestRecord = (id: string) => get<GuestRecord>(id, guestStore());
