import { describe, expect, it } from "vitest";
import { validateAddressInput } from "~/.server/domain/accounts/addresses";
import { ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "~/.server/domain/location/location";

const valid = { name: "Home", addressLine1: "Flat 402, Lakeview Residency", addressLine2: "", landmark: "", pincode: "500085" };

describe("address rules", () => {
  it("Address not serviceable: 'Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address'", () => {
    expect(ADDRESS_NOT_SERVICEABLE_MESSAGE).toBe("Sorry! We're working hard to get to this area! in the meantime, you can either visit clinic near your location or change the address");
  });

  it("'Couldn't identify your address. Please update' for coordinates that cannot be a place", () => {
    expect(ADDRESS_UNKNOWN_MESSAGE).toBe("Couldn't identify your address. Please update");
    expect(validateAddressInput({ ...valid, latitude: 123, longitude: 78.3 }).pincode).toBe(ADDRESS_UNKNOWN_MESSAGE);
    expect(validateAddressInput({ ...valid, latitude: 17.49, longitude: 78.39 })).toEqual({});
  });

  it("name, street and a 6-digit pincode are required, every problem reported at once", () => {
    expect(validateAddressInput(valid)).toEqual({});
    expect(validateAddressInput({ name: "", addressLine1: "x", addressLine2: "", landmark: "", pincode: "050085" })).toEqual({
      name: "Please enter a name for this address (e.g. Home)",
      addressLine1: "Please enter the house number and street",
      pincode: "Please enter a valid 6-digit pincode",
    });
  });
});
