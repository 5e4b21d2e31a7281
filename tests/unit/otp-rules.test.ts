import { describe, expect, it } from "vitest";
import { OTP_ATTEMPTS, OTP_BLOCKED_MESSAGE, otpError, OTP_LENGTH, OTP_REQUIRED_MESSAGE } from "~/lib/otp";

describe("OTP rules", () => {
  it("'OTP: 6 digits ('Please enter the otp')'", () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_REQUIRED_MESSAGE).toBe("Please enter the otp");
    for (const bad of ["", "12345", "1234567", "12a456", "      "]) expect(otpError(bad)).toBe("Please enter the otp");
    expect(otpError("012345")).toBeNull();
  });

  it("'After 3 incorrect entries, the user is blocked with 'You entered an incorrect OTP 3 times. Please try again after some time''", () => {
    expect(OTP_ATTEMPTS).toBe(3);
    expect(OTP_BLOCKED_MESSAGE).toBe("You entered an incorrect OTP 3 times. Please try again after some time");
  });
});
