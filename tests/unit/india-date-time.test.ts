/**
 * Instants are shown in India time whatever the server's or browser's zone, in the page's language: "dd/MM/yyyy,
 * hh:mm a IST" in English; in Hindi the part of the day before the time and the zone in words.
 */
import { describe, expect, it } from "vitest";
import { hindiDayPart, indiaDateTime, indiaDayTime } from "../../app/lib/india-date-time";

describe("India time", () => {
  it("English: dd/MM/yyyy, hh:mm a IST, in India's zone", () => {
    expect(indiaDateTime("2026-11-29T02:30:00.000Z")).toBe("29/11/2026, 08:00 AM IST");
    expect(indiaDateTime("2026-11-29T13:30:00.000Z", "en")).toBe("29/11/2026, 07:00 PM IST");
  });

  it("Hindi: the part of the day in words before the time, and India time named in Hindi", () => {
    expect(indiaDateTime("2026-11-29T02:30:00.000Z", "hi")).toBe("29/11/2026, सुबह 08:00 बजे (भारतीय समय)");
    expect(indiaDateTime("2026-11-29T06:30:00.000Z", "hi")).toBe("29/11/2026, दोपहर 12:00 बजे (भारतीय समय)");
    expect(indiaDateTime("2026-11-29T13:30:00.000Z", "hi")).toBe("29/11/2026, शाम 07:00 बजे (भारतीय समय)");
    // 10 PM is night ("रात"), not evening, in Hindi; midnight belongs to the night as well.
    expect(indiaDateTime("2026-11-29T16:30:00.000Z", "hi")).toBe("29/11/2026, रात 10:00 बजे (भारतीय समय)");
    expect(indiaDateTime("2026-11-28T18:30:00.000Z", "hi")).toBe("29/11/2026, रात 12:00 बजे (भारतीय समय)");
  });

  it("names each hour's part of the day", () => {
    expect([0, 3, 4, 11, 12, 15, 16, 19, 20, 23].map(hindiDayPart)).toEqual(["रात", "रात", "सुबह", "सुबह", "दोपहर", "दोपहर", "शाम", "शाम", "रात", "रात"]);
  });

  it("an unknown or unreadable instant shows a dash in either language", () => {
    expect(indiaDateTime(null)).toBe("—");
    expect(indiaDateTime("not a date", "hi")).toBe("—");
  });

  it("lists show the day in words: 2 Oct 2026, 9:05 AM", () => {
    expect(indiaDayTime("2026-10-02T03:35:00.000Z")).toBe("2 Oct 2026, 9:05 AM");
  });
});
