/**
 * Presence: "Priya is editing this screen". Everyone with the draft open is shown to the others until
 * PRESENCE_TTL_MS after their last heartbeat, and no longer once they leave; never to themselves.
 */
import { describe, expect, it } from "vitest";
import { MemoryCache } from "~/.server/cache/cache";
import { heartbeat, leave, presenceMessage, PRESENCE_TTL_MS } from "~/.server/content/presence";

const screen = { screenName: "diag_home", screenView: "web", segment: "signed_out" };
const priya = { key: "account:1", name: "Priya Sharma" };
const kavya = { key: "account:2", name: "Kavya Iyer" };

describe("studio presence", () => {
  it("shows each editor the others on the same screen, not themselves, and not other screens' editors", async () => {
    const services = { cache: new MemoryCache() };
    const t = 1_000_000;
    expect(await heartbeat(services, screen, priya, t)).toEqual([]);
    expect(await heartbeat(services, screen, kavya, t + 1000)).toEqual(["Priya Sharma"]);
    expect(await heartbeat(services, screen, priya, t + 2000)).toEqual(["Kavya Iyer"]);
    expect(await heartbeat(services, { ...screen, screenView: "mweb" }, { key: "account:3", name: "Arjun Rao" }, t + 2000)).toEqual([]);
  });

  it("a person is no longer shown after they leave, or once their heartbeats stop for PRESENCE_TTL_MS", async () => {
    const services = { cache: new MemoryCache() };
    const t = 2_000_000;
    await heartbeat(services, screen, priya, t);
    await heartbeat(services, screen, kavya, t);
    await leave(services, screen, kavya.key);
    expect(await heartbeat(services, screen, priya, t + 1000)).toEqual([]);
    await heartbeat(services, screen, kavya, t + 1000);
    expect(await heartbeat(services, screen, priya, t + 1000 + PRESENCE_TTL_MS + 1)).toEqual([]);
  });

  it("says who is editing in words", () => {
    expect(presenceMessage([])).toBeNull();
    expect(presenceMessage(["Priya Sharma"])).toBe("Priya Sharma is editing this screen");
    expect(presenceMessage(["Kavya Iyer", "Priya Sharma"])).toBe("Kavya Iyer and Priya Sharma are editing this screen");
  });
});
