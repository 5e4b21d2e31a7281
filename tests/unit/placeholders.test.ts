import { describe, expect, it } from "vitest";
import { fillUri, fillValues, usesUserPlaceholders } from "~/sdui/placeholders";

const state = { latitude: 17.492737, longitude: 78.39656, pincode: "500085", cityId: 9, patientId: "p&1=2" };

describe("placeholders: 'Placeholders for latitude, longitude, pincode and patient id are filled in from state'", () => {
  it("fills URIs with URL-encoded values", () => {
    expect(fillUri("/x?lat={latitude}&lng={longitude}&pin={pincode}&city={cityId}&p={patientId}", state)).toBe(
      "/x?lat=17.492737&lng=78.39656&pin=500085&city=9&p=p%261%3D2",
    );
  });
  it("gives GraphQL variables typed values and never touches anything but the placeholders", () => {
    expect(fillValues({ cityId: "{cityId}", names: ["top-booked-tests"], q: "near {pincode}", n: 3 }, state)).toEqual({
      cityId: 9,
      names: ["top-booked-tests"],
      q: "near 500085",
      n: 3,
    });
  });
  it("an unknown patient id becomes null, not the text 'null'", () => {
    expect(fillValues({ p: "{patientId}" }, { ...state, patientId: null })).toEqual({ p: null });
    expect(fillUri("/x?p={patientId}", { ...state, patientId: null })).toBe("/x?p=");
  });
  it("marks data sources that read the user's own state", () => {
    expect(usesUserPlaceholders('{"patientId":"{patientId}"}')).toBe(true);
    expect(usesUserPlaceholders('{"cityId":"{cityId}"}')).toBe(false);
  });
});
