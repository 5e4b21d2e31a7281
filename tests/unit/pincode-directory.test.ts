/** Building the pincode directory from the India Post data: one row per pincode, coordinates always filled. */
import { describe, expect, it } from "vitest";
import { deriveDirectory, pincodeDirectory } from "~/.server/db/seed-data/pincode-directory";
import { indianState } from "~/lib/indian-states";

const office = (name: string, pincode: number, district: string, state: string) => ({ name, pincode, district, state });

describe("pincode directory", () => {
  it("keeps one row per pincode, named by its most recognisable office", () => {
    const rows = deriveDirectory(
      [
        office("B.N. Bhavan", 400051, "Mumbai", "Maharashtra"),
        office("Bandra(East)", 400051, "Mumbai", "Maharashtra"),
        office("D.M College", 795001, "Imphal West", "Manipur"),
        office("Imphal", 795001, "Imphal West", "Manipur"),
      ],
      { "400051": { lat: 19.05961, lng: 72.855298 }, "795001": { lat: 24.813982, lng: 93.939393 } },
    );
    expect(rows.map((r) => [r.pincode, r.officeName])).toEqual([["400051", "Bandra(East)"], ["795001", "Imphal"]]);
  });

  it("a pincode without coordinates gets its district's average, else its state's", () => {
    const rows = deriveDirectory(
      [
        office("A", 500001, "Hyderabad", "Telangana"),
        office("B", 500002, "Hyderabad", "Telangana"),
        office("C", 500003, "Hyderabad", "Telangana"),
        office("D", 506001, "Warangal", "Telangana"),
        office("E", 999999, "Nowhere", "Atlantis"),
      ],
      { "500001": { lat: 17, lng: 78 }, "500002": { lat: 18, lng: 79 } },
    );
    const by = Object.fromEntries(rows.map((r) => [r.pincode, r]));
    expect(by["500003"]).toMatchObject({ latitude: 17.5, longitude: 78.5 });
    expect(by["506001"]).toMatchObject({ latitude: 17.5, longitude: 78.5 });
    expect(by["999999"]).toMatchObject({ latitude: null, longitude: null });
  });

  it("the installed packages give every Indian pincode, each in a known state and with coordinates", () => {
    const rows = pincodeDirectory();
    expect(rows.length).toBeGreaterThan(19_000);
    expect(new Set(rows.map((r) => r.pincode)).size).toBe(rows.length);
    expect(rows.filter((r) => !/^[1-9]\d{5}$/.test(r.pincode))).toEqual([]);
    expect([...new Set(rows.filter((r) => !indianState(r.state)).map((r) => r.state))]).toEqual([]);
    expect(rows.filter((r) => r.latitude == null || r.longitude == null).map((r) => r.pincode)).toEqual([]);
    expect(rows.find((r) => r.pincode === "500084")).toMatchObject({ officeName: "Kondapur", state: "Telangana" });
  });
});
