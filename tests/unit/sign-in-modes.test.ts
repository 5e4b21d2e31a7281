import { describe, expect, it } from "vitest";
import { MS_TEAMS_RETURN_URL_KEY, msTeamsMode, msTeamsReturnTarget } from "~/lib/roles";
import { PASSPORT_COUNTRY_MESSAGE, PASSPORT_EXPIRED_MESSAGE, PASSPORT_NUMBER_MESSAGE, passportSchema } from "~/lib/passport";

describe("Teams single-sign-on ('applies when the utm source equals MSTeams, with a return url kept in storage')", () => {
  it("keeps the page Teams opened under the spec's storage key", () => {
    expect(MS_TEAMS_RETURN_URL_KEY).toBe("msTeamsReturnUrl");
    expect(msTeamsMode(new URL("http://x/consult?utm_source=MSTeams&tab=1"))).toEqual({ active: true, returnUrl: "/consult?utm_source=MSTeams&tab=1" });
    expect(msTeamsMode(new URL("http://x/consult?utm_source=teams")).active).toBe(false);
  });

  it("after sign-in returns to that page: a same-site path opened in Teams mode, nothing else", () => {
    expect(msTeamsReturnTarget("/consult?utm_source=MSTeams")).toBe("/consult?utm_source=MSTeams");
    expect(msTeamsReturnTarget("/lab-tests/lipid-profile?utm_source=MSTeams#x")).toBe("/lab-tests/lipid-profile?utm_source=MSTeams");
    for (const bad of [null, "", "/consult", "https://evil.example/?utm_source=MSTeams", "//evil.example/?utm_source=MSTeams", "/\\evil?utm_source=MSTeams", "javascript:alert(1)//?utm_source=MSTeams", "/a b?utm_source=MSTeams", `/x?utm_source=MSTeams&p=${"y".repeat(600)}`]) {
      expect(msTeamsReturnTarget(bad), String(bad)).toBeNull();
    }
  });
});

describe("updatePassportDetails: an international patient's passport", () => {
  const schema = passportSchema("2026-11-27");
  it("takes the document number as printed (ICAO 9303: up to 9 letters and digits), spaces dropped, upper-cased", () => {
    expect(schema.parse({ passportNumber: " n1234 567 ", nationality: "AE", expiryDate: "2030-01-31" })).toEqual({ passportNumber: "N1234567", nationality: "AE", expiryDate: "2030-01-31" });
    for (const n of ["12345", "1234567890", "AB-12345", "ÄB123456"]) {
      const r = schema.safeParse({ passportNumber: n, nationality: "AE", expiryDate: "2030-01-31" });
      expect(r.success ? null : r.error.issues[0].message, n).toBe(PASSPORT_NUMBER_MESSAGE);
    }
  });
  it("needs a country of the sign-in list and a passport that has not expired (today still counts)", () => {
    const country = schema.safeParse({ passportNumber: "N1234567", nationality: "XX", expiryDate: "2030-01-31" });
    expect(country.success ? null : country.error.issues[0].message).toBe(PASSPORT_COUNTRY_MESSAGE);
    const expired = schema.safeParse({ passportNumber: "N1234567", nationality: "GB", expiryDate: "2026-11-26" });
    expect(expired.success ? null : expired.error.issues[0].message).toBe(PASSPORT_EXPIRED_MESSAGE);
    expect(schema.safeParse({ passportNumber: "N1234567", nationality: "GB", expiryDate: "2026-11-27" }).success).toBe(true);
  });
});
