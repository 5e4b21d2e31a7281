import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { addressFormSchema } from "~/lib/address-form";

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: addressFormSchema });
}

describe("the address form schema", () => {
  it("reads the fields the address book's rules check; blanks are empty strings and no pin is no location", () => {
    const s = submit({ intent: "save", name: "Home", addressLine1: "8-2-293, Road No. 12", pincode: " 500034 " });
    expect(s.status === "success" && s.value).toEqual({
      intent: "save", addressId: 0, name: "Home", addressLine1: "8-2-293, Road No. 12", addressLine2: "", landmark: "", pincode: "500034", latitude: null, longitude: null,
    });
  });

  it("a pinned location is read as numbers for the 'Couldn't identify your address. Please update' check", () => {
    const s = submit({ intent: "save", latitude: "17.41", longitude: "not a number" });
    expect(s.status === "success" && [s.value.latitude, s.value.longitude]).toEqual([17.41, NaN]);
  });

  it("the delete and make-default forms carry only an id; a bad id matches no address", () => {
    const del = submit({ intent: "delete", addressId: "7" });
    expect(del.status === "success" && del.value).toMatchObject({ intent: "delete", addressId: 7 });
    const s = submit({ intent: "set-default", addressId: "1.5" });
    expect(s.status === "success" && s.value.addressId).toBe(0);
  });

  it("over-long text is cut to the field's size, so the address rules see at most that much", () => {
    const s = submit({ intent: "save", name: "x".repeat(500), addressLine1: "y".repeat(500) });
    expect(s.status === "success" && [s.value.name.length, s.value.addressLine1.length]).toEqual([60, 200]);
  });
});
