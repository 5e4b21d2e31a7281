/**
 * getDiagnosticServiceability(latitude, longitude, postalCode, stateCode) and getUpcomingSlotInfo(latitude,
 * longitude, zipcode, serviceability cityID and stateID): whether home collection reaches a place, and the
 * earliest slot there. Messages are the spec's, shared with the location popup.
 */
import type { DB } from "../../db/client";
import { badRequest } from "../errors";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE, findPincodePlace } from "./location";
import { firstAvailableSlot } from "../scheduling/slots";
import { homeCollectionArea } from "../scheduling/resource";
import { NO_SLOTS_MESSAGE, slotInfoText } from "~/lib/slots";

export interface ServiceabilityInput {
  latitude: number;
  longitude: number;
  postalCode: string;
  stateCode?: string | null;
}

export interface Serviceability {
  status: boolean;
  cityID: number | null;
  stateID: number | null;
  cityName: string | null;
  stateName: string | null;
  stateCode: string | null;
  areaName: string | null;
  message: string | null;
}

const none = (message: string): Serviceability => ({
  status: false, cityID: null, stateID: null, cityName: null, stateName: null, stateCode: null, areaName: null, message,
});

function checkCoordinates(latitude: number, longitude: number) {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90 || !Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    throw badRequest(ADDRESS_UNKNOWN_MESSAGE);
  }
}

export async function getDiagnosticServiceability(db: DB, input: ServiceabilityInput): Promise<Serviceability> {
  checkCoordinates(input.latitude, input.longitude);
  const pincode = String(input.postalCode ?? "").trim();
  if (!/^[1-9]\d{5}$/.test(pincode)) return none(ADDRESS_UNKNOWN_MESSAGE);
  const row = await findPincodePlace(db, pincode);
  if (!row) return none(ADDRESS_UNKNOWN_MESSAGE);
  // A state that disagrees with the pincode means we cannot tell where the address really is.
  if (input.stateCode && input.stateCode.toUpperCase() !== row.stateCode) return none(ADDRESS_UNKNOWN_MESSAGE);
  const place = { cityID: row.cityId, stateID: row.stateId, cityName: row.cityName, stateName: row.stateName, stateCode: row.stateCode, areaName: row.areaName };
  if (!row.serviceable) return { status: false, ...place, message: ADDRESS_NOT_SERVICEABLE_MESSAGE };
  return { status: true, ...place, message: null };
}

export interface UpcomingSlotInput {
  latitude: number;
  longitude: number;
  zipcode: string;
  serviceability: { cityID: number; stateID: number };
}

export interface UpcomingSlotInfo {
  status: boolean;
  slotInfo: string;
  slotDateTimeInUTC: string | null;
  slotDurationInMinutes: number | null;
}

export async function getUpcomingSlotInfo(db: DB, input: UpcomingSlotInput, now = new Date()): Promise<UpcomingSlotInfo> {
  const s = await getDiagnosticServiceability(db, { latitude: input.latitude, longitude: input.longitude, postalCode: input.zipcode });
  const matches = s.status && s.cityID === input.serviceability.cityID && s.stateID === input.serviceability.stateID;
  // The same generator and capacity as getCustomizedSlotsv2: the earliest slot with a free place.
  const slot = matches && s.cityID != null ? await firstAvailableSlot(db, homeCollectionArea(s.cityID), now) : null;
  if (!slot) return { status: false, slotInfo: NO_SLOTS_MESSAGE, slotDateTimeInUTC: null, slotDurationInMinutes: null };
  return { status: true, slotInfo: slotInfoText(slot), slotDateTimeInUTC: slot.slotDateTimeInUTC, slotDurationInMinutes: slot.slotDurationInMinutes };
}
