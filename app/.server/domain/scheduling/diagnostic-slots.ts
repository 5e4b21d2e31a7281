/**
 * Lab home-collection slots as the checkout asks for them: findDiagnosticSettings (the slot rules a client needs)
 * and getCustomizedSlotsv2 (address, patients with line items, billAmount, selectedDate) — the serviceable area's
 * slots with their free places, paid-slot charges, and for a fasting cart morning slots first and the fasting hint.
 */
import type { DB } from "../../db/client";
import { getDiagnosticServiceability } from "../location/serviceability";
import { HOME_COLLECTION_KIND, homeCollectionArea } from "./resource";
import { capacityOf, slotCapacityConfig, slotsWithPlaces, type SlotWithPlaces } from "./slots";
import {
  ADVANCE_BOOKING_DAYS,
  cartFastingHours,
  fastingMessage,
  NO_SLOTS_MESSAGE,
  PAID_SLOT_CHARGES,
  SLOT_CUTOFF,
  SLOT_DURATIONS_IN_MINUTES,
  SLOT_MINUTE_UNIT,
  slotsForCart,
  WEEKEND_DAYS,
} from "~/lib/slots";

/** The kind of the lab's home-collection slots (the older name of HOME_COLLECTION_KIND). */
export const DIAGNOSTIC_HC = HOME_COLLECTION_KIND;

export interface DiagnosticSettings {
  cityId: number;
  advanceBookingDays: number;
  slotCutoff: string;
  weekendDays: string[];
  slotMinuteUnit: number;
  slotDurationInMinutes: number;
  /** Paise by start time (HH:mm). */
  paidSlotCharges: { startTime: string; charge: number }[];
  slotCapacity: number;
  slotByClusterConfig: boolean;
}

/** findDiagnosticSettings(cityId, latitude, longitude, slotByClusterConfig). */
export async function findDiagnosticSettings(
  db: DB,
  input: { cityId: number; latitude?: number | null; longitude?: number | null; slotByClusterConfig?: boolean | null },
): Promise<DiagnosticSettings> {
  const config = await slotCapacityConfig(db);
  return {
    cityId: input.cityId,
    advanceBookingDays: ADVANCE_BOOKING_DAYS,
    slotCutoff: SLOT_CUTOFF,
    weekendDays: [...WEEKEND_DAYS],
    slotMinuteUnit: SLOT_MINUTE_UNIT,
    slotDurationInMinutes: SLOT_DURATIONS_IN_MINUTES[HOME_COLLECTION_KIND],
    paidSlotCharges: Object.entries(PAID_SLOT_CHARGES).map(([startTime, charge]) => ({ startTime, charge })),
    slotCapacity: capacityOf(config, homeCollectionArea(input.cityId).key),
    // Slots are planned per city; a cluster split is not configured, so the flag is echoed.
    slotByClusterConfig: !!input.slotByClusterConfig,
  };
}

export interface CustomizedSlotsInput {
  address: { latitude: number; longitude: number; zipcode: string; stateCode?: string | null };
  patients: { patientID: number; itemIds: number[] }[];
  /** Paise; a bill below zero is refused by the resolver. */
  billAmount: number;
  /** yyyy-MM-dd (India); null for the first date with a free slot. */
  selectedDate?: string | null;
}

export interface CustomizedSlots {
  status: boolean;
  /** 'No Slots Available' when nothing is free, or the place is not serviceable. */
  message: string | null;
  cityId: number | null;
  areaName: string | null;
  /** The dates of the window that have slots, with whether any is free. */
  dates: { slotDate: string; dayLabel: string; hasFreeSlot: boolean }[];
  selectedDate: string | null;
  slots: SlotWithPlaces[];
  /** For a fasting cart the first free morning slot; otherwise the first free slot. */
  suggestedSlot: SlotWithPlaces | null;
  isFasting: boolean;
  fastingHours: number | null;
  /** Fasting hint for the suggested slot. */
  fastingMessage: string | null;
  paidSlotCharges: number;
  /** The charge the suggested slot adds to the bill. */
  additionalSlotCharges: number;
}

async function fastingHoursOfItems(db: DB, itemIds: number[]): Promise<number | null> {
  const ids = [...new Set(itemIds)].slice(0, 200);
  if (!ids.length) return null;
  const rows = await db.selectFrom("diagnostic_items").select("test_preparation_data").where("item_id", "in", ids).execute();
  return cartFastingHours(rows.map((r) => r.test_preparation_data));
}

export async function getCustomizedSlotsv2(db: DB, input: CustomizedSlotsInput, now = new Date()): Promise<CustomizedSlots> {
  const place = await getDiagnosticServiceability(db, {
    latitude: input.address.latitude,
    longitude: input.address.longitude,
    postalCode: input.address.zipcode,
    stateCode: input.address.stateCode,
  });
  const fastingHours = await fastingHoursOfItems(db, input.patients.flatMap((p) => p.itemIds));
  const isFasting = fastingHours != null;
  const paidSlotCharges = Math.max(0, ...Object.values(PAID_SLOT_CHARGES));
  const empty: CustomizedSlots = {
    status: false, message: place.status ? NO_SLOTS_MESSAGE : place.message, cityId: place.cityID, areaName: place.areaName, dates: [],
    selectedDate: null, slots: [], suggestedSlot: null, isFasting, fastingHours, fastingMessage: null, paidSlotCharges, additionalSlotCharges: 0,
  };
  if (!place.status || place.cityID == null) return empty;

  const all = slotsForCart(await slotsWithPlaces(db, homeCollectionArea(place.cityID), now), isFasting);
  const suggestedSlot = all.find((s) => s.available) ?? null;
  if (!suggestedSlot) return { ...empty, message: NO_SLOTS_MESSAGE };

  const byDate = new Map<string, { slotDate: string; dayLabel: string; hasFreeSlot: boolean }>();
  for (const s of [...all].sort((a, b) => a.slotDateTimeInUTC.localeCompare(b.slotDateTimeInUTC))) {
    const d = byDate.get(s.slotDate) ?? { slotDate: s.slotDate, dayLabel: s.dayLabel, hasFreeSlot: false };
    d.hasFreeSlot ||= s.available;
    byDate.set(s.slotDate, d);
  }
  const dates = [...byDate.values()];
  const selectedDate = input.selectedDate && byDate.has(input.selectedDate) ? input.selectedDate : suggestedSlot.slotDate;
  const slots = all.filter((s) => s.slotDate === selectedDate);
  return {
    status: true,
    message: slots.some((s) => s.available) ? null : NO_SLOTS_MESSAGE,
    cityId: place.cityID,
    areaName: place.areaName,
    dates,
    selectedDate,
    slots,
    suggestedSlot,
    isFasting,
    fastingHours,
    fastingMessage: fastingMessage(suggestedSlot.slotDateTimeInUTC, fastingHours),
    paidSlotCharges,
    additionalSlotCharges: suggestedSlot.slotCharges,
  };
}
