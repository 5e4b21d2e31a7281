// @vitest-environment jsdom
/**
 * Browser tracking: "Events (impression, click, add to cart) with screen, config version, section name and item
 * id go to the analytics layer; crawlers and users who have not consented are not tracked, and a tracking
 * failure never breaks the page."
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEACON_FLUSH_MS, BEACON_URL, flushEvents, loadBotCheck, noteClickedItem, resetAnalyticsForTesting, track, trackingAllowed } from "~/lib/analytics.client";
import { CONSENT_COOKIE, parseConsent, readConsent, writeConsent } from "~/lib/consent";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let beacons: { url: string; body: unknown }[];

function setUserAgent(ua: string) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ua);
}

beforeEach(async () => {
  // The crawler check is fetched on first use with consent; most cases start with it here.
  await loadBotCheck();
  vi.useFakeTimers();
  resetAnalyticsForTesting();
  window.dataLayer = [];
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  beacons = [];
  setUserAgent(CHROME);
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push({ url, body: data });
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetAnalyticsForTesting();
});

const base = { screen: "diag_home", version: 3, section: "top_booked_tests" };
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const beaconEvents = async () => Promise.all(beacons.map(async (b) => JSON.parse(await blobText(b.body as Blob)).events)).then((x) => x.flat());

describe("consent", () => {
  it("Consent statuses: ACCEPTED, REJECTED — anything else in the cookie counts as not asked", () => {
    expect(parseConsent(`a=1; ${CONSENT_COOKIE}=ACCEPTED`)).toBe("ACCEPTED");
    expect(parseConsent(`${CONSENT_COOKIE}=REJECTED`)).toBe("REJECTED");
    expect(parseConsent(`${CONSENT_COOKIE}=yes`)).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it("the choice is stored and announced", () => {
    const heard: unknown[] = [];
    window.addEventListener("analytics-consent-changed", (e) => heard.push((e as CustomEvent).detail));
    writeConsent("ACCEPTED");
    expect(readConsent()).toBe("ACCEPTED");
    expect(heard).toEqual(["ACCEPTED"]);
  });
});

describe("track", () => {
  it("events tracked with consent before the crawler check arrives are recorded once it has, with the clicked card", async () => {
    resetAnalyticsForTesting({ withoutBotCheck: true });
    writeConsent("ACCEPTED");
    noteClickedItem("diag-7");
    track("click", { ...base, url: "/lab-tests" });
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    await loadBotCheck();
    expect(window.dataLayer!.map((e) => [e.event, e.item_id])).toEqual([["click", "diag-7"]]);
    expect(await trackingAllowed()).toBe(true);
    setUserAgent(GOOGLEBOT);
    expect(await trackingAllowed()).toBe(false);
  });

  it("without consent nothing is allowed, and the crawler check is not needed to say so", async () => {
    expect(await trackingAllowed()).toBe(false);
    writeConsent("REJECTED");
    expect(await trackingAllowed()).toBe(false);
  });

  it("users who have not consented are not tracked: nothing reaches the analytics layer or the beacon", async () => {
    track("impression", { ...base, item_id: null });
    writeConsent("REJECTED");
    track("impression", { ...base, item_id: null });
    vi.advanceTimersByTime(BEACON_FLUSH_MS * 2);
    expect(window.dataLayer).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it("crawlers are not tracked, even with consent", () => {
    writeConsent("ACCEPTED");
    setUserAgent(GOOGLEBOT);
    track("click", { ...base, url: "/lab-tests" });
    vi.advanceTimersByTime(BEACON_FLUSH_MS);
    expect(window.dataLayer).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it("with ACCEPTED consent, events go to the analytics layer and, batched, to the beacon endpoint", async () => {
    writeConsent("ACCEPTED");
    track("impression", { ...base, item_id: "1001" });
    track("impression", { ...base, item_id: "1002" });
    track("add_to_cart", { ...base, item_id: 1001 });
    expect(window.dataLayer!.map((e) => [e.event, e.item_id])).toEqual([
      ["impression", "1001"],
      ["impression", "1002"],
      ["add_to_cart", 1001],
    ]);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(BEACON_FLUSH_MS);
    expect(beacons.map((b) => b.url)).toEqual([BEACON_URL]);
    vi.useRealTimers();
    const events = await beaconEvents();
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ event: "impression", screen: "diag_home", version: 3, section: "top_booked_tests", item_id: "1001" });
  });

  it("a click on a card carries the card's item id", () => {
    writeConsent("ACCEPTED");
    noteClickedItem("diag-2");
    track("click", { ...base, url: "/test-listing/full-body-checkup" });
    expect(window.dataLayer![0]).toMatchObject({ event: "click", item_id: "diag-2", url: "/test-listing/full-body-checkup" });
    vi.advanceTimersByTime(1);
    track("click", { ...base, url: "/lab-tests" });
    expect(window.dataLayer![1].item_id).toBeUndefined();
  });

  it("a tracking failure never breaks the page: a failing beacon and a broken analytics layer are swallowed", () => {
    writeConsent("ACCEPTED");
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: () => {
        throw new Error("blocked by an extension");
      },
    });
    Object.defineProperty(window, "dataLayer", { configurable: true, get: () => ({ push: () => { throw new Error("broken tag manager"); } }), set: () => {} });
    expect(() => track("impression", { ...base, item_id: null })).not.toThrow();
    expect(() => flushEvents()).not.toThrow();
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it("falls back to fetch with keepalive when sendBeacon is refused", () => {
    writeConsent("ACCEPTED");
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => false });
    const fetchMock = vi.fn(() => Promise.reject(new Error("offline")));
    vi.stubGlobal("fetch", fetchMock);
    track("impression", { ...base, item_id: null });
    expect(() => flushEvents()).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(BEACON_URL, expect.objectContaining({ method: "POST", keepalive: true }));
    vi.unstubAllGlobals();
  });
});
