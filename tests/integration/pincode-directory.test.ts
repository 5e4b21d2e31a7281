/**
 * Every Indian pincode is identified from the India Post directory; serviceability stays the smaller list.
 * Spec: "The nearest city is found using an earth radius of 6371 km, with a fallback city when none is found."
 */
import { describe, expect, it } from "vitest";
import { findPincodePlace, locationForPincode, locationOfDefaultAddress, ADDRESS_NOT_SERVICEABLE_MESSAGE, ADDRESS_UNKNOWN_MESSAGE } from "~/.server/domain/location/location";
import { getDiagnosticServiceability } from "~/.server/domain/location/serviceability";
import { targets, servicesOfTarget } from "./harness";

describe.each(targets)("pincode directory on $name", (target) => {
  const services = servicesOfTarget(target);

  it("seeds every pincode of the directory, each with coordinates", async () => {
    const { db } = services();
    const row = await db.selectFrom("pincode_directory").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeGreaterThan(19_000);
    const missing = await db.selectFrom("pincode_directory").select(db.fn.countAll<number>().as("n")).where("latitude", "is", null).executeTakeFirstOrThrow();
    expect(Number(missing.n)).toBe(0);
  });

  it("identifies real pincodes that were refused before: Kondapur, Bandra East, Imphal", async () => {
    const { db } = services();
    expect(await findPincodePlace(db, "500084")).toMatchObject({ cityName: "Hyderabad", stateCode: "TS", serviceable: 1 });
    expect(await findPincodePlace(db, "400051")).toMatchObject({ cityName: "Mumbai", stateCode: "MH", serviceable: 1 });
    const imphal = await findPincodePlace(db, "795001");
    expect(imphal).toMatchObject({ areaName: "Imphal", district: "Imphal West", stateName: "Manipur", stateCode: "MN", serviceable: 0, cityId: null });
    expect(imphal!.latitude).toBeCloseTo(24.81, 1);
  });

  it("places an unlisted pincode near a served city in that city, still not serviceable", async () => {
    // 500049 (Miyapur, Hyderabad) is in the directory but not on the serviceable list.
    const place = await findPincodePlace(services().db, "500049");
    expect(place).toMatchObject({ cityId: 9, cityName: "Hyderabad", serviceable: 0 });
  });

  it("the location chip and serviceability tell an unknown pincode from an unserved one", async () => {
    const { db } = services();
    expect(await locationForPincode(db, "795001")).toEqual({ ok: false, error: ADDRESS_NOT_SERVICEABLE_MESSAGE });
    expect(await locationForPincode(db, "999999")).toEqual({ ok: false, error: ADDRESS_UNKNOWN_MESSAGE });
    expect(await locationForPincode(db, "400051")).toMatchObject({ ok: true, location: { cityId: 3, pincode: "400051" } });
    const imphal = await getDiagnosticServiceability(db, { latitude: 24.81, longitude: 93.94, postalCode: "795001", stateCode: "MN" });
    expect(imphal).toMatchObject({ status: false, stateName: "Manipur", areaName: "Imphal", message: ADDRESS_NOT_SERVICEABLE_MESSAGE });
  });

  it("a signed-in patient starts from their default address", async () => {
    const { db } = services();
    const account = await db.selectFrom("accounts").select("id").where("mobile_number", "=", "9000000002").executeTakeFirstOrThrow();
    expect(await locationOfDefaultAddress(db, account.id)).toMatchObject({ cityId: 3, cityName: "Mumbai", pincode: "400050", stateCode: "MH" });
    expect(await locationOfDefaultAddress(db, 999_999)).toBeNull();
  });
});
