/**
 * The console's corporate rules: a company's plan as typed, a roster file (CSV, every problem with its line, nothing
 * replaced on any problem), and a voucher batch (the card format the spec's messages check: 6-digit issuance number).
 */
import { describe, expect, it } from "vitest";
import { companyInputErrors, domainsOf, parseRoster, voucherBatchErrors } from "~/.server/domain/corporate/ops-corporate";

describe("company input", () => {
  const ok = { partnerId: "HCLTECH", name: "HCLTech", kind: "employer", emailDomains: "hcltech.com, @HCL.com", discountPercent: "25", isActive: true };
  it("accepts a plan and reads its domains in lower case without the @", () => {
    expect(companyInputErrors(ok)).toEqual({});
    expect(domainsOf(ok.emailDomains)).toEqual(["hcltech.com", "hcl.com"]);
  });
  it("refuses a bad partner id, kind, domain or discount (0 to 90 whole percent)", () => {
    expect(Object.keys(companyInputErrors({ ...ok, partnerId: "hcl tech", kind: "vendor", emailDomains: "not a domain", discountPercent: "12.5" })).sort()).toEqual(["discountPercent", "emailDomains", "kind", "partnerId"]);
    expect(companyInputErrors({ ...ok, discountPercent: "91" }).discountPercent).toBeDefined();
    expect(companyInputErrors({ ...ok, discountPercent: "0", emailDomains: "" })).toEqual({});
  });
});

describe("roster file", () => {
  it("reads member_id,member_kind,full_name with quoted names, upper-casing ids, in any header case", () => {
    expect(parseRoster('\uFEFFMember_ID,member_kind,FULL_NAME\r\ninf100234,employee,Rohan Iyer\r\nINF-R-9,retiree,"Iyer, Savitri"\r\n\r\n')).toEqual({
      ok: true,
      members: [
        { memberId: "INF100234", memberKind: "employee", fullName: "Rohan Iyer" },
        { memberId: "INF-R-9", memberKind: "retiree", fullName: "Iyer, Savitri" },
      ],
    });
  });
  it("reports every problem with its line, and a missing header or an empty file", () => {
    expect(parseRoster("member_id,member_kind,full_name\nA1,intern,Ravi\nINF1,employee,Ravi Kumar\nINF1,employee,R2D2\n")).toEqual({
      ok: false,
      problems: ["Line 2: the id must be 3 to 20 letters, digits or hyphens.", "Line 2: the kind must be employee or retiree.", "Line 4: INF1 is listed twice.", "Line 4: enter the person's full name."],
    });
    expect(parseRoster("id,name\nINF1,Ravi\n")).toEqual({ ok: false, problems: ["The first line must be: member_id,member_kind,full_name"] });
    expect(parseRoster("")).toMatchObject({ ok: false });
    expect(parseRoster('member_id,member_kind,full_name\nINF1,employee,"unclosed\n')).toMatchObject({ ok: false });
  });
});

describe("voucher batch", () => {
  const ok = { issuer: "Infosys Wellness", issuanceNumber: "202612", count: "100", valueRupees: "500", expiresOn: "2027-12-31" };
  it("a 6-digit issuance number, 1 to 500 cards, ₹50 to ₹10,000, a last day after today", () => {
    expect(voucherBatchErrors(ok, "2026-11-27")).toEqual({});
    expect(Object.keys(voucherBatchErrors({ issuer: "X", issuanceNumber: "2026", count: "501", valueRupees: "49", expiresOn: "2026-11-27" }, "2026-11-27")).sort()).toEqual(["count", "expiresOn", "issuanceNumber", "issuer", "valueRupees"]);
    expect(voucherBatchErrors({ ...ok, expiresOn: "31/12/2027" }, "2026-11-27").expiresOn).toBe("Choose the last day the cards can be used.");
  });
});
