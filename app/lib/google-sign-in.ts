/** Google sign-in's words and its one constant: "Google sign-in popup timeout 10 s" (platform §9). */
export const GOOGLE_POPUP_TIMEOUT_MS = 10_000;
export const GOOGLE_FAILED_MESSAGE = "Google sign-in did not complete. Please try again, or sign in with your mobile number.";
export const GOOGLE_TIMEOUT_MESSAGE = "Google sign-in did not open in time. Please try again, or sign in with your mobile number.";
export const GOOGLE_LINK_MESSAGE = "Verify your mobile number once to link your Google account. Next time, Google signs you straight in.";
/** The message the sign-in popup posts to the page that opened it. */
export const GOOGLE_POPUP_MESSAGE_TYPE = "a247-google-sign-in";
