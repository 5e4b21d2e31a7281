import { describe, expect, it } from "vitest";
import { AGENT_SPEED_KMPH, agentEta, agentEtaText, formatDistance, isLivePosition } from "~/lib/agent-eta";
import { haversineKm } from "~/lib/geo";

// KPHB Colony, Hyderabad (the collection address) and points the phlebotomist passes on the way.
const HOME = { latitude: 17.492737, longitude: 78.39656 };

describe("the agent's ETA: 'ETA = haversine distance ÷ 20 km/h, rounded up to a minute; arriving within 100 m'", () => {
  it("assumes a two-wheeler at 20 km/h in city traffic", () => {
    expect(AGENT_SPEED_KMPH).toBe(20);
  });

  it("uses the great-circle distance: 0.01° of latitude is about 1.11 km", () => {
    const agent = { latitude: HOME.latitude + 0.01, longitude: HOME.longitude };
    expect(haversineKm(agent, HOME)).toBeCloseTo(1.112, 2);
    expect(agentEta(agent, HOME).distanceM).toBe(1112);
  });

  it("turns 5 km into 15 minutes and 1.112 km into 4 (3.3 rounded up)", () => {
    const fiveKm = { latitude: HOME.latitude + 5 / 111.195, longitude: HOME.longitude };
    expect(agentEta(fiveKm, HOME)).toEqual({ distanceM: 5000, etaMinutes: 15, arriving: false });
    expect(agentEta({ latitude: HOME.latitude + 0.01, longitude: HOME.longitude }, HOME).etaMinutes).toBe(4);
  });

  it("never says 0 minutes while still more than 100 m away, and says 'Arriving now' within 100 m", () => {
    const near = { latitude: HOME.latitude + 0.0012, longitude: HOME.longitude }; // ~133 m
    expect(agentEta(near, HOME)).toMatchObject({ etaMinutes: 1, arriving: false });
    const atDoor = { latitude: HOME.latitude + 0.0005, longitude: HOME.longitude }; // ~56 m
    expect(agentEta(atDoor, HOME)).toMatchObject({ etaMinutes: 0, arriving: true });
    expect(agentEtaText(agentEta(atDoor, HOME))).toBe("Arriving now");
  });

  it("reads as the patient sees it: metres below a kilometre, one decimal above", () => {
    expect(formatDistance(648)).toBe("650 m");
    expect(formatDistance(2449)).toBe("2.4 km");
    expect(agentEtaText({ distanceM: 2449, etaMinutes: 8, arriving: false })).toBe("2.4 km away · about 8 min");
  });

  it("treats a position older than 2 minutes as no longer live", () => {
    const now = new Date("2026-11-27T09:00:00Z");
    expect(isLivePosition("2026-11-27T08:58:00Z", now)).toBe(true);
    expect(isLivePosition("2026-11-27T08:57:59Z", now)).toBe(false);
  });
});
