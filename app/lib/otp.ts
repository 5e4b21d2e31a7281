/** OTP rules of the spec: "OTP length 6; OTP attempts 3" and its two messages. */
export const OTP_LENGTH = 6;
export const OTP_ATTEMPTS = 3;
export const OTP_REQUIRED_MESSAGE = "Please enter the otp";
export const OTP_BLOCKED_MESSAGE = "You entered an incorrect OTP 3 times. Please try again after some time";
export const OTP_INCORRECT_MESSAGE = "Incorrect OTP. Please try again.";
export const OTP_EXPIRED_MESSAGE = "This OTP has expired. Please request a new one.";

/** The spec's one message for anything that is not 6 digits. */
export function otpError(raw: string): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(raw.trim()) ? null : OTP_REQUIRED_MESSAGE;
}
