/**
 * /api/card/v1/sbi-card/userStatus: a card status belongs to a country code and number together, and a signed-in
 * account reads only its own. An international account whose national number equals an Indian customer's must
 * not read that customer's card.
 */
import { describe, expect, it } from "vitest";
import { startSession } from "~/.server/session";
import { findOrCreateAccount } from "~/.server/domain/accounts/accounts";
import { isOwnNumber } from "~/.server/domain/credit-card/credit-card";
import { loader } from "~/routes/api.card.v1.sbi-card.userStatus";
import { servicesOfTarget, targets } from "./harness";

async function cardStatus(cookie: string | null, mobileNumber: string) {
  const url = `http://localhost:3000/api/card/v1/sbi-card/userStatus?mobileNumber=${encodeURIComponent(mobileNumber)}`;
  const res = await loader({ request: new Request(url, { headers: cookie ? { cookie } : {} }), params: {}, context: {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.each(targets)("card status on $name", (target) => {
  const services = servicesOfTarget(target);
  async function signedIn(countryCode: string, mobileNumber: string) {
    const account = await findOrCreateAccount(services().db, countryCode, mobileNumber);
    return (await startSession({ accountId: account.id, countryCode, mobileNumber, isCircleMember: false })).split(";")[0];
  }

  it("the Indian card holder reads their own status (seeded: +91 9000000001, card active)", async () => {
    const cookie = await signedIn("+91", "9000000001");
    expect(await cardStatus(cookie, "9000000001")).toMatchObject({ status: 200, body: { userStatus: "CARD_ACTIVE" } });
    expect(await cardStatus(cookie, "+919000000001")).toMatchObject({ status: 200, body: { userStatus: "CARD_ACTIVE" } });
  });

  it("an international account with the same national number reads nothing of the Indian customer's card", async () => {
    const cookie = await signedIn("+44", "9000000001");
    for (const asked of ["9000000001", "+919000000001", "+449000000001"]) {
      const { body } = await cardStatus(cookie, asked);
      expect(body.userStatus, asked).toBeUndefined();
      expect(JSON.stringify(body), asked).not.toContain("SBI2026000123");
    }
    expect((await cardStatus(cookie, "+449000000001")).status).toBe(200);
    expect((await cardStatus(cookie, "9000000001")).status).toBe(403);
    expect((await cardStatus(cookie, "+919000000001")).status).toBe(403);
  });

  it("another customer's number is refused, and a visitor gets nothing", async () => {
    const cookie = await signedIn("+91", "9876543210");
    expect((await cardStatus(cookie, "9000000001")).status).toBe(403);
    expect((await cardStatus(null, "9000000001")).status).toBe(401);
  });
});

describe("whose number is it", () => {
  it("a bare national number is an Indian number; any other country needs its code", () => {
    expect(isOwnNumber("9000000001", { countryCode: "+91", mobileNumber: "9000000001" })).toBe(true);
    expect(isOwnNumber("+91 90000-00001", { countryCode: "+91", mobileNumber: "9000000001" })).toBe(true);
    expect(isOwnNumber("9000000001", { countryCode: "+44", mobileNumber: "9000000001" })).toBe(false);
    expect(isOwnNumber("+449000000001", { countryCode: "+44", mobileNumber: "9000000001" })).toBe(true);
    expect(isOwnNumber("+19000000001", { countryCode: "+44", mobileNumber: "9000000001" })).toBe(false);
  });
});
