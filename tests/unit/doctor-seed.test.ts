/** The seeded doctors: about 80 across the consult screen's specialties and the six cities, as the screen names them. */
import { describe, expect, it } from "vitest";
import { SEED_DOCTORS, SEED_SPECIALTIES } from "~/.server/db/seed-data/doctors";

describe("seeded doctors", () => {
  it("are 80 with unique slugs, every specialty in each of the six cities", () => {
    expect(SEED_DOCTORS).toHaveLength(80);
    expect(new Set(SEED_DOCTORS.map((d) => d.slug)).size).toBe(80);
    for (const s of SEED_SPECIALTIES) expect(new Set(SEED_DOCTORS.filter((d) => d.specialtySlug === s.slug).map((d) => d.cityId)).size).toBe(6);
  });
  it("include the doctors the consult screen links, with its facts", () => {
    expect(SEED_DOCTORS.find((d) => d.slug === "dr-farah-khan")).toMatchObject({ specialtySlug: "paediatrics", experienceYears: 12, feeOnline: 65000 });
    expect(SEED_DOCTORS.find((d) => d.slug === "dr-ramesh-kumar-reddy")).toMatchObject({ specialtySlug: "general-physician", experienceYears: 18, feeOnline: 49900 });
  });
  it("carry registration numbers in their state council's format, all in the unassigned 99xxx range", () => {
    const formats: Record<string, RegExp> = {
      "Telangana State Medical Council": /^TSMC\/FMR\/99\d{3}$/,
      "Karnataka Medical Council": /^KMC-99\d{3}$/,
      "Tamil Nadu Medical Council": /^TNMC 99\d{3}$/,
      "Maharashtra Medical Council": /^MMC 2009\/03\/99\d{3}$/,
      "West Bengal Medical Council": /^WBMC-99\d{3}$/,
      "Delhi Medical Council": /^DMC\/R\/99\d{3}$/,
    };
    for (const d of SEED_DOCTORS) expect(d.registrationNumber).toMatch(formats[d.registrationCouncil]);
  });
  it("have clinic hours inside 15-minute steps and fees in whole rupees", () => {
    for (const d of SEED_DOCTORS) {
      expect(d.feeOnline % 100).toBe(0);
      for (const h of [...d.onlineHours, ...d.clinics.flatMap((c) => c.hours)]) expect(Number(h.startTime.slice(3)) % 15).toBe(0);
    }
  });
});
