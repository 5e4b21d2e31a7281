/**
 * The address book of an account. City, state, coordinates and serviceability come from the pincode, so a
 * saved address always carries what getDiagnosticServiceability and getUpcomingSlotInfo need. Every query is
 * scoped by account.
 */
import type { Selectable } from "kysely";
import type { DB } from "../../db/client";
import type { AddressTable } from "../../db/schema";
import { badRequest, notFound } from "../errors";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE, findPincodePlace } from "../location/location";
import { hasUnsafeCharacters } from "~/lib/safe-text";
import { haversineKm } from "~/lib/geo";

export const MAX_ADDRESSES_PER_ACCOUNT = 50;
/** A pinned location farther than this from its pincode's centre is a mistake (or (0,0) sent by a script). */
export const MAX_KM_FROM_PINCODE = 50;
export const ADDRESS_LOCATION_MISMATCH_MESSAGE = "The location on the map does not match this pincode";
export const ADDRESS_UNSAFE_TEXT_MESSAGE = "Please remove special control characters";

export interface Address {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  landmark: string | null;
  pincode: string;
  city: string;
  cityId: number | null;
  state: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  isDefault: boolean;
  serviceable: boolean;
  /** The spec's message when home collection cannot reach this address. */
  serviceabilityMessage: string | null;
}

export interface AddressInput {
  name: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  pincode: string;
  latitude?: number | null;
  longitude?: number | null;
}
export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

export function validateAddressInput(input: AddressInput): AddressErrors {
  const errors: AddressErrors = {};
  if (!input.name.trim() || input.name.trim().length > 40) errors.name = "Please enter a name for this address (e.g. Home)";
  if (input.addressLine1.trim().length < 3 || input.addressLine1.trim().length > 120) errors.addressLine1 = "Please enter the house number and street";
  if (input.addressLine2.trim().length > 120) errors.addressLine2 = "Please keep this under 120 characters";
  if (input.landmark.trim().length > 80) errors.landmark = "Please keep this under 80 characters";
  for (const field of ["name", "addressLine1", "addressLine2", "landmark"] as const) {
    if (hasUnsafeCharacters(input[field])) errors[field] = ADDRESS_UNSAFE_TEXT_MESSAGE;
  }
  if (!/^[1-9]\d{5}$/.test(input.pincode.trim())) errors.pincode = "Please enter a valid 6-digit pincode";
  const lat = input.latitude;
  const lng = input.longitude;
  if ((lat != null || lng != null) && !(isCoordinate(lat, 90) && isCoordinate(lng, 180))) errors.pincode = ADDRESS_UNKNOWN_MESSAGE;
  return errors;
}

function isCoordinate(v: number | null | undefined, max: number): v is number {
  return typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= max;
}

type AddressRow = Selectable<AddressTable> & { serviceable: number | null };

function toAddress(r: AddressRow): Address {
  const serviceable = r.serviceable === 1;
  return {
    id: r.id,
    name: r.name,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    landmark: r.landmark,
    pincode: r.pincode,
    city: r.city,
    cityId: r.city_id,
    state: r.state,
    stateCode: r.state_code,
    latitude: r.latitude,
    longitude: r.longitude,
    isDefault: r.is_default === 1,
    serviceable,
    serviceabilityMessage: serviceable ? null : r.serviceable === null ? ADDRESS_UNKNOWN_MESSAGE : ADDRESS_NOT_SERVICEABLE_MESSAGE,
  };
}

function selectAddresses(db: DB) {
  return db
    .selectFrom("addresses")
    .leftJoin("pincodes", "pincodes.pincode", "addresses.pincode")
    .selectAll("addresses")
    .select("pincodes.serviceable");
}

export async function listAddresses(db: DB, accountId: number): Promise<Address[]> {
  const rows = await selectAddresses(db).where("addresses.account_id", "=", accountId).orderBy("addresses.is_default", "desc").orderBy("addresses.id").execute();
  return rows.map(toAddress);
}

export async function getAddress(db: DB, { id, accountId }: { id: number; accountId: number }): Promise<Address | null> {
  const row = await selectAddresses(db).where("addresses.id", "=", id).where("addresses.account_id", "=", accountId).executeTakeFirst();
  return row ? toAddress(row) : null;
}

/** Adds (no id) or edits (id of the caller's own address) an address. The first address becomes the default. */
export async function saveAddress(db: DB, accountId: number, input: AddressInput & { id?: number | null }, now = new Date()): Promise<Address> {
  const errors = validateAddressInput(input);
  const pincode = input.pincode.trim();
  const place = errors.pincode ? null : await findPincodePlace(db, pincode);
  if (!errors.pincode && !place) errors.pincode = ADDRESS_UNKNOWN_MESSAGE;
  if (place && input.latitude != null && input.longitude != null) {
    const km = haversineKm({ latitude: input.latitude, longitude: input.longitude }, place);
    if (km > MAX_KM_FROM_PINCODE) errors.pincode = ADDRESS_LOCATION_MISMATCH_MESSAGE;
  }
  if (Object.keys(errors).length || !place) throw badRequest("Please correct the highlighted fields", { fieldErrors: errors });
  const values = {
    name: input.name.trim(),
    address_line1: input.addressLine1.trim(),
    address_line2: input.addressLine2.trim() || null,
    landmark: input.landmark.trim() || null,
    pincode,
    city: place.cityName,
    city_id: place.cityId,
    state: place.stateName,
    state_code: place.stateCode,
    latitude: input.latitude ?? place.latitude,
    longitude: input.longitude ?? place.longitude,
  };
  const id = await db.transaction().execute(async (trx) => {
    if (input.id) {
      const updated = await trx.updateTable("addresses").set(values).where("id", "=", input.id).where("account_id", "=", accountId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound("Address not found");
      return input.id;
    }
    const count = await trx.selectFrom("addresses").select(trx.fn.countAll<number>().as("n")).where("account_id", "=", accountId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ADDRESSES_PER_ACCOUNT) throw badRequest(`You can save up to ${MAX_ADDRESSES_PER_ACCOUNT} addresses.`);
    const row = await trx
      .insertInto("addresses")
      .values({ account_id: accountId, ...values, is_default: Number(count.n) === 0 ? 1 : 0, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return (await getAddress(db, { id, accountId }))!;
}

export async function setDefaultAddress(db: DB, { id, accountId }: { id: number; accountId: number }): Promise<Address> {
  await db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom("addresses").select("id").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
    if (!own) throw notFound("Address not found");
    await trx.updateTable("addresses").set({ is_default: 0 }).where("account_id", "=", accountId).execute();
    await trx.updateTable("addresses").set({ is_default: 1 }).where("id", "=", id).where("account_id", "=", accountId).execute();
  });
  return (await getAddress(db, { id, accountId }))!;
}

/** Deletes the caller's own address; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(db: DB, { id, accountId }: { id: number; accountId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom("addresses").select(["id", "is_default"]).where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
    if (!own) throw notFound("Address not found");
    await trx.deleteFrom("addresses").where("id", "=", id).where("account_id", "=", accountId).execute();
    if (own.is_default === 1) {
      const next = await trx.selectFrom("addresses").select("id").where("account_id", "=", accountId).orderBy("id").executeTakeFirst();
      if (next) await trx.updateTable("addresses").set({ is_default: 1 }).where("id", "=", next.id).where("account_id", "=", accountId).execute();
    }
  });
}
