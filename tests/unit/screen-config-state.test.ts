import { describe, expect, it } from "vitest";
import {
  SCREEN_CONFIGURATION_EXPIRY_MS,
  initialScreenConfigState,
  isFresh,
  screenConfigReducer,
} from "~/sdui/screen-config-state";
import type { ScreenConfiguration } from "#schemas/generated/screen-configuration";

const config: ScreenConfiguration = { screen_name: "diag_home", segment_type: "signed_out", screen_identifier: "x", version: 3, containers: [] };
const now = 1_700_000_000_000;

describe("screen configuration fetch states: idle, pending, fulfilled, rejected", () => {
  it("'The remote content call is tried first': idle → pending", () => {
    expect(initialScreenConfigState.status).toBe("idle");
    expect(screenConfigReducer(initialScreenConfigState, { type: "FETCH" }).status).toBe("pending");
  });
  it("'An empty response leads to rejected, with expiry cleared and the view cleared'", () => {
    const before = { status: "fulfilled" as const, result: config, signedIn: false, view: "web", expiresAt: now + 1 };
    for (const response of [null, undefined, {} as ScreenConfiguration]) {
      const s = screenConfigReducer({ ...before, status: "pending" }, { type: "CONTENT_RESPONSE", response, signedIn: false, view: "web", now });
      expect(s.status).toBe("rejected");
      expect(s.expiresAt).toBeNull();
      expect(s.view).toBeNull();
    }
  });
  it("'On success the result is stored with the signed-in state and view, and expires after 15 minutes (900000 ms)'", () => {
    const s = screenConfigReducer(screenConfigReducer(initialScreenConfigState, { type: "FETCH" }), {
      type: "CONTENT_RESPONSE", response: config, signedIn: true, view: "mweb", now,
    });
    expect(s).toEqual({ status: "fulfilled", result: config, signedIn: true, view: "mweb", expiresAt: now + 900_000 });
    expect(SCREEN_CONFIGURATION_EXPIRY_MS).toBe(900_000);
  });
  it("'It is stored as fulfilled even if that fails, with an empty result' (the CDN fallback)", () => {
    const rejected = screenConfigReducer({ ...initialScreenConfigState, status: "pending" }, { type: "CONTENT_RESPONSE", response: null, signedIn: false, view: "web", now });
    const s = screenConfigReducer(rejected, { type: "FALLBACK_RESULT", response: null });
    expect(s.status).toBe("fulfilled");
    expect(s.result).toBeNull();
    expect(isFresh(s, now, false, "web")).toBe(false);
  });
  it("a stored configuration is fresh only for the same signed-in state and view, before expiry", () => {
    const s = screenConfigReducer(initialScreenConfigState, { type: "CONTENT_RESPONSE", response: config, signedIn: false, view: "web", now });
    expect(isFresh(s, now + 899_999, false, "web")).toBe(true);
    expect(isFresh(s, now + 900_000, false, "web")).toBe(false);
    expect(isFresh(s, now, true, "web")).toBe(false);
    expect(isFresh(s, now, false, "mweb")).toBe(false);
  });
});
