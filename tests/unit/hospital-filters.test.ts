/**
 * The spec: "Cities: All Cities, Hyderabad, Chennai, Mumbai, Kolkata, Bangalore, New Delhi", "Hospital categories:
 * hospitals, clinics, partnerClinics. Location filters: all and nearme. Filter types: Category, City, Location."
 */
import { describe, expect, it } from "vitest";
import { HOSPITAL_CATEGORIES, HOSPITAL_CITIES, directionsUrl, hospitalsHref, parseHospitalFilters } from "~/lib/hospital-filters";

const parse = (q: string) => parseHospitalFilters(new URLSearchParams(q));

describe("hospitals-and-clinics filters", () => {
  it("accepts each of the spec's cities and categories as a filter, and nothing else", () => {
    for (const city of ["Hyderabad", "Chennai", "Mumbai", "Kolkata", "Bangalore", "New Delhi"]) expect(parse(`city=${encodeURIComponent(city)}`).city).toBe(city);
    for (const category of ["hospitals", "clinics", "partnerClinics"]) expect(parse(`category=${category}`).category).toBe(category);
    expect(parse("city=Pune").city).toBe("All Cities");
    expect(HOSPITAL_CITIES.length + HOSPITAL_CATEGORIES.length).toBe(10);
  });

  it("reads Category, City, Location and page from the URL", () => {
    expect(parse("category=partnerClinics&city=Chennai&page=2")).toEqual({ category: "partnerClinics", city: "Chennai", location: "all", near: null, page: 2 });
    expect(parse("location=nearme&lat=17.4239&lng=78.4138")).toMatchObject({ location: "nearme", near: { latitude: 17.4239, longitude: 78.4138 } });
  });

  it("falls back to no filter for unknown values, so an old shared link still shows a page", () => {
    expect(parse("category=pharmacies&city=Paris&location=moon&page=-3")).toEqual({ category: null, city: "All Cities", location: "all", near: null, page: 1 });
    // near me without a usable position: asks for the location rather than guessing one
    expect(parse("location=nearme&lat=123&lng=78")).toMatchObject({ location: "nearme", near: null });
    expect(parse("location=nearme&lat=1e2&lng=78")).toMatchObject({ near: null });
  });

  it("gives one address per filtered page: defaults are left out of the link", () => {
    expect(hospitalsHref({ city: "All Cities", page: 1 })).toBe("/hospitals-and-clinics");
    expect(hospitalsHref({ category: "clinics", city: "Mumbai", page: 3 })).toBe("/hospitals-and-clinics?category=clinics&city=Mumbai&page=3");
    expect(hospitalsHref({ location: "nearme", near: { latitude: 17.42391, longitude: 78.41382 } })).toBe("/hospitals-and-clinics?location=nearme&lat=17.4239&lng=78.4138");
    // What hospitalsHref writes, parseHospitalFilters reads back.
    expect(parse(hospitalsHref({ category: "hospitals", city: "New Delhi", page: 2 }).split("?")[1])).toMatchObject({ category: "hospitals", city: "New Delhi", page: 2 });
  });

  it("sends directions to a maps link at the facility's coordinates", () => {
    expect(directionsUrl({ latitude: 17.415, longitude: 78.4116 })).toBe("https://www.google.com/maps/dir/?api=1&destination=17.415,78.4116");
  });
});
