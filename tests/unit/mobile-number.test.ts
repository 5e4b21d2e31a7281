import { describe, expect, it } from "vitest";
import {
  filterTypedMobile, indianMobileError, internationalMobileError, isAcceptableWhileTyping, isValidMobileWithPrefix,
  INVALID_MOBILE_MESSAGE, MOBILE_PREFIX_MESSAGE, nationalNumber,
} from "~/lib/mobile-number";

describe("mobile number rules", () => {
  it("'+91 followed by 10 digits starting 6-9' — message 'Mobile Number should start with +91 followed by 10 digits'", () => {
    expect(MOBILE_PREFIX_MESSAGE).toBe("Mobile Number should start with +91 followed by 10 digits");
    for (const ok of ["+919876543210", "+916000000000", "+917999999999", "+918123456789"]) expect(isValidMobileWithPrefix(ok)).toBe(true);
    for (const bad of ["+915876543210", "+91987654321", "+9198765432101", "919876543210", "+449876543210"]) expect(isValidMobileWithPrefix(bad)).toBe(false);
    expect(indianMobileError("+915876543210")).toBe(MOBILE_PREFIX_MESSAGE);
    expect(indianMobileError("+91 98765 43210")).toBeNull();
  });

  it("'While typing, a number starts with 6-9 and has up to 10 digits, or starts with 234 (Nigeria) followed by up to 10 more digits'", () => {
    for (const ok of ["", "9", "98765", "9876543210", "6", "234", "2348012345678"]) expect(isAcceptableWhileTyping(ok)).toBe(true);
    for (const bad of ["5", "1", "98765432101", "23480123456789", "0", "9a"]) expect(isAcceptableWhileTyping(bad)).toBe(false);
    expect(filterTypedMobile("", "5")).toBe("");
    expect(filterTypedMobile("98765", "98765 4")).toBe("987654");
    expect(filterTypedMobile("9876543210", "98765432109")).toBe("9876543210");
  });

  it("Error 'Please enter a valid mobile number'", () => {
    expect(INVALID_MOBILE_MESSAGE).toBe("Please enter a valid mobile number");
    expect(indianMobileError("98765")).toBe(INVALID_MOBILE_MESSAGE);
    expect(indianMobileError("5876543210")).toBe(INVALID_MOBILE_MESSAGE);
    expect(indianMobileError("9876543210")).toBeNull();
  });

  it("international numbers: a known dial code and 6-12 digits; Nigeria may be typed with its 234 prefix", () => {
    expect(internationalMobileError("+971", "501234567")).toBeNull();
    expect(internationalMobileError("+971", "123")).toBe(INVALID_MOBILE_MESSAGE);
    expect(internationalMobileError("+234", "2348012345678")).toBeNull();
    expect(nationalNumber("+234", "2348012345678")).toBe("8012345678");
    expect(internationalMobileError("bogus", "501234567")).toBe(INVALID_MOBILE_MESSAGE);
  });
});
