/**
 * The radiology rules, each quoted: the cart (platform spec §5 "Radiology cart"), the all-in price and the
 * prescription rule (issue 17), and the order lifecycle with its cancel/reschedule rule.
 */
import { describe, expect, it } from "vitest";
import {
  addRadiologyItem,
  changeRadiologyCart,
  clearRadiologyCart,
  emptyRadiologyCart,
  radiologyCartNextStep,
  removeRadiologyItem,
  selectRadiologyCity,
  selectRadiologyClinic,
  selectRadiologyPatient,
  selectRadiologySlot,
} from "~/lib/radiology-cart";
import { radiologyPricing } from "~/.server/domain/pricing/radiology-pricing";
import { scansNeedingPrescription } from "~/.server/domain/radiology/radiology-booking";
import { radiologyItems } from "~/.server/db/seed-data/radiology";
import { canMove } from "~/.server/domain/orders/order-kinds";
import { RADIOLOGY_STATUS_LABELS, RADIOLOGY_TRANSITIONS, canChangeRadiologyAppointment } from "~/lib/radiology-order-status";

const mri = { itemId: 5001, name: "MRI Brain", category: "MRI" };
const xray = { itemId: 5021, name: "X-Ray Chest PA", category: "X-Ray" };

const fullCart = () =>
  changeRadiologyCart(emptyRadiologyCart(), (d) => {
    addRadiologyItem(d, mri);
    selectRadiologyCity(d, 9, [9, 2]);
    selectRadiologyClinic(d, 1, [1, 3]);
    selectRadiologySlot(d, "2030-01-14", "10:30");
    selectRadiologyPatient(d, 7);
  });

describe("radiology cart", () => {
  it("'Items are not duplicated by itemId.'", () => {
    const cart = changeRadiologyCart(emptyRadiologyCart(), (d) => {
      expect(addRadiologyItem(d, mri)).toBe(true);
      expect(addRadiologyItem(d, { ...mri, name: "MRI Brain (again)" })).toBe(false);
      expect(addRadiologyItem(d, xray)).toBe(true);
    });
    expect(cart.radiologyCartItems.map((i) => i.itemId)).toEqual([5001, 5021]);
  });

  it("'Clearing resets city, clinic, slot, patient, items and cities.'", () => {
    const cleared = changeRadiologyCart(fullCart(), (d) => {
      clearRadiologyCart(d);
    });
    expect(cleared).toEqual({
      radiologyCartItems: [],
      selectedCity: null,
      selectedClinic: null,
      availableClinicsList: [],
      selectedSlotDate: null,
      selectedSlotTime: null,
      selectedPatientId: null,
      availableRadiologyCities: [],
    });
  });

  it("the booking goes city → clinic → slot → patient, and a new city or clinic asks for the later choices again", () => {
    let cart = changeRadiologyCart(emptyRadiologyCart(), (d) => void addRadiologyItem(d, mri));
    expect(radiologyCartNextStep(cart)).toBe("city");
    cart = fullCart();
    expect(radiologyCartNextStep(cart)).toBeNull();
    const otherClinic = changeRadiologyCart(cart, (d) => void selectRadiologyClinic(d, 3, [1, 3]));
    expect(otherClinic).toMatchObject({ selectedClinic: 3, selectedSlotDate: null, selectedSlotTime: null, selectedPatientId: 7 });
    const otherCity = changeRadiologyCart(cart, (d) => {
      selectRadiologyCity(d, 2, [9, 2]);
    });
    expect(otherCity).toMatchObject({ selectedCity: 2, selectedClinic: null, selectedSlotDate: null });
    expect(radiologyCartNextStep(otherCity)).toBe("clinic");
  });

  it("a clinic that was not offered for the cart's scans is refused", () => {
    let accepted = true;
    const cart = changeRadiologyCart(fullCart(), (d) => {
      accepted = selectRadiologyClinic(d, 99, [1, 3]);
    });
    expect(accepted).toBe(false);
    expect(cart.selectedClinic).toBe(1);
  });

  it("removing the last scan empties the cart's choices too", () => {
    const cart = changeRadiologyCart(fullCart(), (d) => {
      removeRadiologyItem(d, mri.itemId);
    });
    expect(cart).toEqual(emptyRadiologyCart());
  });
});

describe("radiology price", () => {
  it("'The price shown is all-in: scan plus registration fee' — the fee once per visit", () => {
    expect(radiologyPricing([550000], 15000)).toEqual({ scansTotal: 550000, registrationFee: 15000, totalAmount: 565000 });
    expect(radiologyPricing([550000, 40000], 15000).totalAmount).toBe(605000);
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => radiologyPricing([100.5], 0)).toThrow();
    expect(() => radiologyPricing([100], -1)).toThrow();
  });
});

describe("prescription rule", () => {
  it("'MRI, CT and contrast studies need a doctor's prescription in India' — the seeded data says so for each", () => {
    for (const scan of radiologyItems) {
      const ruleSays = scan.category === "MRI" || scan.category === "CT Scan" || /contrast/i.test(scan.name);
      if (ruleSays) expect(scan.needsPrescription, scan.name).toBe(true);
    }
    expect(radiologyItems.find((s) => s.slug === "x-ray-chest-pa")?.needsPrescription).toBe(false);
  });

  it("a booking asks for a prescription for exactly the scans flagged as needing one", () => {
    expect(scansNeedingPrescription([{ name: "MRI Brain", needsPrescription: true }, { name: "X-Ray Chest PA", needsPrescription: false }])).toEqual(["MRI Brain"]);
    expect(scansNeedingPrescription([{ name: "USG Whole Abdomen", needsPrescription: false }])).toEqual([]);
  });
});

describe("radiology order lifecycle", () => {
  it("'booked, confirmed, checked in, scan done, report ready' in that order, no step skipped", () => {
    expect(canMove(RADIOLOGY_TRANSITIONS, "BOOKED", "CONFIRMED")).toBe(true);
    expect(canMove(RADIOLOGY_TRANSITIONS, "CONFIRMED", "CHECKED_IN")).toBe(true);
    expect(canMove(RADIOLOGY_TRANSITIONS, "CHECKED_IN", "SCAN_DONE")).toBe(true);
    expect(canMove(RADIOLOGY_TRANSITIONS, "SCAN_DONE", "REPORT_READY")).toBe(true);
    expect(canMove(RADIOLOGY_TRANSITIONS, "CONFIRMED", "REPORT_READY")).toBe(false);
    expect(canMove(RADIOLOGY_TRANSITIONS, "CHECKED_IN", "CANCELLED")).toBe(false);
  });

  it("'cancelled, refunded': a cancelled order may only be refunded; a finished one goes nowhere", () => {
    expect(RADIOLOGY_TRANSITIONS.CANCELLED).toEqual(["REFUNDED"]);
    expect(RADIOLOGY_TRANSITIONS.REPORT_READY).toBeUndefined();
    expect(RADIOLOGY_STATUS_LABELS.SCAN_DONE).toBe("Scan done");
  });

  it("cancel and reschedule: before check-in and at least 2 hours before the slot", () => {
    const slot = "2030-01-14T05:00:00.000Z";
    expect(canChangeRadiologyAppointment("CONFIRMED", slot, new Date("2030-01-14T03:00:00.000Z"))).toBe(true);
    expect(canChangeRadiologyAppointment("CONFIRMED", slot, new Date("2030-01-14T03:01:00.000Z"))).toBe(false);
    expect(canChangeRadiologyAppointment("CHECKED_IN", slot, new Date("2030-01-13T00:00:00.000Z"))).toBe(false);
  });
});
