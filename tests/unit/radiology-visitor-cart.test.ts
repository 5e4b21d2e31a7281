/**
 * A visitor's radiology cart kept in the browser (ids only, like the lab's visitor cart) and the rules it keeps:
 * "Items are not duplicated by itemId.", "Clearing resets city, clinic, slot, patient, items and cities." (platform
 * spec §5 "Radiology cart"), and the rule for a prescription added after booking (until check-in).
 */
import { describe, expect, it } from "vitest";
import {
  RADIOLOGY_VISITOR_CART_COOKIE,
  formatRadiologyVisitorCartCookie,
  parseRadiologyVisitorCart,
  radiologyVisitorCartFromCookie,
} from "~/lib/visitor-cart";
import { canAddRadiologyPrescription, RADIOLOGY_ORDER_STATUS as S } from "~/lib/radiology-order-status";
import { postLoginRedirect } from "~/lib/post-login-redirect";

const cookieValue = (setCookie: string) => setCookie.split(";")[0].split("=").slice(1).join("=");

describe("the visitor's radiology cart cookie", () => {
  it("keeps scan ids, then the city, then the clinic", () => {
    const set = formatRadiologyVisitorCartCookie({ itemIds: [5001, 5021], cityId: 9, clinicId: 1 });
    expect(set).toMatch(new RegExp(`^${RADIOLOGY_VISITOR_CART_COOKIE}=5001\\.5021~9~1; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    expect(radiologyVisitorCartFromCookie(`a=b; ${set.split(";")[0]}; c=d`)).toEqual({ itemIds: [5001, 5021], cityId: 9, clinicId: 1 });
  });

  it("'Items are not duplicated by itemId.': a repeated id is kept once", () => {
    expect(parseRadiologyVisitorCart("5001.5001.5021~9~")).toEqual({ itemIds: [5001, 5021], cityId: 9, clinicId: null });
    expect(cookieValue(formatRadiologyVisitorCartCookie({ itemIds: [5001, 5001], cityId: null, clinicId: null }))).toBe("5001~~");
  });

  it("'Clearing resets city, clinic, slot, patient, items and cities.': an empty cart expires the cookie", () => {
    const set = formatRadiologyVisitorCartCookie({ itemIds: [], cityId: null, clinicId: null });
    expect(cookieValue(set)).toBe("");
    expect(set).toContain("Max-Age=0");
  });

  it("a city and centre chosen before any scan are kept (choose a city, then a clinic, then its scans)", () => {
    expect(parseRadiologyVisitorCart(cookieValue(formatRadiologyVisitorCartCookie({ itemIds: [], cityId: 9, clinicId: 2 })))).toEqual({ itemIds: [], cityId: 9, clinicId: 2 });
  });

  it("reads anything else as nothing: it holds only public catalogue ids", () => {
    for (const junk of ["", "abc", "~~", "-1~x~%zz", "1e3~0~-4", "<script>~1~2"]) {
      const ids = parseRadiologyVisitorCart(junk);
      expect(ids.itemIds.every((n) => Number.isSafeInteger(n) && n > 0)).toBe(true);
      expect(ids.cityId === null || ids.cityId > 0).toBe(true);
    }
    expect(parseRadiologyVisitorCart("%zz~1~2")).toEqual({ itemIds: [], cityId: 1, clinicId: 2 });
    expect(parseRadiologyVisitorCart(Array.from({ length: 80 }, (_, i) => i + 1).join(".")).itemIds).toHaveLength(50);
  });
});

describe("a prescription added after booking", () => {
  it("'A prescription can be added until you check in.'", () => {
    for (const open of [S.PAYMENT_PENDING, S.PAYMENT_FAILED, S.BOOKED, S.CONFIRMED]) expect(canAddRadiologyPrescription(open), open).toBe(true);
    for (const closed of [S.CHECKED_IN, S.SCAN_DONE, S.REPORT_READY, S.CANCELLED, S.REFUNDED, S.EXPIRED]) expect(canAddRadiologyPrescription(closed), closed).toBe(false);
  });
});

describe("sign-in from the radiology cart returns there", () => {
  it("the radiology cart and a radiology order's pages are on the post-login list; look-alikes are not", () => {
    expect(postLoginRedirect("/radiology-cart")).toBe("/radiology-cart");
    expect(postLoginRedirect("/radiology-order-details/12/prescription")).toBe("/radiology-order-details/12/prescription");
    for (const bad of ["/radiology-cartx", "/radiology-order-details/", "//evil.example/radiology-cart"]) expect(postLoginRedirect(bad), bad).toBe("/");
  });
});
