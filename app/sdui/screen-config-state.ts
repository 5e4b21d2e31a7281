/**
 * The screen-configuration fetch, as the spec states it:
 *   idle → pending (the remote content call is tried first)
 *   an empty response → rejected, with expiry cleared and the view cleared
 *   otherwise a fallback copy from a content-delivery file is used; it is stored as fulfilled even if
 *   that fails, with an empty result
 *   on success the result is stored with the signed-in state and view, and expires after 15 minutes.
 */
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

export const SCREEN_CONFIGURATION_EXPIRY_MS = 900_000;

export type FetchStatus = "idle" | "pending" | "fulfilled" | "rejected";

export interface ScreenConfigState {
  status: FetchStatus;
  result: ScreenConfiguration | null;
  signedIn: boolean | null;
  view: string | null;
  expiresAt: number | null;
}

export type ScreenConfigEvent =
  | { type: "FETCH" }
  | { type: "CONTENT_RESPONSE"; response: ScreenConfiguration | null | undefined; signedIn: boolean; view: string; now: number }
  | { type: "FALLBACK_RESULT"; response: ScreenConfiguration | null };

export const initialScreenConfigState: ScreenConfigState = {
  status: "idle",
  result: null,
  signedIn: null,
  view: null,
  expiresAt: null,
};

export function isEmptyResponse(response: unknown): boolean {
  return response == null || (typeof response === "object" && Object.keys(response as object).length === 0);
}

export function screenConfigReducer(state: ScreenConfigState, event: ScreenConfigEvent): ScreenConfigState {
  switch (event.type) {
    case "FETCH":
      return { ...state, status: "pending" };
    case "CONTENT_RESPONSE":
      if (isEmptyResponse(event.response)) {
        return { ...state, status: "rejected", expiresAt: null, view: null };
      }
      return {
        status: "fulfilled",
        result: event.response!,
        signedIn: event.signedIn,
        view: event.view,
        expiresAt: event.now + SCREEN_CONFIGURATION_EXPIRY_MS,
      };
    case "FALLBACK_RESULT":
      // Stored as fulfilled even when the fallback failed, with an empty result; no expiry, so the next
      // request tries the content service again.
      return { ...state, status: "fulfilled", result: event.response, expiresAt: null };
  }
}

/** A stored state answers a request only when fulfilled, unexpired, and for the same signed-in state and view. */
export function isFresh(state: ScreenConfigState | undefined, now: number, signedIn: boolean, view: string): boolean {
  return (
    !!state &&
    state.status === "fulfilled" &&
    state.result != null &&
    state.expiresAt != null &&
    state.expiresAt > now &&
    state.signedIn === signedIn &&
    state.view === view
  );
}
