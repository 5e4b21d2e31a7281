/**
 * "The cache key uses city+pincode but pages render with the full location cookie, so lat/lng (forgeable) can leak
 * into a shared page": a shared page is rendered with the location its key names, rebuilt from the city and the
 * pincode, so two visitors with the same city and pincode get the same page whatever else their cookies say.
 */
import { describe, expect, it } from "vitest";
import { HtmlCache } from "~/.server/html-cache";
import { getRequestState } from "~/.server/request-state";
import { DEFAULT_LOCATION, serializeLocation, type UserLocation } from "~/lib/location";
import { servicesOfTarget, targets } from "./harness";

const cookieOf = (l: UserLocation) => `diag_location=${serializeLocation(l)}`;
const KORAMANGALA = { cityId: 2, cityName: "Bangalore", pincode: "560034", latitude: 12.926138, longitude: 77.622109, stateCode: "KA" };

describe.each(targets)("the location of a shared page on $name", (target) => {
  servicesOfTarget(target);

  it("follows from city and pincode only: forged coordinates, name or state never reach the render", async () => {
    const cache = new HtmlCache();
    const route = async (cookie: string) => (await cache.route({ method: "GET", url: "/lab-tests/thyroid-profile-total-t3-t4-tsh", headers: new Headers({ cookie }) }))!;
    const honest = await route(cookieOf({ ...KORAMANGALA, latitude: 12.93, longitude: 77.62 }));
    const forged = await route(cookieOf({ ...KORAMANGALA, cityName: "Evil Town", stateCode: "XX", latitude: -89.5, longitude: 179.25 }));
    expect(forged.key).toBe(honest.key);
    expect(forged.key).toContain("|2:560034|");
    // The pincode's own centroid and the city's own name: what the key names, not what a visitor sent.
    expect(forged.viewer.location).toEqual(KORAMANGALA);
    expect(honest.viewer.location).toEqual(KORAMANGALA);

    // What the page's loaders read when the cache renders it.
    const headers = cache.renderRequestHeaders(new Headers({ cookie: cookieOf({ ...KORAMANGALA, latitude: -89.5 }) }), forged.viewer.location);
    expect(headers.get("cookie")).not.toContain("89.5");
    const state = await getRequestState(new Request("http://localhost/lab-tests/thyroid-profile-total-t3-t4-tsh", { headers }), { sharedViewer: forged.viewer });
    expect(state.location).toEqual(KORAMANGALA);
  });

  it("a pincode off the serviceable list takes its India Post centroid; an unknown city is the default location", async () => {
    const cache = new HtmlCache();
    const route = async (l: UserLocation) => (await cache.route({ method: "GET", url: "/blog", headers: new Headers({ cookie: cookieOf(l) }) }))!;
    const unknownCity = await route({ ...KORAMANGALA, cityId: 9999 });
    expect(unknownCity.viewer.location).toEqual(DEFAULT_LOCATION);
    expect(unknownCity.key).toBe((await route(DEFAULT_LOCATION)).key);
    // 110001 (New Delhi GPO) with a forged point in New Delhi: the directory's point, whatever the cookie said.
    const delhi = await route({ cityId: 1, cityName: "New Delhi", pincode: "110001", latitude: 1, longitude: 1, stateCode: "DL" });
    expect(delhi.viewer.location.latitude).not.toBe(1);
    expect(delhi.viewer.location.longitude).not.toBe(1);
    expect(delhi.viewer.location.cityId).toBe(1);
  });
});
