/**
 * After the consult, as the spec states it: platform §9 "Feedback scale: 1 Poor, 2 Okay, 3 Good, 4 Great, with
 * follow-up questions per rating"; lab §2 "a post-consult prescription popover listing available and unavailable
 * item names"; platform §3 Prescription "caseSheet with medicines, diagnosis, symptoms"; and the doctor's leave on
 * the spine's scheduling.
 */
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  availabilitySchema,
  CASE_SHEET_EMPTY,
  caseSheetSchema,
  DIAGNOSIS_REQUIRED,
  FEEDBACK_FOLLOW_UPS,
  FEEDBACK_SCALE,
  feedbackLabelOf,
  feedbackSchema,
  MEDICINE_FIELD_REQUIRED,
  RATING_REQUIRED,
  splitAdvisedTests,
  SYMPTOMS_REQUIRED,
} from "~/lib/case-sheet";
import { consultRule } from "~/.server/domain/doctors/doctors";
import { openingHoursSlots } from "~/.server/domain/scheduling/availability";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("feedback scale: '1 Poor, 2 Okay, 3 Good, 4 Great, with follow-up questions per rating'", () => {
  it("is exactly the spec's four ratings and labels, in order", () => {
    expect(FEEDBACK_SCALE.map((s) => `${s.rating} ${s.label}`)).toEqual(["1 Poor", "2 Okay", "3 Good", "4 Great"]);
    expect(feedbackLabelOf(3)).toBe("Good");
    expect(feedbackLabelOf(5)).toBeNull();
  });

  it("asks each rating its own follow-up question", () => {
    for (const s of FEEDBACK_SCALE) expect(FEEDBACK_FOLLOW_UPS[s.rating].options.length).toBeGreaterThan(1);
    expect(new Set(FEEDBACK_SCALE.map((s) => FEEDBACK_FOLLOW_UPS[s.rating].question)).size).toBe(4);
  });

  it("refuses a rating off the scale, and keeps only answers of the chosen rating's question", () => {
    for (const bad of [[], [["rating", "0"]], [["rating", "5"]], [["rating", "great"]]] as [string, string][][]) {
      const r = parseWithZod(form(bad), { schema: feedbackSchema });
      expect(r.status).toBe("error");
      expect(r.reply().error?.rating).toEqual([RATING_REQUIRED]);
    }
    const poor = FEEDBACK_FOLLOW_UPS[1].options[0];
    const great = FEEDBACK_FOLLOW_UPS[4].options[0];
    const r = parseWithZod(form([["rating", "4"], ["answers", great], ["answers", poor], ["comment", " Thank you "]]), { schema: feedbackSchema });
    expect(r.status).toBe("success");
    expect(r.status === "success" && r.value).toEqual({ rating: 4, answers: [great], comment: "Thank you" });
  });
});

describe("post-consult prescription popover: 'listing available and unavailable item names'", () => {
  it("splits the advised tests by what the patient's city sells, in the doctor's order", () => {
    const advised = [
      { itemId: 1, itemName: "Vitamin D (25-OH)" },
      { itemId: 2, itemName: "HLA-B27 by PCR" },
      { itemId: 3, itemName: "HbA1c" },
    ];
    expect(splitAdvisedTests(advised, new Set([3, 1]))).toEqual({
      available: [advised[0], advised[2]],
      unavailable: [advised[1]],
    });
    expect(splitAdvisedTests(advised, new Set())).toEqual({ available: [], unavailable: advised });
  });
});

describe("case sheet: 'caseSheet with medicines, diagnosis, symptoms'", () => {
  it("needs symptoms and a diagnosis, and something advised", () => {
    const r = parseWithZod(form([["symptoms", " "], ["diagnosis", ""]]), { schema: caseSheetSchema });
    const error = r.reply().error!;
    expect(error.symptoms).toEqual([SYMPTOMS_REQUIRED]);
    expect(error.diagnosis).toEqual([DIAGNOSIS_REQUIRED]);
    const empty = parseWithZod(form([["symptoms", "Fever"], ["diagnosis", "Viral fever"]]), { schema: caseSheetSchema });
    expect(empty.reply().error?.advice).toEqual([CASE_SHEET_EMPTY]);
  });

  it("drops blank medicine rows, asks a named medicine for its dose, frequency and duration, and reads tests as ids", () => {
    const half = parseWithZod(form([["symptoms", "Fever"], ["diagnosis", "Viral fever"], ["medicines[0].name", "Paracetamol 650 mg"], ["medicines[0].dose", "1 tablet"]]), { schema: caseSheetSchema });
    expect(half.reply().error?.["medicines[0].frequency"]).toEqual([MEDICINE_FIELD_REQUIRED]);
    const ok = parseWithZod(
      form([
        ["symptoms", "Fever for 3 days"], ["diagnosis", "Viral fever"],
        ["medicines[0].name", "Paracetamol 650 mg"], ["medicines[0].dose", "1 tablet"], ["medicines[0].frequency", "Thrice a day"], ["medicines[0].duration", "3 days"],
        ["medicines[1].name", ""],
        ["tests[0]", "1001"], ["tests[1]", "1001"], ["tests[2]", "x"],
      ]),
      { schema: caseSheetSchema },
    );
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(ok.value.medicines).toEqual([{ name: "Paracetamol 650 mg", dose: "1 tablet", frequency: "Thrice a day", duration: "3 days" }]);
    expect(ok.value.tests).toEqual([1001]);
  });
});

describe("availability: weekly online hours and leave on the spine's scheduling", () => {
  it("offers no slot on a leave day, and the same slots as before on other days", () => {
    const hours = (["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const).map((weekDay) => ({ weekDay, startTime: "09:00", endTime: "10:00" }));
    const now = new Date("2026-11-27T00:00:00.000Z"); // 05:30 IST, Friday
    const before = openingHoursSlots(consultRule(hours), now);
    const after = openingHoursSlots(consultRule(hours, ["2026-11-28"]), now);
    expect(before.filter((s) => s.slotDate === "2026-11-28")).toHaveLength(4);
    expect(after.filter((s) => s.slotDate === "2026-11-28")).toHaveLength(0);
    expect(after.filter((s) => s.slotDate !== "2026-11-28")).toEqual(before.filter((s) => s.slotDate !== "2026-11-28"));
  });

  it("reads 'until 23:59' as until midnight, and refuses an end before the start", () => {
    const ok = parseWithZod(form([["intent", "hours"], ["hours[0].weekDay", "MON"], ["hours[0].startTime", "00:00"], ["hours[0].endTime", "23:59"], ["hours[1].weekDay", "TUE"]]), { schema: availabilitySchema });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "hours", hours: [{ weekDay: "MON", startTime: "00:00", endTime: "24:00" }] });
    const bad = parseWithZod(form([["intent", "hours"], ["hours[0].weekDay", "MON"], ["hours[0].startTime", "18:00"], ["hours[0].endTime", "09:00"]]), { schema: availabilitySchema });
    expect(bad.status).toBe("error");
  });
});
