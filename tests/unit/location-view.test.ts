import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION, parseLocation, readCookie, serializeLocation } from "~/lib/location";
import { detectView } from "~/lib/view";

const headers = (h: Record<string, string>) => new Headers(h);

describe("default location: 'pincode 500085, city id 9, city name Hyderabad, state code TS, latitude 17.492737, longitude 78.39656'", () => {
  it("is the spec's default diagnostic address", () => {
    expect(DEFAULT_LOCATION).toEqual({ cityId: 9, cityName: "Hyderabad", pincode: "500085", latitude: 17.492737, longitude: 78.39656, stateCode: "TS" });
  });
  it("round-trips through the cookie and rejects tampered values", () => {
    const mumbai = { cityId: 3, cityName: "Mumbai", pincode: "400001", latitude: 18.93, longitude: 72.83, stateCode: "MH" };
    expect(parseLocation(serializeLocation(mumbai))).toEqual(mumbai);
    expect(parseLocation(encodeURIComponent(JSON.stringify({ ...mumbai, cityName: "<script>" })))).toEqual(DEFAULT_LOCATION);
    expect(parseLocation("%%%")).toEqual(DEFAULT_LOCATION);
    expect(parseLocation(null)).toEqual(DEFAULT_LOCATION);
  });
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; diag_location=xyz; b=2", "diag_location")).toBe("xyz");
    expect(readCookie("a=1", "diag_location")).toBeNull();
  });
});

describe("view: web or mweb from the request", () => {
  it("is mweb when the Sec-CH-UA-Mobile hint or the user agent says phone", () => {
    expect(detectView(headers({ "sec-ch-ua-mobile": "?1", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" }))).toBe("mweb");
    expect(detectView(headers({ "sec-ch-ua-mobile": "?0", "user-agent": "Android Mobile" }))).toBe("mweb");
    expect(detectView(headers({ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" }))).toBe("web");
    expect(detectView(headers({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" }))).toBe("mweb");
    expect(detectView(headers({ "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120" }))).toBe("web");
    expect(detectView(headers({}))).toBe("web");
  });
});
