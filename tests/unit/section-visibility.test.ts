import { describe, expect, it } from "vitest";
import { hasDateWindow, isVisible, viewerSegments, type Viewer } from "~/sdui/visibility";

const visitor: Viewer = { segments: viewerSegments(false, false, false), cityId: 9, view: "mweb" };
const member: Viewer = { segments: viewerSegments(true, true, false), cityId: 3, view: "web" };
const now = new Date("2026-12-10T12:00:00+05:30");

describe("'Per section, visibility by segment (signed out, signed in, Circle member, corporate), city, platform view and a date window'", () => {
  it("no rules: everyone sees the section", () => {
    expect(isVisible(undefined, visitor, now)).toBe(true);
    expect(isVisible({}, member, now)).toBe(true);
  });

  it("segment: any listed segment of the viewer matches; a Circle member is also signed in", () => {
    expect(isVisible({ segments: ["circle"] }, member, now)).toBe(true);
    expect(isVisible({ segments: ["signed_in"] }, member, now)).toBe(true);
    expect(isVisible({ segments: ["circle"] }, visitor, now)).toBe(false);
    expect(isVisible({ segments: ["signed_out"] }, visitor, now)).toBe(true);
    expect(isVisible({ segments: ["corporate"] }, { ...member, segments: viewerSegments(true, false, true) }, now)).toBe(true);
  });

  it("city and platform view", () => {
    expect(isVisible({ cities: [9, 1] }, visitor, now)).toBe(true);
    expect(isVisible({ cities: [9, 1] }, member, now)).toBe(false);
    expect(isVisible({ views: ["web"] }, visitor, now)).toBe(false);
    expect(isVisible({ views: ["web"] }, member, now)).toBe(true);
  });

  it("date window: shown from starts_at, hidden from ends_at on", () => {
    const w = { starts_at: "2026-12-10T00:00:00+05:30", ends_at: "2026-12-11T00:00:00+05:30" };
    expect(isVisible(w, visitor, now)).toBe(true);
    expect(isVisible(w, visitor, new Date("2026-12-09T23:59:59+05:30"))).toBe(false);
    expect(isVisible(w, visitor, new Date("2026-12-11T00:00:00+05:30"))).toBe(false);
    expect(hasDateWindow([{ visibility: w }, {}])).toBe(true);
    expect(hasDateWindow([{ visibility: { cities: [9] } }])).toBe(false);
  });

  it("every rule given must match", () => {
    expect(isVisible({ segments: ["signed_out"], cities: [3] }, visitor, now)).toBe(false);
  });
});
