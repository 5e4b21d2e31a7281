/** The primary-profile step of the cart and the visitor cart's cookie copy. */
import { describe, expect, it } from "vitest";
import { primaryProfileState } from "~/features/cart/cart-page.server";
import { formatVisitorCartCookie, parseVisitorCartIds, visitorCartIdsFromCookie } from "~/lib/visitor-cart";
import type { Patient } from "~/.server/domain/accounts/patients";

const me = (over: Partial<Patient>): Patient => ({
  id: 1, uhid: "U1", firstName: "Rahul", lastName: "Verma", gender: "M", dateOfBirth: "11/02/1979", mobileNumber: "+919876543210",
  emailAddress: null, photoUrl: null, relation: "me", isConsulted: false, partnerId: null, isIncomplete: false, ...over,
});

describe("primary profile at checkout", () => {
  it("'A new account has no profile step' — a primary profile never filled in is asked for at checkout", () => {
    expect(primaryProfileState([me({ firstName: "", lastName: "", gender: null, dateOfBirth: null, isIncomplete: true })])).toBe("needs-profile");
  });
  it("'keep the spec's customer-care message for profiles that came incomplete from elsewhere'", () => {
    expect(primaryProfileState([me({ dateOfBirth: null, isIncomplete: true })])).toBe("incomplete-elsewhere");
  });
  it("a complete primary profile needs nothing", () => {
    expect(primaryProfileState([me({})])).toBe("complete");
  });
});

describe("the visitor cart's cookie", () => {
  it("keeps positive integer ids, once each, in order, at most 50", () => {
    expect(parseVisitorCartIds("1071.1001.1071.x.-3.0")).toEqual([1071, 1001]);
    expect(parseVisitorCartIds([5, 5, 6])).toEqual([5, 6]);
    expect(parseVisitorCartIds(Array.from({ length: 80 }, (_, i) => i + 1))).toHaveLength(50);
  });
  it("round-trips through the Cookie header, and an empty cart expires the cookie", () => {
    expect(visitorCartIdsFromCookie(`a=b; ${formatVisitorCartCookie([1001, 1071]).split(";")[0]}; c=d`)).toEqual([1001, 1071]);
    expect(formatVisitorCartCookie([])).toMatch(/^diagCart=; Path=\/; Max-Age=0; SameSite=Lax$/);
  });
});
