import { describe, expect, it } from "vitest";
import { claimFormOf, guestRecordSchema, type GuestRecord } from "~/lib/guest-records";
import { DATE_IN_FUTURE_MESSAGE, TITLE_REQUIRED_MESSAGE } from "~/lib/health-record-form";
import { postLoginRedirect } from "~/lib/post-login-redirect";

const record: GuestRecord = {
  id: "g1", recordType: "BILL", title: "Dental cleaning", recordDate: "2026-11-02", doctorName: null, hospitalName: "Apollo White Dental",
  fileName: "Dental bill.pdf", file: new Blob(["%PDF-1.4"], { type: "application/pdf" }), savedAt: "2026-11-27T08:00:00.000Z",
};

describe("guest health records (platform §6 'Guests: may use guest health records')", () => {
  it("are checked by the record form's rules, without a family member (chosen when they are claimed)", () => {
    const schema = guestRecordSchema("BILL", "2026-11-27");
    expect(schema.safeParse({ recordType: "BILL", title: "Dental cleaning", recordDate: "2026-11-02" }).success).toBe(true);
    const empty = schema.safeParse({ recordType: "BILL", title: "", recordDate: "2026-11-02" });
    expect(empty.success ? null : empty.error.issues[0].message).toBe(TITLE_REQUIRED_MESSAGE);
    const future = schema.safeParse({ recordType: "BILL", title: "x", recordDate: "2026-11-28" });
    expect(future.success ? null : future.error.issues[0].message).toBe(DATE_IN_FUTURE_MESSAGE);
  });

  it("are claimed as the add-record page would send them, for the family member chosen", async () => {
    const form = claimFormOf(record, 42);
    expect(form.get("recordType")).toBe("BILL");
    expect(form.get("patientId")).toBe("42");
    expect(form.get("title")).toBe("Dental cleaning");
    expect(form.get("recordDate")).toBe("2026-11-02");
    expect(form.get("hospitalName")).toBe("Apollo White Dental");
    expect(form.has("doctorName")).toBe(false);
    const file = form.get("file") as File;
    expect(file.name).toBe("Dental bill.pdf");
    expect(await file.text()).toBe("%PDF-1.4");
  });

  it("signing in from the guest records, or from the records, returns there (our extension of the post-login list)", () => {
    expect(postLoginRedirect("/guest-health-records")).toBe("/guest-health-records");
    expect(postLoginRedirect("/health-records/bill?patient=3")).toBe("/health-records/bill?patient=3");
    for (const bad of ["/guest-health-recordsx", "/health-recordsx", "//evil.example/health-records", "/health-records/../my-account"]) expect(postLoginRedirect(bad), bad).toBe("/");
  });
});

describe("the record form's title", () => {
  it("an empty title (sent as no value by the form library) gets the form's own message, not a schema's", () => {
    const r = guestRecordSchema("BILL", "2026-11-27").safeParse({ recordType: "BILL", recordDate: "2026-11-02" });
    expect(r.success ? null : r.error.issues[0].message).toBe(TITLE_REQUIRED_MESSAGE);
  });
});
