import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm, isValidLatLng, nearestCity } from "~/lib/geo";

const hyderabad = { id: 9, name: "Hyderabad", latitude: 17.385, longitude: 78.4867 };
const mumbai = { id: 3, name: "Mumbai", latitude: 19.076, longitude: 72.8777 };
const bangalore = { id: 2, name: "Bangalore", latitude: 12.9716, longitude: 77.5946 };
const cities = [mumbai, bangalore, hyderabad];

describe("nearest city: 'The nearest city is found using an earth radius of 6371 km, with a fallback city when none is found.'", () => {
  it("uses an earth radius of 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian is a quarter of the circumference of a 6371 km sphere.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it("measures real distances between Indian cities", () => {
    expect(haversineKm(hyderabad, mumbai)).toBeGreaterThan(610);
    expect(haversineKm(hyderabad, mumbai)).toBeLessThan(625);
    expect(haversineKm(hyderabad, hyderabad)).toBe(0);
  });

  it("picks the closest city to a point in its suburbs", () => {
    const kphb = { latitude: 17.492737, longitude: 78.39656 };
    const r = nearestCity(cities, kphb, hyderabad);
    expect(r.fallback).toBe(false);
    expect(r.city.name).toBe("Hyderabad");
    expect(r.distanceKm).toBeLessThan(20);
    const powai = { latitude: 19.1239, longitude: 72.9094 };
    expect(nearestCity(cities, powai, hyderabad).city.name).toBe("Mumbai");
  });

  it("gives the fallback city when no city is near", () => {
    const shimla = { latitude: 31.1048, longitude: 77.1734 };
    const r = nearestCity(cities, shimla, hyderabad);
    expect(r).toEqual({ city: hyderabad, distanceKm: null, fallback: true });
    expect(nearestCity([], shimla, bangalore).city).toBe(bangalore);
  });

  it("accepts only real coordinates", () => {
    expect(isValidLatLng({ latitude: 17.4, longitude: 78.4 })).toBe(true);
    expect(isValidLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: "17", longitude: 78 })).toBe(false);
  });
});
